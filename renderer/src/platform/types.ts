import type { CashDeskBridge } from '../../../shared/bridge';

/**
 * Everything the renderer needs from its host: the bridge itself (shared/bridge.ts declares every
 * member once) plus which host it is. The desktop implementation is the preload bridge
 * (`window.cashDesk`); the web one degrades the same calls in the browser: printing the original
 * panel's way (settings in localStorage, printers and printing through the local print module on
 * loopback), notifications through the Notification API when permitted, no updater, no tray.
 * No other renderer module touches `window.cashDesk`.
 */
export type Platform = CashDeskBridge & { readonly kind: 'desktop' | 'web' };
