/**
 * The orders desk with the printing feature's top-bar buttons. Neither feature imports the
 * other: app/ composes them, as it composes the shell.
 */
import OrdersPage from '../../features/orders/OrdersPage';
import {
  DaySummaryButton,
  OpenDrawerButton,
  PrintQueueButton,
  PrintSettingsButton,
} from '../../features/printing/orders/PrinterButtons';

export default function OrdersScreen() {
  return (
    <OrdersPage
      printerButtons={
        <>
          <PrintSettingsButton />
          <PrintQueueButton />
          <OpenDrawerButton />
          <DaySummaryButton />
        </>
      }
    />
  );
}
