/**
 * Tells main's print journal when an order whose tickets may have come out was cancelled or had
 * its items changed (issue 33 §2), so each station gets its CANCELADO / ALTERADO slip. Every way
 * the desk learns it ends in the orders store: the platform's 'atualiza' (ordersSync fetches the
 * order), the staff's cancel (its answer, or the 'atualiza' that follows, applies the order), and
 * the reconcile of a cold start (the list brings the order back as PC). So this watches the store,
 * once, for the whole shell.
 *
 * It reads the platform's status (platformOrder), not a change still waiting in the outbox: a
 * cancel the platform refused must not reach the kitchen. An order first seen already cancelled
 * (the cold start) is told too: main prints only for orders it printed, once per station, so
 * telling it again costs an IPC call and nothing more. A call that fails is told again
 * (slipTeller.ts). Web mode's page plans them the same way (renderer/src/platform/webSlips.ts).
 */
import { useEffect } from 'react';
import type { LiveOrder } from '../../../shared/api/live-order';
import { SLIP_REASON_MAX_CHARS, type OrderPrintChange } from '../../../shared/print-stations';
import type { Platform } from '../platform';
import { platformOrder, useOrders, type OrderEntry } from '../stores/orders';
import { createSlipTeller } from './slipTeller';

/** What the kitchen reads of an order's items: name, quantity, options, category. */
function itemsKey(order: LiveOrder): string {
  return JSON.stringify(
    (order.pedidoObj?.itens ?? []).map((i) => [i.nome, i.quantidade, i.linhas, i.id_cardapio_categoria]),
  );
}

/** The changes between two states of the orders store that main should hear of. */
export function slipChanges(
  before: ReadonlyMap<string, OrderEntry>,
  after: ReadonlyMap<string, OrderEntry>,
): OrderPrintChange[] {
  if (before === after) return [];
  const out: OrderPrintChange[] = [];
  for (const [id, entry] of after) {
    const earlier = before.get(id);
    if (earlier === entry) continue;
    const order = platformOrder(entry);
    const was = earlier ? platformOrder(earlier) : undefined;
    if (order.status === 'PC') {
      if (was?.status === 'PC') continue;
      // The platform's reason may run to 5000 characters; main takes the slip's 500 and would
      // refuse the whole call for more.
      const reason = order.motivo_cancelamento?.trim().slice(0, SLIP_REASON_MAX_CHARS).trim();
      out.push({ kind: 'cancelled', orderId: id, ...(reason ? { reason } : {}) });
    } else if (was && itemsKey(was) !== itemsKey(order)) {
      out.push({ kind: 'items', order });
    }
  }
  return out;
}

/** Mounted once by the printing shell. A failed call is told again until main takes it. */
export function useSlipWatch(platform: Pick<Platform, 'printing'>): void {
  useEffect(() => {
    const teller = createSlipTeller({ orderChanged: (change) => platform.printing.orderChanged(change) });
    // What the store already holds (a shell mounted after the first list) counts as first seen.
    teller.tell(slipChanges(new Map(), useOrders.getState().entries));
    const unsubscribe = useOrders.subscribe((state, prev) =>
      teller.tell(slipChanges(prev.entries, state.entries)),
    );
    return () => {
      unsubscribe();
      teller.stop();
    };
  }, [platform]);
}
