/**
 * Small pieces that show an order the same way in the list and in the detail: status with its
 * icon (never colour alone), badges, the external-delivery sub-label and the pending countdown.
 */
import { useSyncExternalStore } from 'react';
import {
  Bike,
  CheckCircle2,
  Flame,
  Hourglass,
  MessageCircle,
  PackageCheck,
  Printer,
  Search,
  ShoppingBag,
  Sparkles,
  Smartphone,
  Store,
  Timer,
  Truck,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { formatCountdown } from '../../../shared/format';
import { orderStatusLabel, type OrderSectionId } from '../../../shared/order-status';
import type { LiveOrder } from '../../../shared/api/live-order';
import { useOrderUnread } from '../stores/chat';
import { sectionFor } from './sections';

/** The customer's name as the list, Início and the new-order notification show it. */
export function customerName(order: {
  usuario_nome?: string;
  pedidoObj?: { usuario_nome?: string } | null;
}): string {
  return order.usuario_nome || order.pedidoObj?.usuario_nome || 'Cliente';
}

export const SECTION_ICONS: Readonly<Record<OrderSectionId, LucideIcon>> = {
  pending: Hourglass,
  production: Flame,
  sent: Truck,
  delivered: PackageCheck,
  cancelled: XCircle,
};

const STATUS_ICONS: Readonly<Record<string, LucideIcon>> = {
  PP: Hourglass,
  PA: CheckCircle2,
  PI: Printer,
  PL: Flame,
  LE: Flame,
  PE: Truck,
  PICKUP_READY: ShoppingBag,
  PD: PackageCheck,
  PC: XCircle,
};

export function StatusPill({ status, size = 16 }: { status: string; size?: number }) {
  const Icon = STATUS_ICONS[status] ?? Hourglass;
  return (
    <span className={`status-pill status-pill--${sectionFor(status)}`}>
      <Icon aria-hidden size={size} />
      {orderStatusLabel(status)}
    </span>
  );
}

/** Sub-labels of external delivery (spec 01 §2), verbatim. */
const EXTERNAL_DELIVERY_LABELS: Readonly<Record<string, string>> = {
  SEARCHING_DELIVERY: 'BUSCANDO MOTOBOY',
  WAITING_COLLECT: 'MOTOBOY A CAMINHO',
};

export function ExternalDeliveryLabel({ status }: { status: string | null }) {
  const label = status ? EXTERNAL_DELIVERY_LABELS[status] : undefined;
  if (!label) return null;
  const Icon = status === 'SEARCHING_DELIVERY' ? Search : Bike;
  return (
    <span className="sub-label">
      <Icon aria-hidden size={14} />
      {label}
    </span>
  );
}

const BADGE_LABELS = {
  digitalMenu: 'Cardápio digital',
  firstInApp: '1ª compra no app',
  firstInStore: '1ª compra na loja',
} as const;

export function OrderBadges({ order }: { order: LiveOrder }) {
  const badges: { key: string; label: string; Icon: LucideIcon }[] = [];
  if (order.app_origin === 'cardapio-web')
    badges.push({ key: 'web', label: BADGE_LABELS.digitalMenu, Icon: Smartphone });
  if (order.compraGlobal === '1') badges.push({ key: 'app', label: BADGE_LABELS.firstInApp, Icon: Sparkles });
  if (order.compraEst === '1') badges.push({ key: 'est', label: BADGE_LABELS.firstInStore, Icon: Store });
  if (badges.length === 0) return null;
  return (
    <>
      {badges.map(({ key, label, Icon }) => (
        <span key={key} className={`badge badge--${key}`}>
          <Icon aria-hidden size={13} />
          {label}
        </span>
      ))}
    </>
  );
}

const chatUnreadLabel = (n: number) =>
  n === 1 ? '1 mensagem não lida no chat' : `${n} mensagens não lidas no chat`;

/**
 * The row's unread-chat badge: icon and number, named for screen readers (role img keeps the
 * name in the row button's own name). Its own subscription, so a message re-renders this badge
 * and not the row or the list.
 */
export function ChatUnreadBadge({ orderId }: { orderId: string }) {
  const n = useOrderUnread(orderId);
  if (n <= 0) return null;
  return (
    <span className="badge badge--chat" role="img" aria-label={chatUnreadLabel(n)}>
      <MessageCircle aria-hidden size={13} />
      <span className="badge__count">{n > 99 ? '99+' : n}</span>
    </span>
  );
}

// ---------------------------------------------------------------- one clock for every countdown

const listeners = new Set<() => void>();
let clockTimer: number | null = null;
let clockNow = Date.now();

function subscribeClock(cb: () => void): () => void {
  listeners.add(cb);
  if (clockTimer === null) {
    clockNow = Date.now();
    clockTimer = window.setInterval(() => {
      clockNow = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0 && clockTimer !== null) {
      window.clearInterval(clockTimer);
      clockTimer = null;
    }
  };
}

/** The current time, re-rendering once a second; every countdown shares one interval. */
function useSecondClock(): number {
  return useSyncExternalStore(subscribeClock, () => clockNow);
}

/** Time left to accept a pending order (field segundos), mm:ss, ticking. */
export function Countdown({ deadline }: { deadline: number | null }) {
  const now = useSecondClock();
  if (deadline === null) return null;
  const left = deadline - now;
  const over = left <= 0;
  return (
    <span className={`countdown ${over ? 'countdown--over' : left < 120_000 ? 'countdown--soon' : ''}`}>
      <Timer aria-hidden size={16} />
      <span className="visually-hidden">{over ? 'Tempo para aceitar esgotado' : 'Tempo para aceitar:'} </span>
      <span className="countdown__value">{formatCountdown(left)}</span>
    </span>
  );
}
