/**
 * What a job renders from, kept on disk next to the journal (one small file per key), so jobs
 * restored after a restart print without the renderer: the orders behind order tickets and the
 * day summaries. A file per key keeps every write small during a burst; files whose key has no
 * job left are pruned with the printed jobs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Logger } from '../../log/logger';
import { readJsonFile, removeFile, writeJsonFileAtomic } from '../../storage/json-file';

export interface KeyedStore<T> {
  put(key: string, entry: T): void;
  get(key: string): T | undefined;
  /** Forgets every key not in `keep`. */
  prune(keep: ReadonlySet<string>): void;
}

export interface KeyedStoreOptions<T> {
  dir: string;
  log: Logger;
  schema: z.ZodType<T>;
  /** The key the entry itself names: a file renamed by hand is not read as another key. */
  keyOf(entry: T): string;
  /** 'Pedido', 'Resumo': how the log names an entry. */
  noun: string;
}

/** Entries kept in memory; the rest are read back from disk when a job needs them. */
const MEMORY_LIMIT = 300;

function keyedFileName(key: string): string {
  return `${key.replace(/[^\w-]/g, '_').slice(0, 80)}.json`;
}

export function createKeyedStore<T>({ dir, log, schema, keyOf, noun }: KeyedStoreOptions<T>): KeyedStore<T> {
  const memory = new Map<string, T>();
  const fileOf = (key: string) => path.join(dir, keyedFileName(key));

  function remember(key: string, entry: T): void {
    memory.delete(key);
    memory.set(key, entry);
    if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
  }

  return {
    put(key, entry) {
      remember(key, entry);
      try {
        writeJsonFileAtomic(fileOf(key), entry);
      } catch (error) {
        // Still prints from memory in this run; only a restart before printing would need it.
        log.error(`Não foi possível gravar o ${noun.toLowerCase()} ${key} para impressão`, error);
      }
    },

    get(key) {
      const kept = memory.get(key);
      if (kept) return kept;
      const read = readJsonFile(fileOf(key));
      if (read.kind !== 'ok') {
        if (read.kind === 'corrupt') log.error(`${noun} ${key} ilegível no disco`, read.error);
        return undefined;
      }
      const parsed = schema.safeParse(read.value);
      if (!parsed.success || keyOf(parsed.data) !== key) {
        log.error(`${noun} ${key} inválido no disco`);
        return undefined;
      }
      remember(key, parsed.data);
      return parsed.data;
    },

    prune(keep) {
      const keepFiles = new Set([...keep].map(keyedFileName));
      for (const key of [...memory.keys()]) if (!keep.has(key)) memory.delete(key);
      let files: string[];
      try {
        files = fs.readdirSync(dir);
      } catch {
        return;
      }
      for (const file of files) {
        if (!file.endsWith('.json') || keepFiles.has(file)) continue;
        try {
          removeFile(path.join(dir, file));
        } catch (error) {
          // Held by another program (an antivirus on Windows): the next prune tries it again.
          log.warn(`${noun} ${file} não pôde ser removido agora`, error);
        }
      }
    },
  };
}
