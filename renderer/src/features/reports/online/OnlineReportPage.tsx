/**
 * Pagamento online/Relatório (/onlinepayment/report, spec 03 §2.17): online transactions before
 * 19 February 2025, by date range. The banner sends newer payouts to Financeiro > Repasses.
 * A refusal shows 'Erro!' with the server's message; an empty answer 'Atenção!' 'Nenhum registro
 * encontrado!' (03 §8).
 */
import { useEffect, type FormEvent } from 'react';
import { Info } from 'lucide-react';
import { dateTimeText, moneyColumn } from '../../../report-kit/columns';
import { Button } from '../../../components/Button';
import { dialogs } from '../../../components/feedback/dialogs';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
  LoadingState,
  Page,
  PageHeader,
  type BadgeTone,
  type Column,
} from '../../../components/backoffice';
import { useSession } from '../../../stores/session';
import { DateRangeFields, type DateRange } from '../../../report-kit/DateRangeFields';
import { useRangeQuery } from '../../../report-kit/useRangeQuery';
import { fetchOnlineTransactions, type OnlineTransaction } from './onlineReportsApi';
import '../reports.css';

export const NO_RECORDS = 'Nenhum registro encontrado!';
const INITIAL: DateRange = { start: '01/01/2025', end: '18/02/2025' };

export function transactionTone(status: string): BadgeTone {
  if (status === 'PAGO') return 'success';
  if (status === 'AGUARDANDO LOTE') return 'warning';
  return 'info';
}

const COLUMNS: Column<OnlineTransaction>[] = [
  { id: 'hash', header: 'Hash', cell: (t) => t.orderHash, sortValue: (t) => t.orderHash },
  {
    id: 'data',
    header: 'Data',
    cell: (t) => dateTimeText(t.transactionDate),
    sortValue: (t) => t.transactionDate,
  },
  moneyColumn('venda', 'Valor da venda', (t) => t.orderAmountTotal),
  moneyColumn('liquido', 'Valor líquido', (t) => t.finalEstablishment),
  { id: 'tipo', header: 'Tipo pgto', cell: (t) => t.paymentType, sortValue: (t) => t.paymentType },
  {
    id: 'status',
    header: 'Status',
    cell: (t) => <Badge tone={transactionTone(t.status)}>{t.status || '—'}</Badge>,
    sortValue: (t) => t.status,
  },
];

export default function OnlineReportPage() {
  const storeId = useSession((s) => s.user?.id_estabelecimento ?? '');
  const { range, setRange, errors, state, load } = useRangeQuery<OnlineTransaction[]>(INITIAL, {
    fetch: (api, startIso, endIso, signal) => fetchOnlineTransactions(api, startIso, endIso, storeId, signal),
    onRefused: (message) =>
      void dialogs.alert({ tone: 'error', message: message || 'Não foi possível carregar o relatório.' }),
    onLoaded: (rows) => {
      if (rows.length === 0) void dialogs.alert({ message: NO_RECORDS });
    },
  });

  useEffect(() => {
    void load(INITIAL);
  }, [load]);

  return (
    <Page className="reports-page">
      <PageHeader title="Pagamento online/Relatório" subtitle="Pedidos pagos online antes de 19/02/2025." />
      <div className="reports-banner" role="note">
        <Info size={20} aria-hidden />
        <p>
          Os repasses a partir de 19 de fevereiro de 2025 estão em <strong>Repasses</strong>, no menu{' '}
          <strong>Financeiro</strong>. Este relatório mostra os pedidos anteriores a essa data.
        </p>
        <a className="btn btn--secondary btn--md" href="#/financeiro/repasses">
          Ver novos repasses
        </a>
      </div>
      <Card title="Período">
        <form
          className="bo-toolbar reports-filter"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void load(range);
          }}
          noValidate
        >
          <DateRangeFields value={range} onChange={setRange} errors={errors} />
          <Button type="submit" busy={state.status === 'loading'}>
            Filtrar
          </Button>
        </form>
      </Card>
      <Card
        title="Transações"
        meta={state.status === 'ready' ? `${state.data.length} transações` : undefined}
      >
        {state.status === 'loading' ? <LoadingState /> : null}
        {state.status === 'failed' || state.status === 'idle' ? <EmptyState message={NO_RECORDS} /> : null}
        {state.status === 'ready' ? (
          <DataTable
            aria-label="Transações"
            columns={COLUMNS}
            rows={state.data}
            rowKey={(t) => `${t.orderHash}${t.transactionDate}`}
            pageSize={50}
            empty={NO_RECORDS}
          />
        ) : null}
      </Card>
    </Page>
  );
}
