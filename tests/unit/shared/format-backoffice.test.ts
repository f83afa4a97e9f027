import { describe, expect, it } from 'vitest';
import {
  formatApiDate,
  formatApiDateTime,
  formatBRL,
  formatDateTimeAt,
  formatMoneyValue,
} from '../../../shared/format';

// Intl writes 'R$' followed by a no-break space.
const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('back-office formatting (pt-BR)', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [-5.5, '-R$ 5,50'],
    [1e6, 'R$ 1.000.000,00'],
  ])('BRL %s', (value, text) => {
    expect(formatBRL(value)).toBe(nb(text));
  });

  it.each([
    ['45.9', 'R$ 45,90'],
    ['1.234,56', 'R$ 1.234,56'],
    [12, 'R$ 12,00'],
    ['abc', '—'],
    [null, '—'],
    [Number.NaN, '—'],
  ])('money value %j', (value, text) => {
    expect(formatMoneyValue(value)).toBe(nb(text));
  });

  it("a value that is not money shows the caller's fallback", () => {
    expect(formatMoneyValue('abc', 'R$ -')).toBe('R$ -');
    expect(formatMoneyValue(undefined, '')).toBe('');
  });

  it('writes dates and timestamps', () => {
    expect(formatDateTimeAt(new Date(2026, 10, 24, 9, 5))).toBe('24/11/2026 às 09:05');
    expect(formatDateTimeAt(new Date(2026, 10, 24, 21, 30), 'as')).toBe('24/11/2026 as 21:30');
    expect(formatApiDate('2026-02-03')).toBe('03/02/2026');
    expect(formatApiDate('2026-02-03 23:59:00')).toBe('03/02/2026');
    expect(formatApiDate('2026-02-30')).toBe('—');
    expect(formatApiDate(undefined, '')).toBe('');
    expect(formatApiDateTime('2026-02-03 18:07:00')).toBe('03/02/2026 às 18:07');
    expect(formatApiDateTime('<img onerror=x>')).toBe('—');
  });
});
