// The journal store's rules one by one: what a load reports, the recovery after a crash, when a
// compaction starts (and when it waits after a failure), a log that cannot be written, and the
// merge of a left-over rotated log. Each message is the one support reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../support/logger';
import { queuedJob, T0 } from '../../support/print-journal';
import type { PrintJob } from '../../../main/printing/journal';
import {
  COMPACT_MIN_LINES,
  createJournalStore,
  logPathOf,
  readJournalFiles,
  rotatedLogPathOf,
} from '../../../main/printing/journal/store';

const DAY = 24 * 60 * 60 * 1000;

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-store-rules-'));
  dirs.push(dir);
  return path.join(dir, 'print-journal.json');
}

const job = queuedJob;

const line = (record: unknown) => `${JSON.stringify(record)}\n`;
const snapshotOf = (...jobs: PrintJob[]) => JSON.stringify({ version: 1, jobs });

function store(
  file: string,
  opts: { jobs?: Map<string, PrintJob>; now?: () => number; compactMinLines?: number } = {},
) {
  const log = createMemoryLogger();
  const jobs = opts.jobs ?? new Map<string, PrintJob>();
  const s = createJournalStore({
    file,
    log,
    jobs,
    now: opts.now ?? (() => T0),
    ...(opts.compactMinLines === undefined ? {} : { compactMinLines: opts.compactMinLines }),
  });
  return { store: s, log, jobs };
}

describe('what a load reads', () => {
  it('nothing on disk: an empty journal, snapshot missing', () => {
    const file = tempFile();
    expect(readJournalFiles(file, createMemoryLogger(), T0)).toEqual({
      jobs: new Map(),
      counters: new Map(),
      snapshot: 'missing',
      logRecords: 0,
      currentLogRecords: 0,
      rotated: false,
    });
  });

  it('snapshot, then rotated log, then current log: the last record per key wins, deletions apply', () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf(job(1), job(2), job(3)));
    fs.writeFileSync(
      rotatedLogPathOf(file),
      line({ put: job(1, { state: 'printing' }) }) + line({ del: job(2).key }),
    );
    fs.writeFileSync(logPathOf(file), line({ put: job(1, { state: 'printed' }) }) + '   \n');
    const disk = readJournalFiles(file, createMemoryLogger(), T0);
    expect(disk).toMatchObject({ snapshot: 'ok', logRecords: 3, currentLogRecords: 1, rotated: true });
    // The map follows the last change, as it does while running.
    expect([...disk.jobs.keys()]).toEqual([job(3).key, job(1).key]);
    expect(disk.jobs.get(job(1).key)?.state).toBe('printed');
  });

  it('a blank line is not a damaged one', () => {
    const file = tempFile();
    fs.writeFileSync(logPathOf(file), line({ put: job(1) }) + '   \n\n' + line({ put: job(2) }));
    const log = createMemoryLogger();
    expect(readJournalFiles(file, log, T0).jobs.size).toBe(2);
    expect(log.lines).toEqual([]);
  });

  it('a copy that cannot be made is reported as none', () => {
    const file = tempFile();
    fs.writeFileSync(file, '{');
    fs.writeFileSync(logPathOf(file), 'nope\n' + line({ put: job(1) }));
    vi.spyOn(fs, 'copyFileSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
    });
    const log = createMemoryLogger();
    readJournalFiles(file, log, T0);
    expect(log.has('error', 'Fila de impressão ilegível; começando vazia (cópia em nenhuma)')).toBe(true);
    expect(log.has('error', 'ignorada(s) (cópia em nenhuma)')).toBe(true);
  });

  it('a corrupt snapshot is reported with its copy; the logs still count', () => {
    const file = tempFile();
    fs.writeFileSync(file, '{"version":1,"jobs":[');
    fs.writeFileSync(logPathOf(file), line({ put: job(4) }));
    const log = createMemoryLogger();
    const disk = readJournalFiles(file, log, T0);
    expect(disk).toMatchObject({ snapshot: 'invalid', logRecords: 1, currentLogRecords: 1, rotated: false });
    const copy = `${file}.corrupt-${new Date(T0).toISOString().replace(/[:.]/g, '-')}`;
    expect(log.has('error', `Fila de impressão ilegível; começando vazia (cópia em ${copy})`)).toBe(true);
  });

  it('a log that cannot be read is logged and skipped', () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf(job(1)));
    fs.mkdirSync(logPathOf(file));
    const log = createMemoryLogger();
    const disk = readJournalFiles(file, log, T0);
    expect(
      log.has('error', 'Registro da fila de impressão ilegível (print-journal.json.log); ignorado'),
    ).toBe(true);
    expect([...disk.jobs.keys()]).toEqual([job(1).key]);
    expect(disk.currentLogRecords).toBe(0);
  });

  it('a torn last line and damaged lines are reported as such', () => {
    const file = tempFile();
    fs.writeFileSync(
      logPathOf(file),
      line({ put: job(1) }) + '{"put": 1}\n' + 'nope\n' + line({ put: job(2) }) + '{"put":{"key":"3',
    );
    const log = createMemoryLogger();
    const disk = readJournalFiles(file, log, T0);
    expect([...disk.jobs.keys()]).toEqual([job(1).key, job(2).key]);
    expect(
      log.has(
        'warn',
        'Fila de impressão: última linha de print-journal.json.log incompleta (gravação interrompida); ignorada',
      ),
    ).toBe(true);
    const copy = `${logPathOf(file)}.corrupt-${new Date(T0).toISOString().replace(/[:.]/g, '-')}`;
    expect(
      log.has(
        'error',
        `Fila de impressão: 2 linha(s) ilegível(is) em print-journal.json.log; ignorada(s) (cópia em ${copy})`,
      ),
    ).toBe(true);
  });

  it('a clean log says nothing', () => {
    const file = tempFile();
    fs.writeFileSync(logPathOf(file), line({ put: job(1) }));
    const log = createMemoryLogger();
    readJournalFiles(file, log, T0);
    expect(log.lines).toEqual([]);
  });
});

