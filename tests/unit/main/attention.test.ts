import { describe, expect, it, vi } from 'vitest';
import { Channels } from '../../../shared/bridge';
import {
  createAttentionService,
  MAX_LIVE_NOTIFICATIONS,
  needsAttention,
  type CreateNotification,
} from '../../../main/attention/service';
import { createMainCore } from '../../../main/core';
import { createTrayService, trayIconState, type TrayLike } from '../../../main/window/tray';
import { fakeMainDeps, FakeIpcMain, FakeNotification, FakeTray, FakeWindow } from './fakes';
import { createMemoryLogger } from '../../support/logger';

const ORDER = { title: 'Novo pedido', body: 'Pedido #123 — R$ 54,90', target: 'pedido:123' };

/** A window as the operator sees it: 'focused', 'blurred' (another app in front), 'minimized', 'hidden'. */
function windowIn(state: 'focused' | 'blurred' | 'minimized' | 'hidden'): FakeWindow {
  const win = new FakeWindow();
  win.visible = state !== 'hidden';
  win.minimized = state === 'minimized';
  win.hasFocus = state === 'focused';
  return win;
}

function service(
  win: FakeWindow | null,
  overrides: { createNotification?: CreateNotification; notificationSupported?: () => boolean } = {},
) {
  const notifications: FakeNotification[] = [];
  const sent: [string, unknown][] = [];
  const log = createMemoryLogger();
  const show = vi.fn(() => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    if (!win.isVisible()) win.show();
    win.focus();
  });
  const attention = createAttentionService({
    window: { get: () => win, show },
    send: (channel, payload) => sent.push([channel, payload]),
    notificationClickChannel: Channels.attention.notificationClick,
    createNotification: (options) => {
      const n = new FakeNotification(options);
      notifications.push(n);
      return n;
    },
    iconPath: '/app/icon-256.png',
    log,
    ...overrides,
  });
  if (win) attention.attach(win);
  return { attention, notifications, sent, log, show };
}

describe('needsAttention', () => {
  it.each([
    ['focused', false],
    ['blurred', true],
    ['minimized', true],
    ['hidden', true],
  ] as const)('a %s window → %s', (state, expected) => {
    expect(needsAttention(windowIn(state))).toBe(expected);
  });

  it('no window, or a destroyed one, needs attention', () => {
    const destroyed = windowIn('focused');
    destroyed.destroyed = true;
    expect(needsAttention(null)).toBe(true);
    expect(needsAttention(destroyed)).toBe(true);
  });
});

describe('attention: notifications', () => {
  it('are not shown while the operator looks at the window', () => {
    const { attention, notifications } = service(windowIn('focused'));
    expect(attention.notify(ORDER)).toBe(false);
    expect(notifications).toHaveLength(0);
  });

  it.each(['blurred', 'minimized', 'hidden'] as const)(
    'are shown, silent, when the window is %s',
    (state) => {
      const { attention, notifications } = service(windowIn(state));
      expect(attention.notify(ORDER)).toBe(true);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]!.options).toEqual({
        title: 'Novo pedido',
        body: 'Pedido #123 — R$ 54,90',
        silent: true,
        icon: '/app/icon-256.png',
      });
      expect(notifications[0]!.shown).toBe(1);
    },
  );

  it('a click restores, shows and focuses the window and sends the target to the renderer', () => {
    const win = windowIn('minimized');
    win.visible = false;
    const { attention, notifications, sent } = service(win);
    attention.notify(ORDER);
    notifications[0]!.click();
    expect(win.isMinimized()).toBe(false);
    expect(win.isVisible()).toBe(true);
    expect(win.isFocused()).toBe(true);
    expect(sent).toEqual([[Channels.attention.notificationClick, 'pedido:123']]);
  });

  it("a notification without a target sends '' on click", () => {
    const { attention, notifications, sent } = service(windowIn('blurred'));
    attention.notify({ title: 'Nova mensagem', body: 'Cliente: oi' });
    notifications[0]!.click();
    expect(sent).toEqual([[Channels.attention.notificationClick, '']]);
  });

  it('does nothing where the OS has no notifications', () => {
    const { attention, notifications } = service(windowIn('blurred'), { notificationSupported: () => false });
    expect(attention.notify(ORDER)).toBe(false);
    expect(notifications).toHaveLength(0);
  });

  it('a failing notification is logged, never thrown', () => {
    const { attention, log } = service(windowIn('blurred'), {
      createNotification: () => {
        throw new Error('D-Bus down');
      },
    });
    expect(() => attention.notify(ORDER)).not.toThrow();
    expect(log.has('error', 'notificação')).toBe(true);
  });

  it('a burst of notifications: each click still reaches the renderer with its own target', () => {
    const { attention, notifications, sent } = service(windowIn('blurred'));
    const count = MAX_LIVE_NOTIFICATIONS + 5;
    for (let i = 0; i < count; i++) attention.notify({ ...ORDER, target: `pedido:${i}` });
    expect(notifications).toHaveLength(count);
    notifications.at(-1)!.click();
    notifications[0]!.click();
    expect(sent).toEqual([
      [Channels.attention.notificationClick, `pedido:${count - 1}`],
      [Channels.attention.notificationClick, 'pedido:0'],
    ]);
  });
});

