/**
 * The alert ladder, spoken alert and quiet profile wired to the desk (issue 34 §3): which orders
 * are pending (stores/orders), what counts as an answer (an action on the order, opening it,
 * 'Silenciar'), and what each step does through the platform (desktop: main raises the window and
 * flashes the taskbar; web: the Notification API and the tab title). Off by default: then the
 * only thing left running is the spec's ring, at the store's volume.
 */
import {
  alertVolume,
  spokenAlert,
  waitingTitle,
  type AlertSettings,
} from '../../../shared/alerts/escalation';
import type { LiveOrder } from '../../../shared/api/live-order';
import type { Platform } from '../platform';
import { createAlertLadder, LADDER_TICK_MS } from '../sound/alertLadder';
import { speechPort, useSound } from '../sound/soundStore';
import { isPendingEntry, useOrders, type OrderEntry } from '../stores/orders';
import { formatBRL } from '../../../shared/format';
import { customerName } from './orderView';
import { notificationText } from './notificationText';

interface LadderItem {
  id: string;
  order: LiveOrder;
}

function pendingItems(entries: ReadonlyMap<string, OrderEntry>): LadderItem[] {
  const out: LadderItem[] = [];
  for (const e of entries.values())
    if (isPendingEntry(e)) out.push({ id: e.order.id_pedido, order: e.order });
  return out;
}

/** The tab title while orders wait ('(2) Novo pedido!'); the page's own title back after. */
export function createTitlePort(doc: Pick<Document, 'title'>) {
  let base: string | null = null;
  return (count: number): void => {
    if (count > 0) {
      if (base === null) base = doc.title;
      doc.title = waitingTitle(count);
    } else if (base !== null) {
      doc.title = base;
      base = null;
    }
  };
}

/** The volume the ring plays at now: the store's, the quiet profile's, or full at the last step. */
export function effectiveVolume(now: number = Date.now()): number {
  const s = useSound.getState();
  return alertVolume({
    volume: s.volume,
    settings: s.alerts,
    now: new Date(now),
    fullVolume: s.ladderFull,
  });
}

/** 'Novo pedido de Érica, 2 itens, entrega' when the store turned it on and the sound is not off. */
export function speakArrival(order: LiveOrder, now: number = Date.now()): void {
  const s = useSound.getState();
  if (!s.alerts.speak || !s.enabled || (s.mutedUntil !== null && now < s.mutedUntil)) return;
  speechPort().speak(
    spokenAlert({
      customer: customerName(order),
      items: order.pedidoObj.itens,
      pickup: order.pedidoObj.retirada_local,
    }),
  );
}

/**
 * Runs the ladder for the session; `onVolume` is told whenever the volume to play at may have
 * changed (the last step, the quiet hours starting or ending). Returns the cleanup.
 */
export function startAlertEscalation(deps: {
  platform: Platform;
  doc: Pick<Document, 'title'>;
  onVolume(): void;
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}): () => void {
  const now = deps.now ?? Date.now;
  const setI = deps.setInterval ?? ((fn, ms) => window.setInterval(fn, ms));
  const clearI = deps.clearInterval ?? ((h) => window.clearInterval(h as number));
  const { platform } = deps;
  const title = createTitlePort(deps.doc);
  const ladder = createAlertLadder<LadderItem>({
    now,
    raise: () => platform.attention.raise(),
    notify: ({ order }) => platform.attention.notify(arrivalNotification(order)),
    fullVolume: (on) => useSound.setState({ ladderFull: on }),
    waiting: title,
  });
  let timer: unknown = null;
  let pending = 0;
  let settings: AlertSettings = useSound.getState().alerts;
  // The clock ticks only while something needs it: a pending order and the ladder or quiet hours
  // on (with both off a tick changes nothing: the spec's ring keeps its own volume).
  const sync = () => {
    const wanted = pending > 0 && (settings.ladder || settings.quiet.enabled);
    if (wanted && timer === null)
      timer = setI(() => {
        ladder.tick();
        deps.onVolume();
      }, LADDER_TICK_MS);
    else if (!wanted && timer !== null) {
      clearI(timer);
      timer = null;
    }
  };
  const setPending = (entries: ReadonlyMap<string, OrderEntry>) => {
    const items = pendingItems(entries);
    pending = items.length;
    ladder.setPending(items);
    sync();
  };

  ladder.setSettings(settings);
  setPending(useOrders.getState().entries);

  const offOrders = useOrders.subscribe((s, prev) => {
    if (s.entries !== prev.entries) setPending(s.entries);
    // Opening a pending order, or any action on it, answers it.
    if (s.selectedId !== prev.selectedId && s.selectedId) ladder.acknowledge(s.selectedId);
    if (s.busy !== prev.busy)
      for (const id of Object.keys(s.busy)) if (!(id in prev.busy)) ladder.acknowledge(id);
  });
  const offSound = useSound.subscribe((s, prev) => {
    if (s.alerts !== settings) {
      settings = s.alerts;
      ladder.setSettings(settings);
      sync();
    }
    // 'Silenciar': the ladder starts over once the silence ends (or now, when lifted early).
    if (s.mutedUntil !== prev.mutedUntil) ladder.acknowledgeAll(s.mutedUntil ?? now());
  });
  return () => {
    offOrders();
    offSound();
    if (timer !== null) clearI(timer);
    title(0);
    useSound.setState({ ladderFull: false });
  };
}

/** The OS notification of a new order: its number, customer and total; a click opens it. */
export function arrivalNotification(order: LiveOrder) {
  const cliente = notificationText(customerName(order));
  return {
    title: 'Novo pedido',
    body: `#${order.id_pedido} — ${cliente} — ${formatBRL(order.valor_total)}`,
    target: `pedido:${order.id_pedido}`,
  };
}
