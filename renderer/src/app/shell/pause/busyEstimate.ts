/** The delivery estimate in force as the desk knows it: one waiting in the outbox, else the store's. */
import type { StoreInfo } from '../../../../../shared/api/platform-v1';
import type { OutboxEntry } from '../../../../../shared/offline';
import { estimateOf } from '../../../../../shared/orders/lateness';
import type { Estimate } from '../../../../../shared/store-pause/busy';
import { lastWaiting, useOutbox } from '../../../offline/desk';
import { useShop } from '../../../stores/shop';

/** The estimate from the outbox's entries and the store's info (one rule for the header and the controller). */
export function estimateFrom(entries: readonly OutboxEntry[], info: StoreInfo | null): Estimate | null {
  const waiting = lastWaiting(entries, 'delivery-time');
  if (waiting) return { min: waiting.action.min, max: waiting.action.max };
  return estimateOf(info?.entrega_minimo, info?.entrega_maximo);
}

export function estimateInForce(): Estimate | null {
  return estimateFrom(useOutbox.getState().entries, useShop.getState().info);
}

/** The same, re-rendering the caller when either changes. */
export function useEstimateInForce(): Estimate | null {
  const entries = useOutbox((s) => s.entries);
  const info = useShop((s) => s.info);
  return estimateFrom(entries, info);
}
