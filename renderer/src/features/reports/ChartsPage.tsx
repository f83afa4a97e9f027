/**
 * Gráficos (/relatorio/graficos, spec 03 §2.16): a period select (whole period, 7, 30, 60, 90
 * days or custom dates) and 'Filtrar'; four charts: weekday bars, favourites doughnut,
 * neighbourhoods horizontal bars, payment-method doughnut. A refusal shows 'Atenção!' with the
 * server's message and clears every chart (03 §8).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  PERIOD_OPTIONS,
  checkRange,
  isPeriodValue,
  toIsoDay,
  type PeriodValue,
} from '../../../../shared/reports/dates';
import { paymentName } from '../../../../shared/reports/codes';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { dialogs } from '../../components/feedback/dialogs';
import { Card, EmptyState, LoadingState, Page, PageHeader, SelectField } from '../../components/backoffice';
import { fetchPanelCharts, type PanelCharts } from './api';
import { Bars, Doughnut, type Slice } from './charts';
import { DateRangeFields, type DateRange } from './DateRangeFields';
import { lastDaysRange } from './useReport';
import './reports.css';

type State = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; charts: PanelCharts };

/** Payment codes grouped by their name (several online codes are one 'Online' slice). */
function paymentSlices(list: PanelCharts['formaPagamento']): Slice[] {
  const byName = new Map<string, number>();
  for (const p of list)
    byName.set(paymentName(p.pagamento), (byName.get(paymentName(p.pagamento)) ?? 0) + p.qtde);
  return [...byName].map(([name, value]) => ({ name, value }));
}

export default function ChartsPage() {
  const { api } = useServices();
  const [period, setPeriod] = useState<PeriodValue>('30');
  const [range, setRange] = useState<DateRange>(lastDaysRange(30));
  const [errors, setErrors] = useState<{ start?: string | null; end?: string | null }>({});
  const [state, setState] = useState<State>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(
    async (p: PeriodValue, r: DateRange) => {
      let dates: { startIso: string; endIso: string } | null = null;
      if (p === 'PP') {
        const check = checkRange(r.start, r.end);
        if (!check.ok) {
          setErrors({ [check.field]: check.message });
          return;
        }
        dates = { startIso: toIsoDay(check.start), endIso: toIsoDay(check.end) };
      }
      setErrors({});
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ status: 'loading' });
      try {
        const res = await fetchPanelCharts(api, p, dates, controller.signal);
        if (controller.signal.aborted) return;
        if (res.ok) setState({ status: 'ready', charts: res.data });
        else {
          setState({ status: 'failed' });
          void dialogs.alert({ message: res.message || 'Não foi possível carregar os gráficos.' });
        }
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    },
    [api],
  );

  useEffect(() => {
    void load('30', lastDaysRange(30));
    return () => abort.current?.abort();
  }, [load]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load(period, range);
  };

  const charts = state.status === 'ready' ? state.charts : null;

  return (
    <Page className="reports-page">
      <PageHeader
        title="Gráficos"
        subtitle="Resumo da operação por dia da semana, produtos, bairros e pagamentos."
      />
      <Card title="Período">
        <form className="bo-toolbar reports-filter" onSubmit={submit} noValidate>
          <SelectField
            label="Período"
            value={period}
            onChange={(v: string) => {
              if (isPeriodValue(v)) setPeriod(v);
            }}
            options={PERIOD_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          />
          {period === 'PP' ? <DateRangeFields value={range} onChange={setRange} errors={errors} /> : null}
          <Button type="submit" busy={state.status === 'loading'}>
            Filtrar
          </Button>
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
