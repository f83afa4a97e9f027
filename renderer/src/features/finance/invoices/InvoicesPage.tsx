/**
 * Faturas (/financeiro/faturas, spec 03 §2.13): new invoices page by page, legacy invoices after
 * them on the last page (or alone); balance type (accumulated invoices show 0 and the line carried
 * to the next one); PDF, tax notes and Pay. 404 is "no invoices"; other failures, the error state.
 */
import { useState } from 'react';
import { CreditCard, Download } from 'lucide-react';
import { invoiceTableRows, type InvoiceRow } from '../../../../../shared/finance/invoices';
import { useServices } from '../../../services/services';
import {
  Badge,
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
import { ExternalLink } from '../ExternalLink';
import '../finance.css';
import { fetchInvoicePage, fetchLegacyInvoices } from './invoicesApi';
import { NotesMenu } from './NotesMenu';

export const INVOICES_EMPTY_TITLE = 'Nada por aqui';
export const INVOICES_EMPTY = 'Nenhuma fatura para listar.';
export const INVOICES_ERROR_TITLE = 'Nao foi possivel listar as faturas';
export const INVOICES_ERROR = 'Tente recarregar a pagina e se o problema persistir, contate o suporte.';

const columns: Column<InvoiceRow>[] = [
  { id: 'id', header: 'ID', cell: (r) => <span className="fin-mono">{r.id}</span> },
  { id: 'periodo', header: 'Período', cell: (r) => r.period, width: '200px' },
  {
    id: 'valor',
    header: 'Valor',
    align: 'right',
    cell: (r) => (
      <span className="fin-value">
        <span>{r.value}</span>
        {r.carry ? (
          <span className="fin-carry">
            {r.carry.label}: <strong>{r.carry.value}</strong>
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'vencimento',
    header: 'Vencimento',
    width: '130px',
    cell: (r) => <span className="fin-nowrap">{r.due}</span>,
  },
  { id: 'status', header: 'Status', cell: (r) => <Badge tone={r.status.tone}>{r.status.label}</Badge> },
  {
    id: 'acoes',
    header: 'Ações',
    align: 'right',
    cell: (r) => (
      <span className="fin-actions">
        {r.pdf ? (
          <ExternalLink
            href={r.pdf}
            label={`PDF da fatura ${r.id}`}
            className="btn btn--secondary fin-btn-sm"
          >
            <Download size={16} aria-hidden />
            PDF
          </ExternalLink>
        ) : null}
        <NotesMenu row={r} />
        {r.pay ? (
          <ExternalLink href={r.pay} label={`Pagar a fatura ${r.id}`} className="btn btn--primary fin-btn-sm">
            <CreditCard size={16} aria-hidden />
            Pagar
          </ExternalLink>
        ) : null}
      </span>
    ),
  },
];

export default function InvoicesPage() {
  const { api } = useServices();
  const [page, setPage] = useState(1);
  const resource = useResource(
    async (signal) => {
      const [current, legacy] = await Promise.all([
        fetchInvoicePage(api, page, signal),
        fetchLegacyInvoices(api, signal),
      ]);
      return { ...current, rows: invoiceTableRows(page, current.lastPage, current.invoices, legacy) };
    },
    [api, page],
  );

  let body;
  if (resource.status === 'error') {
    body = (
      <ErrorState
        message={
          <>
            <strong className="fin-state-title">{INVOICES_ERROR_TITLE}</strong>
            <br />
            {INVOICES_ERROR}
          </>
        }
        onRetry={resource.reload}
      />
    );
  } else if (!resource.data) {
    body = <LoadingState />;
  } else if (resource.data.rows.length === 0) {
    body = <EmptyState title={INVOICES_EMPTY_TITLE} message={INVOICES_EMPTY} />;
  } else {
    body = (
      <div aria-busy={resource.status === 'loading' || undefined} className="fin-stack">
        <DataTable aria-label="Faturas" columns={columns} rows={resource.data.rows} rowKey={(r) => r.key} />
        {resource.data.lastPage > 1 ? (
          <Pagination
            label="Páginas de faturas"
            page={page}
            pageCount={resource.data.lastPage}
            onPageChange={setPage}
            numbers="window"
          />
        ) : null}
      </div>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Faturas"
        subtitle="Faturas da loja com a plataforma: valores, vencimentos e notas fiscais."
      />
      <Card title="Faturas">{body}</Card>
    </Page>
  );
}
