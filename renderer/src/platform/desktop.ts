import type { CashDeskBridge } from '../../../shared/bridge';
import { sessionUserSchema } from '../../../shared/bridge-schemas';
import { isExternalHttpUrl } from './safeUrl';
import type { Platform } from './types';

/** The desktop app: every call goes to the preload bridge. */
export function createDesktopPlatform(bridge: CashDeskBridge): Platform {
  return {
    kind: 'desktop',
    loadRuntimeConfig: () => bridge.app.getRuntimeConfig(),
    appVersion: async () => (await bridge.app.getInfo()).version,
    async openExternal(url) {
      if (!isExternalHttpUrl(url)) return false;
      await bridge.app.openExternal(url);
      return true;
    },
    session: {
      async load() {
        const parsed = sessionUserSchema.safeParse(await bridge.session.load());
        return parsed.success ? parsed.data : null;
      },
      save: (user) => bridge.session.save(user),
      clear: () => bridge.session.clear(),
    },
    updater: {
      getStatus: () => bridge.updater.getStatus(),
      onAvailable: (cb) => bridge.updater.onUpdateAvailable(cb),
      onProgress: (cb) => bridge.updater.onUpdateProgress(cb),
      onMessage: (cb) => bridge.updater.onUpdateMessage(cb),
      reportPendingOrders: (count) => bridge.updater.reportPendingOrders(count),
      installNow: () => bridge.updater.installNow(),
    },
    window: {
      onCloseClick: (cb) => bridge.window.onCloseClick(cb),
      answerClose: (choice) => bridge.window.answerClose(choice),
      focus: () => bridge.window.focus(),
      setTrayInfo: (info) => bridge.window.setTrayInfo(info),
    },
    // Optional chaining: a preload from before the attention domain simply has none.
    attention: {
      notify: (notification) => bridge.attention?.notify(notification),
      onNotificationClick: (cb) => bridge.attention?.onNotificationClick(cb) ?? (() => undefined),
      flash: (on) => bridge.attention?.flash(on),
    },
    settings: {
      get: () => bridge.settings.get(),
      update: (patch) => bridge.settings.update(patch),
    },
    // Main owns settings, secrets and the durable journal: the renderer only asks.
    printing: bridge.printing,
  };
}
