// The printing bench's start line (printing-auto.ts). The orders waiting in the sandbox at login
// are accepted and printed as soon as auto-print is switched on. An order measured while their
// tickets are still going out waits behind them and their pauses; the bench subtracts that wait
// (it is the configured delay, not the path), and with it everything the order did before its
// job fell due (socket, fetch, accept, IPC, journal): the first order of each run read 12-26 ms,
// the print's tail alone, while the next ones read the whole path. Measuring starts once the desk
// is idle.

/** No ticket for this long, and nothing queued: the orders found at login are printed. */
export const STARTUP_QUIET_MS = 3000;
const POLL_MS = 20;

/**
 * Resolves once nothing is queued or being sent (`busy`) and no ticket came out for
 * STARTUP_QUIET_MS, counted from the call or from the last ticket (`lastTicketAt`, ms since the
 * epoch; 0 for none): longer than the pause between tickets and than an accept takes, so an order
 * still being accepted is not taken for none. Rejects after `timeoutMs`.
 */
export async function settleStartupPrints(
  busy: () => boolean,
  lastTicketAt: () => number,
  timeoutMs = 60_000,
): Promise<void> {
  const since = Date.now();
  const settled = () => !busy() && Date.now() - Math.max(since, lastTicketAt()) >= STARTUP_QUIET_MS;
  while (!settled()) {
    if (Date.now() - since > timeoutMs) throw new Error('os pedidos do início não terminaram de imprimir');
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
