/**
 * createMainCore(deps): builds every main-process service from injected pieces.
 * `main/index.ts` calls it with real Electron; a test or the e2e harness calls it with fakes:
 *
 *   const sent: [string, unknown][] = [];
 *   const updater = Object.assign(new EventEmitter(), {
 *     autoDownload: false, autoInstallOnAppQuit: false, setFeedURL() {},
 *     checkForUpdates: async () => null, quitAndInstall: vi.fn() });
 *   const core = createMainCore({
 *     app: fakeApp,                 // { quit, getVersion, isPackaged: true, requestSingleInstanceLock, on, setLoginItemSettings }
 *     createWindow: () => fakeWin,  // EventEmitter + show/hide/focus/restore/maximize/isVisible/isMinimized/
 *                                   //   isMaximized/isDestroyed/getNormalBounds/loadURL, webContents: EventEmitter
 *                                   //   + send + setWindowOpenHandler
 *     createTray: () => fakeTray, buildMenu: (items) => items,
 *     createNotification: (o) => fakeNotification, // optional: { show, on('click' | 'close' | 'failed') }
 *     dialog: { showMessageBox: async () => ({ response: 2 }) }, shell: { openExternal: async () => {} },
 *     safeStorage: fakeSafeStorage, autoUpdater: updater,
 *     settings: createMemorySettingsStore(), sessionFile: createMemorySessionFile(), // tests/support
 *     log: createMemoryLogger(), paths: { preload: '', rendererDir: 'out/renderer' },
 *     env: { CASHDESK_API_ORIGIN: sandbox.url },
 *     bundledConfig: { updates: { url, publicKey } }, parseUpdateFeed,   // enable the updater
 *     send: (channel, payload) => sent.push([channel, payload]),  // main → renderer
 *     isTrustedSender: () => true,  // or pass events { senderFrame: { url: 'app://bundle/index.html' } }
 *   });
 *   const dispose = core.registerIpc(fakeIpcMain); // { handle, removeHandler, on, removeListener }
 *   core.start();                                  // window, tray, updater (checks at once)
 *   updater.emit('update-available', { version: '1.3.0' });  // → send('update-available', { version })
 *   updater.emit('download-progress', { percent: 42 });      // → send('update-progress', { percent: 42 })
 *   fakeWin.emit('close', { preventDefault() {} });          // → send('on-close-click'); or:
 *   core.closeFlow.handleClose({ preventDefault() {} });
 *   // the renderer answers through the bridge: 'toAppQuit' → fakeApp.quit(); no answer in 2 s → dialog
 *   // 'attention:notify' shows a notification only while the window is unfocused; its click →
 *   //   window restored + send('attention:notification-click', target)
 *
 * Everything main→renderer goes through `send`; nothing here imports electron.
 */
import type { AppInfo } from '../shared/bridge';
import { Channels } from '../shared/bridge';
import { buildCsp } from '../shared/config';
import { createAttentionService } from './attention/service';
import { APP_ID } from './config/app-identity';
import { developmentEnv } from './config/dev-env';
import { resolveRuntimeConfig } from './config/runtime-config';
import { channelFileName, createFeedVerifier, parseFeedPublicKey } from './updater/feed-signature';
import type { MainDeps } from './deps';
import * as appIpc from './ipc/app';
import * as attentionIpc from './ipc/attention';
import * as kitchenIpc from './ipc/kitchen';
import * as offlineIpc from './ipc/offline';
import * as printingIpc from './ipc/printing';
import * as sessionIpc from './ipc/session';
import * as settingsIpc from './ipc/settings';
import type { IpcContext, IpcMainLike } from './ipc/types';
import * as updaterIpc from './ipc/updater';
import * as windowIpc from './ipc/window';
import { createDeskKitchen } from './kitchen/desk';
import type { Rect } from './settings/schema';
import { createOfflineStore } from './offline';
import { createPowerWatch } from './power/power-watch';
import { createPrintingSystem } from './printing';
import { devPrintingFromEnv } from './printing/dev-printers';
import { createAppProtocolHandler } from './protocol/app-protocol';
import { createSessionService } from './session/service';
import { withWeakKeychainCheck } from './storage/secret-storage';
import { createSettingsService } from './settings/service';
import { systemTimers } from './timers';
import { createUpdater } from './updater/updater';
import { createCloseFlow } from './window/close-flow';
import { createMainWindowService } from './window/main-window';
import {
  applySecurityPolicy,
  isPermissionAllowed,
  isTrustedSenderUrl,
  openExternalSafe,
} from './window/security';
import { createRendererRecovery } from './window/renderer-recovery';
import { acquireSingleInstance } from './window/single-instance';
import { createTrayService } from './window/tray';

