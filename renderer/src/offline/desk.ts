/**
 * The desk's running outbox (issue 19): one engine per session, what the screen reads of it
 * (zustand `useOutbox`: the waiting entries and the notices of refused replays), and how its
 * events reach the orders list (the overlay), the shop and the orders sync. Framework-free: the
 * hook in useOfflineDesk.ts creates it for the session and the commands call `queueAction`.
 */
import { create } from 'zustand';
import type {
  OfflineBridge,
  OutboxAction,
  OutboxEntry,
  OutboxKeeping,
  OutboxNotice,
} from '../../../shared/offline';
import type { LiveOrder } from '../../../shared/api/live-order';
import { formatTime } from '../../../shared/format';
import { platformOrder, useOrders, type WaitingChange } from '../stores/orders';
import { useShop } from '../stores/shop';
import { outboxActionLabel } from './actionLabel';
import { createOutbox, type Outbox, type OutboxDeps, type OutboxEvent, type OutboxStore } from './outbox';

/**
 * A replayed status change the platform refused (or found moved on), shown on its order until
 * dismissed; kept with the outbox, so a reload shows it again. The store switch and the estimate
 * are told in a dialog instead.
 */
export type { OutboxNotice };

interface OutboxView {
  entries: readonly OutboxEntry[];
  notices: readonly OutboxNotice[];
  /**
   * Where the outbox is kept refuses to keep it (web mode: IndexedDB unavailable, issue 36 §2):
   * nothing may wait, every action needs the platform now. False until the store said so.
   */
  notKept: boolean;
}

export const useOutbox = create<OutboxView>(() => ({ entries: [], notices: [], notKept: false }));

const WAITING_LABEL = 'Aguardando conexão';
const REFUSED_FALLBACK = 'A plataforma recusou a ação quando a conexão voltou.';

/** 'Aguardando conexão · 14:05'. */
export function waitingText(pressedAt: string): string {
  return `${WAITING_LABEL} · ${formatTime(new Date(pressedAt))}`;
}

/** Per order, the last status change that waits (what the row shows on top of the platform's). */
function overlayOf(entries: readonly OutboxEntry[]): Map<string, WaitingChange> {
  const overlay = new Map<string, WaitingChange>();
  for (const e of entries) {
    if (e.action.kind !== 'status') continue;
    overlay.set(e.action.idPedido, {
      entryId: e.id,
      to: e.action.to,
      pressedAt: e.pressedAt,
      state: e.state,
    });
  }
  return overlay;
}

type EntryOf<K extends OutboxAction['kind']> = OutboxEntry & { action: Extract<OutboxAction, { kind: K }> };

/** The last waiting entry of a kind (the header shows the store switch's and the estimate's). */
export function lastWaiting<K extends 'store-open' | 'delivery-time'>(
  entries: readonly OutboxEntry[],
  kind: K,
): EntryOf<K> | null {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const e = entries[i];
    if (e?.action.kind === kind) return e as EntryOf<K>;
  }
  return null;
}

/** The outbox's store, and where the notices of refused replays are kept beside it. */
export type DeskStore = OutboxStore &
  Pick<OfflineBridge, 'listOutboxNotices' | 'addOutboxNotice' | 'dismissOutboxNotice'> &
  Partial<OutboxKeeping>;

export interface DeskDeps extends Omit<OutboxDeps, 'listener' | 'store' | 'keepRefusal'> {
  store: DeskStore;
  /** Fetches one order again (the orders sync). */
  refreshOrder(id: string): Promise<void>;
  /** After a drain: the list is reconciled and the shop read again. */
  reconcile(): Promise<void>;
  refreshShop(): Promise<void>;
  /** A refused store switch or estimate: the spec's 'Atenção!' with the platform's message. */
  alert(message: string): void;
  /** Where each sent or refused action is written, naming who pressed it and who sent it. */
  log?(message: string): void;
}

/** The log line of a replayed action: what it was, who pressed it (and when) and who sent it. */
export function outcomeLogLine(event: Extract<OutboxEvent, { type: 'applied' | 'refused' }>): string {
  const { entry } = event;
  const who = `pressionada pelo usuário ${entry.userId} às ${formatTime(new Date(entry.pressedAt))}, enviada pelo usuário ${event.sentBy}`;
  const what = outboxActionLabel(entry.action);
  return event.type === 'applied'
    ? `[offline] Ação aplicada na plataforma: ${what} (${who})`
    : `[offline] Ação recusada pela plataforma: ${what} (${who}): ${event.message ?? REFUSED_FALLBACK}`;
}

/** The platform confirmed it: written under the overlay before the overlay goes, so no flicker. */
function confirmStatus(idPedido: string, to: string): void {
  const orders = useOrders.getState();
  const entry = orders.entries.get(idPedido);
  if (!entry) return;
  const confirmed: LiveOrder = { ...platformOrder(entry), status: to };
  orders.applyOrder(confirmed, orders.beginRequest());
}

function addNotice(notice: OutboxNotice): void {
  useOutbox.setState((s) => ({ notices: [...s.notices.filter((n) => n.id !== notice.id), notice] }));
}

/** The schema's bound on a kept message; a longer one from the platform is cut, not refused. */
const NOTICE_MESSAGE_MAX = 500;

const appliedListeners = new Set<(action: OutboxAction) => void>();

