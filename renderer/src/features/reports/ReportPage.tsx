/**
 * Relatório (/relatorio, spec 03 §2.15): a dd/mm/yyyy range and 'Ver Relatório'; a doughnut,
 * the summary (cancelled, delivered split Online/Presencial, fees, discounts, Total Geral) and
 * the orders table. Printing prints the whole table under a header with the company's details,
 * through the browser's print (in the desktop app Electron shows the OS print dialog: printer or
 * PDF).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Banknote, CreditCard, Globe, Printer } from 'lucide-react';
import type { ReportOrderRow } from '../../../../shared/api/reports';
import { formatBRL, formatDateTime } from '../../../../shared/format';
import { dateTimeText, moneyColumn } from '../../report-kit/columns';
import { paymentKind, paymentName, reportStatusName } from '../../../../shared/reports/codes';
import { discountsShown, summarizeReport, type ReportSummary } from '../../../../shared/reports/summary';
import { Button } from '../../components/Button';
import {
  Card,
  DataTable,
  EmptyState,
  LoadingState,
  Page,
  PageHeader,
  type Column,
} from '../../components/backoffice';
import { useSession } from '../../stores/session';
import { useShop } from '../../stores/shop';
import { Doughnut } from './charts';
import { DateRangeFields } from '../../report-kit/DateRangeFields';
import { defaultRange } from '../../report-kit/useRangeQuery';
import { useReport } from './useReport';
import './reports.css';

const PAGE_SIZE = 50;

const PAYMENT_ICONS = { online: Globe, dinheiro: Banknote, cartao: CreditCard } as const;

function PaymentCell({ code }: { code: number }) {
  const Icon = PAYMENT_ICONS[paymentKind(code)];
  return (
    <span className="reports-payment">
      <Icon size={16} aria-hidden />
      {paymentName(code)}
    </span>
  );
}

const COLUMNS: Column<ReportOrderRow>[] = [
  { id: 'hash', header: 'Hash', cell: (r) => r.hash_pedido, sortValue: (r) => r.hash_pedido },
  { id: 'cliente', header: 'Cliente', cell: (r) => r.usuario_nome, sortValue: (r) => r.usuario_nome },
  { id: 'data', header: 'Data', cell: (r) => dateTimeText(r.data_criacao), sortValue: (r) => r.data_criacao },
  moneyColumn('produtos', 'Valor em Produtos', (r) => r.valor_pedido),
  moneyColumn('desconto', 'Desconto', (r) => r.valor_desconto),
  moneyColumn('taxa', 'Taxa Entrega', (r) => r.valor_taxa),
  {
    id: 'pagamento',
    header: 'Pagamento',
    cell: (r) => <PaymentCell code={r.pagamento} />,
    sortValue: (r) => paymentName(r.pagamento),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => reportStatusName(r.status),
    sortValue: (r) => reportStatusName(r.status),
  },
];

function SummaryTable({ summary }: { summary: ReportSummary }) {
  const line = (label: string, count: number | null, amount: number, strong = false) => (
    <tr className={strong ? 'reports-summary__total' : undefined}>
      <th scope="row">{label}</th>
      <td>{count ?? ''}</td>
      <td>{formatBRL(amount)}</td>
    </tr>
  );
  return (
    <table className="reports-summary">
      <caption className="bo-sr-only">Resumo do período</caption>
      <thead>
        <tr>
          <th scope="col">Descrição</th>
          <th scope="col">Quantidade</th>
          <th scope="col">Valor</th>
        </tr>
      </thead>
      <tbody>
        {line('Pedidos cancelados', summary.cancelled.count, summary.cancelled.amount)}
        {line('Pedidos entregues', summary.delivered.count, summary.delivered.amount)}
        {line('Entregues – Online', summary.deliveredOnline.count, summary.deliveredOnline.amount)}
        {line('Entregues – Presencial', summary.deliveredInPerson.count, summary.deliveredInPerson.amount)}
        {line('Taxas de entrega', null, summary.deliveryFees)}
        {line('Descontos', null, discountsShown(summary.discounts))}
        {line('Total Geral', null, summary.grandTotal, true)}
      </tbody>
    </table>
  );
}

function PrintHeader({ range }: { range: { start: string; end: string } }) {
  const user = useSession((s) => s.user);
  const store = useShop((s) => s.info);
  return (
    <header className="reports-print-header">
      <strong>{user?.company || store?.nome || ''}</strong>
      {store?.nome && store.nome !== user?.company ? <span>{store.nome}</span> : null}
      {user?.email ? <span>{user.email}</span> : null}
      {user?.telefones ? <span>{user.telefones}</span> : null}
      <span>
        Relatório de {range.start} a {range.end} — emitido em {formatDateTime(new Date())}
      </span>
    </header>
  );
}

export default function ReportPage() {
  const { range, setRange, errors, state, load } = useReport(defaultRange);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    void load(defaultRange());
  }, [load]);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    // Let the full table render before the print dialog takes its snapshot.
    const frame = requestAnimationFrame(() => {
      window.print();
      // Browsers without afterprint (or a print dialog that returns at once) still restore.
      setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  const summary = useMemo(
    () => (state.status === 'ready' ? summarizeReport(state.data.retorno) : null),
    [state],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load(range);
  };

  const ready = state.status === 'ready' ? state : null;

  return (
    <Page className={`reports-page ${printing ? 'reports-page--printing' : ''}`}>
      <PageHeader
        title="Relatório"
        subtitle="Pedidos, valores e formas de pagamento do período."
        actions={
          <Button
            variant="secondary"
            icon={<Printer size={18} aria-hidden />}
            disabled={!ready || ready.data.retorno.length === 0}
            onClick={() => setPrinting(true)}
          >
            Imprimir
          </Button>
        }
      />
      <Card title="Período">
        <form className="bo-toolbar reports-filter" onSubmit={submit} noValidate>
          <DateRangeFields value={range} onChange={setRange} errors={errors} />
          <Button type="submit" busy={state.status === 'loading'}>
            Ver Relatório
          </Button>
        </form>
      </Card>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'failed' || state.status === 'idle' ? (
        <EmptyState message="Escolha o período e clique em 'Ver Relatório'." />
      ) : null}
      {ready && summary ? (
        <>
          <PrintHeader range={ready.range} />
          <div className="reports-grid">
            <Card title="Pedidos do período" className="reports-no-print">
              <Doughnut
                title="Pedidos por situação e pagamento"
                data={[
                  { name: 'Entregues – Online', value: summary.deliveredOnline.count },
                  { name: 'Entregues – Presencial', value: summary.deliveredInPerson.count },
                  { name: 'Cancelados', value: summary.cancelled.count },
                ]}
              />
            </Card>
            <Card title="Resumo">
              <SummaryTable summary={summary} />
            </Card>
          </div>
          <Card title="Pedidos" meta={`${ready.data.retorno.length} pedidos`}>
            {printing ? (
              <DataTable
                aria-label="Pedidos"
                columns={COLUMNS}
                rows={ready.data.retorno}
                rowKey={(r) => r.hash_pedido + r.id_pedido}
              />
            ) : (
              <DataTable
                aria-label="Pedidos"
                columns={COLUMNS}
                rows={ready.data.retorno}
                rowKey={(r) => r.hash_pedido + r.id_pedido}
                pageSize={PAGE_SIZE}
                defaultSort={{ column: 'data', direction: 'asc' }}
                empty="Nenhum pedido no período."
              />
            )}
          </Card>
        </>
      ) : null}
    </Page>
  );
}
