/**
 * The one main window: created with hardened webPreferences (its webContents gets the app-wide
 * guards of main/window/security.ts when created), with the remembered bounds, loading the renderer
 * from app:// (or the dev server), and the small verbs the tray, the close flow and the
 * second-instance handler use (show, hideToTray, send).
 */
import type { Logger } from '../log/logger';
import { APP_ENTRY_URL } from '../protocol/app-protocol';
import type { SettingsStore } from '../settings/store';
import type { Timers } from '../timers';
import type { CreateWindow, MainWindowOptions, WindowLike } from './types';
import {
  initialBounds,
  MIN_SIZE,
  readWorkAreas,
  trackWindowState,
  type InitialBounds,
  type ScreenLike,
} from './window-state';

export function buildMainWindowOptions(args: {
  preload: string;
  bounds: InitialBounds;
  title: string;
  icon?: string;
  backgroundColor?: string;
  /** False in packaged builds: no DevTools at all, whatever the keyboard does. */
  devTools?: boolean;
}): MainWindowOptions {
  return {
    ...args.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: args.title,
    ...(args.icon ? { icon: args.icon } : {}),
    backgroundColor: args.backgroundColor ?? '#FFFFFF',
    autoHideMenuBar: true,
    webPreferences: {
      preload: args.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      backgroundThrottling: false,
      autoplayPolicy: 'no-user-gesture-required',
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: args.devTools ?? false,
    },
  };
}

interface MainWindowDeps {
  createWindow: CreateWindow;
  store: SettingsStore;
  screen?: ScreenLike;
  timers: Timers;
  log: Logger;
  preloadPath: string;
  iconPath?: string;
  title: string;
  /** Dev server URL (ELECTRON_RENDERER_URL, unpackaged only); null in production. */
  devUrl: string | null;
  /** DevTools allowed (development builds only). */
  devTools?: boolean;
}

interface MainWindowService {
  /** Creates and loads the window (once); later calls return the same window. */
  open(): WindowLike;
  get(): WindowLike | null;
  /** Restores, shows and focuses (tray click, second instance, notification click). */
  show(): void;
  hideToTray(): void;
  /** Sends to the renderer; dropped (and logged) when there is no live window. */
  send(channel: string, payload?: unknown): void;
  /** Origin of the dev server, if any: navigation and IPC senders are allowed from it. */
  devOrigin: string | null;
}

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function createMainWindowService(deps: MainWindowDeps): MainWindowService {
  const devOrigin = originOf(deps.devUrl);
  let win: WindowLike | null = null;
  const live = () => (win && !win.isDestroyed() ? win : null);

  function open(): WindowLike {
    const existing = live();
    if (existing) return existing;
    const state = deps.store.get('window');
    const bounds = initialBounds(state, readWorkAreas(deps.screen));
    const created = deps.createWindow(
      buildMainWindowOptions({
        preload: deps.preloadPath,
        bounds,
        title: deps.title,
        ...(deps.iconPath ? { icon: deps.iconPath } : {}),
        devTools: deps.devTools ?? false,
      }),
    );
    win = created;
    trackWindowState(created, deps.store, deps.timers);

    let shown = false;
    const showOnce = () => {
      if (shown || created.isDestroyed()) return;
      shown = true;
      if (state.maximized) created.maximize();
      created.show();
    };
    created.on('ready-to-show', showOnce);
    created.on('closed', () => {
      if (win === created) win = null;
    });
    created.webContents.on('render-process-gone', (_event, details) => {
      deps.log.error('O processo da interface terminou', details);
    });

    const url = deps.devUrl ?? APP_ENTRY_URL;
    created.loadURL(url).then(showOnce, (error: unknown) => {
      deps.log.error(`Falha ao carregar a interface (${url})`, error);
      showOnce();
    });
    return created;
  }

  return {
    open,
    get: live,
    show() {
      const w = live() ?? open();
      if (w.isMinimized()) w.restore();
      if (!w.isVisible()) w.show();
      w.focus();
    },
    hideToTray() {
      live()?.hide();
    },
    send(channel, payload) {
      const w = live();
      if (!w) {
        deps.log.debug(`Sem janela para enviar ${channel}`);
        return;
      }
      if (payload === undefined) w.webContents.send(channel);
      else w.webContents.send(channel, payload);
    },
    devOrigin,
  };
}
