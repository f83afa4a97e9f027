/**
 * electron-updater behind a seam. Every updater event becomes one `UpdateStatus`, and the
 * renderer hears the spec's messages: 'update-available' (it switches to 'Atualizando...'),
 * 'update-progress' and 'update-message'. A failure (the `error` event and the rejected
 * `checkForUpdates()` promise, which both happen for one failure) is logged once, sent as an
 * error message, and the app keeps running on its current version.
 *
 * A downloaded update is installed only when the desk is idle: no order waiting for acceptance
 * (the renderer reports how many) and no ticket waiting or being sent (the print journal). Until
 * then it waits ('waiting', re-checked on every report and every few seconds), unless staff choose
 * 'Instalar agora'.
 *
 * Nothing is downloaded until the feed is verified (feed-signature.ts): electron-updater asks
 * `isUpdateSupported` before it calls an update available (and so before it downloads), and the
 * desk answers there, after checking the feed's Ed25519 signature against the built-in key.
 */
import {
  UPDATE_WAITING_MESSAGE,
  type UpdateAvailable,
  type UpdateMessage,
  type UpdateProgress,
  type UpdateStatus,
} from '../../shared/bridge';
import type { Logger } from '../log/logger';
import type { Timers } from '../timers';
import type { FeedVerifier } from './feed-signature';

/** The part of electron-updater's `autoUpdater` we use (an EventEmitter). */
export interface AutoUpdaterLike {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  /** electron-updater asks this before an update is available (before any download). */
  isUpdateSupported: (info: unknown) => boolean | Promise<boolean>;
}

export const UPDATE_MESSAGES = {
  downloading: 'Baixando atualização...',
  installing: 'Instalando atualização...',
  waiting: UPDATE_WAITING_MESSAGE,
  failed: (detail: string) => `Não foi possível atualizar (${detail}). O aplicativo continua funcionando.`,
} as const;

interface UpdaterChannels {
  available: string;
  progress: string;
  message: string;
}

export interface UpdaterDeps {
  autoUpdater: AutoUpdaterLike;
  send: (channel: string, payload: UpdateAvailable | UpdateProgress | UpdateMessage) => void;
  channels: UpdaterChannels;
  log: Logger;
  timers: Timers;
  isPackaged: boolean;
  /** Generic-provider feed from config/app.config.json `updates.url`. */
  feedUrl: string;
  /**
   * electron-builder wrote resources/app-update.yml (its `publish` setting): used when feedUrl
   * is empty. With neither, updates are disabled.
   */
  builtInFeed?: boolean;
  intervalHours: number;
  /**
   * Why this install cannot replace itself (main/updater/support.ts: a .deb, a store or portable
   * build...), so nothing is downloaded; null or absent when it can.
   */
  cannotSelfUpdate?: string | null;
  /**
   * Checks the feed's signature against the key built into the app (feed-signature.ts): null
   * when it is signed, else why not. Absent (no key built in): updates stay off.
   */
  verifyFeed?: FeedVerifier | null;
  /** Called right before quitAndInstall, so closing the window does not prompt. */
  beforeInstall: () => void;
  /** The install did not happen (quitAndInstall threw, or the updater failed while installing). */
  onInstallFailed?: () => void;
  /** Pause between 'Instalando atualização...' and the restart, so the operator sees it. */
  installDelayMs?: number;
  /** True while the print queue has a ticket waiting or being sent (not failed or parked ones). */
  printQueueBusy?: () => boolean;
  /** How often a waiting install looks at the desk again (the print queue is polled). */
  recheckMs?: number;
}

interface UpdaterService {
  /** Starts checking (now and every intervalHours); false when updates are disabled. */
  start(): boolean;
  checkNow(): Promise<void>;
  status(): UpdateStatus;
  /** The renderer's count of orders waiting for acceptance (status PP). */
  setPendingOrders(count: number): void;
  /** The last count the renderer reported. */
  pendingOrders(): number;
  /** Staff chose 'Instalar agora': installs a downloaded update at once; false if there is none. */
  installNow(): boolean;
  /** Listen to the status stream; returns the unsubscribe. */
  subscribe(listener: (status: UpdateStatus) => void): () => void;
  stop(): void;
}

function errorText(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  // electron-updater puts whole HTTP responses in messages; the first line is what matters.
  return (raw.split('\n')[0] ?? '').slice(0, 300) || 'erro desconhecido';
}

