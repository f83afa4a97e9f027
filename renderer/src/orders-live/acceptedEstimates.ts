/**
 * The delivery estimate in force when each order was accepted (issue 34 §4, with §2's busy mode
 * moving the estimate during the day): an order's lateness is measured against it, not against
 * whatever the store shows now. Recorded the first time the desk sees the order accepted; an
 * order already accepted when the desk starts takes the estimate of that moment (the best known).
 */
import { create } from 'zustand';
import { estimateOf, isTimedStatus, type DeliveryEstimate } from '../../../shared/orders/lateness';
import { useOrders, type OrderEntry } from '../stores/orders';
import { useShop } from '../stores/shop';

interface AcceptedEstimates {
  byId: ReadonlyMap<string, DeliveryEstimate>;
}

export const useAcceptedEstimates = create<AcceptedEstimates>(() => ({ byId: new Map() }));

/**
 * The map with the newly accepted orders added at `current` and the orders gone dropped; the
 * same map when nothing changed (no re-render).
 */
export function noteAccepted(
  byId: ReadonlyMap<string, DeliveryEstimate>,
  entries: ReadonlyMap<string, OrderEntry>,
  current: DeliveryEstimate | null,
): ReadonlyMap<string, DeliveryEstimate> {
  let next: Map<string, DeliveryEstimate> | null = null;
  for (const [id, e] of entries) {
    if (byId.has(id) || !current || !isTimedStatus(e.order.status)) continue;
    next ??= new Map(byId);
    next.set(id, current);
  }
  for (const id of byId.keys())
    if (!entries.has(id)) {
      next ??= new Map(byId);
      next.delete(id);
    }
  return next ?? byId;
}

const currentEstimate = () => {
  const info = useShop.getState().info;
  return estimateOf(info?.entrega_minimo, info?.entrega_maximo);
};

/** Keeps the map in step with the orders; returns the cleanup (which forgets them). */
export function trackAcceptedEstimates(): () => void {
  const update = () => {
    const { byId } = useAcceptedEstimates.getState();
    const next = noteAccepted(byId, useOrders.getState().entries, currentEstimate());
    if (next !== byId) useAcceptedEstimates.setState({ byId: next });
  };
  update();
  const off = useOrders.subscribe((s, prev) => {
    if (s.entries !== prev.entries) update();
  });
  return () => {
    off();
    useAcceptedEstimates.setState({ byId: new Map() });
  };
}
