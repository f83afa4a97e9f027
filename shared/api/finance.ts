/**
 * Finance API shapes (spec 03 §3, §7) as the sandbox serves them. Values of the newer APIs are
 * in cents; dates are local 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD').
 */
import { z } from 'zod';
import {
  fieldsOf,
  httpUrl,
  lenientList,
  lenientText,
  listIn,
  listOf,
  money,
  optionalMoney,
  requiredId,
} from './lenient';

export type PaginateMetadata = {
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
};

export type Paginated<T> = {
  data: T[];
  paginate_metadata: PaginateMetadata;
};

/** Second generation: starts_at / ends_at. The first generation writes start_at / end_at. */
export type FinancialPeriod = {
  id: number;
  starts_at: string;
  ends_at: string;
};

export type FinancialPeriodV1 = {
  id: number;
  start_at: string;
  end_at: string;
};

export type PeriodSummary = {
  id: number;
  starts_at: string;
  ends_at: string;
  total_value: number;
  subtotal_value: number;
  delivery_value: number;
  commission_value: number;
  online_payment_tax_value: number;
  online_payment_value: number;
  cash_value: number;
  card_on_delivery_value: number;
  total_discount_value: number;
  discount_value: number;
  sponsored_discount_value: number;
  total_online_payment_value: number;
  total_offline_payment_value: number;
  fine_value: number;
  balance_value: number;
  sponsored_discount_balance_value: number;
  retained_value: number;
  order_count: number;
  custom_transaction_value: number;
  commissionable_subtotal_value: number;
  commissionable_delivery_value: number;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  nfseUrl: null;
};

export type OrderTransaction = {
  id: number;
  order_hash: string;
  order_id: number;
  created_at: string;
  order_created_at: string;
  payment_type: 'online' | 'cash' | 'card' | 'fine';
  subtotal_value: number;
  delivery_value: number;
  total_value: number;
  online_payment_value: number;
  commission_value: number;
  nett_value: number;
};

export type SettlementPeriod = {
  id: number;
  /** 'YYYY-MM-DD' (shown at noon, spec 03 §9). */
  settlement_date: string;
  merchant_split_value: number;
  total_value: number;
  subtotal_value: number;
  delivery_value: number;
  online_payment_value: number;
  online_payment_tax_value: number;
  commission_value: number;
  retained_value: number;
};

// ---------------------------------------------------------------- what the panel reads

/**
 * The panel reads both generations (start_at/end_at or starts_at/ends_at; data or
 * financial_periods / order_transactions; a flat summary or financial_period_summary), so either
 * server works.
 */

/**
 * Cents as a number or numeric text; missing or null is 0. Text that is not a number fails the
 * row (left out of a list) or the summary (the screen's error state), never shown as R$ 0,00.
 */
const cents = optionalMoney(0).transform((n) => Math.round(n));
const pageTotal = z
  .looseObject({ total: z.coerce.number().int().min(0).catch(0) })
  .nullish()
  .transform((m) => m?.total);

/** What either generation may send beside a list: the second's paging. */
type ListBody<K extends string, T> = Partial<Record<K, readonly T[] | null>> & {
  paginate_metadata?: Partial<PaginateMetadata> | null;
};

/**
 * A list under either generation's key (data or the first generation's name), or a bare array,
 * read with the body beside it (the second generation's paginate_metadata). A body with neither
 * key is an empty list; a null key gives way to the next; a body that is not an object fails.
 */
function eitherList<K extends string, T extends z.ZodType>(
  keys: readonly [K, ...K[]],
  item: T,
  where: string,
) {
  const rows = listIn(keys, item, where);
  return z
    .custom<readonly z.input<T>[] | ListBody<K, z.input<T>>>(
      (body) => body !== null && typeof body === 'object',
    )
    .transform((body, ctx) => {
      const fields: Record<string, unknown> = Array.isArray(body) ? {} : (body as Record<string, unknown>);
      const key = keys.find((k) => fields[k] !== undefined && fields[k] !== null);
      const parsed = rows.safeParse(
        Array.isArray(body) ? body : key === undefined ? undefined : { [key]: fields[key] },
      );
      if (parsed.success) return { rows: parsed.data, body: fields };
      ctx.addIssue({ code: 'custom', message: 'não é uma lista', path: [keys[0]] });
      return z.NEVER;
    });
}

const periodSchema = z
  .looseObject({
    id: requiredId,
    starts_at: z.unknown().optional(),
    ends_at: z.unknown().optional(),
    start_at: z.unknown().optional(),
    end_at: z.unknown().optional(),
  })
  .transform((p) => ({
    id: p.id,
    startsAt: typeof (p.starts_at ?? p.start_at) === 'string' ? String(p.starts_at ?? p.start_at) : '',
    endsAt: typeof (p.ends_at ?? p.end_at) === 'string' ? String(p.ends_at ?? p.end_at) : '',
  }));
export type Period = z.output<typeof periodSchema>;

/** GET financial-periods (data) or finance/financial-periods (financial_periods). */
export const periodsSchema = eitherList(
  ['data', 'financial_periods'],
  periodSchema,
  'financial-periods',
).transform((r) => r.rows);

const summaryFieldsSchema = z.looseObject({
  ...fieldsOf(
    cents,
    'total_value',
    'commission_value',
    'subtotal_value',
    'delivery_value',
    'online_payment_value',
    'online_payment_tax_value',
    'order_count',
    'balance_value',
    'retained_value',
  ),
  ...fieldsOf(httpUrl, 'invoiceUrl', 'bankSlipUrl', 'nfseUrl'),
});

