/**
 * Making sure someone at the counter notices a new order or message while the cash desk is in
 * the background: a silent OS notification (the renderer plays the sound) and the taskbar / dock
 * flash. Both only when the window is not in front of the operator; a click on a notification
 * brings the window back and tells the renderer what it points to.
 */
import type { AttentionNotification } from '../../shared/bridge';
import type { Logger } from '../log/logger';
import type { WindowLike } from '../window/types';

/** What main hands to Electron's `new Notification(...)`. */
export interface NotificationOptions {
  title: string;
  body: string;
  /** Always silent: the renderer plays the store's chosen alert sound itself. */
  silent: true;
  icon?: string;
}

/** The part of Electron's Notification the service uses. */
export interface NotificationLike {
  show(): void;
  on(event: 'click' | 'close' | 'failed', listener: () => void): unknown;
}

export type CreateNotification = (options: NotificationOptions) => NotificationLike;

interface AttentionDeps {
  window: { get(): WindowLike | null; show(): void };
  send: (channel: string, payload?: unknown) => void;
  notificationClickChannel: string;
  /** Omitted (e.g. a harness without notifications): notify() does nothing. */
  createNotification?: CreateNotification;
  /** Electron's `Notification.isSupported`; omitted means supported. */
  notificationSupported?: () => boolean;
  /** Icon shown in the notification (Linux/Windows). */
  iconPath?: string;
  log: Logger;
}

interface AttentionService {
  /** Stops the flash when the window gets focus. Idempotent per window. */
  attach(win: WindowLike): void;
  /** Shows the notification when the window is not in front; true when it was shown. */
  notify(notification: AttentionNotification): boolean;
  /** true: flash until the window is focused (only when it is not); false: stop. */
  flash(on: boolean): void;
  /**
   * An order rings unanswered (issue 34 §3): the window comes to front (restored, shown, focused)
   * and the taskbar flashes, both only when the operator is not already looking at it. The OS
   * may refuse the focus to a background app: then the flash goes on until someone clicks.
   */
  raise(): void;
  isFlashing(): boolean;
}

/**
 * Notifications that were shown and not yet clicked or closed. Electron drops the click handler
 * of a Notification that was garbage-collected, so they are kept; the cap bounds a day of orders.
 */
export const MAX_LIVE_NOTIFICATIONS = 20;

/** True when the operator is not looking at the window: none, hidden (tray), minimized or unfocused. */
export function needsAttention(win: WindowLike | null): boolean {
  if (!win || win.isDestroyed()) return true;
  return !win.isVisible() || win.isMinimized() || !win.isFocused();
}

export function createAttentionService(deps: AttentionDeps): AttentionService {
  const attached = new WeakSet<WindowLike>();
  const live = new Set<NotificationLike>();
  let flashing: WindowLike | null = null;

  const supported = () => {
    if (!deps.createNotification) return false;
    try {
      return deps.notificationSupported?.() ?? true;
    } catch {
      return false;
    }
  };

  function keep(notification: NotificationLike): void {
    live.add(notification);
    for (const oldest of live) {
      if (live.size <= MAX_LIVE_NOTIFICATIONS) break;
      live.delete(oldest);
    }
  }

  function stopFlash(): void {
    const win = flashing;
    flashing = null;
    if (!win || win.isDestroyed()) return;
    try {
      win.flashFrame(false);
    } catch (error) {
      deps.log.warn('Não foi possível parar o alerta da barra de tarefas', error);
    }
  }

  const service: AttentionService = {
    attach(win) {
      if (attached.has(win)) return;
      attached.add(win);
      win.on('focus', () => {
        if (flashing === win) stopFlash();
      });
    },
    notify({ title, body, target }) {
      const win = deps.window.get();
      if (!needsAttention(win)) return false;
      const create = deps.createNotification;
      if (!create || !supported()) {
        deps.log.debug('Notificações do sistema indisponíveis');
        return false;
      }
      try {
        const notification = create({
          title,
          body,
          silent: true,
          ...(deps.iconPath ? { icon: deps.iconPath } : {}),
        });
        notification.on('click', () => {
          live.delete(notification);
          deps.window.show();
          // The contract's callback takes a string: '' when the notification pointed nowhere.
          deps.send(deps.notificationClickChannel, target ?? '');
        });
        notification.on('close', () => live.delete(notification));
        notification.on('failed', () => {
          live.delete(notification);
          deps.log.warn('O sistema recusou a notificação');
        });
        keep(notification);
        notification.show();
        return true;
      } catch (error) {
        deps.log.error('Não foi possível mostrar a notificação', error);
        return false;
      }
    },
    flash(on) {
      if (!on) {
        stopFlash();
        return;
      }
      const win = deps.window.get();
      if (!win || win.isDestroyed() || !needsAttention(win) || flashing === win) return;
      if (flashing) stopFlash();
      service.attach(win);
      try {
        win.flashFrame(true);
        flashing = win;
      } catch (error) {
        deps.log.warn('Não foi possível piscar a barra de tarefas', error);
      }
    },
    raise() {
      if (!needsAttention(deps.window.get())) return;
      // Flash first: a focus the OS grants stops it, one it refuses leaves it blinking.
      service.flash(true);
      deps.window.show();
    },
    isFlashing: () => flashing !== null,
  };
  return service;
}
