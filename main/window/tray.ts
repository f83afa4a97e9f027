/**
 * The tray icon: 'Abrir' / 'Sair', a click restores the window, the tooltip says
 * brand — store — pending orders (e.g. 'Caixa Delivery — Pizzaria Bella Napoli — 2 pedidos pendentes'),
 * and while orders are pending the icon carries a dot. A printer that reports a problem is named
 * in the tooltip while it lasts ('… — Impressora Balcão sem papel'), so staff who hid the window
 * still learn to change the paper.
 */
import type { TrayInfo } from '../../shared/bridge';
import type { Logger } from '../log/logger';

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
}

export function trayTooltip(
  brandName: string,
  info: TrayInfo,
  printerProblems: readonly string[] = [],
): string {
  const parts = [brandName];
  const store = info.storeName?.trim();
  if (store) parts.push(store);
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
  tooltip(): string;
  destroy(): void;
}

export function createTrayService(deps: TrayDeps): TrayService {
  let tray: TrayLike | null = null;
  let info: TrayInfo = {};
  let problems: readonly string[] = [];
  let iconState: TrayIconState = 'idle';
  const tooltip = () => trayTooltip(deps.brandName, info, problems);

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
    tooltip,
    destroy() {
      tray?.destroy();
      tray = null;
    },
  };
}
