/**
 * The tray icon: 'Abrir' / 'Sair', a click restores the window, the tooltip says
 * brand — store — pending orders (e.g. 'Caixa Delivery — Pizzaria Bella Napoli — 2 pedidos pendentes'),
 * and while orders are pending the icon carries a dot. A printer that reports a problem is named
 * in the tooltip while it lasts ('… — Impressora Balcão sem papel'), so staff who hid the window
 * still learn to change the paper.
 * A running store pause is named after the store with its countdown ('Pausado · volta às 20:45
 * (faltam 14:30)', issue 34 §1), moved every TRAY_PAUSE_TICK_MS.
 */
import type { TrayInfo, TrayPause } from '../../shared/bridge';
import { pauseCountdown, pauseLabel } from '../../shared/store-pause/pause';
import type { Logger } from '../log/logger';
import { systemTimers, type Timers } from '../timers';

/** How often the tooltip's pause countdown moves (a tooltip is read at a glance, not watched). */
export const TRAY_PAUSE_TICK_MS = 15_000;

/** 'pending': the icon with the dot (orders waiting). */
export type TrayIconState = 'idle' | 'pending';

export interface TrayLike {
  setToolTip(text: string): void;
  /** Swaps the icon; optional (a tray created with a single icon keeps it). Created 'idle'. */
  setIconState?(state: TrayIconState): void;
  setContextMenu(menu: unknown): void;
  on(event: 'click' | 'double-click', listener: () => void): unknown;
  destroy(): void;
}

export interface TrayMenuItem {
  label?: string;
  type?: 'normal' | 'separator';
  click?: () => void;
}

interface TrayDeps {
  /** Creates the OS tray icon (the real one: `new Tray(nativeImage.createFromPath(icon))`). */
  createTray: () => TrayLike;
  /** Builds the native menu (the real one: `Menu.buildFromTemplate(items)`). */
  buildMenu: (items: TrayMenuItem[]) => unknown;
  brandName: string;
  onOpen: () => void;
  onQuit: () => void;
  log: Logger;
  timers?: Timers;
  now?: () => number;
}

/** 'Pausado · volta às 20:45 (faltam 14:30)': the store pause, named right after the store. */
export function trayPauseText(pause: TrayPause, now: number): string {
  return `${pauseLabel(pause)} (faltam ${pauseCountdown(pause.endsAt, now)})`;
}

export function trayTooltip(
  brandName: string,
  info: TrayInfo,
  printerProblems: readonly string[] = [],
  pause: string | null = null,
): string {
  const parts = [brandName];
  const store = info.storeName?.trim();
  if (store) parts.push(store);
  if (pause) parts.push(pause);
  const pending = info.pendingOrders ?? 0;
  if (pending > 0) parts.push(pending === 1 ? '1 pedido pendente' : `${pending} pedidos pendentes`);
  parts.push(...printerProblems);
  return parts.join(' — ');
}

export function trayIconState(info: TrayInfo): TrayIconState {
  return (info.pendingOrders ?? 0) > 0 ? 'pending' : 'idle';
}

function trayMenuItems(onOpen: () => void, onQuit: () => void): TrayMenuItem[] {
  return [{ label: 'Abrir', click: onOpen }, { type: 'separator' }, { label: 'Sair', click: onQuit }];
}

interface TrayService {
  create(): void;
  /** Merges what the renderer sent (store name, pending orders); refreshes the tooltip and icon. */
  setInfo(info: TrayInfo): void;
  /** The printer problems to name ('Impressora Balcão sem papel'); [] when none. */
  setPrinterProblems(messages: readonly string[]): void;
  /** The running store pause (its countdown moves every TRAY_PAUSE_TICK_MS); null ends it. */
  setPause(pause: TrayPause | null): void;
  tooltip(): string;
  destroy(): void;
}

export function createTrayService(deps: TrayDeps): TrayService {
  let tray: TrayLike | null = null;
  let info: TrayInfo = {};
  let problems: readonly string[] = [];
  let iconState: TrayIconState = 'idle';
  let pause: TrayPause | null = null;
  let pauseTimer: unknown = null;
  const timers = deps.timers ?? systemTimers;
  const now = deps.now ?? Date.now;
  const tooltip = () =>
    trayTooltip(
      deps.brandName,
      info,
      problems,
      pause && pause.endsAt > now() ? trayPauseText(pause, now()) : null,
    );
  const stopPauseTimer = () => {
    if (pauseTimer !== null) timers.clearInterval(pauseTimer);
    pauseTimer = null;
  };

  /** Only on a change: some Linux trays flicker on every setImage. */
  const refreshIcon = () => {
    const next = trayIconState(info);
    if (!tray || next === iconState) return;
    try {
      tray.setIconState?.(next);
      iconState = next;
    } catch (error) {
      deps.log.warn('Não foi possível trocar o ícone da bandeja', error);
    }
  };

  return {
    create() {
      if (tray) return;
      try {
        tray = deps.createTray();
      } catch (error) {
        // Some Linux desktops have no tray; the app still works, it just cannot hide there.
        deps.log.error('Não foi possível criar o ícone da bandeja', error);
        return;
      }
      iconState = 'idle';
      tray.setToolTip(tooltip());
      refreshIcon();
      tray.setContextMenu(deps.buildMenu(trayMenuItems(deps.onOpen, deps.onQuit)));
      tray.on('click', deps.onOpen);
      tray.on('double-click', deps.onOpen);
    },
    setInfo(next) {
      info = { ...info, ...next };
      tray?.setToolTip(tooltip());
      refreshIcon();
    },
    setPrinterProblems(messages) {
      // The queue is broadcast a few times a second: only a change reaches the OS tray.
      if (messages.join('\n') === problems.join('\n')) return;
      problems = [...messages];
      tray?.setToolTip(tooltip());
    },
    setPause(next) {
      stopPauseTimer();
      pause = next;
      tray?.setToolTip(tooltip());
      if (!next) return;
      pauseTimer = timers.setInterval(() => {
        tray?.setToolTip(tooltip());
        if (pause && pause.endsAt <= now()) stopPauseTimer();
      }, TRAY_PAUSE_TICK_MS);
    },
    tooltip,
    destroy() {
      stopPauseTimer();
      tray?.destroy();
      tray = null;
    },
  };
}
