// The soak's figures from its day samples (issue 21 §4, issue 36 §3), apart from the run so they
// can be checked on made-up days.
import type { DaySample } from './soak-samples';
import { percentile } from './support';

const MB = 1048576;
const DAY_MS = 24 * 3_600_000;

export interface SoakFigures {
  rendererHeapGrowthPerDayMb: number;
  domNodesLastOverFirst: number;
  mainRssGrowthPerDayMb: number;
  mainHeapGrowthPerDayMb: number;
  diskGrowthPerDayMb: number;
  /** The median 'novo' → row of the last days over that of the first (days 5–7 over 1–3 in a week). */
  eventToRowLateOverEarly: number;
  /** Timer callbacks run per simulated day, main's and the page's. */
  timerFiringsPerDay: number;
  /** What a real day would run: the run-through hours' firing rate over 24 hours. */
  timerFiringsPerDayRealEquivalent: number;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function soakFigures(days: readonly DaySample[]): SoakFigures {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error('o soak não mediu nenhum dia');
  // Growth from day 1's end (warm caches, the first day's data in) to the last day's end.
  const perDay = (pick: (d: DaySample) => number) =>
    (pick(last) - pick(first)) / MB / Math.max(1, days.length - 1);
  // One day's median swings ±15 % on a shared machine: three days against three (fewer in a short run).
  const k = Math.max(1, Math.min(3, Math.floor(days.length / 2)));
  const early = days.slice(0, k).flatMap((d) => d.eventToRowMs);
  const late = days.slice(-k).flatMap((d) => d.eventToRowMs);
  const runRates = days
    .filter((d) => d.runThrough.ms > 0)
    .map((d) => ((d.runThrough.main + d.runThrough.renderer) * DAY_MS) / d.runThrough.ms);
  return {
    rendererHeapGrowthPerDayMb: perDay((d) => d.rendererHeapBytes),
    domNodesLastOverFirst: last.domNodes / first.domNodes,
    mainRssGrowthPerDayMb: perDay((d) => d.mainRssBytes),
    mainHeapGrowthPerDayMb: perDay((d) => d.mainHeapBytes),
    diskGrowthPerDayMb: perDay((d) => d.diskBytes),
    eventToRowLateOverEarly: percentile(late, 50) / percentile(early, 50),
    timerFiringsPerDay: mean(days.map((d) => d.firings.main + d.firings.renderer)),
    timerFiringsPerDayRealEquivalent: mean(runRates),
  };
}
