/**
 * Every channel between main and the renderer, once: its name, its direction and the bridge
 * member it serves (the contract itself is shared/bridge.ts, which re-exports this table).
 */
import type { CashDeskBridge } from './bridge';
import { KitchenRoutes } from './kitchen-screen/bridge';

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
