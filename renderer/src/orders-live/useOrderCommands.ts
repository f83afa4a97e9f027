/**
 * Status changes from the counter (spec 01 §4, §8): one call per change, never twice. A change
 * in flight locks its order (a double click, a repeated shortcut or a reconnect cannot send it
 * again), the order's buttons show it, and the order is fetched again afterwards either way.
 *
 * A change that may wait (offline/policy WAITS) goes to the outbox instead of the error dialog
 * when the platform is known not to answer, when the order already has a change waiting (it
 * queues behind it), or when the call got no answer (then as possibly sent: the replay reads the
 * order before sending it again). Answers the platform did give keep the spec's messages (§8).
 */
import { useCallback } from 'react';
import { ACTION_TARGET_STATUS, type OrderActionId } from '../../../shared/order-actions';
import { changeOrderStatus, type StatusChangeResult } from '../api/orders';
import type { ApiClient } from '../api/http';
import type { LiveOrder } from '../../../shared/api/live-order';
import { useServices } from '../services/services';
import { dialogs } from '../components/feedback/dialogs';
import { notify } from '../components/feedback/notify';
import type { OrdersSync } from '../realtime/ordersSync';
import { useOrders } from '../stores/orders';
import { useConnectivity } from '../offline/connectivity';
import { hasWaiting } from '../offline/desk';
import { keepAction, keepRefusalText } from '../offline/keepAction';
import { WAITING_ORDER_ACTIONS } from '../offline/policy';
import { openDrawerForCashOrder } from '../order-printing/cashDrawer';
import { useOrdersSyncContext } from './useOrdersLive';

const STATUS_CHANGED_MESSAGE = 'Status do pedido alterado';
const STATUS_CHANGE_ERROR = 'Ocorreu um erro ao mudar o status do pedido. Tente novamente mais tarde';

/** Orders with a change in flight, outside React so two clicks in one frame still see it. */
const inFlight = new Set<string>();

export interface RunChange {
  api: ApiClient;
  sync: Pick<OrdersSync, 'refreshOrder'> | null;
  order: Pick<LiveOrder, 'id_pedido' | 'orderId' | 'status'>;
  action: OrderActionId;
  motivoCancelamento?: string;
  /** A status no button targets (printing sets PI); defaults to the action's target. */
  newStatus?: string;
  /** Note stored with the change ('auto' for the automatic accept). */
  obs?: string;
  /** No toast and no dialog: the caller reports (the unattended auto-accept). */
  silent?: boolean;
  /**
   * Return once the platform answered, the order's refresh still on its way: the auto-accept
   * prints on the confirmed accept instead of after one more round trip.
   */
  refreshInBackground?: boolean;
}

/** The change waits in the outbox for the platform (the order shows it at once). */
export interface QueuedChange {
  ok: false;
  queued: true;
  detail: null;
}

export type RunChangeResult = StatusChangeResult | QueuedChange;

function isQueued(result: RunChangeResult | null): result is QueuedChange {
  return result !== null && !result.ok && 'queued' in result;
}

const QUEUED_MESSAGE =
  'Sem conexão com a plataforma: a mudança foi guardada e será enviada assim que a conexão voltar.';

/**
 * Keeps the change in the outbox; null when it could not be kept (no session, the store refused
 * the write): then the change takes the ordinary path and its failure is shown as always. A full
 * outbox is a failure of its own, already told to staff: nothing more is tried.
 */
async function queueChange(
  change: RunChange,
  newStatus: string,
  possiblySent: boolean,
): Promise<RunChangeResult | null> {
  const kept = await keepAction(
    {
      kind: 'status',
      idPedido: change.order.id_pedido,
      orderId: change.order.orderId,
      from: change.order.status,
      to: newStatus,
      ...(change.obs !== undefined ? { obs: change.obs } : {}),
    },
    possiblySent,
    { silent: change.silent },
  );
  if (kept === 'failed') return null;
  if (kept !== 'kept') return { ok: false, detail: keepRefusalText(kept) };
  if (!change.silent) notify.info(QUEUED_MESSAGE, 4000);
  return { ok: false, queued: true, detail: null };
}

/** Runs one change; returns null when it was refused because one is already in flight. */
export async function runStatusChange(change: RunChange): Promise<RunChangeResult | null> {
  const id = change.order.id_pedido;
  const newStatus = change.newStatus ?? ACTION_TARGET_STATUS[change.action];
  if (!newStatus || inFlight.has(id)) return null;
  inFlight.add(id);
  useOrders.getState().setBusy(id, change.action);
  const mayWait = WAITING_ORDER_ACTIONS.has(change.action) && change.motivoCancelamento === undefined;
  try {
    if (mayWait && (!useConnectivity.getState().reachable || hasWaiting(id))) {
      const queued = await queueChange(change, newStatus, false);
      if (queued) return queued;
    }
    const sentAt = Date.now();
    const result = await changeOrderStatus(change.api, {
      order: change.order,
      newStatus,
      ...(change.motivoCancelamento !== undefined ? { motivoCancelamento: change.motivoCancelamento } : {}),
      ...(change.obs !== undefined ? { obs: change.obs } : {}),
    });
    if (mayWait && !result.ok && result.retry) {
      const queued = await queueChange(change, newStatus, true);
      if (queued) return queued;
    }
    if (change.silent) {
      // The caller reports.
    } else if (result.ok) notify.success(STATUS_CHANGED_MESSAGE);
    else
      void dialogs.alert({
        tone: 'error',
        message: STATUS_CHANGE_ERROR,
        detail: result.detail ?? undefined,
      });
    // Whatever happened, show what the server has now.
    const refreshed = change.sync?.refreshOrder(id, { since: sentAt });
    if (!change.refreshInBackground) await refreshed;
    return result;
  } finally {
    inFlight.delete(id);
    useOrders.getState().setBusy(id, null);
  }
}

export function useOrderCommands() {
  const { api, platform } = useServices();
  const sync = useOrdersSyncContext();
  return useCallback(
    async (order: RunChange['order'], action: OrderActionId, motivoCancelamento?: string) => {
      // The order as the desk holds it (its payment), read before the change refreshes it.
      const held = useOrders.getState().entries.get(order.id_pedido)?.order;
      const result = await runStatusChange({ api, sync, order, action, motivoCancelamento });
      // Entregue, sent or waiting in the outbox: the cash is being taken now either way.
      if (action === 'deliver' && held && (result?.ok || isQueued(result))) {
        await openDrawerForCashOrder(platform, held, 'cash-delivered');
      }
      return result;
    },
    [api, sync, platform],
  );
}
