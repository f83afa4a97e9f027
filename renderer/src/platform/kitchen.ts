/**
 * The kitchen screen's bridge (issue 33 §3), where the host has one. Read here, the one door to
 * the host, so a build whose bridge has no `kitchen` domain (web mode, an older preload) simply
 * has none: the kitchen settings and the orders screen's marks stay hidden.
 */
import type { BRIDGE_GLOBAL } from '../../../shared/bridge';
import type { KitchenBridge } from '../../../shared/kitchen-screen/contract';

type MaybeKitchen = { kitchen?: KitchenBridge | null };

/** The platform's kitchen domain, or null when this host has none. */
export function kitchenOf(platform: object): KitchenBridge | null {
  return (platform as MaybeKitchen).kitchen ?? null;
}

/** The preload bridge's kitchen domain on a page that builds no Platform (kitchen.html). */
export function hostKitchenBridge(win: Window): KitchenBridge | null {
  const bridge = (win as Window & { [K in typeof BRIDGE_GLOBAL]?: MaybeKitchen }).cashDesk;
  return bridge?.kitchen ?? null;
}
