import type {
  AppSettings,
  AppSettingsPatch,
  AttentionNotification,
  CloseChoice,
  PrintingBridge,
  TrayInfo,
  Unsubscribe,
  UpdateAvailable,
  UpdateMessage,
  UpdateProgress,
  UpdateStatus,
} from '../../../shared/bridge';
import type { SessionUser } from '../../../shared/session';

/**
 * Everything the renderer needs from its host. The desktop implementation forwards to the
 * preload bridge (`window.cashDesk`); the web one degrades the same calls in the browser.
 * No other renderer module touches `window.cashDesk`.
 */
export interface Platform {
  readonly kind: 'desktop' | 'web';
  /** The raw runtime config; the caller validates it (it may be missing or broken). */
  loadRuntimeConfig(): Promise<unknown>;
  /** The app's version as the host reports it. */
  appVersion(): Promise<string>;
  /** Opens an http(s) URL outside the app; false when the URL is refused. */
  openExternal(url: string): Promise<boolean>;
  session: {
    load(): Promise<SessionUser | null>;
    save(user: SessionUser): Promise<void>;
    clear(): Promise<void>;
  };
  updater: {
    getStatus(): Promise<UpdateStatus>;
    onAvailable(cb: (info: UpdateAvailable) => void): Unsubscribe;
    onProgress(cb: (progress: UpdateProgress) => void): Unsubscribe;
    onMessage(cb: (message: UpdateMessage) => void): Unsubscribe;
    /** Orders waiting for acceptance: a downloaded update installs when there are none. */
    reportPendingOrders(count: number): void;
    /** 'Instalar agora': installs the downloaded update now; false when there is none. */
    installNow(): Promise<boolean>;
  };
  window: {
    /** The user clicked the window's close button: show 'Tem certeza que precisa fechar?'. */
    onCloseClick(cb: () => void): Unsubscribe;
    answerClose(choice: CloseChoice): void;
    focus(): void;
    setTrayInfo(info: TrayInfo): void;
  };
  /** Making sure someone notices a new order: OS notification, taskbar flash. */
  attention: {
    /** Desktop: main shows it when the window is not focused. Web: the Notification API, if permitted. */
    notify(notification: AttentionNotification): void;
    /** The user clicked a notification: its target (e.g. 'pedido:123'). */
    onNotificationClick(cb: (target: string) => void): Unsubscribe;
    /** Desktop: flash the taskbar until focused (false stops). Web: nothing. */
    flash(on: boolean): void;
  };
  settings: {
    get(): Promise<AppSettings>;
    update(patch: AppSettingsPatch): Promise<AppSettings>;
  };
  /**
   * Printing. Desktop: main's journal, transports and settings through the bridge. Web (the
   * original panel's way): settings in localStorage, printers and printing through the local
   * print module on loopback (65517 /impressoras /imprimir, or 8847 /list /print per method),
   * a queue of this page's own requests only. Errors are the spec's texts (01 §8).
   */
  printing: PrintingBridge;
}
