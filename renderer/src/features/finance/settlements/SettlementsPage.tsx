/**
 * Repasses (/financeiro/repasses, spec 03 §2.12): the settlements (weekly payouts of online
 * payments) with pagination and the result count; 'Ver pedidos' opens the drawer with the totals
 * and the orders behind a payout. The settlement date is shown at noon (no timezone shift).
 */
import { useState } from 'react';
import { centsToBRL, formatDay } from '../../../../../shared/finance/money';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import {
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  Pagination,
  useResource,
  type Column,
} from '../../../components/backoffice';
import '../finance.css';
import type { Settlement } from '../../../../../shared/api/finance';
import { fetchSettlements } from '../financeApi';
import { OldDataNotice } from '../OldDataNotice';
import { SettlementDrawer } from './SettlementDrawer';

export const SETTLEMENTS_PAGE_SIZE = 10;
export const NO_SETTLEMENTS = 'Nenhum repasse encontrado.';

export default function SettlementsPage() {
  const { api } = useServices();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Settlement | null>(null);
  const list = useResource(
    (signal) => fetchSettlements(api, page, SETTLEMENTS_PAGE_SIZE, signal),
    [api, page],
  );

  const columns: Column<Settlement>[] = [
    {
      id: 'receber',
      header: 'Total a receber',
      align: 'right',
      cell: (s) => <strong>{centsToBRL(s.merchant_split_value)}</strong>,
    },
    { id: 'data', header: 'Data', cell: (s) => formatDay(s.settlement_date) },
    {
      id: 'online',
      header: 'Total pagamento online',
      align: 'right',
      cell: (s) => centsToBRL(s.online_payment_value),
    },
    { id: 'taxa', header: 'Taxa', align: 'right', cell: (s) => centsToBRL(s.online_payment_tax_value) },
    { id: 'comissao', header: 'Comissao', align: 'right', cell: (s) => centsToBRL(s.commission_value) },
    { id: 'retido', header: 'Retido', align: 'right', cell: (s) => centsToBRL(s.retained_value) },
    {
      id: 'pedidos',
      header: 'Ver pedidos',
      headerHidden: true,
      align: 'right',
      cell: (s) => (
        <Button
          variant="secondary"
          className="fin-btn-sm"
          aria-label={`Ver pedidos do repasse de ${formatDay(s.settlement_date)}`}
          onClick={() => setOpen(s)}
        >
          Ver pedidos
        </Button>
      ),
    },
  ];

  let body;
  if (list.status === 'error') body = <ErrorState onRetry={list.reload} />;
  else if (!list.data) body = <LoadingState />;
  else if (list.data.rows.length === 0) body = <EmptyState message={NO_SETTLEMENTS} />;
  else
    body = (
      <div className="fin-stack" aria-busy={list.status === 'loading' || undefined}>
        <DataTable aria-label="Repasses" columns={columns} rows={list.data.rows} rowKey={(s) => s.id} />
        <Pagination
          label="Páginas de repasses"
          page={page}
          pageCount={Math.max(1, Math.ceil(list.data.total / SETTLEMENTS_PAGE_SIZE))}
          total={list.data.total}
          pageSize={SETTLEMENTS_PAGE_SIZE}
          onPageChange={setPage}
          numbers="window"
        />
      </div>
    );

  const count = list.data
    ? `${list.data.total} ${list.data.total === 1 ? 'resultado' : 'resultados'}`
    : undefined;
  return (
    <Page>
      <PageHeader
        title="Repasses"
        subtitle="Valores das vendas com pagamento online repassados à loja, já descontadas a taxa e a comissão."
      />
      <OldDataNotice />
      <Card title="Repasses" meta={count}>
        {body}
      </Card>
      {open ? <SettlementDrawer settlement={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
