/** Adapts Electron's `app` to AppLike. */
import type { App } from 'electron';
import type { AppEventName, AppLike } from '../deps';

export function toAppLike(app: App): AppLike {
  return {
    quit: () => app.quit(),
    getVersion: () => app.getVersion(),
    get isPackaged() {
      return app.isPackaged;
    },
    requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
    setLoginItemSettings: (settings) => app.setLoginItemSettings(settings),
    setAppUserModelId: (id) => app.setAppUserModelId(id),
    on: (event: AppEventName, listener: () => void) => app.on(event as 'activate', listener),
  };
}
