/**
 * On an order's row: 'Aguardando impressora' with the printer's problem while the ticket that
 * makes it Impresso waits, or a production printer's problem once it is out (issue 32 §4). The
 * badge shows only when there is something to say. The words come from the list
 * (usePrintWaitTexts, once per queue change), so a row subscribes to nothing.
 */
import { useMemo } from 'react';
import { Printer } from 'lucide-react';
import { printWaitTexts } from '../../../shared/order-print-state';
import { usePrintQueue } from './printQueueStore';
import './printWait.css';

/** Each order's words, computed once per change of the queue for the whole list. */
export function usePrintWaitTexts(): ReadonlyMap<string, string> {
  const queue = usePrintQueue((s) => s.queue);
  return useMemo(() => printWaitTexts(queue), [queue]);
}

export function PrintWaitBadge({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <span className="badge badge--print-wait" title={text}>
      <Printer aria-hidden size={13} />
      {text}
    </span>
  );
}
