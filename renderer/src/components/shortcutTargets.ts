/**
 * Controls a key reaches (issue 35 §2: a shift without the mouse). The orders desk's keyboard
 * handler (features/orders/shortcuts) maps a key to a target; the control itself, wherever it is
 * drawn (the detail's action bar, the top bar, the header), carries the mark, so the key obeys
 * the control's own rules (disabled, offline gate, menus).
 */
import { focusForKey } from './focusReturn';

/**
 * Keys that press (or, for the store switch, focus) a control marked `data-shortcut` on screen:
 * the control keeps its own rules (disabled, offline gate, menus), the key only reaches it.
 */
export const SHORTCUT_TARGETS = {
  h: 'chat',
  o: 'requestCourier',
  v: 'linkCourier',
  x: 'cancelCourier',
  t: 'deliveryTime',
  f: 'printQueue',
  l: 'storeSwitch',
} as const;
export type ShortcutTarget = (typeof SHORTCUT_TARGETS)[keyof typeof SHORTCUT_TARGETS];

/** The `data-shortcut` mark and `aria-keyshortcuts` of a control a key reaches. */
export function shortcutProps(target: ShortcutTarget): {
  'data-shortcut': ShortcutTarget;
  'aria-keyshortcuts': string;
} {
  const key = Object.entries(SHORTCUT_TARGETS).find(([, t]) => t === target)?.[0] ?? '';
  return { 'data-shortcut': target, 'aria-keyshortcuts': key.toUpperCase() };
}

/** A control's tooltip naming its key: 'Abrir chat (atalho: H)'. */
export function shortcutTitle(label: string, keys: string): string {
  return `${label} (atalho: ${keys})`;
}

/** Targets that only take focus (a key must never flip the store open or closed by itself). */
const FOCUS_ONLY: ReadonlySet<ShortcutTarget> = new Set(['storeSwitch']);

/**
 * Presses the control marked for `target` (focus first, so a menu or dialog opened from it gives
 * focus back there, or to the order the key was pressed on: it came from that order); a disabled
 * or absent control is left alone. True when one was reached.
 */
export function reachTarget(target: ShortcutTarget, root: ParentNode = document): boolean {
  const el = root.querySelector<HTMLElement>(`[data-shortcut="${target}"]`);
  if (!el || el.matches(':disabled, [aria-disabled="true"], [data-disabled]')) return false;
  if (FOCUS_ONLY.has(target)) {
    // Staff go to the switch and work it themselves: what it opens comes from the switch.
    el.focus();
    return true;
  }
  focusForKey(el);
  // A menu button (Radix opens it on pointer-down or a key, not on click): the menu's own key,
  // which opens it with its first item focused, as a keyboard user expects.
  if (el.getAttribute('aria-haspopup') === 'menu') {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  } else {
    el.click();
  }
  return true;
}
