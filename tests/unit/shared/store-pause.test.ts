import { describe, expect, it } from 'vitest';
import type { OpeningDay } from '../../../shared/api/store-settings';
import { emptyWeek } from '../../../shared/store-settings/hours';
import { currentSlotEnd, isWithinHours } from '../../../shared/store-pause/hours-slot';
import {
  closedNoticeDue,
  decideAtEnd,
  decideAtStart,
  pauseCountdown,
  pauseEnd,
  pauseLabel,
  pauseRecordSchema,
  type StorePause,
} from '../../../shared/store-pause/pause';

/** Dec 2026: the 4th is a Friday, the 5th a Saturday, the 6th a Sunday. */
const at = (day: number, h: number, m = 0) => new Date(2026, 11, day, h, m);

function week(rows: Partial<Record<OpeningDay['abreviacao'], [string, string, string?, string?]>>) {
  return emptyWeek().map((d) => {
    const r = rows[d.abreviacao];
    return r
      ? {
          ...d,
          checked: true,
          abertura: r[0],
          fechamento: r[1],
          abertura2: r[2] ?? '',
          fechamento2: r[3] ?? '',
        }
      : d;
  });
}

/** Lunch and dinner on Friday; dinner past midnight into Saturday (00:00–02:00), then Saturday dinner. */
const HOURS = week({
  sex: ['11:00', '14:00', '18:00', '00:00'],
  sab: ['00:00', '02:00', '18:00', '23:00'],
});

const pause = (over: Partial<StorePause> = {}): StorePause => ({
  store: '7',
  startedAt: at(4, 20).getTime(),
  endsAt: at(4, 20, 30).getTime(),
  length: '30',
  reason: 'Muitos pedidos',
  by: 'Ana',
  hours: HOURS,
  ...over,
});

describe('currentSlotEnd', () => {
  it.each([
    ['lunch ends at its own close', at(4, 12), at(4, 14)],
    ['a dinner saved to 00:00 runs on into the next day slot from 00:00', at(4, 20), at(5, 2)],
    ['in the after-midnight part it is that slot', at(5, 1, 30), at(5, 2)],
    ['a slot that ends at 23:00', at(5, 19), at(5, 23)],
  ])('%s', (_name, now, end) => {
    expect(currentSlotEnd(HOURS, now)?.getTime()).toBe(end.getTime());
  });

  it.each([
    ['between slots', at(4, 15)],
    ['on a closed day', at(6, 12)],
    ['after the last slot', at(5, 23, 30)],
  ])('is null %s', (_name, now) => {
    expect(currentSlotEnd(HOURS, now)).toBeNull();
  });

  it('a store open day and night stops following after a week', () => {
    const always = week({
      dom: ['00:00', '00:00'],
      seg: ['00:00', '00:00'],
      ter: ['00:00', '00:00'],
      qua: ['00:00', '00:00'],
      qui: ['00:00', '00:00'],
      sex: ['00:00', '00:00'],
      sab: ['00:00', '00:00'],
    });
    expect(currentSlotEnd(always, at(4, 10))?.getTime()).toBe(at(12, 0).getTime());
  });

  it('a midnight end with nothing at 00:00 next day ends at midnight', () => {
    const h = week({ sex: ['18:00', '00:00'] });
    expect(currentSlotEnd(h, at(4, 23, 59))?.getTime()).toBe(at(5, 0).getTime());
    expect(isWithinHours(h, at(5, 0, 30))).toBe(false);
  });
});

describe('pauseEnd', () => {
  it.each([
    ['15', at(4, 20, 15)],
    ['30', at(4, 20, 30)],
    ['60', at(4, 21)],
    ['shift', at(5, 2)],
  ] as const)('%s from Friday 20:00', (length, end) => {
    expect(pauseEnd(length, at(4, 20), HOURS)).toEqual({ ok: true, endsAt: end.getTime() });
  });

  it('refuses the end of the shift outside the hours or without them, in words', () => {
    expect(pauseEnd('shift', at(4, 15), HOURS)).toMatchObject({
      ok: false,
      message: expect.stringContaining('fora do horário'),
    });
    expect(pauseEnd('shift', at(4, 20), null)).toMatchObject({
      ok: false,
      message: expect.stringContaining('15 min'),
    });
    expect(pauseEnd('15', at(4, 20), null)).toEqual({ ok: true, endsAt: at(4, 20, 15).getTime() });
  });
});

