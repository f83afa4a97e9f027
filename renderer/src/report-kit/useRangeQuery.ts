/**
 * Loading a report for a dd/mm/yyyy range (the Relatório, the Painel and Pagamento online/Relatório)
 * or for a period with an optional custom range (Avaliações, Gráficos): checks the range (03 §5)
 * and marks the wrong field, cancels the request it replaces, and hands a refusal to the screen,
 * which says it as 03 §8 asks for that screen. What the user typed stays while the request runs.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  addDaysTo,
  checkRange,
  dayOf,
  toBrDate,
  toIsoDay,
  type PeriodValue,
} from '../../../shared/reports/dates';
import type { LegacyResult } from '../api/http';
import { useServices } from '../services/services';
import { useDeskClock } from '../stores/deskClock';
import type { ApiClient } from '../api/http';
import type { DateRange } from './DateRangeFields';

/** This month so far (the sandbox's range for a refused report, and the screens' first range). */
export function defaultRange(now = new Date()): DateRange {
  const today = dayOf(now);
  return { start: toBrDate({ ...today, d: 1 }), end: toBrDate(today) };
}

export function lastDaysRange(days: number, now = new Date()): DateRange {
  const today = dayOf(now);
  return { start: toBrDate(addDaysTo(today, -days)), end: toBrDate(today) };
}

export type RangeState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T; range: DateRange }
  | { status: 'failed' };

export type RangeErrors = { start?: string | null; end?: string | null };

/** A call's dates, yyyy-mm-dd. */
export interface IsoRange {
  startIso: string;
  endIso: string;
}

type Checked<A> = { ok: true; arg: A } | { ok: false; field: 'start' | 'end'; message: string };

function checkIsoRange(range: DateRange): Checked<IsoRange> {
  const check = checkRange(range.start, range.end);
  if (!check.ok) return check;
  return { ok: true, arg: { startIso: toIsoDay(check.start), endIso: toIsoDay(check.end) } };
}

interface CheckedQueryOptions<F, A, T> {
  /** Turns the filter and the typed range into the call's argument, or names the wrong field. */
  check(filter: F, range: DateRange): Checked<A>;
  fetch(api: ApiClient, arg: A, signal: AbortSignal): Promise<LegacyResult<T>>;
  onRefused(message: string, reset: (range: DateRange) => void, body: unknown): void;
  onLoaded?(data: T): void;
  /** What `data` becomes after a failure (null unless given). */
  failedData?: T;
  /** The screen's default range on a given day, when it moves with the clock (see useFollowDay). */
  today?: (now: Date) => DateRange;
  /** A filter the server reads relative to its today ('últimos N dias'): loaded again when the day turns. */
  relative?: (filter: F) => boolean;
}

const sameRange = (a: DateRange, b: DateRange) => a.start === b.start && a.end === b.end;

/**
 * The loading both report hooks share: one request at a time (a new one aborts the one in flight,
 * whose answer is then ignored), idle → loading → ready | failed, and `data`, the last answer,
 * kept while the next request runs. `reload()` repeats the last request that passed the check.
 */
function useCheckedQuery<F, A, T>(initialRange: DateRange, options: CheckedQueryOptions<F, A, T>) {
  const { api } = useServices();
  const [range, setRange] = useState<DateRange>(initialRange);
  const [errors, setErrors] = useState<RangeErrors>({});
  const [state, setState] = useState<RangeState<T>>({ status: 'idle' });
  const [data, setData] = useState<T | null>(null);
  const abort = useRef<AbortController | null>(null);
  const last = useRef<{ filter: F; range: DateRange } | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const load = useCallback(
    async (filter: F, wanted: DateRange) => {
      const check = latest.current.check(filter, wanted);
      if (!check.ok) {
        setErrors({ [check.field]: check.message });
        return;
      }
      setErrors({});
      last.current = { filter, range: wanted };
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ status: 'loading' });
      const fail = () => {
        setState({ status: 'failed' });
        setData(latest.current.failedData ?? null);
      };
      try {
        const res = await latest.current.fetch(api, check.arg, controller.signal);
        if (controller.signal.aborted) return;
        if (res.ok) {
          setState({ status: 'ready', data: res.data, range: wanted });
          setData(res.data);
          latest.current.onLoaded?.(res.data);
          return;
        }
        fail();
        latest.current.onRefused(res.message, setRange, res.body);
      } catch {
        // The HTTP layer already showed its dialog.
        if (!controller.signal.aborted) fail();
      }
    },
    [api],
  );

  const reload = useCallback(async () => {
    if (last.current) await load(last.current.filter, last.current.range);
  }, [load]);

  useEffect(() => () => abort.current?.abort(), []);

  // Issue 21 §2: a default of 'hoje' or 'últimos N dias' moves with the clock without a reload of
  // the page; a range the user changed stays as the user set it.
  const day = useDeskClock((s) => s.day);
  const defaultShown = useRef<DateRange | null>(options.today?.(new Date()) ?? null);
  const shownRange = useRef(range);
  useEffect(() => {
    shownRange.current = range;
  });
  const seenDay = useRef(day);
  useEffect(() => {
    if (seenDay.current === day) return;
    seenDay.current = day;
    const { today, relative } = latest.current;
    const before = defaultShown.current;
    const after = today?.(new Date()) ?? null;
    defaultShown.current = after;
    const stillDefault = (r: DateRange) => before !== null && after !== null && sameRange(r, before);
    if (stillDefault(shownRange.current) && after) setRange(after);
    const loaded = last.current;
    if (!loaded) return;
    if (stillDefault(loaded.range) && after) void load(loaded.filter, after);
    else if (relative?.(loaded.filter)) void load(loaded.filter, loaded.range);
  }, [day, load]);

  return { range, setRange, errors, state, data, load, reload };
}

