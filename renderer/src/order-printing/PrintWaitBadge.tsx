/**
 * On an order's row: 'Aguardando impressora' with the printer's problem while the ticket that
 * makes it Impresso waits, or a production printer's problem once it is out (issue 32 §4). The
 * badge shows only when there is something to say.
 */
import { Printer } from 'lucide-react';
import { orderTicketState, printWaitText } from '../../../shared/order-print-state';
import { usePrintQueue } from './printQueueStore';
import './printWait.css';

export function PrintWaitBadge({ idPedido }: { idPedido: string }) {
  const text = usePrintQueue((s) =>
    s.queue ? printWaitText(orderTicketState(s.queue, idPedido)) : undefined,
  );
  if (!text) return null;
  return (
    <span className="badge badge--print-wait" title={text}>
      <Printer aria-hidden size={13} />
      {text}
    </span>
  );
}
