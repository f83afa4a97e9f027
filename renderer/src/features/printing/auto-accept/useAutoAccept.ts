/**
 * Mounts the automatic accept and print for the logged-in shell: on every route and while the
 * window is hidden in the tray. It follows the local print settings live and watches the orders
 * store (socket, reconciliation and polling all land there).
 */
import { useEffect, useRef } from 'react';
import type { LiveOrder } from '../../../../../shared/api/live-order';
import { useServices } from '../../../services/services';
import { dialogs } from '../../../components/feedback/dialogs';
import type { OrdersSync } from '../../../realtime/ordersSync';
import { platformOrder, useOrders } from '../../../stores/orders';
import { onOutboxApplied } from '../../../offline/desk';
import { useSession } from '../../../stores/session';
import { runStatusChange } from '../../../orders-live/useOrderCommands';
import { printCategories } from '../../../order-printing/categories';
import { whenTicketOut } from '../../../order-printing/ticketOut';
import { AUTO_OBS, createAutoAccept, type AutoAcceptController } from './controller';

/** Backoff deadlines pass without any store change: look again this often. */
const TICK_MS = 2000;
const MEMORY_KEY = 'cashDesk.autoAccept.accepted';
const MEMORY_MAX = 500;

function storageMemory(store: string) {
  const key = `${MEMORY_KEY}.${store}`;
  return {
    load(): string[] {
      try {
        const list = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
        return Array.isArray(list)
          ? list.filter((x): x is string => typeof x === 'string').slice(-MEMORY_MAX)
          : [];
      } catch {
        return [];
      }
    },
    save(ids: string[]) {
      try {
        localStorage.setItem(key, JSON.stringify(ids.slice(-MEMORY_MAX)));
      } catch {
        // Storage full or blocked: only the restart case loses its memory.
      }
    },
  };
}

export function useAutoAccept(sync: Pick<OrdersSync, 'refreshOrder'> | null): void {
  const { api, platform } = useServices();
  const store = useSession((s) => s.user?.id_estabelecimento ?? null);
  const enabled = useRef(false);
  const syncRef = useRef(sync);
  useEffect(() => {
    syncRef.current = sync;
  }, [sync]);

  useEffect(() => {
    if (!store) return;
    let alive = true;
    const controller: AutoAcceptController = createAutoAccept<LiveOrder>({
      enabled: () => alive && enabled.current,
      // The platform's status, never what waits on top of it: only a confirmed accept prints.
      orders: () => [...useOrders.getState().entries.values()].map(platformOrder),
      order: (id) => {
        const entry = useOrders.getState().entries.get(id);
        return entry ? platformOrder(entry) : undefined;
      },
      // A change waiting in the outbox is the outbox's to send: never asked again meanwhile.
      busy: (id) => useOrders.getState().busy[id] !== undefined || useOrders.getState().overlay.has(id),
      changeStatus: (order, status) =>
        runStatusChange({
          api,
          sync: syncRef.current,
          order,
          action: status === 'PA' ? 'accept' : 'print',
          newStatus: status,
          obs: AUTO_OBS,
          silent: true,
          refreshInBackground: true,
        }),
      print: async (order) => platform.printing.printOrder(order, { categories: await printCategories(api) }),
      prepare: () => platform.printing.preparePrinters(),
      whenTicketOut,
      report: (message, detail) =>
        void dialogs.alert({ tone: 'error', message, detail, key: `auto:${message}` }),
      memory: storageMemory(store),
    });
    const apply = (flag: string) => {
      enabled.current = flag === 'true';
      controller.tick();
    };
    platform.printing
      .getSettings()
      .then((v) => alive && apply(v.settings.autoAceiteImprimir))
      .catch(() => undefined);
    const offSettings = platform.printing.onSettingsChanged((v) => apply(v.settings.autoAceiteImprimir));
    const offOrders = useOrders.subscribe((s, prev) => {
      if (s.entries !== prev.entries || s.busy !== prev.busy || s.overlay !== prev.overlay) controller.tick();
    });
    const timer = window.setInterval(() => controller.tick(), TICK_MS);
    const offApplied = onOutboxApplied((action) => {
      if (action.kind === 'status' && action.to === 'PA') controller.adopt(action.idPedido);
    });
    return () => {
      alive = false;
      offSettings();
      offOrders();
      offApplied();
      window.clearInterval(timer);
    };
  }, [api, platform, store]);
}
