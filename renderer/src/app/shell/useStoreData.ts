import { useEffect } from 'react';
import { fetchStore } from '../../api/store';
import { useServices } from '../../services/services';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import type { OrdersSync } from '../../realtime/ordersSync';
import { forgetSocketPolicyReload, reloadWhenCspBlocksSocket } from '../../realtime/socketCsp';
import { connectStoreSocket } from '../../realtime/storeSocket';
import { useDeskClock } from '../../stores/deskClock';
import { countPending, useOrders } from '../../stores/orders';
import { useSession } from '../../stores/session';
import { useShop } from '../../stores/shop';

/** Loads the store details once per session; `status: false` is the server's 'Atenção!' message. */
export function useStoreDetails(): void {
  const { api } = useServices();
  const hash = useSession((s) => s.user?.sessao.hash);
  useEffect(() => {
    if (!hash) return;
    let cancelled = false;
    const store = useShop.getState();
    store.setLoading();
    // No answer is the outage banner's to say (issue 19): a desk started during one shows the cache.
    fetchStore(api, { unansweredIsBanner: true })
      .then((res) => {
        if (cancelled) return;
        if (res.ok) useShop.getState().setInfo(res.data);
        else {
          useShop.getState().setError();
          void dialogs.alert({ message: res.message || 'Não foi possível carregar os dados da loja.' });
        }
      })
      .catch(() => {
        if (!cancelled) useShop.getState().setError();
      });
    return () => {
      cancelled = true;
    };
  }, [api, hash]);
}

/**
 * The store socket for the session (one socket for 'loja' and 'pedido'): live open/closed, the
 * connection flag, and the orders sync's events and connection changes. After a wake from sleep
 * or a clock jump it is a new socket: the old one may look connected long after the server
 * dropped it, and the new connection's join and reconcile bring what was missed.
 */
export function useStoreSocket(sync: OrdersSync | null = null): void {
  const { reload } = useServices();
  const url = useSession((s) => s.user?.socket.url ?? '');
  const canal = useSession((s) => s.user?.socket.canal ?? '');
  const hash = useSession((s) => s.user?.sessao.hash ?? '');
  const wakes = useDeskClock((s) => s.wakes);
  useEffect(() => {
    let wasConnected = false;
    useShop.getState().setLive(false);
    const stopCspWatch = reloadWhenCspBlocksSocket(url, {
      doc: document,
      storage: window.sessionStorage,
      reload,
    });
    const disconnect = connectStoreSocket(
      { url, canal, hash },
      {
        onLoja: ({ fechado }) => useShop.getState().setFechado(fechado),
        onStatus: (connected) => {
          useShop.getState().setLive(connected);
          if (connected) {
            forgetSocketPolicyReload(url, window.sessionStorage);
            sync?.connected();
          } else sync?.disconnected();
          if (!connected && wasConnected) notify.connectionLost();
          wasConnected = connected;
        },
        onPedido: (payload) => {
          sync?.handleEvent(payload);
          useShop.getState().bumpOrders();
        },
      },
    );
    return () => {
      stopCspWatch();
      disconnect();
      sync?.disconnected();
      useShop.getState().setLive(false);
    };
  }, [url, canal, hash, sync, reload, wakes]);
}

/** The tray tooltip: store name and pending orders (desktop only; a no-op in web mode). */
export function useTrayInfo(): void {
  const { platform } = useServices();
  const name = useShop((s) => s.info?.nome);
  const pending = useOrders((s) => countPending(s.entries));
  const loaded = useOrders((s) => s.listTicket > 0);
  useEffect(() => {
    if (!name) return;
    platform.window.setTrayInfo(
      loaded ? { storeName: name.slice(0, 200), pendingOrders: pending } : { storeName: name.slice(0, 200) },
    );
  }, [platform, name, pending, loaded]);
}
