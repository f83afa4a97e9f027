import { describe, expect, it } from 'vitest';
import {
  COUNTED_SALES_STATUS,
  calendarListStatus,
  calendarModalStatus,
  invoiceStatusLabel,
  legacyInvoiceStatusLabel,
  onlinePaymentStatusLabel,
  paymentKind,
  salesStatusLabel,
} from '../../../shared/finance/labels';
import {
  BALANCE_THRESHOLD,
  centsToBRL,
  dayParts,
  formatDay,
  invoicePeriod,
  invoiceValue,
  periodLabel,
  toNumber,
} from '../../../shared/finance/money';

// Intl writes a no-break space after R$.
const brl = (s: string) => s.replace(/\u00a0/g, ' ');

describe('invoice statuses (03 §4)', () => {
  it.each([
    ['processing', 'Processando', 'info'],
    ['accumulated', 'Acumulado', 'neutral'],
    ['pending', 'Pendente', 'warning'],
    ['overdue', 'Vencido', 'danger'],
    ['paid', 'Pago', 'success'],
    ['canceled', 'Cancelado', 'neutral'],
    [' PAID ', 'Pago', 'success'],
    ['refunded', 'refunded', 'neutral'],
    ['', '—', 'neutral'],
    [null, '—', 'neutral'],
    [42, '—', 'neutral'],
    ['__proto__', '__proto__', 'neutral'],
  ])('new %j → %s', (status, label, tone) => {
    expect(invoiceStatusLabel(status)).toEqual({ label, tone });
  });

  it.each([
    ['PG', 'Pago'],
    ['AT', 'Pendente'],
    ['VC', 'Vencido'],
    ['IS', 'Isenta'],
    ['FA', 'Acumulado'],
    ['pg', 'Pago'],
    ['XX', 'XX'],
    [undefined, '—'],
    ['constructor', 'constructor'],
  ])('legacy %j → %s', (status, label) => {
    expect(legacyInvoiceStatusLabel(status).label).toBe(label);
  });

  it.each([
    ['PG', 'success'],
    ['AT', 'warning'],
    ['VC', 'danger'],
    ['IS', 'neutral'],
    ['FA', 'neutral'],
    [' vc ', 'danger'],
    ['XX', 'neutral'],
  ])('legacy %j has the tone %s', (status, tone) => {
    expect(legacyInvoiceStatusLabel(status).tone).toBe(tone);
  });

  it.each([
    [' XX ', 'XX'],
    ['  ', '—'],
    [7, '—'],
  ])('legacy %j unknown reads %s', (status, label) => {
    expect(legacyInvoiceStatusLabel(status)).toEqual({ label, tone: 'neutral' });
  });

  it('a status that is not text is never looked up (an array reading "paid" is not Pago)', () => {
    expect(invoiceStatusLabel(['paid'])).toEqual({ label: '—', tone: 'neutral' });
    expect(legacyInvoiceStatusLabel(['PG'])).toEqual({ label: '—', tone: 'neutral' });
  });

  it('an unknown new status is shown trimmed', () => {
    expect(invoiceStatusLabel(' refunded ')).toEqual({ label: 'refunded', tone: 'neutral' });
    expect(invoiceStatusLabel('   ')).toEqual({ label: '—', tone: 'neutral' });
  });
});

describe('balance type (03 §4: sign-inverted, > 3000 normal, else accumulated)', () => {
  it.each([
    // balance (as sent), type, shown cents, carry line, carry cents
    [-15990, 'normal', 15990, null, 0],
    [-3001, 'normal', 3001, null, 0],
    [-3000, 'accumulated', 0, 'Acrescimo na proxima fatura', 3000],
    [-2150, 'accumulated', 0, 'Acrescimo na proxima fatura', 2150],
    [0, 'accumulated', 0, 'Acrescimo na proxima fatura', 0],
    [1840, 'accumulated', 0, 'Desconto na proxima fatura', 1840],
    [50000, 'accumulated', 0, 'Desconto na proxima fatura', 50000],
    ['-4500', 'normal', 4500, null, 0],
    ['abc', 'accumulated', 0, 'Acrescimo na proxima fatura', 0],
    [null, 'accumulated', 0, 'Acrescimo na proxima fatura', 0],
    [-1, 'accumulated', 0, 'Acrescimo na proxima fatura', 1],
    [1, 'accumulated', 0, 'Desconto na proxima fatura', 1],
  ])('%j → %s', (balance, type, shown, label, carry) => {
    const v = invoiceValue(balance);
    expect(v.balanceType).toBe(type);
    expect(v.shownCents).toBe(shown);
    expect(v.carry).toEqual(label ? { label, cents: carry } : null);
  });
});

