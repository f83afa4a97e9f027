/**
 * The business day the station numbers count in (issue 33 §1): it starts at the store's first
 * opening of the day, and a store open past midnight keeps counting until it closes.
 *
 * Main does not see the store open or close by itself: the renderer tells it (the header switch,
 * getLoja and the store socket's 'loja' event all land in the shop's `fechado`), through
 * printing.storeOpenChanged. What it heard is kept in a small file, so a restart counts on in the
 * same day. The rules:
 * - an opening after a closed period starts a new business day when it falls on a later calendar
 *   day than the one the current business day is named after (a lunch break is no new day; a
 *   night service that closed at 02:00 starts a new day at the next evening's opening);
 * - a store that never closes (24 h, or a desk that was off through a close and an opening) turns
 *   its day at the fixed turn BUSINESS_DAY_TURN_HOUR (05:00), the first one at least LONGEST_RUN_MS
 *   after it last opened (or last turned): a night service shorter than that is never cut in two;
 * - before main ever heard of the store (web mode's print host, an older renderer, the first
 *   start), the fixed 05:00 turn of shared/print-stations.ts businessDayOf.
 * A day is named by the calendar date it started on ('YYYY-MM-DD'), so names only grow, as the
 * journal's counters need.
 */
import { z } from 'zod';
import { BUSINESS_DAY_TURN_HOUR, businessDayOf } from '../../shared/print-stations';
import type { Logger } from '../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../storage/json-file';

/** A day with no close turns at the first 05:00 at least this long after it started. */
export const LONGEST_RUN_MS = 18 * 60 * 60 * 1000;

const stateSchema = z.object({
  /** The business day's name: the date it started on (or the 05:00 rule's day, when first heard). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /**
   * When the store's current run began: the opening (a new day's or one after a break), the
   * 05:00 turn of a store that stayed open, or when main first heard of it.
   */
  since: z.number().finite(),
  open: z.boolean(),
});
type BusinessDayState = z.infer<typeof stateSchema>;

export interface BusinessDayClock {
  /** The business day of a moment (the journal's dayOf). */
  dayOf(at: number): string;
  /** The store opened (true) or closed (false) at `at`, as the renderer saw it; repeats are harmless. */
  storeOpenChanged(open: boolean, at: number): void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the local calendar date of a moment. */
export function calendarDate(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first local BUSINESS_DAY_TURN_HOUR:00 at or after LONGEST_RUN_MS past `since`. */
function turnAfter(since: number): number {
  const earliest = new Date(since + LONGEST_RUN_MS);
  const y = earliest.getFullYear();
  const m = earliest.getMonth();
  const d = earliest.getDate();
  // Built from parts: a DST change moves no turn off 05:00.
  const same = new Date(y, m, d, BUSINESS_DAY_TURN_HOUR).getTime();
  return same >= earliest.getTime() ? same : new Date(y, m, d + 1, BUSINESS_DAY_TURN_HOUR).getTime();
}

/** The state at `at`, with the 05:00 turns of a store that stayed open applied. */
function advance(state: BusinessDayState, at: number): BusinessDayState {
  if (!state.open) return state;
  let current = state;
  // Bounded: a desk off for years still ends in one step per day.
  for (let turn = turnAfter(current.since); turn <= at; turn = turnAfter(current.since)) {
    current = { day: calendarDate(turn), since: turn, open: true };
  }
  return current;
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
    dayOf(at) {
      return state ? advance(state, at).day : businessDayOf(at);
    },
    storeOpenChanged(open, at) {
      if (!state) {
        // First heard: the day the 05:00 rule gave so far goes on (no count restarts mid-service).
        save({ day: businessDayOf(at), since: at, open });
        return;
      }
      const now = advance(state, at);
      if (open && !now.open) {
        // Opened after a close: a new day on a later date, else the same day's new run.
        const day = calendarDate(at) > now.day ? calendarDate(at) : now.day;
        if (day !== now.day) deps.log.info(`Novo dia de trabalho das impressoras: ${day} (loja aberta)`);
        save({ day, since: at, open: true });
        return;
      }
      if (now.open !== open || now !== state) save({ ...now, open });
    },
  };
}
