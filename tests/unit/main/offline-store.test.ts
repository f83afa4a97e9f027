// The desktop's outbox and orders cache on disk (issue 19): what is kept survives a restart (a new
// store on the same folder), in pressing order, nothing half-written or foreign is ever handed
// back, and the day's orders are unreadable on disk where the OS has a keychain.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { OUTBOX_MAX_ENTRIES, OUTBOX_MAX_NOTICES, type OutboxEntry } from '../../../shared/offline';
import { createOfflineStore, ORDERS_CACHE_FILE, OUTBOX_FILE } from '../../../main/offline';
import { createOutboxStore } from '../../../main/offline/outbox-store';
import { OUTBOX_FULL_MESSAGE } from '../../../shared/offline';
import { logPathOf, rotatedLogPathOf } from '../../../main/storage/line-log';
import { withWeakKeychainCheck } from '../../../main/storage/secret-storage';
import { createMemoryLogger } from '../../support/logger';
import { CACHED_ORDER_ID, MORNING, NEXT_MORNING, newEntry, notice, ordersCache } from '../../support/offline';
import { fakeSafeStorage } from './fakes';

const dirs: string[] = [];
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-store-'));
  dirs.push(dir);
  return dir;
}

function offline(dir: string, opts: { now?: number; encryption?: boolean; platform?: string } = {}) {
  const log = createMemoryLogger();
  const store = createOfflineStore({
    dataDir: dir,
    safeStorage: withWeakKeychainCheck(
      fakeSafeStorage(opts.encryption ?? true),
      opts.platform ?? 'linux',
      log,
    ),
    log,
    now: () => opts.now ?? MORNING,
  });
  open.push(store);
  return { ...store.ipc, store, log };
}

/** A store on `dir` with newEntry(n) queued for each of `ns`, in that order. */
function offlineWith(dir: string, ...ns: number[]) {
  const s = offline(dir);
  for (const n of ns) s.addToOutbox(newEntry(n));
  return s;
}

/** A restart: the running store closes its file, a new one reads the folder. */
async function restart(previous: { store: { close(): Promise<void> } }, dir: string, opts = {}) {
  await previous.store.close();
  return offline(dir, opts);
}

const ids = (entries: OutboxEntry[]) => entries.map((e) => e.id);

