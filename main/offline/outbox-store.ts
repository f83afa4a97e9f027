/**
 * The outbox on disk (issue 19): staff actions pressed while the platform did not answer. Like
 * the print journal, a snapshot (`outbox.json`) plus an append-only log (`outbox.json.log`, one
 * JSON line per change). Unlike the journal, every change is fdatasync'ed before it answers and a
 * write the disk refuses is an error for the caller: the screen shows 'Aguardando conexão' only
 * for an action that survives a power cut, and an action that could not be kept is not shown as
 * kept.
 *
 * `seq` orders the outbox and is never reused: the snapshot keeps the next one, and a record put
 * and later removed still counts when the log is read back, so an action pressed after a restart
 * never sorts before one pressed earlier.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  OUTBOX_FULL_MESSAGE,
  OUTBOX_MAX_ENTRIES,
  outboxEntrySchema,
  type NewOutboxEntry,
  type OutboxEntry,
} from '../../shared/offline';
import type { Logger } from '../log/logger';
import { openAppendLog, type AppendLog } from '../storage/append-log';
import { readValidatedJsonFile, removeStaleTempFiles, writeFileAtomicAsync } from '../storage/json-file';
import {
  readLineLog,
  rotateLineLog,
  rotatedLogPathOf,
  logPathOf,
  type LineLogMessages,
} from '../storage/line-log';

/** The log is compacted once it has this many lines (a full outbox is 500 entries). */
export const OUTBOX_COMPACT_MIN_LINES = 200;

// Entries are read one by one (below), so one record an older build wrote drops alone.
const snapshotSchema = z.object({
  version: z.literal(1),
  nextSeq: z.number().int().min(0),
  entries: z.array(z.unknown()),
});

// Any put the schema no longer reads is a bad line for readLineLog: dropped and logged.
const logRecordSchema = z.union([
  z.object({ put: outboxEntrySchema }).strict(),
  z.object({ del: z.string().min(1) }).strict(),
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
  /** Rotates the log and writes the snapshot; resolves when done (never rejects). */
  compact(): Promise<void>;
  /** Waits for a compaction in flight, syncs and closes the log. */
  close(): Promise<void>;
}

const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;

export function createOutboxStore(deps: OutboxStoreDeps): OutboxStore {
  const { file, log } = deps;
  const minLines = deps.compactMinLines ?? OUTBOX_COMPACT_MIN_LINES;
  let entries: Map<string, OutboxEntry> | undefined;
  let nextSeq = 0;
  let lines = 0;
  let writer: AppendLog | undefined;
  let compacting: Promise<void> | undefined;
  const closing = new Set<Promise<void>>();

  function release(appendLog: AppendLog | undefined): void {
    if (!appendLog) return;
    const done = appendLog.close().finally(() => closing.delete(done));
    closing.add(done);
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
      } else {
        loaded.delete(record.del);
      }
    };
    rotated.forEach(apply);
    current.forEach(apply);
    for (const entry of loaded.values()) nextSeq = Math.max(nextSeq, entry.seq + 1);
    lines = current.length;
    entries = loaded;
    if (loaded.size > 0) log.info(`${loaded.size} ação(ões) aguardando conexão recuperada(s)`);
    return loaded;
  }

  /** On disk before it returns; throws (and nothing changes) if the disk refuses it. */
  function append(record: LogRecord): void {
    try {
      if (!writer) fs.mkdirSync(path.dirname(file), { recursive: true });
      writer ??= openAppendLog(logPathOf(file), {
        onSyncError: (error) => log.warn('Falha ao sincronizar as ações aguardando conexão', error),
      });
      writer.append(JSON.stringify(record), { durable: true });
    } catch (error) {
      log.error('Não foi possível gravar as ações aguardando conexão', error);
      // Reopened on the next append, which checks how this one ended.
      release(writer);
      writer = undefined;
      throw new Error('Não foi possível guardar a ação para enviar quando a conexão voltar.', {
        cause: error,
      });
    }
    lines += 1;
  }

  /** After memory holds the change: the snapshot is built from memory and replaces the log. */
  function compactIfDue(): void {
    if (lines >= minLines && !compacting) void compact();
  }

  function compact(): Promise<void> {
    try {
      release(writer);
      writer = undefined;
      lines = 0;
      rotateLineLog(file, release);
    } catch (error) {
      log.error(
        'Não foi possível compactar as ações aguardando conexão; o registro continua com tudo',
        error,
      );
      return Promise.resolve();
    }
    // Built now: a change after the rotation is in the new log too, and the log wins on load.
    const snapshot = JSON.stringify({ version: 1, nextSeq, entries: [...load().values()].sort(bySeq) });
    compacting = writeFileAtomicAsync(file, [snapshot, '\n'])
      .then(() => fs.promises.rm(rotatedLogPathOf(file), { force: true }))
      .catch((error: unknown) => {
        log.error(
          'Não foi possível compactar as ações aguardando conexão; o registro continua com tudo',
          error,
        );
      })
      .finally(() => {
        compacting = undefined;
      });
    return compacting;
  }

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

    compact: () => {
      load();
      return compacting ?? compact();
    },

    async close() {
      await compacting;
      release(writer);
      writer = undefined;
      await Promise.all([...closing]);
    },
  };
}
