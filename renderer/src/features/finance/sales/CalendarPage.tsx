/**
 * Calendário de recebimentos (/financeiro/vendas/calendario, spec 03 §2.7, §3 calendar, §4):
 * a month grid with each day's total, the chosen day's payments (list reading of the status)
 * and the payment detail modal (the modal's reading: SUCCEEDED is Pago).
 */
import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { calendarListStatus, calendarModalStatus } from '../../../../../shared/finance/labels';
import { formatApiDateTime, formatBRL } from '../../../../../shared/format';
import { centsToBRL, formatDay } from '../../../../../shared/finance/money';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { Modal, ModalCloseFooter } from '../../../components/Modal';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
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
import type { Payment } from '../../../../../shared/api/finance';
import { fetchCalendar, fetchDayPayments } from './salesApi';
import { useDeskClock } from '../../../stores/deskClock';
import {
  WEEKDAY_NAMES,
  WEEKDAYS,
  calendarTone,
  monthGrid,
  monthLabel,
  monthOfDay,
  shiftMonth,
} from './logic';

function PaymentDetail({ payment, onClose }: { payment: Payment; onClose(): void }) {
  const status = calendarModalStatus(payment);
  const rows: [string, React.ReactNode][] = [
    [
      'Status',
      <Badge key="s" tone={calendarTone(status)}>
        {status}
      </Badge>,
    ],
    ['Valor a receber', formatBRL(payment.valorReceber)],
    ['Pedido', payment.hash_pedido ? `#${payment.hash_pedido}` : '—'],
    ['Data da venda', formatApiDateTime(payment.created_at)],
    ['Data do pagamento', formatDay(payment.data_pagamento)],
    ['Transação', payment.transaction_id || '—'],
    ['Split', payment.external_split_id || '—'],
    ['Estabelecimento', payment.establishment_id || '—'],
  ];
  return (
    <Modal open title="Detalhes do pagamento" onRequestClose={onClose}>
      <dl className="sales-dl">
        {rows.map(([k, v]) => (
          <div key={k} className="sales-dl__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <ModalCloseFooter onClose={onClose} />
    </Modal>
  );
}

function DayPayments({ day }: { day: string }) {
  const { api } = useServices();
  const [detail, setDetail] = useState<Payment | null>(null);
  const payments = useResource((signal) => fetchDayPayments(api, day, signal), [api, day]);
  const columns: Column<Payment>[] = [
    { id: 'pedido', header: 'Pedido', cell: (p) => (p.hash_pedido ? `#${p.hash_pedido}` : p.id) },
    { id: 'valor', header: 'Valor', align: 'right', cell: (p) => formatBRL(p.valorReceber) },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => {
        const label = calendarListStatus(p);
        return <Badge tone={calendarTone(label)}>{label}</Badge>;
      },
    },
    {
      id: 'acoes',
      header: 'Ações',
      headerHidden: true,
      align: 'right',
      cell: (p) => (
        <Button
          variant="secondary"
          className="fin-btn-sm"
          aria-label={`Detalhes do pagamento ${p.hash_pedido ? `#${p.hash_pedido}` : p.id}`}
          onClick={() => setDetail(p)}
        >
          Detalhes
        </Button>
      ),
    },
  ];
  let body;
  if (payments.status === 'error')
    body = (
      <ErrorState
        message={errorMessageOf(payments.error, 'Não foi possível carregar os pagamentos.')}
        onRetry={payments.reload}
      />
    );
  else if (!payments.data) body = <LoadingState />;
  else
    body = (
      <DataTable
        aria-label={`Pagamentos de ${formatDay(day)}`}
        columns={columns}
        rows={payments.data}
        rowKey={(p) => p.id}
        pageSize={10}
        pageNumbers="window"
        empty={<EmptyState message="Nenhum pagamento neste dia." />}
      />
    );
  // The day's total as the grid's: cancelled payments are listed but not received.
  const sum =
    (payments.data ?? [])
      .filter((p) => p.status !== 'CANCELAD')
      .reduce((a, p) => a + Math.round(p.valorReceber * 100), 0) / 100;
  return (
    <Card
      title={`Pagamentos de ${formatDay(day)}`}
      meta={payments.data ? `${payments.data.length} pagamentos · ${formatBRL(sum)}` : undefined}
    >
      {body}
      {detail ? <PaymentDetail payment={detail} onClose={() => setDetail(null)} /> : null}
    </Card>
  );
}

export default function CalendarPage() {
  const { api } = useServices();
  // Issue 21 §2: '(hoje)', the chosen day and the month shown follow the desk's day across
  // midnight until staff pick a day or another month (null: still following).
  const today = useDeskClock((s) => s.day);
  const [shownMonth, setShownMonth] = useState<{ year: number; month: number } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const ym = shownMonth ?? monthOfDay(today);
  const selected = picked ?? today;
  const calendar = useResource((signal) => fetchCalendar(api, signal), [api]);
  const totals = useMemo(
    () => new Map((calendar.data?.valores ?? []).map((v) => [v.dia.slice(0, 10), v.totalDia])),
    [calendar.data],
  );
  const weeks = monthGrid(ym.year, ym.month);
  const label = monthLabel(ym.year, ym.month);
  const monthTotal = weeks.flat().reduce((a, d) => a + (d ? Math.round((totals.get(d) ?? 0) * 100) : 0), 0);

  let grid;
  if (calendar.status === 'error')
    grid = (
      <ErrorState
        message={errorMessageOf(calendar.error, 'Não foi possível carregar o calendário.')}
        onRetry={calendar.reload}
      />
    );
  else if (!calendar.data) grid = <LoadingState />;
  else
    grid = (
      <table className="sales-cal" aria-label={`Recebimentos de ${label}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((w, i) => (
              <th key={w} scope="col">
                <abbr title={WEEKDAY_NAMES[i]}>{w}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, wi) => (
            <tr key={wi}>
              {week.map((day, di) => {
                if (!day) return <td key={di} className="sales-cal__empty" />;
                const value = totals.get(day);
                const isSel = day === selected;
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={`sales-cal__day${isSel ? ' is-selected' : ''}${day === today ? ' is-today' : ''}`}
                      aria-pressed={isSel}
                      onClick={() => setPicked(day)}
                    >
                      <span className="bo-sr-only">
                        {formatDay(day)}
                        {day === today ? ' (hoje)' : ''}:{' '}
                      </span>
                      <span className="sales-cal__num" aria-hidden>
                        {Number(day.slice(8))}
                      </span>
                      {value ? (
                        <span className="sales-cal__total">{formatBRL(value)}</span>
                      ) : (
                        <span className="bo-sr-only">sem recebimentos</span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <Page>
      <PageHeader
        title="Calendário de recebimentos"
        subtitle="Pagamentos online previstos e recebidos, dia a dia."
      />
      <div className="sales-cal-layout">
        <Card
          title={label}
          meta={calendar.data ? `Total do mês: ${centsToBRL(monthTotal)}` : undefined}
          actions={
            <div className="fin-actions">
              <Button
                variant="secondary"
                className="fin-btn-sm"
                icon={<ChevronLeft size={16} aria-hidden />}
                onClick={() => setShownMonth(shiftMonth(ym, -1))}
              >
                Mês anterior
              </Button>
              <Button
                variant="secondary"
                className="fin-btn-sm"
                onClick={() => setShownMonth(shiftMonth(ym, 1))}
              >
                Próximo mês <ChevronRight size={16} aria-hidden />
              </Button>
            </div>
          }
        >
          {grid}
        </Card>
        <DayPayments day={selected} />
      </div>
    </Page>
  );
}
