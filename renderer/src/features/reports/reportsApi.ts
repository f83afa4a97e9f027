/**
 * The report calls (spec 03 §7 Reports) with lenient schemas: numbers may come as strings, and a
 * single odd row is dropped instead of failing the report.
 */
import { z } from 'zod';
import type { ReportOrderRow } from '../../../../shared/api/reports';
import type { PeriodValue } from '../../../../shared/reports/dates';
import type { ApiClient, LegacyResult } from '../../api/http';
import { lenientList, money, optionalMoney, requiredId, wrappedOrBare } from '../../../../shared/api/lenient';

const num = z
  .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number())
  .catch(0);
const text = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());

/** Amounts the row may leave out (0); text that is not money drops the row instead. */
const amount = optionalMoney(0);

/** An order row without its hash or a readable value is left out of the report (and reported). */
const rowSchema = z.looseObject({
  id_pedido: text.catch(''),
  hash_pedido: requiredId,
  usuario_nome: text.catch(''),
  data_criacao: text,
  valor_pedido: money,
  valor_desconto: amount,
  valor_taxa: amount,
  pagamento: num,
  status: text,
  valor_desconto_rest: amount,
  valor_desconto_aiboo: amount,
  valor_total: amount,
  comissao: amount,
  id_cupom: z
    .preprocess((v) => (v === null || v === undefined || v === '' ? null : String(v)), z.string().nullable())
    .catch(null),
  compraGlobal: z.preprocess((v) => (v === 1 || v === '1' || v === true ? '1' : '0'), z.enum(['0', '1'])),
});

/** A chart list: a bad point is left out, a list that is not one leaves the chart empty. */
const chartList = <T extends z.ZodType>(item: T, where: string) => lenientList(item, where).catch([]);

/** The documented wrapper, or a bare array read as its orders (retorno). */
const reportSchema = wrappedOrBare(
  'retorno',
  z.looseObject({
    retorno: lenientList(rowSchema, 'relatorio/geraRelatorio retorno'),
    grafico: chartList(z.looseObject({ data_criacao: text, qtde: num }), 'relatorio/geraRelatorio grafico'),
    data_inicio: text.catch(''),
    data_final: text.catch(''),
  }),
);
export type GeneralReport = z.infer<typeof reportSchema> & { retorno: ReportOrderRow[] };

/** POST relatorio/geraRelatorio {data_inicio, data_final} (yyyy-mm-dd). */
export async function fetchGeneralReport(
  api: ApiClient,
  startIso: string,
  endIso: string,
  signal?: AbortSignal,
): Promise<LegacyResult<GeneralReport>> {
  return api.legacy('v1', 'post', 'relatorio/geraRelatorio', reportSchema, {
    form: { data_inicio: startIso, data_final: endIso },
    signal,
  });
}

const chartsSchema = z.looseObject({
  diaSemana: chartList(z.looseObject({ dia: text, qtde: num }), 'relatorio/populapainel diaSemana'),
  obj: chartList(z.looseObject({ nome: text, contagem_vezes: num }), 'relatorio/populapainel obj'),
  pedidoBairro: chartList(
    z.looseObject({ nome_bairro: text, qtde: num }),
    'relatorio/populapainel pedidoBairro',
  ),
  formaPagamento: chartList(
    z.looseObject({ pagamento: num, qtde: num }),
    'relatorio/populapainel formaPagamento',
  ),
});
export type PanelCharts = z.infer<typeof chartsSchema>;

/** POST relatorio/populapainel {periodo, data{data_inicio, data_final}}. */
export async function fetchPanelCharts(
  api: ApiClient,
  periodo: PeriodValue,
  range: { startIso: string; endIso: string } | null,
  signal?: AbortSignal,
): Promise<LegacyResult<PanelCharts>> {
  return api.legacy('v1', 'post', 'relatorio/populapainel', chartsSchema, {
    form: {
      periodo,
      ...(range ? { 'data[data_inicio]': range.startIso, 'data[data_final]': range.endIso } : {}),
    },
    signal,
  });
}
