/**
 * The business day the station numbers count in (issue 33 §1): it starts at the store's first
 * opening of the day, and a store open past midnight keeps counting until it closes.
 *
 * Main does not see the store open or close by itself: the renderer tells it (the header switch,
 * getLoja and the store socket's 'loja' event all land in the shop's `fechado`), through
 * printing.storeOpenChanged. What it heard is kept in a small file, so a restart counts on in the
 * same day. The rules (a new day at a later date's opening, the 05:00 turn of a store that never
 * closes, the fixed 05:00 turn before the store is heard of) are shared/business-day.ts, which
 * web mode's printing follows too.
 */
import { z } from 'zod';
import { businessDayIn, storeOpenTransition, type BusinessDayState } from '../../shared/business-day';
import type { Logger } from '../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../storage/json-file';

export { calendarDate, LONGEST_RUN_MS } from '../../shared/business-day';

const stateSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  since: z.number().finite(),
  open: z.boolean(),
}) satisfies z.ZodType<BusinessDayState>;

export interface BusinessDayClock {
  /** The business day of a moment (the journal's dayOf). */
  dayOf(at: number): string;
  /** The store opened (true) or closed (false) at `at`, as the renderer saw it; repeats are harmless. */
  storeOpenChanged(open: boolean, at: number): void;
}

export function createBusinessDayClock(deps: { file: string; log: Logger }): BusinessDayClock {
  let state = load();

  function load(): BusinessDayState | undefined {
    const read = readValidatedJsonFile(deps.file, stateSchema);
    if (read.kind === 'ok') return read.value;
    if (read.kind === 'invalid') {
      deps.log.warn('Dia de trabalho das impressoras ilegível: a virada volta às 05:00 até a loja abrir', {
        backup: read.backup,
      });
    }
    return undefined;
  }

  function save(next: BusinessDayState): void {
    state = next;
    try {
      writeJsonFileAtomic(deps.file, next);
    } catch (error) {
      // Kept in memory: only a restart before the next change would forget it.
      deps.log.warn('Não foi possível guardar o dia de trabalho das impressoras', error);
    }
  }

  return {
    dayOf: (at) => businessDayIn(state, at),
    storeOpenChanged(open, at) {
      const step = storeOpenTransition(state, open, at);
      if (!step) return;
      if (step.newDay) deps.log.info(`Novo dia de trabalho das impressoras: ${step.newDay} (loja aberta)`);
      save(step.next);
    },
  };
}
