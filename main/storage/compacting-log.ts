/**
 * The log of a snapshot + append-only log store (the print journal, the kitchen cards, the
 * outbox) and its compaction. Each store keeps its records, its snapshot format and its reading of
 * the files (snapshot, rotated log, current log: the last record wins); this owns the writer, what
 * a refused write leaves behind, and the order of a compaction: the current log is rotated
 * (`.log.old`, or joins the one a compaction cut short left), the snapshot is written in the
 * background (temp, fsync, rename) and only then is the rotated log removed, so a crash at any
 * step loses nothing. A failed compaction keeps every file and is retried after a delay.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log/logger';
import { openAppendLog, type AppendLog } from './append-log';
import { writeFileAtomicAsync } from './json-file';
import { logPathOf, rotateLineLog, rotatedLogPathOf } from './line-log';

/** After a failed compaction (disk full…), the next one waits this long. */
export const COMPACT_RETRY_MS = 60_000;

/** What support reads; each store words it for its own files. */
export interface CompactingLogMessages {
  /** Warned: a background fdatasync failed (the lines stay in the OS's cache). */
  syncFailed: string;
  /** The disk refused an append. */
  writeFailed: string;
  /** Told once, when an append works again after a refused one. */
  writesAgain?: string;
  /** A compaction failed: the logs still hold everything. */
  compactFailed: string;
  /** Debug line of a finished compaction. */
  compacted?(ms: number): string;
}

export interface CompactingLogDeps {
  file: string;
  log: Logger;
  now(): number;
  messages: CompactingLogMessages;
  /** The log is compacted once it has this many lines, or live() if that is more. */
  minLines: number;
  live?(): number;
  /**
   * An append the disk refuses: 'remember' when memory keeps the change anyway (said once; a
   * compaction is wanted at once, to write everything live, the change included); 'throw' when the
   * change is refused with it (said each time, the error thrown on, nothing wanted).
   */
  onRefused: 'remember' | 'throw';
  /**
   * The snapshot's text, asked for right after the rotation. A generator reads the live state
   * while it is written: a change made meanwhile is in the new log too, and the log wins on load.
   */
  snapshot(): Iterable<string>;
}

export function createCompactingLog<R>(deps: CompactingLogDeps) {
  const { file, log, messages } = deps;
  let writer: AppendLog | undefined;
  /** Logs being closed after a rotation or a refused write (a background sync may still run on them). */
  const closing = new Set<Promise<void>>();
  /** Lines in the current log, counted towards the next compaction. */
  let lines = 0;
  let wanted = false;
  let failing = false;
  let lastFailureAt = -Infinity;
  let compacting: Promise<void> | undefined;

  function release(old: AppendLog | undefined): void {
    if (!old) return;
    // Stryker disable next-line ArrowFunction: a settled close left in the set only makes close() await it again.
    const done = old.close().finally(() => closing.delete(done));
    closing.add(done);
  }

  function releaseWriter(): void {
    release(writer);
    writer = undefined;
  }

  function append(records: readonly R[], opts: { durable: boolean }): void {
    if (records.length === 0) return;
    try {
      if (!writer) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        writer = openAppendLog(logPathOf(file), {
          onSyncError: (error) => log.warn(messages.syncFailed, error),
        });
      }
      writer.append(records.map((record) => JSON.stringify(record)).join('\n'), opts);
    } catch (error) {
      if (deps.onRefused === 'throw' || !failing) log.error(messages.writeFailed, error);
      // Reopened on the next append, which checks how this one ended.
      releaseWriter();
      if (deps.onRefused === 'throw') throw error;
      failing = true;
      wanted = true;
      return;
    }
    lines += records.length;
    if (failing && messages.writesAgain) log.info(messages.writesAgain);
    failing = false;
  }

  function compact(): Promise<void> {
    if (compacting) return compacting;
    try {
      releaseWriter();
      lines = 0;
      rotateLineLog(file, release);
    } catch (error) {
      lastFailureAt = deps.now();
      log.error(messages.compactFailed, error);
      return Promise.resolve();
    }
    wanted = false;
    const started = deps.now();
    compacting = writeFileAtomicAsync(file, deps.snapshot())
      .then(() => fs.promises.rm(rotatedLogPathOf(file), { force: true }))
      .then(() => {
        if (messages.compacted) log.debug(messages.compacted(deps.now() - started));
      })
      .catch((error: unknown) => {
        wanted = true;
        lastFailureAt = deps.now();
        log.error(messages.compactFailed, error);
      })
      .finally(() => {
        compacting = undefined;
      });
    return compacting;
  }

  return {
    /** After the store read its files: the current log's lines, and whether to compact at once. */
    loaded(state: { lines: number; wanted: boolean }): void {
      lines = state.lines;
      wanted = state.wanted;
    },

    /** The records in one write; `durable`: on the disk (fdatasync) before this returns. */
    append,

    /** Resolves once every record appended so far is on the disk (a rotated log's by its close). */
    stored: (): Promise<void> => Promise.all([writer?.synced(), ...closing]).then(() => undefined),

    /** Starts a compaction in the background if the log has outgrown the live records. */
    compactIfDue(): void {
      // Stryker disable next-line ConditionalExpression: compact() returns the compaction in flight anyway.
      if (compacting) return;
      const due = wanted
        ? deps.now() - lastFailureAt >= COMPACT_RETRY_MS
        : lines >= Math.max(deps.minLines, deps.live?.() ?? 0);
      if (due) void compact();
    },

    /** Rotates the log and writes the snapshot now; resolves when done (never rejects). */
    compact,

    /** Waits for a compaction in flight, syncs and closes the log. */
    async close(): Promise<void> {
      await compacting;
      releaseWriter();
      await Promise.all([...closing]);
    },
  };
}
