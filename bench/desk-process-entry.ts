// The desk's main core in a process of its own, as the installed app runs it (bench
// outage-cold-start-desktop.ts bundles this file and forks it): the REAL core (main/core.ts) with
// the fake Electron pieces of the e2e harness, its settings, session, order cache and outbox on
// files in the user-data dir, so a killed and restarted process finds them as a rebooted PC
// would. The page lives in the parent's Chromium: main's window loading its URL is a 'load'
// message to the parent, the renderer's IPC arrives as 'invoke'/'send' messages, and
// webContents.send goes back as 'deliver'. The soak (issue 36 §3) runs its week here too: main on
// the soak's compressed clock, its virtual printers, the PC's sleep and main's own memory are
// 'control' messages.
import { join } from 'node:path';
import { createMainCore } from '../main/core';
import { createLogger, fileSink } from '../main/log/logger';
import { createJsonSessionFile } from '../main/session/service';
import { sandboxApiBases } from '../shared/config';
import type { PrinterDefinition } from '../shared/printing';
import {
  FakeApp,
  FakeAutoUpdater,
  FakeDialog,
  FakeIpcMain,
  FakeNotification,
  FakeShell,
  FakeTray,
  FakeWindow,
  fakeSafeStorage,
  TEST_FEED_PUBLIC_KEY,
} from '../tests/e2e/support/fake-electron';
import { FakePowerMonitor } from '../tests/support/power-monitor';
import { createJsonSettingsStore } from '../tests/support/settings-store';
import { createCompressedClock, type CompressedClock } from './soak-clock';

export interface DeskProcessConfig {
  userDataDir: string;
  sandboxUrl: string;
  rendererOrigin: string;
  outDir: string;
  packagedConfig: Record<string, unknown>;
  /** The soak's main: on a compressed clock from `start` (epoch ms), `scale` times the wall clock. */
  soak?: { start: number; scale: number; sendTimeoutMs: number; queueThrottleMs: number };
}

/** What the bench asks of the process besides the renderer's IPC. */
export type DeskControl =
  | { op: 'jumpTo'; at: number }
  | { op: 'runTo'; at: number }
  | { op: 'firings' }
  | { op: 'printer'; definition: PrinterDefinition }
  | { op: 'suspend' }
  | { op: 'resume' }
  | { op: 'memory' }
  | { op: 'stop' };

/** Main's own memory, after a forced GC when the process runs with --expose-gc. */
export interface DeskMemory {
  rss: number;
  heapUsed: number;
  external: number;
  gc: boolean;
}

export type ToDesk =
  | { kind: 'invoke'; id: number; channel: string; url: string; args: unknown[] }
  | { kind: 'send'; channel: string; url: string; args: unknown[] }
  | { kind: 'control'; id: number; op: DeskControl };

export type FromDesk =
  | {
      kind: 'load';
      url: string;
      at: number;
      /** When the process started, its bundle was loaded (entry code running) and the core built. */
      processStartAt: number;
      entryAt: number;
      coreBuiltAt: number;
      /** The process's CPU time (user + system, ms) by then: the work, apart from a busy machine. */
      cpuMs: number;
    }
  | { kind: 'deliver'; channel: string; args: unknown[] }
  | { kind: 'result'; id: number; ok: true; value: unknown }
  | { kind: 'result'; id: number; ok: false; error: string };

const tell = (message: FromDesk) => process.send?.(message);

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}

/** A window whose loading is the parent's page navigating to the renderer. */
class ProcessWindow extends FakeWindow {
  override async loadURL(url: string): Promise<void> {
    tell({
      kind: 'load',
      url,
      at: Date.now(),
      processStartAt: Math.round(performance.timeOrigin),
      entryAt,
      coreBuiltAt,
      cpuMs: cpuMs(),
    });
    await super.loadURL(url);
  }
}

const entryAt = Date.now();
let coreBuiltAt = 0;
const config = JSON.parse(process.env.CASHDESK_DESK_PROCESS ?? '{}') as DeskProcessConfig;
const { userDataDir } = config;
const app = new FakeApp(userDataDir);
app.isPackaged = true;
const ipcMain = new FakeIpcMain();
const powerMonitor = new FakePowerMonitor();
const clock: CompressedClock | null = config.soak
  ? createCompressedClock({ start: config.soak.start, scale: config.soak.scale })
  : null;
