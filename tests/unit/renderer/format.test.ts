import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDeliveryRange,
  formatTime,
  invoiceAmount,
  isSameLocalDay,
  parseApiDate,
  parseMoney,
} from '../../../shared/format';

// Intl writes 'R$' followed by a no-break space.
const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('money (BRL, pt-BR)', () => {
  it.each([
    [0, 'R$ 0,00'],
    [9.9, 'R$ 9,90'],
    [1234.56, 'R$ 1.234,56'],
    [1000000, 'R$ 1.000.000,00'],
    [-15.5, '-R$ 15,50'],
    [Number.NaN, 'R$ 0,00'],
    [Number.POSITIVE_INFINITY, 'R$ 0,00'],
  ])('formatBRL(%s) → %s', (value, text) => {
    expect(formatBRL(value)).toBe(nb(text));
  });

  it.each([
    [-15990, 159.9],
    [-100, 1],
    [2500, -25],
  ])('overdue invoice amount = balance / -100: %s → %s', (balance, amount) => {
    expect(invoiceAmount(balance)).toBe(amount);
    expect(formatBRL(invoiceAmount(-15990))).toBe(nb('R$ 159,90'));
  });

  it.each([
    [45.9, 45.9],
    ['45.90', 45.9],
    ['45,90', 45.9],
    ['1.234,56', 1234.56],
    ['R$ 12,00', 12],
    ['-3,5', -3.5],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['1,234,567.25', 1234567.25],
    ['r$ 5', 5],
    [' 7 ', 7],
    ['1 234,50', 1234.5],
    ['R$ -1.234,50', -1234.5],
    ['1,234', 1.234],
    ['12.345,67', 12345.67],
    ['12,345.67', 12345.67],
    ['1.234,56x', null],
    ['x1,234.56', null],
    ['1.23,45', null],
    ['12,345,678', null],
    ['1234.567,89', null],
    ['1,234.5.6', null],
    ['x12', null],
    ['12x', null],
    ['--1', null],
    ['-', null],
    ['12.', null],
    [Number.POSITIVE_INFINITY, null],
    [0, 0],
    ['', null],
    ['abc', null],
    ['1,2,3', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [{}, null],
  ])('parseMoney(%j) → %s', (value, parsed) => {
    expect(parseMoney(value)).toBe(parsed);
  });
});

describe('dates (pt-BR)', () => {
  it('a bare date is local noon, so no timezone moves it to the day before', () => {
    const d = parseApiDate('2026-11-17');
    expect(d && [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 10, 17, 12]);
    expect(formatDate(d as Date)).toBe('17/11/2026');
  });

  it('a local timestamp keeps its wall-clock time', () => {
    const d = parseApiDate('2026-11-21 19:05:09') as Date;
    expect(formatTime(d)).toBe('19:05');
    expect(formatDateTime(d)).toBe('21/11/2026 19:05');
    expect(parseApiDate('2026-11-21T08:30')?.getHours()).toBe(8);
  });

  it.each([
    '',
    'ontem',
    '2026-02-31',
    '2026-13-01',
    '21/11/2026',
    '2026-11-21 25:00',
    null,
    42,
    '2026-11-21Tlixo',
  ])('parseApiDate(%j) → null', (value) => {
    expect(parseApiDate(value)).toBeNull();
  });

  it('ISO with a zone goes through Date', () => {
    expect(parseApiDate('2026-11-21T12:00:00Z')?.getTime()).toBe(Date.UTC(2026, 10, 21, 12));
  });

  it('isSameLocalDay', () => {
    expect(isSameLocalDay(new Date(2026, 10, 21, 0, 1), new Date(2026, 10, 21, 23, 59))).toBe(true);
    expect(isSameLocalDay(new Date(2026, 10, 21), new Date(2026, 10, 22))).toBe(false);
  });
});

describe('countdown mm:ss (recovery code, 300000 ms)', () => {
  it.each([
    [300000, '05:00'],
    [299001, '05:00'],
    [299000, '04:59'],
    [61000, '01:01'],
    [60000, '01:00'],
    [59999, '01:00'],
    [1, '00:01'],
    [0, '00:00'],
    [-5000, '00:00'],
    [Number.NaN, '00:00'],
    [3600000, '60:00'],
  ])('%s ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('delivery range', () => {
  it.each([
    [40, 60, '40–60 min'],
    [null, null, '—'],
    [30, null, '30 min'],
    [0, 0, '—'],
  ])('%s–%s → %s', (min, max, text) => {
    expect(formatDeliveryRange(min, max)).toBe(text);
  });
});
