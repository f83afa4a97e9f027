import { describe, expect, it, vi } from 'vitest';
import { createTrayService, trayTooltip, type TrayMenuItem } from '../../../main/window/tray';
import { acquireSingleInstance, runAsSingleInstance } from '../../../main/window/single-instance';
import { fakeApp, FakeTray } from './fakes';
import { createMemoryLogger } from '../../support/logger';

describe('trayTooltip', () => {
  it.each([
    [{}, 'Caixa Delivery'],
    [{ storeName: 'Pizzaria Bella Napoli' }, 'Caixa Delivery — Pizzaria Bella Napoli'],
    [
      { storeName: 'Pizzaria Bella Napoli', pendingOrders: 2 },
      'Caixa Delivery — Pizzaria Bella Napoli — 2 pedidos pendentes',
    ],
    [
      { storeName: 'Pizzaria Bella Napoli', pendingOrders: 1 },
      'Caixa Delivery — Pizzaria Bella Napoli — 1 pedido pendente',
    ],
    [{ storeName: 'Pizzaria Bella Napoli', pendingOrders: 0 }, 'Caixa Delivery — Pizzaria Bella Napoli'],
    [{ storeName: '   ', pendingOrders: 3 }, 'Caixa Delivery — 3 pedidos pendentes'],
  ])('%j → %s', (info, expected) => {
    expect(trayTooltip('Caixa Delivery', info)).toBe(expected);
  });

  it.each([
    [[], 'Caixa Delivery — Pizzaria — 2 pedidos pendentes'],
    [
      ['Impressora Balcão sem papel'],
      'Caixa Delivery — Pizzaria — 2 pedidos pendentes — Impressora Balcão sem papel',
    ],
    [
      ['Impressora Balcão sem papel', 'Impressora Cozinha com a tampa aberta'],
      'Caixa Delivery — Pizzaria — 2 pedidos pendentes — Impressora Balcão sem papel — Impressora Cozinha com a tampa aberta',
    ],
  ])('names the printer problems %j', (problems, expected) => {
    expect(trayTooltip('Caixa Delivery', { storeName: 'Pizzaria', pendingOrders: 2 }, problems)).toBe(
      expected,
    );
  });
});

describe('tray service', () => {
  function setup() {
    const tray = new FakeTray();
    const onOpen = vi.fn();
    const onQuit = vi.fn();
    const service = createTrayService({
      createTray: () => tray,
      buildMenu: (items) => items,
      brandName: 'Caixa Delivery',
      onOpen,
      onQuit,
      log: createMemoryLogger(),
    });
    service.create();
    return { tray, service, onOpen, onQuit, menu: tray.menu as TrayMenuItem[] };
  }

  it("has 'Abrir' and 'Sair' that open and quit", () => {
    const { menu, onOpen, onQuit } = setup();
    expect(menu.filter((i) => i.label).map((i) => i.label)).toEqual(['Abrir', 'Sair']);
    menu.find((i) => i.label === 'Abrir')?.click?.();
    expect(onOpen).toHaveBeenCalledOnce();
    menu.find((i) => i.label === 'Sair')?.click?.();
    expect(onQuit).toHaveBeenCalledOnce();
  });

  it('a click or double-click restores the window', () => {
    const { tray, onOpen } = setup();
    tray.emit('click');
    tray.emit('double-click');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('names a printer problem while it lasts, touching the OS tray only on a change', () => {
    const { tray, service } = setup();
    service.setInfo({ storeName: 'Pizzaria' });
    const set = vi.spyOn(tray, 'setToolTip');
    service.setPrinterProblems(['Impressora Balcão sem papel']);
    service.setPrinterProblems(['Impressora Balcão sem papel']);
    expect(set).toHaveBeenCalledOnce();
    expect(service.tooltip()).toBe('Caixa Delivery — Pizzaria — Impressora Balcão sem papel');
    service.setPrinterProblems([]);
    expect(service.tooltip()).toBe('Caixa Delivery — Pizzaria');
  });

  it('keeps the tooltip up to date as the renderer sends info', () => {
    const { tray, service } = setup();
    expect(tray.tooltip).toBe('Caixa Delivery');
    service.setInfo({ storeName: 'Pizzaria Bella Napoli' });
    service.setInfo({ pendingOrders: 2 });
    expect(tray.tooltip).toBe('Caixa Delivery — Pizzaria Bella Napoli — 2 pedidos pendentes');
  });

  it('a desktop without a tray is logged, not fatal', () => {
    const log = createMemoryLogger();
    const service = createTrayService({
      createTray: () => {
        throw new Error('no StatusNotifier');
      },
      buildMenu: (items) => items,
      brandName: 'Caixa Delivery',
      onOpen: () => {},
      onQuit: () => {},
      log,
    });
    expect(() => service.create()).not.toThrow();
    expect(() => service.setInfo({ pendingOrders: 1 })).not.toThrow();
    expect(log.has('error', 'bandeja')).toBe(true);
  });
});

describe('single instance', () => {
  it('the first instance keeps the lock and focuses on a second launch', () => {
    const app = fakeApp();
    const focus = vi.fn();
    expect(acquireSingleInstance(app, focus)).toBe(true);
    app.emit('second-instance');
    expect(focus).toHaveBeenCalledOnce();
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('the lock is taken before boot touches the data folder; a second instance never boots', () => {
    const calls: string[] = [];
    const first = {
      requestSingleInstanceLock: () => (calls.push('lock'), true),
      quit: vi.fn(),
    };
    expect(runAsSingleInstance(first, () => calls.push('boot (reads userData)'))).toBe(true);
    expect(calls).toEqual(['lock', 'boot (reads userData)']);
    const second = { requestSingleInstanceLock: () => false, quit: vi.fn() };
    const boot = vi.fn();
    expect(runAsSingleInstance(second, boot)).toBe(false);
    expect(boot).not.toHaveBeenCalled();
    expect(second.quit).toHaveBeenCalledOnce();
    // Booted under the lock: only the second-instance listener is added, no second request.
    const app = fakeApp({ requestSingleInstanceLock: () => false });
    expect(acquireSingleInstance(app, vi.fn(), true)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('a second instance quits at once', () => {
    const app = fakeApp({ requestSingleInstanceLock: () => false });
    const focus = vi.fn();
    expect(acquireSingleInstance(app, focus)).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
  });
});
