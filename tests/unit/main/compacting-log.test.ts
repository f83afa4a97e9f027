// The log and its compaction that the snapshot + log stores share (main/storage/compacting-log.ts):
// when a compaction is due, the wait after one failed, what a crash mid-compaction leaves on the
// disk, a write the disk refuses (remembered, or thrown on), stored() and close().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  COMPACT_RETRY_MS,
  createCompactingLog,
  type CompactingLogDeps,
} from '../../../main/storage/compacting-log';
import { logPathOf, readLineLog, rotatedLogPathOf } from '../../../main/storage/line-log';
import { createMemoryLogger } from '../../support/logger';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compacting-log-'));
  dirs.push(dir);
  return path.join(dir, 'store.json');
}

const recordSchema = z.object({ k: z.string(), v: z.number() });
type Rec = z.infer<typeof recordSchema>;

const MESSAGES = {
  syncFailed: 'Falha ao sincronizar o teste',
  writeFailed: 'Não foi possível gravar o teste',
  compactFailed: 'Não foi possível compactar o teste; o registro continua com tudo',
};

/** A store of numbers by key: memory holds each change, the log records it, the snapshot is memory. */
function open(file: string, deps: Partial<CompactingLogDeps> = {}) {
  const log = createMemoryLogger();
  const live = new Map<string, number>();
  const store = createCompactingLog<Rec>({
    file,
    log,
    now: () => 0,
    minLines: 3,
    onRefused: 'remember',
    messages: MESSAGES,
    snapshot: () => [JSON.stringify(Object.fromEntries(live)), '\n'],
    ...deps,
  });
  const put = (k: string, v: number) => {
    live.set(k, v);
    store.append([{ k, v }], { durable: false });
  };
  return { store, log, live, put };
}

/** What a store's load finds: the snapshot, then the rotated log, then the current log. */
function reload(file: string): Record<string, number> {
  const state = (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) as Record<
    string,
    number
  >;
  const opts = {
    log: createMemoryLogger(),
    now: new Date(0),
    messages: { unreadable: String, torn: String, bad: String },
  };
  for (const log of [rotatedLogPathOf(file), logPathOf(file)])
    for (const { k, v } of readLineLog(log, recordSchema, opts) ?? []) state[k] = v;
  return state;
}

/** fs.promises.rename (the snapshot's last step) or rm (the rotated log's) held until released. */
function hold(name: 'rename' | 'rm'): () => void {
  const real = fs.promises[name] as (...args: unknown[]) => Promise<void>;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = async (...args: unknown[]) => {
    await released;
    return real(...args);
  };
  vi.spyOn(fs.promises, name).mockImplementation(held);
  return release;
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 20));
const rotated = (file: string) => !fs.existsSync(logPathOf(file));

describe('a compaction is due', () => {
  it('once the current log has minLines lines; then it starts from none', async () => {
    const file = tempFile();
    const { store, log, put } = open(file);
    put('a', 1);
    put('b', 2);
    store.compactIfDue();
    expect(rotated(file)).toBe(false);
    put('c', 3);
    store.compactIfDue();
    expect(rotated(file)).toBe(true);
    await store.compact();
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":1,"b":2,"c":3}\n');
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    put('d', 4);
    store.compactIfDue();
    expect(rotated(file)).toBe(false);
    await store.close();
    expect(log.lines).toEqual([]);
  });

  it('or once it has as many lines as live records, if there are more', async () => {
    const file = tempFile();
    const { store, put } = open(file, { live: () => 5 });
    for (let n = 1; n <= 4; n++) put(`k${n}`, n);
    store.compactIfDue();
    expect(rotated(file)).toBe(false);
    put('k5', 5);
    store.compactIfDue();
    expect(rotated(file)).toBe(true);
    await store.close();
  });

  it('counting the lines the load found, or at once when the load asks for it', async () => {
    const counted = tempFile();
    const first = open(counted);
    first.store.loaded({ lines: 2, wanted: false });
    first.put('a', 1);
    first.store.compactIfDue();
    expect(rotated(counted)).toBe(true);
    await first.store.close();
    const asked = tempFile();
    fs.writeFileSync(logPathOf(asked), '{"k":"a","v":1}\n');
    const second = open(asked);
    second.store.loaded({ lines: 1, wanted: true });
    second.store.compactIfDue();
    expect(rotated(asked)).toBe(true);
    await second.store.close();
  });
});

describe('a compaction that fails', () => {
  it('keeps every file, and the next waits COMPACT_RETRY_MS, whatever the log holds', async () => {
    const file = tempFile();
    let now = 1_000;
    const { store, log, put } = open(file, { now: () => now });
    put('a', 1);
    put('b', 2);
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(new Error('ENOSPC'));
    await store.compact();
    expect(log.has('error', MESSAGES.compactFailed)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    expect(reload(file)).toEqual({ a: 1, b: 2 });
    for (let n = 1; n <= 3; n++) put('c', n);
    now += COMPACT_RETRY_MS - 1;
    store.compactIfDue();
    expect(rotated(file)).toBe(false);
    now += 1;
    store.compactIfDue();
    expect(rotated(file)).toBe(true);
    await store.close();
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ a: 1, b: 2, c: 3 });
  });
});

