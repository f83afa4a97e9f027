/**
 * The live order (read leniently by the desk) as the ticket layout and main's journal take it
 * (shared/api/platform-v1 Order). The fields differ only in how open their types are.
 */
import type { ExternalDeliveryStatus, Order, OrderStatus } from '../../../shared/api/platform-v1';
import type { LiveOrder } from '../../../shared/api/live-order';

export function toPrintableOrder(order: LiveOrder): Order {
  const { motivo_cancelamento, orderId, ...rest } = order;
  const jsonId = Number(orderId ?? order.id_pedido);
  return {
    ...rest,
    status: order.status as OrderStatus,
    app_origin: order.app_origin === 'cardapio-web' ? 'cardapio-web' : 'app',
    externalDeliveryStatus: order.externalDeliveryStatus as ExternalDeliveryStatus | null,
    orderId: Number.isSafeInteger(jsonId) ? jsonId : 0,
    ...(motivo_cancelamento ? { motivo_cancelamento } : {}),
  };
}
