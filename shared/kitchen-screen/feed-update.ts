/**
 * A kitchen screen's feed as main pushes it: the whole feed once (on subscribe, on connect, when
 * the settings change its name or age colours), then only what changed, as the print queue does
 * (shared/print-queue-update.ts, shared/revision-delta.ts).
 *
 * A whole feed on every change cost main a serialisation, the IPC (or the tablet's Wi-Fi) a copy
 * and the screen a parse of every card it holds, and the new card waited behind them: a kitchen
 * at rush hour holds dozens of open cards and ten recent ones. A delta carries the cards that
 * changed, each in the list it now belongs to ('cards' or 'recent'), and the keys that left the
 * screen, so its size follows the change.
 *
 * The feed's revision is the delta's `revision`; `from` is the one it applies on. A screen that
 * missed one (or holds none yet) asks for the whole feed again.
 */
import type { KitchenCard, KitchenFeed } from './contract';
import { deltaVerdict, insertSorted, withoutKeys } from '../revision-delta';

export type KitchenFeedList = 'cards' | 'recent';

export interface KitchenFeedDelta {
  screenId: string;
  /** The revision this delta applies on. */
  from: number;
  /** The revision it makes. */
  revision: number;
  /** Cards that came or changed, each in the list it belongs to now. */
  put: { list: KitchenFeedList; card: KitchenCard }[];
  /** Keys no longer on the screen (acknowledged, or past the last ten bumped). */
  drop: string[];
}

/** A whole feed or a delta on one. */
export type KitchenFeedUpdate = KitchenFeed | KitchenFeedDelta;

export const isFeedDelta = (update: KitchenFeedUpdate): update is KitchenFeedDelta => 'from' in update;

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Accepted = Pick<KitchenCard, 'key' | 'acceptedAt'>;
type Bumped = Pick<KitchenCard, 'key' | 'bumpedAt'>;

/** The open and cancelled cards: oldest accepted first (main sorts with this too). */
export const byAccepted = (a: Accepted, b: Accepted) =>
  a.acceptedAt - b.acceptedAt || compareKeys(a.key, b.key);

/** The recent list: the last bumped first (main keeps its bumped cards in this order). */
export const byBumpedNewest = (a: Bumped, b: Bumped) =>
  (b.bumpedAt ?? 0) - (a.bumpedAt ?? 0) || compareKeys(a.key, b.key);

/**
 * The feed after `update`: a whole feed replaces one of the same screen unless it is older;
 * `stale` for anything already included, `gap` for a delta that does not follow (fetch the whole
 * feed again). Another screen's update is `stale` to this one.
 */
export function applyFeedUpdate(
  current: KitchenFeed | null,
  update: KitchenFeedUpdate,
): KitchenFeed | 'stale' | 'gap' {
  if (current !== null && update.screenId !== current.screenId) return 'stale';
  if (!isFeedDelta(update)) {
    return current !== null && update.revision < current.revision ? 'stale' : update;
  }
  if (current === null) return 'gap';
  const verdict = deltaVerdict(current.revision, update.from, update.revision);
  if (verdict !== 'apply') return verdict;
  const touched = new Set([...update.drop, ...update.put.map((p) => p.card.key)]);
  const keyOf = (card: KitchenCard) => card.key;
  // Copies: the feed held (shown) is never changed in place.
  const next: KitchenFeed = {
    ...current,
    revision: update.revision,
    cards: [...withoutKeys(current.cards, touched, keyOf)],
    recent: [...withoutKeys(current.recent, touched, keyOf)],
  };
  for (const { list, card } of update.put) {
    insertSorted(next[list], card, list === 'cards' ? byAccepted : byBumpedNewest);
  }
  return next;
}