const log = createLogger([fileSink({ dir: join(userDataDir, 'logs') })], { minLevel: 'info' });
const core = createMainCore({
  app,
  createWindow: (options) => {
    const win: ProcessWindow = new ProcessWindow((channel, args) => {
      tell({ kind: 'deliver', channel, args });
      // The fake's record of what was sent is the bench's memory, not main's.
      win.webContents.sent.length = 0;
    }, options);
    app.emit('web-contents-created', {}, win.webContents);
    return win;
  },
  createTray: () => new FakeTray(),
  createNotification: (options) => new FakeNotification(options),
  notificationSupported: () => true,
  buildMenu: (items) => items,
  dialog: new FakeDialog(),
  shell: new FakeShell(),
  safeStorage: fakeSafeStorage,
  autoUpdater: new FakeAutoUpdater(),
  powerMonitor,
  settings: createJsonSettingsStore({ file: join(userDataDir, 'settings.json'), log }),
  sessionFile: createJsonSessionFile(join(userDataDir, 'session.json')),
  log,
  paths: {
    preload: join(config.outDir, 'preload', 'index.cjs'),
    rendererDir: join(config.outDir, 'renderer'),
  },
  ...(clock ? { timers: clock } : {}),
  env: {},
  platform: 'linux',
  packagedConfig: { ...config.packagedConfig, api: sandboxApiBases(config.sandboxUrl) },
  bundledConfig: {
    updates: { url: 'https://127.0.0.1:9/updates/', intervalHours: 4, publicKey: TEST_FEED_PUBLIC_KEY },
  },
  parseUpdateFeed: (text: string) => JSON.parse(text) as unknown,
  isTrustedSender: (event) => {
    try {
      return new URL(event?.senderFrame?.url ?? '').origin === config.rendererOrigin;
    } catch {
      return false;
    }
  },
  printing: {
    dataDir: join(userDataDir, 'printing'),
    localService: false,
    readdir: async () => [],
    discovery: () => ({ range: '127.0.0.0/24', ports: [9100] }),
    ...(clock && config.soak
      ? {
          timers: clock,
          sendTimeoutMs: config.soak.sendTimeoutMs,
          queueThrottleMs: config.soak.queueThrottleMs,
        }
      : {}),
  },
  offline: { dataDir: join(userDataDir, 'offline') },
});
core.registerIpc(ipcMain);
coreBuiltAt = Date.now();

type GcGlobal = typeof globalThis & { gc?: () => void };

function needClock(): CompressedClock {
  if (!clock) throw new Error('main sem o relógio do soak');
  return clock;
}

async function control(op: DeskControl): Promise<unknown> {
  switch (op.op) {
    case 'jumpTo':
      needClock().jumpTo(op.at);
      return needClock().firings();
    case 'runTo':
      return await needClock().runTo(op.at);
    case 'firings':
      return needClock().firings();
    case 'printer': {
      const registry = core.printing?.registry;
      if (!registry) throw new Error('main foi criado sem impressão');
      registry.save(op.definition);
      return true;
    }
    case 'suspend':
      powerMonitor.suspend();
      return true;
    case 'resume':
      powerMonitor.resume();
      return true;
    case 'memory': {
      const gc = (globalThis as GcGlobal).gc;
      gc?.();
      gc?.();
      const m = process.memoryUsage();
      const memory: DeskMemory = { rss: m.rss, heapUsed: m.heapUsed, external: m.external, gc: !!gc };
      return memory;
    }
    case 'stop':
      await core.stop();
      setImmediate(() => process.exit(0));
      return true;
  }
}

process.on('message', (message: ToDesk) => {
  if (message.kind === 'control') {
    control(message.op).then(
      (value) => tell({ kind: 'result', id: message.id, ok: true, value }),
      (error: unknown) =>
        tell({
          kind: 'result',
          id: message.id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return;
  }
  const event = { senderFrame: { url: message.url } };
  if (message.kind === 'send') {
    ipcMain.emit(message.channel, event, message.args);
    return;
  }
  ipcMain.invoke(message.channel, event, message.args).then(
    (value) => tell({ kind: 'result', id: message.id, ok: true, value }),
    (error: unknown) =>
      tell({
        kind: 'result',
        id: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
core.start();
