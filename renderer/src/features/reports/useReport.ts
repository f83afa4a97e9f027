/**
 * Loading a report for a dd/mm/yyyy range (the Relatório, the Painel and Pagamento online/Relatório):
 * checks the range (03 §5) and marks the wrong field, cancels the request it replaces, and hands a
 * refusal to the screen, which says it as 03 §8 asks for that screen. What the user typed stays
 * while the request runs.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { addDaysTo, checkRange, dayOf, toBrDate, toIsoDay } from '../../../../shared/reports/dates';
import type { LegacyResult } from '../../api/http';
import { useServices } from '../../app/services';
import type { ApiClient } from '../../api/http';
import { dialogs } from '../../components/feedback/dialogs';
import { fetchGeneralReport, type GeneralReport } from './api';
import type { DateRange } from './DateRangeFields';

/** This month so far (the platform answers a refusal with this range). */
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

export interface RangeQueryOptions<T> {
  /** The call for an ISO (yyyy-mm-dd) range. */
  fetch(api: ApiClient, startIso: string, endIso: string, signal: AbortSignal): Promise<LegacyResult<T>>;
  /** The server refused: say it (the state is already 'failed'); `reset` puts the range back. */
  onRefused(message: string, reset: (range: DateRange) => void): void;
  /** The data arrived (e.g. an empty answer's notice). */
  onLoaded?(data: T): void;
}

export function useRangeQuery<T>(initial: DateRange, options: RangeQueryOptions<T>) {
  const { api } = useServices();
  const [range, setRange] = useState<DateRange>(initial);
  const [errors, setErrors] = useState<{ start?: string | null; end?: string | null }>({});
  const [state, setState] = useState<RangeState<T>>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const load = useCallback(
    async (wanted: DateRange) => {
      const check = checkRange(wanted.start, wanted.end);
      if (!check.ok) {
        setErrors({ [check.field]: check.message });
        return;
      }
      setErrors({});
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ status: 'loading' });
      try {
        const res = await latest.current.fetch(
          api,
          toIsoDay(check.start),
          toIsoDay(check.end),
          controller.signal,
        );
        if (controller.signal.aborted) return;
        if (res.ok) {
          setState({ status: 'ready', data: res.data, range: wanted });
          latest.current.onLoaded?.(res.data);
          return;
        }
        setState({ status: 'failed' });
        latest.current.onRefused(res.message, setRange);
      } catch {
        // The HTTP layer already showed its dialog.
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    },
    [api],
  );

  useEffect(() => () => abort.current?.abort(), []);

  return { range, setRange, errors, state, load };
}

const GENERAL_REPORT: RangeQueryOptions<GeneralReport> = {
  fetch: fetchGeneralReport,
  // 03 §8: a refusal resets the range to the default one and clears the data.
  onRefused(message, reset) {
    reset(defaultRange());
    void dialogs.alert({ message: message || 'Não foi possível gerar o relatório.' });
  },
};

/** The general report (Relatório and Painel). */
export function useReport(initial: DateRange) {
  return useRangeQuery(initial, GENERAL_REPORT);
}
