import type { Auth } from './auth';
import type { Db } from './db/migrations';
import type { Repo } from './db/repo';
import type { Faults } from './faults';
import type { Realtime } from './realtime';
import type { Simulator } from './simulator';

/** Everything a route needs, built once per sandbox instance. */
export interface SandboxContext {
  db: Db;
  repo: Repo;
  auth: Auth;
  faults: Faults;
  realtime: Realtime;
  /** Order traffic (off unless started with `simulate` or via the control API). */
  simulator: Simulator;
  now: () => Date;
  /** http://127.0.0.1:PORT, known once the server listens. */
  baseUrl: () => string;
  /** Makes a sandbox path ('/static/...') absolute; absolute URLs pass through. */
  absolute: (pathOrUrl: string) => string;
  startedAt: number;
  /**
   * Wipes and reseeds the data, clears faults, restores the sockets, stops withholding events and
   * puts the simulator back to its start-up rate (control reset).
   */
  reset: () => void;
}
