/**
 * Status changes from the counter (spec 01 §4, §8): one call per change, never twice. A change
 * in flight locks its order (a double click, a repeated shortcut or a reconnect cannot send it
 * again), the order's buttons show it, and the order is fetched again afterwards either way.
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
import { useOrdersSyncContext } from './useOrdersLive';

export const STATUS_CHANGED_MESSAGE = 'Status do pedido alterado';
export const STATUS_CHANGE_ERROR = 'Ocorreu um erro ao mudar o status do pedido. Tente novamente mais tarde';

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
}

/** Runs one change; returns null when it was refused because one is already in flight. */
export async function runStatusChange(change: RunChange): Promise<StatusChangeResult | null> {
  const id = change.order.id_pedido;
  const newStatus = change.newStatus ?? ACTION_TARGET_STATUS[change.action];
  if (!newStatus || inFlight.has(id)) return null;
  inFlight.add(id);
  useOrders.getState().setBusy(id, change.action);
  try {
    const result = await changeOrderStatus(change.api, {
      order: change.order,
      newStatus,
      ...(change.motivoCancelamento !== undefined ? { motivoCancelamento: change.motivoCancelamento } : {}),
      ...(change.obs !== undefined ? { obs: change.obs } : {}),
    });
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
    await change.sync?.refreshOrder(id);
    return result;
  } finally {
    inFlight.delete(id);
    useOrders.getState().setBusy(id, null);
  }
}

export function useOrderCommands() {
  const { api } = useServices();
  const sync = useOrdersSyncContext();
  return useCallback(
    (order: RunChange['order'], action: OrderActionId, motivoCancelamento?: string) =>
      runStatusChange({ api, sync, order, action, motivoCancelamento }),
    [api, sync],
  );
}
