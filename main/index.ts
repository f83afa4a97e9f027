/**
 * Electron entry: only wiring. Real Electron pieces go into createMainCore (main/core.ts),
 * which holds all the behaviour and is tested without the binary.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  Tray,
} from 'electron';
import bundledConfig from '../config/app.config.json';
import bundledTrayPendingIcon from '../config/brand/tray-pending-32.png?asset';
import bundledTrayPendingTemplate from '../config/brand/trayPendingTemplate.png?asset';
import bundledTrayIcon from '../config/brand/tray-32.png?asset';
import bundledTrayTemplate from '../config/brand/trayTemplate.png?asset';
import bundledWindowIcon from '../config/brand/icon-256.png?asset';
import { debugSwitchRefusal } from './config/debug-switches';
import { loadConfigFile } from './config/runtime-config';
import { createMainCore } from './core';
import { toAppLike } from './electron/app';
import { toDialogLike } from './electron/dialog';
import { createElectronStoreSettings } from './electron/electron-store-settings';
import { notificationFactory } from './electron/notification';
import { createElectronOsPrinting } from './electron/os-printing';
import { lazyPowerMonitor } from './electron/power-monitor';
import { applyPermissionPolicy, handleAppScheme, registerAppScheme } from './electron/protocol';
import { menuBuilder, trayFactory } from './electron/tray';
import { parseUpdateFeed, realAutoUpdater } from './electron/updater';
import { toWindowLike } from './electron/window';
import { consoleSink, createLogger, fileSink } from './log/logger';
import { loadQzApi } from './printing/qz/client';
import { createJsonSessionFile } from './session/service';
import { readBuiltInFeedUrl } from './updater/feed-signature';
import { selfUpdateBlocker } from './updater/support';
import { runAsSingleInstance } from './window/single-instance';

// A packaged build started with a remote-debugging or inspector switch quits before anything
// else (issue 37 §7); the reason goes to main.log.
const debugRefusal = debugSwitchRefusal({
  argv: process.argv,
  isPackaged: app.isPackaged,
  platform: process.platform,
  env: process.env,
});
if (debugRefusal !== null) {
  createLogger([consoleSink(), fileSink({ dir: path.join(app.getPath('userData'), 'logs') })]).error(
    debugRefusal,
  );
  app.exit(1);
} else {
  // Before ready: app:// must be privileged to get an origin, fetch and CSP 'self'.
  registerAppScheme(protocol);

  // The single-instance lock comes before anything reads or writes the data folder (settings,
  // session, print journal, logs): a second launch quits without touching it.
  runAsSingleInstance(app, boot);
}

function boot(): void {
  const userData = app.getPath('userData');
  const log = createLogger([consoleSink(), fileSink({ dir: path.join(userData, 'logs') })], {
    minLevel: app.isPackaged ? 'info' : 'debug',
  });
  process.on('uncaughtException', (error) => log.error('Erro não tratado no processo principal', error));
  process.on('unhandledRejection', (reason) => log.error('Promessa rejeitada sem tratamento', reason));

  // The bundle lives in out/main; preload and renderer are its siblings. Configuration sits next
  // to the installed app (resources/config, editable by support) or in the repo in development.
  // Icons are bundled (?asset); a brand folder (resources/brand packaged, config/brand in
  // development), when it has the file, overrides them and the renderer's app://bundle/brand/ files.
  const outDir = path.join(__dirname, '..');
  const configDir = app.isPackaged
    ? path.join(process.resourcesPath, 'config')
    : path.join(app.getAppPath(), 'config');
  const brandDir = app.isPackaged ? path.join(process.resourcesPath, 'brand') : path.join(configDir, 'brand');
  const brandFile = (name: string, bundled: string) => {
    const custom = path.join(brandDir, name);
    return fs.existsSync(custom) ? custom : bundled;
  };
  /** A brand that replaces the tray icon but has no pending variant keeps its icon (no dot). */
  const trayIcons = (idle: [string, string], pending: [string, string]) => {
    const idlePath = brandFile(...idle);
    const customIdle = idlePath !== idle[1];
    const pendingPath = brandFile(...pending);
    return { idle: idlePath, pending: customIdle && pendingPath === pending[1] ? idlePath : pendingPath };
  };
  const trayIconPaths =
    process.platform === 'darwin'
      ? trayIcons(
          ['trayTemplate.png', bundledTrayTemplate],
          ['trayPendingTemplate.png', bundledTrayPendingTemplate],
        )
      : trayIcons(['tray-32.png', bundledTrayIcon], ['tray-pending-32.png', bundledTrayPendingIcon]);

  let mainBrowserWindow: BrowserWindow | null = null;

  const core = createMainCore({
    app: toAppLike(app),
    createWindow: (options) => {
      const win = new BrowserWindow(options);
      mainBrowserWindow = win;
      win.on('closed', () => {
        if (mainBrowserWindow === win) mainBrowserWindow = null;
      });
      return toWindowLike(win);
    },
    screen,
    kitchenWindow: { create: (options) => new BrowserWindow(options), screen },
    createTray: trayFactory(
      Tray,
      (p) => nativeImage.createFromPath(p),
      trayIconPaths,
      process.platform === 'darwin',
    ),
    buildMenu: menuBuilder(Menu),
    setApplicationMenu: (menu) => Menu.setApplicationMenu(menu),
    createNotification: notificationFactory(Notification),
    notificationSupported: () => Notification.isSupported(),
    dialog: toDialogLike(dialog, () => mainBrowserWindow),
    shell,
    safeStorage,
    autoUpdater: realAutoUpdater(log),
    powerMonitor: lazyPowerMonitor,
    settings: createElectronStoreSettings({ dir: userData, name: 'settings', log }),
    sessionFile: createJsonSessionFile(path.join(userData, 'session.json')),
    log,
    paths: {
      preload: path.join(outDir, 'preload', 'index.cjs'),
      rendererDir: path.join(outDir, 'renderer'),
      brandDir,
      windowIcon: brandFile('icon-256.png', bundledWindowIcon),
    },
    packagedConfig: loadConfigFile([path.join(configDir, 'app.config.json')], bundledConfig, log),
    // Updates are decided by the copy built into the asar only, never by the editable one.
    bundledConfig,
    builtInUpdateFeed: app.isPackaged && fs.existsSync(path.join(process.resourcesPath, 'app-update.yml')),
    builtInUpdateFeedUrl: app.isPackaged
      ? readBuiltInFeedUrl(path.join(process.resourcesPath, 'app-update.yml'))
      : null,
    parseUpdateFeed,
    cannotSelfUpdate: selfUpdateBlocker({
      platform: process.platform,
      env: process.env,
      windowsStore: process.windowsStore,
      mas: process.mas,
    }),
    printing: {
      dataDir: userData,
      osPrinting: createElectronOsPrinting({
        BrowserWindow,
        listWindow: () => mainBrowserWindow,
        log,
      }),
      // Electron 45's main process has a global WebSocket; qz-tray is only loaded for method 'qz'.
      loadQz: () => loadQzApi(globalThis.WebSocket),
    },
    offline: { dataDir: userData },
  });

  if (core.acquireSingleInstance(true)) {
    app.whenReady().then(
      () => {
        applyPermissionPolicy(session.defaultSession, core.isPermissionAllowed);
        handleAppScheme(protocol, core.appProtocolHandler);
        core.registerIpc(ipcMain);
        core.start();
      },
      (error: unknown) => log.error('Falha ao iniciar', error),
    );

    // The window hides to the tray; reaching here means we are really quitting.
    app.on('window-all-closed', () => {
      if (process.platform !== 'darwin' || core.closeFlow.isQuitting()) app.quit();
    });
    // Print jobs in flight are recorded before the process ends (the journal must not lose a send).
    let stopped = false;
    app.on('will-quit', (event) => {
      if (stopped) return;
      event.preventDefault();
      void core.stop().finally(() => {
        stopped = true;
        app.quit();
      });
    });
  }
}
