/**
 * Fakes for main's injected pieces. Usable by the e2e harness too (import from here): nothing
 * here loads electron.
 */
import { EventEmitter } from 'node:events';
import { generateKeyPairSync } from 'node:crypto';
import { vi } from 'vitest';
import type { SessionUser } from '../../../shared/session';
import { sandboxApiBases } from '../../../shared/config';
import type { NotificationLike, NotificationOptions } from '../../../main/attention/service';
import type { AppLike, MainDeps, SafeStorageLike } from '../../../main/deps';
import type { IpcMainEventLike, IpcMainLike, InvokeHandler, EventListener } from '../../../main/ipc/types';
import type { AutoUpdaterLike } from '../../../main/updater/updater';
import type { Rect } from '../../../main/settings/schema';
import type { TrayIconState, TrayLike } from '../../../main/window/tray';
import type { PrintingSystemDeps } from '../../../main/printing';
import type {
  MainWindowOptions,
  PreventableEvent,
  WebContentsLike,
  WindowLike,
} from '../../../main/window/types';
import { createMemoryLogger } from '../../support/logger';
import { createMemorySessionFile } from '../../support/session-file';
import { createMemorySettingsStore } from '../../support/settings-store';

const APP_FRAME_EVENT: IpcMainEventLike = { senderFrame: { url: 'app://bundle/index.html' } };

export function preventable(): PreventableEvent & { defaultPrevented: boolean } {
  const e = {
    defaultPrevented: false,
    preventDefault: () => {
      e.defaultPrevented = true;
    },
  };
  return e;
}

export class FakeWebContents extends EventEmitter implements WebContentsLike {
  sent: [string, ...unknown[]][] = [];
  /** What getURL() answers: the page it shows. */
  url = 'app://bundle/index.html';
  getURL(): string {
    return this.url;
  }
  openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args]);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.openHandler = handler;
  }
  reloads = 0;
  reload(): void {
    this.reloads += 1;
  }
}

export class FakeWindow extends EventEmitter implements WindowLike {
  visible = false;
  minimized = false;
  maximized = false;
  destroyed = false;
  focused = 0;
  /** Has OS focus (isFocused); focus() grants it, blur() takes it away. */
  hasFocus = false;
  /** Every flashFrame(flag) call, in order. */
  flashes: boolean[] = [];
  loaded: string[] = [];
  bounds: Rect = { x: 10, y: 20, width: 1280, height: 800 };
  webContents = new FakeWebContents();
  constructor(readonly options?: MainWindowOptions) {
    super();
  }
  show() {
    this.visible = true;
  }
  hide() {
    this.visible = false;
    this.blur();
  }
  focus() {
    this.focused += 1;
    if (!this.hasFocus) {
      this.hasFocus = true;
      this.emit('focus', preventable());
    }
  }
  /** The operator switched to another app. */
  blur() {
    if (this.hasFocus) {
      this.hasFocus = false;
      this.emit('blur', preventable());
    }
  }
  isFocused() {
    return this.hasFocus;
  }
  flashFrame(flag: boolean) {
    this.flashes.push(flag);
  }
  restore() {
    this.minimized = false;
  }
  maximize() {
    this.maximized = true;
  }
  isVisible() {
    return this.visible;
  }
  isMinimized() {
    return this.minimized;
  }
  isMaximized() {
    return this.maximized;
  }
  isDestroyed() {
    return this.destroyed;
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  async loadURL(url: string) {
    this.loaded.push(url);
  }
  /** Emits 'close' like the window's X button and says whether main prevented it. */
  clickClose(): boolean {
    const e = preventable();
    this.emit('close', e);
    return e.defaultPrevented;
  }
}

export class FakeTray extends EventEmitter implements TrayLike {
  tooltip = '';
  /** Every setIconState call, in order (created 'idle'). */
  iconStates: TrayIconState[] = [];
  menu: unknown = null;
  destroyed = false;
  setToolTip(text: string) {
    this.tooltip = text;
  }
  setContextMenu(menu: unknown) {
    this.menu = menu;
  }
  setIconState(state: TrayIconState) {
    this.iconStates.push(state);
  }
  destroy() {
    this.destroyed = true;
  }
}

/** Electron's Notification: records show(); click() / close() emit like the OS would. */
export class FakeNotification extends EventEmitter implements NotificationLike {
  shown = 0;
  constructor(readonly options: NotificationOptions) {
    super();
  }
  show() {
    this.shown += 1;
  }
  click() {
    this.emit('click');
  }
  close() {
    this.emit('close');
  }
}

export class FakeAutoUpdater extends EventEmitter implements AutoUpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  /** electron-updater's default: the minimum OS version, here always met. */
  isUpdateSupported: AutoUpdaterLike['isUpdateSupported'] = () => true;
  feed: unknown = null;
  checkForUpdates = vi.fn(async (): Promise<unknown> => null);
  quitAndInstall = vi.fn();
  setFeedURL(options: { provider: 'generic'; url: string }) {
    this.feed = options;
  }
}

export function fakeApp(
  overrides: Partial<AppLike> = {},
): AppLike & EventEmitter & { quit: ReturnType<typeof vi.fn> } {
  const emitter = new EventEmitter();
  return Object.assign(emitter, {
    quit: vi.fn(),
    getVersion: () => '1.2.0',
    isPackaged: true,
    requestSingleInstanceLock: () => true,
    setLoginItemSettings: vi.fn(),
    ...overrides,
  }) as AppLike & EventEmitter & { quit: ReturnType<typeof vi.fn> };
}