/** Told of every action the platform confirmed from the outbox (the auto-accept prints then). */
export function onOutboxApplied(cb: (action: OutboxAction) => void): () => void {
  appliedListeners.add(cb);
  return () => appliedListeners.delete(cb);
}

/** The session's outbox, and what the desk does when the platform answers again. */
export interface Desk extends Outbox {
  /** Staff read it: gone from the screen and from where it was kept. */
  dismissNotice(id: string): Promise<void>;
  /**
   * After an outage: the outbox is sent first (what staff pressed reaches the platform before
   * anything is read back), then the list is reconciled and the shop read again, always (a desk
   * started during the outage shows the cached or no shop: the switch and the estimate need it).
   */
  recover(): Promise<void>;
}

export function createDesk(deps: DeskDeps): Desk {
  let drainedCount = 0;
  const now = deps.now ?? (() => new Date());

  async function keepRefusal(entry: OutboxEntry, message: string | null): Promise<void> {
    const { action } = entry;
    if (action.kind !== 'status') return;
    const notice: OutboxNotice = {
      id: entry.id,
      storeId: entry.storeId,
      userId: entry.userId,
      idPedido: action.idPedido,
      message: (message || REFUSED_FALLBACK).slice(0, NOTICE_MESSAGE_MAX),
      refusedAt: now().toISOString(),
    };
    // Shown even when it could not be kept: staff must read it now; only a reload would lose it.
    await deps.store.addOutboxNotice(notice).catch(() => undefined);
    addNotice(notice);
  }

  const log = deps.log ?? ((message: string) => console.info(message));

  function onEvent(event: OutboxEvent) {
    if (event.type === 'applied' || event.type === 'refused') log(outcomeLogLine(event));
    switch (event.type) {
      case 'changed':
        useOutbox.setState({ entries: event.entries });
        useOrders.getState().setOverlay(overlayOf(event.entries));
        return;
      case 'applied': {
        const { action } = event.entry;
        if (action.kind === 'status') confirmStatus(action.idPedido, action.to);
        else if (action.kind === 'store-open') useShop.getState().setFechado(action.open ? 'N' : 'S');
        else useShop.getState().patchInfo({ entrega_minimo: action.min, entrega_maximo: action.max });
        // After the engine's 'changed' (told next, synchronously): readers see the overlay gone.
        queueMicrotask(() => appliedListeners.forEach((cb) => cb(action)));
        return;
      }
      case 'refused': {
        const { action } = event.entry;
        const message = event.message || REFUSED_FALLBACK;
        if (action.kind === 'status') {
          // Its notice is up already (keepRefusal). The platform's truth replaces what was waiting.
          void deps.refreshOrder(action.idPedido).catch(() => undefined);
        } else {
          deps.alert(message);
          void deps.refreshShop().catch(() => undefined);
        }
        return;
      }
      case 'drained':
        drainedCount += 1;
        void Promise.all([deps.reconcile(), deps.refreshShop()]).catch(() => undefined);
        return;
    }
  }
  const outbox = createOutbox({ ...deps, listener: onEvent, keepRefusal });
  return {
    ...outbox,
    async start() {
      // Asked first: while it is unknown the desk behaves as before (the store kept until now).
      const keeps = await (deps.store.keepsOutbox?.() ?? Promise.resolve(true)).catch(() => false);
      useOutbox.setState({ notKept: !keeps });
      await outbox.start();
      const scope = deps.scope();
      const kept = await deps.store.listOutboxNotices().catch(() => []);
      // The store's, whoever pressed what was refused: the notice is on the store's order.
      const mine = kept.filter((n) => n.storeId === scope?.storeId);
      // Refused while the list was read: kept too, and already on screen.
      useOutbox.setState((s) => ({
        notices: [...mine, ...s.notices.filter((n) => !mine.some((k) => k.id === n.id))],
      }));
    },
    async dismissNotice(id) {
      useOutbox.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
      await deps.store.dismissOutboxNotice(id);
    },
    async recover() {
      const before = drainedCount;
      await outbox.drain().catch(() => undefined);
      // A drain that sent something reconciled already ('drained' above); gone again, nothing to read.
      if (drainedCount !== before || !deps.reachable()) return;
      await Promise.all([deps.reconcile(), deps.refreshShop()]).catch(() => undefined);
    },
  };
}

let current: Desk | null = null;

/** The session's outbox (useOfflineDesk sets it); null before login. */
export function setDeskOutbox(outbox: Desk | null): void {
  current = outbox;
  if (!outbox) useOutbox.setState({ entries: [], notices: [], notKept: false });
}

/** Keeps the action for the platform; null when there is no session to keep it for. */
export async function queueAction(action: OutboxAction, possiblySent = false): Promise<OutboxEntry | null> {
  if (!current) return null;
  return current.enqueue({ action, possiblySent });
}

/** Staff dismissed a refusal's notice. */
export function dismissNotice(id: string): Promise<void> {
  if (current) return current.dismissNotice(id);
  useOutbox.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
  return Promise.resolve();
}

export function undoAction(id: string) {
  return current ? current.undo(id) : Promise.resolve({ ok: false as const, reason: 'unknown' as const });
}

/** Whether this order has a change waiting (a new one must queue behind it). */
export function hasWaiting(idPedido: string): boolean {
  return useOrders.getState().overlay.has(idPedido);
}

export type { OutboxStore };
