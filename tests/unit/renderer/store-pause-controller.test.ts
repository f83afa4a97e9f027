// The pause controller (issue 34 §1) on a fixed clock with fake ports: the switch, the keeping,
// the hours and the words are recorded, so each step of a pause and its return is asserted.
import { describe, expect, it } from 'vitest';
import { emptyWeek } from '../../../shared/store-settings/hours';
import { EMPTY_PAUSE_RECORD, PAUSE_MESSAGES, type PauseRecord } from '../../../shared/store-pause/pause';
import {
  createPauseController,
  type PausePorts,
} from '../../../renderer/src/app/shell/pause/pauseController';
import type { StoreSwitchOutcome } from '../../../renderer/src/app/shell/storeOpenCommand';

const at = (day: number, h: number, m = 0) => new Date(2026, 11, day, h, m).getTime();
/** Friday the 4th 18:00–00:00, on into Saturday 00:00–02:00. */
const HOURS = emptyWeek().map((d) =>
  d.abreviacao === 'sex'
    ? { ...d, checked: true, abertura: '18:00', fechamento: '00:00' }
    : d.abreviacao === 'sab'
      ? { ...d, checked: true, abertura: '00:00', fechamento: '02:00' }
      : d,
);

function rig(
  opts: { kept?: PauseRecord; now?: number; outcome?: StoreSwitchOutcome; hours?: typeof HOURS | null } = {},
) {
  let now = opts.now ?? at(4, 20);
  let disk: PauseRecord = structuredClone(opts.kept ?? EMPTY_PAUSE_RECORD);
  const calls = { open: [] as boolean[], told: [] as string[], tray: [] as (number | null)[] };
  let tickFn: (() => void) | null = null;
  const ports: PausePorts = {
    now: () => now,
    setInterval: (fn) => ((tickFn = fn), 1),
    clearInterval: () => (tickFn = null),
    load: () => Promise.resolve(structuredClone(disk)),
    save: (r) => ((disk = structuredClone(r)), Promise.resolve()),
    readHours: () => Promise.resolve(opts.hours === undefined ? HOURS : opts.hours),
    setOpen: (open) => {
      calls.open.push(open);
      const outcome = opts.outcome ?? 'applied';
      if (outcome === 'applied' || outcome === 'kept') c.shopChanged(open ? 'N' : 'S');
      return Promise.resolve(outcome);
    },
    tray: (p) => calls.tray.push(p ? p.endsAt : null),
    tell: (m) => calls.told.push(m),
  };
  const c = createPauseController(ports, { store: '7', who: 'Ana' });
  return {
    c,
    calls,
    disk: () => disk,
    set: (t: number) => (now = t),
    hasTimer: () => tickFn !== null,
  };
}

