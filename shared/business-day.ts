/**
 * The business day's rules (issue 33 §1), pure: main/printing/business-day.ts keeps the state in
 * a file for the desktop journal, renderer/src/platform/webStations.ts in IndexedDB for web mode.
 * - an opening after a closed period starts a new business day when it falls on a later calendar
 *   day than the one the current business day is named after (a lunch break is no new day; a
 *   night service that closed at 02:00 starts a new day at the next evening's opening);
 * - a store that never closes (24 h, or a desk that was off through a close and an opening) turns
 *   its day at the fixed turn BUSINESS_DAY_TURN_HOUR (05:00), the first one at least LONGEST_RUN_MS
 *   after it last opened (or last turned): a night service shorter than that is never cut in two;
 * - before the store was ever heard of, the fixed 05:00 turn of print-stations.ts businessDayOf.
 * A day is named by the calendar date it started on ('YYYY-MM-DD'), so names only grow.
 */
import { BUSINESS_DAY_TURN_HOUR, businessDayOf } from './print-stations';

/** A day with no close turns at the first 05:00 at least this long after it started. */
export const LONGEST_RUN_MS = 18 * 60 * 60 * 1000;

export interface BusinessDayState {
  /** The business day's name: the date it started on (or the 05:00 rule's day, when first heard). */
  day: string;
  /** When the store's current run began: an opening, a 05:00 turn, or when it was first heard of. */
  since: number;
  open: boolean;
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
export function advanceBusinessDay(state: BusinessDayState, at: number): BusinessDayState {
  if (!state.open) return state;
  let current = state;
  // Bounded: a desk off for years still ends in one step per day.
  for (let turn = turnAfter(current.since); turn <= at; turn = turnAfter(current.since)) {
    current = { day: calendarDate(turn), since: turn, open: true };
  }
  return current;
}

/** The business day of a moment, from what was heard of the store (undefined: nothing yet). */
export function businessDayIn(state: BusinessDayState | undefined, at: number): string {
  return state ? advanceBusinessDay(state, at).day : businessDayOf(at);
}

/**
 * The state after the store opened (true) or closed (false) at `at`; null when nothing changes
 * (a repeat). `newDay` names a business day an opening started.
 */
export function storeOpenTransition(
  state: BusinessDayState | undefined,
  open: boolean,
  at: number,
): { next: BusinessDayState; newDay?: string } | null {
  // First heard: the day the 05:00 rule gave so far goes on (no count restarts mid-service).
  if (!state) return { next: { day: businessDayOf(at), since: at, open } };
  const now = advanceBusinessDay(state, at);
  if (open && !now.open) {
    // Opened after a close: a new day on a later date, else the same day's new run.
    const day = calendarDate(at) > now.day ? calendarDate(at) : now.day;
    return { next: { day, since: at, open: true }, ...(day !== now.day ? { newDay: day } : {}) };
  }
  return now.open !== open || now !== state ? { next: { ...now, open } } : null;
}