describe('the outbox on disk', () => {
  it('keeps entries in pressing order with their seq and state, across a restart', async () => {
    const dir = tempDir();
    const first = offline(dir);
    const a = first.addToOutbox(newEntry(1));
    const b = first.addToOutbox(newEntry(2, { action: { kind: 'store-open', open: false } }));
    const estimate = newEntry(3, { action: { kind: 'delivery-time', min: 30, max: 50 } });
    const c = first.addToOutbox(estimate);
    expect([a.seq, b.seq, c.seq]).toEqual([0, 1, 2]);
    expect(a).toEqual({ ...newEntry(1), seq: 0, state: 'waiting' });
    first.markOutboxSending(newEntry(2).id);
    const second = await restart(first, dir);
    const listed = second.listOutbox();
    expect(ids(listed)).toEqual([newEntry(1).id, newEntry(2).id, newEntry(3).id]);
    expect(listed.map((e) => e.state)).toEqual(['waiting', 'sending', 'waiting']);
    expect(listed[2]).toEqual({ ...estimate, seq: 2, state: 'waiting' });
  });

  it('adding an id already kept answers the kept entry and writes nothing', () => {
    const dir = tempDir();
    const s = offline(dir);
    const kept = s.addToOutbox(newEntry(1));
    s.markOutboxSending(kept.id);
    const lines = fs.readFileSync(logPathOf(path.join(dir, OUTBOX_FILE)), 'utf8');
    const again = s.addToOutbox({ ...newEntry(1), pressedAt: new Date(MORNING + 99_000).toISOString() });
    expect(again).toEqual({ ...kept, state: 'sending' });
    expect(s.listOutbox()).toHaveLength(1);
    expect(fs.readFileSync(logPathOf(path.join(dir, OUTBOX_FILE)), 'utf8')).toBe(lines);
  });

  it('every change is a line in the log before it answers (read back by a second store at once)', () => {
    const dir = tempDir();
    const s = offlineWith(dir, 1, 2);
    s.markOutboxSending(newEntry(1).id);
    s.removeFromOutbox(newEntry(2).id);
    const reader = createOutboxStore({
      file: path.join(dir, OUTBOX_FILE),
      log: createMemoryLogger(),
      now: () => MORNING,
    });
    open.push(reader);
    expect(reader.list()).toEqual([{ ...newEntry(1), seq: 0, state: 'sending' }]);
  });

  it('every change, notices included, is synced to the disk (fdatasync) before it answers; a no-op writes nothing', () => {
    const dir = tempDir();
    const s = offline(dir);
    const logFile = logPathOf(path.join(dir, OUTBOX_FILE));
    const realSync = fs.fdatasyncSync;
    // How many lines the log held each time it was synced: the change itself must be among them.
    const syncedLines: number[] = [];
    const sync = vi.spyOn(fs, 'fdatasyncSync').mockImplementation((fd) => {
      syncedLines.push(fs.readFileSync(logFile, 'utf8').trim().split('\n').length);
      realSync(fd);
    });
    const backgroundSync = vi.spyOn(fs, 'fdatasync');
    onTestFinished(() => {
      sync.mockRestore();
      backgroundSync.mockRestore();
    });
    const steps: [string, () => unknown][] = [
      ['add', () => s.addToOutbox(newEntry(1))],
      ['mark sending', () => s.markOutboxSending(newEntry(1).id)],
      ['remove', () => s.removeFromOutbox(newEntry(1).id)],
      ['add notice', () => s.addOutboxNotice(notice(1))],
      ['dismiss notice', () => s.dismissOutboxNotice(notice(1).id)],
    ];
    for (const [i, [name, step]] of steps.entries()) {
      step();
      expect(sync, name).toHaveBeenCalledTimes(i + 1);
      expect(syncedLines[i], name).toBe(i + 1);
    }
    // Nothing changes: nothing is written or synced.
    s.markOutboxSending(newEntry(1).id);
    s.removeFromOutbox(newEntry(1).id);
    s.dismissOutboxNotice(notice(1).id);
    expect(sync).toHaveBeenCalledTimes(steps.length);
    expect(backgroundSync).not.toHaveBeenCalled();
  });

  it('removes entries for good; unknown ids are ignored', async () => {
    const dir = tempDir();
    const first = offlineWith(dir, 1, 2);
    first.removeFromOutbox(newEntry(1).id);
    first.removeFromOutbox('nao-existe');
    first.markOutboxSending('nao-existe');
    expect(ids(first.listOutbox())).toEqual([newEntry(2).id]);
    const second = await restart(first, dir);
    expect(ids(second.listOutbox())).toEqual([newEntry(2).id]);
  });

  it('never reuses a seq after a restart, even once the outbox emptied', async () => {
    const dir = tempDir();
    let s = offlineWith(dir, 1, 2);
    s.removeFromOutbox(newEntry(1).id);
    s.removeFromOutbox(newEntry(2).id);
    s = await restart(s, dir);
    expect(s.addToOutbox(newEntry(3)).seq).toBe(2);
    await s.store.outbox.compact();
    s.removeFromOutbox(newEntry(3).id);
    await s.store.outbox.compact();
    s = await restart(s, dir);
    expect(s.listOutbox()).toEqual([]);
    expect(s.addToOutbox(newEntry(4)).seq).toBe(3);
  });

  it(`refuses more than ${OUTBOX_MAX_ENTRIES} waiting actions, in Portuguese, and keeps the rest`, async () => {
    const dir = tempDir();
    let s = offline(dir);
    for (let n = 0; n < OUTBOX_MAX_ENTRIES; n += 1) s.addToOutbox(newEntry(n));
    expect(() => s.addToOutbox(newEntry(OUTBOX_MAX_ENTRIES))).toThrow(OUTBOX_FULL_MESSAGE);
    expect(OUTBOX_FULL_MESSAGE).toBe('Muitas ações aguardando conexão. Aguarde a plataforma voltar.');
    // A retried add of a kept one is still answered; one sent frees a place.
    expect(s.addToOutbox(newEntry(3)).seq).toBe(3);
    s.removeFromOutbox(newEntry(0).id);
    expect(s.addToOutbox(newEntry(OUTBOX_MAX_ENTRIES)).seq).toBe(OUTBOX_MAX_ENTRIES);
    s = await restart(s, dir);
    expect(s.listOutbox()).toHaveLength(OUTBOX_MAX_ENTRIES);
    expect(() => s.addToOutbox(newEntry(OUTBOX_MAX_ENTRIES + 1))).toThrow(OUTBOX_FULL_MESSAGE);
  });

  it('drops a corrupt or foreign line and logs it, never throws; a torn last line is ignored', () => {
    const dir = tempDir();
    const file = path.join(dir, OUTBOX_FILE);
    const put = (n: number) => JSON.stringify({ put: { ...newEntry(n), seq: n, state: 'waiting' } });
    fs.writeFileSync(
      logPathOf(file),
      [
        put(1),
        'not json',
        // An older build's action kind, and a record with a field the schema does not know.
        JSON.stringify({ put: { ...newEntry(2), seq: 2, state: 'waiting', action: { kind: 'cancel' } } }),
        JSON.stringify({ put: { ...newEntry(3), seq: 3, state: 'waiting', extra: true } }),
        put(4),
        put(5).slice(0, 30),
      ].join('\n'),
    );
    const s = offline(dir);
    expect(ids(s.listOutbox())).toEqual([newEntry(1).id, newEntry(4).id]);
    expect(s.log.has('error', '3 linha(s) ilegível(is) em outbox.json.log; descartada(s)')).toBe(true);
    expect(s.log.has('warn', 'última linha de outbox.json.log incompleta')).toBe(true);
    // The next line starts on its own line, after the torn one.
    s.addToOutbox(newEntry(6));
    const reader = createOutboxStore({ file, log: createMemoryLogger(), now: () => MORNING });
    open.push(reader);
    expect(ids(reader.list())).toEqual([newEntry(1).id, newEntry(4).id, newEntry(6).id]);
    expect(reader.list()[2]!.seq).toBe(5);
  });

  it('a snapshot entry that no longer parses is dropped alone; an unreadable snapshot is copied aside', () => {
    const dir = tempDir();
    const file = path.join(dir, OUTBOX_FILE);
    fs.writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        nextSeq: 9,
        entries: [
          { ...newEntry(1), seq: 1, state: 'waiting' },
          { id: 'x', seq: 2 },
        ],
      }),
    );
    const s = offline(dir);
    expect(ids(s.listOutbox())).toEqual([newEntry(1).id]);
    expect(s.log.has('error', '1 registro(s) inválido(s) descartado(s)')).toBe(true);
    expect(s.addToOutbox(newEntry(2)).seq).toBe(9);

    const other = tempDir();
    fs.writeFileSync(path.join(other, OUTBOX_FILE), '{ broken');
    const t = offline(other);
    expect(t.listOutbox()).toEqual([]);
    expect(t.log.has('error', 'Ações aguardando conexão ilegíveis; começando sem elas')).toBe(true);
    expect(fs.readdirSync(other).some((name) => name.startsWith(`${OUTBOX_FILE}.corrupt-`))).toBe(true);
  });

  it('compaction keeps everything, states and seq included, and empties the log', async () => {
    const dir = tempDir();
    const file = path.join(dir, OUTBOX_FILE);
    const log = createMemoryLogger();
    let s = createOutboxStore({ file, log, now: () => MORNING, compactMinLines: 5 });
    for (let n = 1; n <= 4; n += 1) s.add(newEntry(n));
    s.markSending(newEntry(2).id);
    // The fifth line started a compaction in the background; changes during it go to the new log.
    s.remove(newEntry(3).id);
    s.add(newEntry(5));
    await s.close();
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: OutboxEntry[] };
    expect(snapshot.entries.map((e) => e.id)).toEqual([1, 2, 3, 4].map((n) => newEntry(n).id));
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    s = createOutboxStore({ file, log, now: () => MORNING, compactMinLines: 5 });
    open.push(s);
    expect(s.list().map((e) => [e.id, e.seq, e.state])).toEqual([
      [newEntry(1).id, 0, 'waiting'],
      [newEntry(2).id, 1, 'sending'],
      [newEntry(4).id, 3, 'waiting'],
      [newEntry(5).id, 4, 'waiting'],
    ]);
    await s.compact();
    expect(fs.existsSync(logPathOf(file))).toBe(false);
    expect((JSON.parse(fs.readFileSync(file, 'utf8')) as { nextSeq: number }).nextSeq).toBe(5);
  });

  it('a compaction that failed keeps the rotated log and is tried again at the first change a minute later', async () => {
    const file = path.join(tempDir(), OUTBOX_FILE);
    let now = MORNING;
    const s = createOutboxStore({ file, log: createMemoryLogger(), now: () => now, compactMinLines: 5 });
    open.push(s);
    const rename = vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(new Error('ENOSPC'));
    onTestFinished(() => rename.mockRestore());
    for (let n = 1; n <= 5; n += 1) s.add(newEntry(n));
    await s.compact();
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(true);
    now += 59_999;
    s.markSending(newEntry(1).id);
    expect(fs.existsSync(logPathOf(file))).toBe(true);
    now += 1;
    s.markSending(newEntry(2).id);
    expect(fs.existsSync(logPathOf(file))).toBe(false);
    await s.compact();
    expect(fs.existsSync(rotatedLogPathOf(file))).toBe(false);
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: OutboxEntry[] };
    expect(snapshot.entries.map((e) => e.state)).toEqual([
      'sending',
      'sending',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });

  it('a write the disk refuses is an error for the caller and changes nothing', () => {
    const dir = tempDir();
    const file = path.join(dir, OUTBOX_FILE);
    // A folder where the log should be: opening it for appending fails.
    fs.mkdirSync(logPathOf(file));
    const s = offline(dir);
    expect(() => s.addToOutbox(newEntry(1))).toThrow(
      'Não foi possível guardar a ação para enviar quando a conexão voltar.',
    );
    expect(s.listOutbox()).toEqual([]);
    expect(s.log.has('error', 'Não foi possível gravar as ações aguardando conexão')).toBe(true);
  });
});

