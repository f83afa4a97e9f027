import { useEffect } from 'react';
import { fetchOpeningHours } from '../../../api/store';
import { notify } from '../../../components/feedback/notify';
import { useServices } from '../../../services/services';
import { useSession } from '../../../stores/session';
import { useShop } from '../../../stores/shop';
import { switchStoreOpen } from '../storeOpenCommand';
import { changeDeliveryTime } from '../../../features/orders/DeliveryTimeMenu';
import { estimateInForce } from './busyEstimate';
import { createBusyController } from './busyController';
import { createPauseController } from './pauseController';
import { usePause } from './pauseStore';

/**
 * Runs the session's pause controller (issue 34 §1): one per logged-in store, started once the
 * shop's open/closed state is known, fed every change of it (the switch, getLoja, the 'loja'
 * event), its view in `usePause`, its countdown in the tray. Busy mode (§2) starts once the
 * pause controller read the desk's record, and keeps its part of it through that controller.
 */
export function usePauseController(): void {
  const { api, platform } = useServices();
  const store = useSession((s) => s.user?.id_estabelecimento ?? '');
  const who = useSession((s) => s.user?.nome ?? '');
  const known = useShop((s) => s.info !== null);
  useEffect(() => {
    if (!store || !known) return;
    const controller = createPauseController(
      {
        now: Date.now,
        setInterval: (fn, ms) => window.setInterval(fn, ms),
        clearInterval: (h) => window.clearInterval(h as number),
        load: () => platform.settings.getStorePause(),
        save: (record) => platform.settings.saveStorePause(record),
        readHours: () => fetchOpeningHours(api),
        setOpen: (open, message) => switchStoreOpen(api, open, { successMessage: message }),
        tray: (pause) => platform.window.setTrayPause(pause),
        tell: (message, tone) => {
          if (tone === 'info') notify.success(message, 6000);
          else notify.warning(message, 'store-pause', 20_000);
        },
      },
      { store, who: who || 'Caixa' },
    );
    const stopView = controller.subscribe((view) => usePause.getState().setView(view));
    controller.shopChanged(useShop.getState().info?.fechado ?? null);
    const stopShop = useShop.subscribe((s, prev) => {
      if (s.info?.fechado !== prev.info?.fechado) controller.shopChanged(s.info?.fechado ?? null);
    });
    usePause.getState().setController(controller);
    const busy = createBusyController(
      {
        now: Date.now,
        setInterval: (fn, ms) => window.setInterval(fn, ms),
        clearInterval: (h) => window.clearInterval(h as number),
        record: () => controller.record(),
        update: (change) => controller.update(change),
        readHours: () => fetchOpeningHours(api),
        estimate: estimateInForce,
        setEstimate: (to, message) => changeDeliveryTime(api, to.min, to.max, { successMessage: message }),
        tell: (message, tone) => {
          if (tone === 'info') notify.success(message, 6000);
          else notify.warning(message, 'busy-mode', 20_000);
        },
      },
      { store, who: who || 'Caixa' },
    );
    const stopBusy = busy.subscribe((b) => usePause.setState({ busy: b }));
    let alive = true;
    void controller.start().then(() => {
      if (!alive) return;
      usePause.getState().setBusyController(busy);
      void busy.start();
    });
    return () => {
      alive = false;
      stopBusy();
      busy.stop();
      usePause.getState().setBusyController(null);
      stopShop();
      stopView();
      controller.stop();
      usePause.getState().setController(null);
      platform.window.setTrayPause(null);
    };
  }, [api, platform, store, who, known]);
}
