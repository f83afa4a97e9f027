/**
 * The orders desk's keyboard shortcuts as a pure mapping, so the rules (not while typing, not
 * behind a modal, modifiers) are table-tested apart from the screen.
 */
import {
  reachTarget,
  shortcutProps,
  SHORTCUT_TARGETS,
  type ShortcutTarget,
} from '../../components/shortcutTargets';
export type ShortcutCommand =
  | 'next'
  | 'prev'
  | 'open'
  | 'accept'
  | 'step'
  | 'deliver'
  | 'cancel'
  | 'print'
  | 'search'
  | 'mute'
  | 'escape'
  | 'help'
  | ShortcutTarget;

export { reachTarget, shortcutProps, SHORTCUT_TARGETS, type ShortcutTarget };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export interface ShortcutContext {
  /** Focus is in a text field (input, textarea, select, contenteditable). */
  typing: boolean;
  /** A modal or alert is open: its own keys win. */
  modalOpen: boolean;
  /** Focus is on a control that Enter already activates (button, link). */
  onControl: boolean;
}

const PLAIN: Readonly<Record<string, ShortcutCommand>> = {
  ArrowDown: 'next',
  j: 'next',
  ArrowUp: 'prev',
  k: 'prev',
  a: 'accept',
  p: 'step',
  e: 'deliver',
  c: 'cancel',
  i: 'print',
  '/': 'search',
  m: 'mute',
  Escape: 'escape',
  '?': 'help',
};

export function shortcutFor(e: KeyInput, ctx: ShortcutContext): ShortcutCommand | null {
  if (ctx.modalOpen) return null;
  const ctrl = e.ctrlKey || e.metaKey;
  if (ctrl && !e.altKey && e.key.toLowerCase() === 'f') return 'search';
  if (ctrl || e.altKey) return null;
  if (ctx.typing) return null;
  if (e.key === 'Enter') return ctx.onControl ? null : 'open';
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return PLAIN[key] ?? PLAIN[e.key] ?? (SHORTCUT_TARGETS as Record<string, ShortcutTarget>)[key] ?? null;
}

/** What the event target says about the context. */
export function targetContext(target: EventTarget | null): Pick<ShortcutContext, 'typing' | 'onControl'> {
  const el = target instanceof Element ? target : null;
  const typing = !!el?.closest(
    'input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), textarea, select, [contenteditable="true"], [contenteditable=""]',
  );
  const onControl = !!el?.closest('button, a[href], [role="button"], input, select, summary');
  return { typing, onControl };
}

export function isModalOpen(doc: Document = document): boolean {
  return doc.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;
}
