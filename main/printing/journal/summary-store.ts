/** The day summary behind each 'Resumo do dia' job (see keyed-store: why on disk, when it goes). */
import { daySummaryPrintSchema, type DaySummaryPrint } from '../../../shared/reports/day-summary';
import { createKeyedStore, type KeyedStore } from './keyed-store';
import type { CopyStoreOptions } from './order-store';

export function createSummaryStore({ dir, log, sealer, now }: CopyStoreOptions): KeyedStore<DaySummaryPrint> {
  return createKeyedStore<DaySummaryPrint>({
    dir,
    log,
    schema: daySummaryPrintSchema,
    keyOf: (entry) => entry.id,
    noun: 'Resumo',
    sealer,
    now,
  });
}
