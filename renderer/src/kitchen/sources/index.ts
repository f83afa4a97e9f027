/**
 * Which source a kitchen screen page reads (issue 33 §3): the desktop's second window has the
 * preload bridge (`window.cashDesk.kitchen`); a kitchen tablet has only the kitchen-screen
 * service it was served by (its own origin, its pairing cookie). The kitchen page is an entry of
 * its own (renderer/kitchen.html), not the desk's app, so it reads the bridge through
 * platform/kitchen.ts's `hostKitchenBridge`, not through a Platform.
 */
import type { KitchenDeskBridge } from '../../../../shared/kitchen-screen/bridge';
import type { KitchenScreenConfig, KitchenSource } from '../../../../shared/kitchen-screen/contract';
import { createBridgeSource } from './bridgeSource';
import { createHttpSource, type HttpSourceOptions } from './httpSource';

export interface SourceFactories {
  /** The desktop window's source over the bridge. */
  bridge(bridge: KitchenDeskBridge): KitchenSource;
  /** The tablet's source over the kitchen-screen service (absent where none is wired). */
  http?(): KitchenSource;
}

export type PickedSource =
  | { kind: 'bridge'; source: KitchenSource; bridge: KitchenDeskBridge }
  | { kind: 'http'; source: KitchenSource; bridge: null }
  | { kind: 'none'; source: null; bridge: null };

export function pickSource(bridge: KitchenDeskBridge | null, factories: SourceFactories): PickedSource {
  if (bridge) return { kind: 'bridge', source: factories.bridge(bridge), bridge };
  if (factories.http) return { kind: 'http', source: factories.http(), bridge: null };
  return { kind: 'none', source: null, bridge: null };
}

/** The page's two transports: the bridge's, and the tablet service's on this page's origin. */
export function pageFactories(http: HttpSourceOptions = {}): SourceFactories {
  return { bridge: (bridge) => createBridgeSource(bridge), http: () => createHttpSource(http) };
}

/**
 * The screen a page shows: `?screen=ID` when given; else, on the desktop, the second window's
 * screen or the first one set up; null when there is nothing to go by (a tablet with no
 * `?screen=` chooses from the service's list, see listTabletScreens).
 */
export async function resolveScreenId(
  search: string,
  bridge: Pick<KitchenDeskBridge, 'getSettings'> | null,
): Promise<string | null> {
  const param = new URLSearchParams(search).get('screen')?.trim();
  if (param) return param;
  if (!bridge) return null;
  const settings = await bridge.getSettings();
  const configured = settings.window.screenId;
  if (configured && settings.screens.some((s) => s.id === configured)) return configured;
  return settings.screens[0]?.id ?? null;
}

/** A paired tablet's choice of screen: the service's `GET /screens` ([{id, name}]). */
export async function listTabletScreens(
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<Pick<KitchenScreenConfig, 'id' | 'name'>[]> {
  const res = await doFetch('/screens', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`screens ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) return [];
  return body.flatMap((s: unknown) => {
    if (typeof s !== 'object' || s === null) return [];
    const { id, name } = s as { id?: unknown; name?: unknown };
    return typeof id === 'string' && id !== '' ? [{ id, name: typeof name === 'string' ? name : id }] : [];
  });
}

/** The page's source as the page finds it: the bridge where there is one, else the tablet service. */
export function createKitchenSource(win: Window, http: HttpSourceOptions = {}): KitchenSource {
  const bridge = (win as Window & { cashDesk?: { kitchen?: KitchenDeskBridge } }).cashDesk?.kitchen;
  return bridge ? createBridgeSource(bridge) : createHttpSource(http);
}

export { createBridgeSource, createHttpSource };