describe('pause controller', () => {
  it('pauses: closes with the call, keeps the pause and logs who and why', async () => {
    const r = rig();
    r.c.shopChanged('N');
    await r.c.start();
    expect(await r.c.pause('30', 'Falta de produto')).toEqual({ ok: true });
    expect(r.calls.open).toEqual([false]);
    expect(r.disk().pause).toMatchObject({
      store: '7',
      endsAt: at(4, 20, 30),
      reason: 'Falta de produto',
      by: 'Ana',
    });
    expect(r.disk().log.at(-1)).toMatchObject({
      kind: 'pause',
      by: 'Ana',
      why: 'Pausa de 30 min até 20:30: Falta de produto',
    });
    expect(r.calls.tray.at(-1)).toBe(at(4, 20, 30));
    expect(r.hasTimer()).toBe(true);
  });

  it('reopens at the end within the hours, with the same call, and logs the return', async () => {
    const r = rig();
    r.c.shopChanged('N');
    await r.c.start();
    await r.c.pause('15', 'Muitos pedidos');
    r.set(at(4, 20, 14));
    await r.c.tick();
    expect(r.calls.open).toEqual([false]);
    r.set(at(4, 20, 15));
    await r.c.tick();
    expect(r.calls.open).toEqual([false, true]);
    expect(r.disk().pause).toBeNull();
    expect(r.disk().log.at(-1)).toMatchObject({ kind: 'return', by: 'Ana' });
    expect(r.calls.tray.at(-1)).toBeNull();
  });

  it('stays closed when the end falls outside the hours, and says so', async () => {
    const r = rig({ now: at(5, 1, 50) });
    r.c.shopChanged('N');
    await r.c.start();
    await r.c.pause('15', 'Outro');
    r.set(at(5, 2, 5));
    await r.c.tick();
    expect(r.calls.open).toEqual([false]);
    expect(r.calls.told.at(-1)).toContain('fora do horário de funcionamento');
  });

  it("'até o fim do expediente' runs across midnight to the night slot's end", async () => {
    const r = rig();
    r.c.shopChanged('N');
    await r.c.start();
    await r.c.pause('shift', 'Problema na cozinha');
    expect(r.disk().pause?.endsAt).toBe(at(5, 2));
  });

  it('refuses to start when the close was refused, and keeps nothing', async () => {
    const r = rig({ outcome: 'refused' });
    r.c.shopChanged('N');
    await r.c.start();
    expect(await r.c.pause('15', 'Outro')).toMatchObject({ ok: false });
    expect(r.disk().pause).toBeNull();
  });

  it('after a restart: a running pause goes on; one that ended while off reopens within hours and says so', async () => {
    const first = rig();
    first.c.shopChanged('N');
    await first.c.start();
    await first.c.pause('30', 'Muitos pedidos');

    const running = rig({ kept: first.disk(), now: at(4, 20, 10) });
    running.c.shopChanged('S');
    await running.c.start();
    expect(running.c.view().pause?.endsAt).toBe(at(4, 20, 30));
    expect(running.calls.open).toEqual([]);

    const late = rig({ kept: first.disk(), now: at(4, 22) });
    late.c.shopChanged('S');
    await late.c.start();
    expect(late.calls.open).toEqual([true]);
    expect(late.disk().log.at(-1)?.why).toContain('caixa desligado');

    const morning = rig({ kept: first.disk(), now: at(5, 9) });
    morning.c.shopChanged('S');
    await morning.c.start();
    expect(morning.calls.open).toEqual([]);
    expect(morning.calls.told.at(-1)).toContain('caixa estava desligado');
    expect(morning.disk().pause).toBeNull();
  });

  it('another store logged in on this desk never touches that pause', async () => {
    const first = rig();
    first.c.shopChanged('N');
    await first.c.start();
    await first.c.pause('30', 'Muitos pedidos');
    const other = createPauseController(
      {
        ...({} as PausePorts),
        now: () => at(4, 22),
        setInterval: () => 1,
        clearInterval: () => undefined,
        load: () => Promise.resolve(first.disk()),
        save: () => Promise.resolve(),
        readHours: () => Promise.resolve(HOURS),
        setOpen: () => {
          throw new Error('must not switch');
        },
        tray: () => undefined,
        tell: () => undefined,
      },
      { store: '8', who: 'Bia' },
    );
    other.shopChanged('S');
    await other.start();
    expect(other.view().pause).toBeNull();
  });

  it("a 'loja' event that opens the store ends the pause, logged and shown", async () => {
    const r = rig();
    r.c.shopChanged('N');
    await r.c.start();
    await r.c.pause('60', 'Muitos pedidos');
    r.c.shopChanged('N');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(r.calls.told).toContain(PAUSE_MESSAGES.openedElsewhere);
    expect(r.disk().pause).toBeNull();
    expect(r.disk().log.at(-1)).toMatchObject({ kind: 'ended' });
    expect(r.calls.open).toEqual([false]);
  });

  it('the switch by hand and Retomar agora end it; only Retomar agora opens', async () => {
    const r = rig();
    r.c.shopChanged('N');
    await r.c.start();
    await r.c.pause('60', 'Muitos pedidos');
    await r.c.endByHand(false);
    expect(r.disk().log.at(-1)).toMatchObject({ kind: 'ended', why: 'Loja fechada pelo interruptor' });
    expect(r.calls.open).toEqual([false]);
    await r.c.pause('60', 'Muitos pedidos');
    await r.c.resumeNow();
    expect(r.calls.open).toEqual([false, false, true]);
    expect(r.disk().log.at(-1)).toMatchObject({
      kind: 'return',
      why: 'Retomada antes do fim (Retomar agora)',
    });
  });

  it('a return during an outage waits in the outbox and is said', async () => {
    const r = rig();
    r.c.shopChanged('N');
    await r.c.start();
    await r.c.pause('15', 'Muitos pedidos');
    const kept = rig({ kept: r.disk(), now: at(4, 20, 16), outcome: 'kept' });
    kept.c.shopChanged('S');
    await kept.c.start();
    expect(kept.calls.open).toEqual([true]);
    expect(kept.calls.told.at(-1)).toContain('aguardando a conexão');
  });

  it('closed by hand within the hours: the notice once an hour, and never when turned off', async () => {
    const r = rig({ now: at(4, 19) });
    r.c.shopChanged('S');
    await r.c.start();
    r.set(at(4, 19, 59));
    await r.c.tick();
    expect(r.calls.told).toEqual([]);
    r.set(at(4, 20, 1));
    await r.c.tick();
    r.set(at(4, 20, 30));
    await r.c.tick();
    expect(r.calls.told).toEqual([PAUSE_MESSAGES.closedNotice]);
    r.set(at(4, 21, 2));
    await r.c.tick();
    expect(r.calls.told).toHaveLength(2);
    await r.c.setClosedNotice(false);
    expect(r.disk().closedNotice).toBe(false);
    r.set(at(4, 22, 5));
    await r.c.tick();
    expect(r.calls.told).toHaveLength(2);
  });

  it('its clock runs only while a tick can act: a pause of this desk, or closed with the notice on', async () => {
    const r = rig();
    r.c.shopChanged('N');
    expect(r.hasTimer()).toBe(false);
    await r.c.start();
    // Open, no pause: nothing to end, no notice to give.
    expect(r.hasTimer()).toBe(false);
    await r.c.pause('15', 'Muitos pedidos');
    expect(r.hasTimer()).toBe(true);
    r.set(at(4, 20, 16));
    await r.c.tick();
    expect(r.calls.open).toEqual([false, true]);
    expect(r.hasTimer()).toBe(false);
    // Closed by hand with the hourly notice on: it ticks; the notice turned off: it stops.
    r.c.shopChanged('S');
    expect(r.hasTimer()).toBe(true);
    await r.c.setClosedNotice(false);
    expect(r.hasTimer()).toBe(false);
    await r.c.setClosedNotice(true);
    expect(r.hasTimer()).toBe(true);
    r.c.shopChanged('N');
    expect(r.hasTimer()).toBe(false);
    await r.c.pause('15', 'Outro');
    r.c.stop();
    expect(r.hasTimer()).toBe(false);
  });
});
