// Stand-ins for the Electron pieces main's services take as arguments (STYLE.md "services with
// seams"). They record what main did with them so specs can assert on it: the window hidden to
// the tray, app.quit() called, the updater's feed, the tray tooltip.
import { generateKeyPairSync } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EventListener, InvokeHandler, IpcMainEventLike, IpcMainLike } from '../../../main/ipc/types';

export interface PreventableEvent {
  preventDefault(): void;
  defaultPrevented: boolean;
}

function preventableEvent(): PreventableEvent {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

/** Electron's ipcMain as the handlers use it: `handle` for invoke, `on` for send. */
export class FakeIpcMain implements IpcMainLike {
  private readonly handlers = new Map<string, InvokeHandler>();
  private readonly listeners = new Map<string, Set<EventListener>>();

  handle(channel: string, handler: InvokeHandler): void {
    if (this.handlers.has(channel)) {
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    }
    this.handlers.set(channel, handler);
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  on(channel: string, listener: EventListener): this {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return this;
  }

  removeListener(channel: string, listener: EventListener): this {
    this.listeners.get(channel)?.delete(listener);
    return this;
  }

  channels(): { invoke: string[]; send: string[] } {
    return {
      invoke: [...this.handlers.keys()].sort(),
      send: [...this.listeners.entries()]
        .filter(([, s]) => s.size > 0)
        .map(([c]) => c)
        .sort(),
    };
  }

  /** ipcRenderer.invoke: rejects like Electron when nothing handles the channel. */
  async invoke(channel: string, event: IpcMainEventLike, args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return await handler(event, ...args);
  }

  /** ipcRenderer.send: every listener, errors swallowed as Electron does (main logs them). */
  emit(channel: string, event: IpcMainEventLike, args: unknown[]): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(event, ...args);
  }
}

export interface SentMessage {
  channel: string;
  args: unknown[];
}

/** webContents as main uses it; `send` goes to the page through the harness. */
class FakeWebContents extends EventEmitter {
  readonly sent: SentMessage[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;

  constructor(private readonly deliver: (channel: string, args: unknown[]) => void) {
    super();
  }

  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
    this.deliver(channel, args);
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }

  /** The spec's page stands in for the renderer main loads. */
  getURL(): string {
    return 'app://bundle/index.html';
  }

  /** Main asked for the page again (renderer recovery); the spec reloads the page itself. */
  reloads = 0;
  reload(): void {
    this.reloads += 1;
  }
}

/** A BrowserWindow that only keeps state: visible / minimized / destroyed, and counts. */
export class FakeWindow extends EventEmitter {
  visible = false;
  minimized = false;
  maximized = false;
  destroyed = false;
  focused = false;
  readonly calls = { show: 0, hide: 0, focus: 0, restore: 0, flashFrame: 0, loadURL: [] as string[] };
  bounds = { x: 0, y: 0, width: 1366, height: 768 };
  readonly webContents: FakeWebContents;

  constructor(
    deliver: (channel: string, args: unknown[]) => void,
    readonly options: unknown = null,
  ) {
    super();
    this.webContents = new FakeWebContents(deliver);
  }

  /** Like BrowserWindow.show(): visible and, as on the desktop, in front. */
  show(): void {
    this.calls.show++;
    this.visible = true;
    this.minimized = false;
    this.focused = true;
  }
  /** The operator switched to another program. */
  blur(): void {
    this.focused = false;
    this.emit('blur', preventableEvent());
  }
  hide(): void {
    this.calls.hide++;
    this.visible = false;
    this.focused = false;
  }
  focus(): void {
    this.calls.focus++;
    this.focused = true;
  }
  restore(): void {
    this.calls.restore++;
    this.minimized = false;
  }
  maximize(): void {
    this.maximized = true;
  }
  isVisible(): boolean {
    return this.visible;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isFocused(): boolean {
    return this.focused && this.visible;
  }
  /** Taskbar flash / urgency hint: the latest state and how often it was asked for. */
  flashing = false;
  flashFrame(flag: boolean): void {
    if (flag) this.calls.flashFrame++;
    this.flashing = flag;
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  getBounds() {
    return { ...this.bounds };
  }
  /** The page itself is navigated by Playwright; loading just makes the window ready. */
  async loadURL(url: string): Promise<void> {
    this.calls.loadURL.push(url);
    queueMicrotask(() => this.emit('ready-to-show', preventableEvent()));
  }

  /** The user clicks the title bar's X: returns whether main prevented the close. */
  clickClose(): boolean {
    const event = preventableEvent();
    this.emit('close', event);
    if (!event.defaultPrevented) {
      this.destroyed = true;
      this.visible = false;
      this.emit('closed', preventableEvent());
    }
    return event.defaultPrevented;
  }
}

/** electron-updater's autoUpdater: an event emitter; specs emit its events. */
/** A throwaway Ed25519 key for the updater's feed check (the fake updater never asks it). */
export const TEST_FEED_PUBLIC_KEY = generateKeyPairSync('ed25519')
  .publicKey.export({ format: 'der', type: 'spki' })
  .toString('base64');

export class FakeAutoUpdater {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  isUpdateSupported: (info: unknown) => boolean | Promise<boolean> = () => true;
  feed: unknown = null;
  readonly calls = { checkForUpdates: 0, quitAndInstall: 0 };
  private readonly emitter = new EventEmitter();

  on(event: string, listener: (...args: never[]) => void): this {
    this.emitter.on(event, listener as (...args: unknown[]) => void);
    return this;
  }
  removeListener(event: string, listener: (...args: never[]) => void): this {
    this.emitter.removeListener(event, listener as (...args: unknown[]) => void);
    return this;
  }
  emit(event: string, ...args: unknown[]): boolean {
    return this.emitter.emit(event, ...args);
  }
  listenerCount(event: string): number {
    return this.emitter.listenerCount(event);
  }
  setFeedURL(options: unknown): void {
    this.feed = options;
  }
  async checkForUpdates(): Promise<null> {
    this.calls.checkForUpdates++;
    return null;
  }
  quitAndInstall(): void {
    this.calls.quitAndInstall++;
  }
}

/** Electron's `app`, as far as main's services use it. */
export class FakeApp extends EventEmitter {
  readonly calls = { quit: 0, exit: 0, focus: 0, relaunch: 0 };
  isPackaged = false;
  loginItem = { openAtLogin: false };

  constructor(
    private readonly userData: string,
    private readonly version = '1.2.0',
  ) {
    super();
  }

  requestSingleInstanceLock(): boolean {
    return true;
  }
  quit(): void {
    this.calls.quit++;
    this.emit('before-quit', preventableEvent());
  }
  exit(): void {
    this.calls.exit++;
  }
  focus(): void {
    this.calls.focus++;
  }
  relaunch(): void {
    this.calls.relaunch++;
  }
  getVersion(): string {
    return this.version;
  }
  getName(): string {
    return 'Caixa Delivery';
  }
  getPath(_name: string): string {
    return this.userData;
  }
  getLoginItemSettings() {
    return { ...this.loginItem };
  }
  setLoginItemSettings(settings: { openAtLogin: boolean }): void {
    this.loginItem = { openAtLogin: settings.openAtLogin };
  }
}

/** safeStorage that "encrypts" reversibly, so the saved session round-trips. */
export const fakeSafeStorage = {
  isEncryptionAvailable: () => true,
  encryptString: (text: string) => Buffer.from(`fake-enc:${text}`, 'utf8'),
  decryptString: (data: Buffer) => data.toString('utf8').replace(/^fake-enc:/, ''),
};

export class FakeDialog {
  readonly shown: unknown[] = [];
  /** Button index the next native dialog answers with (2 = Cancelar). */
  response = 2;
  async showMessageBox(options: unknown): Promise<{ response: number }> {
    this.shown.push(options);
    return { response: this.response };
  }
}

export class FakeShell {
  readonly opened: string[] = [];
  async openExternal(url: string): Promise<void> {
    this.opened.push(url);
  }
}

export class FakeTray {
  tooltip = '';
  menu: unknown = null;
  destroyed = false;
  private readonly emitter = new EventEmitter();
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: unknown): void {
    this.menu = menu;
  }
  on(event: 'click' | 'double-click', listener: () => void): this {
    this.emitter.on(event, listener);
    return this;
  }
  click(): void {
    this.emitter.emit('click');
  }
  destroy(): void {
    this.destroyed = true;
  }
}

/** An OS notification: records what was shown; `click()` plays the user clicking it. */
export class FakeNotification {
  shown = false;
  private readonly emitter = new EventEmitter();
  constructor(readonly options: unknown) {}
  show(): void {
    this.shown = true;
  }
  on(event: 'click' | 'close' | 'failed', listener: () => void): this {
    this.emitter.on(event, listener);
    return this;
  }
  click(): void {
    this.emitter.emit('click');
  }
}
