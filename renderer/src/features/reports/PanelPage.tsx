/**
 * Painel (/painel, spec 03 §2.19): a date range and 'Ver Painel'; the cards (Pedidos Totais,
 * Pedidos Cancelados, Cupons, Taxa de Entrega, Ticket Médio, ROI, Novos Usuários with its
 * doughnut) and the orders-per-day line, from the general report's orders (03 §9 formulas).
 */
import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { formatBRL, formatDate, parseApiDate } from '../../../../shared/format';
import { panelFigures } from '../../../../shared/reports/summary';
import { Button } from '../../components/Button';
import { Card, EmptyState, LoadingState, Page, PageHeader } from '../../components/backoffice';
import { DailyLine, Doughnut } from './charts';
import { DateRangeFields } from '../../report-kit/DateRangeFields';
import { lastDaysRange } from '../../report-kit/useRangeQuery';
import { useReport } from './useReport';
import './reports.css';

const number = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Stat({ label, value, extra }: { label: string; value: ReactNode; extra?: ReactNode }) {
  return (
    <div className="reports-stat">
      <dt>{label}</dt>
      <dd>
        {value}
        {extra ? <span className="reports-stat__extra"> {extra}</span> : null}
      </dd>
    </div>
  );
}

const last30Days = (now: Date) => lastDaysRange(30, now);

export default function PanelPage() {
  const { range, setRange, errors, state, load } = useReport(last30Days);

  useEffect(() => {
    void load(lastDaysRange(30));
  }, [load]);

  const ready = state.status === 'ready' ? state : null;
  const figures = useMemo(() => (ready ? panelFigures(ready.data.retorno) : null), [ready]);
  const perDay = useMemo(
    () =>
      (ready?.data.grafico ?? []).map((d) => {
        const date = parseApiDate(d.data_criacao);
        return { name: date ? formatDate(date).slice(0, 5) : d.data_criacao, value: d.qtde };
      }),
    [ready],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load(range);
  };

  return (
    <Page className="reports-page">
      <PageHeader title="Painel" subtitle="Indicadores de pedidos, cupons, entregas e clientes do período." />
      <Card title="Período">
        <form className="bo-toolbar reports-filter" onSubmit={submit} noValidate>
          <DateRangeFields value={range} onChange={setRange} errors={errors} />
          <Button type="submit" busy={state.status === 'loading'}>
            Ver Painel
          </Button>
        </form>
      </Card>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'failed' || state.status === 'idle' ? (
        <EmptyState message="Escolha o período e clique em 'Ver Painel'." />
      ) : null}
      {ready && figures ? (
        <>
          <section aria-label="Indicadores do período">
            <dl className="reports-cards">
              <Stat label="Pedidos Totais" value={number.format(figures.totalOrders)} />
              <Stat label="Pedidos Cancelados" value={number.format(figures.cancelledOrders)} />
              <Stat label="Cupons" value={number.format(figures.coupons)} />
              <Stat
                label="Taxa de Entrega"
                value={number.format(figures.deliveryFeeCount)}
                extra={`(${formatBRL(figures.deliveryFeeAmount)})`}
              />
              <Stat label="Ticket Médio" value={formatBRL(figures.averageTicket)} />
              <Stat label="ROI" value={decimal.format(figures.roi)} />
              <Stat
                label="Novos Usuários"
                value={number.format(figures.newUsers)}
                extra={`de ${number.format(figures.newUsers + figures.recurringUsers)}`}
              />
            </dl>
          </section>
          <div className="reports-grid">
            <Card title="Novos Usuários">
              <Doughnut
                title="Novos e recorrentes"
                data={[
                  { name: 'Novos', value: figures.newUsers },
                  { name: 'Recorrentes', value: figures.recurringUsers },
                ]}
              />
            </Card>
            <Card title="Pedidos por dia">
              <DailyLine title="Pedidos por dia" data={perDay} />
            </Card>
          </div>
        </>
      ) : null}
    </Page>
  );
}
