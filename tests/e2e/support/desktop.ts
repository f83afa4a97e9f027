// Desktop mode without the Electron binary: the REAL main-process core (main/core.ts) built
// with fake Electron pieces, its REAL IPC handlers registered on a fake ipcMain, and the page
// given the REAL preload bridge (bundled by bridge-bundle.ts) whose ipcRenderer crosses to this
// process through a Playwright binding. Main → renderer messages (webContents.send) are
// delivered into the page in order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { createMainCore, type MainCore } from '../../../main/core';
import { createLogger, fileSink } from '../../../main/log/logger';
import type { JournalTimers } from '../../../main/printing/journal/journal';
import type { Timers } from '../../../main/timers';
import { sandboxApiBases } from '../../../shared/config';
import type { PrinterDefinition } from '../../../shared/printing';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { bridgeInitScript } from './bridge-bundle';
import { wireArgs, type IpcWireMessage } from './ipc-wire';
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
} from './fake-electron';
import { createMemoryLogger } from '../../support/logger';
import { createMemorySessionFile } from '../../support/session-file';
import { createMemorySettingsStore } from '../../support/settings-store';
import { FakePowerMonitor } from '../../support/power-monitor';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
/** Same rule as fixtures.ts OUT_DIR (not imported: fixtures imports this file). */
const outDir = process.env.E2E_OUT_DIR || join(repoRoot, 'out');

/** The installed app's log (main/index.ts): rotated files, 'info' and up; nothing kept in memory. */
function rotatedFileLogger(dir: string): ReturnType<typeof createMemoryLogger> {
  return { ...createLogger([fileSink({ dir })], { minLevel: 'info' }), lines: [], has: () => false };
}

/** Timers that never keep the test worker alive. */
const unrefTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms).unref(),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

export interface DesktopFakes {
  app: FakeApp;
  autoUpdater: FakeAutoUpdater;
  dialog: FakeDialog;
  shell: FakeShell;
  ipcMain: FakeIpcMain;
  /** Every window main created (normally one). */
  windows: FakeWindow[];
  /** The main window, once main opened it. */
  readonly window: FakeWindow;
  readonly tray: FakeTray | null;
  /** OS notifications main showed, oldest first. */
  notifications: FakeNotification[];
  /** What main stored as the session record (the hash should be encrypted). */
  sessionFile: ReturnType<typeof createMemorySessionFile>;
  log: ReturnType<typeof createMemoryLogger>;
  /** Electron's powerMonitor: `suspend()` / `resume()` put the machine to sleep and wake it (issue 21 §3). */
  powerMonitor: FakePowerMonitor;
}

/** Virtual ESC/POS printers handed to main as hand-configured network printers. */
export interface HarnessPrinters {
  /**
   * Starts one virtual printer per name and configures it in main under that name (the name the
   * print settings use); resolves with them in the same order.
   */
  start(names: string[]): Promise<VirtualPrinter[]>;
  /** Every printer started so far, by name. */
  readonly byName: ReadonlyMap<string, VirtualPrinter>;
}

export interface DesktopHarness {
  core: MainCore;
  fakes: DesktopFakes;
  printers: HarnessPrinters;
  /**
   * What 'Procurar impressoras' sweeps: always 127.0.0.0/24 (never the machine's own network);
   * the ports are the test's (default 9100), e.g. a virtual printer's.
   */
  discovery: { ports: number[] };
  /** Emits an electron-updater event (e.g. 'update-available', { version }) and waits for delivery. */
  emitUpdater(event: string, ...args: unknown[]): Promise<void>;
  /** The window's close button: main decides (prompt via 'on-close-click', hide, or allow). */
  clickClose(): Promise<boolean>;
  /** Waits until every main → renderer message sent so far reached the page. */
  flush(): Promise<void>;
  /**
   * Another page of the context as a second window of the app (the kitchen screen's): main's
   * messages reach it too, as they reach every window main sends to. Its calls to main already
   * work (the bridge is installed context-wide).
   */
  attachPage(other: Page): void;
  /**
   * Quits main and launches it again on the same user data (settings, session, print journal),
   * like closing and reopening the app; reload the page afterwards. Virtual printers keep running.
   */
  restart(): Promise<void>;
  /** Stops main (print jobs in flight are recorded) and the virtual printers. */
  dispose(): Promise<void>;
}

