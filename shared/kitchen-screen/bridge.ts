/**
 * The kitchen screen's bridge domain (`window.cashDesk.kitchen`): KitchenBridge (contract.ts) in
 * the shape IPC can carry. A callback cannot cross IPC, so a screen's subscription is a feed read
 * (getFeed) plus main's push of every change of a screen (onFeed, to every window of the app: a
 * delta on the last push, or a whole feed; feed-update.ts); renderer/src/kitchen/sources/
 * bridgeSource.ts turns that back into a KitchenSource.
 */
import type {
  KitchenBridge,
  KitchenCommand,
  KitchenCommandResult,
  KitchenFeed,
  KitchenServiceView,
} from './contract';
import type { KitchenFeedUpdate } from './feed-update';

type Unsubscribe = () => void;

export interface KitchenDeskBridge extends Omit<KitchenBridge, 'subscribe' | 'command'> {
  /** The screen's whole feed now (an unknown screen: empty, named by its id). */
  getFeed(screenId: string): Promise<KitchenFeed>;
  command(screenId: string, command: KitchenCommand): Promise<KitchenCommandResult>;
  /** main → renderer: a screen's cards changed (every screen's updates come here: filter by id). */
  onFeed(cb: (update: KitchenFeedUpdate) => void): Unsubscribe;
  /** main → renderer: the tablet service changed (started, stopped, a device paired or revoked). */
  onServiceChanged(cb: (view: KitchenServiceView) => void): Unsubscribe;
}

/** The channels of the domain (shared/bridge.ts lists them under `kitchen`). */
export const KitchenRoutes = {
  getFeed: { kind: 'invoke', channel: 'kitchen:get-feed' },
  command: { kind: 'invoke', channel: 'kitchen:command' },
  getSettings: { kind: 'invoke', channel: 'kitchen:get-settings' },
  saveSettings: { kind: 'invoke', channel: 'kitchen:save-settings' },
  getService: { kind: 'invoke', channel: 'kitchen:get-service' },
  rotatePairingCode: { kind: 'invoke', channel: 'kitchen:rotate-pairing-code' },
  revokeDevice: { kind: 'invoke', channel: 'kitchen:revoke-device' },
  getOrderProgress: { kind: 'invoke', channel: 'kitchen:get-order-progress' },
  feed: { kind: 'event', channel: 'kitchen:feed', member: 'onFeed' },
  serviceChanged: { kind: 'event', channel: 'kitchen:service-changed', member: 'onServiceChanged' },
  orderProgress: { kind: 'event', channel: 'kitchen:order-progress', member: 'onOrderProgress' },
} as const;
