import { useCallback } from 'react';
import type { LiveOrder } from '../../../shared/api/live-order';
import { useServices } from '../services/services';
import { useOrdersSyncContext } from '../orders-live/useOrdersLive';
import { printFromDesk } from './printCommand';

/** Imprimir for the orders desk (see printCommand). */
export function usePrintOrder() {
  const { platform, api } = useServices();
  const sync = useOrdersSyncContext();
  return useCallback(
    (order: LiveOrder) => printFromDesk({ platform, api, sync }, order),
    [platform, api, sync],
  );
}
