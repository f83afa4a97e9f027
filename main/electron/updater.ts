/**
 * The real electron-updater (it imports electron itself, so it lives here). Its `autoUpdater`
 * is created on first use only: in development or with updates disabled it is never touched
 * (creating it probes the package type and logs noise on Linux).
 */
import { autoUpdater as lazyInstance, type AppUpdater } from 'electron-updater';
import type { Logger } from '../log/logger';
import { parseUpdateInfo } from 'electron-updater/out/providers/Provider';
import type { AutoUpdaterLike } from '../updater/updater';

/** The yml of a signed feed, parsed exactly as electron-updater parses the one it reads. */
export function parseUpdateFeed(text: string): unknown {
  return parseUpdateInfo(text, 'latest.yml', new URL('https://feed.invalid/'));
}

export function realAutoUpdater(log: Logger): AutoUpdaterLike {
  let instance: AppUpdater | null = null;
  const get = (): AppUpdater => {
    if (instance) return instance;
    instance = lazyInstance;
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
