import { describe, expect, it } from 'vitest';
import { liveOrderSchema, type LiveOrder } from '../../../shared/api/live-order';
import { daySummaryPrintSchema, summarizeDay } from '../../../shared/reports/day-summary';
import { liveReportRow, paymentCode } from '../../../shared/reports/live-row';
import { discountsShown, summarizeReport } from '../../../shared/reports/summary';
import { formatBRL } from '../../../shared/format';
import { DEFAULT_TICKET_SETTINGS, columnsFor, daySummaryTicket, renderText } from '../../../shared/tickets';

const brl = (n: number) => `R$ ${n.toFixed(2).replace('.', ',')}`;

interface Spec {
  status: string;
  forma: string;
  online?: boolean;
  items: number[];
  fee?: number;
  discount?: number;
  day?: string;
}

let next = 1;
function order(s: Spec): LiveOrder {
  const dados = [{ label: 'Subtotal', value: brl(s.items.reduce((a, b) => a + b, 0)) }];
  if (s.fee !== undefined) dados.push({ label: 'Taxa de entrega', value: brl(s.fee) });
  if (s.discount) dados.push({ label: 'Desconto (cupom)', value: `-${brl(s.discount)}` });
  return liveOrderSchema.parse({
    id_pedido: String(next++),
    status: s.status,
    data_criacao: `${s.day ?? '2026-11-26'} 12:00:00`,
    pedidoObj: {
      forma_pagamento: s.forma,
      cobrar_cliente: !s.online,
      dados_pagamento: dados,
      itens: s.items.map((v) => ({ nome: 'X', quantidade: 1, valor_unitario: v, valor_total: v })),
    },
  });
}

describe('payment codes of a live order (03 §4)', () => {
  it.each<[string, boolean, number]>([
    ['Dinheiro', true, -1],
    ['Cartão de crédito', true, 2],
    ['Cartão de débito', true, 3],
    ['Debito', true, 3],
    ['Vale-refeição', true, 2],
    ['Pix', true, -11],
    ['Pix', false, -11],
    ['Cartão de crédito (online)', false, -2],
    ['Dinheiro', false, -2],
    ['', true, 2],
  ])('%j charged on delivery %s → %i', (forma, charge, code) => {
    const o = order({ status: 'PD', forma, online: !charge, items: [10] });
    expect(paymentCode(o)).toBe(code);
  });
});