describe('decideAtEnd', () => {
  it('reopens inside the hours, across midnight too', () => {
    expect(decideAtEnd(pause(), at(4, 20, 30), HOURS)).toEqual({ kind: 'reopen' });
    expect(decideAtEnd(pause({ endsAt: at(5, 0, 30).getTime() }), at(5, 0, 30), HOURS)).toEqual({
      kind: 'reopen',
    });
  });

  it('stays closed outside the hours and says so', () => {
    const p = pause({ startedAt: at(4, 13, 50).getTime(), endsAt: at(4, 14, 20).getTime() });
    expect(decideAtEnd(p, at(4, 14, 20), HOURS)).toEqual({
      kind: 'stay-closed',
      message: 'A pausa terminou às 14:20 fora do horário de funcionamento: a loja continua fechada.',
    });
  });

  it('judges by the hours kept at the start when none can be read, and stays closed with none', () => {
    expect(decideAtEnd(pause(), at(4, 20, 30), null)).toEqual({ kind: 'reopen' });
    expect(decideAtEnd(pause({ hours: null }), at(4, 20, 30), null)).toMatchObject({ kind: 'stay-closed' });
  });
});

describe('decideAtStart (after a restart)', () => {
  it('keeps a running pause, ignores another store and nothing', () => {
    expect(decideAtStart(pause(), '7', at(4, 20, 10), HOURS)).toEqual({
      kind: 'running',
      endsAt: at(4, 20, 30).getTime(),
    });
    expect(decideAtStart(pause(), '8', at(4, 21), HOURS)).toEqual({ kind: 'other-store' });
    expect(decideAtStart(null, '7', at(4, 21), HOURS)).toEqual({ kind: 'none' });
  });

  it('reopens a pause that ended while the desk was off, within the hours, and says so', () => {
    expect(decideAtStart(pause(), '7', at(4, 21), HOURS)).toEqual({
      kind: 'reopen',
      message: 'A pausa terminou às 20:30 com o caixa desligado: a loja foi reaberta agora.',
    });
  });

  it('past midnight within the night slot it reopens; next morning it stays closed', () => {
    expect(decideAtStart(pause(), '7', at(5, 1), HOURS).kind).toBe('reopen');
    const r = decideAtStart(pause(), '7', at(5, 9), HOURS);
    expect(r.kind).toBe('stay-closed');
    expect(r).toMatchObject({ message: expect.stringContaining('caixa estava desligado') });
  });
});

describe('closedNoticeDue', () => {
  const base = {
    enabled: true,
    paused: false,
    closedSince: at(4, 19).getTime(),
    lastNoticeAt: null,
    now: at(4, 20, 1),
    hours: HOURS,
  };
  it('is due after an hour closed within the hours, once an hour', () => {
    expect(closedNoticeDue(base)).toBe(true);
    expect(closedNoticeDue({ ...base, lastNoticeAt: at(4, 19, 0).getTime() })).toBe(true);
    expect(closedNoticeDue({ ...base, lastNoticeAt: at(4, 19, 45).getTime() })).toBe(false);
  });
  it.each([
    ['under an hour', { closedSince: at(4, 19, 30).getTime() }],
    ['outside the hours', { closedSince: at(4, 14).getTime(), now: at(4, 16) }],
    ['turned off', { enabled: false }],
    ['paused', { paused: true }],
    ['open', { closedSince: null }],
    ['hours unknown', { hours: null }],
  ])('is not due %s', (_n, over) => {
    expect(closedNoticeDue({ ...base, ...over })).toBe(false);
  });
});

describe('words and the kept record', () => {
  it('label and countdown', () => {
    expect(pauseLabel({ endsAt: at(4, 20, 45).getTime() })).toBe('Pausado · volta às 20:45');
    expect(pauseCountdown(at(4, 20, 45).getTime(), at(4, 20, 30).getTime())).toBe('15:00');
    expect(pauseCountdown(at(4, 22).getTime(), at(4, 20, 30).getTime())).toBe('1:30:00');
    expect(pauseCountdown(0, 5)).toBe('0:00');
  });
  it('refuses a hostile record', () => {
    const ok = { pause: pause(), closedNotice: true, log: [] };
    expect(pauseRecordSchema.safeParse(ok).success).toBe(true);
    expect(pauseRecordSchema.safeParse({ ...ok, pause: { ...pause(), reason: 'x' } }).success).toBe(false);
    expect(pauseRecordSchema.safeParse({ ...ok, pause: { ...pause(), endsAt: -1 } }).success).toBe(false);
    expect(pauseRecordSchema.safeParse({ ...ok, log: 'x' }).success).toBe(false);
  });
});
