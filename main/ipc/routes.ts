/**
 * Registers one bridge domain from the contract's tables: each renderer → main channel of
 * `BridgeRoutes` with its argument schema from `channelArgs`, through the IpcRegistry (sender and
 * payload checked on every call). Events need nothing here: main pushes them through `send`.
 */
import { z } from 'zod';
import {
  BridgeRoutes,
  type BridgeHandlers,
  type CashDeskBridge,
  type Channel,
  type ChannelRoute,
} from '../../shared/bridge';
import { channelArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

type Handler = (...args: unknown[]) => unknown;

/**
 * The member gets every argument its tuple declares, an optional one left out as undefined, as
 * a hand-written `([order, opts]) => p.printOrder(order, opts)` would pass them.
 */
function declared(schema: z.ZodType<unknown[]>, args: unknown[]): unknown[] {
  const arity = schema instanceof z.ZodTuple ? schema.def.items.length : args.length;
  return arity > args.length ? [...args, ...new Array<undefined>(arity - args.length)] : args;
}

export function registerDomain<D extends keyof CashDeskBridge>(
  ipcMain: IpcMainLike,
  ctx: IpcContext,
  domain: D,
  handlers: BridgeHandlers<CashDeskBridge[D]>,
): () => void {
  const ipc = new IpcRegistry(ipcMain, ctx);
  const routes: Record<string, ChannelRoute> = BridgeRoutes[domain];
  const schemas: Record<string, z.ZodType<unknown[]>> = channelArgs[domain];
  // Called as methods of `handlers`, as a hand-written `deps.<domain>.<member>(...)` would.
  const members = handlers as Record<string, Handler>;
  for (const [key, route] of Object.entries(routes)) {
    const channel = route.channel as Channel;
    const schema = schemas[key];
    if (route.kind === 'event') continue;
    if (!schema) throw new Error(`IPC ${channel}: sem esquema de argumentos`);
    if (route.kind === 'answer') {
      const { member, choice } = route;
      ipc.on(channel, schema, () => members[member]!(choice));
    } else if (route.kind === 'invoke') {
      ipc.handle(channel, schema, (args) => members[key]!(...declared(schema, args)));
    } else {
      ipc.on(channel, schema, (args) => {
        members[key]!(...declared(schema, args));
      });
    }
  }
  return () => ipc.dispose();
}
