// The thin adapters in main/electron/ that only take Electron classes as arguments: exercised
// with stand-in classes (nothing here loads electron).
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { notificationFactory } from '../../../main/electron/notification';
import { trayFactory } from '../../../main/electron/tray';

// Electron's own types through the adapters' signatures (tests may not import electron at all).
type NotificationClass = Parameters<typeof notificationFactory>[0];
type TrayClass = Parameters<typeof trayFactory>[0];
type NativeImage = ReturnType<Parameters<typeof trayFactory>[1]>;

describe('notificationFactory', () => {
  it('builds an Electron Notification with the options and forwards click without the event', () => {
    const created: StandInNotification[] = [];
    class StandInNotification extends EventEmitter {
      shown = 0;
      constructor(readonly options: unknown) {
        super();
        created.push(this);
      }
      show() {
        this.shown += 1;
      }
    }
    const create = notificationFactory(StandInNotification as unknown as NotificationClass);
    const n = create({ title: 'Novo pedido', body: 'Pedido #1', silent: true });
    const onClick = vi.fn();
    n.on('click', onClick);
    n.show();
    created[0]!.emit('click', { sender: 'event' });
    expect(created[0]!.options).toEqual({ title: 'Novo pedido', body: 'Pedido #1', silent: true });
    expect(created[0]!.shown).toBe(1);
    expect(onClick).toHaveBeenCalledWith();
  });
});

describe('trayFactory', () => {
  function setup(icons: { idle: string; pending?: string }, template = false) {
    const images: { path: string; template: boolean }[] = [];
    const trays: StandInTray[] = [];
    class StandInTray extends EventEmitter {
      image: unknown;
      destroyed = false;
      constructor(image: unknown) {
        super();
        this.image = image;
        trays.push(this);
      }
      setImage(image: unknown) {
        this.image = image;
      }
      isDestroyed() {
        return this.destroyed;
      }
      destroy() {
        this.destroyed = true;
      }
      setToolTip() {}
      setContextMenu() {}
    }
    const createImage = (p: string) => {
      const img = { path: p, template: false, setTemplateImage: (on: boolean) => (img.template = on) };
      images.push(img);
      return img as unknown as NativeImage;
    };
    const tray = trayFactory(StandInTray as unknown as TrayClass, createImage, icons, template)();
    return { tray, images, standIn: trays[0]! };
  }

  it('starts idle and swaps to the pending icon and back, loading each image once', () => {
    const { tray, images, standIn } = setup({ idle: '/b/tray-32.png', pending: '/b/tray-pending-32.png' });
    expect(standIn.image).toMatchObject({ path: '/b/tray-32.png' });
    tray.setIconState?.('pending');
    expect(standIn.image).toMatchObject({ path: '/b/tray-pending-32.png' });
    tray.setIconState?.('idle');
    tray.setIconState?.('pending');
    expect(images.map((i) => i.path)).toEqual(['/b/tray-32.png', '/b/tray-pending-32.png']);
  });

  it('macOS template images stay templates; no pending icon means no change', () => {
    const { tray, images, standIn } = setup({ idle: '/b/trayTemplate.png' }, true);
    tray.setIconState?.('pending');
    expect(standIn.image).toMatchObject({ path: '/b/trayTemplate.png', template: true });
    expect(images.every((i) => i.template)).toBe(true);
  });

  it('a destroyed tray is left alone', () => {
    const { tray, standIn } = setup({ idle: '/b/a.png', pending: '/b/b.png' });
    tray.destroy();
    tray.setIconState?.('pending');
    expect(standIn.image).toMatchObject({ path: '/b/a.png' });
  });

  it('click listeners get no event object', () => {
    const { tray, standIn } = setup({ idle: '/b/a.png' });
    const onClick = vi.fn();
    tray.on('click', onClick);
    standIn.emit('click', { sender: 'event' }, { x: 1, y: 2 });
    expect(onClick).toHaveBeenCalledWith();
  });
});
