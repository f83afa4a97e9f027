/**
 * Mounted with the logged-in shell: reads the kitchen settings and the orders' progress from the
 * bridge (the first paint, then the events), marks the orders and sends what the settings ask
 * (progress.ts). Nothing happens on a host without the kitchen domain (web mode).
 */
import type { KitchenDeskBridge } from '../../../../shared/kitchen-screen/bridge';
import { useEffect } from 'react';
import type { KitchenOrderProgress } from '../../../../shared/kitchen-screen/contract';
import { runStatusChange } from '../../orders-live/useOrderCommands';
import type { ApiClient } from '../../api/http';
import type { OrdersSync } from '../../realtime/ordersSync';
import { useOrders } from '../../stores/orders';
import { useKitchenDesk } from './deskStore';
import { createKitchenProgress } from './progress';

/** Stored with the change, as the automatic accept stores 'auto'. */
export const KITCHEN_OBS = 'tela da cozinha';

export function useKitchenProgress(
  kitchen: KitchenDeskBridge | null,
  api: ApiClient,
  sync: Pick<OrdersSync, 'refreshOrder'> | null,
): void {
  useEffect(() => {
    if (!kitchen) return;
    let alive = true;
    const controller = createKitchenProgress({
      settings: () => useKitchenDesk.getState().settings,
      order: (id) => useOrders.getState().entries.get(id)?.order,
      mark: (p) => useKitchenDesk.getState().mark(p),
      send: ({ order, action, newStatus }) =>
        runStatusChange({ api, sync, order, action, newStatus, obs: KITCHEN_OBS }),
    });
    // Events before the settings are known wait for them: decided against the defaults (all
    // off), they would be marked done and never sent.
    let early: KitchenOrderProgress[] | null = [];
    const offProgress = kitchen.onOrderProgress((p) => {
      if (!alive) return;
      if (early) early.push(p);
      else controller.onProgress(p);
    });
    const offOrders = useOrders.subscribe((s, prev) => {
      if (s.entries !== prev.entries) controller.tick();
    });
    const offSettings = useKitchenDesk.subscribe((s, prev) => {
      if (s.settings !== prev.settings) controller.tick();
    });
    void (async () => {
      try {
        const settings = await kitchen.getSettings();
        if (!alive) return;
        useKitchenDesk.getState().setSettings(settings);
        const progress = await kitchen.getOrderProgress();
        if (!alive) return;
        const pending = [...progress, ...(early ?? [])];
        early = null;
        for (const p of pending) controller.onProgress(p);
      } catch {
        early = null;
        // The marks are a convenience: without them the orders screen is as it always was.
      }
    })();
    return () => {
      alive = false;
      offProgress();
      offOrders();
      offSettings();
      // The marks belong to this session's store.
      useKitchenDesk.getState().reset();
    };
  }, [kitchen, api, sync]);
}