describe('attention: taskbar flash', () => {
  it('flashes an unfocused window and stops when it gets focus', () => {
    const win = windowIn('blurred');
    const { attention } = service(win);
    attention.flash(true);
    expect(win.flashes).toEqual([true]);
    expect(attention.isFlashing()).toBe(true);
    win.focus();
    expect(win.flashes).toEqual([true, false]);
    expect(attention.isFlashing()).toBe(false);
    win.blur();
    win.focus();
    expect(win.flashes).toEqual([true, false]);
  });

  it('does not flash a window the operator is looking at', () => {
    const win = windowIn('focused');
    const { attention } = service(win);
    attention.flash(true);
    expect(win.flashes).toEqual([]);
  });

  it('flash(false) stops it; repeated calls do not re-trigger', () => {
    const win = windowIn('minimized');
    const { attention } = service(win);
    attention.flash(true);
    attention.flash(true);
    attention.flash(false);
    attention.flash(false);
    expect(win.flashes).toEqual([true, false]);
  });

  it('attaches to the window on first flash even when start() did not', () => {
    const win = windowIn('blurred');
    const attention = createAttentionService({
      window: { get: () => win, show: () => {} },
      send: () => {},
      notificationClickChannel: Channels.attention.notificationClick,
      log: createMemoryLogger(),
    });
    attention.flash(true);
    win.focus();
    expect(win.flashes).toEqual([true, false]);
    expect(win.listenerCount('focus')).toBe(1);
  });

  it('without a window it is a no-op', () => {
    const { attention } = service(null);
    expect(() => attention.flash(true)).not.toThrow();
    expect(attention.isFlashing()).toBe(false);
  });
});

describe('attention over IPC (createMainCore)', () => {
  function setup() {
    const f = fakeMainDeps();
    const core = createMainCore(f.deps);
    const ipc = new FakeIpcMain();
    core.registerIpc(ipc);
    core.start();
    const win = f.windows[0]!;
    win.visible = true;
    return { ...f, core, ipc, win };
  }

  it('notify → notification while unfocused → click → window back + target to the renderer', () => {
    const { ipc, win, notifications, sent } = setup();
    win.focus();
    ipc.send(Channels.attention.notify, ORDER);
    expect(notifications).toHaveLength(0);

    win.blur();
    win.minimized = true;
    ipc.send(Channels.attention.notify, ORDER);
    expect(notifications).toHaveLength(1);
    notifications[0]!.click();
    expect(win.isMinimized()).toBe(false);
    expect(win.isFocused()).toBe(true);
    expect(sent).toContainEqual([Channels.attention.notificationClick, 'pedido:123']);
  });

  it('flash → flashFrame(true); the window getting focus stops it', () => {
    const { ipc, win } = setup();
    ipc.send(Channels.attention.flash, true);
    expect(win.flashes).toEqual([true]);
    win.focus();
    expect(win.flashes).toEqual([true, false]);
  });

  const hostile: [string, unknown[]][] = [
    [Channels.attention.notify, []],
    [Channels.attention.notify, [null]],
    [Channels.attention.notify, ['Novo pedido']],
    [Channels.attention.notify, [[ORDER.title, ORDER.body]]],
    [Channels.attention.notify, [{ title: 'Novo pedido' }]],
    [Channels.attention.notify, [{ ...ORDER, title: 42 }]],
    [Channels.attention.notify, [{ ...ORDER, title: 'x'.repeat(201) }]],
    [Channels.attention.notify, [{ ...ORDER, body: 'x'.repeat(1001) }]],
    [Channels.attention.notify, [{ ...ORDER, target: 'x'.repeat(201) }]],
    [Channels.attention.notify, [{ ...ORDER, target: { id: 123 } }]],
    [Channels.attention.notify, [{ ...ORDER, icon: '/etc/passwd' }]],
    [Channels.attention.notify, [{ ...ORDER, silent: false }]],
    [Channels.attention.notify, [ORDER, 'extra']],
    [Channels.attention.flash, []],
    [Channels.attention.flash, ['true']],
    [Channels.attention.flash, [1]],
    [Channels.attention.flash, [null]],
    [Channels.attention.flash, [true, true]],
  ];
  it.each(hostile)('drops %s %j and logs it', (channel, args) => {
    const { ipc, win, notifications, log } = setup();
    ipc.send(channel, ...args);
    expect(notifications).toHaveLength(0);
    expect(win.flashes).toEqual([]);
    expect(log.has('warn', `IPC ${channel} ignorado`)).toBe(true);
  });

  it('accepts the limits exactly', () => {
    const { ipc, notifications } = setup();
    ipc.send(Channels.attention.notify, {
      title: 'x'.repeat(200),
      body: 'y'.repeat(1000),
      target: 'z'.repeat(200),
    });
    expect(notifications).toHaveLength(1);
  });

  it('ignores frames that are not ours', () => {
    const { ipc, win, notifications } = setup();
    const evil = { senderFrame: { url: 'https://evil.example.com/' } };
    ipc.sendFrom(evil, Channels.attention.notify, ORDER);
    ipc.sendFrom(evil, Channels.attention.flash, true);
    expect(notifications).toHaveLength(0);
    expect(win.flashes).toEqual([]);
  });

  it('without createNotification (a harness) notify is a quiet no-op', () => {
    const f = fakeMainDeps({ createNotification: undefined, notificationSupported: undefined });
    const core = createMainCore(f.deps);
    const ipc = new FakeIpcMain();
    core.registerIpc(ipc);
    core.start();
    expect(() => ipc.send(Channels.attention.notify, ORDER)).not.toThrow();
    expect(f.notifications).toHaveLength(0);
  });
});

