/**
 * The journal on disk: a snapshot (`print-journal.json`, the format every earlier version wrote,
 * so an existing file loads as is) plus an append-only log (`print-journal.json.log`, one JSON
 * line per change: the job's whole new record, or the deletion of a key). A state change appends
 * one small line instead of rewriting a file that grows with the day's tickets.
 *
 * Compaction (main/storage/compacting-log.ts): once the log outgrows the live jobs it is rotated
 * (`.log.old`) and a fresh snapshot is written in the background (temp, fsync, rename); the
 * rotated log is deleted only after the rename, so a crash at any step loses nothing. Loading
 * reads snapshot, rotated log, current log: the last record per key wins. Then the recovery
 * rules: jobs cut off mid-send are marked for REIMPRESSÃO, old printed jobs are pruned, a corrupt
 * snapshot is backed up.
 */
import { z } from 'zod';
import type { Logger } from '../../log/logger';
import { createCompactingLog } from '../../storage/compacting-log';
import { logPathOf, readLineLog, rotatedLogPathOf, type LineLogMessages } from '../../storage/line-log';
import { readValidatedJsonFile, removeStaleTempFiles } from '../../storage/json-file';
import {
  counterSchema,
  journalFileSchema,
  jobSchema,
  pastRetention,
  type PrintJob,
  type StationCounter,
} from './model';

/** The log is compacted once it has more lines than this, or than live jobs if there are more. */
export const COMPACT_MIN_LINES = 1000;
/** Jobs serialised per write while compacting: each part holds the main thread well under 1 ms. */
const SNAPSHOT_PART_JOBS = 500;

const logRecordSchema = z.union([
  z.object({ put: jobSchema }),
  z.object({ del: z.string().min(1) }),
  // A station's counter (issue 33 §1): written with the jobs it numbered, in the same line batch.
  z.object({ count: counterSchema }),
]);
type LogRecord = z.infer<typeof logRecordSchema>;

export { logPathOf, rotatedLogPathOf };

export interface JournalOnDisk {
  /** Last record per key: snapshot, then rotated log, then current log. */
  jobs: Map<string, PrintJob>;
  /** Last counter per station: snapshot, then rotated log, then current log. */
  counters: Map<string, StationCounter>;
  snapshot: 'ok' | 'missing' | 'invalid';
  /** Records found in the logs (rotated and current). */
  logRecords: number;
  /** Records in the current log (counted towards the next compaction). */
  currentLogRecords: number;
  rotated: boolean;
}

const LOG_MESSAGES: LineLogMessages = {
  unreadable: (name) => `Registro da fila de impressão ilegível (${name}); ignorado`,
  torn: (name) => `Fila de impressão: última linha de ${name} incompleta (gravação interrompida); ignorada`,
  bad: (count, name, copy) =>
    `Fila de impressão: ${count} linha(s) ilegível(is) em ${name}; ignorada(s) (cópia em ${copy})`,
};

function readLog(file: string, log: Logger, now: Date): LogRecord[] | undefined {
  return readLineLog(file, logRecordSchema, { log, now, messages: LOG_MESSAGES });
}

function apply(
  jobs: Map<string, PrintJob>,
  counters: Map<string, StationCounter>,
  records: LogRecord[],
): void {
  for (const record of records) {
    if ('count' in record) {
      counters.set(record.count.station, record.count);
    } else if ('put' in record) {
      // Re-inserted so the map's order follows the last change, as it does while running.
      jobs.delete(record.put.key);
      jobs.set(record.put.key, record.put);
    } else {
      jobs.delete(record.del);
    }
  }
}

/** What the files hold, before the recovery rules (for the journal, tests and support). */
export function readJournalFiles(file: string, log: Logger, now: number): JournalOnDisk {
  const stamp = new Date(now);
  const jobs = new Map<string, PrintJob>();
  const read = readValidatedJsonFile(file, journalFileSchema, stamp);
  if (read.kind === 'invalid') {
    // Never silent: jobs in that file may not have printed; support needs the copy.
    log.error(
      `Fila de impressão ilegível; começando vazia (cópia em ${read.backup ?? 'nenhuma'})`,
      read.error,
    );
  }
  const counters = new Map<string, StationCounter>();
  if (read.kind === 'ok') {
    for (const job of read.value.jobs) jobs.set(job.key, job);
    for (const counter of read.value.stations ?? []) counters.set(counter.station, counter);
  }
  const rotated = readLog(rotatedLogPathOf(file), log, stamp);
  const current = readLog(logPathOf(file), log, stamp);
  apply(jobs, counters, rotated ?? []);
  apply(jobs, counters, current ?? []);
  return {
    jobs,
    counters,
    snapshot: read.kind,
    logRecords: (rotated?.length ?? 0) + (current?.length ?? 0),
    currentLogRecords: current?.length ?? 0,
    rotated: rotated !== undefined,
  };
}

