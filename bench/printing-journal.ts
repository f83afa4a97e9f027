/**
 * `bench printing.journal_state_change.p95`: how long one print-journal state change holds the
 * main thread (record + queue snapshot) on a desk with 10,000 printed jobs in its history (all
 * from today, so none is pruned: the worst case). Goal ≤ 5 ms (issue 13 §2).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createMemoryLogger } from '../main/log/logger';
import { createPrintJournal, type JournalTimers } from '../main/printing/journal/journal';
import type { PrintJob } from '../main/printing/journal/model';
import { percentile } from './support';

export interface JournalBench {
  history: number;
  changesMs: number[];
  p95Ms: number;
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
    return { history, changesMs, p95Ms: percentile(changesMs, 95) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
