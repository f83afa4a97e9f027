/**
 * `bench printing.journal_state_change.p95`: how long one print-journal state change holds the
 * main thread (recording it and telling the queue) on a desk with 10,000 printed jobs in its
 * history (all from today, so none is pruned: the worst case). Goal ≤ 5 ms (issue 13 §2).
 * Also measured (stderr): one compaction of those 10,000 jobs, its total time and the longest
 * the main thread was held meanwhile; and the one change that waits for the disk on purpose, the
 * 'printing' record synced before the ticket's bytes leave (fdatasync of one line).
 *
 * Alone: `npx tsx bench/printing-journal.ts` (`npm run bench` runs it with everything else).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createPrintJournal, type JournalTimers } from '../main/printing/journal/journal';
import type { PrintJob } from '../main/printing/journal/model';
import { createJournalStore } from '../main/printing/journal/store';
import { openAppendLog } from '../main/storage/append-log';
import { percentile } from './support';
import { createMemoryLogger } from '../tests/support/logger';

export interface JournalBench {
  history: number;
  changesMs: number[];
  p95Ms: number;
  compaction: { totalMs: number; longestHoldMs: number };
  /** p95 of one durable append (the 'printing' record), in ms. */
  durableAppendP95Ms: number;
}

export async function benchJournalStateChange(history = 10_000, changes = 200): Promise<JournalBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-bench-'));
  const file = path.join(dir, 'print-journal.json');
  const now = Date.now();
  const jobs: PrintJob[] = Array.from({ length: history }, (_, i) => ({
    key: `${100_000 + i}:cashier:-:Caixa`,
    seq: i + 1,
    orderId: String(100_000 + i),
    kind: 'cashier',
    printerId: 'Caixa',
    copies: 1,
    state: 'printed',
    reprint: false,
    attempts: 1,
    createdAt: now - 60_000,
    updatedAt: now - 30_000,
    printedAt: now - 30_000,
  }));
  fs.writeFileSync(file, JSON.stringify({ version: 1, jobs }));
  // Timers that never fire: only the synchronous cost of each change is measured.
  const timers: JournalTimers = { setTimeout: () => 0, clearTimeout: () => undefined, now: () => Date.now() };
  const journal = createPrintJournal({
    file,
    portFor: () => new Promise(() => undefined),
    render: () => Buffer.from(''),
    timers,
    log: createMemoryLogger(),
    onChange: () => undefined,
  });
  try {
    journal.start();
    const changesMs: number[] = [];
    for (let i = 0; i < changes; i++) {
      const started = performance.now();
      journal.enqueue({ orderId: String(900_000 + i), kind: 'cashier', printerId: 'Caixa' });
      changesMs.push(performance.now() - started);
    }
    // Not awaited: the bench's sends never end, so stop() would wait for them forever.
    void journal.stop();
    return {
      history,
      changesMs,
      p95Ms: percentile(changesMs, 95),
      compaction: await benchCompaction(file, jobs),
      durableAppendP95Ms: await benchDurableAppend(path.join(dir, 'durable.log'), jobs[0]),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One compaction of `jobs` in the background, with the event loop's longest stall meanwhile. */
async function benchCompaction(file: string, jobs: PrintJob[]): Promise<JournalBench['compaction']> {
  const live = new Map(jobs.map((job) => [job.key, job]));
  const store = createJournalStore({ file, log: createMemoryLogger(), jobs: live, now: () => Date.now() });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  await store.compact();
  const totalMs = performance.now() - started;
  delay.disable();
  await store.close();
  return { totalMs, longestHoldMs: delay.max / 1e6 };
}

async function benchDurableAppend(file: string, job: PrintJob | undefined, runs = 50): Promise<number> {
  const log = openAppendLog(file);
  const times: number[] = [];
  const line = JSON.stringify({ put: { ...job, state: 'printing' } });
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    log.append(line, { durable: true });
    times.push(performance.now() - started);
  }
  await log.close();
  return percentile(times, 95);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchJournalStateChange();
  const sorted = [...result.changesMs].sort((a, b) => a - b);
  process.stderr.write(
    `  ${result.history} impressos no histórico, ${result.changesMs.length} mudanças (p50 ${percentile(sorted, 50).toFixed(3)} ms, máx. ${(sorted.at(-1) ?? 0).toFixed(1)} ms)\n` +
      `  compactação: ${result.compaction.totalMs.toFixed(0)} ms ao todo, ${result.compaction.longestHoldMs.toFixed(1)} ms no máximo sem soltar o processo\n` +
      `  registro 'imprimindo' (fdatasync de uma linha): p95 ${result.durableAppendP95Ms.toFixed(2)} ms\n`,
  );
  console.log(`bench printing.journal_state_change.p95 ${result.p95Ms.toFixed(1)} ms`);
}
