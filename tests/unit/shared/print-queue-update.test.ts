import { describe, expect, it } from 'vitest';
import { applyQueueUpdate } from '../../../shared/print-queue-update';
import type { PrintJobView, PrintQueue } from '../../../shared/printing';

const job = (key: string, seq: number, patch: Partial<PrintJobView> = {}): PrintJobView => ({
  key,
  orderId: key,
  kind: 'cashier',
  label: 'Caixa',
  printerName: 'EPSON',
  state: 'queued',
  reprint: false,
  attempts: 0,
  createdAt: 1,
  updatedAt: 1,
  seq,
  ...patch,
});

const BASE: PrintQueue = {
  rev: 3,
  pending: [job('a', 1), job('c', 3)],
  failed: [],
  printedToday: [job('z', 0, { state: 'printed' })],
  alerts: [],
};

describe('applyQueueUpdate', () => {
  it('a whole queue replaces what is held', () => {
    const whole = { ...BASE, rev: 9, pending: [] };
    expect(applyQueueUpdate(BASE, whole)).toBe(whole);
  });

  it('moves a changed job to its list, in queue order, drops the gone ones and keeps the rest as they were', () => {
    const next = applyQueueUpdate(BASE, {
      from: 3,
      rev: 4,
      put: [
        { list: 'printedToday', job: job('a', 1, { state: 'printed' }) },
        { list: 'pending', job: job('b', 2) },
      ],
      drop: ['z'],
      alerts: [{ printerName: 'EPSON', message: 'Sem papel', waitingJobs: 2, problem: 'paper-out' }],
      stations: [{ station: 'EPSON', day: '2026-12-02', lastOut: 1, missing: [] }],
    });
    if (typeof next === 'string') throw new Error(next);
    expect(next.rev).toBe(4);
    expect(next.pending.map((j) => j.key)).toEqual(['b', 'c']);
    expect(next.printedToday.map((j) => j.key)).toEqual(['a']);
    expect(next.pending[1]).toBe(BASE.pending[1]);
    expect(next.alerts).toHaveLength(1);
    expect(next.stations).toHaveLength(1);
    // The held queue is not changed in place (the store compares references).
    expect(BASE.pending.map((j) => j.key)).toEqual(['a', 'c']);
  });

  it('ignores a delta already included, and asks for the whole queue after a missed one or with none held', () => {
    const delta = { put: [], drop: [], alerts: [] };
    expect(applyQueueUpdate(BASE, { ...delta, from: 2, rev: 3 })).toBe('stale');
    expect(applyQueueUpdate(BASE, { ...delta, from: 4, rev: 5 })).toBe('gap');
    expect(applyQueueUpdate(null, { ...delta, from: 3, rev: 4 })).toBe('gap');
    expect(applyQueueUpdate({ ...BASE, rev: undefined }, { ...delta, from: 3, rev: 4 })).toBe('gap');
  });

  it('a reprinted job (a later seq) goes to the end of its list', () => {
    const next = applyQueueUpdate(BASE, {
      from: 3,
      rev: 4,
      put: [{ list: 'pending', job: job('z', 7, { reprint: true }) }],
      drop: [],
      alerts: [],
    });
    if (typeof next === 'string') throw new Error(next);
    expect(next.pending.map((j) => j.key)).toEqual(['a', 'c', 'z']);
    expect(next.printedToday).toEqual([]);
    expect(next.stations).toBeUndefined();
  });
});
