/**
 * The report calls (spec 03 §7 Reports) with lenient schemas: numbers may come as strings, and a
 * single odd row is dropped instead of failing the report.
 */
import { z } from 'zod';
import type { ReportOrderRow } from '../../../../shared/api/reports';
import type { PeriodValue } from '../../../../shared/reports/dates';
import type { ApiClient, LegacyResult } from '../../api/http';

const num = z
  .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number())
  .catch(0);
const text = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());

const rowSchema = z.looseObject({
  id_pedido: text.catch(''),
  hash_pedido: text,
  usuario_nome: text.catch(''),
  data_criacao: text,
  valor_pedido: num,
  valor_desconto: num,
  valor_taxa: num,
  pagamento: num,
  status: text,
  valor_desconto_rest: num,
  valor_desconto_aiboo: num,
  valor_total: num,
  comissao: num,
  id_cupom: z
    .preprocess((v) => (v === null || v === undefined || v === '' ? null : String(v)), z.string().nullable())
    .catch(null),
  compraGlobal: z.preprocess((v) => (v === 1 || v === '1' || v === true ? '1' : '0'), z.enum(['0', '1'])),
});

function lenientList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((list) =>
      list.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );
}

const reportSchema = z.looseObject({
  retorno: lenientList(rowSchema),
  grafico: lenientList(z.looseObject({ data_criacao: text, qtde: num })),
  data_inicio: text.catch(''),
  data_final: text.catch(''),
});
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
  diaSemana: lenientList(z.looseObject({ dia: text, qtde: num })),
  obj: lenientList(z.looseObject({ nome: text, contagem_vezes: num })),
  pedidoBairro: lenientList(z.looseObject({ nome_bairro: text, qtde: num })),
  formaPagamento: lenientList(z.looseObject({ pagamento: num, qtde: num })),
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
