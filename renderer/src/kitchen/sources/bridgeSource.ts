/**
 * The desktop's kitchen source: the desk's second window reads its screen through the bridge
 * (`window.cashDesk.kitchen`, shared/kitchen-screen/bridge.ts). The whole feed on subscribe, then
 * main's pushes of this screen: deltas on the last push, applied here (feed-update.ts), so the
 * screen always gets a whole feed. A delta that does not follow the feed held (one missed, or one
 * that came before the first answer) fetches the whole feed again; an update older than the feed
 * held is dropped (a command's answer and a push may cross).
 */
import type { KitchenDeskBridge } from '../../../../shared/kitchen-screen/bridge';
import type { KitchenFeed, KitchenSource } from '../../../../shared/kitchen-screen/contract';
import { applyFeedUpdate, type KitchenFeedUpdate } from '../../../../shared/kitchen-screen/feed-update';
import { createResync } from '../../../../shared/revision-delta';

const FAILED = 'Não foi possível falar com o caixa. Tente de novo.';

export function createBridgeSource(bridge: KitchenDeskBridge): KitchenSource {
  return {
    subscribe(screenId, onFeed, onConnection) {
      let active = true;
      let held: KitchenFeed | null = null;
      const resync = createResync({
        fetch: () =>
          bridge.getFeed(screenId).then(
            (feed) => {
              if (active) onConnection('online');
              return feed;
            },
            (error: unknown) => {
              if (active) onConnection('offline');
              throw error;
            },
          ),
        accept: (feed) => deliver(feed),
        alive: () => active,
      });
      const deliver = (update: KitchenFeedUpdate) => {
        if (!active || update.screenId !== screenId) return;
        const next = applyFeedUpdate(held, update);
        if (next === 'gap') return resync();
        if (next === 'stale') return;
        held = next;
        onFeed(next);
      };
      const off = bridge.onFeed(deliver);
      resync();
      return () => {
        active = false;
        off();
      };
    },
    command: (screenId, command) =>
      bridge.command(screenId, command).catch((error: unknown) => ({
        ok: false as const,
        error: error instanceof Error && error.message !== '' ? error.message : FAILED,
      })),
  };
}