describe('recovery on load', () => {
  it('a send cut off comes back queued as REIMPRESSÃO; old printed jobs go; the rest as they were', () => {
    const file = tempFile();
    const failed = job(3, { state: 'failed', attempts: 2, lastError: 'x', nextAttemptAt: T0 + 1000 });
    fs.writeFileSync(
      file,
      snapshotOf(
        job(1, { state: 'printing', attempts: 1 }),
        job(2, { state: 'printed', printedAt: T0 - 2 * DAY - 1 }),
        failed,
        job(4, { state: 'printed', printedAt: T0 - 2 * DAY + 1000 }),
      ),
    );
    const { store: s, log } = store(file);
    const loaded = s.load();
    expect(loaded.map((j) => j.key)).toEqual([job(1).key, failed.key, job(4).key]);
    expect(loaded[0]).toEqual(job(1, { state: 'queued', reprint: true, attempts: 1, updatedAt: T0 }));
    expect(loaded[1]).toEqual(failed);
    expect(log.has('warn', `Impressão interrompida (${job(1).key}); será reimpressa`)).toBe(true);
  });
});

describe('when a compaction starts', () => {
  const compacted = (file: string) =>
    !fs.existsSync(logPathOf(file)) || fs.existsSync(rotatedLogPathOf(file));

  it('not after loading a clean snapshot with no log', async () => {
    const file = tempFile();
    const text = `${snapshotOf(job(1))}   `;
    fs.writeFileSync(file, text);
    const { store: s } = store(file);
    s.load();
    s.compactIfDue();
    await s.close();
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  it.each([
    ['the log has records', (file: string) => fs.writeFileSync(logPathOf(file), line({ put: job(2) }))],
    ['a rotated log was left', (file: string) => fs.writeFileSync(rotatedLogPathOf(file), '')],
    [
      'the recovery changed a job',
      (file: string) => fs.writeFileSync(file, snapshotOf(job(1, { state: 'printing' }))),
    ],
    [
      'the recovery dropped an old printed job',
      (file: string) =>
        fs.writeFileSync(file, snapshotOf(job(1), job(2, { state: 'printed', printedAt: T0 - 3 * DAY }))),
    ],
    ['the snapshot is missing', (file: string) => fs.rmSync(file)],
    ['the snapshot is corrupt', (file: string) => fs.writeFileSync(file, '{')],
  ])('right after loading when %s', async (_name, arrange) => {
    const file = tempFile();
    fs.writeFileSync(file, `${snapshotOf(job(1))}   `);
    arrange(file);
    const { store: s, jobs } = store(file);
    for (const j of s.load()) jobs.set(j.key, j);
    s.compactIfDue();
    await s.close();
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/ {3}$/);
    expect(readJournalFiles(file, createMemoryLogger(), T0).jobs.size).toBe(jobs.size);
  });

  it('once the log has as many lines as the minimum, or as live jobs if there are more', async () => {
    expect(COMPACT_MIN_LINES).toBe(1000);
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    const { store: s, jobs } = store(file, { compactMinLines: 3 });
    s.load();
    for (let n = 1; n <= 5; n++) jobs.set(job(n).key, job(n));
    for (let n = 1; n <= 4; n++) {
      s.put(job(n));
      s.compactIfDue();
    }
    // 4 lines, 5 live jobs: not yet.
    expect(compacted(file)).toBe(false);
    s.put(job(5));
    s.compactIfDue();
    expect(compacted(file)).toBe(true);
    await s.close();
    expect(readJournalFiles(file, createMemoryLogger(), T0).jobs.size).toBe(5);
  });

  it('counts the lines already in the log at load', async () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    const { store: s } = store(file, { compactMinLines: 3 });
    s.load();
    s.put(job(1));
    s.put(job(2));
    await s.close();
    fs.writeFileSync(file, snapshotOf());
    const again = store(file, { compactMinLines: 3 });
    // Two lines in the log: the load asks for a compaction at once; let it finish first.
    again.store.load();
    again.store.compactIfDue();
    await again.store.close();
    const third = store(file, { compactMinLines: 3 });
    third.store.load();
    third.store.put(job(3));
    third.store.put(job(4));
    third.store.compactIfDue();
    expect(compacted(file)).toBe(false);
    await third.store.close();
    const fourth = store(file, { compactMinLines: 3 });
    // Wanted at load (the log has records): compacts whatever the count.
    fourth.store.load();
    fourth.store.put(job(5));
    fourth.store.compactIfDue();
    expect(compacted(file)).toBe(true);
    await fourth.store.close();
  });

  it('after a failed compaction, the next waits a minute', async () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    let now = T0;
    const { store: s, jobs, log } = store(file, { compactMinLines: 1, now: () => now });
    s.load();
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(
      Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }),
    );
    jobs.set(job(1).key, job(1));
    s.put(job(1));
    await s.compact();
    expect(
      log.has('error', 'Não foi possível compactar a fila de impressão; o registro continua com tudo'),
    ).toBe(true);
    s.put(job(1, { state: 'printed' }));
    now = T0 + 59_999;
    s.compactIfDue();
    expect(fs.existsSync(logPathOf(file))).toBe(true);
    now = T0 + 60_000;
    s.compactIfDue();
    expect(fs.existsSync(logPathOf(file))).toBe(false);
    await s.close();
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    expect(log.has('debug', 'Fila de impressão compactada (1 impressões, 0 ms)')).toBe(true);
  });

  it('a rotation that fails is logged, and a compaction the load asked for is retried a minute later', async () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    fs.writeFileSync(logPathOf(file), line({ put: job(1) }));
    let now = T0;
    const { store: s, jobs, log } = store(file, { now: () => now });
    for (const j of s.load()) jobs.set(j.key, j);
    const rename = vi.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EPERM'), { code: 'EPERM' });
    });
    s.compactIfDue();
    expect(rename).toHaveBeenCalledTimes(1);
    expect(
      log.has('error', 'Não foi possível compactar a fila de impressão; o registro continua com tudo'),
    ).toBe(true);
    now = T0 + 59_999;
    s.compactIfDue();
    expect(rename).toHaveBeenCalledTimes(1);
    now = T0 + 60_000;
    s.compactIfDue();
    await s.close();
    expect(rename).toHaveBeenCalledTimes(2);
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).jobs).toEqual([job(1)]);
  });
});