/** The recovery rules; returns how many jobs they changed. */
function recover(jobs: Map<string, PrintJob>, now: number, log: Logger): number {
  let changed = 0;
  for (const [key, job] of jobs) {
    if (pastRetention(job, now)) {
      jobs.delete(key);
      changed += 1;
    } else if (job.state === 'printing') {
      // The app died mid-send: the ticket may or may not have come out. A lost kitchen ticket
      // costs more than a marked duplicate, so print it again as REIMPRESSÃO.
      log.warn(`Impressão interrompida (${job.key}); será reimpressa`);
      jobs.set(key, { ...job, state: 'queued', reprint: true, updatedAt: now });
      changed += 1;
    }
  }
  return changed;
}

export interface JournalStoreDeps {
  file: string;
  log: Logger;
  /** The journal's live jobs (the same map object for the store's whole life). */
  jobs: ReadonlyMap<string, PrintJob>;
  /** The stations' live counters (written with the snapshot); none when absent. */
  counters?(): ReadonlyMap<string, StationCounter>;
  now(): number;
  compactMinLines?: number;
}

export interface JournalStore {
  /** Reads the files and applies the recovery rules. */
  load(): PrintJob[];
  /** The station counters the last load() read. */
  loadedCounters(): StationCounter[];
  /** Appends the job's record; `durable` returns only once it is on the disk. */
  put(job: PrintJob, opts?: { durable?: boolean }): void;
  /**
   * put() for several jobs in one write and, if durable, one fdatasync (an order's tickets), with
   * the station counters that numbered them in the same write.
   */
  putAll(jobs: readonly PrintJob[], opts?: { durable?: boolean; counters?: readonly StationCounter[] }): void;
  remove(key: string): void;
  /** Starts a compaction in the background if the log has outgrown the live jobs. */
  compactIfDue(): void;
  /** Rotates the log and writes the snapshot now; resolves when done (never rejects). */
  compact(): Promise<void>;
  /** Waits for a compaction in flight, syncs and closes the log. */
  close(): Promise<void>;
}

export function createJournalStore(deps: JournalStoreDeps): JournalStore {
  const { file, log } = deps;
  let loaded: StationCounter[] = [];
  const compactingLog = createCompactingLog<LogRecord>({
    file,
    log,
    now: () => deps.now(),
    minLines: deps.compactMinLines ?? COMPACT_MIN_LINES,
    live: () => deps.jobs.size,
    // Keep printing from memory: a ticket that comes out matters more than the record of it.
    onRefused: 'remember',
    snapshot: snapshotParts,
    messages: {
      syncFailed: 'Falha ao sincronizar o registro da fila de impressão',
      writeFailed: 'Não foi possível gravar a fila de impressão',
      writesAgain: 'Registro da fila de impressão gravado de novo',
      compactFailed: 'Não foi possível compactar a fila de impressão; o registro continua com tudo',
      compacted: (ms) => `Fila de impressão compactada (${deps.jobs.size} impressões, ${ms} ms)`,
    },
  });

  function* snapshotParts(): Generator<string> {
    yield '{"version":1,"jobs":[';
    let part: string[] = [];
    let first = true;
    const flush = () => {
      const text = (first ? '\n' : ',\n') + part.join(',\n');
      first = false;
      part = [];
      return text;
    };
    // A live view: a job changed after the rotation is in the new log too, and the log wins.
    for (const job of deps.jobs.values()) {
      part.push(JSON.stringify(job));
      // Stryker disable next-line ConditionalExpression,EqualityOperator: the parts only split the writes; the text is the same.
      if (part.length >= SNAPSHOT_PART_JOBS) yield flush();
    }
    if (part.length > 0) yield flush();
    const counters = [...(deps.counters?.().values() ?? [])];
    yield counters.length === 0 ? '\n]}\n' : `\n],"stations":${JSON.stringify(counters)}}\n`;
  }

  return {
    load() {
      const now = deps.now();
      removeStaleTempFiles(file);
      const disk = readJournalFiles(file, log, now);
      const changed = recover(disk.jobs, now, log);
      compactingLog.loaded({
        lines: disk.currentLogRecords,
        // Fold whatever the logs hold (and the recovery) into a fresh snapshot right away.
        wanted: disk.snapshot !== 'ok' || disk.rotated || disk.logRecords > 0 || changed > 0,
      });
      loaded = [...disk.counters.values()];
      return [...disk.jobs.values()];
    },

    loadedCounters: () => loaded,

    put(job, opts = {}) {
      compactingLog.append([{ put: job }], { durable: opts.durable === true });
    },

    putAll(jobs, opts = {}) {
      const records: LogRecord[] = [
        ...(opts.counters ?? []).map((count) => ({ count })),
        ...jobs.map((job) => ({ put: job })),
      ];
      compactingLog.append(records, { durable: opts.durable === true });
    },

    remove(key) {
      compactingLog.append([{ del: key }], { durable: false });
    },

    compactIfDue: compactingLog.compactIfDue,
    compact: compactingLog.compact,
    close: compactingLog.close,
  };
}
