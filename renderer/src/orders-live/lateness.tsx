/**
 * Late orders in sight (issue 34 §4), on the live list: one shared clock tick for every badge,
 * the filter chip and Início's count (no timer per row), the estimate from the shop
 * (entrega_minimo / entrega_maximo), and the row's badge. A row stays memoized: only its badge
 * subscribes to the tick, and re-renders only when its minute or its level changes.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { AlertTriangle, Clock } from 'lucide-react';
import {
  LATE_WORD,
  ageMinutes,
  countLateAt,
  estimateOf,
  lateMarks,
  latenessAt,
  type DeliveryEstimate,
} from '../../../shared/orders/lateness';
import { formatDeliveryRange } from '../../../shared/format';
import { useShop } from '../stores/shop';
import type { OrderEntry } from '../stores/orders';
import { useAcceptedEstimates } from './acceptedEstimates';

/** How often ages and counts move: a quarter of the minute they are shown in. */
export const LATE_TICK_MS = 15_000;

const listeners = new Set<() => void>();
let timer: number | null = null;
let clockNow = Date.now();

function subscribe(cb: () => void): () => void {
  listeners.add(cb);
  // A badge that mounts between ticks reads the time now, not the last tick's (React reads the
  // snapshot again right after subscribing).
  clockNow = Date.now();
  if (timer === null) {
    timer = window.setInterval(() => {
      clockNow = Date.now();
      for (const l of listeners) l();
    }, LATE_TICK_MS);
  }
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0 && timer !== null) {
      window.clearInterval(timer);
      timer = null;
    }
  };
}

/** The tick's time (ms); a subscriber asks it afresh when it mounts. */
const now = () => clockNow;

/** The store's delivery estimate, or null when there is none to judge by. */
export function useDeliveryEstimate(): DeliveryEstimate | null {
  const min = useShop((s) => s.info?.entrega_minimo ?? null);
  const max = useShop((s) => s.info?.entrega_maximo ?? null);
  return useMemo(() => estimateOf(min, max), [min, max]);
}

/**
 * Each order's estimate: the one in force when it was accepted (acceptedEstimates), else the
 * store's now. One function per change of either, for a whole list (not one subscription per row).
 */
export function useEstimateFor(): (id: string) => DeliveryEstimate | null {
  const current = useDeliveryEstimate();
  const byId = useAcceptedEstimates((s) => s.byId);
  return useCallback((id: string) => byId.get(id) ?? current, [byId, current]);
}

/** When each entry becomes late (epoch ms), computed once per list or estimate change, not per tick. */
export function useLateAt(entries: Iterable<OrderEntry>): ReadonlyMap<string, number> {
  const estimateFor = useEstimateFor();
  return useMemo(() => {
    const out = new Map<string, number>();
    for (const e of entries) {
      const marks = lateMarks(e.createdAt, e.order.status, estimateFor(e.order.id_pedido));
      if (marks) out.set(e.order.id_pedido, marks.lateAt);
    }
    return out;
  }, [entries, estimateFor]);
}

/** How many of `entries` are past their estimate's maximum, following the tick. */
export function useLateCount(entries: Iterable<OrderEntry>): number {
  const lateAt = useLateAt(entries);
  // Ascending, for counting at any tick with one binary search (countLateAt).
  const moments = useMemo(() => [...lateAt.values()].sort((a, b) => a - b), [lateAt]);
  return useSyncExternalStore(subscribe, () => countLateAt(moments, now()));
}

/** The tick's time while `active` (the late filter is on); a constant otherwise, so no re-render. */
export function useLateClock(active: boolean): number {
  return useSyncExternalStore(active ? subscribe : noSubscribe, () => (active ? now() : 0));
}
const noSubscribe = () => () => undefined;

/**
 * The row's age against the estimate: nothing before the minimum, amber with a clock past it,
 * red with the word 'Atrasado' and a warning sign past the maximum (never colour alone).
 */
export function LateBadge({
  createdAt,
  status,
  estimate,
}: {
  createdAt: number;
  status: string;
  /** The order's estimate (useEstimateFor, read once by the list): the badge subscribes to no store. */
  estimate: DeliveryEstimate | null;
}) {
  const marks = useMemo(() => lateMarks(createdAt, status, estimate), [createdAt, status, estimate]);
  // A string snapshot: the badge re-renders when its minute or level changes, not every tick.
  const state = useSyncExternalStore(marks ? subscribe : noSubscribe, () =>
    marks ? `${latenessAt(marks, now())}:${ageMinutes(createdAt, now())}` : '',
  );
  if (!marks || !estimate) return null;
  const [level, age] = state.split(':') as ['on-time' | 'warn' | 'late', string];
  if (level === 'on-time') return null;
  const range = formatDeliveryRange(estimate.min, estimate.max);
  const late = level === 'late';
  return (
    <span
      className={`badge late-badge late-badge--${level}`}
      title={`Pedido feito há ${age} min; previsão de entrega ${range}`}
    >
      {late ? <AlertTriangle aria-hidden size={13} /> : <Clock aria-hidden size={13} />}
      {late ? `${LATE_WORD} · ` : ''}
      {age} min
      <span className="visually-hidden">
        {late ? ', passou da previsão máxima' : ', passou da previsão mínima'} ({range})
      </span>
    </span>
  );
}
