/**
 * A PrintingBridge whose implementation loads on first use. Web mode's printing brings the
 * ticket layout and its schemas; the login screen needs none of it, so it stays out of the first
 * screen's bundle. Subscriptions made before the load take effect once it is done (or never,
 * when unsubscribed first). Its members come from `BridgeRoutes.printing`, so a new printing
 * channel needs its web answer in webPrinting.ts only.
 */
import {
  BridgeRoutes,
  type ChannelRoute,
  type PrintingBridge,
  type Unsubscribe,
} from '../../../shared/bridge';

type Member = (...args: unknown[]) => unknown;

export function lazyPrinting(load: () => Promise<PrintingBridge>): PrintingBridge {
  let loading: Promise<PrintingBridge> | null = null;
  const bridge = () => (loading ??= load()) as Promise<unknown> as Promise<Record<string, Member>>;

  function subscribe(member: string): Member {
    return (cb): Unsubscribe => {
      let off: Unsubscribe | null = null;
      let cancelled = false;
      void bridge().then((b) => {
        if (!cancelled) off = b[member]!(cb) as Unsubscribe;
      });
      return () => {
        cancelled = true;
        off?.();
      };
    };
  }

  const routes: Record<string, ChannelRoute> = BridgeRoutes.printing;
  const members = Object.entries(routes).map(([key, route]): [string, Member] => {
    if (route.kind === 'event') return [route.member, subscribe(route.member)];
    if (route.kind === 'send') {
      // A fire-and-forget hint answers nothing, loaded or not.
      return [
        key,
        (...args) => {
          void bridge().then((b) => b[key]!(...args));
        },
      ];
    }
    return [key, (...args) => bridge().then((b) => b[key]!(...args))];
  });
  return Object.fromEntries(members) as unknown as PrintingBridge;
}
