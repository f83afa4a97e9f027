import { EventEmitter } from 'node:events';
import type { PowerMonitorLike } from '../../main/power/power-watch';

/**
 * Electron's powerMonitor for tests and the e2e harness (main/deps.ts `powerMonitor`): the
 * machine goes to sleep and wakes when the test says so. Moving the clocks across the sleep is
 * the caller's (fake timers, `page.clock`, the core's `clocks`).
 */
export class FakePowerMonitor extends EventEmitter implements PowerMonitorLike {
  /** The OS announces the sleep ('suspend'). */
  suspend(): void {
    this.emit('suspend');
  }
  /** The OS announces the wake ('resume'). */
  resume(): void {
    this.emit('resume');
  }
}