describe('a log that cannot be written', () => {
  it('keeps going from memory, says so once, says when it writes again, and compacts the lost lines in', async () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    const { store: s, jobs, log } = store(file);
    s.load();
    fs.mkdirSync(logPathOf(file));
    jobs.set(job(1).key, job(1));
    s.put(job(1));
    expect(log.has('error', 'Não foi possível gravar a fila de impressão')).toBe(true);
    s.put(job(1, { attempts: 1 }));
    s.put(job(1, { attempts: 2 }));
    expect(log.lines.filter((l) => l.includes('Não foi possível gravar a fila de impressão'))).toHaveLength(
      1,
    );
    expect(log.has('error', 'Não foi possível gravar a fila de impressão')).toBe(true);
    fs.rmdirSync(logPathOf(file));
    jobs.set(job(2).key, job(2));
    s.put(job(2));
    expect(log.has('info', 'Registro da fila de impressão gravado de novo')).toBe(true);
    s.put(job(2, { attempts: 1 }));
    expect(log.lines.filter((l) => l.includes('gravado de novo'))).toHaveLength(1);
    // The lost line is written by the compaction the failure asked for.
    s.compactIfDue();
    await s.close();
    expect([...readJournalFiles(file, createMemoryLogger(), T0).jobs.keys()]).toEqual([
      job(1).key,
      job(2).key,
    ]);
  });

  it('a background sync that fails is logged as a warning', async () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    vi.spyOn(fs, 'fdatasync').mockImplementation(((_fd: number, cb: (error: Error | null) => void) =>
      cb(Object.assign(new Error('EIO'), { code: 'EIO' }))) as typeof fs.fdatasync);
    const { store: s, log } = store(file);
    s.load();
    s.put(job(1));
    await s.close();
    expect(log.has('warn', 'Falha ao sincronizar o registro da fila de impressão')).toBe(true);
  });
});

