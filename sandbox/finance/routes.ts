/**
 * Finance base (spec 03 §7, financial overview): the second generation (financial-periods,
 * order-transactions, settlement-periods, paginated with paginate_metadata) and the first
 * (finance/financial-periods, finance/order-transactions), both derived from the sales ledger.
 * Errors are JSON `{ message }` with 404 for an unknown id and 422 for bad parameters.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type {
  FinancialPeriodV1,
  OrderTransaction,
  Paginated,
  periodsSchema,
  settlementsSchema,
  summarySchema,
  transactionsSchema,
} from '../../shared/api/finance';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { parseOr } from '../validation';
import { periodRange, periodsOf, settlementSales, settlementsOf, summaryOf, transactionsOf } from './derive';
import { reversalRoutes } from './history';
import { isOnline, ledgerOf } from './ledger';

const digits = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${max}}$`))
    .transform(Number);
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/);

const pageQuery = z.object({ per_page: digits(4).optional(), page: digits(6).optional() });
const transactionsQuery = pageQuery.extend({
  financial_period_id: digits(8).optional(),
  settlement_period_id: digits(8).optional(),
  online_payment: z.enum(['0', '1', 'true', 'false']).optional(),
  processed_at_start: dateTime.optional(),
  processed_at_end: dateTime.optional(),
});
const idParams = z.object({ id: digits(8) });

const badParams = () => new HttpError(422, { message: 'Parâmetros inválidos.' });
const notFound = (what: string) => new HttpError(404, { message: `${what} não encontrado.` });

function paginate<T>(all: readonly T[], page = 1, perPage = 15): Paginated<T> {
  const per = Math.max(1, Math.min(5000, perPage));
  const lastPage = Math.max(1, Math.ceil(all.length / per));
  const current = Math.min(Math.max(1, page), lastPage);
  return {
    data: all.slice((current - 1) * per, current * per),
    paginate_metadata: { total: all.length, last_page: lastPage, current_page: current, per_page: per },
  };
}

/** '2026-03-01' or '2026-03-01 10:00' as a local Date. */
function localDate(s: string, endOfDay: boolean): Date {
  const [day = '', time] = s.split(' ');
  const [y, m, d] = day.split('-').map(Number);
  if (time) {
    const [hh, mm, ss] = time.split(':').map(Number);
    return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, ss ?? 0);
  }
  return endOfDay
    ? new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 23, 59, 59)
    : new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

export function financeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const salesOf = (request: Parameters<typeof sessionOf>[0]) =>
    ledgerOf(ctx).sales(sessionOf(request).establishment.id);

  /** The period's invoice links, when the store has an invoice for that month. */
  const linksFor = (storeId: number, periodId: number) => {
    const month = `${Math.floor(periodId / 100)}-${String(periodId % 100).padStart(2, '0')}`;
    const invoice = ctx.repo.invoices(storeId).find((i) => i.starts_at.startsWith(month));
    const pdf = ctx.absolute('/static/documento.pdf');
    return invoice
      ? {
          invoiceUrl: `${pdf}?fatura=${invoice.hash}`,
          bankSlipUrl: invoice.status === 'paid' ? null : `${pdf}?boleto=${invoice.hash}`,
        }
      : { invoiceUrl: null, bankSlipUrl: null };
  };

  function summary(request: Parameters<typeof sessionOf>[0], id: number) {
    const storeId = sessionOf(request).establishment.id;
    const sales = salesOf(request);
    if (!periodsOf(sales, ctx.now()).some((p) => p.id === id)) throw notFound('Período financeiro');
    const s = summaryOf(id, sales, linksFor(storeId, id));
    if (!s) throw notFound('Período financeiro');
    return s;
  }

  function transactions(request: Parameters<typeof sessionOf>[0], q: z.infer<typeof transactionsQuery>) {
    const all = salesOf(request);
    let sales = all;
    if (q.financial_period_id !== undefined) {
      const range = periodRange(q.financial_period_id);
      if (!range) throw notFound('Período financeiro');
      sales = sales.filter((s) => s.createdAt >= range.start && s.createdAt < range.end);
    }
    if (q.settlement_period_id !== undefined) {
      const settlement = settlementsOf(all, ctx.now()).find((s) => s.id === q.settlement_period_id);
      if (!settlement) throw notFound('Repasse');
      sales = settlementSales(sales, settlement);
    }
    if (q.online_payment === '1' || q.online_payment === 'true') sales = sales.filter(isOnline);
    let rows: OrderTransaction[] = transactionsOf(sales);
    if (q.processed_at_start) {
      const start = localDate(q.processed_at_start, false).getTime();
      rows = rows.filter((t) => localDate(t.created_at, false).getTime() >= start);
    }
    if (q.processed_at_end) {
      const end = localDate(q.processed_at_end, true).getTime();
      rows = rows.filter((t) => localDate(t.created_at, false).getTime() <= end);
    }
    return rows.reverse();
  }

  // ---- second generation
  app.get('/financial-periods', async (request) => {
    const q = parseOr(pageQuery, request.query, badParams);
    return paginate(periodsOf(salesOf(request), ctx.now()), q.page, q.per_page) satisfies z.input<
      typeof periodsSchema
    >;
  });

  app.get('/financial-periods/:id', async (request) => {
    const { id } = parseOr(idParams, request.params, () => notFound('Período financeiro'));
    return summary(request, id) satisfies z.input<typeof summarySchema>;
  });

  app.get('/order-transactions', async (request) => {
    const q = parseOr(transactionsQuery, request.query, badParams);
    return paginate(transactions(request, q), q.page, q.per_page) satisfies z.input<
      typeof transactionsSchema
    >;
  });

  app.get('/settlement-periods', async (request) => {
    const q = parseOr(pageQuery, request.query, badParams);
    const rows = settlementsOf(salesOf(request), ctx.now()).map(({ from: _f, to: _t, ...s }) => s);
    return paginate(rows, q.page, q.per_page ?? 100) satisfies z.input<typeof settlementsSchema>;
  });

  app.get('/settlement-periods/:id', async (request) => {
    const { id } = parseOr(idParams, request.params, () => notFound('Repasse'));
    const found = settlementsOf(salesOf(request), ctx.now()).find((s) => s.id === id);
    if (!found) throw notFound('Repasse');
    const { from: _f, to: _t, ...s } = found;
    return s;
  });

  // ---- first generation (same data, the older field names and envelopes)
  app.get(
    '/finance/financial-periods',
    async (request) =>
      ({
        financial_periods: periodsOf(salesOf(request), ctx.now()).map((p): FinancialPeriodV1 => ({
          id: p.id,
          start_at: p.starts_at,
          end_at: p.ends_at,
        })),
      }) satisfies z.input<typeof periodsSchema>,
  );

  app.get('/finance/financial-periods/:id', async (request) => {
    const { id } = parseOr(idParams, request.params, () => notFound('Período financeiro'));
    return { financial_period_summary: summary(request, id) } satisfies z.input<typeof summarySchema>;
  });

  app.get('/finance/order-transactions', async (request) => {
    const q = parseOr(transactionsQuery, request.query, badParams);
    return { order_transactions: transactions(request, q) } satisfies z.input<typeof transactionsSchema>;
  });

  reversalRoutes(app, ctx);
}
