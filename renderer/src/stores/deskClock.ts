/**
 * The desk's sense of time, for what must move with the clock without a reload (issue 21): the
 * local day (Início, the date filters that default to today) and a count of wakes from sleep or
 * clock jumps (the store socket reconnects on each). Written only by orders-live/useDayTurn.ts.
 */
import { create } from 'zustand';
import { localDay } from '../../../shared/offline';

interface DeskClockState {
  /** Today, 'YYYY-MM-DD' in the machine's zone. */
  day: string;
  /** Wakes and clock jumps seen since the app started. */
  wakes: number;
  turnDay(day: string): void;
  woke(): void;
}

export const useDeskClock = create<DeskClockState>((set) => ({
  day: localDay(new Date()),
  wakes: 0,
  turnDay: (day) => set((s) => (s.day === day ? {} : { day })),
  woke: () => set((s) => ({ wakes: s.wakes + 1 })),
}));

/**
 * For a query's dependencies: today while the filter is counted back from today ('hoje',
 * 'últimos N dias'), so the query runs again when the day turns; null for a fixed range.
 */
export function useRelativeDay(relative: boolean): string | null {
  const day = useDeskClock((s) => s.day);
  return relative ? day : null;
}
