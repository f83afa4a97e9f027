/**
 * How a waiting action is named to staff and in the log (issue 36 §1): by the button that made it
 * ('Aceitar #48213', 'Enviar #48190'), the store switch, or the estimate preset.
 */
import type { OutboxAction, OutboxEntry } from '../../../shared/offline';
import { ACTION_TARGET_STATUS, ORDER_ACTION_LABELS, type OrderActionId } from '../../../shared/order-actions';
import { orderStatusLabel } from '../../../shared/order-status';

/** PI is Imprimir's (it only records that the ticket came out); the rest by their target status. */
const BUTTON_BY_STATUS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(ACTION_TARGET_STATUS).map(
    ([action, status]) => [status, ORDER_ACTION_LABELS[action as OrderActionId]] as const,
  ),
  ['PI', ORDER_ACTION_LABELS.print],
]);

export function outboxActionLabel(action: OutboxAction): string {
  switch (action.kind) {
    case 'status':
      return `${BUTTON_BY_STATUS.get(action.to) ?? orderStatusLabel(action.to)} #${action.idPedido}`;
    case 'store-open':
      return action.open ? 'Abrir a loja' : 'Fechar a loja';
    case 'delivery-time':
      return `Previsão de entrega ${action.min} a ${action.max} min`;
  }
}

/** '2 ações aguardando conexão: Aceitar #48213, Enviar #48190'; '' when none wait. */
export function waitingSummary(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) return '';
  const count =
    entries.length === 1 ? '1 ação aguardando conexão' : `${entries.length} ações aguardando conexão`;
  return `${count}: ${entries.map((e) => outboxActionLabel(e.action)).join(', ')}`;
}
