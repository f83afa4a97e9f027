import { describe, expect, it } from 'vitest';
import {
  BUSY_MESSAGES,
  busyEnd,
  busyLabel,
  busyTarget,
  decideBusyEnd,
  type BusyMode,
} from '../../../shared/store-pause/busy';
import { pauseRecordSchema } from '../../../shared/store-pause/pause';
import type { OpeningDay } from '../../../shared/api/store-settings';
import { DAY_ABBREVIATIONS } from '../../../shared/api/store-settings';

const at = (h: number, m = 0) => new Date(2026, 11, 4, h, m);
const week = (abertura: string, fechamento: string): OpeningDay[] =>
  DAY_ABBREVIATIONS.map((abreviacao) => ({
    abreviacao,
    checked: true,
    abertura,
    fechamento,
    abertura2: '',
    fechamento2: '',
  }));
const busy = (over: Partial<BusyMode> = {}): BusyMode => ({
  store: '7',
  startedAt: at(20).getTime(),
  endsAt: at(21).getTime(),
  length: '60',
  steps: 1,
  from: { min: 40, max: 60 },
  to: { min: 60, max: 90 },
  by: 'Ana',
  ...over,
});

describe('busy mode', () => {
  it('moves up one or two presets, capped at the last', () => {
    expect(busyTarget({ min: 40, max: 60 }, 1)).toEqual({ ok: true, to: { min: 60, max: 90 } });
    expect(busyTarget({ min: 40, max: 60 }, 2)).toEqual({ ok: true, to: { min: 90, max: 120 } });
    expect(busyTarget({ min: 60, max: 90 }, 2)).toEqual({ ok: true, to: { min: 90, max: 120 } });
    expect(busyTarget({ min: 90, max: 120 }, 1)).toEqual({ ok: false, message: BUSY_MESSAGES.top });
    expect(busyTarget({ min: 33, max: 44 }, 1)).toEqual({
      ok: false,
      message: BUSY_MESSAGES.unknownEstimate,
    });
    expect(busyTarget(null, 1).ok).toBe(false);
  });

  it('ends after 30 min, 1 h, or when the slot the store is in closes', () => {
    expect(busyEnd('30', at(20), null)).toEqual({ ok: true, endsAt: at(20, 30).getTime() });
    expect(busyEnd('60', at(20), null)).toEqual({ ok: true, endsAt: at(21).getTime() });
    expect(busyEnd('close', at(20), week('18:00', '23:00'))).toEqual({ ok: true, endsAt: at(23).getTime() });
    expect(busyEnd('close', at(10), week('18:00', '23:00'))).toEqual({
      ok: false,
      message: BUSY_MESSAGES.outsideHours,
    });
    expect(busyEnd('close', at(20), null)).toEqual({ ok: false, message: BUSY_MESSAGES.hoursUnknown });
  });

  it('moves back at the end only if the estimate is still the one it set', () => {
    expect(decideBusyEnd(busy(), { min: 60, max: 90 })).toEqual({
      kind: 'restore',
      to: { min: 40, max: 60 },
    });
    const kept = decideBusyEnd(busy(), { min: 20, max: 40 });
    expect(kept.kind).toBe('keep');
    expect(kept.kind === 'keep' && kept.message).toContain('20–40 min');
  });

  it("the header's words", () => {
    expect(busyLabel({ min: 60, max: 90 }, busy())).toBe('Entrega 60–90 min · movimentado até 21:00');
  });

  it('a record kept before busy mode existed reads as none running', () => {
    const parsed = pauseRecordSchema.parse({ pause: null, closedNotice: true, log: [] });
    expect(parsed.busy).toBeNull();
    expect(pauseRecordSchema.safeParse({ ...parsed, busy: { ...busy(), steps: 3 } }).success).toBe(false);
  });
});
