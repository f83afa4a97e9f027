/**
 * Loads the general report for a dd/mm/yyyy range (the Relatório and the Painel share it): checks
 * the range (03 §5), shows a refusal in the 'Atenção!' dialog, resets the range to the default
 * one and clears the data (03 §8). What the user typed stays while the request runs.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { addDaysTo, checkRange, dayOf, toBrDate, toIsoDay } from '../../../../shared/reports/dates';
import { useServices } from '../../app/services';
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

export type ReportState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; report: GeneralReport; range: DateRange }
  | { status: 'failed' };

export function useReport(initial: DateRange) {
  const { api } = useServices();
  const [range, setRange] = useState<DateRange>(initial);
  const [errors, setErrors] = useState<{ start?: string | null; end?: string | null }>({});
  const [state, setState] = useState<ReportState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

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
        const res = await fetchGeneralReport(
          api,
          toIsoDay(check.start),
          toIsoDay(check.end),
          controller.signal,
        );
        if (controller.signal.aborted) return;
        if (res.ok) {
          setState({ status: 'ready', report: res.data, range: wanted });
          return;
        }
        setState({ status: 'failed' });
        setRange(defaultRange());
        void dialogs.alert({ message: res.message || 'Não foi possível gerar o relatório.' });
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
