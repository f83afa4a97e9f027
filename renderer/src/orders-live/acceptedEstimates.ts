/**
 * The delivery estimate in force when each order was accepted (issue 34 §4, with §2's busy mode
 * moving the estimate during the day): an order's lateness is measured against it, not against
 * whatever the store shows now. Recorded the first time the desk sees the order accepted; an
 * order already accepted when the desk first sees it takes the estimate of that moment (the best
 * known). Kept by the platform (main on the desktop, IndexedDB on the web) so a restart measures
 * the orders in production as before it; the rules, pruning included, are
 * shared/orders/accepted-estimates.
 */
import { create } from 'zustand';
import {
  fromRecord,
  noteAccepted,
  toRecord,
  type AcceptedEstimates,
  type AcceptedEstimatesRecord,
} from '../../../shared/orders/accepted-estimates';
import { estimateOf } from '../../../shared/orders/lateness';
import { useOrders } from '../stores/orders';
import { useShop } from '../stores/shop';

export const useAcceptedEstimates = create<{ byId: AcceptedEstimates }>(() => ({ byId: new Map() }));

/** Where the desk keeps the record (platform.settings on either host). */
export interface AcceptedEstimatesKeeping {
  getAcceptedEstimates(): Promise<AcceptedEstimatesRecord>;
  saveAcceptedEstimates(record: AcceptedEstimatesRecord): Promise<void>;
}

const currentEstimate = () => {
  const info = useShop.getState().info;
  return estimateOf(info?.entrega_minimo, info?.entrega_maximo);
};

/**
 * Reads the kept record, then keeps the map in step with the orders and writes each change (one
 * write at a time, in order). Nothing is noted before the kept record is read: an order accepted
 * before the restart must not take today's estimate first. Returns the cleanup (which forgets
 * the map in memory, not what is kept).
 */
export function trackAcceptedEstimates(
  keeping: AcceptedEstimatesKeeping,
  opts: { now?: () => number; warn?: (message: string, detail?: unknown) => void } = {},
): () => void {
  const now = opts.now ?? Date.now;
  const warn = opts.warn ?? ((m: string, d?: unknown) => console.warn(m, d ?? ''));
  let alive = true;
  let read = false;
  let saving: Promise<void> = Promise.resolve();
  let warned = false;

  const save = (byId: AcceptedEstimates) => {
    const record = toRecord(byId);
    saving = saving
      .then(() => keeping.saveAcceptedEstimates(record))
      .catch((err: unknown) => {
        if (warned) return;
        warned = true;
        warn('[atrasos] não foi possível guardar as previsões dos pedidos aceitos', err);
      });
  };
  const update = () => {
    if (!alive || !read) return;
    const { byId } = useAcceptedEstimates.getState();
    const orders = useOrders.getState();
    const next = noteAccepted(byId, orders.entries, currentEstimate(), now(), orders.listTicket > 0);
    if (next === byId) return;
    useAcceptedEstimates.setState({ byId: next });
    save(next);
  };

  const off = useOrders.subscribe((s, prev) => {
    if (s.entries !== prev.entries || s.listTicket !== prev.listTicket) update();
  });
  void keeping
    .getAcceptedEstimates()
    .catch((err: unknown) => {
      warn('[atrasos] previsões guardadas ilegíveis; começando sem elas', err);
      return { orders: [] };
    })
    .then((record) => {
      if (!alive) return;
      read = true;
      useAcceptedEstimates.setState({ byId: fromRecord(record) });
      update();
    });
  return () => {
    alive = false;
    off();
    useAcceptedEstimates.setState({ byId: new Map() });
  };
}
