/** Adapts Electron's `app` to AppLike. */
import type { App } from 'electron';
import type { AppEventName, AppLike } from '../deps';
import type { WebContentsLike } from '../window/types';
import { toWebContentsLike } from './window';

type WebContentsListener = (event: unknown, contents: WebContentsLike) => void;

export function toAppLike(app: App): AppLike {
  function on(event: AppEventName, listener: () => void): unknown;
  function on(event: 'web-contents-created', listener: WebContentsListener): unknown;
  function on(event: AppEventName | 'web-contents-created', listener: (() => void) | WebContentsListener) {
    if (event === 'web-contents-created') {
      const forward = listener as WebContentsListener;
      return app.on('web-contents-created', (e, contents) => forward(e, toWebContentsLike(contents)));
    }
    return app.on(event as 'activate', listener as () => void);
  }
  return {
    quit: () => app.quit(),
    getVersion: () => app.getVersion(),
    get isPackaged() {
      return app.isPackaged;
    },
    requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
    setLoginItemSettings: (settings) => app.setLoginItemSettings(settings),
    setAppUserModelId: (id) => app.setAppUserModelId(id),
    on,
  };
}
