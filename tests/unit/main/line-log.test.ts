// The rotation of a snapshot + log store's log (main/storage/line-log.ts): when a compaction that
// did not finish left its rotated log, the current log joins it without a line a power cut tore.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { logPathOf, rotateLineLog, rotatedLogPathOf } from '../../../main/storage/line-log';
import { openAppendLog, type AppendLog } from '../../../main/storage/append-log';

function store(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'line-log-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'store.json');
}

async function rotate(file: string): Promise<void> {
  const released: AppendLog[] = [];
  rotateLineLog(file, (log) => released.push(log));
  await Promise.all(released.map((l) => l.close()));
}

describe('rotateLineLog onto a rotated log left by an unfinished compaction', () => {
  it.each<[string, string, string]>([
    ['whole lines', '{"a":2}\n{"a":3}\n', '{"a":1}\n{"a":2}\n{"a":3}\n'],
    ['a torn last line is left out', '{"a":2}\n{"a":', '{"a":1}\n{"a":2}\n'],
    ['a whole last line without its newline is kept', '{"a":2}\n{"a":3}', '{"a":1}\n{"a":2}\n{"a":3}\n'],
    ['only a torn line: nothing joins', '{"a":', '{"a":1}\n'],
    ['one whole line without a newline', '{"a":2}', '{"a":1}\n{"a":2}\n'],
    ['an empty log: nothing joins', '', '{"a":1}\n'],
  ])('%s', async (_name, current, merged) => {
    const file = store();
    fs.writeFileSync(rotatedLogPathOf(file), '{"a":1}\n');
    fs.writeFileSync(logPathOf(file), current);
    await rotate(file);
    expect(fs.readFileSync(rotatedLogPathOf(file), 'utf8')).toBe(merged);
    expect(fs.existsSync(logPathOf(file))).toBe(false);
  });

  it('the joined lines are on the disk (fdatasync) before the current log is removed', async () => {
    const file = store();
    fs.writeFileSync(rotatedLogPathOf(file), '{"a":1}\n');
    fs.writeFileSync(logPathOf(file), '{"a":2}\n');
    const sync = vi.spyOn(fs, 'fdatasyncSync');
    onTestFinished(() => sync.mockRestore());
    const released: AppendLog[] = [];
    rotateLineLog(file, (log) => released.push(log));
    expect(sync).toHaveBeenCalledTimes(1);
    await Promise.all(released.map((l) => l.close()));
  });

  it('without a rotated log, the log is renamed as it is', async () => {
    const file = store();
    fs.writeFileSync(logPathOf(file), '{"a":2}\n{"a":');
    await rotate(file);
    expect(fs.readFileSync(rotatedLogPathOf(file), 'utf8')).toBe('{"a":2}\n{"a":');
  });
});

describe('openAppendLog synced()', () => {
  it('resolves once every line appended before it is on the disk, and at once when nothing waits', async () => {
    const file = store();
    const log = openAppendLog(file);
    await log.synced();
    const synced = vi.spyOn(fs, 'fdatasync');
    log.append('{"a":1}');
    log.append('{"a":2}');
    const waited = log.synced();
    log.append('{"a":3}');
    await waited;
    // The first background sync covered line 1; the one started after it, lines 2 and 3.
    expect(synced.mock.calls.length).toBeGreaterThanOrEqual(1);
    await log.synced();
    const calls = synced.mock.calls.length;
    await log.synced();
    expect(synced.mock.calls.length).toBe(calls);
    log.append('{"a":4}', { durable: true });
    await log.synced();
    expect(synced.mock.calls.length).toBe(calls);
    synced.mockRestore();
    await log.close();
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":1}\n{"a":2}\n{"a":3}\n{"a":4}\n');
  });
});
