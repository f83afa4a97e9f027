/**
 * Gráficos (/relatorio/graficos, spec 03 §2.16): a period select (whole period, 7, 30, 60, 90
 * days or custom dates) and 'Filtrar'; four charts: weekday bars, favourites doughnut,
 * neighbourhoods horizontal bars, payment-method doughnut. A refusal shows 'Atenção!' with the
 * server's message and clears every chart (03 §8).
 */
import { useEffect } from 'react';
import { paymentName } from '../../../../shared/reports/codes';
import { dialogs } from '../../components/feedback/dialogs';
import { Card, EmptyState, LoadingState, Page, PageHeader } from '../../components/backoffice';
import { fetchPanelCharts, type PanelCharts } from './reportsApi';
import { Bars, Doughnut, type Slice } from './charts';
import { PeriodFields } from '../../report-kit/PeriodFields';
import { lastDaysRange, usePeriodQuery } from '../../report-kit/useRangeQuery';
import './reports.css';

/** Payment codes grouped by their name (several online codes are one 'Online' slice). */
function paymentSlices(list: PanelCharts['formaPagamento']): Slice[] {
  const byName = new Map<string, number>();
  for (const p of list)
    byName.set(paymentName(p.pagamento), (byName.get(paymentName(p.pagamento)) ?? 0) + p.qtde);
  return [...byName].map(([name, value]) => ({ name, value }));
}

export default function ChartsPage() {
  const query = usePeriodQuery<PanelCharts>(
    { period: '30', range: lastDaysRange(30) },
    {
      fetch: fetchPanelCharts,
      onRefused: (message) =>
        void dialogs.alert({ message: message || 'Não foi possível carregar os gráficos.' }),
      today: (now) => lastDaysRange(30, now),
    },
  );
  const { load, state } = query;

  useEffect(() => {
    void load('30', lastDaysRange(30));
  }, [load]);

  const charts = state.status === 'ready' ? state.data : null;

  return (
    <Page className="reports-page">
      <PageHeader
        title="Gráficos"
        subtitle="Resumo da operação por dia da semana, produtos, bairros e pagamentos."
      />
      <Card title="Período">
        <form className="bo-toolbar reports-filter" onSubmit={query.submit} noValidate>
          <PeriodFields {...query} busy={state.status === 'loading'} />
        </form>
      </Card>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'failed' || state.status === 'idle' ? (
        <EmptyState message="Escolha o período e clique em 'Filtrar'." />
      ) : null}
      {charts ? (
        <div className="reports-grid">
          <Card title="Resumo da operação">
            <Bars
              title="Pedidos por dia da semana"
              data={charts.diaSemana.map((d) => ({ name: d.dia, value: d.qtde }))}
            />
          </Card>
          <Card title="Favoritos">
            <Doughnut
              title="Produtos mais pedidos"
              data={charts.obj.map((o) => ({ name: o.nome, value: o.contagem_vezes }))}
            />
          </Card>
          <Card title="Bairros">
            <Bars
              horizontal
              title="Bairros com mais pedidos"
              data={charts.pedidoBairro.map((b) => ({ name: b.nome_bairro, value: b.qtde }))}
            />
          </Card>
          <Card title="Formas de pagamento">
            <Doughnut title="Pedidos por forma de pagamento" data={paymentSlices(charts.formaPagamento)} />
          </Card>
        </div>
      ) : null}
    </Page>
  );
}
