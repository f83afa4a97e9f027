/**
 * The cash drawer for a cash order (issue 20 §4): with 'Abrir a gaveta ao imprimir ou entregar
 * pedido em dinheiro' on, printing a cash order from the desk or marking it Entregue pulses the
 * cashier printer's drawer (the host logs each pulse). The unattended automatic accept-and-print
 * does not: its own hint says no one is at the desk, and an open drawer with no one there is
 * what the option must never cause. A drawer that does not open is told, never blocking.
 */
import type { LiveOrder } from '../../../shared/api/live-order';
import { opensDrawerFor, type DrawerReason, type PrintOutcome } from '../../../shared/printing';
import { notify } from '../components/feedback/notify';
import type { Platform } from '../platform';

export async function openDrawerForCashOrder(
  platform: Pick<Platform, 'printing'>,
  order: Pick<LiveOrder, 'id_pedido' | 'pedidoObj'>,
  reason: Extract<DrawerReason, 'cash-print' | 'cash-delivered'>,
): Promise<PrintOutcome | null> {
  try {
    const { settings } = await platform.printing.getSettings();
    if (!opensDrawerFor(settings, order)) return null;
    const outcome = await platform.printing.openDrawer({ reason, orderId: order.id_pedido });
    if (!outcome.ok) notify.error(outcome.error, 6000);
    return outcome;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    notify.error(error, 6000);
    return { ok: false, error };
  }
}