export interface DesktopHarnessOptions {
  context: BrowserContext;
  page: Page;
  sandboxUrl: string;
  /** Origin the renderer is served from; only its frames may call main (like app://bundle). */
  rendererOrigin: string;
  userDataDir: string;
  /**
   * Main's clock (the soak's compressed one); default the real timers. The print journal and the
   * core's timers both run on it; `sendTimeoutMs` is read on it too.
   */
  clock?: Timers & JournalTimers;
  /** One send's inactivity limit on `clock` (default 3000). */
  sendTimeoutMs?: number;
  /** The print queue's broadcast throttle on `clock` (default 50). */
  queueThrottleMs?: number;
  /**
   * Main logs to rotated files in userDataDir/logs at 'info', as the installed app does, instead
   * of remembering every line (fakes.log.lines stays empty): a week of lines held in memory would
   * be the harness's leak, not main's.
   */
  logToFiles?: boolean;
}

export async function startDesktopHarness(options: DesktopHarnessOptions): Promise<DesktopHarness> {
  const { context, page } = options;
  const log = options.logToFiles
    ? rotatedFileLogger(join(options.userDataDir, 'logs'))
    : createMemoryLogger();
  const app = new FakeApp(options.userDataDir);
  // Packaged, so the updater runs as in production (it is off in development builds).
  app.isPackaged = true;
  const autoUpdater = new FakeAutoUpdater();
  const dialog = new FakeDialog();
  const shell = new FakeShell();
  const ipcMain = new FakeIpcMain();
  const windows: FakeWindow[] = [];
  let tray: FakeTray | null = null;
  const sessionFile = createMemorySessionFile();
  const notifications: FakeNotification[] = [];
  // One for the harness's life: a restarted core listens to the same machine.
  const powerMonitor = new FakePowerMonitor();

  // Main → renderer, in order; a page that is navigating simply misses the message, as in Electron.
  // Pages attached later (a second window of the app, e.g. the kitchen screen's) get them too.
  const pages = new Set<Page>([page]);
  let delivery: Promise<unknown> = Promise.resolve();
  const deliver = (channel: string, args: unknown[]) => {
    delivery = delivery.then(() =>
      Promise.all(
        [...pages].map((p) =>
          p.isClosed()
            ? undefined
            : p
                .evaluate(([c, a]) => window.__cashDeskDeliver?.(c, a) ?? -1, [channel, args] as const)
                .catch((error: unknown) => log.warn(`e2e: mensagem ${channel} não entregue`, error)),
        ),
      ),
    );
  };

  const packaged = JSON.parse(readFileSync(join(repoRoot, 'config', 'app.config.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  // A restart builds a new core on the same user data, settings store and session file, as
  // relaunching the app would; the fake ipcMain and the page's binding carry over.
  const settingsStore = createMemorySettingsStore();
  const discovery = { ports: [9100] };
  const buildCore = () =>
    createMainCore({
      app,
      createWindow: (windowOptions) => {
        const win = new FakeWindow(deliver, windowOptions);
        windows.push(win);
        // As Electron does inside `new BrowserWindow()`: the app-wide security policy hardens it.
        app.emit('web-contents-created', {}, win.webContents);
        return win;
      },
      createTray: () => (tray = new FakeTray()),
      createNotification: (notificationOptions) => {
        const n = new FakeNotification(notificationOptions);
        notifications.push(n);
        return n;
      },
      notificationSupported: () => true,
      buildMenu: (items) => items,
      dialog,
      shell,
      safeStorage: fakeSafeStorage,
      autoUpdater,
      powerMonitor,
      settings: settingsStore,
      sessionFile,
      log,
      paths: {
        preload: join(outDir, 'preload', 'index.cjs'),
        rendererDir: join(outDir, 'renderer'),
      },
      timers: options.clock ?? unrefTimers,
      // A packaged build ignores CASHDESK_API_ORIGIN: the sandbox is the installed config's API.
      env: {},
      platform: 'linux',
      packagedConfig: { ...packaged, api: sandboxApiBases(options.sandboxUrl) },
      // A feed URL and a feed key, built into the bundle, enable the updater; nothing is fetched
      // (the fake autoUpdater answers and never asks whether the feed is signed).
      bundledConfig: {
        updates: { url: 'https://127.0.0.1:9/updates/', intervalHours: 4, publicKey: TEST_FEED_PUBLIC_KEY },
      },
      parseUpdateFeed: (text: string) => JSON.parse(text) as unknown,
      // The harness serves the renderer over http://127.0.0.1:<port> instead of app://bundle:
      // the same rule, "only our renderer's frames", for that origin.
      isTrustedSender: (event) => {
        try {
          return new URL(event?.senderFrame?.url ?? '').origin === options.rendererOrigin;
        } catch {
          return false;
        }
      },
      // The operator may take a while on the prompt (screenshots); the native fallback is unit-tested.
      closeAnswerTimeoutMs: 60_000,
      // Printing files live in this test's user data; no loopback local print service (the fixed
      // ports 65517 / 8847 would collide between parallel workers); no OS printers or /dev/usb.
      printing: {
        dataDir: join(options.userDataDir, 'printing'),
        localService: false,
        readdir: async () => [],
        sendTimeoutMs: options.sendTimeoutMs ?? 3000,
        ...(options.clock ? { timers: options.clock } : {}),
        queueThrottleMs: options.queueThrottleMs ?? 50,
        // The virtual printers answer from this busy test process: on a loaded CI machine their ID
        // answer can miss the 500 ms a real printer gets (the product default stays).
        discovery: () => ({ range: '127.0.0.0/24', ports: discovery.ports, answerWaitMs: 3000 }),
      },
      // The outbox and the orders cache live in this test's user data, so a restart finds them.
      offline: { dataDir: join(options.userDataDir, 'offline') },
    });
  let core = buildCore();
  let disposeIpc = core.registerIpc(ipcMain);
  core.start();

  await context.exposeBinding('__cashDeskIpc', async (source, message: IpcWireMessage) => {
    const event = { senderFrame: { url: source.frame.url() } };
    const args = wireArgs(message);
    if (message.kind === 'invoke') return await ipcMain.invoke(message.channel, event, args);
    ipcMain.emit(message.channel, event, args);
    return undefined;
  });
  await context.addInitScript({ content: await bridgeInitScript() });

  const flush = async () => {
    let seen: Promise<unknown>;
    do {
      seen = delivery;
      await seen;
    } while (seen !== delivery);
  };

  const fakes: DesktopFakes = {
    app,
    autoUpdater,
    dialog,
    shell,
    ipcMain,
    windows,
    get window() {
      // After a restart, the window of the running core.
      const win = windows.at(-1);
      if (!win) throw new Error('main has not opened its window');
      return win;
    },
    get tray() {
      return tray;
    },
    sessionFile,
    notifications,
    log,
    powerMonitor,
  };

  const virtualPrinters = new Map<string, VirtualPrinter>();
  const printers: HarnessPrinters = {
    byName: virtualPrinters,
    async start(names) {
      const registry = core.printing?.registry;
      if (!registry) throw new Error('main foi criado sem impressão');
      const started: VirtualPrinter[] = [];
      for (const name of names) {
        const printer = await startVirtualPrinter();
        virtualPrinters.set(name, printer);
        const definition: PrinterDefinition = {
          name,
          connection: { kind: 'tcp', host: printer.host, port: printer.port },
          codePage: 'cp860',
        };
        registry.save(definition);
        started.push(printer);
      }
      return started;
    },
  };

  return {
    discovery,
    get core() {
      return core;
    },
    fakes,
    printers,
    async emitUpdater(event, ...args) {
      autoUpdater.emit(event, ...args);
      await flush();
    },
    async clickClose() {
      const prevented = fakes.window.clickClose();
      await flush();
      return prevented;
    },
    flush,
    attachPage(other) {
      pages.add(other);
    },
    async restart() {
      disposeIpc();
      // The whole drain (not the 2 s quit cap): here the next core starts in the same process,
      // and a send still in flight would record itself into the new core's journal file.
      await core.stop({ drainMs: 60_000 });
      core = buildCore();
      disposeIpc = core.registerIpc(ipcMain);
      core.start();
    },
    async dispose() {
      disposeIpc();
      await core.stop();
      await Promise.all([...virtualPrinters.values()].map((p) => p.close()));
    },
  };
}