/** A throwaway Ed25519 key pair for signed update feeds (made per test run, never stored). */
export const TEST_FEED_KEYS = generateKeyPairSync('ed25519');
export const TEST_FEED_PUBLIC_KEY = TEST_FEED_KEYS.publicKey
  .export({ format: 'der', type: 'spki' })
  .toString('base64');

/** Reversible "encryption" that visibly changes the bytes, like the OS keychain would. */
export function fakeSafeStorage(available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (plain) =>
      Buffer.from('enc:' + Buffer.from(plain).toString('base64').split('').reverse().join('')),
    decryptString: (data) => {
      const s = data.toString();
      if (!s.startsWith('enc:')) throw new Error('bad ciphertext');
      return Buffer.from(s.slice(4).split('').reverse().join(''), 'base64').toString();
    },
  };
}

export class FakeIpcMain implements IpcMainLike {
  handlers = new Map<string, InvokeHandler>();
  listeners = new Map<string, EventListener[]>();
  handle(channel: string, handler: InvokeHandler) {
    if (this.handlers.has(channel)) throw new Error(`duplicate handler ${channel}`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  on(channel: string, listener: EventListener) {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    return this;
  }
  removeListener(channel: string, listener: EventListener) {
    this.listeners.set(
      channel,
      (this.listeners.get(channel) ?? []).filter((l) => l !== listener),
    );
    return this;
  }
  /** Like ipcRenderer.invoke from our renderer. */
  async invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    return this.invokeFrom(APP_FRAME_EVENT, channel, ...args);
  }
  async invokeFrom(event: IpcMainEventLike, channel: string, ...args: unknown[]): Promise<unknown> {
    const h = this.handlers.get(channel);
    if (!h) throw new Error(`No handler registered for '${channel}'`);
    return h(event, ...args);
  }
  send(channel: string, ...args: unknown[]): void {
    this.sendFrom(APP_FRAME_EVENT, channel, ...args);
  }
  sendFrom(event: IpcMainEventLike, channel: string, ...args: unknown[]): void {
    for (const l of this.listeners.get(channel) ?? []) l(event, ...args);
  }
}

/** A complete MainDeps made of fakes; `windows` collects every created window. */
export function fakeMainDeps(overrides: Partial<MainDeps> = {}) {
  const windows: FakeWindow[] = [];
  const trays: FakeTray[] = [];
  const notifications: FakeNotification[] = [];
  const sent: [string, unknown][] = [];
  const log = createMemoryLogger();
  const app = fakeApp();
  const autoUpdater = new FakeAutoUpdater();
  const dialog = { showMessageBox: vi.fn(async () => ({ response: 2 })) };
  const shell = { openExternal: vi.fn(async () => {}) };
  const deps: MainDeps = {
    app,
    createWindow: (options) => {
      const w = new FakeWindow(options);
      windows.push(w);
      // As Electron does inside `new BrowserWindow()`.
      (deps.app as Partial<EventEmitter>).emit?.('web-contents-created', {}, w.webContents);
      return w;
    },
    createTray: () => {
      const t = new FakeTray();
      trays.push(t);
      return t;
    },
    buildMenu: (items) => items,
    createNotification: (options) => {
      const n = new FakeNotification(options);
      notifications.push(n);
      return n;
    },
    notificationSupported: () => true,
    dialog,
    shell,
    safeStorage: fakeSafeStorage(),
    autoUpdater,
    settings: createMemorySettingsStore(),
    sessionFile: createMemorySessionFile(),
    log,
    paths: { preload: '/app/out/preload/index.cjs', rendererDir: '/app/out/renderer' },
    // Packaged (fakeApp), so the API comes from the installed config, never from the env.
    env: {},
    platform: 'linux',
    packagedConfig: { api: sandboxApiBases('http://127.0.0.1:4010') },
    // Updates come from the bundled config only, with a (test) key to check the feed.
    bundledConfig: {
      updates: { url: 'https://updates.example.com/caixa/', publicKey: TEST_FEED_PUBLIC_KEY },
    },
    parseUpdateFeed: (text) => JSON.parse(text) as unknown,
    send: (channel, payload) => sent.push([channel, payload]),
    ...overrides,
  };
  return { deps, windows, trays, notifications, sent, log, app, autoUpdater, dialog, shell };
}

/** A logged-in user as the login returns it. */
export const USER: SessionUser = {
  id_estabelecimento: '42',
  id_usuario: '7',
  nome: 'Lojista Admin',
  company: 'Pizzaria Bella Napoli',
  role_group: ['Lojista Admin'],
  sessao: { hash: 'S3CR3T-HASH-0123456789abcdef', id_sessao: '991' },
  socket: { url: 'http://127.0.0.1:4010/loja', canal: 'loja-42' },
  email: 'admin@bellanapoli.example',
};

/**
 * What a printing system under test rarely varies: its data directory, a memory log, a working
 * safeStorage, every message to the renderer recorded in `sent`, and no OS printers.
 */
export function printingSystemBase(
  dataDir: string,
  sent: [string, unknown][],
): Pick<PrintingSystemDeps, 'dataDir' | 'log' | 'safeStorage' | 'send' | 'readdir'> {
  return {
    dataDir,
    log: createMemoryLogger(),
    safeStorage: fakeSafeStorage(),
    send: (channel, payload) => sent.push([channel, payload]),
    readdir: async () => [],
  };
}
