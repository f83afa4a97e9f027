import type { CashDeskBridge } from '../../../shared/bridge';
import type { Platform } from './types';

/**
 * The desktop app: the preload bridge as it is. Main validates every call (links, the session it
 * hands back, printing payloads), so nothing is checked twice here.
 */
export function createDesktopPlatform(bridge: CashDeskBridge): Platform {
  return { ...bridge, kind: 'desktop' };
}
