import { describe, expect, it } from 'vitest';
import { ageMinutes, countLateAt, estimateOf, lateMarks, latenessAt } from '../../../shared/orders/lateness';

const MIN = 60_000;
const T0 = Date.UTC(2026, 11, 4, 23);
const EST = { min: 30, max: 45 };

describe('lateness', () => {
  it.each([
    [29, 'on-time'],
    [30, 'warn'],
    [44, 'warn'],
    [45, 'late'],
    [300, 'late'],
  ] as const)('an accepted order %i min old is %s', (age, level) => {
    expect(latenessAt(lateMarks(T0, 'PA', EST), T0 + age * MIN)).toBe(level);
  });

  it.each(['PP', 'PD', 'PC'])('%s is never judged', (status) => {
    expect(lateMarks(T0, status, EST)).toBeNull();
    expect(latenessAt(lateMarks(T0, status, EST), T0 + 999 * MIN)).toBe('on-time');
  });

  it.each(['PA', 'PI', 'PL', 'LE', 'PE', 'PICKUP_READY'])('%s is judged', (status) => {
    expect(lateMarks(T0, status, EST)).toEqual({ warnAt: T0 + 30 * MIN, lateAt: T0 + 45 * MIN });
  });

  it('judges nothing without a sane estimate or a creation time', () => {
    expect(estimateOf('30', '45')).toEqual(EST);
    expect(estimateOf(null, 45)).toBeNull();
    expect(estimateOf('abc', '45')).toBeNull();
    expect(estimateOf(60, 30)).toBeNull();
    expect(estimateOf(0, 0)).toBeNull();
    expect(lateMarks(0, 'PA', EST)).toBeNull();
    expect(lateMarks(T0, 'PA', null)).toBeNull();
  });

  it('counts late orders at any moment with the sorted marks', () => {
    const orders = [
      { createdAt: T0, status: 'PA' },
      { createdAt: T0 + 10 * MIN, status: 'PE' },
      { createdAt: T0 - 60 * MIN, status: 'PD' },
      { createdAt: T0 - 5 * MIN, status: 'PL' },
    ];
    // The moments the desk sorts once per list (useLateCount), counted at any 'now'.
    const moments = orders
      .flatMap((o) => lateMarks(o.createdAt, o.status, EST)?.lateAt ?? [])
      .sort((a, b) => a - b);
    expect(moments).toEqual([T0 + 40 * MIN, T0 + 45 * MIN, T0 + 55 * MIN]);
    expect(countLateAt(moments, T0)).toBe(0);
    expect(countLateAt(moments, T0 + 40 * MIN)).toBe(1);
    expect(countLateAt(moments, T0 + 50 * MIN)).toBe(2);
    expect(countLateAt(moments, T0 + 60 * MIN)).toBe(3);
    expect(countLateAt([], T0)).toBe(0);
  });

  it('age in whole minutes, never negative', () => {
    expect(ageMinutes(T0, T0 + 61_000)).toBe(1);
    expect(ageMinutes(T0, T0 - 5_000)).toBe(0);
  });
});