export interface RangeQueryOptions<T> {
  /** The call for an ISO (yyyy-mm-dd) range. */
  fetch(api: ApiClient, startIso: string, endIso: string, signal: AbortSignal): Promise<LegacyResult<T>>;
  /**
   * The server refused: say it (the state is already 'failed'); `reset` puts the range back;
   * `body` is the refusal as the server sent it.
   */
  onRefused(message: string, reset: (range: DateRange) => void, body: unknown): void;
  /** The data arrived (e.g. an empty answer's notice). */
  onLoaded?(data: T): void;
  /** The default range on a given day: while the range is still it, it moves when the day turns. */
  today?: (now: Date) => DateRange;
}

/** A screen filtered by a dd/mm/yyyy range only. */
export function useRangeQuery<T>(initial: DateRange, options: RangeQueryOptions<T>) {
  const query = useCheckedQuery<null, IsoRange, T>(initial, {
    check: (_none, range) => checkIsoRange(range),
    fetch: (api, dates, signal) => options.fetch(api, dates.startIso, dates.endIso, signal),
    onRefused: (message, reset, body) => options.onRefused(message, reset, body),
    onLoaded: (data) => options.onLoaded?.(data),
    ...(options.today ? { today: options.today } : {}),
  });
  const { load: loadFiltered } = query;
  const load = useCallback((wanted: DateRange) => loadFiltered(null, wanted), [loadFiltered]);
  return { ...query, load };
}

export interface PeriodQueryOptions<T> {
  /** The call for a period; `dates` only for the custom one ('PP'). */
  fetch(
    api: ApiClient,
    period: PeriodValue,
    dates: IsoRange | null,
    signal: AbortSignal,
  ): Promise<LegacyResult<T>>;
  /** The server refused: say it (the state is already 'failed'). */
  onRefused(message: string): void;
  /** What `data` shows after a failure (e.g. everything at zero); null unless given. */
  failedData?: T;
  /** The custom range's default on a given day (it moves with the clock while unchanged). */
  today?: (now: Date) => DateRange;
}

/**
 * A screen filtered by the period select (03 §9: whole period, 7 to 90 days) whose 'Personalizado'
 * adds a dd/mm/yyyy range, checked only then (Avaliações, Gráficos).
 */
export function usePeriodQuery<T>(
  initial: { period: PeriodValue; range: DateRange },
  options: PeriodQueryOptions<T>,
) {
  const [period, setPeriod] = useState<PeriodValue>(initial.period);
  const query = useCheckedQuery<PeriodValue, { period: PeriodValue; dates: IsoRange | null }, T>(
    initial.range,
    {
      check(p, range) {
        if (p !== 'PP') return { ok: true, arg: { period: p, dates: null } };
        const dates = checkIsoRange(range);
        return dates.ok ? { ok: true, arg: { period: p, dates: dates.arg } } : dates;
      },
      fetch: (api, arg, signal) => options.fetch(api, arg.period, arg.dates, signal),
      onRefused: (message) => options.onRefused(message),
      failedData: options.failedData,
      ...(options.today ? { today: options.today } : {}),
      // Every period but 'Personalizado' is counted by the server back from its today.
      relative: (p) => p !== 'PP',
    },
  );
  const { load, range } = query;
  /** The filter form's submit: the period and range as typed. */
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load(period, range);
  };
  return { ...query, period, setPeriod, submit };
}
