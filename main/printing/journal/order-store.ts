/** The order behind each order ticket's job (see keyed-store: why it is on disk, when it goes). */
import { z } from 'zod';
import { liveOrderSchema, type LiveOrder } from '../../../shared/api/live-order';
import type { PrintCategory } from '../../../shared/bridge';
import type { Logger } from '../../log/logger';
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

export function createOrderStore(dir: string, log: Logger): OrderStore {
  return createKeyedStore<StoredOrder>({
    dir,
    log,
    schema: storedSchema,
    keyOf: (entry) => entry.order.id_pedido,
    noun: 'Pedido',
  });
}
