/**
 * What the desk does when the kitchen screens move an order (issue 33 §3), as an injectable
 * controller: mark it, and, where the store asked for it, send the spec's next status through
 * the same path the counter's buttons use (runStatusChange: the in-flight lock, the outage
 * outbox, the toasts and the error dialog).
 *
 * - 'ready' (every screen bumped it), with sendReadyOnBump: PICKUP_READY for a pickup order whose
 *   status offers 'Pronto para retirada' (spec 01 §4: PA, PI). A delivery order stays for Enviar.
 * - 'opened' (first opened on a screen), with sendProductionOnOpen: PL for an order still PA or PI.
 *
 * Each order gets each send once per desk session. A progress for an order the desk has not
 * loaded yet waits and is tried again when the orders change (`tick`).
 */
import type { LiveOrder } from '../../../../shared/api/live-order';
import type { KitchenOrderProgress, KitchenSettings } from '../../../../shared/kitchen-screen/contract';
import { findAction, orderActions, type OrderActionId } from '../../../../shared/order-actions';

/** PL only moves an order forward from accepted or printed, never back from sent or ready. */
const PRODUCTION_FROM: readonly string[] = ['PA', 'PI'];

export interface KitchenSend {
  order: LiveOrder;
  action: OrderActionId;
  newStatus: string;
}

export interface KitchenProgressDeps {
  settings(): KitchenSettings;
  order(idPedido: string): LiveOrder | undefined;
  mark(progress: KitchenOrderProgress): void;
  /** The counter's own status change (runStatusChange). */
  send(change: KitchenSend): Promise<unknown>;
}

export interface KitchenProgressController {
  onProgress(progress: KitchenOrderProgress): void;
  /** Tries again what waited for its order to be loaded. */
  tick(): void;
}

/** The status change a progress calls for, or null; 'wait' when the order is not loaded yet. */
export function decideSend(
  progress: KitchenOrderProgress,
  order: LiveOrder | undefined,
  settings: KitchenSettings,
): KitchenSend | null | 'wait' {
  if (!settings.enabled) return null;
  const wanted = progress.state === 'ready' ? settings.sendReadyOnBump : settings.sendProductionOnOpen;
  if (!wanted) return null;
  if (!order) return 'wait';
  if (progress.state === 'ready') {
    if (order.pedidoObj.retirada_local !== true) return null;
    const action = findAction(orderActions(order), 'pickupReady');
    return action?.enabled ? { order, action: 'pickupReady', newStatus: 'PICKUP_READY' } : null;
  }
  return PRODUCTION_FROM.includes(order.status) ? { order, action: 'print', newStatus: 'PL' } : null;
}

export function createKitchenProgress(deps: KitchenProgressDeps): KitchenProgressController {
  const done = new Set<string>();
  const waiting = new Map<string, KitchenOrderProgress>();

  const attempt = (progress: KitchenOrderProgress) => {
    const id = `${progress.orderId}:${progress.state}`;
    if (done.has(id)) return;
    const decision = decideSend(progress, deps.order(progress.orderId), deps.settings());
    if (decision === 'wait') {
      waiting.set(id, progress);
      return;
    }
    waiting.delete(id);
    done.add(id);
    if (decision) void deps.send(decision).catch(() => undefined);
  };

  return {
    onProgress(progress) {
      deps.mark(progress);
      attempt(progress);
    },
    tick() {
      for (const progress of [...waiting.values()]) attempt(progress);
    },
  };
}
