// The contract's tables against what is built from them: every channel of `Channels` has its
// argument schema (events none), main registers it with that schema and the sender check, and
// the preload exposes the member it serves. A channel added to one table and forgotten in
// another fails here (and mostly at compile time already).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeRoutes, Channels, type ChannelRoute } from '../../../shared/bridge';
import { channelArgs } from '../../../shared/bridge-schemas';
import { createMainCore } from '../../../main/core';
import { createBridge, type IpcRendererLike } from '../../../preload/bridge';
import { fakeMainDeps, FakeIpcMain } from './fakes';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const ROUTES = Object.entries(BridgeRoutes).flatMap(([domain, routes]) =>
  Object.entries(routes as Record<string, ChannelRoute>).map(([key, route]) => ({ domain, key, route })),
);
const TO_MAIN = ROUTES.filter(({ route }) => route.kind !== 'event');
const EVENTS = ROUTES.filter(({ route }) => route.kind === 'event');
const UNTRUSTED = { senderFrame: { url: 'https://evil.example.com/' } };

function mainIpc() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipc-contract-'));
  dirs.push(dir);
  const f = fakeMainDeps({
    printing: { dataDir: dir, localService: false, readdir: async () => [] },
    offline: { dataDir: path.join(dir, 'offline') },
  });
  const core = createMainCore(f.deps);
  const ipc = new FakeIpcMain();
  core.registerIpc(ipc);
  return { ipc, log: f.log };
}

describe('the bridge contract', () => {
  it('Channels is the routes table, channel for channel, each name once', () => {
    const names = ROUTES.map(({ route }) => route.channel);
    expect(new Set(names).size).toBe(names.length);
    for (const { domain, key, route } of ROUTES) {
      expect((Channels as Record<string, Record<string, string>>)[domain]![key]).toBe(route.channel);
    }
  });

  it('every renderer → main channel has its argument schema, events none, and no schema is stray', () => {
    const args = channelArgs as Record<string, Record<string, unknown>>;
    for (const { domain, key } of TO_MAIN) expect(args[domain]?.[key], `${domain}.${key}`).toBeDefined();
    for (const { domain, key } of EVENTS) expect(args[domain]?.[key], `${domain}.${key}`).toBeUndefined();
    const schemaKeys = Object.entries(args).flatMap(([domain, s]) =>
      Object.keys(s).map((k) => `${domain}.${k}`),
    );
    expect(schemaKeys.sort()).toEqual(TO_MAIN.map(({ domain, key }) => `${domain}.${key}`).sort());
  });

  it('main registers every invoke as a handler and every send as a listener, events not at all', () => {
    const { ipc } = mainIpc();
    const invokes = TO_MAIN.filter(({ route }) => route.kind === 'invoke').map(({ route }) => route.channel);
    const sends = TO_MAIN.filter(({ route }) => route.kind !== 'invoke').map(({ route }) => route.channel);
    expect([...ipc.handlers.keys()].sort()).toEqual(invokes.sort());
    expect(
      [...ipc.listeners.entries()]
        .filter(([, l]) => l.length === 1)
        .map(([c]) => c)
        .sort(),
    ).toEqual(sends.sort());
  });

  it.each(TO_MAIN.filter(({ route }) => route.kind === 'invoke').map(({ route }) => route.channel))(
    '%s refuses a stranger frame and an argument beyond its tuple',
    async (channel) => {
      const { ipc, log } = mainIpc();
      await expect(ipc.invokeFrom(UNTRUSTED, channel)).rejects.toThrow(/remetente não confiável/);
      const extra = [...new Array<undefined>(3).fill(undefined), 'extra'];
      await expect(ipc.invoke(channel, ...extra)).rejects.toThrow(/Chamada recusada/);
      expect(log.lines.filter((l) => l.includes(`IPC ${channel} recusado`))).toHaveLength(2);
    },
  );

  it.each(TO_MAIN.filter(({ route }) => route.kind !== 'invoke').map(({ route }) => route.channel))(
    '%s drops a stranger frame and an argument beyond its tuple',
    (channel) => {
      const { ipc, log } = mainIpc();
      ipc.sendFrom(UNTRUSTED, channel);
      ipc.send(channel, undefined, undefined, 'extra');
      expect(log.lines.filter((l) => l.includes(`IPC ${channel} ignorado`))).toHaveLength(2);
    },
  );

  it('the preload exposes each member a route serves, and nothing else, bound to its channel', async () => {
    const listening: string[] = [];
    const ipc = {
      invoke: vi.fn(async () => 'result'),
      send: vi.fn(),
      on: (channel: string) => listening.push(channel),
      removeListener: () => undefined,
    } satisfies IpcRendererLike;
    const bridge = createBridge(ipc) as unknown as Record<
      string,
      Record<string, (...a: unknown[]) => unknown>
    >;
    const served = ROUTES.map(
      ({ domain, key, route }) => `${domain}.${'member' in route ? route.member : key}`,
    );
    const exposed = Object.entries(bridge).flatMap(([domain, members]) =>
      Object.keys(members).map((m) => `${domain}.${m}`),
    );
    expect(exposed.sort()).toEqual([...new Set(served)].sort());
    for (const { domain, key, route } of ROUTES) {
      ipc.invoke.mockClear();
      ipc.send.mockClear();
      if (route.kind === 'invoke') {
        await bridge[domain]![key]!();
        expect(ipc.invoke).toHaveBeenCalledWith(route.channel);
      } else if (route.kind === 'send') {
        bridge[domain]![key]!();
        expect(ipc.send).toHaveBeenCalledWith(route.channel);
      } else if (route.kind === 'answer') {
        bridge[domain]![route.member]!(route.choice);
        expect(ipc.send).toHaveBeenCalledWith(route.channel);
      } else {
        bridge[domain]![route.member]!(() => undefined);
        expect(listening).toContain(route.channel);
      }
    }
  });
});
