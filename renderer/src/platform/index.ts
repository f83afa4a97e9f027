/**
 * The one door to the host. With `window.cashDesk` present the renderer runs in the desktop
 * app; without it (web mode) the same Platform degrades in the browser.
 */
import type { BRIDGE_GLOBAL, CashDeskBridge } from '../../../shared/bridge';
import { createDesktopPlatform } from './desktop';
import { createWebPlatform } from './web';
import type { Platform } from './types';

export type { Platform } from './types';
export { WEB_SESSION_KEY } from './web';
export { loadRuntimeConfig, type RuntimeConfigResult } from './runtimeConfig';

/** The preload exposes the bridge as `window.cashDesk` (BRIDGE_GLOBAL); only this module reads it. */
type HostWindow = Window & { [K in typeof BRIDGE_GLOBAL]?: CashDeskBridge };

export function createPlatform(win: Window): Platform {
  const bridge = (win as HostWindow).cashDesk;
  return bridge ? createDesktopPlatform(bridge) : createWebPlatform(win);
}
