/**
 * Lotes de repasse (/onlinepayment/batch, spec 03 §2.18): settlements before 19 February 2025,
 * filtered by payment date (yyyy-mm-dd), 100 a page with the current page ±2, first, last and
 * ellipses; 'Informações' opens 'Payout - Informações Completas' with every field and the HTML
 * description sanitized.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatApiDate, formatBRL, formatDateTime, parseApiDate } from '../../../../../shared/format';
import { parseIsoDay } from '../../../../../shared/reports/dates';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { Modal, ModalCloseFooter } from '../../../components/Modal';
import { ServerHtml } from '../../../components/server-html/ServerHtml';
import {
  alertLegacyRefusal,
  Badge,
  Card,
  DataTable,
  EmptyState,
  LoadingState,
  Page,
  PageHeader,
  Pagination,
  pageCountOf,
  type Column,
} from '../../../components/backoffice';
import { BATCH_PAGE_SIZE, fetchPayoutBatches, type PayoutBatch } from './onlineReportsApi';
import '../reports.css';

const NO_RECORDS = 'Nenhum registro encontrado!';
const day = (text: string | null) => formatApiDate(text?.slice(0, 10));
const dateTime = (text: string | null) => {
  const d = parseApiDate(text ?? '');
  return d ? formatDateTime(d) : '—';
};
const period = (b: PayoutBatch) =>
  b.date_from.slice(0, 10) === b.date_to.slice(0, 10)
    ? day(b.date_from)
    : `${day(b.date_from)} a ${day(b.date_to)}`;

function StatusBadge({ status }: { status: string }) {
  return status === 'PAGO' ? (
    <Badge tone="success">Pago</Badge>
  ) : (
    <Badge tone="warning">{status || '—'}</Badge>
  );
}

function BatchModal({ batch, onClose }: { batch: PayoutBatch; onClose(): void }) {
  const rows: [string, string][] = [
    ['Lote', String(batch.id)],
    ['Token', batch.token],
    ['Período', period(batch)],
    ['Status', batch.status === 'PAGO' ? 'Pago' : batch.status],
    ['Valor', formatBRL(batch.value_final_establishment)],
    ['Taxa', formatBRL(batch.value_tax)],
    ['Comissão', formatBRL(batch.value_commission)],
    ['Valor retido', formatBRL(batch.retained_value)],
    ['Valor compensado', formatBRL(batch.compensated_value)],
    ['Nota fiscal', batch.invoice_id ?? '—'],
    ['Finalizado em', dateTime(batch.finished_at)],
  ];
  return (
    <Modal open title="Payout - Informações Completas" onRequestClose={onClose} size="lg">
      <dl className="reports-batch-info">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <section aria-label="Descrição" className="reports-batch-description">
        <ServerHtml html={batch.complete_description} />
      </section>
      <ModalCloseFooter className="bo-actions reports-batch-actions" onClose={onClose} />
    </Modal>
  );
}

export default function PayoutBatchesPage() {
  const { api } = useServices();
  const dateId = useId();
  const [date, setDate] = useState('');
  const [filter, setFilter] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<
    { status: 'loading' | 'failed' } | { status: 'ready'; entities: PayoutBatch[]; count: number }
  >({ status: 'loading' });
  const [open, setOpen] = useState<PayoutBatch | null>(null);
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(
    async (p: number, d: string) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
      try {
        const res = await fetchPayoutBatches(api, p, d, controller.signal);
        if (controller.signal.aborted) return;
        if (res.ok) setState({ status: 'ready', entities: res.data.entities, count: res.data.count });
        else {
          setState({ status: 'failed' });
          // 03 §8 gives 'Erro!' only to the online report; a legacy screen's status 0 is 'Atencao!'.
          alertLegacyRefusal(res.message, 'Não foi possível carregar os lotes.');
        }
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    },
    [api],
  );

  useEffect(() => {
    void load(page, filter);
  }, [load, page, filter]);
  useEffect(() => () => abort.current?.abort(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (date !== '' && !parseIsoDay(date)) {
      setDateError('Informe uma data válida (aaaa-mm-dd).');
      return;
    }
    setDateError(null);
    setPage(1);
    setFilter(date);
  };

  const columns: Column<PayoutBatch>[] = [
    { id: 'id', header: 'ID', cell: (b) => b.id },
    { id: 'est', header: 'Estabelecimento', cell: (b) => b.establishment },
    { id: 'valor', header: 'Valor', cell: (b) => formatBRL(b.value_final_establishment), align: 'right' },
    { id: 'taxa', header: 'Taxa', cell: (b) => formatBRL(b.value_tax), align: 'right' },
    { id: 'comissao', header: 'Comissão', cell: (b) => formatBRL(b.value_commission), align: 'right' },
    { id: 'periodo', header: 'Período', cell: period },
    { id: 'status', header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (b) => (
        <Button variant="ghost" aria-label={`Informações do lote ${b.id}`} onClick={() => setOpen(b)}>
          Informações
        </Button>
      ),
      align: 'right',
    },
  ];

  const ready = state.status === 'ready' ? state : null;
  return (
    <Page className="reports-page">
      <PageHeader title="Lotes de repasse" subtitle="Repasses de pagamento online anteriores a 19/02/2025." />
      <Card title="Filtro">
        <form className="bo-toolbar reports-filter" onSubmit={submit} noValidate>
          <div className={`field bo-field reports-date ${dateError ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor={dateId}>
              Data de pagamento
            </label>
            <div className="field__box">
              <input
                id={dateId}
                type="date"
                className="field__input"
                value={date}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${dateId}-error` : undefined}
                onChange={(e) => setDate(e.target.value)}
              />
            </div>
            {dateError ? (
              <p className="field__error" id={`${dateId}-error`}>
                {dateError}
              </p>
            ) : null}
          </div>
          <Button type="submit">Filtrar</Button>
          {filter ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDate('');
                setFilter('');
                setPage(1);
              }}
            >
              Limpar
            </Button>
          ) : null}
        </form>
      </Card>
      <Card title="Lotes" meta={ready ? `${ready.count} lotes` : undefined}>
        {state.status === 'loading' ? <LoadingState /> : null}
        {state.status === 'failed' ? <EmptyState message={NO_RECORDS} /> : null}
        {ready ? (
          <>
            <DataTable
              aria-label="Lotes"
              columns={columns}
              rows={ready.entities}
              rowKey={(b) => b.id}
              empty={NO_RECORDS}
            />
            {ready.count > BATCH_PAGE_SIZE ? (
              <Pagination
                page={page}
                pageCount={pageCountOf(ready.count, BATCH_PAGE_SIZE)}
                total={ready.count}
                pageSize={BATCH_PAGE_SIZE}
                onPageChange={setPage}
                label="Páginas de lotes"
              />
            ) : null}
          </>
        ) : null}
      </Card>
      {open ? <BatchModal batch={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
