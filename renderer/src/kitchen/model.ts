/**
 * The kitchen screen's rules as pure functions (issue 33 §3): a card's age and its level against
 * the store's thresholds, said in words as well as colour; which feed wins; where the selection
 * goes. The components only render what these return.
 */
import type { KitchenCard, KitchenFeed } from '../../../shared/kitchen-screen/contract';

export type AgeLevel = 'fresh' | 'amber' | 'red';

const MINUTE = 60_000;

/** Whole minutes since the order was accepted (never negative: a clock a little behind says 0). */
export function ageMinutes(acceptedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - acceptedAt) / MINUTE));
}

/**
 * Under `amber` minutes neutral, from `amber` up to `red` amber, past `red` red (issue 33 §3),
 * from the age itself, not its whole minutes: a card 20 min 30 s old is past 20 min, red (it
 * still reads 'há 20 min'). `ageMs` is the time since accepted.
 */
export function ageLevel(ageMs: number, amber: number, red: number): AgeLevel {
  if (ageMs > red * MINUTE) return 'red';
  if (ageMs >= amber * MINUTE) return 'amber';
  return 'fresh';
}

export const AGE_LEVEL_WORDS: Readonly<Record<AgeLevel, string | null>> = {
  fresh: null,
  amber: 'atenção',
  red: 'atrasado',
};

/** 'há 12 min · atenção': the age and, past the first threshold, what it means. */
export function ageText(minutes: number, level: AgeLevel): string {
  const age = minutes < 1 ? 'há menos de 1 min' : `há ${minutes} min`;
  const word = AGE_LEVEL_WORDS[level];
  return word ? `${age} · ${word}` : age;
}

/**
 * The feed to show: the incoming one unless it is older than what is shown (a late answer to a
 * command, or a reconnect that raced a newer push). Another screen's feed never replaces this one.
 */
export function newerFeed(shown: KitchenFeed | null, incoming: KitchenFeed): KitchenFeed | null {
  if (shown === null) return incoming;
  if (incoming.screenId !== shown.screenId) return shown;
  return incoming.revision < shown.revision ? shown : incoming;
}

/** The keys of the cards that came with `next` and were not in `previous`. */
export function arrivedCards(previous: KitchenFeed | null, next: KitchenFeed): KitchenCard[] {
  if (previous === null) return [];
  const before = new Set(previous.cards.map((c) => c.key));
  return next.cards.filter((c) => !before.has(c.key));
}

export type Move = 'left' | 'right' | 'up' | 'down';

/**
 * The card selected after an arrow: left/right step through the grid's order, up/down by a row
 * of `columns`, clamped to the first and last card. Nothing selected yet: the first card.
 */
export function moveSelection(
  keys: readonly string[],
  current: string | null,
  move: Move,
  columns: number,
): string | null {
  if (keys.length === 0) return null;
  const at = current === null ? -1 : keys.indexOf(current);
  if (at < 0) return keys[0] ?? null;
  const step = move === 'left' ? -1 : move === 'right' ? 1 : move === 'up' ? -columns : columns;
  const next = Math.min(keys.length - 1, Math.max(0, at + step));
  return keys[next] ?? null;
}

/**
 * After the selected card left the screen (bumped, acknowledged), the card that took its place,
 * or the new last one; null when the screen is empty.
 */
export function selectionAfterRemoval(
  before: readonly string[],
  after: readonly string[],
  selected: string | null,
): string | null {
  if (selected === null || after.includes(selected)) return selected;
  if (after.length === 0) return null;
  const at = Math.max(0, before.indexOf(selected));
  return after[Math.min(at, after.length - 1)] ?? null;
}

/** 'João Carlos' → 'João'; the kitchen sees no surname. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The order's mode as the kitchen says it. */
export const MODE_LABEL: Readonly<Record<KitchenCard['mode'], string>> = {
  entrega: 'Entrega',
  retirada: 'Retirada',
};

/** Open cards (CANCELADO ones wait for 'Ciente' but are no longer to cook). */
export function openCount(cards: readonly KitchenCard[]): number {
  return cards.filter((c) => c.state === 'open').length;
}
