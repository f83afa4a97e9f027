/**
 * Mounts the offline desk for the logged-in shell (issue 19): the connectivity probe, the
 * session's outbox, and what starts a drain (the platform answering again, start-up).
 */
import { useEffect } from 'react';
import { closeUnansweredErrorDialog, type ApiClient } from '../api/http';
import { isUnanswered } from '../api/errors';
import { fetchOrdersDigest } from '../api/orders';
import { fetchStore } from '../api/store';
import { dialogs } from '../components/feedback/dialogs';
import { browserTimers, type OrdersSync } from '../realtime/ordersSync';
import { useServices } from '../services/services';
import { useSession } from '../stores/session';
import { useShop } from '../stores/shop';
import { connectivity, useConnectivity } from './connectivity';
import { createDesk, setDeskOutbox, type DeskStore } from './desk';
import { sendOutboxAction, verifyOutboxAction } from './platformActions';

/** A probe that gives up quickly: a hung platform must not hold the next probe back. */
const PROBE_TIMEOUT_MS = 1500;

/** The cheapest base-A read the desk makes anyway: any answer at all means the platform is there. */
async function probePlatform(api: ApiClient): Promise<boolean> {
  try {
    // Silent: a probe only asks whether anything answers. A 401 (a logout racing the socket's
    // hint) is an answer, and the session's own calls report it.
    await fetchOrdersDigest(api, { silent: true, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch (err) {
    return !isUnanswered(err) && !(err instanceof DOMException);
  }
}

async function refreshShop(api: ApiClient): Promise<void> {
  const res = await fetchStore(api, { quiet: true });
  if (res.ok) useShop.getState().setInfo(res.data);
}

export function useOfflineDesk(sync: OrdersSync | null): void {
  const { api, platform } = useServices();
  // Where the outbox is kept, chosen here and only here: the platform's durable store (main's
  // disk on the desktop, IndexedDB in web mode), so a reload or a restart loses nothing. Web
  // mode's store also answers `keepsOutbox` (OutboxKeeping), which the desk asks when present.
  const store: DeskStore = platform.offline;
  const storeId = useSession((s) => s.user?.id_estabelecimento ?? null);
  const userId = useSession((s) => s.user?.id_usuario ?? null);

  useEffect(() => {
    connectivity.setProbe(() => probePlatform(api));
    // The socket and the browser only hint: each change asks the probe, nothing more.
    const offLive = useShop.subscribe((s, prev) => {
      if (s.live !== prev.live) connectivity.hint();
    });
    const onOnline = () => connectivity.hint();
    window.addEventListener('online', onOnline);
    return () => {
      connectivity.setProbe(null);
      offLive();
      window.removeEventListener('online', onOnline);
    };
  }, [api]);

  useEffect(() => {
    if (!storeId || !userId) return;
    const outbox = createDesk({
      store,
      send: (action) => sendOutboxAction(api, action),
      verify: (action) => verifyOutboxAction(api, action),
      reachable: () => useConnectivity.getState().reachable,
      scope: () => ({ storeId, userId }),
      refreshOrder: (id) => sync?.refreshOrder(id) ?? Promise.resolve(),
      reconcile: () => sync?.reconcile('manual') ?? Promise.resolve(),
      refreshShop: () => refreshShop(api),
      alert: (message) => void dialogs.alert({ message }),
      timers: browserTimers,
    });
    setDeskOutbox(outbox);
    const offReachable = connectivity.onReachable(() => {
      // 'Ops! … 0!' said the platform did not answer; it does again, and the banner goes too.
      closeUnansweredErrorDialog();
      void outbox.recover();
    });
    void outbox.start().catch(() => undefined);
    return () => {
      offReachable();
      outbox.stop();
      setDeskOutbox(null);
    };
  }, [api, sync, store, storeId, userId]);
}
