/**
 * Tells main each cancel and change slipWatch.ts finds, until main has it (issue 33 §2). A call
 * that rejects (main busy on its disk, restarting, a handler that threw) is told again with the
 * print retries' backoff (2 s, 4 s, … 60 s): left for the next start, a cancelled order would be
 * cooked. Telling again prints nothing twice: main keys a cancel slip by order and station and a
 * change slip by its transition, so a call that reached main before its answer was lost adds
 * nothing the second time (main/printing/print-service.ts orderChanged).
 *
 * Only an order's latest change is kept: an older change of items told after a newer one would
 * take main's copy of the order back, and the next change would print the wrong difference. An
 * answer is main's word, `ok: false` included: only a rejected call is told again.
 */
import type { OrderPrintChange } from '../../../shared/print-stations';
import { printRetryDelayMs } from '../../../shared/printing';
import type { Platform } from '../platform';

export interface SlipTellerTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SlipTellerDeps {
  orderChanged: Platform['printing']['orderChanged'];
  /** The wait before the n-th round of telling again (n ≥ 1); the print retries' by default. */
  retryDelayMs?(round: number): number;
  timers?: SlipTellerTimers;
}

export interface SlipTeller {
  tell(changes: readonly OrderPrintChange[]): void;
  /** The orders whose latest change main has not taken yet. */
  unconfirmed(): string[];
  /** Drops what is left and its timer (the shell unmounts). */
  stop(): void;
}

const globalTimers: SlipTellerTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const orderOf = (change: OrderPrintChange) =>
  change.kind === 'cancelled' ? change.orderId : change.order.id_pedido;

interface Due {
  change: OrderPrintChange;
  sending: boolean;
}

export function createSlipTeller(deps: SlipTellerDeps): SlipTeller {
  const timers = deps.timers ?? globalTimers;
  const delayMs = deps.retryDelayMs ?? printRetryDelayMs;
  const due = new Map<string, Due>();
  let round = 0;
  let timer: unknown;
  let stopped = false;

  function send(orderId: string, entry: Due): void {
    entry.sending = true;
    const settle = (taken: boolean) => {
      entry.sending = false;
      // A newer change of the order replaced this one (and went on its own): nothing to do.
      if (stopped || due.get(orderId) !== entry) return;
      if (!taken) {
        retryLater();
        return;
      }
      due.delete(orderId);
      if (due.size === 0) round = 0;
    };
    // A bridge that throws instead of rejecting is a rejection too.
    Promise.resolve()
      .then(() => deps.orderChanged(entry.change))
      .then(
        () => settle(true),
        () => settle(false),
      );
  }

  function retryLater(): void {
    if (timer !== undefined) return;
    round += 1;
    timer = timers.setTimeout(() => {
      timer = undefined;
      for (const [orderId, entry] of due) if (!entry.sending) send(orderId, entry);
    }, delayMs(round));
  }

  return {
    tell(changes) {
      if (stopped) return;
      for (const change of changes) {
        const orderId = orderOf(change);
        const entry: Due = { change, sending: false };
        due.set(orderId, entry);
        send(orderId, entry);
      }
    },
    unconfirmed: () => [...due.keys()],
    stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      due.clear();
    },
  };
}
