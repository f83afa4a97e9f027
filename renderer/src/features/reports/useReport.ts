/** The general report (Relatório and Painel) through the report kit's range query. */
import { parseBrDate, parseIsoDay, toBrDate, type DayDate } from '../../../../shared/reports/dates';
import { dialogs } from '../../components/feedback/dialogs';
import type { DateRange } from '../../report-kit/DateRangeFields';
import { defaultRange, useRangeQuery, type RangeQueryOptions } from '../../report-kit/useRangeQuery';
import { fetchGeneralReport, type GeneralReport } from './reportsApi';

/** A day the server wrote as yyyy-mm-dd or as the panel shows it, dd/mm/yyyy (a time may follow). */
function dayOfAnswer(v: unknown): DayDate | null {
  return parseIsoDay(v) ?? (typeof v === 'string' ? parseBrDate(v.trim().slice(0, 10)) : null);
}

/**
 * 03 §8: a refused report puts the dates back to the range the server returned with the refusal
 * (data_inicio, data_final, yyyy-mm-dd or dd/mm/yyyy); only a refusal without a readable range
 * falls back to this month so far.
 */
export function refusedRange(body: unknown, now = new Date()): DateRange {
  const b = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const start = dayOfAnswer(b.data_inicio);
  const end = dayOfAnswer(b.data_final);
  return start && end ? { start: toBrDate(start), end: toBrDate(end) } : defaultRange(now);
}

const GENERAL_REPORT: RangeQueryOptions<GeneralReport> = {
  fetch: fetchGeneralReport,
  // 03 §8: 'Atenção!' with the server's message, the range reset to the one returned, data cleared.
  onRefused(message, reset, body) {
    reset(refusedRange(body));
    void dialogs.alert({ message: message || 'Não foi possível gerar o relatório.' });
  },
};

/**
 * The general report (Relatório and Painel), opened on `today`'s range, which moves with the clock
 * while the user leaves it as it is.
 */
export function useReport(today: (now: Date) => DateRange) {
  return useRangeQuery(today(new Date()), { ...GENERAL_REPORT, today });
}
