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
import { KitchenRoutes, type KitchenDeskBridge } from './kitchen-screen/bridge';

export type { OfflineBridge };

export type Unsubscribe = () => void;

/**
 * How one bridge member reaches main. `invoke` answers (a result or an error), `send` is a
 * fire-and-forget hint, `event` a main → renderer push the bridge's `on*` member subscribes to.
 * An invoke or send channel serves the member of its own key; `answer` is one of the answers of
 * a member whose single argument picks the channel (the close prompt's three buttons).
 */
export type ChannelRoute =
  | { readonly kind: 'invoke'; readonly channel: string }
  | { readonly kind: 'send'; readonly channel: string }
  | { readonly kind: 'event'; readonly channel: string; readonly member: `on${string}` }
  | { readonly kind: 'answer'; readonly channel: string; readonly member: string; readonly choice: string };

const invoke = <C extends string>(channel: C) => ({ kind: 'invoke', channel }) as const;
const send = <C extends string>(channel: C) => ({ kind: 'send', channel }) as const;
const event = <C extends string, M extends `on${string}`>(channel: C, member: M) =>
  ({ kind: 'event', channel, member }) as const;
const answer = <C extends string, M extends string, W extends string>(channel: C, member: M, choice: W) =>
  ({ kind: 'answer', channel, member, choice }) as const;

/**
 * Every channel once: its name, its direction and the bridge member it serves. The preload,
 * main's registration (with the argument schemas in bridge-schemas.ts) and web mode's lazy
 * printing are built from this table. The spec's desktop messages keep their names (03 §2.22).
 */
