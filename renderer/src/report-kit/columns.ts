/** Table cells the report screens (Relatório, Pagamento online/Relatório, Avaliações) share. */
import { formatBRL, formatDateTime, parseApiDate } from '../../../shared/format';
import type { Column } from '../components/backoffice';

/** A platform date-time as 'dd/mm/aaaa HH:mm', or the text as it came when it is not one. */
export function dateTimeText(text: string): string {
  const d = parseApiDate(text);
  return d ? formatDateTime(d) : text;
}

/** A BRL amount column, right-aligned and sortable by the amount. */
export function moneyColumn<T>(id: string, header: string, amount: (row: T) => number): Column<T> {
  return { id, header, cell: (row) => formatBRL(amount(row)), sortValue: amount, align: 'right' };
}