describe('numbers as the newer APIs send them', () => {
  it('the charge threshold is 3000 cents', () => {
    expect(BALANCE_THRESHOLD).toBe(3000);
  });

  it.each([
    [12, 12],
    [-3.5, -3.5],
    ['12', 12],
    [' 12 ', 12],
    ['-4500', -4500],
    ['12.50', 12.5],
    ['12,50', null],
    ['1.', null],
    ['.5', null],
    ['-', null],
    ['1e3', null],
    ['12 3', null],
    ['x12', null],
    ['12x', null],
    ['', null],
    [Number.NaN, null],
    [-Infinity, null],
    [true, null],
    [['12'], null],
    [null, null],
  ])('toNumber(%j) → %s', (value, n) => {
    expect(toNumber(value)).toBe(n);
  });
});

describe('cents formatting (03 §9: new API values / 100)', () => {
  it.each([
    [0, 'R$ 0,00'],
    [1, 'R$ 0,01'],
    [15990, 'R$ 159,90'],
    [123456789, 'R$ 1.234.567,89'],
    [-2150, '-R$ 21,50'],
    ['4500', 'R$ 45,00'],
    ['12,5', 'R$ 0,00'],
    [Number.NaN, 'R$ 0,00'],
    [Infinity, 'R$ 0,00'],
    [undefined, 'R$ 0,00'],
    [{}, 'R$ 0,00'],
  ])('%j → %s', (cents, text) => {
    expect(brl(centsToBRL(cents))).toBe(text);
  });
});

