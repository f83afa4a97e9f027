import { describe, expect, it } from 'vitest';
import { dateTimeText, moneyColumn } from '../../../renderer/src/report-kit/columns';

describe('report table cells', () => {
  it.each([
    ['2025-02-18 14:05:00', '18/02/2025 14:05'],
    ['ontem', 'ontem'],
    ['', ''],
  ])('dateTimeText(%j) → %j', (text, shown) => {
    expect(dateTimeText(text).replace(/\s+/g, ' ')).toBe(shown);
  });

  it('moneyColumn shows BRL, sorts by the amount and aligns right', () => {
    const col = moneyColumn<{ v: number }>('valor', 'Valor', (r) => r.v);
    expect(col).toMatchObject({ id: 'valor', header: 'Valor', align: 'right' });
    expect(String(col.cell({ v: 1234.5 })).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(col.sortValue?.({ v: 7 })).toBe(7);
  });
});
