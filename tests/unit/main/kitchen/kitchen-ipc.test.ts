// The bridge domain `kitchen` through main's core and its IPC registration (issue 33 §3): the
// settings kept by main (defaults off, validated, Portuguese refusals), feeds, commands, progress
// and the pushes to the renderer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Channels } from '../../../../shared/bridge';
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '../../../../shared/kitchen-screen/contract';
import { KITCHEN_MESSAGES } from '../../../../shared/kitchen-screen/schemas';
import { createMainCore } from '../../../../main/core';
import { cardKey } from '../../../../main/kitchen/cards';
import { fakeMainDeps, FakeIpcMain } from '../fakes';

const dirs: string[] = [];
const cores: ReturnType<typeof createMainCore>[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.stop({ drainMs: 1000 })));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-ipc-'));
  dirs.push(dir);
  const f = fakeMainDeps({ printing: { dataDir: dir, localService: false, readdir: async () => [] } });
  const core = createMainCore(f.deps);
  cores.push(core);
  const ipc = new FakeIpcMain();
  core.registerIpc(ipc);
  core.start();
  return { ...f, core, ipc, dir };
}

const on: KitchenSettings = {
  ...structuredClone(DEFAULT_KITCHEN_SETTINGS),
  enabled: true,
  screens: [{ id: 'cozinha', name: 'Cozinha', categories: [] }],
};

