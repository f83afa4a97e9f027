/**
 * The orders desk's live parts, mounted once by the shell so they keep running on every
 * screen: the sync with the platform (stores/orders + realtime/ordersSync), the alert sound,
 * the OS notification and taskbar flash for new orders, and the tray's pending count.
 */
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDERS_PATH } from '../../../shared/routes';
import { fetchLiveOrder, fetchLiveOrders, fetchOrdersDigest } from '../api/orders';
import type { LiveOrder } from '../../../shared/api/live-order';
import { useServices } from '../services/services';
import { dialogs } from '../components/feedback/dialogs';
import type { Platform } from '../platform';
import {
  createOrdersSync,
  readSyncDebugIntervals,
  type OrdersSync,
  type SyncStore,
} from '../realtime/ordersSync';
import { useDeskClock } from '../stores/deskClock';
import { countPending, useOrders } from '../stores/orders';
import { useSession } from '../stores/session';
import { createAlertSound } from '../sound/alertSound';
import { arrivalNotification, effectiveVolume, speakArrival, startAlertEscalation } from './alertEscalation';
import { createHtmlAudioPort } from '../sound/audioPort';
import { setActiveAlert, useSound } from '../sound/soundStore';
import { trackAcceptedEstimates } from './acceptedEstimates';

export const OrdersSyncContext = createContext<OrdersSync | null>(null);

/** The running sync (null outside the shell or before login). */
export function useOrdersSyncContext(): OrdersSync | null {
  return useContext(OrdersSyncContext);
}

/** The zustand store seen through the sync's narrow interface. */
export const ordersSyncStore: SyncStore = {
  beginRequest: () => useOrders.getState().beginRequest(),
  applyOrder: (order, ticket, now) => useOrders.getState().applyOrder(order, ticket, now),
  applyList: (orders, ticket, now) => useOrders.getState().applyList(orders, ticket, now),
  setLoad: (load) => useOrders.getState().setLoad(load),
  isLoaded: () => useOrders.getState().listTicket > 0,
};

export { arrivalNotification };

function announceArrival(platform: Platform, order: LiveOrder): void {
  platform.attention.notify(arrivalNotification(order));
  // Main decides whether the window needs it (it stops when focused).
  platform.attention.flash(true);
  speakArrival(order);
}

/**
 * The first list waits for the socket's first connect (DEFAULT_INTERVALS.firstListWaitMs); a
 * session whose login named no socket URL has no socket to wait for, so its list loads at once.
 */
export function firstListWait(hasSocket: boolean): { firstListWaitMs?: number } {
  return hasSocket ? {} : { firstListWaitMs: 0 };
}

/**
 * Creates and runs the sync for the logged-in store. A new session (another store) gets a fresh
 * list, and the end of a session (logout, expired hash) clears it: the cleanup resets the store.
 */
export function useOrdersSync(): OrdersSync | null {
  const { api, platform } = useServices();
  const hash = useSession((s) => s.user?.sessao.hash ?? null);
  const storeId = useSession((s) => s.user?.id_estabelecimento ?? null);
  const hasSocket = useSession((s) => Boolean(s.user?.socket.url));
  const sync = useMemo(
    () =>
      hash && storeId
        ? createOrdersSync({
            fetchList: () => fetchLiveOrders(api),
            fetchOne: (id) => fetchLiveOrder(api, id),
            fetchDigest: () => fetchOrdersDigest(api),
            store: ordersSyncStore,
            alert: (texto) => void dialogs.alert({ message: texto }),
            // After the row: the store's change commits in the microtask React queued when the
            // order landed; the notification, the taskbar flash and the voice follow in the next
            // one (in the trace they held the row's commit back by several ms each arrival).
            onArrival: (order) => queueMicrotask(() => announceArrival(platform, order)),
            intervals: { ...firstListWait(hasSocket), ...readSyncDebugIntervals() },
          })
        : null,
    // A store switch (another login) is a new session and a new list.
    [api, platform, hash, storeId, hasSocket],
  );
  useEffect(() => {
    if (!sync) return;
    sync.start();
    return () => {
      sync.stop();
      useOrders.getState().reset();
    };
  }, [sync]);
  return sync;
}

/** Sound while orders are pending, notification clicks, flash off when nothing is pending. */
export function useOrderAlerts(): void {
  const { platform } = useServices();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let alive = true;
    platform.settings
      .get()
      .then((s) => {
        if (alive) useSound.getState().fromSettings(s.sound, s.alerts);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [platform]);

  useEffect(() => {
    const alert = createAlertSound({
      audio: createHtmlAudioPort(),
      onBlocked: (blocked) => useSound.getState().setBlocked(blocked),
      onUnmuted: () => useSound.getState().unmute(),
    });
    setActiveAlert(alert);
    let lastPending = -1;
    const push = () => {
      const s = useSound.getState();
      const pending = countPending(useOrders.getState().entries);
      alert.update({
        pending,
        enabled: s.enabled,
        volume: effectiveVolume(),
        sound: s.name,
        mutedUntil: s.mutedUntil,
      });
      if (pending === 0 && lastPending > 0) platform.attention.flash(false);
      lastPending = pending;
    };
    push();
    const offOrders = useOrders.subscribe((s, prev) => {
      if (s.entries !== prev.entries) push();
    });
    const offSound = useSound.subscribe(push);
    const offWake = useDeskClock.subscribe((s, prev) => {
      if (s.wakes !== prev.wakes) alert.resume();
    });
    const stopEstimates = trackAcceptedEstimates(platform.settings);
    const stopEscalation = startAlertEscalation({
      platform,
      doc: document,
      onVolume: () => alert.update({ volume: effectiveVolume() }),
    });
    return () => {
      stopEscalation();
      stopEstimates();
      offOrders();
      offSound();
      offWake();
      setActiveAlert(null);
      alert.dispose();
    };
  }, [platform]);

  useEffect(
    () =>
      platform.attention.onNotificationClick((target) => {
        const m = /^pedido:([\w-]{1,64})$/.exec(target);
        if (!m?.[1]) return;
        useOrders.getState().select(m[1]);
        navigateRef.current(ORDERS_PATH);
        platform.window.focus();
      }),
    [platform],
  );
}