describe('period labels by month (03 §3: from the end month)', () => {
  it.each([
    [{ starts_at: '2026-02-01 00:00:00', ends_at: '2026-02-28 23:59:59' }, 'Fevereiro de 2026'],
    [{ start_at: '2025-12-01', end_at: '2025-12-31' }, 'Dezembro de 2025'],
    [{ start_at: '2025-12-16', end_at: '2026-01-15' }, 'Janeiro de 2026'],
    [{ ends_at: '2026-03-31T23:59:59Z' }, 'Março de 2026'],
    [{ ends_at: '2026-02-30' }, 'Período sem data'],
    [{ ends_at: null }, 'Período sem data'],
    [{}, 'Período sem data'],
  ])('%j → %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });

  it('invoice Periodo column', () => {
    expect(invoicePeriod('2026-01-01', '2026-01-31')).toBe('01/01/2026 a 31/01/2026');
    expect(invoicePeriod(null, undefined)).toBe('—');
    expect(invoicePeriod('2026-01-01', null)).toBe('01/01/2026 a —');
    expect(invoicePeriod(undefined, '2026-01-31')).toBe('— a 31/01/2026');
  });

  it('the end date wins over end_at when both are sent', () => {
    expect(periodLabel({ ends_at: '2026-04-30', end_at: '2026-01-31' })).toBe('Abril de 2026');
  });
});

describe('settlement date at noon (03 §9)', () => {
  it.each([
    ['2026-03-04', '04/03/2026'],
    ['2026-03-04 00:00:00', '04/03/2026'],
    // A midnight UTC stamp is still the 4th, whatever the local zone.
    ['2026-03-04T00:00:00.000000Z', '04/03/2026'],
    ['2026-01-01T03:00:00-03:00', '01/01/2026'],
    ['2026-13-01', '—'],
    ['04/03/2026', '—'],
    ['', '—'],
    [undefined, '—'],
  ])('%j → %s', (value, shown) => {
    expect(formatDay(value)).toBe(shown);
  });

  it.each([
    ['2026-03-04', { y: 2026, m: 3, d: 4 }],
    [' 2026-03-04 ', { y: 2026, m: 3, d: 4 }],
    ['2026-03-04T10:00', { y: 2026, m: 3, d: 4 }],
    ['2026-03-04 10:00', { y: 2026, m: 3, d: 4 }],
    ['2026-03-04x', null],
    ['x2026-03-04', null],
    ['2026-3-4', null],
    ['2026-02-29', null],
    ['2024-02-29', { y: 2024, m: 2, d: 29 }],
    ['2026-00-10', null],
    ['2026-01-32', null],
    [20260304, null],
    // Date() reads years below 100 as 19xx: not the year written.
    ['0050-01-01', null],
  ])('dayParts(%j) → %j', (value, parts) => {
    expect(dayParts(value)).toEqual(parts);
  });
});

describe('calendar payment statuses: both readings kept (03 §4)', () => {
  it.each([
    [{ is_paid: 1, status: 'WAITING' }, 'Pago', 'Agendamento'],
    [{ is_paid: '1' }, 'Pago', '—'],
    [{ status: 'CONFIRMED' }, 'Confirmado', 'Confirmado'],
    [{ status: 'WAITING' }, 'Agendamento', 'Agendamento'],
    [{ status: 'FAILED' }, 'Pendente', 'Pendente'],
    [{ status: 'CANCELAD' }, 'Falhado', 'Falhado'],
    [{ status: 'DELAYED' }, 'Cancelado', 'Cancelado'],
    [{ status: 'SUCCEEDED' }, 'SUCCEEDED', 'Pago'],
    [{ status: 'SUCCEEDED', is_paid: 0 }, 'SUCCEEDED', 'Pago'],
    [{}, '—', '—'],
    [{ is_paid: true, status: 'FAILED' }, 'Pago', 'Pendente'],
    [{ is_paid: 0, status: 'CONFIRMED' }, 'Confirmado', 'Confirmado'],
    [{ is_paid: '0', status: 'WAITING' }, 'Agendamento', 'Agendamento'],
    [{ is_paid: 2 }, '—', '—'],
    [{ status: 'NEW_ONE' }, 'NEW_ONE', 'NEW_ONE'],
    [{ status: '' }, '—', '—'],
    [{ status: 5 }, '—', '—'],
  ])('%j → list %s, modal %s', (payment, list, modal) => {
    expect(calendarListStatus(payment)).toBe(list);
    expect(calendarModalStatus(payment)).toBe(modal);
  });
});

describe('sales-history statuses (03 §4)', () => {
  it.each([
    ['AP', 'Aguardando Pagamento'],
    ['PI', 'Impresso'],
    ['PP', 'Pendente'],
    ['PA', 'Aceito'],
    ['waiting', 'Aguardando motoboy'],
    ['PE', 'Saiu para entrega'],
    ['CR', 'Pronto para retirada'],
    ['PD', 'Entregue'],
    ['PC', 'Recusado'],
    ['PICKUP_READY', 'Pronto para retirada'],
    ['PL', 'Outro - (PL)'],
    ['toString', 'Outro - (toString)'],
    ['', 'Outro - ()'],
  ])('%s → %s', (code, label) => {
    expect(salesStatusLabel(code)).toBe(label);
  });

  it('only delivered (PD) orders count in the totals', () => {
    expect(COUNTED_SALES_STATUS).toBe('PD');
  });
});

describe('payment codes (03 §4)', () => {
  it.each([
    [-2, 'Online'],
    [-10, 'Online'],
    [-11, 'Online'],
    [-12, 'Online'],
    ['-12', 'Online'],
    [-1, 'Dinheiro'],
    ['-1', 'Dinheiro'],
    [0, 'Cartão'],
    [3, 'Cartão'],
    [-3, 'Cartão'],
    ['', 'Cartão'],
    [null, 'Cartão'],
    ['abc', 'Cartão'],
    [' ', 'Cartão'],
    [' -2 ', 'Online'],
    [-13, 'Cartão'],
    [-9, 'Cartão'],
    [true, 'Cartão'],
    [[-2], 'Cartão'],
  ])('%j → %s', (code, kind) => {
    expect(paymentKind(code)).toBe(kind);
  });
});

describe('online-payment status label (03 §4)', () => {
  it.each([
    ['PENDING', 'Pendente', 'warning'],
    ['ENABLED', 'Ativo', 'success'],
    ['ACTIVATED', 'Ativo', 'success'],
    ['activated', 'Ativo', 'success'],
    [' pending ', 'Pendente', 'warning'],
    ['DENIED', 'DENIED', 'neutral'],
    ['denied', 'DENIED', 'neutral'],
    ['  ', 'Sem cadastro', 'neutral'],
    [null, 'Sem cadastro', 'neutral'],
  ])('%j → %s', (status, label, tone = 'neutral') => {
    expect(onlinePaymentStatusLabel(status)).toEqual({ label, tone });
  });
});
