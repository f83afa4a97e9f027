/**
 * The kitchen page's source: in the desk's second window the preload's bridge is there
 * (`window.cashDesk.kitchen`), on a tablet it is not and the page talks to the desk's
 * kitchen-screen service, its own origin. The kitchen page is an entry of its own
 * (renderer/kitchen.html), not the desk's app, so it reads the bridge here, not through platform/.
 */
import type { BRIDGE_GLOBAL } from '../../../../shared/bridge';
import type { KitchenDeskBridge } from '../../../../shared/kitchen-screen/bridge';
import type { KitchenSource } from '../../../../shared/kitchen-screen/contract';
import { createBridgeSource } from './bridgeSource';
import { createHttpSource, type HttpSourceOptions } from './httpSource';

type KitchenHost = { [K in typeof BRIDGE_GLOBAL]?: { kitchen?: KitchenDeskBridge } };

export function createKitchenSource(win: Window, http: HttpSourceOptions = {}): KitchenSource {
  const kitchen = (win as Window & KitchenHost).cashDesk?.kitchen;
  return kitchen ? createBridgeSource(kitchen) : createHttpSource(http);
}

export { createBridgeSource, createHttpSource };
