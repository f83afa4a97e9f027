/**
 * The outbox on disk (issue 19): staff actions pressed while the platform did not answer. Like
 * the print journal, a snapshot (`outbox.json`) plus an append-only log (`outbox.json.log`, one
 * JSON line per change). Unlike the journal, every change is fdatasync'ed before it answers and a
 * write the disk refuses is an error for the caller: the screen shows 'Aguardando conexão' only
 * for an action that survives a power cut, and an action that could not be kept is not shown as
 * kept.
 *
 * The notices of replays the platform refused live in the same files (so a restart still shows
 * them) and follow the same rule: kept on disk before the caller is answered. A notice is for its
 * day only: one of an earlier day is dropped when the files are read and at compaction.
 *
 * `seq` orders the outbox and is never reused: the snapshot keeps the next one, and a record put
 * and later removed still counts when the log is read back, so an action pressed after a restart
 * never sorts before one pressed earlier.
 */
import { z } from 'zod';
import {
  OUTBOX_FULL_MESSAGE,
  OUTBOX_MAX_ENTRIES,
  OUTBOX_MAX_NOTICES,
  localDay,
  outboxEntrySchema,
  outboxNoticeSchema,
  type NewOutboxEntry,
  type OutboxEntry,
  type OutboxNotice,
} from '../../shared/offline';
import type { Logger } from '../log/logger';
import { createCompactingLog } from '../storage/compacting-log';
import { readValidatedJsonFile, removeStaleTempFiles } from '../storage/json-file';
import { readLineLog, rotatedLogPathOf, logPathOf, type LineLogMessages } from '../storage/line-log';

/** The log is compacted once it has this many lines (a full outbox is 500 entries). */
const OUTBOX_COMPACT_MIN_LINES = 200;

// Entries are read one by one (below), so one record an older build wrote drops alone.
const snapshotSchema = z.object({
  version: z.literal(1),
  nextSeq: z.number().int().min(0),
  entries: z.array(z.unknown()),
  // Absent in a snapshot written before notices were kept.
  notices: z.array(z.unknown()).optional(),
});

// Any put the schema no longer reads is a bad line for readLineLog: dropped and logged.
const logRecordSchema = z.union([
  z.object({ put: outboxEntrySchema }).strict(),
  z.object({ del: z.string().min(1) }).strict(),
  z.object({ notice: outboxNoticeSchema }).strict(),
  z.object({ dismiss: z.string().min(1) }).strict(),
]);
type LogRecord = z.output<typeof logRecordSchema>;

const LOG_MESSAGES: LineLogMessages = {
  unreadable: (name) => `Registro das ações aguardando conexão ilegível (${name}); ignorado`,
  torn: (name) =>
    `Ações aguardando conexão: última linha de ${name} incompleta (gravação interrompida); ignorada`,
  bad: (count, name, copy) =>
    `Ações aguardando conexão: ${count} linha(s) ilegível(is) em ${name}; descartada(s) (cópia em ${copy})`,
};

export interface OutboxStoreDeps {
  file: string;
  log: Logger;
  now(): number;
  compactMinLines?: number;
}

export interface OutboxStore {
  list(): OutboxEntry[];
  add(entry: NewOutboxEntry): OutboxEntry;
  markSending(id: string): void;
  remove(id: string): void;
  /** Today's notices, oldest first. */
  listNotices(): OutboxNotice[];
  addNotice(notice: OutboxNotice): void;
  dismissNotice(id: string): void;
  /** Rotates the log and writes the snapshot; resolves when done (never rejects). */
  compact(): Promise<void>;
  /** Waits for a compaction in flight, syncs and closes the log. */
  close(): Promise<void>;
}

const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;
const byRefusal = (a: OutboxNotice, b: OutboxNotice) => Date.parse(a.refusedAt) - Date.parse(b.refusedAt);

