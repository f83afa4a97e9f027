/**
 * What the order detail shows about its external delivery (spec 01 §3, §4): the current step,
 * the courier's name and vehicle (model, plate) from the status list, and the link-code badge
 * with its cancel control while a linked courier is awaited.
 */
import { useId } from 'react';
import { Bike, Clock, X } from 'lucide-react';
import { externalStatusLabel, latestDeliveryMan, latestStatusEntry } from '../../../shared/delivery/status';
import { formatTime } from '../../../shared/format';
import type { LiveOrder } from '../../../shared/api/live-order';
import { Spinner } from '../components/Spinner';
import { shortcutProps, shortcutTitle } from '../components/shortcutTargets';
import { liveExternalStatus, useDelivery } from './deliveryStore';
import { useStatusListSync } from './useCourierCommands';
import './delivery.css';

/** The order's current external status, live (order updates and its status list). */
export function useLiveExternalStatus(order: LiveOrder): string | null {
  const list = useDelivery((s) => s.lists[order.id_pedido]);
  return liveExternalStatus(order, list);
}

/** Orders that never had a courier render nothing and ask nothing. */
export function DeliveryStatusCard({ order }: { order: LiveOrder }) {
  if (!order.externalDeliveryId && !order.externalDeliveryStatus) return null;
  return <DeliveryStatusBody order={order} />;
}

function DeliveryStatusBody({ order }: { order: LiveOrder }) {
  useStatusListSync(order);
  const list = useDelivery((s) => s.lists[order.id_pedido]);
  const status = liveExternalStatus(order, list);
  if (!status) return null;
  const entries = list && list.deliveryId === order.externalDeliveryId ? list.entries : [];
  const man = latestDeliveryMan(entries);
  const latest = latestStatusEntry(entries);
  const at = latest?.status === status && latest.at !== null ? new Date(latest.at) : null;
  const vehicle = man ? [man.vehicleModel, man.vehiclePlate].filter(Boolean).join(' · ') : '';
  return (
    <section className="delivery-status" aria-label="Entrega externa" data-status={status}>
      <p className="delivery-status__step">
        <Bike aria-hidden size={18} />
        <strong>{externalStatusLabel(status)}</strong>
        {at ? (
          <span className="delivery-status__time">
            <Clock aria-hidden size={14} /> desde {formatTime(at)}
          </span>
        ) : null}
      </p>
      {man ? (
        <p className="delivery-status__man">
          Motoboy: <strong>{man.name || 'não informado'}</strong>
          {vehicle ? <span className="delivery-status__vehicle"> · Veículo: {vehicle}</span> : null}
        </p>
      ) : null}
    </section>
  );
}

/** The link-code badge with its cancel control (spec 01 §4, PA row). */
export function CourierCodeBadge({
  order,
  onCancel,
  disabledReason,
}: {
  order: LiveOrder;
  onCancel(): void;
  /** Why cancelling cannot be done now (the platform does not answer); shown and described. */
  disabledReason?: string;
}) {
  const code = useDelivery((s) => s.codes[order.id_pedido]);
  const cancelling = useDelivery((s) => s.cancelling[order.id_pedido] === true);
  const reasonId = useId();
  return (
    <span className="code-badge" role="group" aria-label="Código do motoboy">
      <span className="code-badge__label">Código do motoboy</span>
      <code className="code-badge__value">{code ?? '—'}</code>
      <button
        type="button"
        className="code-badge__cancel"
        aria-label="Cancelar solicitação do motoboy vinculado"
        aria-describedby={disabledReason ? reasonId : undefined}
        {...shortcutProps('cancelCourier')}
        title={disabledReason ?? shortcutTitle('Cancelar a solicitação do motoboy', 'X')}
        disabled={cancelling || disabledReason !== undefined}
        onClick={onCancel}
      >
        {cancelling ? <Spinner size={14} /> : <X aria-hidden size={16} />}
        Cancelar
      </button>
      {disabledReason ? (
        <span id={reasonId} className="order-actions__reason">
          {disabledReason}
        </span>
      ) : null}
    </span>
  );
}