describe('what is on the disk when a write returns', () => {
  function loadedWatchingSyncs() {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    const sync = vi.spyOn(fs, 'fdatasyncSync');
    const { store: s } = store(file);
    s.load();
    return { file, sync, s };
  }

  it('a durable put is synced (fdatasync) before it returns; a plain one is left to the background', async () => {
    const { sync, s } = loadedWatchingSyncs();
    s.put(job(1));
    expect(sync).not.toHaveBeenCalled();
    s.put(job(2), { durable: true });
    expect(sync).toHaveBeenCalledTimes(1);
    s.putAll([job(3)]);
    expect(sync).toHaveBeenCalledTimes(1);
    s.putAll([job(3), job(4)], { durable: true });
    expect(sync).toHaveBeenCalledTimes(2);
    await s.close();
  });

  it('a removal is left to the background: it does not wait for the disk', async () => {
    const { sync, s } = loadedWatchingSyncs();
    s.put(job(1), { durable: true });
    expect(sync).toHaveBeenCalledTimes(1);
    s.remove(job(1).key);
    expect(sync).toHaveBeenCalledTimes(1);
    await s.close();
  });

  it('putting no jobs writes and syncs nothing', async () => {
    const { file, sync, s } = loadedWatchingSyncs();
    s.putAll([], { durable: true });
    expect(sync).not.toHaveBeenCalled();
    expect(fs.existsSync(logPathOf(file))).toBe(false);
    await s.close();
  });
});

describe('a left-over rotated log', () => {
  it('takes the current log (without a torn last line) before the snapshot is written', async () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    fs.writeFileSync(rotatedLogPathOf(file), line({ put: job(1) }));
    fs.writeFileSync(logPathOf(file), line({ put: job(2) }) + line({ put: job(3) }) + '{"put":{"key":"9');
    const { store: s, jobs } = store(file);
    for (const j of s.load()) jobs.set(j.key, j);
    // The snapshot's rename fails: the merged rotated log stays to be read.
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(new Error('ENOSPC'));
    await s.compact();
    expect(fs.readFileSync(rotatedLogPathOf(file), 'utf8')).toBe(
      line({ put: job(1) }) + line({ put: job(2) }) + line({ put: job(3) }),
    );
    expect(fs.existsSync(logPathOf(file))).toBe(false);
    await s.close();
  });

  it('keeps a complete last line that only lacks its newline', async () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    fs.writeFileSync(rotatedLogPathOf(file), line({ put: job(1) }));
    fs.writeFileSync(logPathOf(file), line({ put: job(3) }) + JSON.stringify({ put: job(2) }));
    const { store: s } = store(file);
    s.load();
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(new Error('ENOSPC'));
    await s.compact();
    expect(fs.readFileSync(rotatedLogPathOf(file), 'utf8')).toBe(
      line({ put: job(1) }) + line({ put: job(3) }) + line({ put: job(2) }),
    );
    await s.close();
  });

  it('adds nothing when the current log held only a torn line, or is missing', async () => {
    for (const current of ['{"put":{"key', ' \n\n', null]) {
      const file = tempFile();
      fs.writeFileSync(file, snapshotOf());
      fs.writeFileSync(rotatedLogPathOf(file), line({ put: job(1) }));
      if (current !== null) fs.writeFileSync(logPathOf(file), current);
      const { store: s } = store(file);
      s.load();
      vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(new Error('ENOSPC'));
      await s.compact();
      expect(fs.readFileSync(rotatedLogPathOf(file), 'utf8')).toBe(line({ put: job(1) }));
      expect(fs.existsSync(logPathOf(file))).toBe(false);
      await s.close();
      vi.restoreAllMocks();
    }
  });
});

