import type { AppSettings } from '../../../shared/bridge';
import type { RuntimeConfig } from '../../../shared/config';
import { appSettingsSchema, sessionUserSchema } from '../../../shared/bridge-schemas';
import { SOCKET_ORIGIN_COOKIE, socketOrigin } from '../../../shared/config';
import { isExternalHttpUrl } from './safeUrl';
import { DEFAULT_ALERT_SETTINGS } from '../../../shared/alerts/escalation';
import type { Platform } from './types';
import { lazyPrinting } from './lazyPrinting';
import { createWebOffline } from './webOffline';
import { createWebKitchen } from './webKitchen';
import { createWebPause } from './webPause';
import { createWebWake } from './webWake';
import { version } from '../../../package.json';

/**
 * Where web mode keeps the session user. The original web panel kept it in the browser's
 * localStorage (spec 01 §3); the desktop keeps it in main, encrypted.
 */
export const WEB_SESSION_KEY = 'usuario';
const WEB_SETTINGS_KEY = 'cashDesk.settings';

const DEFAULT_SETTINGS: AppSettings = {
  startWithOs: false,
  closeBehavior: 'ask',
  sound: { enabled: true, volume: 1, name: 'default' },
  alerts: DEFAULT_ALERT_SETTINGS,
};

const noop = () => () => undefined;

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

type NotificationHost = Window & { Notification?: typeof Notification };

/**
 * Web notifications: only when the user already allowed them for this site (the app never asks
 * on its own: a permission prompt in the middle of the counter's work is worse than none), and
 * only when the page is not what the user is looking at.
 */
function createWebAttention(win: Window): Platform['attention'] {
  const listeners = new Set<(target: string) => void>();
  return {
    notify(notification) {
      const N = (win as NotificationHost).Notification;
      if (!N || N.permission !== 'granted') return;
      if (win.document.visibilityState === 'visible' && win.document.hasFocus()) return;
      try {
        const n = new N(notification.title, { body: notification.body, tag: notification.target });
        n.onclick = () => {
          win.focus();
          n.close();
          if (notification.target) for (const cb of listeners) cb(notification.target);
        };
      } catch {
        // Some browsers only allow notifications from a service worker: nothing to do.
      }
    },
    onNotificationClick(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    flash: () => undefined,
    // A page cannot bring its browser to front: the tab title says it ('(2) Novo pedido!').
    raise: () => win.focus(),
  };
}

/** The renderer in a plain browser: no bridge, so the host features degrade here and only here. */
/**
 * Leaves the session's socket origin where the web server reads it for the page's CSP (see
 * SOCKET_ORIGIN_COOKIE); an empty URL forgets it.
 */
function rememberSocketOrigin(win: Window, socketUrl: string): void {
  const origin = socketOrigin(socketUrl);
  win.document.cookie = origin
    ? `${SOCKET_ORIGIN_COOKIE}=${encodeURIComponent(origin)}; path=/; SameSite=Strict`
    : `${SOCKET_ORIGIN_COOKIE}=; path=/; SameSite=Strict; max-age=0`;
}

export function createWebPlatform(win: Window): Platform {
  const storage = win.localStorage;
  // Start-up and the first print both read it: one fetch per page (a failed one is asked again).
  let config: Promise<unknown> | null = null;
  const loadRuntimeConfig = (): Promise<unknown> =>
    (config ??= (async () => {
      // Written next to index.html by the web server that serves the renderer.
      const res = await win.fetch('./runtime-config.json', { cache: 'no-store' });
      if (!res.ok) throw new Error(`runtime-config.json: HTTP ${res.status}`);
      return (await res.json()) as unknown;
    })().catch((err: unknown) => {
      config = null;
      throw err;
    }));
  const readSettings = (): AppSettings => {
    const parsed = appSettingsSchema.safeParse(readJson(storage, WEB_SETTINGS_KEY));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  };
  const offline = createWebOffline({ indexedDB: () => win.indexedDB });
  const pause = createWebPause({ indexedDB: () => win.indexedDB });
  return {
    kind: 'web',
    app: {
      getInfo: () => Promise.resolve({ version, platform: 'web', isPackaged: false }),
      // Unchecked here as on the desktop: platform/runtimeConfig.ts parses what any host returns.
      getRuntimeConfig: () => loadRuntimeConfig() as Promise<RuntimeConfig>,
      openExternal(url) {
        if (!isExternalHttpUrl(url)) return Promise.resolve(false);
        win.open(url, '_blank', 'noopener,noreferrer');
        return Promise.resolve(true);
      },
      onSystemWake: createWebWake(win),
    },
    session: {
      load() {
        const parsed = sessionUserSchema.safeParse(readJson(storage, WEB_SESSION_KEY));
        if (parsed.success) rememberSocketOrigin(win, parsed.data.socket.url);
        return Promise.resolve(parsed.success ? parsed.data : null);
      },
      save(user) {
        storage.setItem(WEB_SESSION_KEY, JSON.stringify(user));
        rememberSocketOrigin(win, user.socket.url);
        return Promise.resolve();
      },
      async clear() {
        storage.removeItem(WEB_SESSION_KEY);
        rememberSocketOrigin(win, '');
        // As main does on logout: the day's orders of that store are not left in this browser.
        await offline.clearOrdersCache().catch(() => undefined);
      },
    },
    updater: {
      getStatus: () => Promise.resolve({ state: 'idle' }),
      onUpdateAvailable: noop,
      onUpdateProgress: noop,
      onUpdateMessage: noop,
      reportPendingOrders: () => undefined,
      installNow: () => Promise.resolve(false),
    },
    window: {
      onCloseClick: noop,
      answerClose: () => undefined,
      focus: () => win.focus(),
      setTrayInfo: () => undefined,
      // No tray in a browser: the header's countdown is the pause's only sign.
      setTrayPause: () => undefined,
    },
    attention: createWebAttention(win),
    offline,
    kitchen: createWebKitchen(),
    printing: lazyPrinting(() =>
      Promise.all([import('./webPrinting'), import('./webPrintWait')]).then(([{ createWebPrinting }, wait]) =>
        createWebPrinting({
          storage,
          // Tickets not yet out outlive a reload, beside the outbox (issue 36 §2).
          keeping: wait.createPrintWait({
            indexedDB: () => win.indexedDB,
            locks: () => win.navigator.locks,
            // Two tabs printing for one store count each station's tickets together.
            channel: () => {
              const { BroadcastChannel } = win as Window & typeof globalThis;
              return typeof BroadcastChannel === 'function'
                ? new BroadcastChannel(wait.STATION_RECORDS_CHANNEL)
                : undefined;
            },
          }),
          fetch: (input, init) => win.fetch(input, init),
          loadConfig: loadRuntimeConfig,
          onBeforeUnload: (cb) => win.addEventListener('beforeunload', cb),
          onStorage(cb) {
            const listener = (e: StorageEvent) => cb(e.key);
            win.addEventListener('storage', listener);
            return () => win.removeEventListener('storage', listener);
          },
        }),
      ),
    ),
    settings: {
      get: () => Promise.resolve(readSettings()),
      update(patch) {
        const current = readSettings();
        const next = appSettingsSchema.safeParse({
          ...current,
          ...patch,
          sound: { ...current.sound, ...patch.sound },
          alerts: { ...current.alerts, ...patch.alerts },
        });
        if (!next.success) return Promise.reject(new Error('Configuração inválida.'));
        storage.setItem(WEB_SETTINGS_KEY, JSON.stringify(next.data));
        return Promise.resolve(next.data);
      },
      ...pause,
    },
  };
}
