/**
 * Extrato (/financeiro/vendas/vendas, spec 03 §2.9): 'Saldo a receber' (Transferir, the
 * end-of-day note) and 'Saldo disponivel' ('Ver calendario') from the store's receivables, the
 * period filter (today, 7–90 days or dd/mm/yyyy, end ≥ start) with what came in and went out in
 * it, and the bank list (bancos/filtrar) paginated: Codigo, Nome, Status. The balances come from
 * pagamentoonline/extrato, which the spec does not document: where the platform has none, the
 * screen says so and Transferir is disabled with the reason; the bank list stays.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CalendarDays } from 'lucide-react';
import { presetRange, type DateRangeValue } from '../../../../../shared/inputs';
import { formatBRL } from '../../../../../shared/format';
import { formatDay } from '../../../../../shared/finance/money';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import {
  Badge,
  Card,
  DataTable,
  DateRangeFilter,
  EmptyState,
  NotOffered,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  errorMessageOf,
  useResource,
  type Column,
} from '../../../components/backoffice';
import '../finance.css';
import './sales.css';
import type { StatementBank } from '../../../../../shared/api/finance';
import { fetchBanks, fetchStatement, type PeriodFilter } from './salesApi';
import { useDeskClock } from '../../../stores/deskClock';
import { STATEMENT_NOT_OFFERED, TRANSFER_NEEDS_STATEMENT, TRANSFER_NOT_OFFERED, periodParams } from './logic';
import { UnavailableAction } from './UnavailableAction';
import { isCallAbsent } from '../../../api/platformCalls';
import { platformCallsOf } from '../../../../../shared/config';

export const TRANSFER_PATH = '/financeiro/vendas/vendas/transferir';
export const CALENDAR_PATH = '/financeiro/vendas/calendario';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const bankColumns: Column<StatementBank>[] = [
  { id: 'cod', header: 'Codigo', cell: (b) => b.cod, sortValue: (b) => b.cod, width: '120px' },
  { id: 'nome', header: 'Nome', cell: (b) => b.banco, sortValue: (b) => b.banco },
  {
    id: 'status',
    header: 'Status',
    cell: (b) =>
      b.status === 'S' ? <Badge tone="success">Ativo</Badge> : <Badge tone="neutral">Desativado</Badge>,
  },
];

export default function StatementPage() {
  const { api, config } = useServices();
  const calls = platformCallsOf(config);
  const navigate = useNavigate();
  const [range, setRange] = useState<DateRangeValue>(() => ({ preset: '30', ...presetRange('30')! }));
  const [filter, setFilter] = useState<PeriodFilter>({ periodo: '30', inicio: '', fim: '' });
  // Issue 21 §2: a period counted back from today (every one but PP) is asked again when the day
  // turns, and the dates the presets show move with it; a typed range stays as typed.
  const day = useDeskClock((s) => s.day);
  const relativeDay = filter.periodo !== 'PP' ? day : null;
  useEffect(() => {
    setRange((r) => (r.preset === 'personalizado' ? r : { ...r, ...presetRange(r.preset) }));
  }, [day]);
  const statement = useResource(
    (signal) => fetchStatement(api, filter, calls.statement, signal),
    [api, filter, calls.statement, relativeDay],
  );
  const banks = useResource((signal) => fetchBanks(api, signal), [api]);
  const s = statement.data;
  const absent = statement.status === 'error' && isCallAbsent(statement.error);

  let balances;
  if (absent)
    balances = (
      <Card title="Saldos">
        <NotOffered message={STATEMENT_NOT_OFFERED} />
        <UnavailableAction reason={TRANSFER_NEEDS_STATEMENT}>Transferir</UnavailableAction>
      </Card>
    );
  else if (statement.status === 'error')
    balances = (
      <ErrorState
        message={errorMessageOf(statement.error, 'Não foi possível carregar o extrato.')}
        onRetry={statement.reload}
      />
    );
  else if (!s) balances = <LoadingState />;
  else
    balances = (
      <div className="fin-stack" aria-busy={statement.status === 'loading' || undefined}>
        <div className="fin-summary">
          <section className="card fin-stat" aria-labelledby="saldo-receber">
            <h2 id="saldo-receber" className="fin-stat__label">
              Saldo a receber
            </h2>
            <p className="fin-stat__value">{formatBRL(s.saldo_receber)}</p>
            <p className="sales-note">O valor pode mudar até o fim do dia.</p>
            {calls.transfer === 'absent' ? (
              <UnavailableAction reason={TRANSFER_NOT_OFFERED}>Transferir</UnavailableAction>
            ) : (
              <Link className="fin-link" to={TRANSFER_PATH}>
                Transferir
              </Link>
            )}
          </section>
          <section className="card fin-stat" aria-labelledby="saldo-disponivel">
            <h2 id="saldo-disponivel" className="fin-stat__label">
              Saldo disponivel
            </h2>
            <p className="fin-stat__value">{formatBRL(s.saldo_disponivel)}</p>
            <p className="sales-note">Recebido na sua carteira e ainda não transferido.</p>
            <Button
              variant="secondary"
              className="fin-btn-sm"
              icon={<CalendarDays size={16} aria-hidden />}
              onClick={() => navigate(CALENDAR_PATH)}
            >
              Ver calendario
            </Button>
          </section>
          <section className="card fin-stat" aria-labelledby="no-periodo">
            <h2 id="no-periodo" className="fin-stat__label">
              No período
            </h2>
            <p className="sales-note">
              {formatDay(s.data_inicio)} a {formatDay(s.data_final)}
            </p>
            <p className="fin-mono">
              Recebido: {formatBRL(s.recebido)} ({plural(s.recebimentos, 'pagamento', 'pagamentos')})
            </p>
            <p className="fin-mono">
              Transferido: {formatBRL(s.transferido)} (
              {plural(s.transferencias, 'transferência', 'transferências')})
            </p>
          </section>
        </div>
      </div>
    );

  return (
    <Page>
      <PageHeader title="Extrato" subtitle="Saldos do pagamento online e movimentação no período." />
      {absent ? null : (
        <Card title="Filtro">
          <DateRangeFilter
            value={range}
            onChange={setRange}
            busy={statement.status === 'loading'}
            onSubmit={({ start, end }) => setFilter(periodParams({ ...range, start, end }))}
          />
        </Card>
      )}
      {balances}
      <Card title="Bancos" meta={banks.data ? plural(banks.data.length, 'banco', 'bancos') : undefined}>
        {banks.status === 'error' ? (
          <ErrorState
            message={errorMessageOf(banks.error, 'Não foi possível carregar os bancos.')}
            onRetry={banks.reload}
          />
        ) : !banks.data ? (
          <LoadingState />
        ) : (
          <DataTable
            aria-label="Bancos"
            columns={bankColumns}
            rows={banks.data}
            rowKey={(b) => b.cod}
            pageSize={10}
            pageNumbers="window"
            empty={<EmptyState message="Nenhum banco encontrado." />}
          />
        )}
      </Card>
    </Page>
  );
}
