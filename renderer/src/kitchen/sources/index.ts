/**
 * Which source a kitchen screen page reads (issue 33 §3): the desktop's second window has the
 * preload bridge (`window.cashDesk.kitchen`); a kitchen tablet has only the kitchen-screen
 * service it was served by. The factories come from the page's entry (main.tsx), so this rule
 * is tested without either transport.
 */
import type { KitchenBridge, KitchenSource } from '../../../../shared/kitchen-screen/contract';

export interface SourceFactories {
  /** The desktop window's source over the bridge. */
  bridge(bridge: KitchenBridge): KitchenSource;
  /** The tablet's source over the kitchen-screen service (absent where none is wired). */
  http?(): KitchenSource;
}

export type PickedSource =
  | { kind: 'bridge'; source: KitchenSource; bridge: KitchenBridge }
  | { kind: 'http'; source: KitchenSource; bridge: null }
  | { kind: 'none'; source: null; bridge: null };

export function pickSource(bridge: KitchenBridge | null, factories: SourceFactories): PickedSource {
  if (bridge) return { kind: 'bridge', source: factories.bridge(bridge), bridge };
  if (factories.http) return { kind: 'http', source: factories.http(), bridge: null };
  return { kind: 'none', source: null, bridge: null };
}

/**
 * The screen a page shows: `?screen=ID` when given; else, on the desktop, the second window's
 * screen or the first one set up; null when there is nothing to go by (a tablet with no
 * `?screen=`: the page says so).
 */
export async function resolveScreenId(search: string, bridge: KitchenBridge | null): Promise<string | null> {
  const param = new URLSearchParams(search).get('screen')?.trim();
  if (param) return param;
  if (!bridge) return null;
  const settings = await bridge.getSettings();
  const configured = settings.window.screenId;
  if (configured && settings.screens.some((s) => s.id === configured)) return configured;
  return settings.screens[0]?.id ?? null;
}
