/**
 * The kitchen screen's bridge (issue 33 §3), where the host has one. Read here, the one door to
 * the host. The screen lives in the desktop app's main process (the print journal delivers its
 * cards): web mode's domain only reads as off (platform/webKitchen.ts), so on the web, and on a
 * build whose bridge has no `kitchen` domain, there is none and the kitchen settings and the
 * orders screen's marks stay hidden.
 */
import type { BRIDGE_GLOBAL } from '../../../shared/bridge';
import type { KitchenDeskBridge } from '../../../shared/kitchen-screen/bridge';

type MaybeKitchen = { kind?: string; kitchen?: KitchenDeskBridge | null };

/** The platform's kitchen domain, or null when this host has none (web mode included). */
export function kitchenOf(platform: object): KitchenDeskBridge | null {
  const host = platform as MaybeKitchen;
  if (host.kind === 'web') return null;
  return host.kitchen ?? null;
}

/** The preload bridge's kitchen domain on a page that builds no Platform (kitchen.html). */
export function hostKitchenBridge(win: Window): KitchenDeskBridge | null {
  const bridge = (win as Window & { [K in typeof BRIDGE_GLOBAL]?: MaybeKitchen }).cashDesk;
  return bridge?.kitchen ?? null;
}
