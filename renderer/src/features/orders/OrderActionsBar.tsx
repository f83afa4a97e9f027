/**
 * The detail panel's buttons, exactly what shared/order-actions offers for the order (fed the
 * live external-delivery status). The courier flows (Solicitar/Vincular Motoboy, Cancelar
 * Solicitação, the link-code badge) and Abrir chat are rendered by features/delivery.
 */
import { useId } from 'react';
import { Ban, Check, Info, PackageCheck, Printer, ShoppingBag, Truck, type LucideIcon } from 'lucide-react';
import { ORDER_ACTION_LABELS, type OrderAction, type OrderActionId } from '../../../../shared/order-actions';
import type { LiveOrder } from '../../../../shared/api/live-order';
import { Button, type ButtonVariant } from '../../components/Button';
import { DeliveryStatusCard } from '../../order-delivery/DeliveryStatusCard';
import {
  EXTRA_ACTIONS,
  ExtraAction,
  liveOrderActions,
  useLiveOrderActions,
} from '../../order-delivery/ExtraAction';

interface Rendered {
  icon: LucideIcon;
  variant: ButtonVariant;
  /** aria-keyshortcuts and the visible key hint. */
  key: string;
}

/** The actions this screen renders today, with their look and keyboard shortcut. */
const RENDERED_ACTIONS: Partial<Readonly<Record<OrderActionId, Rendered>>> = {
  accept: { icon: Check, variant: 'primary', key: 'A' },
  pickupReady: { icon: ShoppingBag, variant: 'primary', key: 'P' },
  send: { icon: Truck, variant: 'primary', key: 'P' },
  deliver: { icon: PackageCheck, variant: 'secondary', key: 'E' },
  cancel: { icon: Ban, variant: 'danger', key: 'C' },
  print: { icon: Printer, variant: 'secondary', key: 'I' },
};

export function renderedActions(order: LiveOrder): OrderAction[] {
  return liveOrderActions(order).filter(
    (a) => RENDERED_ACTIONS[a.action] !== undefined || EXTRA_ACTIONS.has(a.action),
  );
}

export function OrderActionsBar({
  order,
  busyAction,
  onAction,
}: {
  order: LiveOrder;
  /** The action in flight for this order, if any (all buttons wait for it). */
  busyAction: string | null;
  onAction(action: OrderActionId): void;
}) {
  const baseId = useId();
  // Subscribes to the live external status; renderedActions reads the same store.
  useLiveOrderActions(order);
  const actions = renderedActions(order);
  if (actions.length === 0) return null;
  return (
    <div className="order-actions" role="group" aria-label="Ações do pedido">
      {actions.map((a) => {
        const reasonId = a.reason ? `${baseId}-${a.action}-reason` : undefined;
        const reason = a.reason ? (
          <p id={reasonId} className="order-actions__reason">
            <Info aria-hidden size={14} />
            {a.reason}
          </p>
        ) : null;
        if (EXTRA_ACTIONS.has(a.action))
          return (
            <div key={a.action} className="order-actions__item">
              <ExtraAction order={order} action={a} disabled={busyAction !== null} describedBy={reasonId} />
              {a.action === 'courierCode' ? null : reason}
            </div>
          );
        const look = RENDERED_ACTIONS[a.action] as Rendered;
        const Icon = look.icon;
        return (
          <div key={a.action} className="order-actions__item">
            <Button
              size="lg"
              variant={look.variant}
              className={`order-actions__btn order-actions__btn--${a.action}`}
              icon={<Icon aria-hidden size={22} />}
              disabled={!a.enabled || (busyAction !== null && busyAction !== a.action)}
              busy={busyAction === a.action}
              aria-keyshortcuts={look.key}
              aria-describedby={reasonId}
              title={a.enabled ? `${ORDER_ACTION_LABELS[a.action]} (atalho: ${look.key})` : a.reason}
              onClick={() => onAction(a.action)}
            >
              {ORDER_ACTION_LABELS[a.action]}
              <kbd className="order-actions__key" aria-hidden>
                {look.key}
              </kbd>
            </Button>
            {reason}
          </div>
        );
      })}
      <DeliveryStatusCard order={order} />
    </div>
  );
}
