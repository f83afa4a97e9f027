// What the soak reads at each day's end (issue 21 §4, issue 36 §3): the renderer's JS heap after a
// forced GC and its DOM nodes (CDP), the user-data dir on disk by §4 bucket, and the page's own
// CPU time (CDP Performance metrics) for the log's phase lines. Main's memory is read in its own
// process (desk-process-entry.ts, 'memory').
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/** One day's end, after its midnight. */
export interface DaySample {
  rendererHeapBytes: number;
  domNodes: number;
  /** Main's process, after a forced GC. */
  mainRssBytes: number;
  mainHeapBytes: number;
  diskBytes: number;
  /** Each timed order's 'novo' → row, this day. */
  eventToRowMs: number[];
  sizes: Record<SizeKind, number>;
  /** Timer callbacks run this day, main's and the page's. */
  firings: { main: number; renderer: number };
  /** Of which in the run-through hours, and how many simulated ms those were. */
  runThrough: { main: number; renderer: number; ms: number };
}

export type SizeKind = 'logs' | 'journal' | 'print_orders' | 'orders_cache' | 'chat_cache' | 'other';

/**
 * Which §4 bucket a file in the user-data dir belongs to: main's logs, the print journal (snapshot,
 * append-only log and its rotated part), the journal's order copies, the offline orders cache. The
 * desk keeps no chat on disk (the chat lives in the renderer's memory): chat_cache stays 0 unless
 * a chat file appears.
 */
export function sizeKind(path: string): SizeKind {
  if (path.startsWith('logs/')) return 'logs';
  if (/(^|\/)print-journal\.json/.test(path)) return 'journal';
  if (/(^|\/)print-orders\//.test(path)) return 'print_orders';
  if (/(^|\/)orders-cache\.json/.test(path)) return 'orders_cache';
  if (/chat/i.test(path)) return 'chat_cache';
  return 'other';
}

export function diskUsage(dir: string): { total: number; sizes: Record<SizeKind, number> } {
  const sizes: Record<SizeKind, number> = {
    logs: 0,
    journal: 0,
    print_orders: 0,
    orders_cache: 0,
    chat_cache: 0,
    other: 0,
  };
  let total = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const bytes = statSync(full).size;
        total += bytes;
        sizes[sizeKind(relative(dir, full))] += bytes;
      }
    }
  };
  walk(dir);
  return { total, sizes };
}

/**
 * The page's side, on one CDP session kept for the whole run (a session opened and detached at
 * every read would cost more than the read): memory after a forced GC, and the renderer's CPU.
 */
export interface PageProbe {
  /** JS heap after a forced GC, and DOM nodes (detached ones included). */
  memory(): Promise<{ heap: number; nodes: number }>;
  /** The renderer's main-thread task time so far, in seconds (CDP TaskDuration). */
  cpuSeconds(): Promise<number>;
  detach(): Promise<void>;
}

export async function openPageProbe(page: Page): Promise<PageProbe> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    async memory() {
      for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      const { nodes } = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
      return { heap: usedSize, nodes };
    },
    async cpuSeconds() {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    },
    detach: () => cdp.detach().catch(() => undefined),
  };
}

/**
 * The page's busiest timers of the day (bench/soak-desk.ts tallies each callback by how it was
 * set, its delay and the start of its source), then starts a new tally: where the run-through
 * hours' renderer time goes.
 */
export async function takeTimerTally(page: Page, top = 8): Promise<[string, number][]> {
  return page.evaluate((n) => {
    const w = window as Window & { __timerTally?: Record<string, number> };
    const tally = w.__timerTally ?? {};
    w.__timerTally = {};
    return Object.entries(tally)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  }, top);
}
