/** Adapts a real BrowserWindow (and any webContents) to what the services use. */
import type { BrowserWindow, WebContents } from 'electron';
import type { PreventableEvent, WebContentsLike, WindowEventName, WindowLike } from '../window/types';

type AnyListener = (event: PreventableEvent, ...args: unknown[]) => void;

export function toWebContentsLike(wc: WebContents): WebContentsLike {
  return {
    send: (channel, ...args) => {
      if (!wc.isDestroyed()) wc.send(channel, ...args);
    },
    getURL: () => (wc.isDestroyed() ? '' : wc.getURL()),
    setWindowOpenHandler: (handler) => wc.setWindowOpenHandler((details) => handler({ url: details.url })),
    reload: () => {
      if (!wc.isDestroyed()) wc.reload();
    },
    on: (event, listener) => wc.on(event as 'will-navigate', listener as AnyListener as never),
  };
}

export function toWindowLike(win: BrowserWindow): WindowLike {
  const webContents = toWebContentsLike(win.webContents);
  return {
    show: () => win.show(),
    hide: () => win.hide(),
    focus: () => win.focus(),
    restore: () => win.restore(),
    maximize: () => win.maximize(),
    isVisible: () => win.isVisible(),
    isMinimized: () => win.isMinimized(),
    isMaximized: () => win.isMaximized(),
    isDestroyed: () => win.isDestroyed(),
    isFocused: () => win.isFocused(),
    flashFrame: (flag) => win.flashFrame(flag),
    getNormalBounds: () => win.getNormalBounds(),
    loadURL: (url) => win.loadURL(url),
    on: (event: WindowEventName, listener) => win.on(event as 'close', listener as never),
    webContents,
  };
}
