/**
 * The detail panel's buttons, exactly what shared/order-actions offers for the order. The
 * courier flows (Solicitar/Vincular Motoboy, Cancelar Solicitação, the link-code badge), the
 * chat and printing are features of their own still to come: their rules live in the pure
 * function and its tests, and their buttons appear here when their features land.
 */
import { useId } from 'react';
import { Ban, Check, Info, PackageCheck, ShoppingBag, Truck, type LucideIcon } from 'lucide-react';
import {
  ORDER_ACTION_LABELS,
  orderActions,
  type OrderAction,
  type OrderActionId,
} from '../../../../shared/order-actions';
import type { LiveOrder } from '../../api/orderSchema';
import { Button, type ButtonVariant } from '../../components/Button';

interface Rendered {
  icon: LucideIcon;
  variant: ButtonVariant;
  /** aria-keyshortcuts and the visible key hint. */
  key: string;
}

/** The actions this screen renders today, with their look and keyboard shortcut. */
export const RENDERED_ACTIONS: Partial<Readonly<Record<OrderActionId, Rendered>>> = {
  accept: { icon: Check, variant: 'primary', key: 'A' },
  pickupReady: { icon: ShoppingBag, variant: 'primary', key: 'P' },
  send: { icon: Truck, variant: 'primary', key: 'P' },
  deliver: { icon: PackageCheck, variant: 'secondary', key: 'E' },
  cancel: { icon: Ban, variant: 'danger', key: 'C' },
};

export function renderedActions(order: LiveOrder): OrderAction[] {
  return orderActions(order).filter((a) => RENDERED_ACTIONS[a.action] !== undefined);
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
  const actions = renderedActions(order);
  if (actions.length === 0) return null;
  return (
    <div className="order-actions" role="group" aria-label="Ações do pedido">
      {actions.map((a) => {
        const look = RENDERED_ACTIONS[a.action] as Rendered;
        const Icon = look.icon;
        const reasonId = a.reason ? `${baseId}-${a.action}-reason` : undefined;
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
              onClick={() => onAction(a.action)}
            >
              {ORDER_ACTION_LABELS[a.action]}
              <kbd className="order-actions__key" aria-hidden>
                {look.key}
              </kbd>
            </Button>
            {a.reason ? (
              <p id={reasonId} className="order-actions__reason">
                <Info aria-hidden size={14} />
                {a.reason}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
