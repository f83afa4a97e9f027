/**
 * Payloads of the report and rating calls (spec 03 §3, §7): relatorio/geraRelatorio,
 * relatorio/populapainel, avaliacao/listar, pedidos/listarpedidoavaliacao, avaliacao/atualizar.
 *
 * The schemas read leniently (numbers may come as strings, a single odd row is dropped instead of
 * failing the report); the sandbox types its answers with their z.input.
 */
import { z } from 'zod';
import {
  anyAsText,
  anyAsTextOrNull,
  lenientList,
  listOf,
  money,
  numberOrZero,
  optionalMoney,
  requiredId,
  wrappedOrBare,
} from './lenient';

/** Amounts a row may leave out (0); text that is not money drops the row instead. */
const amount = optionalMoney(0);

/** A chart list: a bad point is left out, a list that is not one leaves the chart empty. */
const chartList = <T extends z.ZodType>(item: T, where: string) => lenientList(item, where).catch([]);

/** One order of the general report and the control panel. Money in reais. */
export type ReportOrderRowPayload = {
  id_pedido: string;
  hash_pedido: string;
  usuario_nome: string;
  /** Local 'YYYY-MM-DD HH:mm:ss'. */
  data_criacao: string;
  /** Value of the products. */
  valor_pedido: number;
  valor_desconto: number;
  valor_taxa: number;
  /** Numeric payment code (03 §4): -2/-10/-11/-12 online, -1 cash, other card. */
  pagamento: number;
  status: string;
  /** Discount paid by the store (the panel's average ticket subtracts it). */
  valor_desconto_rest: number;
  /** Discount paid by the platform. */
  valor_desconto_aiboo: number;
  valor_total: number;
  comissao: number;
  /** Coupon used, or null. */
  id_cupom: string | null;
  /** '1' the customer's first purchase in the app. */
  compraGlobal: '0' | '1';
};

/** An order row without its hash or a readable value is left out of the report (and reported). */
const reportOrderRowSchema = z.looseObject({
  id_pedido: anyAsText.catch(''),
  hash_pedido: requiredId,
  usuario_nome: anyAsText.catch(''),
  data_criacao: anyAsText,
  valor_pedido: money,
  valor_desconto: amount,
  valor_taxa: amount,
  pagamento: numberOrZero,
  status: anyAsText,
  valor_desconto_rest: amount,
  valor_desconto_aiboo: amount,
  valor_total: amount,
  comissao: amount,
  id_cupom: z
    .preprocess((v) => (v === null || v === undefined || v === '' ? null : String(v)), z.string().nullable())
    .catch(null),
  compraGlobal: z.preprocess((v) => (v === 1 || v === '1' || v === true ? '1' : '0'), z.enum(['0', '1'])),
});
/** One order of the general report and the control panel, as the panel reads it. */
export type ReportOrderRow = z.output<typeof reportOrderRowSchema>;

export type DayCount = {
  /** 'YYYY-MM-DD'. */
  data_criacao: string;
  qtde: number;
};

export type GeneralReportResponse = {
  status: 1 | 0;
  erro: string;
  retorno: ReportOrderRowPayload[];
  grafico: DayCount[];
  /** The range the server used, 'YYYY-MM-DD'. */
  data_inicio: string;
  data_final: string;
};

/** relatorio/geraRelatorio: the documented wrapper, or a bare array read as its orders (retorno). */
export const generalReportSchema = wrappedOrBare(
  'retorno',
  z.looseObject({
    retorno: lenientList(reportOrderRowSchema, 'relatorio/geraRelatorio retorno'),
    grafico: chartList(
      z.looseObject({ data_criacao: anyAsText, qtde: numberOrZero }),
      'relatorio/geraRelatorio grafico',
    ),
    data_inicio: anyAsText.catch(''),
    data_final: anyAsText.catch(''),
  }),
);
export type GeneralReport = z.output<typeof generalReportSchema>;

export type PanelChartsResponse = {
  status: boolean;
  mensagem: string;
  diaSemana: { dia: string; qtde: number }[];
  obj: { nome: string; contagem_vezes: number }[];
  pedidoBairro: { nome_bairro: string; qtde: number }[];
  formaPagamento: { pagamento: number; qtde: number }[];
};

