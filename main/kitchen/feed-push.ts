/**
 * What main pushes for a screen whose cards changed (shared/kitchen-screen/feed-update.ts): the
 * whole feed the first time, or when asked (the settings renamed the screen or moved its age
 * colours); else the change as the card store reported it (cards.ts ScreenChange: the cards it put
 * or moved and the keys that left), so a push costs what the change touched, not a copy and a
 * comparison of every card the screen holds. Every change of a screen is pushed at once, in main's
 * one thread, so the last push is what every listener holds (a window, a tablet's stream) and the
 * next change follows it for all of them; a window or a stream that joins later starts from the
 * whole feed, at the same revision. A change that does not start where the last push ended (one
 * went unpushed) is sent as the whole feed instead.
 */
import type { KitchenFeed } from '../../shared/kitchen-screen/contract';
import type { KitchenFeedUpdate } from '../../shared/kitchen-screen/feed-update';
import type { ScreenChange } from './cards';

export interface FeedPusher {
  /** The whole feed, pushed (the first push, or asked: the settings changed the screen). */
  whole(feed: KitchenFeed): KitchenFeed;
  /** The update that brings a holder of the last push through `change`; `feed`: the whole one. */
  change(change: ScreenChange, feed: () => KitchenFeed): KitchenFeedUpdate;
}

export function createFeedPusher(): FeedPusher {
  /** Each screen's revision as last pushed. */
  const pushed = new Map<string, number>();

  const whole = (feed: KitchenFeed): KitchenFeed => {
    pushed.set(feed.screenId, feed.revision);
    return feed;
  };

  return {
    whole,
    change(change, feed) {
      if (pushed.get(change.screenId) !== change.from) return whole(feed());
      pushed.set(change.screenId, change.revision);
      return {
        screenId: change.screenId,
        from: change.from,
        revision: change.revision,
        put: change.put,
        drop: change.drop,
      };
    },
  };
}
