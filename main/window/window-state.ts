/**
 * Remembered size and position. The position is restored only when the window would be
 * visible on a connected display (a monitor unplugged since last run must not hide the app).
 */
import type { Rect, WindowState } from '../settings/schema';
import type { SettingsStore } from '../settings/store';
import type { Timers } from '../timers';
import type { WindowLike } from './types';

export const DEFAULT_SIZE = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 960, height: 600 };

export interface ScreenLike {
  getAllDisplays(): { workArea: Rect }[];
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** True when the window's title bar strip overlaps some display enough to grab it. */
export function isVisibleOnDisplays(
  bounds: Rect,
  workAreas: readonly Rect[],
  minVisible = { width: 100, height: 40 },
): boolean {
  const titleBar: Rect = {
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: Math.min(bounds.height, minVisible.height),
  };
  return workAreas.some((area) => {
    const o = overlap(titleBar, area);
    return (
      o.width >= Math.min(minVisible.width, bounds.width) &&
      o.height >= Math.min(minVisible.height, titleBar.height)
    );
  });
}

export interface InitialBounds {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

/** Size always comes back (clamped); position only when it is on a visible display. */
export function initialBounds(state: WindowState, workAreas: readonly Rect[] | null): InitialBounds {
  const saved = state.bounds;
  if (!saved) return { ...DEFAULT_SIZE };
  const size = {
    width: Math.max(saved.width, MIN_SIZE.width),
    height: Math.max(saved.height, MIN_SIZE.height),
  };
  if (workAreas && workAreas.length > 0 && isVisibleOnDisplays({ ...saved, ...size }, workAreas)) {
    return { ...size, x: saved.x, y: saved.y };
  }
  return size;
}

export function readWorkAreas(screen: ScreenLike | undefined): Rect[] | null {
  if (!screen) return null;
  try {
    return screen.getAllDisplays().map((d) => d.workArea);
  } catch {
    return null;
  }
}

/** Saves bounds (debounced) while the window moves and right away when it closes. */
export function trackWindowState(
  win: WindowLike,
  store: Pick<SettingsStore, 'set'>,
  timers: Timers,
  delayMs = 500,
): void {
  let pending: unknown = null;
  const save = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
    if (win.isDestroyed() || win.isMinimized()) return;
    store.set('window', { bounds: win.getNormalBounds(), maximized: win.isMaximized() });
  };
  const later = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(save, delayMs);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('maximize', save);
  win.on('unmaximize', save);
  win.on('close', save);
}