describe('kitchen:* channels', () => {
  it('settings: off by default, saved to kitchen-settings.json, read back after a restart', async () => {
    const { ipc, dir } = setup();
    expect(await ipc.invoke(Channels.kitchen.getSettings)).toEqual(DEFAULT_KITCHEN_SETTINGS);
    expect(await ipc.invoke(Channels.kitchen.saveSettings, on)).toEqual(on);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'kitchen-settings.json'), 'utf8'))).toEqual(on);
    const again = new FakeIpcMain();
    const core = createMainCore(
      fakeMainDeps({ printing: { dataDir: dir, localService: false, readdir: async () => [] } }).deps,
    );
    cores.push(core);
    core.registerIpc(again);
    expect(await again.invoke(Channels.kitchen.getSettings)).toEqual(on);
  });

  it.each([
    [
      'two screens with one id',
      { ...on, screens: [...on.screens, ...on.screens] },
      KITCHEN_MESSAGES.screenIds,
    ],
    ['red before amber', { ...on, ageAmberMin: 20, ageRedMin: 10 }, KITCHEN_MESSAGES.ageOrder],
    [
      'a window without its screen',
      { ...on, window: { enabled: true, screenId: 'bar', displayId: null } },
      KITCHEN_MESSAGES.windowScreen,
    ],
    [
      'tablets without an address',
      { ...on, tablet: { enabled: true, address: '', port: 8790 } },
      KITCHEN_MESSAGES.tabletAddress,
    ],
    [
      'tablets on every interface',
      { ...on, tablet: { enabled: true, address: '0.0.0.0', port: 8790 } },
      KITCHEN_MESSAGES.tabletAnyAddress,
    ],
  ])('refuses %s with a Portuguese message and keeps the old settings', async (_name, value, message) => {
    const { ipc } = setup();
    await ipc.invoke(Channels.kitchen.saveSettings, on);
    await expect(ipc.invoke(Channels.kitchen.saveSettings, value)).rejects.toThrow(message);
    expect(await ipc.invoke(Channels.kitchen.getSettings)).toEqual(on);
  });

  it.each([
    ['a port below 1024', { ...on, tablet: { enabled: false, address: '', port: 80 } }],
    ['a screen id with a slash', { ...on, screens: [{ id: 'a/b', name: 'X', categories: [] }] }],
    ['an extra field', { ...on, extra: true }],
    ['no object', 'ligar'],
  ])('refuses %s at the IPC door', async (_name, value) => {
    const { ipc } = setup();
    await expect(ipc.invoke(Channels.kitchen.saveSettings, value)).rejects.toThrow();
    expect(await ipc.invoke(Channels.kitchen.getSettings)).toEqual(DEFAULT_KITCHEN_SETTINGS);
  });

  it('feeds, commands, progress and the pushes to the renderer', async () => {
    const { ipc, core, sent } = setup();
    await ipc.invoke(Channels.kitchen.saveSettings, on);
    core.kitchen!.system.cards.put({
      key: cardKey('100', 'cozinha'),
      orderId: '100',
      screenId: 'cozinha',
      customerFirstName: 'Ana',
      mode: 'entrega',
      items: [],
      acceptedAt: Date.now(),
      state: 'open',
    });
    const feed = (await ipc.invoke(Channels.kitchen.getFeed, 'cozinha')) as {
      cards: unknown[];
      screenName: string;
    };
    expect(feed.cards).toHaveLength(1);
    expect(feed.screenName).toBe('Cozinha');
    expect(sent.filter(([c]) => c === Channels.kitchen.feed).length).toBeGreaterThan(0);
    expect(
      await ipc.invoke(Channels.kitchen.command, 'cozinha', { type: 'open', key: '100:cozinha' }),
    ).toMatchObject({ ok: true });
    expect(sent).toContainEqual([
      Channels.kitchen.orderProgress,
      { orderId: '100', state: 'opened', at: expect.any(Number) },
    ]);
    expect(await ipc.invoke(Channels.kitchen.getOrderProgress)).toEqual([
      { orderId: '100', state: 'opened', at: expect.any(Number) },
    ]);
    await expect(ipc.invoke(Channels.kitchen.command, 'cozinha', { type: 'apagar' })).rejects.toThrow();
    expect(await ipc.invoke(Channels.kitchen.getService)).toEqual({
      state: 'off',
      pairingCode: null,
      devices: [],
    });
    // An unknown screen reads empty, named by its id.
    expect(await ipc.invoke(Channels.kitchen.getFeed, 'bar')).toMatchObject({ screenName: 'bar', cards: [] });
  });

  it('opens the second window from the settings, again after a restart, and closes it when turned off', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-ipc-'));
    dirs.push(dir);
    const opened: { url: string[]; closed: boolean }[] = [];
    const kitchenWindow = {
      screen: {
        getAllDisplays: () => [
          { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } },
          { id: 7, bounds: { x: 1920, y: 0, width: 1280, height: 800 } },
        ],
      },
      create: () => {
        const win = { url: [] as string[], closed: false };
        opened.push(win);
        return {
          loadURL: (url: string) => {
            win.url.push(url);
            return Promise.resolve();
          },
          setBounds: () => {},
          setFullScreen: () => {},
          show: () => {},
          close: () => {
            win.closed = true;
          },
          isDestroyed: () => win.closed,
          on: () => {},
          webContents: { send: () => {} },
        };
      },
    };
    const boot = () => {
      const f = fakeMainDeps({
        printing: { dataDir: dir, localService: false, readdir: async () => [] },
        kitchenWindow,
      });
      const core = createMainCore(f.deps);
      cores.push(core);
      const ipc = new FakeIpcMain();
      core.registerIpc(ipc);
      core.start();
      return { core, ipc };
    };
    const first = boot();
    await first.ipc.invoke(Channels.kitchen.saveSettings, {
      ...on,
      window: { enabled: true, screenId: 'cozinha', displayId: 7 },
    });
    expect(opened.map((w) => w.url)).toEqual([['app://bundle/kitchen.html?screen=cozinha']]);
    await first.core.stop({ drainMs: 1000 });
    expect(opened[0]?.closed).toBe(true);
    const second = boot();
    await new Promise((r) => setTimeout(r, 0));
    expect(opened).toHaveLength(2);
    expect(opened[1]?.url).toEqual(['app://bundle/kitchen.html?screen=cozinha']);
    await second.ipc.invoke(Channels.kitchen.saveSettings, on);
    expect(opened[1]?.closed).toBe(true);
  });
});
