/**
 * Web mode's `kitchen` domain: the kitchen screen (issue 33 §3) lives in the desktop app's main
 * process (the print journal delivers its cards), so a browser panel has none. It reads as off and
 * says so when asked to change; nothing here is ever sent anywhere.
 */
import type { KitchenDeskBridge } from '../../../shared/kitchen-screen/bridge';
import {
  DEFAULT_KITCHEN_SETTINGS,
  type KitchenFeed,
  type KitchenServiceView,
} from '../../../shared/kitchen-screen/contract';

export const WEB_KITCHEN_MESSAGE = 'A tela da cozinha só funciona no aplicativo do caixa.';

const off = (): KitchenServiceView => ({ state: 'off', pairingCode: null, devices: [] });
const unsubscribe = () => () => {};

export function createWebKitchen(): KitchenDeskBridge {
  const feed = (screenId: string): KitchenFeed => ({
    screenId,
    screenName: screenId,
    revision: 0,
    cards: [],
    recent: [],
    ageAmberMin: DEFAULT_KITCHEN_SETTINGS.ageAmberMin,
    ageRedMin: DEFAULT_KITCHEN_SETTINGS.ageRedMin,
  });
  return {
    getSettings: () => Promise.resolve(structuredClone(DEFAULT_KITCHEN_SETTINGS)),
    saveSettings: () => Promise.reject(new Error(WEB_KITCHEN_MESSAGE)),
    getService: () => Promise.resolve(off()),
    rotatePairingCode: () => Promise.resolve(off()),
    revokeDevice: () => Promise.resolve(off()),
    getOrderProgress: () => Promise.resolve([]),
    getFeed: (screenId) => Promise.resolve(feed(screenId)),
    command: () => Promise.resolve({ ok: false, error: WEB_KITCHEN_MESSAGE }),
    onFeed: unsubscribe,
    onServiceChanged: unsubscribe,
    onOrderProgress: unsubscribe,
  };
}