describe('a crash during a compaction', () => {
  it('between the rotation and the snapshot rename loses nothing on reload, changes made meanwhile included', async () => {
    const file = tempFile();
    const { store, put } = open(file);
    put('a', 1);
    put('b', 2);
    await store.compact();
    put('b', 3);
    put('c', 4);
    const release = hold('rename');
    const compaction = store.compact();
    put('c', 5);
    put('d', 6);
    await turn();
    // The disk as a power cut now would leave it: the old snapshot, the rotated log, the new log.
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":1,"b":2}\n');
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(true);
    expect(reload(file)).toEqual({ a: 1, b: 3, c: 5, d: 6 });
    release();
    await compaction;
    await store.close();
    expect(reload(file)).toEqual({ a: 1, b: 3, c: 5, d: 6 });
  });

  it('between the snapshot rename and the rotated log removal: both read, the last record wins', async () => {
    const file = tempFile();
    const { store, put } = open(file);
    put('a', 1);
    put('a', 2);
    const release = hold('rm');
    const compaction = store.compact();
    put('a', 3);
    await vi.waitFor(() => expect(fs.existsSync(file)).toBe(true));
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(true);
    expect(reload(file)).toEqual({ a: 3 });
    release();
    await compaction;
    await store.close();
  });
});

describe('close()', () => {
  it('waits for a compaction in flight, then the rotated log is gone', async () => {
    const file = tempFile();
    const { store, put } = open(file);
    put('a', 1);
    const release = hold('rename');
    void store.compact();
    let closed = false;
    const closing = store.close().then(() => (closed = true));
    await turn();
    expect(closed).toBe(false);
    release();
    await closing;
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":1}\n');
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
  });
});

describe('a write the disk refuses', () => {
  it('remembered: said once, and again when it writes; the compaction it asks for starts at once', async () => {
    const file = tempFile();
    const { store, log, put } = open(file, {
      now: () => 5_000,
      messages: { ...MESSAGES, writesAgain: 'Teste gravado de novo' },
    });
    // A folder where the log should be: opening it for appending fails.
    fs.mkdirSync(logPathOf(file));
    put('a', 1);
    put('a', 2);
    expect(log.lines.filter((l) => l.includes(MESSAGES.writeFailed))).toHaveLength(1);
    fs.rmdirSync(logPathOf(file));
    put('b', 1);
    put('b', 2);
    expect(log.lines.filter((l) => l.includes('[info] Teste gravado de novo'))).toHaveLength(1);
    store.compactIfDue();
    expect(rotated(file)).toBe(true);
    await store.close();
    expect(reload(file)).toEqual({ a: 2, b: 2 });
  });

  it('thrown on: said each time, no compaction asked for, the next append opens the log again', async () => {
    const file = tempFile();
    const { store, log } = open(file, { onRefused: 'throw' });
    fs.mkdirSync(logPathOf(file));
    const append = () => store.append([{ k: 'a', v: 1 }], { durable: true });
    expect(append).toThrow();
    expect(append).toThrow();
    expect(log.lines.filter((l) => l.includes(`[error] ${MESSAGES.writeFailed}`))).toHaveLength(2);
    fs.rmdirSync(logPathOf(file));
    store.compactIfDue();
    append();
    await store.close();
    expect(fs.existsSync(file)).toBe(false);
    expect(reload(file)).toEqual({ a: 1 });
  });

  it('remembered without a message for writing again: says only the refusal', async () => {
    const file = tempFile();
    const { store, log, put } = open(file);
    fs.mkdirSync(logPathOf(file));
    put('a', 1);
    fs.rmdirSync(logPathOf(file));
    put('a', 2);
    await store.close();
    expect(log.lines).toHaveLength(1);
    expect(log.has('error', MESSAGES.writeFailed)).toBe(true);
  });

  it('is not one when the folder is missing: the first append makes it; no records, no write', async () => {
    const file = path.join(path.dirname(tempFile()), 'novo', 'store.json');
    const { store } = open(file);
    store.append([], { durable: true });
    expect(fs.existsSync(path.dirname(file))).toBe(false);
    store.append([{ k: 'a', v: 1 }], { durable: true });
    await store.close();
    expect(reload(file)).toEqual({ a: 1 });
  });
});

describe('stored()', () => {
  it('resolves once what was appended is on the disk, a log rotated away meanwhile included', async () => {
    const file = tempFile();
    const { store, put } = open(file);
    await store.stored();
    const held: (() => void)[] = [];
    const fdatasync = fs.fdatasync;
    vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, cb: (error: Error | null) => void) => {
      held.push(() => fdatasync(fd, cb));
    }) as typeof fs.fdatasync);
    let done = 0;
    put('a', 1);
    void store.stored().then(() => (done += 1));
    await turn();
    expect(done).toBe(0);
    held.splice(0).forEach((sync) => sync());
    await vi.waitFor(() => expect(done).toBe(1));
    put('b', 2);
    const compaction = store.compact();
    void store.stored().then(() => (done += 1));
    await turn();
    expect(done).toBe(1);
    held.splice(0).forEach((sync) => sync());
    await vi.waitFor(() => expect(done).toBe(2));
    await compaction;
    await store.close();
  });
});
