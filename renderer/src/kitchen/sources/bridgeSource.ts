/**
 * The desktop's kitchen source: the desk's second window reads its screen through the bridge
 * (`window.cashDesk.kitchen`, shared/kitchen-screen/bridge.ts). The whole feed on subscribe, then
 * every pushed feed of this screen; a feed older than the one shown is dropped (a command's answer
 * and a push may cross).
 */
import type { KitchenDeskBridge } from '../../../../shared/kitchen-screen/bridge';
import type { KitchenFeed, KitchenSource } from '../../../../shared/kitchen-screen/contract';

const FAILED = 'Não foi possível falar com o caixa. Tente de novo.';

export function createBridgeSource(bridge: KitchenDeskBridge): KitchenSource {
  return {
    subscribe(screenId, onFeed, onConnection) {
      let active = true;
      let shown = -1;
      const deliver = (feed: KitchenFeed) => {
        if (!active || feed.screenId !== screenId || feed.revision < shown) return;
        shown = feed.revision;
        onFeed(feed);
      };
      const off = bridge.onFeed(deliver);
      bridge.getFeed(screenId).then(
        (feed) => {
          if (active) onConnection('online');
          deliver(feed);
        },
        () => {
          if (active) onConnection('offline');
        },
      );
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
