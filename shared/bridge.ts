/**
 * The one contract between the Electron main process and the renderer.
 * Channel strings live here and nowhere else. The preload builds an object that
 * `satisfies CashDeskBridge` and exposes it once as `window.cashDesk`.
 */
import type { LiveOrder } from './api/live-order';
import type { RuntimeConfig } from './config';
import type {
  DiscoveryProgress,
  DiscoveryResult,
  LocalPrintSettings,
  DrawerRequest,
  PrintOrderOutcome,
  PrintOutcome,
  PrintQueue,
  PrintSettingsView,
  PrinterDefinition,
  PrinterList,
  QzCredentialsPatch,
} from './printing';
import type { OrderChangeOutcome, OrderPrintChange } from './print-stations';
import type { PrintQueueUpdate } from './print-queue-update';
import type { LocalHostChange, LocalHostView } from './local-print-host';
import type { OfflineBridge } from './offline';
import type { DaySummaryPrint } from './reports/day-summary';
import type { SessionUser } from './session';
import type { SystemWake } from './clock-jump';
import type { PauseRecord } from './store-pause/pause';
import type { AcceptedEstimatesRecord } from './orders/accepted-estimates';
import type { AlertSettings } from './alerts/escalation';
import type { KitchenDeskBridge } from './kitchen-screen/bridge';

export type { OfflineBridge };

export type Unsubscribe = () => void;

export { BridgeRoutes, Channels, type Channel, type ChannelRoute } from './bridge-routes';

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
  /**
   * The machine woke from sleep or its clock jumped (issue 21 §3): the socket, the list, the
   * countdowns and the alert may all be stale. Web mode tells it from the browser's own check.
   */
  onSystemWake(cb: (wake: SystemWake) => void): Unsubscribe;
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
  /** The running store pause (when it ends, epoch ms) for the tray's 'Pausado · volta às …'; null: none. */
  setTrayPause(pause: TrayPause | null): void;
}

export interface TrayPause {
  endsAt: number;
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
  /** The alert ladder's first step: the window to front and the taskbar flashing until focused. */
  raise(): void;
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
  /** Beyond the spec, off until turned on: the alert ladder, spoken alert, quiet profile (issue 34 §3). */
  alerts: AlertSettings;
}

export type AppSettingsPatch = {
  startWithOs?: boolean;
  closeBehavior?: AppSettings['closeBehavior'];
  sound?: Partial<AppSettings['sound']>;
  alerts?: Partial<AlertSettings>;
};

export interface SettingsBridge {
  get(): Promise<AppSettings>;
  update(patch: AppSettingsPatch): Promise<AppSettings>;
  /** The store pause kept on this desk: it survives a restart (issue 34 §1). */
  getStorePause(): Promise<PauseRecord>;
  /** Replaces it (validated); main logs the newest log line with who and why. */
  saveStorePause(record: PauseRecord): Promise<void>;
  /** The delivery estimate each order in production was accepted under: it survives a restart. */
  getAcceptedEstimates(): Promise<AcceptedEstimatesRecord>;
  /** Replaces it (validated; the renderer prunes finished orders before it writes). */
  saveAcceptedEstimates(record: AcceptedEstimatesRecord): Promise<void>;
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
  /**
   * A hint that an order's tickets are about to be queued (the automatic accept is waiting for
   * the platform's confirmation): main reads the status of the printers they may go to now, so
   * the tickets go out the moment they are queued. Nothing is printed or recorded.
   */
  preparePrinters(): void;
  /**
   * The store opened (true) or closed (false), as the desk saw it (the switch, getLoja, the
   * 'loja' event): the station numbers' business day starts at the first opening of the day
   * (issue 33 §1; main/printing/business-day.ts). Repeats are harmless.
   */
  storeOpenChanged(open: boolean): void;
  /** Prints one journal job again, marked REIMPRESSÃO. */
  reprintJob(key: string): Promise<PrintOutcome>;
  /** Drops a failed or parked job for good (logged). */
  discardJob(key: string): Promise<PrintOutcome>;
  testPage(printerName: string): Promise<PrintOutcome>;
  /**
   * 'Procurar impressoras': network printers (TCP 9100 on this PC's subnet, model filled in where
   * the printer says it), USB, OS and QZ printers, in one list. Progress comes by
   * onDiscoveryProgress; a found network printer takes a test page by its name before it is saved.
   */
  discoverPrinters(): Promise<DiscoveryResult>;
  /** Stops a running search; discoverPrinters resolves with what it found, `cancelled`. */
  cancelDiscovery(): Promise<void>;
  onDiscoveryProgress(cb: (progress: DiscoveryProgress) => void): Unsubscribe;
  getQueue(): Promise<PrintQueue>;
  /**
   * The queue changed: the whole queue, or on the desktop what changed since the last push
   * (shared/print-queue-update.ts; a window that missed one calls getQueue again).
   */
  onQueueChanged(cb: (update: PrintQueueUpdate) => void): Unsubscribe;
  /**
   * Pulses the cash drawer of the (first) cashier printer at once, outside the queue, and logs
   * the pulse with the printer, the reason and the order (issue 20 §4). Errors come back as
   * results: a Brother or an OS printer cannot pulse, and says so.
   */
  openDrawer(request: DrawerRequest): Promise<PrintOutcome>;
  /**
   * 'Resumo do dia' (issue 20 §5) on the cashier printers, through the queue like an order's
   * ticket. Idempotent per `id`: each press of Imprimir has its own, so one press prints once.
   */
  printDaySummary(request: DaySummaryPrint): Promise<PrintOutcome>;
  /**
   * An order was cancelled (staff, the platform's 'atualiza', the cold-start reconcile) or its
   * items changed: each station that received one of its tickets gets a CANCELADO / ALTERADO slip,
   * once however often this is told (issue 33 §2; the settings can turn them off). Web mode prints
   * none: it has no durable journal to know which tickets came out.
   */
  orderChanged(change: OrderPrintChange): Promise<OrderChangeOutcome>;
  /**
   * The local print host (issue 37 §1): on the desktop, whether it runs, its pairing code and the
   * web-mode origins it answers; in web mode, the code this page sends to it.
   */
  getLocalHost(): Promise<LocalHostView>;
  /** Turns the desktop's host on or off, rotates its code, sets its origins; pairs a web page. */
  changeLocalHost(change: LocalHostChange): Promise<LocalHostView>;
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
  /** The outbox and the orders cache for a platform outage (issue 19), declared in shared/offline.ts. */
  offline: OfflineBridge;
  kitchen: KitchenDeskBridge;
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
