import { describe, expect, it, vi } from 'vitest';
import { systemTimers } from '../../../main/timers';
import { buildMainWindowOptions, createMainWindowService } from '../../../main/window/main-window';
import {
  DEFAULT_SIZE,
  initialBounds,
  isVisibleOnDisplays,
  trackWindowState,
} from '../../../main/window/window-state';
import type { Rect } from '../../../main/settings/schema';
import { FakeWindow } from './fakes';
import { createMemoryLogger } from '../../support/logger';
import { createMemorySettingsStore } from '../../support/settings-store';

const single: Rect[] = [{ x: 0, y: 0, width: 1920, height: 1040 }];
const dual: Rect[] = [...single, { x: 1920, y: 0, width: 1280, height: 984 }];

describe('window position restore', () => {
  it.each<[string, Rect, Rect[], boolean]>([
    ['fully on the screen', { x: 100, y: 100, width: 1280, height: 800 }, single, true],
    ['on the second monitor', { x: 2000, y: 50, width: 1000, height: 700 }, dual, true],
    ['second monitor unplugged', { x: 2000, y: 50, width: 1000, height: 700 }, single, false],
    ['title bar above the screen', { x: 100, y: -500, width: 1280, height: 800 }, single, false],
    ['just a sliver on the right', { x: 1900, y: 100, width: 1280, height: 800 }, single, false],
    ['far negative', { x: -5000, y: -5000, width: 1280, height: 800 }, dual, false],
    ['mostly off to the left but grabbable', { x: -1000, y: 100, width: 1280, height: 800 }, single, true],
  ])('%s → visible=%s', (_name, bounds, displays, visible) => {
    expect(isVisibleOnDisplays(bounds, displays)).toBe(visible);
  });

  it('restores size always and position only when visible', () => {
    expect(initialBounds({ maximized: false }, single)).toEqual(DEFAULT_SIZE);
    expect(
      initialBounds({ bounds: { x: 50, y: 60, width: 1400, height: 900 }, maximized: false }, single),
    ).toEqual({ x: 50, y: 60, width: 1400, height: 900 });
    expect(
      initialBounds({ bounds: { x: 3000, y: 60, width: 1400, height: 900 }, maximized: false }, single),
    ).toEqual({ width: 1400, height: 900 });
    expect(
      initialBounds({ bounds: { x: 50, y: 60, width: 200, height: 100 }, maximized: false }, single),
    ).toEqual({ x: 50, y: 60, width: 960, height: 600 });
    expect(
      initialBounds({ bounds: { x: 50, y: 60, width: 1400, height: 900 }, maximized: false }, null),
    ).toEqual({ width: 1400, height: 900 });
  });

  it('saves bounds (debounced) as the window moves, and at close', () => {
    vi.useFakeTimers();
    try {
      const win = new FakeWindow();
      const store = createMemorySettingsStore();
      trackWindowState(win, store, systemTimers, 500);
      win.bounds = { x: 1, y: 2, width: 1000, height: 700 };
      win.emit('move');
      win.emit('resize');
      expect(store.get('window').bounds).toBeUndefined();
      vi.advanceTimersByTime(500);
      expect(store.get('window')).toEqual({
        bounds: { x: 1, y: 2, width: 1000, height: 700 },
        maximized: false,
      });
      win.maximized = true;
      win.emit('maximize');
      expect(store.get('window').maximized).toBe(true);
      win.bounds = { x: 9, y: 9, width: 1100, height: 700 };
      win.emit('close');
      expect(store.get('window').bounds?.x).toBe(9);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('main window', () => {
  it('is created hardened and never throttled in the background', () => {
    const o = buildMainWindowOptions({
      preload: '/p/index.cjs',
      bounds: DEFAULT_SIZE,
      title: 'Caixa Delivery',
    });
    expect(o.webPreferences).toMatchObject({
      preload: '/p/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      webSecurity: true,
      backgroundThrottling: false,
      autoplayPolicy: 'no-user-gesture-required',
    });
  });

  function service(devUrl: string | null = null, state = createMemorySettingsStore()) {
    const windows: FakeWindow[] = [];
    const s = createMainWindowService({
      createWindow: (o) => {
        const w = new FakeWindow(o);
        windows.push(w);
        return w;
      },
      store: state,
      screen: { getAllDisplays: () => single.map((workArea) => ({ workArea })) },
      timers: systemTimers,
      log: createMemoryLogger(),
      preloadPath: '/p/index.cjs',
      title: 'Caixa Delivery',
      devUrl,
    });
    return { s, windows };
  }

  it('loads app://bundle/index.html in production and the dev URL in development', () => {
    const prod = service();
    prod.s.open();
    expect(prod.windows[0]!.loaded).toEqual(['app://bundle/index.html']);
    const dev = service('http://localhost:5173/');
    dev.s.open();
    expect(dev.windows[0]!.loaded).toEqual(['http://localhost:5173/']);
    expect(dev.s.devOrigin).toBe('http://localhost:5173');
  });

  it('opens once, restores the saved position and maximized state', async () => {
    const store = createMemorySettingsStore({
      window: { bounds: { x: 40, y: 30, width: 1200, height: 700 }, maximized: true },
    });
    const { s, windows } = service(null, store);
    expect(s.open()).toBe(s.open());
    expect(windows).toHaveLength(1);
    expect(windows[0]!.options).toMatchObject({ x: 40, y: 30, width: 1200, height: 700 });
    await Promise.resolve();
    windows[0]!.emit('ready-to-show');
    expect(windows[0]!.isVisible()).toBe(true);
    expect(windows[0]!.isMaximized()).toBe(true);
  });

  it('show() restores a minimized or hidden window and focuses it', () => {
    const { s, windows } = service();
    s.open();
    const w = windows[0]!;
    w.minimized = true;
    w.visible = false;
    s.show();
    expect(w.isMinimized()).toBe(false);
    expect(w.isVisible()).toBe(true);
    expect(w.focused).toBe(1);
    s.hideToTray();
    expect(w.isVisible()).toBe(false);
  });

  it('send() goes to the live window only', () => {
    const { s, windows } = service();
    s.send('update-progress', { percent: 1 }); // no window yet: dropped
    s.open();
    s.send('on-close-click');
    s.send('update-progress', { percent: 2 });
    expect(windows[0]!.webContents.sent).toEqual([['on-close-click'], ['update-progress', { percent: 2 }]]);
    windows[0]!.destroyed = true;
    s.send('update-progress', { percent: 3 });
    expect(windows[0]!.webContents.sent).toHaveLength(2);
  });
});
