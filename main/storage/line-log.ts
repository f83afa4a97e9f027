/**
 * The pieces of a snapshot + append-only log store (the print journal, the kitchen cards, the
 * offline outbox): reading a log of one JSON record per line, and rotating the log before a
 * compaction (compacting-log.ts). Each store keeps its own records and snapshot format.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Logger } from '../log/logger';
import { backupFile } from './json-file';
import { openAppendLog, type AppendLog } from './append-log';

export const logPathOf = (file: string) => `${file}.log`;
export const rotatedLogPathOf = (file: string) => `${file}.log.old`;

/** What support reads when a log is damaged; each store words it for its own files. */
export interface LineLogMessages {
  unreadable(fileName: string): string;
  torn(fileName: string): string;
  bad(count: number, fileName: string, copy: string): string;
}

/**
 * Reads one log; undefined when there is none. A last line without its newline was cut by a
 * power cut mid-append: ignored with a warning. A bad line elsewhere (not JSON, or not a record
 * the schema reads, such as one an older build wrote) means the file was damaged: skipped,
 * logged, the file copied aside.
 */
export function readLineLog<S extends z.ZodType>(
  file: string,
  schema: S,
  opts: { log: Logger; now: Date; messages: LineLogMessages },
): z.output<S>[] | undefined {
  const { log, messages } = opts;
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    log.error(messages.unreadable(path.basename(file)), error);
    return [];
  }
  const lines = raw.split('\n');
  const records: z.output<S>[] = [];
  let torn = false;
  let bad = 0;
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let parsed: { success: boolean; data?: z.output<S> } = { success: false };
    try {
      parsed = schema.safeParse(JSON.parse(line));
    } catch {
      // Not JSON: counted below.
    }
    if (parsed.success) records.push(parsed.data as z.output<S>);
    else if (index === lines.length - 1) torn = true;
    else bad += 1;
  });
  if (torn) log.warn(messages.torn(path.basename(file)));
  if (bad > 0) log.error(messages.bad(bad, path.basename(file), backupFile(file, opts.now) ?? 'nenhuma'));
  return records;
}

/** A line cut by a power cut (already reported on load) must not end up mid-file when merged. */
function withoutTornTail(raw: string): string {
  // After a final newline the tail is '', which JSON.parse refuses: raw is kept whole.
  const cut = raw.lastIndexOf('\n');
  const tail = raw.slice(cut + 1);
  try {
    JSON.parse(tail);
    return raw;
  } catch {
    return raw.slice(0, cut + 1);
  }
}

/**
 * The current log becomes (or joins) the rotated one, so new lines go to a fresh log while the
 * snapshot is written. The caller has closed its writer on the current log first (`release`
 * takes the writer this function opens on the rotated log, to close it in the background).
 */
export function rotateLineLog(file: string, release: (log: AppendLog) => void): void {
  const logPath = logPathOf(file);
  const rotatedPath = rotatedLogPathOf(file);
  if (!fs.existsSync(rotatedPath)) {
    try {
      fs.renameSync(logPath, rotatedPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return;
  }
  // A compaction that did not finish (crash, disk full) left its rotated log: add this one to it.
  let raw: string;
  try {
    raw = fs.readFileSync(logPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const kept = withoutTornTail(raw);
  if (kept.trim() !== '') {
    const rotated = openAppendLog(rotatedPath);
    try {
      // On the disk before the current log, which also holds these lines, is removed below.
      rotated.append(kept.replace(/\n$/, ''), { durable: true });
    } finally {
      release(rotated);
    }
  }
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: the log was just read, so it exists.
  fs.rmSync(logPath, { force: true });
}
