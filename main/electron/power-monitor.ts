import { powerMonitor } from 'electron';
import type { PowerMonitorLike } from '../power/power-watch';

/**
 * Electron's powerMonitor may not be touched before app ready, and createMainCore runs before it:
 * the module is only reached when the watch subscribes (in `start()`, after ready).
 */
export const lazyPowerMonitor: PowerMonitorLike = {
  on: (event, listener) => powerMonitor.on(event as 'suspend', listener),
  removeListener: (event, listener) => powerMonitor.removeListener(event as 'suspend', listener),
};
