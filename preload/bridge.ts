/**
 * The bridge object the renderer sees as `window.cashDesk`: named methods only, each bound to
 * its channel by `BridgeRoutes` (shared/bridge.ts). No electron import at run time, so the e2e
 * harness can bundle this file for the browser and hand it an in-test IPC; no zod either (a
 * sandboxed preload loads no module of its own), which is why the routes table holds no schema.
 */
import { BridgeRoutes, type CashDeskBridge, type ChannelRoute, type Unsubscribe } from '../shared/bridge';

/** The part of Electron's ipcRenderer the bridge uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  send(channel: string, ...args: unknown[]): void;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

type Member = (...args: unknown[]) => unknown;

/**
 * Optional arguments the caller left out are not sent: a schema such as printOrder's takes
 * [order] or [order, opts], and an explicit undefined would not survive IPC as "absent".
 */
function given(args: unknown[]): unknown[] {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end--;
  return args.slice(0, end);
}

export function createBridge(ipc: IpcRendererLike): CashDeskBridge {
  /** Subscribes `cb` to a main → renderer channel; the IpcRendererEvent never reaches it. */
  function subscribe(channel: string, cb: Member): Unsubscribe {
    const listener = (_event: unknown, ...payload: unknown[]) => cb(...payload.slice(0, 1));
    ipc.on(channel, listener);
    return () => {
      ipc.removeListener(channel, listener);
    };
  }

  function domain(routes: Record<string, ChannelRoute>): Record<string, Member> {
    const members: Record<string, Member> = {};
    // A member whose argument picks its channel (answerClose): a choice outside the table sends nothing.
    const answers = new Map<string, Map<unknown, string>>();
    for (const [key, route] of Object.entries(routes)) {
      const { channel } = route;
      if (route.kind === 'invoke') members[key] = (...args) => ipc.invoke(channel, ...given(args));
      else if (route.kind === 'send') members[key] = (...args) => ipc.send(channel, ...given(args));
      else if (route.kind === 'event') members[route.member] = (cb) => subscribe(channel, cb as Member);
      else {
        let channels = answers.get(route.member);
        if (!channels) {
          const byChoice = (channels = new Map());
          answers.set(route.member, byChoice);
          members[route.member] = (choice) => {
            const picked = byChoice.get(choice);
            if (picked) ipc.send(picked);
          };
        }
        channels.set(route.choice, channel);
      }
    }
    return members;
  }

  return Object.fromEntries(
    Object.entries(BridgeRoutes).map(([name, routes]) => [name, domain(routes)]),
  ) as unknown as CashDeskBridge;
}
