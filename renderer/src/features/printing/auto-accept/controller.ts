/**
 * Runs the automatic accept and print: every order autoAcceptWork picks is accepted with the
 * note 'auto' (PA), printed, then moved to PI with the note 'auto'. UI-independent: the store,
 * the status calls, the printer, the clock and the reporting are injected.
 *
 * - One order is never processed twice at once (in flight), nor while the counter acts on it.
 * - A change that got no answer (network) and a print that failed are asked again with backoff.
 * - A change the server refused is reported once and left to the counter.
 * - The orders this controller accepts are remembered across restarts (`memory`), from before
 *   the accept is sent, so one the server accepted just before the page reloaded or the app
 *   closed (its answer lost) is still printed when it comes back.
 * - Printing follows only an accept the platform confirmed. An accept waiting in the outbox
 *   (issue 19) is not asked again and not printed; when the replay applies it (`adopt`, for
 *   staff's accepts too) the order is printed, once: the journal is idempotent per order.
 */
import type { PrintOrderOutcome } from '../../../../../shared/printing';
import type { StatusChangeResult } from '../../../api/orders';
import { autoAcceptWork, backoffMs, emptyHistory, type AutoStep } from './decide';

export interface AutoOrder {
  id_pedido: string;
  status: string;
}

export interface AutoAcceptDeps<O extends AutoOrder> {
  /** autoAceiteImprimir is 'true' right now (read on every tick). */
  enabled(): boolean;
  orders(): Iterable<O>;
  order(id: string): O | undefined;
  /** The counter has a change in flight for it. */
  busy(id: string): boolean;
  /**
   * null: refused locally because another change is in flight (try again later). `queued`: kept
   * in the outbox for the platform, which sends it when it answers again.
   */
  changeStatus(
    order: O,
    status: 'PA' | 'PI',
  ): Promise<StatusChangeResult | { ok: false; queued: true; detail: null } | null>;
  print(order: O): Promise<PrintOrderOutcome>;
  /**
   * Resolves true once the ticket that makes the order Impresso is out (issue 32 §4: the
   * cashier ticket, or the first one with no cashier printer), false when that wait was
   * abandoned (its tickets discarded or parked, the session gone): the one wait for the paper,
   * order-printing/ticketOut.ts. Until then the order stays PA, holds no slot and is not looked
   * at. `queuedNow`: this print queued tickets, so a queue that does not show them yet has not
   * caught up (not: nothing to wait for). Absent: PI follows at once.
   */
  whenTicketOut?(id: string, queuedNow: boolean): Promise<boolean>;
  /**
   * The order's tickets are about to be printed: the printers may get ready meanwhile (their
   * status read while the platform confirms the accept). A hint, never awaited.
   */
  prepare?(): void;
  /** Shown once per distinct text. */
  report(message: string, detail?: string): void;
  memory?: { load(): string[]; save(ids: string[]): void };
  now?(): number;
  /** At most this many orders at once (a reconnect may find twenty). */
  concurrency?: number;
}

export const AUTO_OBS = 'auto';
const AUTO_ACCEPT_REFUSED = 'Não foi possível aceitar automaticamente o pedido';
const AUTO_PRINT_FAILED = 'A impressão automática falhou. O pedido será impresso assim que possível.';

export interface AutoAcceptController {
  /** Looks at the store and starts whatever is due. */
  tick(): void;
  /**
   * The platform confirmed an accept the outbox replayed (this controller's or staff's): the
   * order is this controller's to print.
   */
  adopt(id: string): void;
  /** Resolves when nothing is in flight (tests). */
  idle(): Promise<void>;
  readonly inFlight: ReadonlySet<string>;
}

