// Making sure someone notices a new order: the platform's attention domain (desktop bridge,
// web Notification API) and what the notification says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Channels, type CashDeskBridge } from '../../../shared/bridge';
import { createBridge } from '../../../preload/bridge';
import { notificationText } from '../../../renderer/src/orders-live/notificationText';
import { arrivalNotification } from '../../../renderer/src/orders-live/useOrdersLive';
import { createDesktopPlatform } from '../../../renderer/src/platform/desktop';
import { createWebPlatform } from '../../../renderer/src/platform/web';
import { liveOrder } from './orderFixtures';

describe('the new-order notification', () => {
  it("'Novo pedido' with #id — customer — total and the order as target", () => {
    const n = arrivalNotification(
      liveOrder({ id_pedido: '48210', usuario_nome: 'Juliana Ferreira', valor_total: 80.9 }),
    );
    expect(n).toEqual({
      title: 'Novo pedido',
      body: '#48210 — Juliana Ferreira — R$\u00a080,90',
      target: 'pedido:48210',
    });
  });

  it.each([
    ['<b>Ana</b>', 'bAna/b'],
    ['  Ana \n  Lima ', 'Ana Lima'],
    ['x'.repeat(80), `${'x'.repeat(59)}…`],
  ])('names are plain text: %j → %j', (name, out) => {
    expect(notificationText(name)).toBe(out);
  });
});

describe('desktop attention', () => {
  const bridge = (attention?: Partial<CashDeskBridge['attention']>) =>
    ({ attention, app: {}, window: {}, updater: {}, settings: {}, session: {} }) as unknown as CashDeskBridge;

  it('forwards notify, flash and notification clicks to the bridge', () => {
    const off = vi.fn();
    const a = { notify: vi.fn(), flash: vi.fn(), onNotificationClick: vi.fn(() => off) };
    const p = createDesktopPlatform(bridge(a));
    p.attention.notify({ title: 'Novo pedido', body: 'x', target: 'pedido:1' });
    p.attention.flash(true);
    const cb = vi.fn();
    expect(p.attention.onNotificationClick(cb)).toBe(off);
    expect(a.notify).toHaveBeenCalledWith({ title: 'Novo pedido', body: 'x', target: 'pedido:1' });
    expect(a.flash).toHaveBeenCalledWith(true);
    expect(a.onNotificationClick).toHaveBeenCalledWith(cb);
  });

  // The preload and the renderer ship in one build, so the desktop platform (the bridge as is)
  // never meets a bridge without the attention domain.
  it('the preload always brings the attention domain the desktop platform exposes', () => {
    const ipc = { invoke: vi.fn(), send: vi.fn(), on: vi.fn(), removeListener: vi.fn() };
    const p = createDesktopPlatform(createBridge(ipc));
    expect(() => p.attention.notify({ title: 't', body: 'b' })).not.toThrow();
    expect(() => p.attention.flash(true)).not.toThrow();
    expect(typeof p.attention.onNotificationClick(() => undefined)).toBe('function');
    expect(ipc.send).toHaveBeenCalledWith(Channels.attention.notify, { title: 't', body: 'b' });
    expect(ipc.send).toHaveBeenCalledWith(Channels.attention.flash, true);
  });
});

describe('web attention', () => {
  const original = (window as { Notification?: unknown }).Notification;
  afterEach(() => {
    (window as { Notification?: unknown }).Notification = original;
    vi.restoreAllMocks();
  });

  function fakeNotification(permission: NotificationPermission) {
    const created: {
      title: string;
      options: NotificationOptions;
      onclick: (() => void) | null;
      close: () => void;
    }[] = [];
    class N {
      static permission = permission;
      onclick: (() => void) | null = null;
      close = vi.fn();
      constructor(title: string, options: NotificationOptions) {
        created.push(Object.assign(this, { title, options }) as never);
      }
    }
    (window as { Notification?: unknown }).Notification = N;
    return created;
  }

  it('permitted and the page not in focus: a notification; clicking it calls back with the target', () => {
    const created = fakeNotification('granted');
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const p = createWebPlatform(window);
    const cb = vi.fn();
    p.attention.onNotificationClick(cb);
    p.attention.notify({ title: 'Novo pedido', body: '#1 — Ana — R$ 10,00', target: 'pedido:1' });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: 'Novo pedido', options: { body: '#1 — Ana — R$ 10,00' } });
    created[0]?.onclick?.();
    expect(cb).toHaveBeenCalledWith('pedido:1');
  });

  it('not permitted, or the user is looking at the page: nothing', () => {
    const created = fakeNotification('default');
    const p = createWebPlatform(window);
    p.attention.notify({ title: 'x', body: 'y' });
    const createdWhileFocused = fakeNotification('granted');
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    p.attention.notify({ title: 'x', body: 'y' });
    expect(created).toHaveLength(0);
    expect(createdWhileFocused).toHaveLength(0);
    expect(() => p.attention.flash(true)).not.toThrow();
  });
});
