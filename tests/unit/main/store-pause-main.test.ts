// Main's side of the store pause (issue 34 §1): kept in the settings file across a restart,
// every pause and return logged with who and why, and the tray naming it with its countdown.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsService } from '../../../main/settings/service';
import { createTrayService, TRAY_PAUSE_TICK_MS } from '../../../main/window/tray';
import type { Timers } from '../../../main/timers';
import type { PauseRecord } from '../../../shared/store-pause/pause';
import { createMemoryLogger } from '../../support/logger';
import { createJsonSettingsStore } from '../../support/settings-store';
import { FakeTray } from './fakes';

const record: PauseRecord = {
  busy: null,
  pause: {
    store: '7',
    startedAt: Date.UTC(2026, 11, 4, 23),
    endsAt: Date.UTC(2026, 11, 4, 23, 30),
    length: '30',
    reason: 'Muitos pedidos',
    by: 'Ana',
    hours: null,
  },
  closedNotice: false,
  log: [
    {
      at: Date.UTC(2026, 11, 4, 23),
      kind: 'pause',
      by: 'Ana',
      why: 'Pausa de 30 min até 20:30: Muitos pedidos',
    },
  ],
};

describe('the pause in main settings', () => {
  it('survives a restart and logs each new line with who and why', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pause-')), 'settings.json');
    const log = createMemoryLogger();
    const app = { setLoginItemSettings: () => undefined };
    const first = createSettingsService({
      store: createJsonSettingsStore({ file, log }),
      app,
      log,
      platform: 'linux',
    });
    first.saveStorePause(record);
    expect(log.has('info', 'Pausa: Pausa de 30 min até 20:30: Muitos pedidos')).toBe(true);
    expect(log.lines.join('\n')).toContain('Ana');

    const again = createSettingsService({
      store: createJsonSettingsStore({ file, log }),
      app,
      log,
      platform: 'linux',
    });
    expect(again.getStorePause()).toEqual(record);
    again.saveStorePause({
      ...record,
      pause: null,
      log: [
        ...record.log,
        { at: record.log[0]!.at + 60_000, kind: 'return', by: 'Ana', why: 'Retomada antes do fim' },
      ],
    });
    expect(log.has('info', 'Retorno da pausa: Retomada antes do fim')).toBe(true);
    expect(log.lines.filter((l) => l.includes('Pausa de 30 min'))).toHaveLength(1);
  });

  it('a hand-edited record falls back to no pause without losing the other settings', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pause-')), 'settings.json');
    writeFileSync(file, JSON.stringify({ closeBehavior: 'tray', storePause: { pause: { store: 7 } } }));
    const log = createMemoryLogger();
    const svc = createSettingsService({
      store: createJsonSettingsStore({ file, log }),
      app: { setLoginItemSettings: () => undefined },
      log,
      platform: 'linux',
    });
    expect(svc.getStorePause()).toEqual({ pause: null, busy: null, closedNotice: true, log: [] });
    expect(svc.get().closeBehavior).toBe('tray');
    expect(readFileSync(file, 'utf8')).toContain('"tray"');
  });
});

describe('the accepted estimates in main settings (issue 34 §4)', () => {
  it('survive a restart; a hand-edited record reads as none without losing the other settings', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'estimates-')), 'settings.json');
    const log = createMemoryLogger();
    const open = () =>
      createSettingsService({
        store: createJsonSettingsStore({ file, log }),
        app: { setLoginItemSettings: () => undefined },
        log,
        platform: 'linux',
      });
    const kept = { orders: [{ id: '48201', min: 40, max: 60, at: Date.UTC(2026, 11, 4, 23) }] };
    open().saveAcceptedEstimates(kept);
    expect(open().getAcceptedEstimates()).toEqual(kept);
    writeFileSync(
      file,
      JSON.stringify({ closeBehavior: 'tray', acceptedEstimates: { orders: [{ id: 1, min: 'x' }] } }),
    );
    const again = open();
    expect(again.getAcceptedEstimates()).toEqual({ orders: [] });
    expect(again.get().closeBehavior).toBe('tray');
  });
});

describe('the tray during a pause', () => {
  it('names the pause with its countdown, moves it on the tick and drops it at the end', () => {
    let now = Date.UTC(2026, 11, 4, 23, 15);
    const ticks: (() => void)[] = [];
    const timers: Timers = {
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      setInterval: (fn, ms) => (expect(ms).toBe(TRAY_PAUSE_TICK_MS), ticks.push(fn), ticks.length),
      clearInterval: (h) => void (ticks[(h as number) - 1] = () => undefined),
    };
    const fake = new FakeTray();
    const tray = createTrayService({
      createTray: () => fake,
      buildMenu: (items) => items,
      brandName: 'Caixa Delivery',
      onOpen: () => undefined,
      onQuit: () => undefined,
      log: createMemoryLogger(),
      timers,
      now: () => now,
    });
    tray.create();
    tray.setInfo({ storeName: 'Pizzaria' });
    tray.setPause({ endsAt: Date.UTC(2026, 11, 4, 23, 30) });
    const ends = new Date(Date.UTC(2026, 11, 4, 23, 30));
    const hhmm = `${String(ends.getHours()).padStart(2, '0')}:${String(ends.getMinutes()).padStart(2, '0')}`;
    expect(fake.tooltip).toBe(`Caixa Delivery — Pizzaria — Pausado · volta às ${hhmm} (faltam 15:00)`);
    now += 60_000;
    ticks[0]!();
    expect(fake.tooltip).toContain('(faltam 14:00)');
    now = Date.UTC(2026, 11, 4, 23, 31);
    ticks[0]!();
    expect(fake.tooltip).toBe('Caixa Delivery — Pizzaria');
    tray.setPause({ endsAt: now + 60_000 });
    tray.setPause(null);
    expect(fake.tooltip).toBe('Caixa Delivery — Pizzaria');
  });
});