export function createAutoAccept<O extends AutoOrder>(deps: AutoAcceptDeps<O>): AutoAcceptController {
  const now = deps.now ?? Date.now;
  const limit = deps.concurrency ?? 3;
  const history = emptyHistory();
  // After a restart the list comes fresh from the server: a remembered order still in PP was
  // never accepted (accept it), one in PA was (print it). Hence 'unanswered', not 'accepted'.
  for (const id of deps.memory?.load() ?? []) history.unanswered.add(id);
  const failures = new Map<string, number>();
  const inFlight = new Set<string>();
  const running = new Set<Promise<void>>();
  const reported = new Set<string>();
  // Printed (queued in the journal), waiting for the ticket to be out before PI: whether that
  // print queued tickets (true) or found them queued before (false).
  const queued = new Map<string, boolean>();
  // Waiting for their paper (whenTicketOut): not looked at until it is out; then in `paperOut`.
  const waitingPaper = new Set<string>();
  const paperOut = new Set<string>();

  const remember = () =>
    deps.memory?.save(
      [...new Set([...history.accepted, ...history.unanswered])].filter((id) => !history.done.has(id)),
    );

  function reportOnce(message: string, detail?: string) {
    const key = `${message}|${detail ?? ''}`;
    if (reported.has(key)) return;
    reported.add(key);
    deps.report(message, detail);
  }

  /** An accept that certainly did not go through (refused, or never sent). */
  function forget(id: string) {
    history.unanswered.delete(id);
    remember();
  }

  function later(id: string) {
    const n = (failures.get(id) ?? 0) + 1;
    failures.set(id, n);
    history.retryAt.set(id, now() + backoffMs(n));
  }

  function finished(id: string) {
    history.done.add(id);
    history.retryAt.delete(id);
    failures.delete(id);
    remember();
  }

  /** false: stop here (failed, refused or the order moved on). */
  async function accept(id: string): Promise<boolean> {
    const order = deps.order(id);
    if (order?.status !== 'PP') return false;
    // Remembered BEFORE the request leaves: the page may be reloaded or the app closed while
    // the answer (and the refresh after it) is on its way, and an order the server moved to PA
    // that nobody remembers accepting would never be printed. Until the answer comes it counts
    // as unanswered: a PA in the list is ours to print, a PP is accepted again.
    const askedBefore = history.unanswered.has(id);
    history.unanswered.add(id);
    remember();
    deps.prepare?.();
    const result = await deps.changeStatus(order, 'PA');
    if (result === null) {
      // Refused locally, nothing was sent.
      if (!askedBefore) forget(id);
      later(id);
      return false;
    }
    if (!result.ok && 'queued' in result) {
      // Waiting in the outbox: remembered as ours, printed once the platform confirms it.
      return false;
    }
    if (!result.ok && result.retry) {
      // No answer: it may have been applied. Kept so a PA in the list is printed.
      later(id);
      return false;
    }
    if (!result.ok) {
      // Refused after an unanswered try: most likely that try went through (the order is PA on
      // the server now); the list will say so, and then it prints. Otherwise it is left alone.
      if (!askedBefore) forget(id);
      history.refused.add(id);
      reportOnce(`${AUTO_ACCEPT_REFUSED} #${id}.`, result.detail ?? undefined);
      return false;
    }
    history.unanswered.delete(id);
    history.accepted.add(id);
    remember();
    return true;
  }

  async function print(id: string, fallback: O): Promise<void> {
    if (!queued.has(id)) {
      const outcome = await deps.print(deps.order(id) ?? fallback);
      if (!outcome.ok) {
        later(id);
        reportOnce(AUTO_PRINT_FAILED, outcome.error);
        return;
      }
      // The print went through: the same error later is news again.
      reported.forEach((k) => k.startsWith(AUTO_PRINT_FAILED) && reported.delete(k));
      queued.set(id, outcome.queued > 0);
    }
    // PI waits for the paper (its printer may be out of paper, or it is simply next), and the
    // slot is free for the next order meanwhile.
    if (deps.whenTicketOut && !paperOut.has(id)) {
      waitingPaper.add(id);
      void deps.whenTicketOut(id, queued.get(id) === true).then(
        (out) => {
          waitingPaper.delete(id);
          if (out) paperOut.add(id);
          else {
            // Discarded or parked: staff took it over; the order is left where it is.
            queued.delete(id);
            finished(id);
          }
          tick();
        },
        () => waitingPaper.delete(id),
      );
      return;
    }
    paperOut.delete(id);
    queued.delete(id);
    const current = deps.order(id) ?? fallback;
    // Only from PA (or PP, if the list lags): an order the counter moved on stays where it is.
    if (current.status !== 'PA' && current.status !== 'PP') return finished(id);
    const result = await deps.changeStatus(current, 'PI');
    if (result === null || (!result.ok && 'retry' in result && result.retry)) return later(id);
    // Queued: PI waits in the outbox and the ticket is out; nothing left here.
    if (!result.ok && !('queued' in result))
      reportOnce(`Pedido #${id} impresso, mas o status não mudou para Impresso.`, result.detail ?? undefined);
    finished(id);
  }

  async function process(id: string, step: AutoStep): Promise<void> {
    const order = deps.order(id);
    if (!order) return;
    if (step === 'accept' && !(await accept(id))) return;
    await print(id, order);
  }

  function tick(): void {
    if (!deps.enabled()) return;
    const busy = new Set([...inFlight, ...waitingPaper]);
    for (const o of deps.orders()) if (deps.busy(o.id_pedido)) busy.add(o.id_pedido);
    const work = autoAcceptWork(deps.orders(), busy, history, now());
    for (const { id, step } of work) {
      if (inFlight.size >= limit) return;
      inFlight.add(id);
      const run: Promise<void> = process(id, step)
        .catch(() => later(id))
        .finally(() => {
          inFlight.delete(id);
          running.delete(run);
          // Whatever is next (the same order's next step, or one waiting for a slot).
          queueMicrotask(tick);
        });
      running.add(run);
    }
  }

  return {
    tick,
    inFlight,
    adopt(id) {
      if (!deps.enabled() || history.done.has(id)) return;
      history.unanswered.delete(id);
      history.accepted.add(id);
      history.retryAt.delete(id);
      remember();
      tick();
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
