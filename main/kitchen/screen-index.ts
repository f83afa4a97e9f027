/**
 * Where each screen's cards stand, kept as they change (cards.ts): the cards a screen shows in
 * 'cards' (open or cancelled, not acknowledged) and its bumped ones newest first, of which the
 * first ten are 'recent' (shared/kitchen-screen/feed-update.ts). A change then says what it moved
 * on its screen by looking at that card and at the edge of the recent ten, not at every card of
 * every screen: a kitchen at rush hour holds dozens of open cards and the day's bumped ones, and
 * each new card used to cost a filter, a sort and a copy of all of them before its push.
 */
import { byBumpedNewest, type KitchenFeedList } from '../../shared/kitchen-screen/feed-update';
import { insertSorted } from '../../shared/revision-delta';
import type { StoredCard } from './card-store';

export const RECENT = 10;

/** What a change moved on its screen: keys put (in the list they are in now) and keys gone. */
export interface ListMoves {
  put: { list: KitchenFeedList; key: string }[];
  drop: string[];
}

interface Bumped {
  key: string;
  bumpedAt: number;
}

interface ScreenLists {
  shown: Set<string>;
  /** Newest first, as the recent list sorts (byBumpedNewest). */
  bumped: Bumped[];
  bumpedKeys: Set<string>;
}

export interface ScreenIndex {
  /** Files `card` where its state now puts it; what that moved on its screen's lists. */
  place(card: StoredCard): ListMoves;
  /** The keys in the screen's 'cards' list (in no order). */
  shown(screenId: string): Iterable<string>;
  /** The keys of the screen's 'recent' list, newest first. */
  recent(screenId: string): string[];
}

const bumpedAtOf = (card: StoredCard) => card.bumpedAt ?? 0;

export function createScreenIndex(): ScreenIndex {
  const screens = new Map<string, ScreenLists>();

  const listsOf = (screenId: string): ScreenLists => {
    let lists = screens.get(screenId);
    if (!lists) {
      lists = { shown: new Set(), bumped: [], bumpedKeys: new Set() };
      screens.set(screenId, lists);
    }
    return lists;
  };
  const recentKeys = (lists: ScreenLists) => lists.bumped.slice(0, RECENT).map((b) => b.key);

  return {
    place(card) {
      const lists = listsOf(card.screenId);
      const { key } = card;
      const before = recentKeys(lists);
      const wasShown = lists.shown.delete(key) || before.includes(key);
      if (lists.bumpedKeys.delete(key)) {
        lists.bumped.splice(
          lists.bumped.findIndex((b) => b.key === key),
          1,
        );
      }
      if (card.acknowledgedAt === undefined) {
        if (card.state !== 'bumped') lists.shown.add(key);
        else {
          insertSorted(lists.bumped, { key, bumpedAt: bumpedAtOf(card) }, byBumpedNewest);
          lists.bumpedKeys.add(key);
        }
      }
      const after = recentKeys(lists);
      const moves: ListMoves = { put: [], drop: [] };
      // In the order a diff of the whole feeds found them: 'cards' first, then 'recent' newest first.
      if (lists.shown.has(key)) moves.put.push({ list: 'cards', key });
      for (const k of after) {
        if (k === key || !before.includes(k)) moves.put.push({ list: 'recent', key: k });
      }
      if (wasShown && !lists.shown.has(key) && !after.includes(key)) moves.drop.push(key);
      for (const k of before) if (k !== key && !after.includes(k)) moves.drop.push(k);
      return moves;
    },
    shown: (screenId) => screens.get(screenId)?.shown ?? [],
    recent: (screenId) => {
      const lists = screens.get(screenId);
      return lists ? recentKeys(lists) : [];
    },
  };
}
