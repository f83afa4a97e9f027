import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS } from '../../../sandbox/reports/history';
import { field, parseDay, periodDays } from '../../../sandbox/reports/period';

const today = { y: 2025, m: 3, d: 10 };

describe("sandbox 'periodo' requests (03 §7, §9)", () => {
  it.each([
    [{ periodo: '7' }, { ok: true, start: { y: 2025, m: 3, d: 3 }, end: today }],
    [{ periodo: ' 90 ' }, { ok: true, start: { y: 2024, m: 12, d: 10 }, end: today }],
    [{}, { ok: true, end: today }],
    [
      { periodo: 'PP', 'data[data_inicio]': '2025-02-01', 'data[data_final]': '10/02/2025' },
      { ok: true, start: { y: 2025, m: 2, d: 1 }, end: { y: 2025, m: 2, d: 10 } },
    ],
    [
      { periodo: 'PP', data_inicio: '01/02/2025', data_final: '2025-02-01' },
      { ok: true, start: { y: 2025, m: 2, d: 1 }, end: { y: 2025, m: 2, d: 1 } },
    ],
    [
      { periodo: 'PP', data_inicio: '2025-02-30', data_final: '2025-03-01' },
      { ok: false, problem: 'date' },
    ],
    [
      { periodo: 'PP', data_inicio: '2025-02-01' },
      { ok: false, problem: 'date' },
    ],
    [
      { periodo: 'PP', data_inicio: '2025-02-02', data_final: '2025-02-01' },
      { ok: false, problem: 'order' },
    ],
    [{ periodo: '15' }, { ok: false, problem: 'period' }],
    [{ periodo: '<script>' }, { ok: false, problem: 'period' }],
  ])('%j → %j', (body, expected) => {
    expect(periodDays(body, today)).toMatchObject(expected);
  });

  it("'0' is the whole history", () => {
    const days = periodDays({ periodo: '0' }, today);
    expect(days.ok && Date.UTC(2025, 2, 10) - Date.UTC(days.start.y, days.start.m - 1, days.start.d)).toBe(
      HISTORY_DAYS * 86_400_000,
    );
  });

  it('reads fields of objects only and days in both notations', () => {
    expect(field(null, 'a')).toBeUndefined();
    expect(field('a=1', 'a')).toBeUndefined();
    expect(field({ a: 1 }, 'a')).toBe(1);
    expect(parseDay('2025-03-05')).toEqual({ y: 2025, m: 3, d: 5 });
    expect(parseDay('05/03/2025')).toEqual({ y: 2025, m: 3, d: 5 });
    expect(parseDay(20250305)).toBeNull();
    expect(parseDay('31/02/2025')).toBeNull();
  });
});
