import { describe, expect, it } from 'vitest';
import type { ReportOrderRow } from '../../../shared/api/reports';
import { paymentKind, paymentName, reportOutcome, reportStatusName } from '../../../shared/reports/codes';
import {
  END_BEFORE_START,
  INVALID_DATE,
  addDaysTo,
  checkRange,
  parseBrDate,
  parseIsoDay,
  toBrDate,
  toIsoDay,
} from '../../../shared/reports/dates';
import { panelFigures, summarizeReport } from '../../../shared/reports/summary';

describe('report status names (03 §4)', () => {
  it.each([
    ['PP', 'Pendente'],
    ['PENDING_ORDER', 'Pendente'],
    ['PI', 'Impresso'],
    ['PRINTED_ORDER', 'Impresso'],
    ['PA', 'Aceito'],
    ['ACCEPTED_ORDER', 'Aceito'],
    ['PICKUP_READY', 'Pronto para retirada'],
    ['PE', 'Enviado'],
    ['SHIPPED_ORDER', 'Enviado'],
    ['PD', 'Entregue'],
    ['DELIVERED_ORDER', 'Entregue'],
    ['PC', 'Cancelado'],
    ['CANCELED_ORDER', 'Cancelado'],
    [' PD ', 'Entregue'],
    ['pd', 'Status desconhecido'],
    ['XX', 'Status desconhecido'],
    ['', 'Status desconhecido'],
    ['toString', 'Status desconhecido'],
    ['__proto__', 'Status desconhecido'],
    [null, 'Status desconhecido'],
    [42, 'Status desconhecido'],
  ])('%j → %s', (code, name) => {
    expect(reportStatusName(code)).toBe(name);
  });

  it.each([
    ['PD', 'delivered'],
    ['DELIVERED_ORDER', 'delivered'],
    ['PC', 'cancelled'],
    ['CANCELED_ORDER', 'cancelled'],
    ['PE', null],
    ['PP', null],
    [undefined, null],
  ])('outcome of %j is %s', (code, outcome) => {
    expect(reportOutcome(code)).toBe(outcome);
  });
});

describe('payment codes (03 §4)', () => {
  it.each([
    [-2, 'online', 'Online'],
    [-10, 'online', 'Online'],
    [-11, 'online', 'Online'],
    [-12, 'online', 'Online'],
    ['-12', 'online', 'Online'],
    [-1, 'dinheiro', 'Dinheiro'],
    ['-1', 'dinheiro', 'Dinheiro'],
    [0, 'cartao', 'Cartão'],
    [3, 'cartao', 'Cartão'],
    [-3, 'cartao', 'Cartão'],
    ['abc', 'cartao', 'Cartão'],
    [null, 'cartao', 'Cartão'],
  ])('%j → %s', (code, kind, name) => {
    expect(paymentKind(code)).toBe(kind);
    expect(paymentName(code)).toBe(name);
  });
});

describe('dates dd/mm/yyyy (03 §5)', () => {
  it.each([
    ['05/03/2025', '2025-03-05'],
    ['29/02/2024', '2024-02-29'],
    ['31/12/2025', '2025-12-31'],
    ['29/02/2025', null],
    ['31/04/2025', null],
    ['00/01/2025', null],
    ['01/13/2025', null],
    ['1/1/2025', null],
    ['01/01/25', null],
    ['__/__/____', null],
    ['2025-03-05', null],
  ])('%s → %s', (text, iso) => {
    const d = parseBrDate(text);
    expect(d ? toIsoDay(d) : null).toBe(iso);
  });

  it('round-trips and adds days across months and years', () => {
    const d = parseIsoDay('2024-12-30 10:00:00');
    expect(d && toBrDate(d)).toBe('30/12/2024');
    expect(d && toIsoDay(addDaysTo(d, 3))).toBe('2025-01-02');
    expect(parseIsoDay(17)).toBeNull();
  });

  it.each([
    ['01/03/2025', '31/03/2025', null],
    ['01/03/2025', '01/03/2025', null],
    ['02/03/2025', '01/03/2025', { field: 'end', message: END_BEFORE_START }],
    ['01/13/2025', '01/03/2025', { field: 'start', message: INVALID_DATE }],
    ['01/03/2025', '', { field: 'end', message: INVALID_DATE }],
  ])('range %s – %s', (start, end, failure) => {
    const r = checkRange(start, end);
    if (failure === null) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, ...failure });
  });
});

