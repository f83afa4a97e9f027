// The desk's main core in a process of its own, as the installed app runs it (bench
// outage-cold-start-desktop.ts bundles this file and forks it): the REAL core (main/core.ts) with
// the fake Electron pieces of the e2e harness, its settings, session, order cache and outbox on
// files in the user-data dir, so a killed and restarted process finds them as a rebooted PC
// would. The page lives in the parent's Chromium: main's window loading its URL is a 'load'
// message to the parent, the renderer's IPC arrives as 'invoke'/'send' messages, and
// webContents.send goes back as 'deliver'.
import { join } from 'node:path';
import { createMainCore } from '../main/core';
import { createLogger, fileSink } from '../main/log/logger';
import { createJsonSessionFile } from '../main/session/service';
import { sandboxApiBases } from '../shared/config';
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

export interface DeskProcessConfig {
  userDataDir: string;
  sandboxUrl: string;
  rendererOrigin: string;
  outDir: string;
  packagedConfig: Record<string, unknown>;
}

export type ToDesk =
  | { kind: 'invoke'; id: number; channel: string; url: string; args: unknown[] }
  | { kind: 'send'; channel: string; url: string; args: unknown[] };

export type FromDesk =
  | { kind: 'load'; url: string; at: number }
  | { kind: 'deliver'; channel: string; args: unknown[] }
  | { kind: 'result'; id: number; ok: true; value: unknown }
  | { kind: 'result'; id: number; ok: false; error: string };

const tell = (message: FromDesk) => process.send?.(message);

/** A window whose loading is the parent's page navigating to the renderer. */
class ProcessWindow extends FakeWindow {
  override async loadURL(url: string): Promise<void> {
    tell({ kind: 'load', url, at: Date.now() });
    await super.loadURL(url);
  }
}

const config = JSON.parse(process.env.CASHDESK_DESK_PROCESS ?? '{}') as DeskProcessConfig;
const { userDataDir } = config;
const app = new FakeApp(userDataDir);
app.isPackaged = true;
const ipcMain = new FakeIpcMain();
const log = createLogger([fileSink({ dir: join(userDataDir, 'logs') })], { minLevel: 'info' });
const core = createMainCore({
  app,
  createWindow: (options) => {
    const win = new ProcessWindow((channel, args) => tell({ kind: 'deliver', channel, args }), options);
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
  powerMonitor: new FakePowerMonitor(),
  settings: createJsonSettingsStore({ file: join(userDataDir, 'settings.json'), log }),
  sessionFile: createJsonSessionFile(join(userDataDir, 'session.json')),
  log,
  paths: {
    preload: join(config.outDir, 'preload', 'index.cjs'),
    rendererDir: join(config.outDir, 'renderer'),
  },
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
  },
  offline: { dataDir: join(userDataDir, 'offline') },
});
core.registerIpc(ipcMain);

process.on('message', (message: ToDesk) => {
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
