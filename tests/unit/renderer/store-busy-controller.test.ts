// Busy mode's engine (issue 34 §2) on a fixed clock: the move up, the move back at the end, the
// estimate changed by staff in between (then it stays), and a desk that was off at the end.
import { describe, expect, it } from 'vitest';
import { BUSY_TICK_MS, createBusyController } from '../../../renderer/src/app/shell/pause/busyController';
import { EMPTY_PAUSE_RECORD, type PauseRecord } from '../../../shared/store-pause/pause';
import type { Estimate } from '../../../shared/store-pause/busy';

const T0 = new Date(2026, 11, 4, 20, 0).getTime();
const MIN = 60_000;

function setup(opts: { record?: PauseRecord; estimate?: Estimate; refuse?: boolean } = {}) {
  let now = T0;
  let record: PauseRecord = opts.record ?? structuredClone(EMPTY_PAUSE_RECORD);
  let estimate: Estimate | null = opts.estimate ?? { min: 40, max: 60 };
  const sent: [Estimate, string][] = [];
  const told: string[] = [];
  const saved: PauseRecord[] = [];
  // A fake clock's intervals: the live ones by handle, each with its period.
  const intervals = new Map<number, { fn: () => void; ms: number }>();
  let nextHandle = 1;
  const busy = createBusyController(
    {
      now: () => now,
      setInterval: (fn, ms) => {
        intervals.set(nextHandle, { fn, ms });
        return nextHandle++;
      },
      clearInterval: (h) => intervals.delete(h as number),
      record: () => record,
      update: async (change) => {
        record = change(record);
        saved.push(record);
      },
      readHours: async () => null,
      estimate: () => estimate,
      setEstimate: async (to, message) => {
        sent.push([to, message]);
        if (opts.refuse) return false;
        estimate = to;
        return true;
      },
      tell: (m) => told.push(m),
    },
    { store: '7', who: 'Ana' },
  );
  return {
    busy,
    sent,
    told,
    saved,
    record: () => record,
    setNow: (ms: number) => (now = ms),
    setEstimate: (e: Estimate) => (estimate = e),
    intervals,
    /** Moves the fake clock to `ms`, firing each live interval once per period that passed. */
    async advanceTo(ms: number) {
      while (now < ms) {
        now = Math.min(ms, now + BUSY_TICK_MS);
        for (const i of [...intervals.values()]) i.fn();
        await new Promise((r) => setTimeout(r, 0));
      }
    },
  };
}

describe('busy controller', () => {
  it('moves the estimate up one preset for 30 min, and back at the end', async () => {
    const t = setup();
    expect(await t.busy.begin('30', 1)).toEqual({ ok: true });
    expect(t.sent).toEqual([
      [{ min: 60, max: 90 }, 'Modo movimentado: previsão de entrega 60–90 min até 20:30.'],
    ]);
    expect(t.record().busy).toMatchObject({
      from: { min: 40, max: 60 },
      to: { min: 60, max: 90 },
      by: 'Ana',
    });
    expect(t.record().log.at(-1)).toMatchObject({ kind: 'busy', by: 'Ana' });
    t.setNow(T0 + 29 * MIN);
    await t.busy.tick();
    expect(t.sent).toHaveLength(1);
    t.setNow(T0 + 30 * MIN);
    await t.busy.tick();
    expect(t.sent[1]?.[0]).toEqual({ min: 40, max: 60 });
    expect(t.record().busy).toBeNull();
    expect(t.record().log.at(-1)).toMatchObject({ kind: 'busy-end' });
  });

  it('does not move it back when staff changed the estimate in between', async () => {
    const t = setup();
    await t.busy.begin('60', 2);
    expect(t.sent[0]?.[0]).toEqual({ min: 90, max: 120 });
    t.setEstimate({ min: 20, max: 40 });
    t.setNow(T0 + 60 * MIN);
    await t.busy.tick();
    expect(t.sent).toHaveLength(1);
    expect(t.record().busy).toBeNull();
    expect(t.told.at(-1)).toContain('ficou em 20–40 min');
  });

  it('a desk that was off at the end moves it back at its start', async () => {
    const first = setup();
    await first.busy.begin('30', 1);
    const kept = first.record();
    const t = setup({ record: kept, estimate: { min: 60, max: 90 } });
    t.setNow(T0 + 3 * 60 * MIN);
    await t.busy.start();
    expect(t.sent).toEqual([[{ min: 40, max: 60 }, expect.stringContaining('voltou para 40–60 min')]]);
    expect(t.record().busy).toBeNull();
  });

  it('another store’s busy mode on this desk is left alone', async () => {
    const first = setup();
    await first.busy.begin('30', 1);
    const other = { ...first.record(), busy: { ...first.record().busy!, store: '8' } };
    const t = setup({ record: other, estimate: { min: 60, max: 90 } });
    t.setNow(T0 + 3 * 60 * MIN);
    await t.busy.start();
    expect(t.sent).toEqual([]);
    expect(t.busy.view()).toBeNull();
  });

  it('a refused move up does not start it; at the top it says why', async () => {
    const refused = setup({ refuse: true });
    expect(await refused.busy.begin('30', 1)).toMatchObject({ ok: false });
    expect(refused.record().busy).toBeNull();
    const top = setup({ estimate: { min: 90, max: 120 } });
    expect(await top.busy.begin('30', 1)).toMatchObject({
      ok: false,
      message: expect.stringContaining('maior faixa'),
    });
    expect(top.sent).toEqual([]);
  });

  it("'Encerrar' ends it early and moves the estimate back", async () => {
    const t = setup();
    await t.busy.begin('60', 1);
    await t.busy.endNow();
    expect(t.sent[1]?.[0]).toEqual({ min: 40, max: 60 });
    expect(t.record().busy).toBeNull();
  });

  it('its clock runs only while a busy mode does: none before, one during, none after', async () => {
    const t = setup();
    await t.busy.start();
    expect(t.intervals.size).toBe(0);
    await t.busy.begin('30', 1);
    expect([...t.intervals.values()].map((i) => i.ms)).toEqual([BUSY_TICK_MS]);
    await t.advanceTo(T0 + 30 * MIN);
    expect(t.sent[1]?.[0]).toEqual({ min: 40, max: 60 });
    expect(t.intervals.size).toBe(0);
    // Encerrar stops it as well; stop() leaves none behind either.
    await t.busy.begin('60', 1);
    expect(t.intervals.size).toBe(1);
    await t.busy.endNow();
    expect(t.intervals.size).toBe(0);
    await t.busy.begin('60', 1);
    t.busy.stop();
    expect(t.intervals.size).toBe(0);
  });

  it('a busy mode still running at start arms the clock at once; one of another store does not', async () => {
    const first = setup();
    await first.busy.begin('60', 1);
    const t = setup({ record: first.record(), estimate: { min: 60, max: 90 } });
    await t.busy.start();
    expect(t.intervals.size).toBe(1);
    const other = setup({
      record: { ...first.record(), busy: { ...first.record().busy!, store: '8' } },
      estimate: { min: 60, max: 90 },
    });
    await other.busy.start();
    expect(other.intervals.size).toBe(0);
  });
});