const row = (o: Partial<ReportOrderRow>): ReportOrderRow => ({
  id_pedido: '1',
  hash_pedido: 'ABC',
  usuario_nome: 'Ana',
  data_criacao: '2025-03-01 12:00:00',
  valor_pedido: 0,
  valor_desconto: 0,
  valor_taxa: 0,
  pagamento: -1,
  status: 'PD',
  valor_desconto_rest: 0,
  valor_desconto_aiboo: 0,
  valor_total: 0,
  comissao: 0,
  id_cupom: null,
  compraGlobal: '0',
  ...o,
});

describe('report summary (03 §2.15)', () => {
  it('splits delivered Online/Presencial and computes Total Geral = delivered + fee − discounts', () => {
    const s = summarizeReport([
      row({ status: 'PD', valor_pedido: 50, valor_taxa: 6, valor_desconto: 5, pagamento: -2 }),
      row({ status: 'DELIVERED_ORDER', valor_pedido: 30.1, valor_taxa: 5, pagamento: -1 }),
      row({ status: 'PD', valor_pedido: 20.2, valor_taxa: 0, valor_desconto: 0, pagamento: 4 }),
      row({ status: 'PD', valor_pedido: 10, pagamento: -12 }),
      row({ status: 'PC', valor_pedido: 40, valor_taxa: 6, valor_desconto: 10 }),
      row({ status: 'CANCELED_ORDER', valor_pedido: 12.5 }),
      row({ status: 'PE', valor_pedido: 99, valor_taxa: 9, valor_desconto: 9 }),
      row({ status: 'PP', valor_pedido: 99 }),
    ]);
    expect(s.delivered).toEqual({ count: 4, amount: 110.3 });
    expect(s.deliveredOnline).toEqual({ count: 2, amount: 60 });
    expect(s.deliveredInPerson).toEqual({ count: 2, amount: 50.3 });
    expect(s.cancelled).toEqual({ count: 2, amount: 52.5 });
    expect(s.deliveryFees).toBe(11);
    expect(s.discounts).toBe(5);
    expect(s.grandTotal).toBe(116.3);
  });

  it('is all zeros for no orders and ignores hostile numbers', () => {
    expect(summarizeReport([]).grandTotal).toBe(0);
    const s = summarizeReport([row({ valor_pedido: Number.NaN, valor_taxa: Infinity as number })]);
    expect(s.delivered).toEqual({ count: 1, amount: 0 });
    expect(s.grandTotal).toBe(0);
  });

  it('sums a year of cents without drifting', () => {
    const rows = Array.from({ length: 3650 }, () => row({ valor_pedido: 0.1, valor_taxa: 0.2 }));
    expect(summarizeReport(rows).grandTotal).toBe(1095);
  });
});

describe('panel formulas (03 §9)', () => {
  it('average ticket, ROI, coupons, fees and new vs recurring users', () => {
    const f = panelFigures([
      row({
        status: 'PD',
        valor_total: 100,
        valor_desconto_rest: 10,
        comissao: 12,
        id_cupom: '7',
        valor_taxa: 6,
        compraGlobal: '1',
      }),
      row({ status: 'PD', valor_total: 50, comissao: 6, valor_taxa: 0 }),
      row({ status: 'PC', valor_total: 80, comissao: 9, id_cupom: '0', valor_taxa: 5 }),
      row({ status: 'PE', valor_total: 70, id_cupom: '', compraGlobal: '1' }),
    ]);
    expect(f.totalOrders).toBe(4);
    expect(f.cancelledOrders).toBe(1);
    expect(f.coupons).toBe(1);
    expect(f.deliveryFeeCount).toBe(2);
    expect(f.deliveryFeeAmount).toBe(11);
    // (100 − 10 + 50) / 2
    expect(f.averageTicket).toBe(70);
    // (150 − 18) / 18
    expect(f.roi).toBe(7.33);
    expect(f.newUsers).toBe(2);
    expect(f.recurringUsers).toBe(2);
  });

  it('ROI is 0 when there is no commission, average ticket 0 with no delivered order', () => {
    expect(panelFigures([row({ valor_total: 40 })]).roi).toBe(0);
    expect(panelFigures([row({ status: 'PC', valor_total: 40, comissao: 3 })])).toMatchObject({
      roi: 0,
      averageTicket: 0,
    });
    expect(panelFigures([])).toMatchObject({ totalOrders: 0, roi: 0, averageTicket: 0, newUsers: 0 });
  });
});
