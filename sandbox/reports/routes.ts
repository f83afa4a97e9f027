/**
 * The report calls (spec 03 §7 Reports): relatorio/geraRelatorio (the general report and the
 * control panel) and relatorio/populapainel (the operational charts), from the store's order
 * history (history.ts). Refusals follow the legacy shape: status 0/false with erro/mensagem.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  GeneralReportResponse,
  generalReportSchema,
  PanelChartsResponse,
  panelChartsSchema,
} from '../../shared/api/reports';
import { reportOutcome } from '../../shared/reports/codes';
import { compareDays, dayOf, toIsoDay, type DayDate } from '../../shared/reports/dates';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { ordersBetween, type ReportOrder } from './history';
import { field, parseDay, periodDays } from './period';

export const REPORT_BAD_DATE = 'Informe datas válidas para o relatório.';
export const REPORT_END_BEFORE_START = 'A data final não pode ser anterior à data inicial.';
export const REPORT_TOO_LONG = 'O período do relatório não pode passar de 1 ano.';
export const REPORT_EMPTY = 'Nenhum pedido encontrado no período informado.';
export const PANEL_BAD_PERIOD = 'Período inválido.';
const PANEL_EMPTY = 'Nenhum pedido encontrado no período selecionado.';
const PANEL_REFUSALS = {
  date: REPORT_BAD_DATE,
  order: REPORT_END_BEFORE_START,
  period: PANEL_BAD_PERIOD,
} as const;
/** Longest report range, in days (a year, leap or not). */
const REPORT_MAX_DAYS = 366;

const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

function daysBetween(a: DayDate, b: DayDate): number {
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

function perDay(orders: readonly ReportOrder[]): GeneralReportResponse['grafico'] {
  const counts = new Map<string, number>();
  for (const o of orders) counts.set(o.day, (counts.get(o.day) ?? 0) + 1);
  return [...counts].map(([data_criacao, qtde]) => ({ data_criacao, qtde }));
}

function top<T>(counts: Map<string, number>, n: number, make: (k: string, v: number) => T): T[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([k, v]) => make(k, v));
}

export function reportRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/relatorio/geraRelatorio', async (request): Promise<GeneralReportResponse> => {
    const storeId = sessionOf(request).establishment.id;
    const today = dayOf(ctx.now());
    const start = parseDay(field(request.body, 'data_inicio'));
    const end = parseDay(field(request.body, 'data_final'));
    // On a refusal the platform answers with the range it would use: this month so far.
    const fallback = { data_inicio: toIsoDay({ ...today, d: 1 }), data_final: toIsoDay(today) };
    const refuse = (erro: string): GeneralReportResponse => ({
      status: 0,
      erro,
      retorno: [],
      grafico: [],
      ...fallback,
    });
    if (!start || !end) return refuse(REPORT_BAD_DATE);
    if (compareDays(end, start) < 0) return refuse(REPORT_END_BEFORE_START);
    if (daysBetween(start, end) >= REPORT_MAX_DAYS) return refuse(REPORT_TOO_LONG);
    const orders = ordersBetween(ctx, storeId, toIsoDay(start), toIsoDay(end));
    if (orders.length === 0) return refuse(REPORT_EMPTY);
    return {
      status: 1,
      erro: '',
      retorno: orders.map((o) => o.row),
      grafico: perDay(orders),
      data_inicio: toIsoDay(start),
      data_final: toIsoDay(end),
    } satisfies { status: 1 } & z.input<typeof generalReportSchema>;
  });

  app.post('/relatorio/populapainel', async (request): Promise<PanelChartsResponse> => {
    const storeId = sessionOf(request).establishment.id;
    const body = request.body;
    const today = dayOf(ctx.now());
    const refuse = (mensagem: string): PanelChartsResponse => ({
      status: false,
      mensagem,
      diaSemana: [],
      obj: [],
      pedidoBairro: [],
      formaPagamento: [],
    });
    const days = periodDays(body, today);
    if (!days.ok) return refuse(PANEL_REFUSALS[days.problem]);
    const { start, end } = days;
    const orders = ordersBetween(ctx, storeId, toIsoDay(start), toIsoDay(end)).filter(
      (o) => reportOutcome(o.row.status) === 'delivered',
    );
    if (orders.length === 0) return refuse(PANEL_EMPTY);
    const weekday = WEEKDAYS.map(() => 0);
    const products = new Map<string, number>();
    const bairros = new Map<string, number>();
    const payments = new Map<string, number>();
    for (const o of orders) {
      weekday[o.weekday] = (weekday[o.weekday] ?? 0) + 1;
      for (const i of o.items) products.set(i.nome, (products.get(i.nome) ?? 0) + i.quantidade);
      if (o.bairro) bairros.set(o.bairro, (bairros.get(o.bairro) ?? 0) + 1);
      const code = String(o.row.pagamento);
      payments.set(code, (payments.get(code) ?? 0) + 1);
    }
    return {
      status: true,
      mensagem: '',
      diaSemana: WEEKDAYS.map((dia, i) => ({ dia, qtde: weekday[i] ?? 0 })),
      obj: top(products, 8, (nome, contagem_vezes) => ({ nome, contagem_vezes })),
      pedidoBairro: top(bairros, 10, (nome_bairro, qtde) => ({ nome_bairro, qtde })),
      formaPagamento: top(payments, 10, (pagamento, qtde) => ({ pagamento: Number(pagamento), qtde })),
    } satisfies { status: true } & z.input<typeof panelChartsSchema>;
  });
}