function versionOf(info: unknown): string {
  const v = (info as { version?: unknown } | null)?.version;
  return typeof v === 'string' ? v : '';
}

export function createUpdater(deps: UpdaterDeps): UpdaterService {
  const { autoUpdater, channels, log, timers } = deps;
  let current: UpdateStatus = { state: 'idle' };
  const listeners = new Set<(status: UpdateStatus) => void>();
  let cycle = 0;
  let failedCycle = -1;
  let interval: unknown = null;
  const handlers: [string, (...args: unknown[]) => void][] = [];

  const setStatus = (next: UpdateStatus) => {
    current = next;
    for (const l of listeners) l(next);
  };
  const message = (text: string, kind: UpdateMessage['kind'] = 'info') =>
    deps.send(channels.message, { message: text, kind });

  /** Between beforeInstall() and the app quitting for the installer. */
  let installing = false;
  /** The downloaded version, until it is installed or the update fails. */
  let ready: string | null = null;
  let pendingOrders = 0;
  let recheckTimer: unknown = null;
  let installTimer: unknown = null;

  function clearTimers(): void {
    if (recheckTimer !== null) timers.clearTimeout(recheckTimer);
    if (installTimer !== null) timers.clearTimeout(installTimer);
    recheckTimer = installTimer = null;
  }

  function fail(error: unknown): void {
    if (failedCycle === cycle) return; // the same failure, reported a second time
    failedCycle = cycle;
    ready = null;
    clearTimers();
    const detail = errorText(error);
    log.error('Falha na atualização', error);
    if (installing) {
      installing = false;
      deps.onInstallFailed?.();
    }
    setStatus({ state: 'error', message: detail });
    message(UPDATE_MESSAGES.failed(detail), 'error');
  }

  const on = (event: string, handler: (...args: unknown[]) => void) => {
    autoUpdater.on(event, handler);
    handlers.push([event, handler]);
  };

  function wire(): void {
    on('checking-for-update', () => setStatus({ state: 'checking' }));
    // A refused feed is reported by the hook and then seen as 'not available': keep the error.
    on('update-not-available', () => {
      if (failedCycle !== cycle) setStatus({ state: 'idle' });
    });
    on('update-available', (info) => {
      const version = versionOf(info);
      log.info(`Atualização disponível: ${version}`);
      setStatus({ state: 'available', version });
      deps.send(channels.available, { version });
      message(UPDATE_MESSAGES.downloading);
    });
    on('download-progress', (raw) => {
      const p = (raw ?? {}) as {
        percent?: unknown;
        transferred?: unknown;
        total?: unknown;
        bytesPerSecond?: unknown;
      };
      const percent = Math.max(0, Math.min(100, Number(p.percent) || 0));
      const version = 'version' in current ? current.version : '';
      setStatus({ state: 'downloading', version, percent });
      const payload: UpdateProgress = { percent };
      if (typeof p.transferred === 'number') payload.transferred = p.transferred;
      if (typeof p.total === 'number') payload.total = p.total;
      if (typeof p.bytesPerSecond === 'number') payload.bytesPerSecond = p.bytesPerSecond;
      deps.send(channels.progress, payload);
    });
    on('update-downloaded', (info) => {
      const version = versionOf(info) || ('version' in current ? current.version : '');
      log.info(`Atualização ${version} baixada`);
      ready = version;
      installWhenIdle();
    });
    on('error', (error) => fail(error));
  }

  function printQueueBusy(): boolean {
    try {
      return deps.printQueueBusy?.() ?? false;
    } catch (error) {
      log.warn('Fila de impressão indisponível para o atualizador', error);
      return true;
    }
  }

  function install(): void {
    clearTimers();
    try {
      installing = true;
      deps.beforeInstall();
      autoUpdater.quitAndInstall(true, true);
    } catch (error) {
      fail(error);
    }
  }

  /**
   * Installs the downloaded update if the desk is idle, after the 'Instalando atualização...'
   * pause (looking again at its end: an order may have come in); otherwise waits.
   */
  function installWhenIdle(): void {
    if (ready === null || installing || installTimer !== null) return;
    if (recheckTimer !== null) timers.clearTimeout(recheckTimer);
    recheckTimer = null;
    const printing = printQueueBusy();
    if (pendingOrders === 0 && !printing) {
      log.info(`Caixa livre: instalando a atualização ${ready}`);
      setStatus({ state: 'downloaded', version: ready });
      message(UPDATE_MESSAGES.installing);
      installTimer = timers.setTimeout(() => {
        installTimer = null;
        if (pendingOrders === 0 && !printQueueBusy()) install();
        else installWhenIdle();
      }, deps.installDelayMs ?? 1500);
      return;
    }
    const was = current;
    const next: UpdateStatus = { state: 'waiting', version: ready, pendingOrders, printing };
    if (was.state !== 'waiting') {
      log.info(
        `Atualização ${ready} pronta; aguardando o caixa ficar livre (${pendingOrders} pedido(s) pendente(s)${printing ? ', impressões na fila' : ''})`,
      );
    }
    if (was.state !== 'waiting' || was.pendingOrders !== pendingOrders || was.printing !== printing) {
      setStatus(next);
      // The renderer reads the status on each message, so it shows what the desk waits for.
      message(UPDATE_MESSAGES.waiting);
    }
    recheckTimer = timers.setTimeout(() => {
      recheckTimer = null;
      installWhenIdle();
    }, deps.recheckMs ?? 5000);
  }

  const busy = () =>
    current.state === 'available' ||
    current.state === 'downloading' ||
    current.state === 'waiting' ||
    current.state === 'downloaded';

  const service: UpdaterService = {
    start() {
      if (!deps.isPackaged) {
        log.info('Atualizações desativadas: aplicativo não empacotado (desenvolvimento)');
        return false;
      }
      if (deps.cannotSelfUpdate) {
        log.info(`Atualizações automáticas desativadas: ${deps.cannotSelfUpdate}`);
        return false;
      }
      if (!deps.feedUrl && !deps.builtInFeed) {
        log.warn(
          'Atualizações desativadas: updates.url vazio em config/app.config.json e sem app-update.yml',
        );
        return false;
      }
      if (deps.feedUrl && !/^https:\/\//i.test(deps.feedUrl)) {
        // A packaged desk installs what the feed serves: never over plain http.
        log.error(`Atualizações desativadas: o endereço de atualização precisa ser https (${deps.feedUrl})`);
        return false;
      }
      const verifyFeed = deps.verifyFeed;
      if (!verifyFeed) {
        log.error(
          'Atualizações desativadas: sem chave pública (updates.publicKey) ou sem feed genérico para conferir a assinatura',
        );
        return false;
      }
      try {
        autoUpdater.autoDownload = true;
        autoUpdater.autoInstallOnAppQuit = true;
        if (deps.feedUrl) autoUpdater.setFeedURL({ provider: 'generic', url: deps.feedUrl });
        const supported = autoUpdater.isUpdateSupported;
        autoUpdater.isUpdateSupported = async (info) => {
          // electron-updater's own check first (the minimum OS version).
          if (!(await supported.call(autoUpdater, info))) return false;
          const refused = await verifyFeed(info);
          if (refused === null) {
            log.info(`Feed de atualização ${versionOf(info)} com assinatura válida`);
            return true;
          }
          fail(new Error(refused));
          return false;
        };
      } catch (error) {
        log.error('Configuração do atualizador inválida', error);
        return false;
      }
      wire();
      void service.checkNow();
      const everyMs = Math.max(0.25, deps.intervalHours) * 3_600_000;
      interval = timers.setInterval(() => void service.checkNow(), everyMs);
      log.info(`Atualizações: ${deps.feedUrl || 'app-update.yml'} a cada ${deps.intervalHours} h`);
      return true;
    },
    async checkNow() {
      if (busy()) return;
      cycle += 1;
      try {
        await autoUpdater.checkForUpdates();
      } catch (error) {
        fail(error);
      }
    },
    status: () => current,
    setPendingOrders(count) {
      pendingOrders = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
      if (current.state === 'waiting') installWhenIdle();
    },
    pendingOrders: () => pendingOrders,
    installNow() {
      if (ready === null || installing) return false;
      log.info(`Instalar agora: atualização ${ready} (${pendingOrders} pedido(s) pendente(s))`);
      setStatus({ state: 'downloaded', version: ready });
      message(UPDATE_MESSAGES.installing);
      install();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (interval !== null) timers.clearInterval(interval);
      interval = null;
      clearTimers();
      for (const [event, handler] of handlers.splice(0)) autoUpdater.removeListener(event, handler);
    },
  };
  return service;
}
