/**
 * Everything main's services need from the outside world, as plain interfaces. `main/index.ts`
 * fills it with real Electron objects (through main/electron/ adapters); tests and the e2e
 * harness fill it with fakes. See main/core.ts for how a harness uses it.
 */
import type { CreateNotification } from './attention/service';
import type { Logger } from './log/logger';
import type { SessionFile } from './session/service';
import type { LoginItemApp } from './settings/service';
import type { SettingsStore } from './settings/store';
import type { Timers } from './timers';
import type { FetchBytes } from './updater/feed-signature';
import type { AutoUpdaterLike } from './updater/updater';
import type { IpcMainEventLike } from './ipc/types';
import type { PrintingSystemDeps } from './printing';
import type { DeskKitchenDeps } from './kitchen/desk';
import type { PowerMonitorLike } from './power/power-watch';
import type { DialogLike } from './window/close-flow';
import type { ShellLike } from './window/security';
import type { SingleInstanceApp } from './window/single-instance';
import type { TrayLike, TrayMenuItem } from './window/tray';
import type { CreateWindow, WebContentsLike } from './window/types';
import type { ScreenLike } from './window/window-state';

/** Electron's safeStorage, the part we use: secrets (session hash, QZ key) encrypted at rest. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /**
   * Linux only in Electron: 'basic_text' means no keyring, i.e. no real encryption
   * (main/storage/secret-storage.ts treats it as unavailable).
   */
  getSelectedStorageBackend?(): string;
}

export type AppEventName = 'second-instance' | 'before-quit' | 'activate';

export interface AppLike extends SingleInstanceApp, LoginItemApp {
  quit(): void;
  getVersion(): string;
  readonly isPackaged: boolean;
  on(event: AppEventName, listener: () => void): unknown;
  /** Every webContents the app creates (main/window/security.ts hardens each one). */
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown;
  /** Windows: the AppUserModelID (notifications and their clicks, taskbar grouping). */
  setAppUserModelId?(id: string): void;
}

interface MainPaths {
  /** out/preload/index.cjs */
  preload: string;
  /** out/renderer: served as app://bundle/ */
  rendererDir: string;
  /** The brand folder (config/brand, or resources/brand when packaged): served as app://bundle/brand/ */
  brandDir?: string;
  /** Window icon (Linux/Windows taskbar); also the notifications' icon. */
  windowIcon?: string;
}

/**
 * Local printing (settings, printers, journal, local print service). Omitted: no printing
 * domain (its IPC channels are not registered). Files go under `dataDir` (userData in Electron).
 */
type MainPrintingDeps = Pick<
  PrintingSystemDeps,
  | 'dataDir'
  | 'osPrinting'
  | 'loadQz'
  | 'deviceDirs'
  | 'readdir'
  | 'localService'
  | 'sendTimeoutMs'
  | 'queueThrottleMs'
  | 'transports'
  | 'discovery'
>;

export interface MainDeps {
  app: AppLike;
  /** Creates the main window; the real one is `(o) => toWindowLike(new BrowserWindow(o))`. */
  createWindow: CreateWindow;
  /** Displays, to restore the window position only on a visible display. Optional in tests. */
  screen?: ScreenLike;
  /** The kitchen screen's second window: BrowserWindow and Electron's screen. Absent: no such window. */
  kitchenWindow?: DeskKitchenDeps['window'];
  createTray: () => TrayLike;
  /** OS notifications (the real one wraps `new Notification(o)`). Omitted: notify() does nothing. */
  createNotification?: CreateNotification;
  /** Electron's `Notification.isSupported()`. Omitted: supported when createNotification is given. */
  notificationSupported?: () => boolean;
  buildMenu: (items: TrayMenuItem[]) => unknown;
  /** `Menu.setApplicationMenu`: packaged builds remove the default menu (Reload, DevTools). */
  setApplicationMenu?: (menu: null) => void;
  dialog: DialogLike;
  shell: ShellLike;
  safeStorage: SafeStorageLike;
  autoUpdater: AutoUpdaterLike;
  settings: SettingsStore;
  sessionFile: SessionFile;
  log: Logger;
  paths: MainPaths;
  timers?: Timers;
  /**
   * Electron's powerMonitor ('suspend'/'resume'), available after app ready. Omitted: a clock
   * jump is still seen (wall vs monotonic clock), a sleep only through that.
   */
  powerMonitor?: PowerMonitorLike;
  /** Wall and monotonic clocks (ms) for the sleep and clock-jump check; default Date.now and performance.now. */
  clocks?: { wall: () => number; monotonic: () => number };
  /**
   * Defaults to process.env. Only development builds read it (main/config/dev-env.ts):
   * CASHDESK_API_ORIGIN, ELECTRON_RENDERER_URL, CASHDESK_DEV_PRINTERS, CASHDESK_DEV_PRINT_SETTINGS.
   */
  env?: Record<string, string | undefined>;
  /** Defaults to process.platform. */
  platform?: string;
  /**
   * The parsed app.config.json. index.ts reads resources/config/app.config.json (packaged) or
   * config/app.config.json, else the copy bundled at build time. Omitted: the default brand, no
   * API bases, no updates. A harness may pass `{ updates: { url } }` to enable the updater.
   */
  packagedConfig?: unknown;
  /**
   * The config bundled into the app at build time (inside the asar): the only source of the
   * `updates` section (feed URL, interval, the feed's public key). Omitted: no updates.
   */
  bundledConfig?: unknown;
  /** electron-builder's resources/app-update.yml exists: the updater may use it without updates.url. */
  builtInUpdateFeed?: boolean;
  /** That app-update.yml's generic https feed URL, where the signed feed is fetched; null if none. */
  builtInUpdateFeedUrl?: string | null;
  /** Parses a feed yml as electron-updater does (main/electron/updater.ts); absent: no updates. */
  parseUpdateFeed?(text: string): unknown;
  /** Defaults to process.arch (which latest*.yml this platform reads). */
  arch?: string;
  /** Fetches the feed and its signature for the check; defaults to fetch() (tests hand a fake). */
  fetchUpdateFeed?: FetchBytes;
  /**
   * Why this install cannot update itself (index.ts asks main/updater/support.ts: a Linux .deb,
   * a store or portable build); null or absent: it can.
   */
  cannotSelfUpdate?: string | null;
  /** main → renderer. Defaults to the main window's webContents.send. */
  send?: (channel: string, payload?: unknown) => void;
  /** Which IPC senders are ours. Defaults to: senderFrame.url is app://bundle/… or the dev server. */
  isTrustedSender?: (event: IpcMainEventLike) => boolean;
  /** How long the renderer has to answer 'on-close-click' before the native dialog. */
  closeAnswerTimeoutMs?: number;
  /**
   * Printing. Development builds also read CASHDESK_DEV_PRINTERS from `env` (the virtual
   * printers of `npm start`, see main/printing/dev-printers.ts); packaged builds never do.
   */
  printing?: MainPrintingDeps;
  /**
   * The outbox and the orders cache for a platform outage (main/offline), under `dataDir`
   * (userData in Electron); `now` is the clock (ms) that says which day the cache is for.
   * Omitted: no offline domain (its IPC channels are not registered).
   */
  offline?: { dataDir: string; now?: () => number };
}
