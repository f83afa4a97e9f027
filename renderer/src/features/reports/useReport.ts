/** The general report (Relatório and Painel) through the report kit's range query. */
import { dialogs } from '../../components/feedback/dialogs';
import type { DateRange } from '../../report-kit/DateRangeFields';
import { defaultRange, useRangeQuery, type RangeQueryOptions } from '../../report-kit/useRangeQuery';
import { fetchGeneralReport, type GeneralReport } from './reportsApi';

const GENERAL_REPORT: RangeQueryOptions<GeneralReport> = {
  fetch: fetchGeneralReport,
  // 03 §8: a refusal resets the range to the default one and clears the data.
  onRefused(message, reset) {
    reset(defaultRange());
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
