/**
 * Visão geral (/financeiro/visao-geral, spec 03 §2.11): a period select labelled by month, the
 * 'Total vendido' and 'Comissao' cards (cents / 100), the period's invoice documents, 'Ver
 * repasses', and the order transactions grouped by order with date filters kept inside the
 * period, 15 per page with the result count.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { periodLabel, centsToBRL, dayParts } from '../../../../../shared/finance/money';
import { useServices } from '../../../services/services';
import { platformCallsOf } from '../../../../../shared/config';
import { Button } from '../../../components/Button';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  SelectField,
  useResource,
} from '../../../components/backoffice';
import { ExternalLink } from '../ExternalLink';
import '../finance.css';
import { fetchPeriods, fetchSummary } from '../financeApi';
import { OldDataNotice } from '../OldDataNotice';
import { TransactionsCard } from './TransactionsCard';

export const NO_PERIODS = 'Nenhum periodo financeiro encontrado.';

export default function OverviewPage() {
  const { api, config } = useServices();
  const choice = platformCallsOf(config).financeOverview;
  const periods = useResource((signal) => fetchPeriods(api, choice, signal), [api, choice]);
  const [periodId, setPeriodId] = useState('');
  const list = useMemo(() => periods.data?.periods ?? [], [periods.data]);
  const generation = periods.data?.generation ?? 'second';

  useEffect(() => {
    if (!periodId && list[0]) setPeriodId(list[0].id);
  }, [list, periodId]);

  const period = list.find((p) => p.id === periodId);
  const summary = useResource(
    async (signal) => (periodId && periods.data ? fetchSummary(api, generation, periodId, signal) : null),
    [api, generation, periodId, periods.data],
  );

  let content;
  if (periods.status === 'error') content = <ErrorState onRetry={periods.reload} />;
  else if (!periods.data) content = <LoadingState />;
  else if (list.length === 0) content = <EmptyState message={NO_PERIODS} />;
  else {
    const s = summary.data;
    content = (
      <>
        <div className="bo-toolbar">
          <SelectField
            label="Período financeiro"
            value={periodId}
            onChange={setPeriodId}
            options={list.map((p) => ({ value: p.id, label: periodLabel({ ends_at: p.endsAt }) }))}
          />
        </div>
        {summary.status === 'error' ? (
          <ErrorState onRetry={summary.reload} />
        ) : !s ? (
          <LoadingState />
        ) : (
          <div className="fin-summary" aria-busy={summary.status === 'loading' || undefined}>
            <section className="card fin-stat" aria-labelledby="fin-total">
              <h2 id="fin-total" className="fin-stat__label">
                Total vendido
              </h2>
              <p className="fin-stat__value">{centsToBRL(s.total_value)}</p>
              <p className="fin-stat__hint">{s.order_count} pedidos entregues</p>
            </section>
            <section className="card fin-stat" aria-labelledby="fin-commission">
              <h2 id="fin-commission" className="fin-stat__label">
                Comissao
              </h2>
              <p className="fin-stat__value">{centsToBRL(s.commission_value)}</p>
              <p className="fin-stat__hint">Pagamento online: {centsToBRL(s.online_payment_value)}</p>
            </section>
            <section className="card fin-stat" aria-labelledby="fin-docs">
              <h2 id="fin-docs" className="fin-stat__label">
                Documentos
              </h2>
              <ul className="fin-docs">
                {s.invoiceUrl ? (
                  <li>
                    <ExternalLink href={s.invoiceUrl}>Baixar fatura</ExternalLink>
                  </li>
                ) : null}
                {s.bankSlipUrl ? (
                  <li>
                    <ExternalLink href={s.bankSlipUrl}>Baixar boleto</ExternalLink>
                  </li>
                ) : null}
                {s.nfseUrl ? (
                  <li>
                    <ExternalLink href={s.nfseUrl}>Baixar nota fiscal</ExternalLink>
                  </li>
                ) : null}
                {!s.invoiceUrl && !s.bankSlipUrl && !s.nfseUrl ? (
                  <li>Nenhum documento para este período.</li>
                ) : null}
              </ul>
              <Link className="fin-link" to="/financeiro/repasses">
                Ver repasses
              </Link>
            </section>
          </div>
        )}
        {period ? (
          <TransactionsCard
            key={`${generation}:${period.id}`}
            generation={generation}
            periodId={period.id}
            min={dayOf(period.startsAt)}
            max={dayOf(period.endsAt)}
          />
        ) : null}
      </>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Visão geral"
        subtitle="Acompanhe o que a loja vendeu em cada período financeiro, a comissão da plataforma e os pedidos que compõem o período."
        actions={
          periods.status === 'error' ? null : (
            <Button variant="secondary" onClick={() => periods.reload()}>
              Atualizar
            </Button>
          )
        }
      />
      <OldDataNotice />
      {content}
    </Page>
  );
}

/** 'YYYY-MM-DD' of a period bound (for the date inputs' min/max). */
function dayOf(value: string): string {
  const p = dayParts(value);
  return p ? `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}` : '';
}