describe('tray icon reflects pending orders', () => {
  function setup(tray: TrayLike = new FakeTray()) {
    const service = createTrayService({
      createTray: () => tray,
      buildMenu: (items) => items,
      brandName: 'Caixa Delivery',
      onOpen: () => {},
      onQuit: () => {},
      log: createMemoryLogger(),
    });
    return { service, tray };
  }

  it.each([
    [{}, 'idle'],
    [{ pendingOrders: 0 }, 'idle'],
    [{ pendingOrders: 1 }, 'pending'],
    [{ storeName: 'Loja', pendingOrders: 12 }, 'pending'],
  ] as const)('%j → %s', (info, expected) => {
    expect(trayIconState(info)).toBe(expected);
  });

  it('switches to the dot and back only when the state changes', () => {
    const tray = new FakeTray();
    const { service } = setup(tray);
    service.create();
    service.setInfo({ storeName: 'Loja' });
    service.setInfo({ pendingOrders: 2 });
    service.setInfo({ pendingOrders: 3 });
    service.setInfo({ pendingOrders: 0 });
    expect(tray.iconStates).toEqual(['pending', 'idle']);
  });

  it('info that arrived before the tray existed is applied when it is created', () => {
    const tray = new FakeTray();
    const { service } = setup(tray);
    service.setInfo({ pendingOrders: 1 });
    service.create();
    expect(tray.iconStates).toEqual(['pending']);
  });

  it('a tray without icon states (a harness) still gets the tooltip', () => {
    const plain: TrayLike = {
      setToolTip: vi.fn(),
      setContextMenu: () => {},
      on: () => undefined,
      destroy: () => {},
    };
    const { service } = setup(plain);
    service.create();
    expect(() => service.setInfo({ pendingOrders: 4 })).not.toThrow();
    expect(plain.setToolTip).toHaveBeenLastCalledWith('Caixa Delivery — 4 pedidos pendentes');
  });
});

describe('attention: raise (issue 34 §3, an order ringing unanswered)', () => {
  it('brings a minimized window to front and flashes its taskbar button first', () => {
    const win = windowIn('minimized');
    const { attention, show } = service(win);
    attention.raise();
    expect(show).toHaveBeenCalledTimes(1);
    expect(win.minimized).toBe(false);
    expect(win.focused).toBe(1);
    // The flash started before the focus, which (granted) stopped it.
    expect(win.flashes).toEqual([true, false]);
  });

  it('keeps flashing when the OS refuses the focus to a background app', () => {
    const win = windowIn('blurred');
    win.focus = () => {
      win.focused += 1;
    };
    const { attention } = service(win);
    attention.raise();
    expect(win.focused).toBe(1);
    expect(win.flashes).toEqual([true]);
    expect(attention.isFlashing()).toBe(true);
  });

  it('does nothing while the operator already looks at the window', () => {
    const win = windowIn('focused');
    const { attention, show } = service(win);
    attention.raise();
    expect(show).not.toHaveBeenCalled();
    expect(win.flashes).toEqual([]);
  });

  it('reaches main through attention:raise (the window restored, focused, flashed)', () => {
    const f = fakeMainDeps();
    const core = createMainCore(f.deps);
    const ipc = new FakeIpcMain();
    core.registerIpc(ipc);
    core.start();
    const win = f.windows[0]!;
    win.visible = true;
    win.minimized = true;
    ipc.send(Channels.attention.raise);
    expect(win.isMinimized()).toBe(false);
    expect(win.isFocused()).toBe(true);
    expect(win.flashes).toEqual([true, false]);
  });
});
