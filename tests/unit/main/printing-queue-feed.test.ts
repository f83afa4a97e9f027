import { describe, expect, it } from 'vitest';
import { applyQueueUpdate, type PrintQueueUpdate } from '../../../shared/print-queue-update';
import type { PrintQueue } from '../../../shared/printing';
import { createQueueFeed } from '../../../main/printing/queue-feed';
import { jobView } from '../../../main/printing/journal/queue-view';
import type { PrintJob } from '../../../main/printing/journal/model';

function fakeTimers(start = new Date(2026, 11, 2, 14, 0).getTime()) {
  let now = start;
  const due: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const t = { at: now + ms, fn };
      due.push(t);
      return t;
    },
    clearTimeout: (t: unknown) => {
      const i = due.indexOf(t as (typeof due)[number]);
      if (i >= 0) due.splice(i, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const t of due.filter((d) => d.at <= now)) {
        due.splice(due.indexOf(t), 1);
        t.fn();
      }
    },
  };
}

const EMPTY: PrintQueue = { pending: [], failed: [], printedToday: [], alerts: [] };

function setup() {
  const timers = fakeTimers();
  const pushed: PrintQueueUpdate[] = [];
  const asked: string[][] = [];
  const feed = createQueueFeed({
    service: {
      queue: () => EMPTY,
      queueChanges: (keys) => {
        asked.push([...keys]);
        return { put: [], drop: [...keys], alerts: [] };
      },
    },
    timers,
    throttleMs: 250,
    push: (u) => pushed.push(u),
  });
  return { timers, pushed, asked, feed };
}

describe('the print queue feed (main → windows)', () => {
  it('sends the whole queue first, then only the jobs the journal named, throttled', () => {
    const { timers, pushed, asked, feed } = setup();
    feed.changed(['a']);
    timers.advance(0);
    expect(pushed).toEqual([{ ...EMPTY, rev: 1 }]);
    feed.changed(['b']);
    feed.changed(['c', 'b']);
    timers.advance(100);
    expect(pushed).toHaveLength(1);
    timers.advance(150);
    expect(asked).toEqual([['b', 'c']]);
    expect(pushed[1]).toEqual({ from: 1, rev: 2, put: [], drop: ['b', 'c'], alerts: [] });
    // Applied in order, the window follows.
    let held: PrintQueue | null = null;
    for (const u of pushed) {
      const next = applyQueueUpdate(held, u);
      if (typeof next !== 'string') held = next;
    }
    expect(held?.rev).toBe(2);
  });

  it('sends the whole queue when the journal cannot say which jobs, when names change and on a new day', () => {
    const { timers, pushed, feed } = setup();
    feed.changed(['a']);
    timers.advance(0);
    feed.changed();
    timers.advance(250);
    expect('from' in (pushed[1] as object)).toBe(false);
    feed.renamed();
    timers.advance(250);
    expect('from' in (pushed[2] as object)).toBe(false);
    feed.changed(['x']);
    timers.advance(12 * 60 * 60 * 1000);
    expect(pushed[3]).toEqual({ ...EMPTY, rev: 4 });
  });

  it("getQueue answers the whole queue at the last push's revision", () => {
    const { timers, feed } = setup();
    expect(feed.queue().rev).toBe(0);
    feed.changed(['a']);
    timers.advance(0);
    expect(feed.queue()).toEqual({ ...EMPTY, rev: 1 });
  });
});

describe('jobView: the station as people call it', () => {
  it("a kitchen screen's job carries the screen's name; a printer's carries none", () => {
    const base = {
      key: 'k',
      orderId: '1',
      kind: 'production' as const,
      state: 'printed' as const,
      reprint: false,
      attempts: 1,
      seq: 4,
      createdAt: 1,
      updatedAt: 1,
    };
    const naming = {
      categoryName: () => 'Lanches',
      stationLabel: (id: string) => (id === 'tela:x1' ? 'Tela Chapa' : undefined),
    };
    const screenJob = jobView({ ...base, printerId: 'tela:x1' } as PrintJob, naming);
    expect(screenJob).toMatchObject({ printerName: 'tela:x1', printerLabel: 'Tela Chapa', seq: 4 });
    expect(jobView({ ...base, printerId: 'EPSON' } as PrintJob, naming).printerLabel).toBeUndefined();
  });
});
