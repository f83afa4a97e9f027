// The kitchen screen's second window (issue 33 §3) against a fake screen and window API: on the
// chosen monitor, else the first one without the desk, full screen, kitchen.html?screen=<id> with
// the desk's preload; it follows the settings and is restored at start.
import { describe, expect, it } from 'vitest';
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '../../../../shared/kitchen-screen/contract';
import {
  createKitchenWindow,
  pickDisplay,
  type DisplayLike,
  type KitchenWindowLike,
  type KitchenWindowOptions,
} from '../../../../main/kitchen/window';
import type { Rect } from '../../../../main/settings/schema';
import { createMemoryLogger } from '../../../support/logger';

const left: DisplayLike = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const right: DisplayLike = { id: 2, bounds: { x: 1920, y: 0, width: 1280, height: 800 } };
const third: DisplayLike = { id: 3, bounds: { x: 3200, y: 0, width: 1024, height: 768 } };
const deskOnLeft: Rect = { x: 100, y: 100, width: 1200, height: 800 };

class FakeWindow implements KitchenWindowLike {
  urls: string[] = [];
  bounds: Rect[] = [];
  fullScreen: boolean[] = [];
  closed = false;
  private onClosed: (() => void)[] = [];
  webContents = { sent: [] as unknown[][], send: (...args: unknown[]) => this.webContents.sent.push(args) };
  constructor(readonly options: KitchenWindowOptions) {}
  loadURL(url: string) {
    this.urls.push(url);
    return Promise.resolve();
  }
  setBounds(b: Rect) {
    this.bounds.push(b);
  }
  setFullScreen(flag: boolean) {
    this.fullScreen.push(flag);
  }
  show() {}
  close() {
    this.closed = true;
    this.onClosed.forEach((l) => l());
  }
  isDestroyed() {
    return this.closed;
  }
  on(_event: 'closed', listener: () => void) {
    this.onClosed.push(listener);
  }
}

function setup(displays: DisplayLike[] = [left, right], desk: Rect | null = deskOnLeft) {
  const windows: FakeWindow[] = [];
  const kitchen = createKitchenWindow({
    createWindow: (options) => {
      const win = new FakeWindow(options);
      windows.push(win);
      return win;
    },
    screen: { getAllDisplays: () => displays },
    deskBounds: () => desk,
    pageUrl: 'app://bundle/kitchen.html',
    preload: '/out/preload/index.cjs',
    log: createMemoryLogger(),
  });
  return { kitchen, windows };
}

const settings = (window: Partial<KitchenSettings['window']> = {}, enabled = true): KitchenSettings => ({
  ...structuredClone(DEFAULT_KITCHEN_SETTINGS),
  enabled,
  screens: [
    { id: 'cozinha', name: 'Cozinha', categories: [] },
    { id: 'bar', name: 'Bar', categories: ['2'] },
  ],
  window: { enabled: true, screenId: 'cozinha', displayId: null, ...window },
});

describe('pickDisplay', () => {
  it.each([
    ['the chosen monitor', [left, right, third], 3, deskOnLeft, 3, true],
    ['the first without the desk when none is chosen', [left, right, third], null, deskOnLeft, 2, true],
    ['the first without the desk when the chosen one is gone', [left, right], 9, deskOnLeft, 2, true],
    ['the desk is on the right: the left one', [left, right], null, { ...deskOnLeft, x: 2000 }, 1, true],
    ['a single monitor: that one, not as its own', [left], null, deskOnLeft, 1, false],
  ] as const)('%s', (_name, displays, chosen, desk, id, own) => {
    expect(pickDisplay(displays, chosen, desk)).toMatchObject({ display: { id }, ownMonitor: own });
  });
  it('no monitor at all: none', () => expect(pickDisplay([], null, null)).toBeUndefined());
});

describe('the kitchen window', () => {
  it('opens full screen on the free monitor with the desk preload and the screen in the URL', () => {
    const { kitchen, windows } = setup();
    kitchen.apply(settings());
    expect(windows).toHaveLength(1);
    const win = windows[0]!;
    expect(win.options).toMatchObject({
      ...right.bounds,
      fullscreen: true,
      show: true,
      title: 'Tela da cozinha',
      webPreferences: {
        preload: '/out/preload/index.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
      },
    });
    expect(win.urls).toEqual(['app://bundle/kitchen.html?screen=cozinha']);
    kitchen.send('kitchen:feed', { screenId: 'cozinha' });
    expect(win.webContents.sent).toEqual([['kitchen:feed', { screenId: 'cozinha' }]]);
  });

  it('a single monitor: a normal window over the desk, not full screen', () => {
    const { kitchen, windows } = setup([left]);
    kitchen.apply(settings());
    expect(windows[0]?.options.fullscreen).toBe(false);
  });

  it('follows the settings: same settings change nothing, another screen or monitor reloads or moves it', () => {
    const { kitchen, windows } = setup([left, right, third]);
    kitchen.apply(settings());
    kitchen.apply(settings());
    const win = windows[0]!;
    expect(win.urls).toHaveLength(1);
    kitchen.apply(settings({ screenId: 'bar' }));
    expect(win.urls.at(-1)).toBe('app://bundle/kitchen.html?screen=bar');
    kitchen.apply(settings({ screenId: 'bar', displayId: 3 }));
    expect(win.bounds.at(-1)).toEqual(third.bounds);
    expect(win.fullScreen.at(-1)).toBe(true);
    expect(windows).toHaveLength(1);
  });

  it.each([
    ['the window is turned off', settings({ enabled: false })],
    ['the kitchen screen is turned off', settings({}, false)],
    ['its screen was removed', { ...settings(), screens: [] }],
  ])('closes when %s', (_name, next) => {
    const { kitchen, windows } = setup();
    kitchen.apply(settings());
    kitchen.apply(next);
    expect(windows[0]?.closed).toBe(true);
    expect(kitchen.isOpen()).toBe(false);
    kitchen.send('kitchen:feed', {});
    expect(windows[0]?.webContents.sent).toEqual([]);
  });

  it('closed by hand, it opens again with the next apply (a restart restores it from the settings)', () => {
    const { kitchen, windows } = setup();
    kitchen.apply(settings());
    windows[0]!.close();
    expect(kitchen.isOpen()).toBe(false);
    kitchen.apply(settings());
    expect(windows).toHaveLength(2);
    expect(windows[1]?.urls).toEqual(['app://bundle/kitchen.html?screen=cozinha']);
  });

  it('the screen id is escaped in the URL', () => {
    const { kitchen, windows } = setup();
    kitchen.apply({
      ...settings({ screenId: 'a-b_1' }),
      screens: [{ id: 'a-b_1', name: 'X', categories: [] }],
    });
    expect(windows[0]?.urls).toEqual(['app://bundle/kitchen.html?screen=a-b_1']);
  });
});
