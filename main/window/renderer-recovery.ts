/**
 * Keeps the cash desk's screen alive through a long shift: when the renderer process dies
 * ('render-process-gone') or hangs ('unresponsive' for longer than a grace period), the page is
 * reloaded after a short backoff, so the order socket, the alert sound and automatic printing come
 * back by themselves (they live in the renderer and start with it). A crash loop (more than
 * `maxCrashes` within `crashWindowMs`) stops the reloads and asks staff with a native dialog.
 * Everything is logged.
 */
import type { Logger } from '../log/logger';
import type { Timers } from '../timers';
import type { DialogLike } from './close-flow';
import type { WindowLike } from './types';

interface RendererRecoveryDeps {
  dialog: DialogLike;
  timers: Timers;
  log: Logger;
  /** Quit for good (the crash-loop dialog's 'Sair'). */
  quit(): void;
  now?(): number;
  /** Wait before the n-th reload in a row (the last value repeats). */
  delaysMs?: readonly number[];
  maxCrashes?: number;
  crashWindowMs?: number;
  /** How long a hung page may stay unresponsive before it is reloaded. */
  unresponsiveGraceMs?: number;
}

const RENDERER_RELOAD_DELAYS_MS = [1000, 3000, 10_000] as const;
export const CRASH_LOOP_TITLE = 'Problema na tela do caixa';
export const CRASH_LOOP_MESSAGE =
  'A tela do caixa parou de funcionar várias vezes seguidas. Tente de novo; se continuar, feche o caixa e chame o suporte.';
export const CRASH_LOOP_BUTTONS = ['Tentar de novo', 'Sair'] as const;

interface RendererRecovery {
  attach(win: WindowLike): void;
  /** Reloads scheduled and crashes remembered (tests, logs). */
  state(): { crashes: number; reloads: number; gaveUp: boolean };
}

export function createRendererRecovery(deps: RendererRecoveryDeps): RendererRecovery {
  const { timers, log } = deps;
  const now = deps.now ?? Date.now;
  const delays = deps.delaysMs ?? RENDERER_RELOAD_DELAYS_MS;
  const maxCrashes = deps.maxCrashes ?? 3;
  const crashWindowMs = deps.crashWindowMs ?? 5 * 60_000;
  const graceMs = deps.unresponsiveGraceMs ?? 15_000;
  let crashes: number[] = [];
  let reloads = 0;
  let gaveUp = false;
  let reloadTimer: unknown;
  let hangTimer: unknown;

  function reload(win: WindowLike): void {
    reloadTimer = undefined;
    if (win.isDestroyed()) return;
    reloads += 1;
    log.info(`Recarregando a tela do caixa (${reloads}ª vez)`);
    try {
      win.webContents.reload();
    } catch (error) {
      log.error('Não foi possível recarregar a tela do caixa', error);
    }
  }

  function giveUp(win: WindowLike): void {
    if (gaveUp) return;
    gaveUp = true;
    log.error(`A tela do caixa caiu ${crashes.length} vezes em pouco tempo; recarga automática suspensa`);
    deps.dialog
      .showMessageBox({
        type: 'error',
        title: CRASH_LOOP_TITLE,
        message: CRASH_LOOP_MESSAGE,
        buttons: [...CRASH_LOOP_BUTTONS],
        defaultId: 0,
        cancelId: 1,
        noLink: true,
      })
      .then(
        ({ response }) => {
          if (response === 0) {
            log.info('Recarga pedida no aviso de falhas seguidas');
            crashes = [];
            gaveUp = false;
            reload(win);
          } else {
            log.info('Caixa fechado no aviso de falhas seguidas');
            deps.quit();
          }
        },
        (error: unknown) => log.error('Aviso de falhas seguidas não abriu', error),
      );
  }

  function failed(win: WindowLike, reason: string): void {
    if (reason === 'clean-exit') return;
    log.error(`A tela do caixa parou (${reason})`);
    const at = now();
    crashes = [...crashes.filter((t) => at - t < crashWindowMs), at];
    if (reloadTimer !== undefined) return; // a reload is already on its way
    if (gaveUp) return;
    if (crashes.length > maxCrashes) {
      giveUp(win);
      return;
    }
    const wait = delays[Math.min(crashes.length - 1, delays.length - 1)] ?? 1000;
    reloadTimer = timers.setTimeout(() => reload(win), wait);
  }

  return {
    attach(win) {
      win.webContents.on('render-process-gone', (_event, details) => {
        const reason = (details as { reason?: unknown } | undefined)?.reason;
        failed(win, typeof reason === 'string' ? reason : 'unknown');
      });
      win.on('unresponsive', () => {
        if (hangTimer !== undefined) return;
        log.warn('A tela do caixa não está respondendo');
        hangTimer = timers.setTimeout(() => {
          hangTimer = undefined;
          failed(win, 'unresponsive');
        }, graceMs);
      });
      win.on('responsive', () => {
        if (hangTimer === undefined) return;
        timers.clearTimeout(hangTimer);
        hangTimer = undefined;
        log.info('A tela do caixa voltou a responder');
      });
    },
    state: () => ({ crashes: crashes.length, reloads, gaveUp }),
  };
}
