// The outbox through the real main core (issue 19 §4): a desk restarted in the middle of sending
// finds every waiting action, in pressing order, the one already marked 'sending' still marked, so
// the renderer checks the platform before sending it again instead of sending it twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Channels } from '../../../shared/bridge';
import type { OutboxEntry } from '../../../shared/offline';
import { createMainCore, type MainCore } from '../../../main/core';
import { MORNING, newEntry, ordersCache } from '../../support/offline';
import { fakeMainDeps, FakeIpcMain } from './fakes';

const dirs: string[] = [];
const cores: MainCore[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.stop({ drainMs: 0 })));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function boot(userData: string) {
  const f = fakeMainDeps({ offline: { dataDir: path.join(userData, 'offline'), now: () => MORNING } });
  const core = createMainCore(f.deps);
  cores.push(core);
  const ipc = new FakeIpcMain();
  core.registerIpc(ipc);
  core.start();
  return { core, ipc };
}

describe('the outbox across a restart of the main process', () => {
  it('keeps every entry, in order, with its state', async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-core-'));
    dirs.push(userData);
    const first = boot(userData);
    const accept = newEntry(1);
    const close = newEntry(2, { action: { kind: 'store-open', open: false } });
    const estimate = newEntry(3, { action: { kind: 'delivery-time', min: 40, max: 60 } });
    for (const entry of [accept, close, estimate])
      await first.ipc.invoke(Channels.offline.addToOutbox, entry);
    // The first request may have reached the platform when the desk went down.
    await first.ipc.invoke(Channels.offline.markOutboxSending, accept.id);
    await first.ipc.invoke(Channels.offline.saveOrdersCache, ordersCache());
    await first.core.stop({ drainMs: 0 });

    const second = boot(userData);
    const listed = (await second.ipc.invoke(Channels.offline.listOutbox)) as OutboxEntry[];
    expect(listed).toEqual([
      { ...accept, seq: 0, state: 'sending' },
      { ...close, seq: 1, state: 'waiting' },
      { ...estimate, seq: 2, state: 'waiting' },
    ]);
    expect(await second.ipc.invoke(Channels.offline.loadOrdersCache, '42')).toEqual(ordersCache());
    // The restarted desk goes on where the first stopped: the next action sorts after them all.
    await second.ipc.invoke(Channels.offline.removeFromOutbox, accept.id);
    const next = (await second.ipc.invoke(Channels.offline.addToOutbox, newEntry(4))) as OutboxEntry;
    expect(next.seq).toBe(3);
  });
});
