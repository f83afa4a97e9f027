/**
 * The order behind each order ticket's job (see keyed-store: why it is on disk, sealed, when it
 * goes). Only the fields a ticket prints are kept (shared/tickets/ticket-copy.ts).
 */
import { z } from 'zod';
import { liveOrderSchema, type LiveOrder } from '../../../shared/api/live-order';
import type { PrintCategory } from '../../../shared/bridge';
import type { Logger } from '../../log/logger';
import { ticketCopyOf } from '../../../shared/tickets/ticket-copy';
import type { Sealer } from '../../storage/sealed-json';
import { createKeyedStore, type KeyedStore } from './keyed-store';

export interface StoredOrder {
  order: LiveOrder;
  /** Category names for production routing and the queue's labels, as given when printed. */
  categories: PrintCategory[];
  storeName: string;
}

export type OrderStore = KeyedStore<StoredOrder>;

const storedSchema = z.object({
  order: liveOrderSchema,
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  storeName: z.string(),
});

export interface CopyStoreOptions {
  dir: string;
  log: Logger;
  sealer: Sealer;
  now(): number;
}

export function createOrderStore({ dir, log, sealer, now }: CopyStoreOptions): OrderStore {
  const store = createKeyedStore<StoredOrder>({
    dir,
    log,
    schema: storedSchema,
    keyOf: (entry) => entry.order.id_pedido,
    noun: 'Pedido',
    sealer,
    now,
  });
  return {
    ...store,
    put: (key, entry) => store.put(key, { ...entry, order: ticketCopyOf(entry.order) }),
  };
}
