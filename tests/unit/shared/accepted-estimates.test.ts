// The estimate each order was accepted under (issue 34 §2, §4): noted once when first seen
// accepted, pruned when the order is finished, gone from the platform's list, or a day old; the
// record round-trips and refuses hostile input.
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_KEEP_MS,
  ACCEPTED_MAX,
  acceptedEstimatesSchema,
  fromRecord,
  noteAccepted,
  toRecord,
  type KeptEstimate,
} from '../../../shared/orders/accepted-estimates';

const T0 = 1_800_000_000_000;
const EST = { min: 40, max: 60 };
const BUSY = { min: 60, max: 90 };
const orders = (...pairs: [string, string][]) =>
  new Map(pairs.map(([id, status]) => [id, { order: { status } }]));
const kept = (...pairs: [string, KeptEstimate][]) => new Map(pairs);

describe('noteAccepted', () => {
  it('notes an order first seen accepted with the estimate in force, at now; never moves it after', () => {
    const first = noteAccepted(new Map(), orders(['1', 'PA'], ['2', 'PP'], ['3', 'PE']), EST, T0, true);
    expect([...first]).toEqual([
      ['1', { ...EST, at: T0 }],
      ['3', { ...EST, at: T0 }],
    ]);
    // Busy mode moved the estimate up: the orders already noted keep theirs.
    const later = noteAccepted(first, orders(['1', 'PI'], ['2', 'PA'], ['3', 'PE']), BUSY, T0 + 1000, true);
    expect(later.get('1')).toEqual({ ...EST, at: T0 });
    expect(later.get('2')).toEqual({ ...BUSY, at: T0 + 1000 });
  });

  it('notes nothing without an estimate, and answers the same map when nothing changed', () => {
    const none = new Map<string, KeptEstimate>();
    expect(noteAccepted(none, orders(['1', 'PA']), null, T0, true)).toBe(none);
    const one = kept(['1', { ...EST, at: T0 }]);
    expect(noteAccepted(one, orders(['1', 'PA']), BUSY, T0 + 1000, true)).toBe(one);
  });

  it.each<[string, ReturnType<typeof orders>, boolean, number, string[]]>([
    ['delivered: finished, pruned', orders(['1', 'PD'], ['2', 'PA']), true, T0, ['2']],
    ['cancelled: finished, pruned', orders(['1', 'PC'], ['2', 'PA']), true, T0, ['2']],
    ['back to pending (accept undone): pruned', orders(['1', 'PP'], ['2', 'PA']), true, T0, ['2']],
    ["gone from the platform's list: another day's", orders(['2', 'PA']), true, T0, ['2']],
    ['absent before any list (a restart): kept', orders(['2', 'PA']), false, T0, ['1', '2']],
    ['a day old, even with no list: pruned', orders(), false, T0 + ACCEPTED_KEEP_MS + 1, []],
    ['just under a day: kept', orders(), false, T0 + ACCEPTED_KEEP_MS, ['1', '2']],
  ])('%s', (_what, entries, listed, now, left) => {
    const before = kept(['1', { ...EST, at: T0 }], ['2', { ...EST, at: T0 }]);
    expect([...noteAccepted(before, entries, EST, now, listed).keys()].sort()).toEqual(left);
  });
});

describe('the kept record', () => {
  it('round-trips; past the bound the oldest go first', () => {
    const byId = kept(['b', { ...BUSY, at: T0 + 1 }], ['a', { ...EST, at: T0 }]);
    const record = toRecord(byId);
    expect(record.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(fromRecord(acceptedEstimatesSchema.parse(record))).toEqual(byId);
    const many = new Map(
      Array.from({ length: ACCEPTED_MAX + 5 }, (_, i) => [String(i), { ...EST, at: T0 + i }] as const),
    );
    const capped = toRecord(many).orders;
    expect(capped).toHaveLength(ACCEPTED_MAX);
    expect(capped[0]?.id).toBe('5');
  });

  it.each([
    ['not an object', 'x'],
    ['orders not a list', { orders: {} }],
    ['an empty id', { orders: [{ id: '', min: 40, max: 60, at: 1 }] }],
    ['minutes not whole', { orders: [{ id: '1', min: 40.5, max: 60, at: 1 }] }],
    ['a negative time', { orders: [{ id: '1', min: 40, max: 60, at: -1 }] }],
    [
      'past the bound',
      { orders: Array.from({ length: ACCEPTED_MAX + 1 }, (_, i) => ({ id: `${i}`, min: 1, max: 2, at: 1 })) },
    ],
  ])('refuses %s', (_what, raw) => expect(acceptedEstimatesSchema.safeParse(raw).success).toBe(false));
});