describe('the notices of refused replays on disk', () => {
  it('survive a restart until dismissed; the same refusal told twice is one notice', async () => {
    const dir = tempDir();
    const first = offlineWith(dir, 1, 2);
    first.addOutboxNotice(notice(2));
    first.removeFromOutbox(newEntry(2).id);
    first.addOutboxNotice(notice(2, { message: 'outra' }));
    first.addOutboxNotice(notice(3));
    const second = await restart(first, dir);
    expect(second.listOutboxNotices()).toEqual([notice(2), notice(3)]);
    expect(ids(second.listOutbox())).toEqual([newEntry(1).id]);
    second.dismissOutboxNotice(notice(2).id);
    second.dismissOutboxNotice('desconhecido');
    const third = await restart(second, dir);
    expect(third.listOutboxNotices()).toEqual([notice(3)]);
  });

  it('are kept through a compaction, and are for their day only', async () => {
    const dir = tempDir();
    const first = offline(dir);
    first.addOutboxNotice(notice(1));
    first.addOutboxNotice(notice(2));
    first.dismissOutboxNotice(notice(1).id);
    await first.store.outbox.compact();
    const file = path.join(dir, OUTBOX_FILE);
    expect(fs.existsSync(logPathOf(file))).toBe(false);
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { notices: unknown[] };
    expect(snapshot.notices).toEqual([notice(2)]);
    const same = await restart(first, dir);
    expect(same.listOutboxNotices()).toEqual([notice(2)]);
    // The next morning the order has left the day's list: its notice goes with it.
    const nextDay = await restart(same, dir, { now: NEXT_MORNING });
    expect(nextDay.listOutboxNotices()).toEqual([]);
  });

  it(`keep at most ${OUTBOX_MAX_NOTICES}: the oldest makes room`, () => {
    const s = offline(tempDir());
    for (let n = 1; n <= OUTBOX_MAX_NOTICES + 1; n += 1) s.addOutboxNotice(notice(n));
    const kept = s.listOutboxNotices();
    expect(kept).toHaveLength(OUTBOX_MAX_NOTICES);
    expect(kept[0]).toEqual(notice(2));
    expect(kept.at(-1)).toEqual(notice(OUTBOX_MAX_NOTICES + 1));
  });
});

