/**
 * The one contract between the Electron main process and the renderer.
 * Channel strings live here and nowhere else. The preload builds an object that
 * `satisfies CashDeskBridge` and exposes it once as `window.cashDesk`.
 */
import type { LiveOrder } from './api/live-order';
import type { RuntimeConfig } from './config';
import type {
  LocalPrintSettings,
  PrintOrderOutcome,
  PrintOutcome,
  PrintQueue,
  PrintSettingsView,
  PrinterDefinition,
  PrinterList,
  QzCredentialsPatch,
} from './printing';
import type { SessionUser } from './session';

export type Unsubscribe = () => void;

/** Channel names. The spec's desktop messages keep their names (03 §2.22). */
export const Channels = {
  app: {
    getInfo: 'app:get-info',
    getRuntimeConfig: 'app:get-runtime-config',
    openExternal: 'app:open-external',
  },
  window: {
    /** main → renderer: the user clicked the window's close button; show the prompt. */
    closeClick: 'on-close-click',
    /** renderer → main: the user chose Fechar in the prompt. */
    quit: 'toAppQuit',
    /** renderer → main: the user chose Minimizar in the prompt (hide to the tray). */
    minimizeToTray: 'window:minimize-to-tray',
    /** renderer → main: the user chose Cancelar (the prompt was answered, nothing happens). */
    cancelClose: 'window:cancel-close',
    /** renderer → main: bring the window to front (e.g. clicking a notification). */
    focus: 'window:focus',
    /** renderer → main: what the tray tooltip shows (store name, later pending orders). */
    setTrayInfo: 'window:set-tray-info',
  },
  attention: {
    /** renderer → main: show an OS notification (new order, chat message) when the window is not focused. */
    notify: 'attention:notify',
    /** main → renderer: the user clicked a notification; the renderer opens what it points to. */
    notificationClick: 'attention:notification-click',
    /** renderer → main: flash the taskbar / dock until the window is focused (or stop). */
    flash: 'attention:flash',
  },
  updater: {
    available: 'update-available',
    progress: 'update-progress',
    message: 'update-message',
    getStatus: 'updater:get-status',
    /** renderer → main: how many orders wait for acceptance (the install waits for none). */
    reportPendingOrders: 'updater:pending-orders',
    /** renderer → main: staff chose 'Instalar agora'. */
    installNow: 'updater:install-now',
  },
  settings: {
    get: 'settings:get',
    update: 'settings:update',
  },
  session: {
    load: 'session:load',
    save: 'session:save',
    clear: 'session:clear',
  },
  printing: {
    getSettings: 'printing:get-settings',
    saveSettings: 'printing:save-settings',
    setQzCredentials: 'printing:set-qz-credentials',
    listPrinters: 'printing:list-printers',
    savePrinter: 'printing:save-printer',
    removePrinter: 'printing:remove-printer',
    printOrder: 'printing:print-order',
    reprintJob: 'printing:reprint-job',
    discardJob: 'printing:discard-job',
    testPage: 'printing:test-page',
    getQueue: 'printing:get-queue',
    /** main → renderer: the queue changed (a job moved, a printer went offline or came back). */
    queueChanged: 'printing:queue-changed',
    /** main → renderer: the local print settings changed (saved here or via the local print service). */
    settingsChanged: 'printing:settings-changed',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type Channel = Leaves<typeof Channels>;

// ---------------------------------------------------------------- app

export interface AppInfo {
  version: string;
  platform: string;
  isPackaged: boolean;
}

export interface AppBridge {
  getInfo(): Promise<AppInfo>;
  getRuntimeConfig(): Promise<RuntimeConfig>;
  /** Opens an http(s) URL in the system browser; false when it was refused (anything else). */
  openExternal(url: string): Promise<boolean>;
}

// ---------------------------------------------------------------- window

export type CloseChoice = 'minimize' | 'quit' | 'cancel';

export interface TrayInfo {
  storeName?: string;
  pendingOrders?: number;
}

export interface WindowBridge {
  /** 'on-close-click': the prompt 'Tem certeza que precisa fechar?' must be shown. */
  onCloseClick(cb: () => void): Unsubscribe;
  /** The prompt's answer: Minimizar → tray, Fechar → 'toAppQuit', Cancelar → nothing. */
  answerClose(choice: CloseChoice): void;
  focus(): void;
  setTrayInfo(info: TrayInfo): void;
}

// ---------------------------------------------------------------- attention

export interface AttentionNotification {
  title: string;
  body: string;
  /** Opaque target the renderer gets back on click, e.g. 'pedido:123'. */
  target?: string;
}

/** Making sure someone at the counter notices: OS notifications and the taskbar flash. */
export interface AttentionBridge {
  /** Shown only when the window is not focused (main decides); silent (the renderer plays the sound). */
  notify(notification: AttentionNotification): void;
  /** Clicking a notification restores the window, focuses it and calls back with its target. */
  onNotificationClick(cb: (target: string) => void): Unsubscribe;
  /** Flash the taskbar button until the window gets focus; false stops it. */
  flash(on: boolean): void;
}

// ---------------------------------------------------------------- updater

export type UpdateStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; version: string }
  | { state: 'downloading'; version: string; percent: number }
  /** Downloaded; installs when no order is pending and no ticket waits to print. */
  | { state: 'waiting'; version: string; pendingOrders: number; printing: boolean }
  /** Downloaded and installing now (the app restarts). */
  | { state: 'downloaded'; version: string }
  | { state: 'error'; message: string };

/** What main says (update-message) and the renderer shows while a downloaded update waits. */
export const UPDATE_WAITING_MESSAGE =
  'Atualização pronta. Será instalada quando não houver pedidos pendentes nem impressões na fila.';

export interface UpdateAvailable {
  version: string;
}
export interface UpdateProgress {
  /** 0..100 */
  percent: number;
  transferred?: number;
  total?: number;
  bytesPerSecond?: number;
}
export interface UpdateMessage {
  message: string;
  /**
   * 'error': the update failed and the app keeps running on the current version; the renderer
   * leaves the 'Atualizando...' screen. Absent or 'info': a progress message for that screen.
   */
  kind?: 'info' | 'error';
}

export interface UpdaterBridge {
  getStatus(): Promise<UpdateStatus>;
  onUpdateAvailable(cb: (info: UpdateAvailable) => void): Unsubscribe;
  onUpdateProgress(cb: (progress: UpdateProgress) => void): Unsubscribe;
  onUpdateMessage(cb: (message: UpdateMessage) => void): Unsubscribe;
  /** The orders waiting for acceptance (status PP), sent whenever the count changes. */
  reportPendingOrders(count: number): void;
  /** Installs a downloaded update now, pending orders or not; false when there is none. */
  installNow(): Promise<boolean>;
}

// ---------------------------------------------------------------- settings

/** Settings the renderer may read and change. Window state and secrets stay in main. */
export interface AppSettings {
  /** Start the app when the OS session starts. */
  startWithOs: boolean;
  /** Closing the window: ask (the spec's prompt), or always hide to the tray. */
  closeBehavior: 'ask' | 'tray';
  /** Order alert sound (used by the orders desk). */
  sound: { enabled: boolean; volume: number; name: string };
}

export type AppSettingsPatch = {
  startWithOs?: boolean;
  closeBehavior?: AppSettings['closeBehavior'];
  sound?: Partial<AppSettings['sound']>;
};

export interface SettingsBridge {
  get(): Promise<AppSettings>;
  update(patch: AppSettingsPatch): Promise<AppSettings>;
}

// ---------------------------------------------------------------- session

/**
 * The session is kept in main, the hash encrypted at rest where the OS allows.
 * The renderer holds it in memory only, to sign its API calls.
 */
export interface SessionBridge {
  load(): Promise<SessionUser | null>;
  save(user: SessionUser): Promise<void>;
  clear(): Promise<void>;
}

// ---------------------------------------------------------------- printing

/** Production category names for routing, as cardapiocategorias/listar gives them. */
export interface PrintCategory {
  id: string;
  name: string;
}

/**
 * Local printing, owned by main: settings (the source for the cash desk, not renderer storage),
 * QZ secrets, the printer list, the durable print journal and its queue.
 */
export interface PrintingBridge {
  getSettings(): Promise<PrintSettingsView>;
  /** Replaces the local settings (the screen sends the whole form); returns what was stored. */
  saveSettings(settings: LocalPrintSettings): Promise<PrintSettingsView>;
  setQzCredentials(patch: QzCredentialsPatch): Promise<PrintSettingsView>;
  onSettingsChanged(cb: (view: PrintSettingsView) => void): Unsubscribe;
  /** Printers for the current method: own + found (OS, /dev/usb/lp*) or QZ Tray's. */
  listPrinters(): Promise<PrinterList>;
  /** Adds or replaces (same name) a hand-configured printer. */
  savePrinter(definition: PrinterDefinition): Promise<PrinterList>;
  removePrinter(name: string): Promise<PrinterList>;
  /**
   * Queues the order's tickets (cashier printers + production per category). Idempotent: an order
   * already queued or printed adds nothing. `reprint` prints the cashier ticket again, marked
   * REIMPRESSÃO. `categories` names the production categories for routing.
   */
  printOrder(
    order: LiveOrder,
    opts?: { reprint?: boolean; categories?: PrintCategory[] },
  ): Promise<PrintOrderOutcome>;
  /** Prints one journal job again, marked REIMPRESSÃO. */
  reprintJob(key: string): Promise<PrintOutcome>;
  /** Drops a failed or parked job for good (logged). */
  discardJob(key: string): Promise<PrintOutcome>;
  testPage(printerName: string): Promise<PrintOutcome>;
  getQueue(): Promise<PrintQueue>;
  onQueueChanged(cb: (queue: PrintQueue) => void): Unsubscribe;
}

// ---------------------------------------------------------------- the whole bridge

export interface CashDeskBridge {
  app: AppBridge;
  window: WindowBridge;
  attention: AttentionBridge;
  updater: UpdaterBridge;
  settings: SettingsBridge;
  session: SessionBridge;
  printing: PrintingBridge;
}

/**
 * What main implements for one bridge domain, derived from its interface so the two cannot
 * drift: every renderer → main method (the `on*` subscriptions are main → renderer pushes, sent
 * through `send`). An invoke method may answer synchronously (IPC awaits it anyway); a send
 * method's result is dropped.
 */
export type BridgeHandlers<B> = {
  [K in keyof B as K extends `on${string}` ? never : K]: B[K] extends (...args: infer A) => infer R
    ? R extends Promise<infer T>
      ? (...args: A) => T | Promise<T>
      : B[K]
    : never;
};

/** The global the preload exposes. */
export const BRIDGE_GLOBAL = 'cashDesk' as const;
