/**
 * The printing parts that live as long as the logged-in shell, whatever the route: the
 * automatic accept and print, the live print queue, and the printing dialogs any screen (or the
 * printer alert banner, or the header's store switch) may open.
 */
import { useServices } from '../../../services/services';
import type { OrdersSync } from '../../../realtime/ordersSync';
import { useAutoAccept } from '../auto-accept/useAutoAccept';
import { PrintQueueDialog } from '../queue/PrintQueueDialog';
import { usePrintQueueFeed } from '../../../order-printing/printQueueStore';
import { useSlipWatch } from '../../../order-printing/slipWatch';
import { DaySummaryDialog } from '../day-summary/DaySummaryDialog';
import { DefaultPrinterModal } from './DefaultPrinterModal';
import { FirstRunHost } from '../first-run/FirstRunHost';
import { useKitchenProgress } from '../../../kitchen/desk/useKitchenProgress';
import { kitchenOf } from '../../../platform/kitchen';
import '../printing.css';

export function PrintingShell({ sync }: { sync: OrdersSync | null }) {
  const { platform, api } = useServices();
  useAutoAccept(sync);
  useKitchenProgress(kitchenOf(platform), api, sync);
  usePrintQueueFeed(platform);
  useSlipWatch(platform);
  return (
    <>
      <PrintQueueDialog />
      <DefaultPrinterModal />
      <DaySummaryDialog />
      <FirstRunHost />
    </>
  );
}
