/**
 * What a job renders from, kept on disk next to the journal (one small file per key), so jobs
 * restored after a restart print without the renderer: the orders behind order tickets and the
 * day summaries. A file per key keeps every write small during a burst.
 *
 * The copies hold customers' names, phones, addresses and payment data (issue 37 §2): each file
 * is sealed with the OS keychain (main/storage/sealed-json.ts, the order cache's envelope and
 * weak-keychain rule); copies written bare by an earlier version are still read, and rewritten
 * sealed. Which copies stay is the print service's rule (prune); on top of it no copy outlives
 * MAX_AGE_MS, and at most MAX_COPIES stay (the newest), whatever their jobs' state.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Logger } from '../../log/logger';
import { readJsonFile, removeFile, writeJsonFileAtomic } from '../../storage/json-file';
import type { Sealer } from '../../storage/sealed-json';

export interface KeyedStore<T> {
  put(key: string, entry: T): void;
  get(key: string): T | undefined;
  /**
   * Forgets every key not in `keep`, and any copy past the age or count bound. Returns the keys
   * in `keep` the bounds took (their jobs can no longer print). A prune that would keep the same
   * keys with nothing stored since is skipped (each one is a sync scan of the folder); `force`
   * scans anyway.
   */
  prune(keep: ReadonlySet<string>, force?: boolean): string[];
  /** The copies are encrypted at rest (false: no keychain, they are stored as is). */
  encrypted(): boolean;
}

export interface KeyedStoreOptions<T> {
  dir: string;
  log: Logger;
  schema: z.ZodType<T>;
  /** The key the entry itself names: a file renamed by hand is not read as another key. */
  keyOf(entry: T): string;
  /** 'Pedido', 'Resumo': how the log names an entry. */
  noun: string;
  sealer: Sealer;
  /** The clock (ms), for the age bound. */
  now(): number;
  maxAgeMs?: number;
  maxCopies?: number;
}

/** Entries kept in memory; the rest are read back from disk when a job needs them. */
const MEMORY_LIMIT = 300;
/** A copy older than this goes, even if its job still waits (a printer missing for a week). */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many copies on disk (the newest stay). */
export const MAX_COPIES = 2000;

export function keyedFileName(key: string): string {
  return `${key.replace(/[^\w-]/g, '_').slice(0, 80)}.json`;
}

export function createKeyedStore<T>(options: KeyedStoreOptions<T>): KeyedStore<T> {
  const { dir, log, schema, keyOf, noun, sealer } = options;
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  const maxCopies = options.maxCopies ?? MAX_COPIES;
  const memory = new Map<string, T>();
  const fileOf = (key: string) => path.join(dir, keyedFileName(key));

  function remember(key: string, entry: T): void {
    memory.delete(key);
    memory.set(key, entry);
    if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
  }

  function write(key: string, entry: T): void {
    try {
      const file = fileOf(key);
      writeJsonFileAtomic(file, sealer.seal(entry));
      // The age bound is checked against options.now(): the file's time is set from the same
      // clock (the real one on a desk; a test's or the soak's simulated one), never mixed.
      stampAge(file);
    } catch (error) {
      // Still prints from memory in this run; only a restart before printing would need it.
      log.error(`Não foi possível gravar o ${noun.toLowerCase()} ${key} para impressão`, error);
    }
  }

  /** A file whose time cannot be set keeps the OS's: the bound is then only as true as that. */
  function stampAge(file: string): void {
    const at = options.now() / 1000;
    try {
      fs.utimesSync(file, at, at);
    } catch {
      // Written; only its age reads from the real clock.
    }
  }

  function remove(file: string): boolean {
    try {
      removeFile(path.join(dir, file));
      return true;
    } catch (error) {
      // Held by another program (an antivirus on Windows): the next prune tries it again.
      log.warn(`${noun} ${file} não pôde ser removido agora`, error);
      return false;
    }
  }

  /** The files with their age, newest first. */
  function listFiles(): { file: string; mtimeMs: number }[] {
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      return [];
    }
    const out: { file: string; mtimeMs: number }[] = [];
    for (const file of names) {
      if (!file.endsWith('.json')) continue;
      try {
        out.push({ file, mtimeMs: fs.statSync(path.join(dir, file)).mtimeMs });
      } catch {
        // Gone meanwhile.
      }
    }
    return out.sort((a, b) => b.mtimeMs - a.mtimeMs);
  }

  // What the last prune kept, and whether the folder may hold more to drop since: a copy stored,
  // or a file another program held (the next prune tries it again).
  let lastKeep: ReadonlySet<string> | undefined;
  let rescan = true;
  const sameAsLast = (keep: ReadonlySet<string>) =>
    lastKeep !== undefined && lastKeep.size === keep.size && [...keep].every((k) => lastKeep?.has(k));

  return {
    encrypted: () => sealer.encrypted(),

    put(key, entry) {
      rescan = true;
      remember(key, entry);
      write(key, entry);
    },

    get(key) {
      const kept = memory.get(key);
      if (kept) return kept;
      const read = readJsonFile(fileOf(key));
      if (read.kind !== 'ok') {
        if (read.kind === 'corrupt') log.error(`${noun} ${key} ilegível no disco`, read.error);
        return undefined;
      }
      const opened = sealer.open(read.value);
      if (opened.kind === 'unreadable') return undefined;
      // A copy written bare by the version before (plain text): read, then sealed below.
      const legacy = opened.kind === 'not-sealed';
      const parsed = schema.safeParse(legacy ? read.value : opened.value);
      if (!parsed.success || keyOf(parsed.data) !== key) {
        log.error(`${noun} ${key} inválido no disco`);
        return undefined;
      }
      if (legacy || (opened.kind === 'ok' && !opened.wasEncrypted && sealer.encrypted())) {
        write(key, parsed.data);
      }
      remember(key, parsed.data);
      return parsed.data;
    },

    prune(keep, force = false) {
      if (!force && !rescan && sameAsLast(keep)) return [];
      lastKeep = new Set(keep);
      rescan = false;
      const keepFiles = new Map([...keep].map((key) => [keyedFileName(key), key]));
      const oldest = options.now() - maxAgeMs;
      const bounded: string[] = [];
      let kept = 0;
      for (const { file, mtimeMs } of listFiles()) {
        const key = keepFiles.get(file);
        if (key !== undefined && mtimeMs >= oldest && kept < maxCopies) {
          kept += 1;
          continue;
        }
        if (!remove(file)) {
          rescan = true;
          continue;
        }
        if (key !== undefined) {
          bounded.push(key);
          memory.delete(key);
        }
      }
      for (const key of [...memory.keys()]) if (!keep.has(key)) memory.delete(key);
      if (bounded.length > 0) {
        log.warn(
          `${bounded.length} cópia(s) de ${noun.toLowerCase()} para impressão removida(s) por idade ou limite; ` +
            `impressões pendentes delas não poderão sair: ${bounded.slice(0, 10).join(', ')}`,
        );
      }
      return bounded;
    },
  };
}