/** One of relatorio/populapainel's charts, named in the dropped-points report by its key. */
const panelChart = <S extends z.ZodRawShape>(key: string, point: S) =>
  chartList(z.looseObject(point), `relatorio/populapainel ${key}`);

/** relatorio/populapainel's four charts. */
export const panelChartsSchema = z.looseObject({
  diaSemana: panelChart('diaSemana', { dia: anyAsText, qtde: numberOrZero }),
  obj: panelChart('obj', { nome: anyAsText, contagem_vezes: numberOrZero }),
  pedidoBairro: panelChart('pedidoBairro', { nome_bairro: anyAsText, qtde: numberOrZero }),
  formaPagamento: panelChart('formaPagamento', { pagamento: numberOrZero, qtde: numberOrZero }),
});
export type PanelCharts = z.output<typeof panelChartsSchema>;

/**
 * An online-payment transaction before 19 February 2025 (getReportTransactions): transactionDate
 * 'YYYY-MM-DD HH:mm:ss'; status PAGO (success), AGUARDANDO LOTE (warning), anything else (info).
 * One without its order hash or a readable amount is left out (and reported).
 */
const onlineTransactionSchema = z.looseObject({
  orderHash: requiredId,
  transactionDate: anyAsText.catch(''),
  orderAmountTotal: money,
  finalEstablishment: money,
  paymentType: anyAsText.catch(''),
  status: anyAsText.catch(''),
});
export type OnlineTransaction = z.output<typeof onlineTransactionSchema>;

export type OnlineTransactionsResponse = {
  status: boolean;
  erro?: string;
  report: OnlineTransaction[];
};

/** pagamentoonline/getReportTransactions. */
export const onlineTransactionsSchema = listOf(
  'report',
  onlineTransactionSchema,
  'pagamentoonline/getReportTransactions',
);

/** A payout batch before 19 February 2025 (getReportBatch). */
export type PayoutBatchPayload = {
  id: number;
  token: string;
  establishment_id: number;
  establishment: string;
  value_final_establishment: number;
  value_tax: number;
  value_commission: number;
  retained_value: number;
  compensated_value: number;
  date_from: string;
  date_to: string;
  status: string;
  invoice_id: string | null;
  finished_at: string | null;
  /** HTML: sanitize before rendering. */
  complete_description: string;
};

/** A batch without a numeric id or a readable value is left out (and reported). */
const payoutBatchSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().trim().regex(/^\d+$/)]).transform(Number),
  token: anyAsText.catch(''),
  establishment: anyAsText.catch(''),
  value_final_establishment: money,
  value_tax: amount,
  value_commission: amount,
  retained_value: amount,
  compensated_value: amount,
  date_from: anyAsText.catch(''),
  date_to: anyAsText.catch(''),
  status: anyAsText.catch(''),
  invoice_id: anyAsTextOrNull,
  finished_at: anyAsTextOrNull,
  complete_description: anyAsText.catch(''),
});
/** A payout batch as the panel reads it. */
export type PayoutBatch = z.output<typeof payoutBatchSchema>;

export type PayoutBatchesResponse = {
  status: boolean;
  erro?: string;
  report: { entities: PayoutBatchPayload[]; count: number };
};

/** getReportBatch as documented: report{entities, count}. */
export const payoutBatchPageSchema = z.looseObject({
  report: z.looseObject({
    entities: lenientList(payoutBatchSchema, 'pagamentoonline/getReportBatch'),
    count: numberOrZero,
  }),
});

/** report{entities, count} as documented; report as a bare list (or a bare array) counts itself. */
export const payoutBatchesSchema = z.preprocess((body) => {
  if (Array.isArray(body)) return { report: { entities: body, count: body.length } };
  const report =
    body !== null && typeof body === 'object' ? (body as { report?: unknown }).report : undefined;
  return Array.isArray(report)
    ? { ...(body as object), report: { entities: report, count: report.length } }
    : body;
}, payoutBatchPageSchema);
