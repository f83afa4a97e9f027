/**
 * The kitchen screen on the desktop: the kitchen system (index.ts) and its second window
 * (window.ts) wired to each other, so main/core.ts adds one piece. Every push reaches the desk's
 * window and the kitchen window.
 */
import { APP_ORIGIN } from '../protocol/app-protocol';
import type { Rect } from '../settings/schema';
import type { Logger } from '../log/logger';
import { createKitchenSystem } from './index';
import { createKitchenWindow, type KitchenScreenApi, type KitchenWindowDeps } from './window';

export interface DeskKitchenDeps {
  dataDir: string;
  rendererDir: string;
  preload: string;
  log: Logger;
  /** main → the desk's window. */
  send(channel: string, payload: unknown): void;
  /** Electron's BrowserWindow and screen (main/index.ts); absent: no second window (tests, web host). */
  window?: { create: KitchenWindowDeps['createWindow']; screen: KitchenScreenApi };
  deskBounds(): Rect | null;
  /** The dev server's origin in development, else null (the page comes from app://bundle). */
  devOrigin: string | null;
  devTools: boolean;
  now?(): number;
}

export function createDeskKitchen(deps: DeskKitchenDeps) {
  const win = deps.window
    ? createKitchenWindow({
        createWindow: deps.window.create,
        screen: deps.window.screen,
        deskBounds: deps.deskBounds,
        pageUrl: `${deps.devOrigin ?? APP_ORIGIN}/kitchen.html`,
        preload: deps.preload,
        log: deps.log,
        devTools: deps.devTools,
      })
    : undefined;
  const system = createKitchenSystem({
    dataDir: deps.dataDir,
    rendererDir: deps.rendererDir,
    log: deps.log,
    ...(deps.now ? { now: deps.now } : {}),
    send: (channel, payload) => {
      deps.send(channel, payload);
      win?.send(channel, payload);
    },
    onSettings: (settings) => win?.apply(settings),
  });
  return {
    system,
    window: win,
    /** After the desk's window opened: the tablet service and the kitchen window, as last set. */
    async start(): Promise<void> {
      win?.apply(system.settings.get());
      await system.start();
    },
    async stop(): Promise<void> {
      win?.close();
      await system.stop();
    },
  };
}
