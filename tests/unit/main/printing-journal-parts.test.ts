import { describe, expect, it } from 'vitest';
import { newJob } from '../../../main/printing/journal/job-factory';
import { createLanes, nextJob } from '../../../main/printing/journal/lanes';
import type { PrintJob } from '../../../main/printing/journal/model';

const job = (seq: number, state: PrintJob['state'], printerId = 'Caixa'): PrintJob => ({
  ...newJob({ orderId: String(seq), kind: 'cashier', printerId }, seq, 0),
  state,
});

describe('job-factory: a new job', () => {
  it.each([
    [undefined, 1],
    [0, 1],
    [2.7, 2],
    [99, 10],
  ])('copies %s → %s', (copies, expected) => {
    const made = newJob(
      { orderId: '7', kind: 'cashier', printerId: 'P', ...(copies === undefined ? {} : { copies }) },
      3,
      50,
    );
    expect(made).toMatchObject({
      key: '7:cashier:-:P',
      seq: 3,
      copies: expected,
      state: 'queued',
      reprint: false,
      attempts: 0,
      createdAt: 50,
      updatedAt: 50,
    });
  });

  it('keeps the category of a production ticket in its key', () => {
    const made = newJob({ orderId: '7', kind: 'production', categoryId: 'c1', printerId: 'Cozinha' }, 1, 0);
    expect(made.key).toBe('7:production:c1:Cozinha');
    expect(made.categoryId).toBe('c1');
  });
});

describe('lanes: head of line', () => {
  it('is the lowest seq of the printer not printed nor parked', () => {
    const jobs = [
      job(5, 'queued'),
      job(2, 'printed'),
      job(3, 'parked'),
      job(4, 'failed'),
      job(1, 'queued', 'Cozinha'),
    ];
    expect(nextJob(jobs, 'Caixa')?.seq).toBe(4);
    expect(nextJob(jobs, 'Cozinha')?.seq).toBe(1);
    expect(nextJob(jobs, 'Bar')).toBeUndefined();
  });

  it('gives one lane per printer, created on first use', () => {
    const lanes = createLanes();
    expect(lanes.peek('Caixa')).toBeUndefined();
    const lane = lanes.lane('Caixa');
    expect(lane.lastDoneAt).toBe(-Infinity);
    expect(lanes.lane('Caixa')).toBe(lane);
    expect([...lanes.all()]).toEqual([lane]);
  });
});
