/**
 * The bridge object the renderer sees as `window.cashDesk`: named methods only, each bound to
 * its channel from shared/bridge.ts. No electron import at run time, so the e2e harness can
 * bundle this file for the browser and hand it an in-test IPC.
 */
import {
  Channels,
  type AppInfo,
  type AppSettings,
  type CashDeskBridge,
  type CloseChoice,
  type UpdateAvailable,
  type UpdateMessage,
  type UpdateProgress,
  type UpdateStatus,
  type Unsubscribe,
} from '../shared/bridge';
import type { RuntimeConfig } from '../shared/config';
import type {
  PrintOrderOutcome,
  PrintOutcome,
  PrintQueue,
  PrintSettingsView,
  PrinterList,
} from '../shared/printing';
import type { SessionUser } from '../shared/session';

/** The part of Electron's ipcRenderer the bridge uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  send(channel: string, ...args: unknown[]): void;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const CLOSE_CHANNELS: Record<CloseChoice, string> = {
  minimize: Channels.window.minimizeToTray,
  quit: Channels.window.quit,
  cancel: Channels.window.cancelClose,
};

export function createBridge(ipc: IpcRendererLike): CashDeskBridge {
  /** Subscribes `cb` to a main → renderer channel; the IpcRendererEvent never reaches it. */
  function subscribe<T>(channel: string, cb: (payload: T) => void): Unsubscribe {
    const listener = (_event: unknown, payload?: unknown) => cb(payload as T);
    ipc.on(channel, listener);
    return () => {
      ipc.removeListener(channel, listener);
    };
  }
  const invoke = <T>(channel: string, ...args: unknown[]) => ipc.invoke(channel, ...args) as Promise<T>;

  return {
    app: {
      getInfo: () => invoke<AppInfo>(Channels.app.getInfo),
      getRuntimeConfig: () => invoke<RuntimeConfig>(Channels.app.getRuntimeConfig),
      openExternal: (url) => invoke<boolean>(Channels.app.openExternal, url),
    },
    window: {
      onCloseClick: (cb) => subscribe<void>(Channels.window.closeClick, () => cb()),
      answerClose: (choice) => {
        const channel = CLOSE_CHANNELS[choice];
        if (channel) ipc.send(channel);
      },
      focus: () => ipc.send(Channels.window.focus),
      setTrayInfo: (info) => ipc.send(Channels.window.setTrayInfo, info),
    },
    attention: {
      notify: (notification) => ipc.send(Channels.attention.notify, notification),
      onNotificationClick: (cb) => subscribe<string>(Channels.attention.notificationClick, cb),
      flash: (on) => ipc.send(Channels.attention.flash, on),
    },
    updater: {
      getStatus: () => invoke<UpdateStatus>(Channels.updater.getStatus),
      onUpdateAvailable: (cb) => subscribe<UpdateAvailable>(Channels.updater.available, cb),
      onUpdateProgress: (cb) => subscribe<UpdateProgress>(Channels.updater.progress, cb),
      onUpdateMessage: (cb) => subscribe<UpdateMessage>(Channels.updater.message, cb),
      reportPendingOrders: (count) => ipc.send(Channels.updater.reportPendingOrders, count),
      installNow: () => invoke<boolean>(Channels.updater.installNow),
    },
    settings: {
      get: () => invoke<AppSettings>(Channels.settings.get),
      update: (patch) => invoke<AppSettings>(Channels.settings.update, patch),
    },
    session: {
      load: () => invoke<SessionUser | null>(Channels.session.load),
      save: (user) => invoke<void>(Channels.session.save, user),
      clear: () => invoke<void>(Channels.session.clear),
    },
    printing: {
      getSettings: () => invoke<PrintSettingsView>(Channels.printing.getSettings),
      saveSettings: (settings) => invoke<PrintSettingsView>(Channels.printing.saveSettings, settings),
      setQzCredentials: (patch) => invoke<PrintSettingsView>(Channels.printing.setQzCredentials, patch),
      onSettingsChanged: (cb) => subscribe<PrintSettingsView>(Channels.printing.settingsChanged, cb),
      listPrinters: () => invoke<PrinterList>(Channels.printing.listPrinters),
      savePrinter: (definition) => invoke<PrinterList>(Channels.printing.savePrinter, definition),
      removePrinter: (name) => invoke<PrinterList>(Channels.printing.removePrinter, name),
      // Options only when given: the channel's schema takes [order] or [order, opts].
      printOrder: (order, opts) =>
        opts === undefined
          ? invoke<PrintOrderOutcome>(Channels.printing.printOrder, order)
          : invoke<PrintOrderOutcome>(Channels.printing.printOrder, order, opts),
      reprintJob: (key) => invoke<PrintOutcome>(Channels.printing.reprintJob, key),
      discardJob: (key) => invoke<PrintOutcome>(Channels.printing.discardJob, key),
      testPage: (printerName) => invoke<PrintOutcome>(Channels.printing.testPage, printerName),
      getQueue: () => invoke<PrintQueue>(Channels.printing.getQueue),
      onQueueChanged: (cb) => subscribe<PrintQueue>(Channels.printing.queueChanged, cb),
    },
  } satisfies CashDeskBridge;
}