/** QZ Tray's local websocket ports (printing), allowed in connect-src. */
const QZ_TRAY_ORIGINS = ['wss://localhost:8181', 'ws://localhost:8182'];

export type MainCore = ReturnType<typeof createMainCore>;

/** How long quitting waits for print jobs in flight to be recorded. */
const QUIT_DRAIN_MS = 2000;

export function createMainCore(deps: MainDeps) {
  const { app, log } = deps;
  const timers = deps.timers ?? systemTimers;
  // Packaged builds read no development variable at all (API origin, renderer URL, dev printers).
  const env = developmentEnv(deps.env ?? process.env, app.isPackaged, log);
  const platform = deps.platform ?? process.platform;
  const devUrl = env.ELECTRON_RENDERER_URL ?? null;
  const safeStorage = withWeakKeychainCheck(deps.safeStorage, platform, log);

  const resolved = resolveRuntimeConfig({
    packaged: deps.packagedConfig ?? {},
    ...(deps.bundledConfig === undefined ? {} : { bundled: deps.bundledConfig }),
    env: { CASHDESK_API_ORIGIN: env.CASHDESK_API_ORIGIN },
    override: deps.settings.get('api'),
    log,
    secureOnly: app.isPackaged,
  });
  const runtimeConfig = () => structuredClone(resolved.config);

  const settings = createSettingsService({ store: deps.settings, app, log, platform });
  const session = createSessionService({ file: deps.sessionFile, safeStorage, log });
  const openExternal = (url: unknown) => openExternalSafe(url, deps.shell, log);

  const mainWindow = createMainWindowService({
    createWindow: deps.createWindow,
    store: deps.settings,
    ...(deps.screen ? { screen: deps.screen } : {}),
    timers,
    log,
    preloadPath: deps.paths.preload,
    ...(deps.paths.windowIcon ? { iconPath: deps.paths.windowIcon } : {}),
    title: resolved.config.brand.name,
    devUrl,
    devTools: !app.isPackaged,
  });
  const send = deps.send ?? mainWindow.send;

  /** The kitchen screen (issue 33 §3): off until the store turns it on. */
  let deskBounds: (() => Rect) | undefined;
  const kitchen = deps.printing
    ? createDeskKitchen({
        dataDir: deps.printing.dataDir,
        rendererDir: deps.paths.rendererDir,
        preload: deps.paths.preload,
        log,
        send,
        ...(deps.kitchenWindow ? { window: deps.kitchenWindow } : {}),
        deskBounds: () => deskBounds?.() ?? null,
        devOrigin: mainWindow.devOrigin,
        devTools: !app.isPackaged,
      })
    : undefined;

  const closeFlow = createCloseFlow({
    window: mainWindow,
    send,
    closeClickChannel: Channels.window.closeClick,
    dialog: deps.dialog,
    app,
    closeBehavior: () => deps.settings.get('closeBehavior'),
    timers,
    log,
    ...(deps.closeAnswerTimeoutMs !== undefined ? { timeoutMs: deps.closeAnswerTimeoutMs } : {}),
  });

  const attention = createAttentionService({
    window: mainWindow,
    send,
    notificationClickChannel: Channels.attention.notificationClick,
    ...(deps.createNotification ? { createNotification: deps.createNotification } : {}),
    ...(deps.notificationSupported ? { notificationSupported: deps.notificationSupported } : {}),
    ...(deps.paths.windowIcon ? { iconPath: deps.paths.windowIcon } : {}),
    log,
  });

  const tray = createTrayService({
    createTray: deps.createTray,
    buildMenu: deps.buildMenu,
    brandName: resolved.config.brand.name,
    onOpen: () => mainWindow.show(),
    onQuit: () => closeFlow.quit(),
    log,
    timers,
  });

  const powerWatch = createPowerWatch({
    ...(deps.powerMonitor ? { powerMonitor: deps.powerMonitor } : {}),
    ...(deps.clocks ?? {}),
    send,
    channel: Channels.app.systemWake,
    timers,
    log,
  });

  const rendererRecovery = createRendererRecovery({
    dialog: deps.dialog,
    timers,
    log,
    quit: () => closeFlow.quit(),
  });

  /** The signed-feed check (main/updater/feed-signature.ts), or null: updates stay off. */
  function feedVerifier() {
    const feedBase = resolved.updates.url || deps.builtInUpdateFeedUrl || '';
    const publicKey = parseFeedPublicKey(resolved.updates.publicKey);
    if (resolved.updates.publicKey && !publicKey)
      log.error('updates.publicKey não é uma chave Ed25519 válida');
    if (!feedBase || !publicKey || !deps.parseUpdateFeed) return null;
    return createFeedVerifier({
      feedBase,
      channelFile: channelFileName(platform, deps.arch ?? process.arch),
      publicKey,
      parseFeed: deps.parseUpdateFeed,
      ...(deps.fetchUpdateFeed ? { fetchBytes: deps.fetchUpdateFeed } : {}),
      log,
    });
  }

  let installingUpdate = false;
  const updater = createUpdater({
    autoUpdater: deps.autoUpdater,
    send,
    channels: Channels.updater,
    log,
    timers,
    isPackaged: app.isPackaged,
    feedUrl: resolved.updates.url,
    builtInFeed: deps.builtInUpdateFeed ?? false,
    verifyFeed: feedVerifier(),
    cannotSelfUpdate: deps.cannotSelfUpdate ?? null,
    intervalHours: resolved.updates.intervalHours,
    beforeInstall: () => {
      installingUpdate = true;
      closeFlow.markQuitting();
    },
    onInstallFailed: () => {
      // The app stays: the close prompt and the tray must work again (the error is shown).
      installingUpdate = false;
      closeFlow.clearQuitting();
      log.warn('Instalação da atualização falhou; o caixa continua aberto');
    },
    // Read when an update is downloaded (printing is built below by then).
    printQueueBusy: () => printing?.service.busy() ?? false,
  });

  const printing = deps.printing
    ? createPrintingSystem({
        ...deps.printing,
        log,
        safeStorage,
        send,
        ...devPrintingFromEnv(env, app.isPackaged, log),
        ...(kitchen ? { screens: kitchen.system.stations } : {}),
        storeName: () => session.load()?.company ?? '',
        onQueue: (queue) =>
          tray.setPrinterProblems(queue.alerts.filter((a) => a.problem !== null).map((a) => a.message)),
      })
    : undefined;

  const offline = deps.offline
    ? createOfflineStore({
        dataDir: deps.offline.dataDir,
        safeStorage,
        log,
        ...(deps.offline.now ? { now: deps.offline.now } : {}),
      })
    : undefined;

  /**
   * Logout: the day's orders of that store are not left on this machine (the outbox stays, bound
   * to its store), nor the print copies of tickets that printed (those still waiting stay, sealed,
   * so nothing waiting is lost at a shift change).
   */
  const clearSession = () => {
    session.clear();
    tray.setInfo({ storeName: '', pendingOrders: 0 });
    try {
      offline?.ordersCache.clear();
    } catch (error) {
      log.error('Não foi possível apagar os últimos pedidos conhecidos', error);
    }
    try {
      printing?.service.clearPrintedCopies();
    } catch (error) {
      log.error('Não foi possível apagar as cópias de pedidos já impressos', error);
    }
  };

  /** CSP header for HTML from app://: the configured API origins, QZ Tray, and the saved store socket. */
  const csp = () => {
    const socketUrl = session.load()?.socket.url;
    // A packaged build lists https:/wss: origins only (loopback excepted): a socket URL the login
    // answered with over plain ws:, or any invalid one (`https://*`), stays out of the policy.
    return buildCsp(resolved.config.api, [...QZ_TRAY_ORIGINS, ...(socketUrl ? [socketUrl] : [])], {
      secureOnly: app.isPackaged,
    });
  };

  const appProtocolHandler = createAppProtocolHandler({
    roots: {
      rendererDir: deps.paths.rendererDir,
      ...(deps.paths.brandDir ? { brandDir: deps.paths.brandDir } : {}),
    },
    csp,
    log,
  });

  const info = (): AppInfo => ({ version: app.getVersion(), platform, isPackaged: app.isPackaged });
  const isTrustedSender =
    deps.isTrustedSender ?? ((event) => isTrustedSenderUrl(event?.senderFrame?.url, mainWindow.devOrigin));

  function registerIpc(ipcMain: IpcMainLike): () => void {
    const ctx: IpcContext = { log, isTrustedSender };
    const disposers = [
      appIpc.register(ipcMain, {
        ...ctx,
        app: { getInfo: info, getRuntimeConfig: runtimeConfig, openExternal },
      }),
      windowIpc.register(ipcMain, {
        ...ctx,
        window: {
          answerClose: (choice) => closeFlow.answer(choice),
          focus: () => mainWindow.show(),
          setTrayInfo: (trayInfo) => tray.setInfo(trayInfo),
          setTrayPause: (pause) => tray.setPause(pause),
        },
      }),
      attentionIpc.register(ipcMain, { ...ctx, attention }),
      ...(printing ? [printingIpc.register(ipcMain, { ...ctx, printing: printing.ipc })] : []),
      ...(offline ? [offlineIpc.register(ipcMain, { ...ctx, offline: offline.ipc })] : []),
      ...(kitchen ? [kitchenIpc.register(ipcMain, { ...ctx, kitchen: kitchen.system.ipc })] : []),
      updaterIpc.register(ipcMain, {
        ...ctx,
        updater: {
          getStatus: () => updater.status(),
          reportPendingOrders: (count) => updater.setPendingOrders(count),
          installNow: () => updater.installNow(),
        },
      }),
      settingsIpc.register(ipcMain, { ...ctx, settings }),
      sessionIpc.register(ipcMain, {
        ...ctx,
        session: {
          load: () => session.load(),
          save: (user) => session.save(user),
          clear: clearSession,
        },
      }),
    ];
    return () => disposers.forEach((d) => d());
  }

  let started = false;
  /** Opens the window and tray and starts the updater (after app ready). Idempotent. */
  function start(): void {
    if (started) return;
    started = true;
    // Windows groups the taskbar button and routes notification clicks by this id: the
    // installer's appId (electron-builder.yml), or clicks on an order notification do nothing.
    if (platform === 'win32') app.setAppUserModelId?.(APP_ID);
    // A packaged cash desk has no default menu (Reload, Toggle Developer Tools, Quit by accelerator).
    if (app.isPackaged) deps.setApplicationMenu?.(null);
    // Before the first window: every webContents from here on (main window, print windows) gets it.
    applySecurityPolicy(app, {
      devOrigin: mainWindow.devOrigin,
      openExternal,
      log,
      devTools: !app.isPackaged,
    });
    app.on('before-quit', () => closeFlow.markQuitting());
    app.on('activate', () => mainWindow.show());
    const win = mainWindow.open();
    deskBounds = () => win.getNormalBounds();
    closeFlow.attach(win);
    attention.attach(win);
    win.webContents.on('render-process-gone', () => closeFlow.setRendererAlive(false));
    rendererRecovery.attach(win);
    win.webContents.on('did-finish-load', () => closeFlow.setRendererAlive(true));
    tray.create();
    settings.applyStartWithOs();
    updater.start();
    powerWatch.start();
    printing?.start().catch((error: unknown) => log.error('Impressão não iniciou', error));
    kitchen?.start().catch((error: unknown) => log.error('Tela da cozinha não iniciou', error));
    log.info(`Caixa iniciado (versão ${app.getVersion()}, ${platform}, API: ${resolved.apiSource})`);
  }

  return {
    log,
    runtimeConfig,
    resolvedConfig: resolved,
    settings,
    settingsStore: deps.settings,
    session,
    mainWindow,
    closeFlow,
    attention,
    tray,
    updater,
    powerWatch,
    printing,
    offline,
    kitchen,
    csp,
    appProtocolHandler,
    isPermissionAllowed,
    openExternal,
    send,
    /** Call before app ready: false means another instance runs (this one is quitting). */
    acquireSingleInstance: (alreadyLocked = false) =>
      acquireSingleInstance(app, () => mainWindow.show(), alreadyLocked),
    registerIpc,
    start,
    /**
     * Resolves once print jobs in flight are recorded, but never waits longer than `drainMs`
     * (default QUIT_DRAIN_MS): quitting never hangs on a printer. A job cut off there is
     * still 'printing' on disk and prints again, marked REIMPRESSÃO, on the next start. For an
     * update install nothing is awaited (the installer is waiting).
     */
    async stop(opts: { drainMs?: number } = {}): Promise<void> {
      updater.stop();
      powerWatch.stop();
      tray.destroy();
      // Every outbox line is already on the disk: closing only releases the file.
      await offline
        ?.close()
        .catch((error: unknown) => log.warn('Falha ao fechar as ações aguardando conexão', error));
      await kitchen?.stop().catch((error: unknown) => log.warn('Falha ao parar a tela da cozinha', error));
      if (!printing) return;
      const drain = printing.stop().catch((error: unknown) => log.error('Falha ao parar a impressão', error));
      if (installingUpdate) {
        log.info('Instalando atualização: a fila de impressão não é esperada');
        return;
      }
      let timer: unknown;
      const capped = await Promise.race([
        drain.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = timers.setTimeout(() => resolve(true), opts.drainMs ?? QUIT_DRAIN_MS);
        }),
      ]);
      timers.clearTimeout(timer);
      if (capped) log.warn('Impressão em andamento não terminou a tempo; será reimpressa ao abrir');
    },
  };
}
