/**
 * The courier and chat buttons of an order (spec 01 §4): Solicitar/Vincular Motoboy open the
 * courier modal, Cancelar Solicitação (and the code badge's cancel) cancels the request, Abrir
 * chat opens the floating chat. Also keeps each shown order's status list fresh.
 */
import { useCallback, useEffect } from 'react';
import { DELIVERY_CANCELLED, DELIVERY_CANCEL_FAILED } from '../../../shared/delivery/messages';
import type { OrderActionId } from '../../../shared/order-actions';
import type { ApiClient } from '../api/http';
import type { LiveOrder } from '../../../shared/api/live-order';
import { useServices } from '../services/services';
import { dialogs } from '../components/feedback/dialogs';
import { notify } from '../components/feedback/notify';
import type { OrdersSync } from '../realtime/ordersSync';
import { openChat } from '../stores/chat';
import { useOrdersSyncContext } from '../orders-live/useOrdersLive';
import { cancelDelivery, fetchStatusList } from './deliveryApi';
import { useDelivery } from './deliveryStore';

/** The actions this feature handles instead of the status-change command. */
export const EXTRA_ACTIONS: ReadonlySet<OrderActionId> = new Set<OrderActionId>([
  'requestCourier',
  'linkCourier',
  'cancelCourierRequest',
  'courierCode',
  'chat',
]);

/** Reads the order's status list into the store (kept when the call fails). */
async function refreshStatusList(api: ApiClient, order: LiveOrder): Promise<void> {
  const entries = await fetchStatusList(api, order.id_pedido);
  if (entries)
    useDelivery.getState().setList(order.id_pedido, { deliveryId: order.externalDeliveryId, entries });
}

/** Cancels the order's external delivery request; one at a time per order. */
export async function cancelCourierRequest(
  api: ApiClient,
  sync: Pick<OrdersSync, 'refreshOrder'> | null,
  order: LiveOrder,
): Promise<boolean> {
  const id = order.id_pedido;
  const store = useDelivery.getState();
  if (store.cancelling[id]) return false;
  store.setCancelling(id, true);
  try {
    const ok = await cancelDelivery(api, order.externalDeliveryId ?? id);
    if (ok) {
      notify.success(DELIVERY_CANCELLED);
      useDelivery.getState().setCode(id, null);
    } else void dialogs.alert({ tone: 'error', message: DELIVERY_CANCEL_FAILED });
    await sync?.refreshOrder(id);
    return ok;
  } finally {
    useDelivery.getState().setCancelling(id, false);
  }
}

const CANCEL_CONFIRM = 'Cancelar a solicitação de motoboy deste pedido?';

/** A courier may already be on the way: one stray click must not call them off. */
function confirmCancel(order: LiveOrder): Promise<boolean> {
  return dialogs
    .confirm({
      message: CANCEL_CONFIRM,
      confirmLabel: 'Sim, cancelar solicitação',
      cancelLabel: 'Não',
      danger: true,
    })
    .then((yes) => yes && order.id_pedido !== '');
}

export function useCourierCommands() {
  const { api } = useServices();
  const sync = useOrdersSyncContext();
  return useCallback(
    (order: LiveOrder, action: OrderActionId) => {
      switch (action) {
        case 'requestCourier':
          return useDelivery.getState().startFlow('request', order);
        case 'linkCourier':
          return useDelivery.getState().startFlow('link', order);
        case 'cancelCourierRequest':
        case 'courierCode':
          return void confirmCancel(order).then((yes) => {
            if (yes) void cancelCourierRequest(api, sync, order);
          });
        case 'chat':
          return openChat(order.id_pedido);
        default:
          return undefined;
      }
    },
    [api, sync],
  );
}

/**
 * The status list of a shown order, fetched when it opens and on every change of the order
 * (each courier step arrives as an order update). Orders without a delivery are not asked.
 */
export function useStatusListSync(order: LiveOrder): void {
  const { api } = useServices();
  useEffect(() => {
    if (!order.externalDeliveryId && !order.externalDeliveryStatus) return;
    void refreshStatusList(api, order);
  }, [api, order]);
}