describe('the snapshot a compaction writes', () => {
  it('is the earlier format, one job per line, in parts for large queues', async () => {
    const file = tempFile();
    const jobs = new Map<string, PrintJob>();
    for (let n = 1; n <= 1001; n++) jobs.set(job(n).key, job(n));
    const { store: s } = store(file, { jobs });
    s.load();
    await s.compact();
    await s.close();
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('{"version":1,"jobs":[\n{"key":"1:cashier:-:Caixa"')).toBe(true);
    expect(text.endsWith('}\n]}\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(1001 + 3);
    expect(JSON.parse(text).jobs).toHaveLength(1001);
  });

  it('an empty queue writes an empty list', async () => {
    const file = tempFile();
    const { store: s } = store(file);
    s.load();
    await s.compact();
    await s.close();
    expect(fs.readFileSync(file, 'utf8')).toBe('{"version":1,"jobs":[\n]}\n');
  });

  it('a compaction with no log to rotate finishes cleanly, and the next change does not start another', async () => {
    const file = tempFile();
    const { store: s, log, jobs } = store(file);
    s.load();
    await s.compact();
    expect(log.lines.filter((l) => l.includes('[error]'))).toEqual([]);
    jobs.set(job(1).key, job(1));
    s.put(job(1));
    s.compactIfDue();
    expect(fs.existsSync(logPathOf(file))).toBe(true);
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    await s.close();
  });

  it('a current log that cannot be read when merging stops the compaction (logged) and loses nothing', async () => {
    const file = tempFile();
    fs.writeFileSync(file, snapshotOf());
    fs.writeFileSync(rotatedLogPathOf(file), line({ put: job(1) }));
    fs.mkdirSync(logPathOf(file));
    const { store: s, log } = store(file);
    s.load();
    await s.compact();
    expect(
      log.has('error', 'Não foi possível compactar a fila de impressão; o registro continua com tudo'),
    ).toBe(true);
    expect(fs.readFileSync(rotatedLogPathOf(file), 'utf8')).toBe(line({ put: job(1) }));
    expect(fs.readFileSync(file, 'utf8')).toBe(snapshotOf());
    await s.close();
  });

  it('a compaction asked for twice at once runs once', async () => {
    const file = tempFile();
    const { store: s } = store(file);
    s.load();
    const first = s.compact();
    expect(s.compact()).toBe(first);
    await first;
    await s.close();
  });
});

/** Files this process holds open under `dir` (Linux: /proc/self/fd). */
function openFilesUnder(dir: string): string[] {
  return fs.readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(dir) ? [target] : [];
    } catch {
      return [];
    }
  });
}

describe.runIf(process.platform === 'linux')('close()', () => {
  it('leaves no journal file open, the logs released on rotation and merge included', async () => {
    const file = tempFile();
    const dir = path.dirname(file);
    fs.writeFileSync(file, snapshotOf());
    fs.writeFileSync(rotatedLogPathOf(file), line({ put: job(1) }));
    const { store: s, jobs } = store(file, { compactMinLines: 2 });
    for (const j of s.load()) jobs.set(j.key, j);
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(new Error('ENOSPC'));
    s.put(job(2));
    expect(openFilesUnder(dir).length).toBeGreaterThan(0);
    // Merges the current log into the rotated one (failing its snapshot), then rotates again.
    await s.compact();
    jobs.set(job(3).key, job(3));
    s.put(job(3));
    s.put(job(3, { attempts: 1 }));
    await s.compact();
    s.put(job(4));
    await s.close();
    expect(openFilesUnder(dir)).toEqual([]);
  });
});