export const BridgeRoutes = {
  app: {
    getInfo: invoke('app:get-info'),
    getRuntimeConfig: invoke('app:get-runtime-config'),
    openExternal: invoke('app:open-external'),
    /** main → renderer: the machine woke from sleep or its clock jumped; reconnect and look again. */
    systemWake: event('app:system-wake', 'onSystemWake'),
  },
  window: {
    /** main → renderer: the user clicked the window's close button; show the prompt. */
    closeClick: event('on-close-click', 'onCloseClick'),
    /** renderer → main: the user chose Fechar in the prompt. */
    quit: answer('toAppQuit', 'answerClose', 'quit'),
    /** renderer → main: the user chose Minimizar in the prompt (hide to the tray). */
    minimizeToTray: answer('window:minimize-to-tray', 'answerClose', 'minimize'),
    /** renderer → main: the user chose Cancelar (the prompt was answered, nothing happens). */
    cancelClose: answer('window:cancel-close', 'answerClose', 'cancel'),
    /** renderer → main: bring the window to front (e.g. clicking a notification). */
    focus: send('window:focus'),
    /** renderer → main: what the tray tooltip shows (store name, later pending orders). */
    setTrayInfo: send('window:set-tray-info'),
    /** renderer → main: the store pause the tray names with its countdown (issue 34 §1), or none. */
    setTrayPause: send('window:set-tray-pause'),
  },
  attention: {
    /** renderer → main: show an OS notification (new order, chat message) when the window is not focused. */
    notify: send('attention:notify'),
    /** main → renderer: the user clicked a notification; the renderer opens what it points to. */
    notificationClick: event('attention:notification-click', 'onNotificationClick'),
    /** renderer → main: flash the taskbar / dock until the window is focused (or stop). */
    flash: send('attention:flash'),
    /** renderer → main: an order rings unanswered (issue 34 §3): window to front, taskbar flashing. */
    raise: send('attention:raise'),
  },
  updater: {
    available: event('update-available', 'onUpdateAvailable'),
    progress: event('update-progress', 'onUpdateProgress'),
    message: event('update-message', 'onUpdateMessage'),
    getStatus: invoke('updater:get-status'),
    /** renderer → main: how many orders wait for acceptance (the install waits for none). */
    reportPendingOrders: send('updater:pending-orders'),
    /** renderer → main: staff chose 'Instalar agora'. */
    installNow: invoke('updater:install-now'),
  },
  settings: {
    get: invoke('settings:get'),
    update: invoke('settings:update'),
    /** The desk's store pause, its closed-store notice setting and log (issue 34 §1). */
    getStorePause: invoke('settings:get-store-pause'),
    saveStorePause: invoke('settings:save-store-pause'),
    /** The estimate each order was accepted under, for its lateness (issue 34 §2, §4). */
    getAcceptedEstimates: invoke('settings:get-accepted-estimates'),
    saveAcceptedEstimates: invoke('settings:save-accepted-estimates'),
  },
  session: {
    load: invoke('session:load'),
    save: invoke('session:save'),
    clear: invoke('session:clear'),
  },
  printing: {
    getSettings: invoke('printing:get-settings'),
    saveSettings: invoke('printing:save-settings'),
    setQzCredentials: invoke('printing:set-qz-credentials'),
    listPrinters: invoke('printing:list-printers'),
    savePrinter: invoke('printing:save-printer'),
    removePrinter: invoke('printing:remove-printer'),
    printOrder: invoke('printing:print-order'),
    preparePrinters: send('printing:prepare-printers'),
    storeOpenChanged: send('printing:store-open-changed'),
    reprintJob: invoke('printing:reprint-job'),
    discardJob: invoke('printing:discard-job'),
    testPage: invoke('printing:test-page'),
    discoverPrinters: invoke('printing:discover-printers'),
    cancelDiscovery: invoke('printing:cancel-discovery'),
    /** main → renderer: a printer search's progress and what it found so far. */
    discoveryProgress: event('printing:discovery-progress', 'onDiscoveryProgress'),
    getQueue: invoke('printing:get-queue'),
    openDrawer: invoke('printing:open-drawer'),
    printDaySummary: invoke('printing:print-day-summary'),
    /** renderer → main: an order was cancelled or its items changed; main prints the slips due (issue 33 §2). */
    orderChanged: invoke('printing:order-changed'),
    getLocalHost: invoke('printing:get-local-host'),
    changeLocalHost: invoke('printing:change-local-host'),
    /** main → renderer: the queue changed (a job moved, a printer went offline or came back). */
    queueChanged: event('printing:queue-changed', 'onQueueChanged'),
    /** main → renderer: the local print settings changed (saved here or via the local print service). */
    settingsChanged: event('printing:settings-changed', 'onSettingsChanged'),
  },
  offline: {
    listOutbox: invoke('offline:list-outbox'),
    addToOutbox: invoke('offline:add-to-outbox'),
    markOutboxSending: invoke('offline:mark-outbox-sending'),
    removeFromOutbox: invoke('offline:remove-from-outbox'),
    listOutboxNotices: invoke('offline:list-outbox-notices'),
    addOutboxNotice: invoke('offline:add-outbox-notice'),
    dismissOutboxNotice: invoke('offline:dismiss-outbox-notice'),
    loadOrdersCache: invoke('offline:load-orders-cache'),
    saveOrdersCache: invoke('offline:save-orders-cache'),
    clearOrdersCache: invoke('offline:clear-orders-cache'),
  },
  /** The kitchen screen (issue 33 §3), declared in shared/kitchen-screen/bridge.ts. */
  kitchen: KitchenRoutes,
} as const satisfies Record<keyof CashDeskBridge, Record<string, ChannelRoute>>;

type Routes = typeof BridgeRoutes;
type ChannelNames = {
  readonly [D in keyof Routes]: {
    readonly [K in keyof Routes[D]]: Routes[D][K] extends { channel: infer C } ? C : never;
  };
};

/** Channel names, `Channels.<domain>.<key>`, read from the table above. */
export const Channels = Object.fromEntries(
  Object.entries(BridgeRoutes).map(([domain, routes]) => [
    domain,
    Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, route.channel])),
  ]),
) as ChannelNames;

/** The bridge member a route serves: its own key unless the route names another. */
type ServedMember<K, R> = R extends { member: infer M } ? M : K;
type ServedMembers<D extends keyof Routes> = {
  [K in keyof Routes[D]]: ServedMember<K, Routes[D][K]>;
}[keyof Routes[D]];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
// A bridge member without a channel, or a channel serving no member, fails to compile here.
type _RoutesServeTheBridge = Assert<
  Same<
    { [D in keyof Routes]: ServedMembers<D> },
    { [D in keyof CashDeskBridge]: Exclude<keyof CashDeskBridge[D], symbol | number> }
  >
>;

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
