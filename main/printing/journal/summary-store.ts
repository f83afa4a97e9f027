/** The day summary behind each 'Resumo do dia' job (see keyed-store: why on disk, when it goes). */
import { daySummaryPrintSchema, type DaySummaryPrint } from '../../../shared/reports/day-summary';
import type { Logger } from '../../log/logger';
import { createKeyedStore, type KeyedStore } from './keyed-store';

export function createSummaryStore(dir: string, log: Logger): KeyedStore<DaySummaryPrint> {
  return createKeyedStore<DaySummaryPrint>({
    dir,
    log,
    schema: daySummaryPrintSchema,
    keyOf: (entry) => entry.id,
    noun: 'Resumo',
  });
}
