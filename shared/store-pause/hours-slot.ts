/**
 * Where the store stands in its Funcionamento hours (spec 02 §2.10) for the pause (issue 34 §1):
 * the end of the time slot it is in now, following a slot that ends at midnight into the next
 * day's slot that starts at 00:00 (a night that runs 18:00–02:00 is saved as 18:00–00:00 and
 * 00:00–02:00 on the next day). Pure: local time of the Date given.
 */
import type { OpeningDay } from '../api/store-settings';
import { DAY_ABBREVIATIONS } from '../api/store-settings';
import { isOpenAt, periodsOf } from '../store-settings/hours';

const END_OF_DAY = 1439;
const DAY_MINUTES = 1440;

function periodsOn(days: readonly OpeningDay[], date: Date): { from: number; to: number }[] {
  const day = days.find((d) => d.abreviacao === DAY_ABBREVIATIONS[date.getDay()]);
  if (!day) return [];
  const r = periodsOf(day);
  return r.ok ? r.periods : [];
}

/** Local midnight of `date` plus `days` days and `minutes` minutes (DST-safe: built from parts). */
function at(date: Date, days: number, minutes: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, 0, minutes);
}

/** A slot's end in minutes from its day's midnight: 23:59 (or 00:00) is the midnight after. */
const endMinutes = (to: number): number => (to === END_OF_DAY ? DAY_MINUTES : to);

/** Whether the store is within its hours at `date` (the sandbox's automatic open uses the same rule). */
export function isWithinHours(days: readonly OpeningDay[], date: Date): boolean {
  return isOpenAt(days, date);
}

/**
 * The end of the slot the store is in at `now`, or null outside its hours. A slot that ends at
 * midnight goes on into the next day's slot starting at 00:00, a week at most (a store open day
 * and night ends its 'expediente' a week later, never loops).
 */
export function currentSlotEnd(days: readonly OpeningDay[], now: Date): Date | null {
  if (!isWithinHours(days, now)) return null;
  const minute = now.getHours() * 60 + now.getMinutes();
  const slot = periodsOn(days, now).find((p) => minute >= p.from && minute < endMinutes(p.to));
  if (!slot) return null;
  // `day` is the day (from today) whose slot is followed; `end` its end in minutes.
  let day = 0;
  let end = endMinutes(slot.to);
  while (end === DAY_MINUTES && day < 7) {
    const next = periodsOn(days, at(now, day + 1, 0)).find((p) => p.from === 0);
    if (!next) break;
    day += 1;
    end = endMinutes(next.to);
  }
  return at(now, day, end);
}