describe('summarizeDay (issue 20 §5)', () => {
  const orders = [
    order({ status: 'PD', forma: 'Dinheiro', items: [30, 5.5], fee: 6, discount: 0 }),
    order({ status: 'PD', forma: 'Dinheiro', items: [20], fee: 6, discount: 4 }),
    order({ status: 'PD', forma: 'Cartão de crédito', items: [42.9], fee: 0 }),
    order({ status: 'PD', forma: 'Pix', online: true, items: [25], fee: 7.5, discount: 2.5 }),
    order({ status: 'PD', forma: 'Cartão de crédito', online: true, items: [18] }),
    order({ status: 'PC', forma: 'Dinheiro', items: [50], fee: 6, discount: 10 }),
    order({ status: 'PC', forma: 'Pix', online: true, items: [12.35] }),
    order({ status: 'PP', forma: 'Dinheiro', items: [99], fee: 6 }),
    order({ status: 'PA', forma: 'Dinheiro', items: [11] }),
    order({ status: 'PE', forma: 'Cartão de débito', items: [13], fee: 6 }),
    order({ status: 'PE', forma: 'Dinheiro', items: [14] }),
    order({ status: 'XYZ', forma: 'Dinheiro', items: [1] }),
    // Yesterday's orders are not today's summary.
    order({ status: 'PD', forma: 'Dinheiro', items: [1000], fee: 6, day: '2026-11-25' }),
    order({ status: 'PC', forma: 'Dinheiro', items: [1000], day: '2026-11-25' }),
  ];
  const s = summarizeDay(orders, '2026-11-26');

  it('counts the day’s orders by status, in the desk’s order, unknown codes last', () => {
    expect(s.totalOrders).toBe(12);
    expect(s.byStatus.map((b) => `${b.status} ${b.label} ${b.count}`)).toEqual([
      'PP Pendente 1',
      'PA Aceito 1',
      'PE Enviado 2',
      'PD Entregue 5',
      'PC Cancelado 2',
      'XYZ XYZ 1',
    ]);
  });

  it('splits the delivered orders by payment type, by the payment codes', () => {
    expect(s.figures.deliveredByPayment).toEqual({
      dinheiro: { count: 2, amount: 55.5 },
      cartao: { count: 1, amount: 42.9 },
      online: { count: 2, amount: 43 },
    });
    expect(s.figures.delivered).toEqual({ count: 5, amount: 141.4 });
    expect(s.figures.deliveredOnline).toEqual({ count: 2, amount: 43 });
    expect(s.figures.deliveredInPerson).toEqual({ count: 3, amount: 98.4 });
  });

  it('sums the delivered orders’ fees and discounts, and Total Geral as the report does', () => {
    expect(s.figures.deliveryFees).toBe(19.5);
    expect(s.figures.discounts).toBe(6.5);
    expect(s.figures.grandTotal).toBe(154.4);
  });

  it('counts and sums the cancellations', () => {
    expect(s.figures.cancelled).toEqual({ count: 2, amount: 62.35 });
  });

  it('is the report’s summary of the same orders as report rows', () => {
    const today = orders.filter((o) => o.data_criacao.startsWith('2026-11-26'));
    expect(s.figures).toEqual(summarizeReport(today.map(liveReportRow)));
  });

  it('an empty day is all zeros', () => {
    const empty = summarizeDay([], '2026-11-26');
    expect(empty.totalOrders).toBe(0);
    expect(empty.byStatus).toEqual([]);
    expect(empty.figures.grandTotal).toBe(0);
    expect(empty.figures.cancelled).toEqual({ count: 0, amount: 0 });
  });

  it('what main is asked to print is checked', () => {
    const ok = { id: 'resumo-1', summary: s, storeName: 'Loja', printedAt: 1 };
    expect(daySummaryPrintSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, id: '../etc' },
      { ...ok, id: '1' },
      { ...ok, summary: { ...s, totalOrders: -1 } },
      { ...ok, summary: { ...s, figures: { ...s.figures, grandTotal: Infinity } } },
      { ...ok, extra: true },
    ]) {
      expect(daySummaryPrintSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the Resumo do dia ticket on 58 and 80 mm paper', () => {
  const summary = summarizeDay(
    [
      order({ status: 'PD', forma: 'Dinheiro', items: [1234.5], fee: 6, discount: 1 }),
      order({ status: 'PC', forma: 'Pix', online: true, items: [20] }),
    ],
    '2026-11-26',
  );
  it.each(['4,8', '7,0'] as const)('every row fits %s and says each figure in BRL', (paperWidth) => {
    const columns = columnsFor(paperWidth);
    const ticket = daySummaryTicket(
      summary,
      { ...DEFAULT_TICKET_SETTINGS, paperWidth },
      {
        storeName: 'Pizzaria São João',
        printedAt: new Date(2026, 10, 26, 23, 5),
      },
    );
    const rows = renderText(ticket, columns);
    for (const r of rows) expect(r.length).toBeLessThanOrEqual(columns);
    const squeezed = rows.map((r) => r.replace(/\s+/g, ' ').trim());
    for (const line of [
      'RESUMO DO DIA',
      '26/11/2026',
      'Impresso em 26/11/2026 23:05',
      'Entregue 1',
      'Cancelado 1',
      'Total de pedidos 2',
      'Dinheiro (1) R$ 1.234,50',
      'Cartão (0) R$ 0,00',
      'Online (0) R$ 0,00',
      'Taxas de entrega R$ 6,00',
      'Descontos -R$ 1,00',
      'TOTAL GERAL R$ 1.239,50',
      'Cancelados (1) R$ 20,00',
    ]) {
      expect(squeezed).toContain(line);
    }
  });
});

describe('Descontos as the report and the ticket show them (subtracted from Total Geral)', () => {
  it('negative when there were some, R$ 0,00 (never -R$ 0,00) when none', () => {
    expect(discountsShown(15)).toBe(-15);
    expect(formatBRL(discountsShown(15))).toBe('-R$\u00a015,00');
    expect(formatBRL(discountsShown(0))).toBe('R$\u00a00,00');
    const none = summarizeDay([order({ status: 'PD', forma: 'Dinheiro', items: [10] })], '2026-11-26');
    const rows = renderText(
      daySummaryTicket(none, DEFAULT_TICKET_SETTINGS, { storeName: '', printedAt: new Date(2026, 10, 26) }),
      columnsFor(DEFAULT_TICKET_SETTINGS.paperWidth),
    ).map((r) => r.replace(/\s+/g, ' ').trim());
    expect(rows).toContain('Descontos R$ 0,00');
  });
});
