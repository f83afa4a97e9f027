/**
 * Automatic accept and print (spec 01 §4, autoAceiteImprimir 'true'): which orders to act on
 * now, as a pure function of the orders store, what is in flight and what happened before.
 * The store is the source, not socket events, so an order found by reconciliation after a
 * disconnect or by polling is handled like one announced by the socket.
 */

export interface AutoAcceptHistory {
  /** Orders this controller moved to PA. */
  accepted: ReadonlySet<string>;
  /**
   * Orders whose accept got no answer (network, timeout). The server may have applied it: when
   * the list then shows PA, the order is ours to print, or its ticket would never come out.
   */
  unanswered: ReadonlySet<string>;
  /** Orders printed and moved to PI (or found moved on): nothing left to do. */
  done: ReadonlySet<string>;
  /** The server refused a change for them: shown once, never retried in a loop. */
  refused: ReadonlySet<string>;
  /** Not before this time (epoch ms), after a failure that may pass (network, printer). */
  retryAt: ReadonlyMap<string, number>;
}

export type AutoStep = 'accept' | 'print';

export interface AutoWork {
  id: string;
  step: AutoStep;
}

export function emptyHistory(): {
  accepted: Set<string>;
  unanswered: Set<string>;
  done: Set<string>;
  refused: Set<string>;
  retryAt: Map<string, number>;
} {
  return {
    accepted: new Set(),
    unanswered: new Set(),
    done: new Set(),
    refused: new Set(),
    retryAt: new Map(),
  };
}

export function autoAcceptWork(
  orders: Iterable<{ id_pedido: string; status: string }>,
  inFlight: ReadonlySet<string>,
  history: AutoAcceptHistory,
  now: number,
): AutoWork[] {
  const out: AutoWork[] = [];
  for (const o of orders) {
    const id = o.id_pedido;
    if (inFlight.has(id) || history.done.has(id)) continue;
    if ((history.retryAt.get(id) ?? 0) > now) continue;
    const ours = history.accepted.has(id) || history.unanswered.has(id);
    if (o.status === 'PP') {
      // Accepted but the list has not caught up yet: accepting again would only be refused.
      if (!history.accepted.has(id) && !history.refused.has(id)) out.push({ id, step: 'accept' });
    } else if (o.status === 'PA' && ours) {
      // Accepted here, print not through yet (printer, network): ask again. The journal is
      // idempotent per order × ticket × printer, so asking never prints twice.
      out.push({ id, step: 'print' });
    }
  }
  return out;
}

/** 2 s, 4 s, 8 s ... up to a minute: a dead network is asked again, gently. */
export function backoffMs(failures: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
}
