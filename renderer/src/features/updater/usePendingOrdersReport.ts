import { useEffect } from 'react';
import { useServices } from '../../services/services';
import { countPending, useOrders } from '../../stores/orders';

/**
 * Tells the host how many orders wait for acceptance (status PP) whenever the count changes: a
 * downloaded update installs only when there are none. Leaving the logged-in shell reports none.
 */
export function usePendingOrdersReport(): void {
  const { platform } = useServices();
  const pending = useOrders((s) => countPending(s.entries));
  const loaded = useOrders((s) => s.listTicket > 0);
  useEffect(() => {
    if (loaded) platform.updater.reportPendingOrders(pending);
  }, [platform, pending, loaded]);
  useEffect(() => () => platform.updater.reportPendingOrders(0), [platform]);
}
