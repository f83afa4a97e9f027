import { useEffect } from 'react';
import { useServices } from '../../../services/services';
import { useShop } from '../../../stores/shop';

/**
 * Tells main each time the store is seen to open or close (the header switch, getLoja, the store
 * socket's 'loja' event all land in the shop's `fechado`), and once when it is first known: the
 * station numbers count per business day, which starts at the store's first opening of the day
 * (issue 33 §1, main/printing/business-day.ts).
 */
export function useStoreOpenReport(): void {
  const { platform } = useServices();
  const fechado = useShop((s) => s.info?.fechado);
  useEffect(() => {
    if (fechado === undefined) return;
    platform.printing.storeOpenChanged(fechado === 'N');
  }, [platform, fechado]);
}
