// The business day of the station numbers (issue 33 §1): it starts at the store's first opening
// of the day, a store open past midnight keeps counting until it closes, a 24 h store turns at
// 05:00, a restart counts on in the same day, and 05:00 stays the rule until main hears of the store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarDate, createBusinessDayClock } from '../../../main/printing/business-day';
import { createPrintJournal, type JournalPort, type PrintJournal } from '../../../main/printing/journal';
import { createMemoryLogger } from '../../support/logger';
import { fakeClock } from '../../support/print-journal';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 11, day, hour, minute).getTime();
const dirs: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'business-day-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const clockIn = (dir: string) =>
  createBusinessDayClock({ file: path.join(dir, 'business-day.json'), log: createMemoryLogger() });

describe('createBusinessDayClock', () => {
  it('never told of the store: the fixed 05:00 turn', () => {
    const clock = clockIn(tmpDir());
    expect(clock.dayOf(at(3, 4, 59))).toBe('2026-12-02');
    expect(clock.dayOf(at(3, 5))).toBe('2026-12-03');
  });

  it('a store open past midnight keeps counting until it closes, and the next opening is a new day', () => {
    const clock = clockIn(tmpDir());
    clock.storeOpenChanged(false, at(2, 9));
    clock.storeOpenChanged(true, at(2, 18));
    expect(clock.dayOf(at(2, 18))).toBe('2026-12-02');
    // 06:30 the next morning, still open: past the fixed 05:00 turn, the same day.
    expect(clock.dayOf(at(3, 6, 30))).toBe('2026-12-02');
    clock.storeOpenChanged(false, at(3, 7));
    // Closed: a ticket printed in between (a reprint) still counts in the night's day.
    expect(clock.dayOf(at(3, 12))).toBe('2026-12-02');
    clock.storeOpenChanged(true, at(3, 18));
    expect(clock.dayOf(at(3, 18))).toBe('2026-12-03');
  });

  it('a break in the day (closed for lunch) is no new day', () => {
    const clock = clockIn(tmpDir());
    clock.storeOpenChanged(true, at(2, 11));
    clock.storeOpenChanged(false, at(2, 15));
    clock.storeOpenChanged(true, at(2, 18));
    expect(clock.dayOf(at(2, 23))).toBe('2026-12-02');
  });

  it('the day starts at the opening, not at 05:00: a store that opens at 04:00 counts from then', () => {
    const clock = clockIn(tmpDir());
    clock.storeOpenChanged(false, at(2, 23));
    clock.storeOpenChanged(true, at(3, 4));
    expect(clock.dayOf(at(3, 4, 30))).toBe('2026-12-03');
  });

  it('a 24 h store (never closes) turns at 05:00, never cutting a day shorter than 18 h', () => {
    const clock = clockIn(tmpDir());
    clock.storeOpenChanged(false, at(1, 23));
    clock.storeOpenChanged(true, at(2, 10));
    expect(clock.dayOf(at(3, 4, 59))).toBe('2026-12-02');
    expect(clock.dayOf(at(3, 5))).toBe('2026-12-03');
    expect(clock.dayOf(at(4, 5))).toBe('2026-12-04');
    expect(clock.dayOf(at(9, 12))).toBe('2026-12-09');
    // A repeat of 'open' (getLoja at a restart) changes nothing.
    clock.storeOpenChanged(true, at(9, 12));
    expect(clock.dayOf(at(9, 13))).toBe('2026-12-09');
    // Opened at 18:00: its first 05:00 is under 18 h away, so that night is not cut.
    const night = clockIn(tmpDir());
    night.storeOpenChanged(false, at(1, 23));
    night.storeOpenChanged(true, at(2, 18));
    expect(night.dayOf(at(3, 5))).toBe('2026-12-02');
    expect(night.dayOf(at(4, 5))).toBe('2026-12-04');
  });

  it('first heard while open after midnight: the 05:00 day goes on (no restart mid-service)', () => {
    const clock = clockIn(tmpDir());
    clock.storeOpenChanged(true, at(3, 2));
    expect(clock.dayOf(at(3, 3))).toBe('2026-12-02');
    clock.storeOpenChanged(false, at(3, 3));
    clock.storeOpenChanged(true, at(3, 18));
    expect(clock.dayOf(at(3, 18))).toBe('2026-12-03');
  });

  it('a restart reads what it heard: the same day, and the same next day', () => {
    const dir = tmpDir();
    const before = clockIn(dir);
    before.storeOpenChanged(false, at(2, 9));
    before.storeOpenChanged(true, at(2, 18));
    const after = clockIn(dir);
    expect(after.dayOf(at(3, 6))).toBe('2026-12-02');
    after.storeOpenChanged(false, at(3, 7));
    expect(clockIn(dir).dayOf(at(3, 8))).toBe('2026-12-02');
    // Reported open on the next start, after the desk was off through the evening's opening.
    const later = clockIn(dir);
    later.storeOpenChanged(true, at(3, 20));
    expect(later.dayOf(at(3, 20))).toBe('2026-12-03');
  });

  it('an unreadable file: back to the 05:00 turn, logged, kept aside', () => {
    const dir = tmpDir();
    fs.writeFileSync(path.join(dir, 'business-day.json'), '{"day": 3');
    const log = createMemoryLogger();
    const clock = createBusinessDayClock({ file: path.join(dir, 'business-day.json'), log });
    expect(clock.dayOf(at(3, 4))).toBe('2026-12-02');
    expect(log.has('warn', 'Dia de trabalho das impressoras ilegível')).toBe(true);
  });

  it('calendarDate is the local date', () => {
    expect(calendarDate(at(31, 23, 59))).toBe('2026-12-31');
  });
});

describe('the station numbers follow the business day the store opened', () => {
  const journals: PrintJournal[] = [];
  afterEach(async () => {
    await Promise.all(journals.splice(0).map((j) => j.stop()));
  });

  function journalAt(dir: string, start: number) {
    const time = fakeClock(start);
    const day = clockIn(dir);
    const port: JournalPort = { send: () => Promise.resolve() };
    const journal = createPrintJournal({
      file: path.join(dir, 'print-journal.json'),
      log: createMemoryLogger(),
      timers: time.timers,
      delayMs: () => 0,
      numberTickets: () => true,
      portFor: () => port,
      render: (job) => Buffer.from(job.orderId),
      businessDayOf: (when) => day.dayOf(when),
    });
    journal.start();
    journals.push(journal);
    return { journal, day, time };
  }

  it('past midnight the count goes on; after a restart too; the next opening starts from 1', async () => {
    const dir = tmpDir();
    const first = journalAt(dir, at(2, 23));
    first.day.storeOpenChanged(true, at(2, 18));
    const ticket = (j: PrintJournal, id: string) =>
      j.enqueue({ orderId: id, kind: 'cashier', printerId: 'Caixa' }).stationNo;
    expect(ticket(first.journal, '1')).toBe(1);
    await first.journal.stop();
    journals.splice(0);
    // Restarted at 06:00, still open: past 05:00, the same night's count.
    const second = journalAt(dir, at(3, 6));
    expect(ticket(second.journal, '2')).toBe(2);
    second.day.storeOpenChanged(false, at(3, 6, 30));
    second.day.storeOpenChanged(true, at(3, 18));
    const third = journalAt(dir, at(3, 18, 5));
    expect(ticket(third.journal, '3')).toBe(1);
  });
});