/** GET financial-periods/{id}: the first generation wraps the summary in financial_period_summary; the second sends it flat. */
export const summarySchema = z
  .custom<
    z.input<typeof summaryFieldsSchema> | { financial_period_summary: z.input<typeof summaryFieldsSchema> }
  >()
  .transform((v): unknown =>
    v !== null && typeof v === 'object' && 'financial_period_summary' in v ? v.financial_period_summary : v,
  )
  .pipe(summaryFieldsSchema);
export type PeriodSummaryView = z.output<typeof summarySchema>;

/** A transaction without an order id (order_hash or order_id) is left out. */
const transactionSchema = z
  .looseObject({
    ...fieldsOf(lenientText, 'order_hash', 'order_id', 'order_created_at', 'created_at', 'payment_type'),
    ...fieldsOf(
      cents,
      'subtotal_value',
      'delivery_value',
      'total_value',
      'online_payment_value',
      'commission_value',
      'nett_value',
    ),
  })
  .refine((t) => t.order_hash !== '' || t.order_id !== '', 'transação sem pedido');
export type Transaction = z.output<typeof transactionSchema>;

/** A paged list's rows and its total: paginate_metadata's, or the rows' count where it is missing. */
function pagedList<K extends string, T extends z.ZodType>(
  keys: readonly [K, ...K[]],
  item: T,
  where: string,
) {
  return eitherList(keys, item, where).transform(({ rows, body }) => ({
    rows,
    total: pageTotal.catch(undefined).parse(body.paginate_metadata) ?? rows.length,
  }));
}

/** GET order-transactions (data + paginate_metadata) or finance/order-transactions (order_transactions). */
export const transactionsSchema = pagedList(
  ['data', 'order_transactions'],
  transactionSchema,
  'order-transactions',
);

export const settlementSchema = z.looseObject({
  id: requiredId,
  settlement_date: lenientText,
  ...fieldsOf(
    cents,
    'merchant_split_value',
    'total_value',
    'subtotal_value',
    'delivery_value',
    'online_payment_value',
    'online_payment_tax_value',
    'commission_value',
    'retained_value',
  ),
});
export type Settlement = z.output<typeof settlementSchema>;

/** GET settlement-periods. */
export const settlementsSchema = pagedList(['data'], settlementSchema, 'settlement-periods');

// ---------------------------------------------------------------- money in motion (legacy v1, reais)

/** A balance or total: missing is 0, text that is not money fails the answer (never R$ 0,00). */
const amount = optionalMoney(0);

/** A day without a date or a readable total is left out of the calendar. */
const calendarDaySchema = z.looseObject({ dia: z.string().min(1), totalDia: money });

/** GET pagamentoonlinecalendario/listar. */
export const calendarSchema = z.looseObject({
  total: amount,
  valores: lenientList(calendarDaySchema, 'pagamentoonlinecalendario/listar'),
});

const paymentSchema = z.looseObject({
  id: lenientText,
  status: z.unknown().optional(),
  is_paid: z.unknown().optional(),
  // A payment whose amount cannot be read is left out of the day's list.
  valorReceber: money,
  ...fieldsOf(
    lenientText,
    'created_at',
    'data_pagamento',
    'transaction_id',
    'external_split_id',
    'establishment_id',
    'hash_pedido',
  ),
});
export type Payment = z.output<typeof paymentSchema>;

/** POST pagamentoonlinecalendario/listarPag {dataPag}. */
export const dayPaymentsSchema = listOf('obj', paymentSchema, 'pagamentoonlinecalendario/listarPag');

/** POST pagamentoonline/extrato. */
export const statementSchema = z.looseObject({
  ...fieldsOf(
    amount,
    'saldo_receber',
    'saldo_disponivel',
    'recebido',
    'recebimentos',
    'transferido',
    'transferencias',
  ),
  ...fieldsOf(lenientText, 'data_inicio', 'data_final'),
});
export type Statement = z.output<typeof statementSchema>;

const statementBankSchema = z.looseObject(fieldsOf(lenientText, 'cod', 'banco', 'status'));
export type StatementBank = z.output<typeof statementBankSchema>;

/** POST bancos/filtrar. */
export const statementBanksSchema = listOf('obj', statementBankSchema, 'bancos/filtrar');

/** POST pagamentoonline/transferir (the sandbox's call, documented in sandbox/README.md). */
/**
 * POST pagamentoonline/transferir's confirmation: only an answer that says status true is one (a 2xx
 * without it, say a proxy's page or `{}`, confirms nothing: money may or may not have moved).
 */
export const transferSchema = z.looseObject({
  status: z.union([z.literal(true), z.literal(1), z.literal('1'), z.literal('true')]),
  mensagem: lenientText,
  saldo_disponivel: z.unknown().optional(),
});

// ---------------------------------------------------------------- sales history, fine reversal

/**
 * An order of the sales history: one without an id (id_pedido or hash_pedido) or a readable
 * total is left out of the list; other amounts may be missing (0) but never unreadable.
 */
const historyOrderSchema = z
  .looseObject({
    ...fieldsOf(lenientText, 'id_pedido', 'hash_pedido', 'data_criacao', 'usuario_nome', 'status'),
    ...fieldsOf(optionalMoney(0), 'valor_pedido', 'valor_desconto', 'valor_taxa'),
    valor_total: money,
    pagamento: lenientText,
    fine_reversal_id: z.unknown().optional(),
    fine_reversal_is_approved: z.unknown().optional(),
  })
  .refine((o) => o.id_pedido !== '' || o.hash_pedido !== '', 'pedido sem id');
export type HistoryOrder = z.output<typeof historyOrderSchema>;

/** POST pagamentoonline/gerahistorico. */
export const historySchema = listOf('retorno', historyOrderSchema, 'pagamentoonline/gerahistorico');

/** POST finance/reversal-fine: a failure's message is read from the body. */
export const fineReversalSchema = z.looseObject({ message: z.unknown().optional() });
