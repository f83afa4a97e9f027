/** The delivery estimate in force as the desk knows it: one waiting in the outbox, else the store's. */
import type { Estimate } from '../../../../../shared/store-pause/busy';
import { lastWaiting, useOutbox } from '../../../offline/desk';
import { useShop } from '../../../stores/shop';

export function estimateInForce(): Estimate | null {
  const waiting = lastWaiting(useOutbox.getState().entries, 'delivery-time');
  if (waiting) return { min: waiting.action.min, max: waiting.action.max };
  const info = useShop.getState().info;
  const min = Number(info?.entrega_minimo);
  const max = Number(info?.entrega_maximo);
  return Number.isFinite(min) && Number.isFinite(max) && min > 0 && max >= min ? { min, max } : null;
}
