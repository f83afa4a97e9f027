/**
 * The real electron-updater (it imports electron itself, so it lives here). Its `autoUpdater`
 * is created on first use only: in development or with updates disabled it is never touched
 * (creating it probes the package type and logs noise on Linux).
 *
 * The package itself is required on first use too (issue 36 §4): with its dependencies (js-yaml,
 * semver, fs-extra, builder-util-runtime) it is some 150 ms of CPU that main spent before its
 * window opened, for an update check that runs minutes later. Required as qz/load.ts requires
 * qz-tray (main is CommonJS; everything here is synchronous).
 */
import { createRequire } from 'node:module';
import type * as ElectronUpdater from 'electron-updater';
import type { AppUpdater } from 'electron-updater';
import type * as Provider from 'electron-updater/out/providers/Provider';
import type { Logger } from '../log/logger';
import type { AutoUpdaterLike } from '../updater/updater';

const loaded = new Map<string, unknown>();

/** electron-updater's module `id`, required on the first call and kept. */
function load<T>(id: string): T {
  if (!loaded.has(id)) loaded.set(id, createRequire(import.meta.url)(id));
  return loaded.get(id) as T;
}

/** Whether anything of electron-updater has been asked for since main started. */
export function electronUpdaterLoaded(): boolean {
  return loaded.size > 0;
}

/** The yml of a signed feed, parsed exactly as electron-updater parses the one it reads. */
export function parseUpdateFeed(text: string): unknown {
  const { parseUpdateInfo } = load<typeof Provider>('electron-updater/out/providers/Provider');
  return parseUpdateInfo(text, 'latest.yml', new URL('https://feed.invalid/'));
}

export function realAutoUpdater(log: Logger): AutoUpdaterLike {
  let instance: AppUpdater | null = null;
  const get = (): AppUpdater => {
    if (instance) return instance;
    instance = load<typeof ElectronUpdater>('electron-updater').autoUpdater;
    instance.logger = {
      info: (m?: unknown) => log.info(`[updater] ${String(m)}`),
      warn: (m?: unknown) => log.warn(`[updater] ${String(m)}`),
      error: (m?: unknown) => log.error(`[updater] ${String(m)}`),
      debug: (m: string) => log.debug(`[updater] ${m}`),
    };
    return instance;
  };
  return {
    on: (event, listener) => get().on(event as 'error', listener),
    removeListener: (event, listener) => get().removeListener(event as 'error', listener),
    checkForUpdates: () => get().checkForUpdates(),
    quitAndInstall: (isSilent, isForceRunAfter) => get().quitAndInstall(isSilent, isForceRunAfter),
    setFeedURL: (options) => get().setFeedURL(options),
    get autoDownload() {
      return get().autoDownload;
    },
    set autoDownload(value) {
      get().autoDownload = value;
    },
    get autoInstallOnAppQuit() {
      return get().autoInstallOnAppQuit;
    },
    set autoInstallOnAppQuit(value) {
      get().autoInstallOnAppQuit = value;
    },
    get isUpdateSupported() {
      return get().isUpdateSupported as AutoUpdaterLike['isUpdateSupported'];
    },
    set isUpdateSupported(value) {
      get().isUpdateSupported = value as AppUpdater['isUpdateSupported'];
    },
  };
}
