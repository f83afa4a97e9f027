import { useState } from 'react';
import { formatDay, centsToBRL } from '../../../../../shared/finance/money';
import type { OrderGroup } from '../../../../../shared/finance/transactions';
import { useServices } from '../../../services/services';
import {
  Card,
  DataTable,
  DateRangeInputs,
  EmptyState,
  ErrorState,
  LoadingState,
  Pagination,
  useResource,
  type Column,
} from '../../../components/backoffice';
import { fetchGroupedPage, type Generation } from '../financeApi';
import { FilterForm } from '../FilterForm';

const NO_TRANSACTIONS =
  'Nenhum transacao encontrada. Pesquise em outro periodo financeiro ou tente novamente mais tarde.';
/** Order-transaction page size in the overview (03 §9). */
const OVERVIEW_PAGE_SIZE = 15;

const time = (s: string) => /\d{2}:\d{2}/.exec(s)?.[0] ?? '';

export const groupColumns: Column<OrderGroup>[] = [
  { id: 'pedido', header: 'Pedido', cell: (g) => `#${g.hash}` },
  { id: 'data', header: 'Data', cell: (g) => `${formatDay(g.orderCreatedAt)} ${time(g.orderCreatedAt)}` },
  { id: 'tipo', header: 'Pagamento', cell: (g) => g.paymentTypes.join(', ') },
  { id: 'subtotal', header: 'Subtotal', align: 'right', cell: (g) => centsToBRL(g.subtotal) },
  { id: 'entrega', header: 'Taxa de entrega', align: 'right', cell: (g) => centsToBRL(g.delivery) },
  { id: 'total', header: 'Total', align: 'right', cell: (g) => centsToBRL(g.total) },
  { id: 'online', header: 'Pag. online', align: 'right', cell: (g) => centsToBRL(g.online) },
  { id: 'comissao', header: 'Comissão', align: 'right', cell: (g) => centsToBRL(g.commission) },
  { id: 'saldo', header: 'Saldo', align: 'right', cell: (g) => centsToBRL(g.nett) },
];

interface Filter {
  start: string;
  end: string;
}

export function TransactionsCard({
  generation,
  periodId,
  min,
  max,
}: {
  generation: Generation;
  periodId: string;
  min: string;
  max: string;
}) {
  const { api } = useServices();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Filter>({ start: '', end: '' });
  const [filter, setFilter] = useState<Filter>({ start: '', end: '' });
  const [error, setError] = useState<string | null>(null);

  const tx = useResource(
    (signal) =>
      fetchGroupedPage(
        api,
        generation,
        {
          page,
          perPage: OVERVIEW_PAGE_SIZE,
          financialPeriodId: periodId,
          processedAtStart: filter.start ? `${filter.start} 00:00:00` : undefined,
          processedAtEnd: filter.end ? `${filter.end} 23:59:59` : undefined,
        },
        signal,
      ),
    [api, generation, periodId, page, filter],
  );

  function apply() {
    const outside = (d: string) => d !== '' && ((min && d < min) || (max && d > max));
    if (outside(draft.start) || outside(draft.end)) {
      setError('As datas devem estar dentro do período financeiro selecionado.');
      return;
    }
    if (draft.start && draft.end && draft.end < draft.start) {
      setError('A data final não pode ser anterior à data inicial.');
      return;
    }
    setError(null);
    setPage(1);
    setFilter(draft);
  }

  let body;
  if (tx.status === 'error') body = <ErrorState onRetry={tx.reload} />;
  else if (!tx.data) body = <LoadingState />;
  else if (tx.data.groups.length === 0) body = <EmptyState message={NO_TRANSACTIONS} />;
  else {
    const { groups, pageSize } = tx.data;
    const pageCount = Math.max(1, Math.ceil(tx.data.total / pageSize));
    body = (
      <div className="fin-stack" aria-busy={tx.status === 'loading' || undefined}>
        <DataTable
          aria-label="Transações por pedido"
          columns={groupColumns}
          rows={groups}
          rowKey={(g) => g.hash}
        />
        <Pagination
          label="Páginas de transações"
          page={page}
          pageCount={pageCount}
          total={tx.data.total}
          pageSize={pageSize}
          onPageChange={setPage}
          numbers="window"
        />
      </div>
    );
  }

  const count = tx.data ? `${tx.data.total} ${tx.data.total === 1 ? 'resultado' : 'resultados'}` : undefined;
  return (
    <Card title="Transações do período" meta={count}>
      <FilterForm onApply={apply} error={error}>
        <DateRangeInputs
          className="fin-date"
          value={{ start: draft.start || null, end: draft.end || null }}
          onChange={({ start, end }) => setDraft({ start: start ?? '', end: end ?? '' })}
        />
      </FilterForm>
      {body}
    </Card>
  );
}
