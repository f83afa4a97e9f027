/**
 * The order behind each job, kept on disk next to the journal (one file per order), so jobs
 * restored after a restart print without the renderer. A file per order keeps every write
 * small during a burst; files whose order has no job left are pruned with the printed jobs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { liveOrderSchema, type LiveOrder } from '../../../shared/api/live-order';
import type { PrintCategory } from '../../../shared/bridge';
import type { Logger } from '../../log/logger';
import { readJsonFile, removeFile, writeJsonFileAtomic } from '../../storage/json-file';

export interface StoredOrder {
  order: LiveOrder;
  /** Category names for production routing and the queue's labels, as given when printed. */
  categories: PrintCategory[];
  storeName: string;
}

export interface OrderStore {
  put(orderId: string, entry: StoredOrder): void;
  get(orderId: string): StoredOrder | undefined;
  /** Forgets every order not in `keep`. */
  prune(keep: ReadonlySet<string>): void;
}

const storedSchema = z.object({
  order: liveOrderSchema,
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  storeName: z.string(),
});

/** Orders kept in memory; the rest are read back from disk when a job needs them. */
const MEMORY_LIMIT = 300;

export function orderFileName(orderId: string): string {
  return `${orderId.replace(/[^\w-]/g, '_').slice(0, 80)}.json`;
}

export function createOrderStore(dir: string, log: Logger): OrderStore {
  const memory = new Map<string, StoredOrder>();
  const fileOf = (orderId: string) => path.join(dir, orderFileName(orderId));

  function remember(orderId: string, entry: StoredOrder): void {
    memory.delete(orderId);
    memory.set(orderId, entry);
    if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
  }

  return {
    put(orderId, entry) {
      remember(orderId, entry);
      try {
        writeJsonFileAtomic(fileOf(orderId), entry);
      } catch (error) {
        // Still prints from memory in this run; only a restart before printing would need it.
        log.error(`Não foi possível gravar o pedido ${orderId} para impressão`, error);
      }
    },

    get(orderId) {
      const kept = memory.get(orderId);
      if (kept) return kept;
      const read = readJsonFile(fileOf(orderId));
      if (read.kind !== 'ok') {
        if (read.kind === 'corrupt') log.error(`Pedido ${orderId} ilegível no disco`, read.error);
        return undefined;
      }
      const parsed = storedSchema.safeParse(read.value);
      if (!parsed.success || parsed.data.order.id_pedido !== orderId) {
        log.error(`Pedido ${orderId} inválido no disco`);
        return undefined;
      }
      const entry: StoredOrder = parsed.data;
      remember(orderId, entry);
      return entry;
    },

    prune(keep) {
      const keepFiles = new Set([...keep].map(orderFileName));
      for (const id of [...memory.keys()]) if (!keep.has(id)) memory.delete(id);
      let files: string[];
      try {
        files = fs.readdirSync(dir);
      } catch {
        return;
      }
      for (const file of files) {
        if (file.endsWith('.json') && !keepFiles.has(file)) removeFile(path.join(dir, file));
      }
    },
  };
}
