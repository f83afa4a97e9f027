/**
 * The desk across midnight and across a sleep (issue 21 §2, §3), mounted once by the shell:
 * - at the day's turn, the live list lets the earlier day's delivered and cancelled orders go
 *   (the platform's day does the same; the list load that follows confirms it), and
 *   `useDeskClock.day` moves, so Início and the filters that default to today follow;
 * - on a wake from sleep or a clock jump (`platform.app.onSystemWake`: main's power monitor, or
 *   the page's own check in web mode), `useDeskClock.wakes` moves (the store socket reconnects,
 *   the alert sound starts over), the list is asked fresh (countdowns from the server's
 *   `segundos`) and the day is looked at again.
 */
import { useEffect } from 'react';
import { forgetListCopy } from '../api/orders';
import { browserTimers, type OrdersSync, type SyncTimers } from '../realtime/ordersSync';
import { startOfLocalDay } from '../../../shared/offline';
import { createDayTurn } from '../realtime/dayTurn';
import { useServices } from '../services/services';
import { useDeskClock } from '../stores/deskClock';
import { useOrders } from '../stores/orders';

export function useDayTurn(sync: OrdersSync | null, timers: SyncTimers = browserTimers): void {
  const { api, platform } = useServices();
  useEffect(() => {
    const dayTurn = createDayTurn({
      timers,
      onTurn: (day, at) => {
        useOrders.getState().dropEarlierFinished(startOfLocalDay(at));
        useDeskClock.getState().turnDay(day);
        void sync?.reconcile('day');
      },
    });
    dayTurn.start();
    // The day may have turned while no shell was mounted (the login screen left open overnight).
    useDeskClock.getState().turnDay(dayTurn.day());
    const stopWake = platform.app.onSystemWake(() => {
      forgetListCopy(api);
      useDeskClock.getState().woke();
      dayTurn.check();
      void sync?.reconcile('wake');
    });
    return () => {
      stopWake();
      dayTurn.stop();
    };
  }, [api, platform, sync, timers]);
}
