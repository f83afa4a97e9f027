/**
 * The window as main's services see it: the part of BrowserWindow they use. The real
 * BrowserWindow is adapted in main/electron/window.ts; tests and the e2e harness pass an
 * EventEmitter with these methods.
 */
import type { Rect } from '../settings/schema';

export interface PreventableEvent {
  preventDefault(): void;
}

export type WindowEventName =
  | 'close'
  | 'closed'
  | 'minimize'
  | 'restore'
  | 'resize'
  | 'move'
  | 'maximize'
  | 'unmaximize'
  | 'ready-to-show'
  /** The window came to front: the taskbar flash stops. */
  | 'focus'
  /** The page stopped answering / answers again (main/window/renderer-recovery.ts). */
  | 'unresponsive'
  | 'responsive'
  /** Windows: the OS session is ending (shutdown, log off). */
  | 'session-end';

type WebContentsEventName =
  | 'will-navigate'
  | 'will-redirect'
  | 'will-attach-webview'
  | 'did-finish-load'
  | 'render-process-gone'
  /** A key press before the page sees it (the DevTools shortcuts are swallowed in production). */
  | 'before-input-event';

export interface WebContentsLike {
  send(channel: string, ...args: unknown[]): void;
  /** The page it shows now (for a navigation: the page it would leave). */
  getURL(): string;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  /** Loads the current page again (after the renderer process died or hung). */
  reload(): void;
  /** Listeners get the event first; for navigation events the URL follows. */
  on(event: WebContentsEventName, listener: (event: PreventableEvent, ...args: unknown[]) => void): unknown;
}

export interface WindowLike {
  show(): void;
  hide(): void;
  focus(): void;
  restore(): void;
  maximize(): void;
  isVisible(): boolean;
  isMinimized(): boolean;
  isMaximized(): boolean;
  isDestroyed(): boolean;
  isFocused(): boolean;
  /** Flashes the taskbar button (Windows), bounces the dock (macOS), sets the urgency hint (Linux). */
  flashFrame(flag: boolean): void;
  /** Bounds when not maximized/minimized: what we remember. */
  getNormalBounds(): Rect;
  loadURL(url: string): Promise<void>;
  on(event: WindowEventName, listener: (event: PreventableEvent) => void): unknown;
  webContents: WebContentsLike;
}

/** The BrowserWindow options main uses: a subset of BrowserWindowConstructorOptions. */
export interface MainWindowOptions {
  width: number;
  height: number;
  x?: number;
  y?: number;
  minWidth: number;
  minHeight: number;
  show: boolean;
  title: string;
  icon?: string;
  backgroundColor: string;
  autoHideMenuBar: boolean;
  webPreferences: {
    preload: string;
    contextIsolation: true;
    sandbox: true;
    nodeIntegration: false;
    nodeIntegrationInWorker: false;
    nodeIntegrationInSubFrames: false;
    webviewTag: false;
    webSecurity: true;
    allowRunningInsecureContent: false;
    /** Hidden in the tray it must still ring for new orders and print. */
    backgroundThrottling: false;
    /** The order alert plays without a click (the window may have been hidden all day). */
    autoplayPolicy: 'no-user-gesture-required';
    navigateOnDragDrop: false;
    spellcheck: boolean;
    /** Packaged builds: false (no DevTools). */
    devTools: boolean;
  };
}

/** Creates the main window; the real one wraps `new BrowserWindow(options)`. */
export type CreateWindow = (options: MainWindowOptions) => WindowLike;
