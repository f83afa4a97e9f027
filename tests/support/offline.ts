/** Outbox entries and orders caches for the offline stores' tests (main and web). */
import { liveOrderSchema } from '../../shared/api/live-order';
import type { NewOutboxEntry, OrdersCache, OutboxNotice } from '../../shared/offline';

/** A morning in the store's day: 2026-03-14 10:30 local time. */
export const MORNING = new Date(2026, 2, 14, 10, 30).getTime();
export const NEXT_MORNING = new Date(2026, 2, 15, 10, 30).getTime();

/** Staff pressed Aceitar on order 4830n. */
export function newEntry(n: number, p: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    storeId: '42',
    userId: '7',
    pressedAt: new Date(MORNING + n * 1000).toISOString(),
    action: { kind: 'status', idPedido: `4830${n}`, orderId: null, from: 'PP', to: 'PA' },
    ...p,
  };
}

/** The platform refused entry n's replay (Aceitar on order 4830n): the customer had cancelled. */
export function notice(n: number, p: Partial<OutboxNotice> = {}): OutboxNotice {
  const entry = newEntry(n);
  return {
    id: entry.id,
    storeId: entry.storeId,
    userId: entry.userId,
    idPedido: `4830${n}`,
    message: 'Pedido já finalizado.',
    refusedAt: new Date(MORNING + 60_000 + n * 1000).toISOString(),
    ...p,
  };
}

/** An order id that must never be readable in an encrypted cache file. */
export const CACHED_ORDER_ID = '48311';

export function ordersCache(p: Partial<OrdersCache> = {}): OrdersCache {
  return {
    version: 1,
    storeId: '42',
    day: '2026-03-14',
    lastContactAt: new Date(MORNING - 60_000).toISOString(),
    orders: [
      liveOrderSchema.parse({
        id_pedido: CACHED_ORDER_ID,
        status: 'PP',
        usuario_nome: 'Maria Silva',
        pedidoObj: { itens: [] },
      }),
    ],
    shop: { status_loja: 'A', tempo_entrega_min: 30 },
    ...p,
  };
}
