import { describe, expect, it } from 'vitest';
import { calendarListStatus, calendarModalStatus } from '../../../shared/finance/labels';
import {
  AMOUNT_ABOVE_BALANCE,
  AMOUNT_REQUIRED,
  accountLabel,
  amountError,
  branchOf,
  calendarTone,
  formatTaxId,
  monthGrid,
  monthLabel,
  periodParams,
  shiftMonth,
} from '../../../renderer/src/features/finance/sales/logic';

describe('calendar month grid', () => {
  it('Sunday-first weeks with the month days only', () => {
    const nov = monthGrid(2026, 10); // 1 Nov 2026 is a Sunday
    expect(nov[0]?.[0]).toBe('2026-11-01');
    expect(nov.flat().filter(Boolean)).toHaveLength(30);
    expect(nov.every((w) => w.length === 7)).toBe(true);
    const feb = monthGrid(2028, 1); // leap year, 1 Feb 2028 is a Tuesday
    expect(feb[0]?.slice(0, 3)).toEqual([null, null, '2028-02-01']);
    expect(feb.flat().filter(Boolean).at(-1)).toBe('2028-02-29');
    expect(monthLabel(2026, 2)).toBe('Março de 2026');
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
  });

  it('both status readings (list vs modal) and a tone per word', () => {
    const table: [Record<string, unknown>, string, string][] = [
      [{ status: 'SUCCEEDED', is_paid: 1 }, 'Pago', 'Pago'],
      [{ status: 'SUCCEEDED', is_paid: 0 }, 'SUCCEEDED', 'Pago'],
      [{ status: 'CONFIRMED', is_paid: 0 }, 'Confirmado', 'Confirmado'],
      [{ status: 'WAITING', is_paid: '0' }, 'Agendamento', 'Agendamento'],
      [{ status: 'FAILED' }, 'Pendente', 'Pendente'],
      [{ status: 'CANCELAD' }, 'Falhado', 'Falhado'],
      [{ status: 'DELAYED' }, 'Cancelado', 'Cancelado'],
      [{ status: 'WAITING', is_paid: '1' }, 'Pago', 'Agendamento'],
    ];
    for (const [p, list, modal] of table) {
      expect(calendarListStatus(p)).toBe(list);
      expect(calendarModalStatus(p)).toBe(modal);
    }
    expect(calendarTone('Pago')).toBe('success');
    expect(calendarTone('Falhado')).toBe('danger');
    expect(calendarTone('Agendamento')).toBe('neutral');
  });
});

describe('statement filter and transfer rules', () => {
  it('maps the kit range to the legacy periodo', () => {
    expect(periodParams({ preset: 'hoje', start: '2026-03-01', end: '2026-03-01' })).toEqual({
      periodo: '0',
      inicio: '',
      fim: '',
    });
    expect(periodParams({ preset: '60', start: 'x', end: 'y' }).periodo).toBe('60');
    expect(periodParams({ preset: 'personalizado', start: '2026-03-01', end: '2026-03-10' })).toEqual({
      periodo: 'PP',
      inicio: '01/03/2026',
      fim: '10/03/2026',
    });
  });

  it('amount > 0 and ≤ the available balance (to the cent)', () => {
    for (const v of [null, 0, -1, Number.NaN]) expect(amountError(v, 100)).toBe(AMOUNT_REQUIRED);
    expect(amountError(100.01, 100)).toBe(AMOUNT_ABOVE_BALANCE);
    expect(amountError(100, 100)).toBeNull();
    expect(amountError(0.1 + 0.2, 0.3)).toBeNull();
    expect(amountError(0.01, 0)).toBe(AMOUNT_ABOVE_BALANCE);
  });

  it('tax ids, branch and account labels', () => {
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxId('39053344705')).toBe('390.533.447-05');
    expect(formatTaxId('')).toBe('—');
    expect(branchOf({ agencia: '0912', agencia_dig: '3' })).toBe('0912-3');
    expect(branchOf({ agencia: '0912', agencia_dig: '' })).toBe('0912');
    expect(
      accountLabel({
        nome: 'Itaú',
        banco: '341',
        agencia: '0912',
        agencia_dig: '',
        conta: '45821-7',
        status: 'S',
      }),
    ).toBe('Itaú · Ag. 0912 · Conta 45821-7 (ativa)');
  });
});
