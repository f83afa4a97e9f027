/**
 * Imprimir on an order (spec 01 §4): the tickets go to the host (main's journal on the desktop,
 * the local print module on the web), and an order in PP or PA then moves to PI through the
 * desk's status path once its ticket is out (issue 32 §4: the cashier ticket, confirmed or sent
 * to a printer that cannot confirm; while it waits, the row says 'Aguardando impressora'). Printing an order the host already printed asks before printing it again
 * (marked REIMPRESSÃO). Errors are the spec's texts (01 §8); with no printer at all the
 * 'choose default printer' modal opens after the message.
 */
import { PRINT_MESSAGES, type PrintOrderOutcome } from '../../../shared/printing';
import type { ApiClient } from '../api/http';
import type { LiveOrder } from '../../../shared/api/live-order';
import { dialogs } from '../components/feedback/dialogs';
import { notify } from '../components/feedback/notify';
import type { Platform } from '../platform';
import type { OrdersSync } from '../realtime/ordersSync';
import { useOrders } from '../stores/orders';
import { useSession } from '../stores/session';
import { runStatusChange } from '../orders-live/useOrderCommands';
import { openDrawerForCashOrder } from './cashDrawer';
import { printCategories } from './categories';
import { useDefaultPrinterModal } from './defaultPrinterStore';
import { whenTicketOut } from './ticketOut';

const PRINT_SENT_MESSAGE = 'Pedido enviado para impressão';
const REPRINT_TITLE = 'Reimprimir pedido?';
/** Printing moves these to PI; an order further along is never moved back (01 §4). */
const PRINT_SETS_PI: readonly string[] = ['PP', 'PA'];

function skippedMessage(names: readonly string[]): string {
  return `Sem impressora de produção para: ${names.join(', ')}. Configure em Impressoras.`;
}

/** Shows a failed print the way the spec says; the no-printer case then offers the modal. */
async function reportPrintError(error: string): Promise<void> {
  await dialogs.alert({ tone: 'error', message: error, key: `print-error:${error}` });
  if (error === PRINT_MESSAGES.noPrinter) useDefaultPrinterModal.getState().show();
}

export interface PrintDeps {
  platform: Pick<Platform, 'printing'>;
  api: ApiClient;
  sync: Pick<OrdersSync, 'refreshOrder'> | null;
}

/** Orders being printed from the desk, so a double click cannot ask twice. */
const printing = new Set<string>();

interface Sent {
  outcome: PrintOrderOutcome;
  /** The host printed it for the first time (a reprint collects no cash: no drawer). */
  firstPrint: boolean;
}

async function sendToPrinter(deps: PrintDeps, order: LiveOrder): Promise<Sent | null> {
  const categories = await printCategories(deps.api);
  const first = await deps.platform.printing.printOrder(order, { categories });
  if (!first.ok || first.queued > 0) return { outcome: first, firstPrint: first.ok };
  useOrders.getState().setBusy(order.id_pedido, null);
  const again = await dialogs.confirm({
    title: REPRINT_TITLE,
    message: `O pedido #${order.id_pedido} já foi impresso. A nova via sai marcada como REIMPRESSÃO.`,
    confirmLabel: 'Reimprimir',
  });
  if (!again) return null;
  useOrders.getState().setBusy(order.id_pedido, 'print');
  const outcome = await deps.platform.printing.printOrder(order, { reprint: true, categories });
  return { outcome, firstPrint: false };
}

export async function printFromDesk(deps: PrintDeps, order: LiveOrder): Promise<PrintOrderOutcome | null> {
  const id = order.id_pedido;
  if (printing.has(id) || useOrders.getState().busy[id] !== undefined) return null;
  printing.add(id);
  useOrders.getState().setBusy(id, 'print');
  let sent: Sent | null;
  try {
    sent = await sendToPrinter(deps, order);
  } catch (err) {
    const error = err instanceof Error ? err.message : PRINT_MESSAGES.moduleError;
    sent = { outcome: { ok: false, error }, firstPrint: false };
  } finally {
    printing.delete(id);
    useOrders.getState().setBusy(id, null);
  }
  if (!sent) return null;
  const { outcome } = sent;
  if (!outcome.ok) {
    await reportPrintError(outcome.error);
    return outcome;
  }
  notify.success(PRINT_SENT_MESSAGE);
  if (sent.firstPrint) await openDrawerForCashOrder(deps.platform, order, 'cash-print');
  if (outcome.skippedCategories.length > 0) notify.info(skippedMessage(outcome.skippedCategories), 8000);
  const session = useSession.getState().user;
  const moveToPrinted = async (out: boolean) => {
    // Abandoned (logout, discarded, parked), or another session since: the order stays as it is.
    if (!out || useSession.getState().user !== session) return;
    // The status as it is now (the list may have moved on while printing), not when clicked.
    const current = useOrders.getState().entries.get(id)?.order ?? order;
    if (!PRINT_SETS_PI.includes(current.status)) return;
    await runStatusChange({
      api: deps.api,
      sync: deps.sync,
      order: current,
      action: 'print',
      newStatus: 'PI',
    });
  };
  // When the paper is out (usually a moment after it was queued; hours if the roll ran out):
  // nothing waits on it here, the row says 'Aguardando impressora' meanwhile. The wait ends
  // with the session (ticketOut.ts), and a PI is never sent for a session that is not this one.
  void whenTicketOut(id, outcome.queued > 0)
    .then(moveToPrinted)
    .catch(() => undefined);
  return outcome;
}