export function createOutboxStore(deps: OutboxStoreDeps): OutboxStore {
  const { file, log } = deps;
  let entries: Map<string, OutboxEntry> | undefined;
  const notices = new Map<string, OutboxNotice>();
  let nextSeq = 0;
  const compactingLog = createCompactingLog<LogRecord>({
    file,
    log,
    now: () => deps.now(),
    minLines: deps.compactMinLines ?? OUTBOX_COMPACT_MIN_LINES,
    // An action the disk did not keep is not kept in memory either: the caller is told.
    onRefused: 'throw',
    // Built at once, after the rotation: a later change is in the new log too, and the log wins on load.
    snapshot: () => [
      JSON.stringify({
        version: 1,
        nextSeq,
        entries: [...load().values()].sort(bySeq),
        notices: todaysNotices(),
      }),
      '\n',
    ],
    messages: {
      syncFailed: 'Falha ao sincronizar as ações aguardando conexão',
      writeFailed: 'Não foi possível gravar as ações aguardando conexão',
      compactFailed: 'Não foi possível compactar as ações aguardando conexão; o registro continua com tudo',
    },
  });

  /** Today's notices, oldest first; an earlier day's go from memory (and so from the next snapshot). */
  function todaysNotices(): OutboxNotice[] {
    load();
    const today = localDay(new Date(deps.now()));
    for (const [id, notice] of notices)
      if (localDay(new Date(notice.refusedAt)) !== today) notices.delete(id);
    return [...notices.values()].sort(byRefusal);
  }

  function load(): Map<string, OutboxEntry> {
    if (entries) return entries;
    const now = new Date(deps.now());
    removeStaleTempFiles(file);
    const loaded = new Map<string, OutboxEntry>();
    const read = readValidatedJsonFile(file, snapshotSchema, now);
    if (read.kind === 'invalid') {
      log.error(
        `Ações aguardando conexão ilegíveis; começando sem elas (cópia em ${read.backup ?? 'nenhuma'})`,
        read.error,
      );
    }
    if (read.kind === 'ok') {
      nextSeq = read.value.nextSeq;
      let dropped = 0;
      for (const raw of read.value.entries) {
        const parsed = outboxEntrySchema.safeParse(raw);
        if (parsed.success) loaded.set(parsed.data.id, parsed.data);
        else dropped += 1;
      }
      for (const raw of read.value.notices ?? []) {
        const parsed = outboxNoticeSchema.safeParse(raw);
        if (parsed.success) notices.set(parsed.data.id, parsed.data);
        else dropped += 1;
      }
      if (dropped > 0)
        log.error(`Ações aguardando conexão: ${dropped} registro(s) inválido(s) descartado(s)`);
    }
    const opts = { log, now, messages: LOG_MESSAGES };
    const rotated = readLineLog(rotatedLogPathOf(file), logRecordSchema, opts) ?? [];
    const current = readLineLog(logPathOf(file), logRecordSchema, opts) ?? [];
    const apply = (record: LogRecord) => {
      if ('put' in record) {
        loaded.set(record.put.id, record.put);
        nextSeq = Math.max(nextSeq, record.put.seq + 1);
      } else if ('del' in record) {
        loaded.delete(record.del);
      } else if ('notice' in record) {
        notices.set(record.notice.id, record.notice);
      } else {
        notices.delete(record.dismiss);
      }
    };
    rotated.forEach(apply);
    current.forEach(apply);
    for (const entry of loaded.values()) nextSeq = Math.max(nextSeq, entry.seq + 1);
    compactingLog.loaded({ lines: current.length, wanted: false });
    entries = loaded;
    if (loaded.size > 0) log.info(`${loaded.size} ação(ões) aguardando conexão recuperada(s)`);
    return loaded;
  }

  /** On disk before it returns; throws (and nothing changes) if the disk refuses it. */
  function append(record: LogRecord): void {
    try {
      compactingLog.append([record], { durable: true });
    } catch (error) {
      throw new Error('Não foi possível guardar a ação para enviar quando a conexão voltar.', {
        cause: error,
      });
    }
  }

  /** After memory holds the change: the snapshot is built from memory and replaces the log. */
  const { compactIfDue } = compactingLog;

  return {
    list() {
      return [...load().values()].sort(bySeq).map((entry) => structuredClone(entry));
    },

    add(entry) {
      const kept = load();
      const existing = kept.get(entry.id);
      if (existing) return structuredClone(existing);
      if (kept.size >= OUTBOX_MAX_ENTRIES) {
        log.warn(`Ações aguardando conexão: limite de ${OUTBOX_MAX_ENTRIES} atingido; ação recusada`);
        throw new Error(OUTBOX_FULL_MESSAGE);
      }
      const stored = outboxEntrySchema.parse({ ...entry, seq: nextSeq, state: 'waiting' });
      append({ put: stored });
      nextSeq += 1;
      kept.set(stored.id, stored);
      compactIfDue();
      return structuredClone(stored);
    },

    markSending(id) {
      const kept = load();
      const entry = kept.get(id);
      if (!entry || entry.state === 'sending') return;
      const next: OutboxEntry = { ...entry, state: 'sending' };
      append({ put: next });
      kept.set(id, next);
      compactIfDue();
    },

    remove(id) {
      const kept = load();
      if (!kept.has(id)) return;
      append({ del: id });
      kept.delete(id);
      compactIfDue();
    },

    listNotices() {
      return todaysNotices().map((notice) => structuredClone(notice));
    },

    addNotice(notice) {
      load();
      if (notices.has(notice.id)) return;
      const stored = outboxNoticeSchema.parse(notice);
      // A bounded file: beyond the limit the oldest notice makes room (it has been on screen longest).
      const kept = todaysNotices();
      const oldest = kept.length >= OUTBOX_MAX_NOTICES ? kept[0] : undefined;
      if (oldest) {
        append({ dismiss: oldest.id });
        notices.delete(oldest.id);
      }
      append({ notice: stored });
      notices.set(stored.id, stored);
      compactIfDue();
    },

    dismissNotice(id) {
      load();
      if (!notices.has(id)) return;
      append({ dismiss: id });
      notices.delete(id);
      compactIfDue();
    },

    compact: () => {
      load();
      return compactingLog.compact();
    },

    close: compactingLog.close,
  };
}
