/**
 * The order actions this feature and the chat add to the detail's action bar (spec 01 §2 "Order
 * card actions"): Solicitar Motoboy, Vincular Motoboy, Cancelar Solicitação, the link-code badge
 * and Abrir chat (with the unread count of a chat that is not open or is minimized).
 */
import { Bike, Link2, MessageCircle, XCircle, type LucideIcon } from 'lucide-react';
import { ORDER_ACTION_LABELS, type OrderAction, type OrderActionId } from '../../../shared/order-actions';
import { actionsWithExternalStatus } from '../../../shared/delivery/status';
import type { LiveOrder } from '../../../shared/api/live-order';
import { Button, type ButtonVariant } from '../components/Button';
import { useOrderUnread } from '../stores/chat';
import { CourierCodeBadge, useLiveExternalStatus } from './DeliveryStatusCard';
import { liveExternalStatus, useDelivery } from './deliveryStore';
import { EXTRA_ACTIONS, useCourierCommands } from './useCourierCommands';
import { useConnectivity } from '../offline/connectivity';
import { gateOffline } from '../offline/policy';
import { useOutbox } from '../offline/desk';
import { shortcutProps, shortcutTitle } from '../components/shortcutTargets';

export { EXTRA_ACTIONS };

const LOOK: Readonly<Record<string, { icon: LucideIcon; variant: ButtonVariant }>> = {
  requestCourier: { icon: Bike, variant: 'secondary' },
  linkCourier: { icon: Link2, variant: 'secondary' },
  cancelCourierRequest: { icon: XCircle, variant: 'danger' },
  chat: { icon: MessageCircle, variant: 'secondary' },
};

/**
 * shared/order-actions for the order with its live external status (the status list may be ahead
 * of the order), with what cannot wait disabled while the platform does not answer
 * (offline/policy). Reading the stores here keeps keyboard shortcuts in step with the buttons.
 */
export function liveOrderActions(
  order: LiveOrder,
  live?: string | null,
  reachable?: boolean,
  kept?: boolean,
): OrderAction[] {
  const status =
    live === undefined ? liveExternalStatus(order, useDelivery.getState().lists[order.id_pedido]) : live;
  return gateOffline(
    actionsWithExternalStatus(order, status),
    reachable ?? useConnectivity.getState().reachable,
    kept ?? !useOutbox.getState().notKept,
  );
}

/** Re-renders the caller when the order's live external status or the platform's presence changes. */
export function useLiveOrderActions(order: LiveOrder): OrderAction[] {
  const live = useLiveExternalStatus(order);
  const reachable = useConnectivity((s) => s.reachable);
  const kept = useOutbox((s) => !s.notKept);
  return liveOrderActions(order, live, reachable, kept);
}

function ChatCount({ orderId }: { orderId: string }) {
  const n = useOrderUnread(orderId);
  if (n === 0) return null;
  return (
    <span className="chat-count" aria-label={n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`}>
      {n > 99 ? '99+' : n}
    </span>
  );
}

export function ExtraAction({
  order,
  action,
  disabled,
  describedBy,
}: {
  order: LiveOrder;
  action: OrderAction;
  disabled: boolean;
  describedBy?: string;
}) {
  const run = useCourierCommands();
  const cancelling = useDelivery((s) => s.cancelling[order.id_pedido] === true);
  const id: OrderActionId = action.action;
  if (id === 'courierCode')
    return (
      <CourierCodeBadge
        order={order}
        onCancel={() => run(order, id)}
        {...(action.enabled ? {} : { disabledReason: action.reason })}
      />
    );
  const look = LOOK[id];
  if (!look) return null;
  const Icon = look.icon;
  const keys =
    id === 'chat' || id === 'requestCourier' || id === 'linkCourier'
      ? shortcutProps(id)
      : id === 'cancelCourierRequest'
        ? shortcutProps('cancelCourier')
        : null;
  const key = keys?.['aria-keyshortcuts'];
  return (
    <Button
      size="lg"
      variant={look.variant}
      className={`order-actions__btn order-actions__btn--${id}`}
      icon={<Icon aria-hidden size={22} />}
      disabled={!action.enabled || disabled || (id === 'cancelCourierRequest' && cancelling)}
      busy={id === 'cancelCourierRequest' && cancelling}
      aria-describedby={describedBy}
      {...keys}
      title={action.enabled ? (key ? shortcutTitle(ORDER_ACTION_LABELS[id], key) : undefined) : action.reason}
      onClick={() => run(order, id)}
    >
      {ORDER_ACTION_LABELS[id]}
      {id === 'chat' ? <ChatCount orderId={order.id_pedido} /> : null}
      {key ? (
        <kbd className="order-actions__key" aria-hidden>
          {key}
        </kbd>
      ) : null}
    </Button>
  );
}
