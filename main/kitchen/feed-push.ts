/**
 * What main pushes for a screen whose cards changed (shared/kitchen-screen/feed-update.ts): the
 * whole feed the first time, or when asked (the settings renamed the screen or moved its age
 * colours); else only the cards that differ from the last push, and the keys that left. Every
 * change of a screen is pushed at once, in main's one thread, so the last push is what every
 * listener holds (a window, a tablet's stream) and a delta from it follows for all of them; a
 * window or a stream that joins later starts from the whole feed, at the same revision.
 */
import type { KitchenFeed } from '../../shared/kitchen-screen/contract';
import type { KitchenFeedDelta, KitchenFeedUpdate } from '../../shared/kitchen-screen/feed-update';

export interface FeedPusher {
  /** The update that brings a holder of the last push up to `feed`. */
  update(feed: KitchenFeed, opts?: { whole?: boolean }): KitchenFeedUpdate;
}

interface Pushed {
  revision: number;
  /** Each card as pushed, with its list: compared as text, the cheapest deep equality. */
  cards: Map<string, string>;
}

const LISTS = ['cards', 'recent'] as const;

export function createFeedPusher(): FeedPusher {
  const pushed = new Map<string, Pushed>();

  return {
    update(feed, opts = {}) {
      const before = pushed.get(feed.screenId);
      const now: Pushed = { revision: feed.revision, cards: new Map() };
      const put: KitchenFeedDelta['put'] = [];
      for (const list of LISTS) {
        for (const card of feed[list]) {
          const text = `${list}:${JSON.stringify(card)}`;
          now.cards.set(card.key, text);
          if (before?.cards.get(card.key) !== text) put.push({ list, card });
        }
      }
      pushed.set(feed.screenId, now);
      // Same revision, same cards: a push that changes none is only ever a whole one.
      if (!before || opts.whole === true || feed.revision <= before.revision) return feed;
      return {
        screenId: feed.screenId,
        from: before.revision,
        revision: feed.revision,
        put,
        drop: [...before.cards.keys()].filter((key) => !now.cards.has(key)),
      };
    },
  };
}
