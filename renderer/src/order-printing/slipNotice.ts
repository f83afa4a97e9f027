/**
 * 'Cancelamento impresso na Cozinha' (issue 33 §2): which stations printed an order's CANCELADO
 * or ALTERADO slip today, read from the print queue the shell keeps live.
 */
import { slipPrintedText } from '../../../shared/print-stations';
import type { PrintQueue } from '../../../shared/printing';
import { usePrintQueue } from './printQueueStore';

export function slipNotices(queue: PrintQueue | null, orderId: string): string[] {
  if (!queue) return [];
  const out: string[] = [];
  for (const kind of ['cancel', 'change'] as const) {
    const stations = [
      ...new Set(
        queue.printedToday.filter((j) => j.orderId === orderId && j.kind === kind).map((j) => j.printerName),
      ),
    ];
    if (stations.length > 0) out.push(slipPrintedText(kind, stations));
  }
  return out;
}

export function useSlipNotices(orderId: string): string[] {
  const queue = usePrintQueue((s) => s.queue);
  return slipNotices(queue, orderId);
}