describe('the orders cache on disk', () => {
  const cacheFile = (dir: string) => path.join(dir, ORDERS_CACHE_FILE);

  it('is encrypted where the keychain is available: no order id, no customer in clear', () => {
    const dir = tempDir();
    const s = offline(dir);
    s.saveOrdersCache(ordersCache());
    const raw = fs.readFileSync(cacheFile(dir), 'utf8');
    expect(raw).not.toContain(CACHED_ORDER_ID);
    expect(raw).not.toContain('Maria Silva');
    expect(JSON.parse(raw)).toMatchObject({ version: 1, encoding: 'safeStorage' });
    expect(s.loadOrdersCache('42')).toEqual(ordersCache());
  });

  it('is stored plain, with one warning, without a keychain (Linux basic_text counts as none)', () => {
    const dir = tempDir();
    const log = createMemoryLogger();
    const basicText = { ...fakeSafeStorage(true), getSelectedStorageBackend: () => 'basic_text' };
    const store = createOfflineStore({
      dataDir: dir,
      safeStorage: withWeakKeychainCheck(basicText, 'linux', log),
      log,
      now: () => MORNING,
    });
    open.push(store);
    store.ipc.saveOrdersCache(ordersCache());
    store.ipc.saveOrdersCache(ordersCache({ lastContactAt: new Date(MORNING).toISOString() }));
    expect(fs.readFileSync(cacheFile(dir), 'utf8')).toContain(CACHED_ORDER_ID);
    expect(
      log.lines.filter((l) => l.includes('últimos pedidos conhecidos são gravados sem criptografia')),
    ).toHaveLength(1);
    expect(store.ipc.loadOrdersCache('42')?.lastContactAt).toBe(new Date(MORNING).toISOString());

    const unavailable = offline(tempDir(), { encryption: false });
    unavailable.saveOrdersCache(ordersCache());
    expect(unavailable.loadOrdersCache('42')).toEqual(ordersCache());
  });

  it('reads as none for another store, another day, nothing saved, or an unreadable file', async () => {
    const dir = tempDir();
    const s = offline(dir);
    expect(s.loadOrdersCache('42')).toBeNull();
    s.saveOrdersCache(ordersCache());
    expect(s.loadOrdersCache('43')).toBeNull();
    const tomorrow = await restart(s, dir, { now: NEXT_MORNING });
    expect(tomorrow.loadOrdersCache('42')).toBeNull();
    fs.writeFileSync(cacheFile(dir), '{ broken');
    const broken = offline(dir);
    expect(broken.loadOrdersCache('42')).toBeNull();
    fs.writeFileSync(
      cacheFile(dir),
      JSON.stringify({ version: 1, encoding: 'safeStorage', data: 'bm9wZQ==' }),
    );
    expect(broken.loadOrdersCache('42')).toBeNull();
    expect(broken.log.has('warn', 'Não foi possível decifrar os últimos pedidos conhecidos')).toBe(true);
  });

  it('clearOrdersCache removes the file', () => {
    const dir = tempDir();
    const s = offline(dir);
    s.saveOrdersCache(ordersCache());
    s.clearOrdersCache();
    expect(fs.existsSync(cacheFile(dir))).toBe(false);
    expect(s.loadOrdersCache('42')).toBeNull();
    s.clearOrdersCache();
  });
});
