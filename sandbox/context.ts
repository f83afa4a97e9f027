/**
 * What every route group receives: the database, repo, sessions, realtime, the domain services and
 * the clock. Built once per sandbox in server.ts and passed in, never imported as a module-level
 * singleton, so two sandboxes (parallel tests) never share state. Only types are imported here, so
 * the context sits under every domain without a loop.
 */
import type { Auth } from './auth/service';
import type { Chat } from './chat/service';
import type { Db } from './db/migrations';
import type { Repo } from './db/repo';
import type { Delivery } from './delivery/service';
import type { Faults } from './faults';
import type { Withdrawn } from './withdrawn';
import type { OnlinePaymentAcceptance } from './online-payment/service';
import type { Outage } from './outage';
import type { Realtime } from './realtime';
import type { Simulator } from './orders/simulator';

/** Everything a route needs, built once per sandbox instance. */
export interface SandboxContext {
  db: Db;
  repo: Repo;
  auth: Auth;
  faults: Faults;
  /** Calls answered 404 as if the platform never had them (control API). */
  withdrawn: Withdrawn;
  /** The platform unreachable for a while: HTTP refused, hung or 503, sockets cut (control API). */
  outage: Outage;
  realtime: Realtime;
  /** Order traffic (off unless started with `simulate` or via the control API). */
  simulator: Simulator;
  /** Order chat: conversations, messages, the simulated customer. */
  chat: Chat;
  /** External courier provider: deliveries, status lists, coordinates, the simulated courier. */
  delivery: Delivery;
  /** What stops each store from turning online payment on (control API). */
  onlinePayment: OnlinePaymentAcceptance;
  now: () => Date;
  /** http://127.0.0.1:PORT, known once the server listens. */
  baseUrl: () => string;
  /**
   * Origin of the store socket the login announces: baseUrl, or a second origin when the
   * sandbox was started with `socketOrigin: 'separate'` (the platform may serve it elsewhere).
   */
  socketBaseUrl: () => string;
  /** Makes a sandbox path ('/static/...') absolute; absolute URLs pass through. */
  absolute: (pathOrUrl: string) => string;
  startedAt: number;
  /**
   * Wipes and reseeds the data, clears faults and withdrawn calls, ends an outage, restores the sockets, stops withholding events and
   * puts the simulator back to its start-up rate (control reset).
   */
  reset: () => void;
}
