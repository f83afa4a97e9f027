/**
 * The kitchen screen's second window on the desk (issue 33 §3): while the settings have it on, a
 * window on the chosen monitor (displayId; else the first one that does not hold the desk's
 * window), full screen, showing kitchen.html?screen=<id> with the desk's preload (the bridge). It
 * follows the settings: opened at start (so a restart restores it), moved or reloaded when they
 * change, closed when they turn it off. Electron's BrowserWindow and screen come in as the small
 * interfaces below (main/index.ts passes the real ones).
 */
import type { KitchenSettings } from '../../shared/kitchen-screen/contract';
import type { Logger } from '../log/logger';
import type { Rect } from '../settings/schema';
import { buildMainWindowOptions } from '../window/main-window';

export interface DisplayLike {
  id: number;
  bounds: Rect;
}

export interface KitchenScreenApi {
  getAllDisplays(): DisplayLike[];
}

export interface KitchenWindowLike {
  loadURL(url: string): Promise<void>;
  setBounds(bounds: Rect): void;
  setFullScreen(flag: boolean): void;
  show(): void;
  close(): void;
  isDestroyed(): boolean;
  on(event: 'closed', listener: () => void): unknown;
  webContents: { send(channel: string, ...args: unknown[]): void };
}

export type KitchenWindowOptions = ReturnType<typeof buildMainWindowOptions> & { fullscreen: boolean };

export interface KitchenWindowDeps {
  createWindow(options: KitchenWindowOptions): KitchenWindowLike;
  screen: KitchenScreenApi;
  /** Where the desk's window is now (its display is left to the desk); null when unknown. */
  deskBounds(): Rect | null;
  /** The kitchen page's URL without query (app://bundle/kitchen.html, or the dev server's). */
  pageUrl: string;
  preload: string;
  log: Logger;
  devTools?: boolean;
}

const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
const holds = (d: DisplayLike, p: { x: number; y: number }) =>
  p.x >= d.bounds.x &&
  p.x < d.bounds.x + d.bounds.width &&
  p.y >= d.bounds.y &&
  p.y < d.bounds.y + d.bounds.height;

/** The monitor for the kitchen: the chosen one if connected, else the first not holding the desk. */
export function pickDisplay(
  displays: readonly DisplayLike[],
  chosen: number | null,
  desk: Rect | null,
): { display: DisplayLike; ownMonitor: boolean } | undefined {
  const deskDisplay = desk ? displays.find((d) => holds(d, centre(desk))) : undefined;
  const picked =
    (chosen === null ? undefined : displays.find((d) => d.id === chosen)) ??
    displays.find((d) => d !== deskDisplay);
  if (picked) return { display: picked, ownMonitor: picked !== deskDisplay };
  const only = displays[0];
  return only ? { display: only, ownMonitor: false } : undefined;
}

export function createKitchenWindow(deps: KitchenWindowDeps) {
  let win: KitchenWindowLike | undefined;
  let shown: { url: string; displayId: number } | undefined;

  function close(): void {
    const open = win;
    win = undefined;
    shown = undefined;
    if (open && !open.isDestroyed()) open.close();
  }

  function apply(settings: KitchenSettings): void {
    const { window } = settings;
    const screenId = window.screenId;
    if (
      !settings.enabled ||
      !window.enabled ||
      !screenId ||
      !settings.screens.some((s) => s.id === screenId)
    ) {
      if (win) deps.log.info('Tela da cozinha: janela fechada');
      close();
      return;
    }
    let displays: DisplayLike[];
    try {
      displays = deps.screen.getAllDisplays();
    } catch (error) {
      deps.log.warn('Tela da cozinha: monitores indisponíveis', error);
      return;
    }
    const target = pickDisplay(displays, window.displayId, deps.deskBounds());
    if (!target) return;
    const url = `${deps.pageUrl}?screen=${encodeURIComponent(screenId)}`;
    if (win && shown?.url === url && shown.displayId === target.display.id) return;
    // A monitor the desk also uses gets a normal window: full screen would hide the desk.
    const fullscreen = target.ownMonitor;
    if (!target.ownMonitor)
      deps.log.warn('Tela da cozinha: nenhum monitor livre; janela aberta sobre o caixa');
    if (!win) {
      const options = buildMainWindowOptions({
        preload: deps.preload,
        bounds: { ...target.display.bounds },
        title: 'Tela da cozinha',
        backgroundColor: '#1F2328',
        devTools: deps.devTools ?? false,
      });
      const created = deps.createWindow({ ...options, show: true, fullscreen });
      win = created;
      created.on('closed', () => {
        if (win === created) {
          win = undefined;
          shown = undefined;
        }
      });
    } else {
      win.setFullScreen(false);
      win.setBounds({ ...target.display.bounds });
      win.setFullScreen(fullscreen);
    }
    shown = { url, displayId: target.display.id };
    deps.log.info(`Tela da cozinha: janela da tela ${screenId} no monitor ${target.display.id}`);
    win
      .loadURL(url)
      .catch((error: unknown) => deps.log.error('Tela da cozinha: a janela não carregou', error));
  }

  return {
    apply,
    close,
    /** The window's page, for main's pushes (undefined while closed). */
    send(channel: string, payload: unknown): void {
      if (win && !win.isDestroyed()) win.webContents.send(channel, payload);
    },
    isOpen: () => win !== undefined,
  };
}
