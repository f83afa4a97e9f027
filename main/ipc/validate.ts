/**
 * Registration helpers: every payload is validated against its zod tuple schema and every
 * sender is checked before a handler runs. A bad call is logged and rejected (invoke) or
 * dropped (send); it never throws into Electron or crashes main.
 */
import type { z } from 'zod';
import type { Channel } from '../../shared/bridge';
import { describeIssues } from '../../shared/bridge-schemas';
import type { IpcContext, IpcMainEventLike, IpcMainLike } from './types';

class IpcRejection extends Error {
  constructor(channel: string, reason: string) {
    super(`Chamada recusada em ${channel}: ${reason}`);
    this.name = 'IpcRejection';
  }
}

type Check<A> = { ok: true; args: A } | { ok: false; reason: string };

function check<S extends z.ZodType>(
  ctx: IpcContext,
  schema: S,
  event: IpcMainEventLike,
  args: unknown[],
): Check<z.infer<S>> {
  if (!ctx.isTrustedSender(event))
    return { ok: false, reason: `remetente não confiável (${event?.senderFrame?.url ?? 'desconhecido'})` };
  const parsed = schema.safeParse(args);
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error) };
  return { ok: true, args: parsed.data };
}

/** Collects registrations so `registerIpc` can return one dispose. */
export class IpcRegistry {
  private readonly disposers: (() => void)[] = [];
  constructor(
    private readonly ipc: IpcMainLike,
    readonly ctx: IpcContext,
  ) {}

  /** invoke channel: the handler's result (or a clear rejection) goes back to the renderer. */
  handle<S extends z.ZodType<unknown[]>>(
    channel: Channel,
    schema: S,
    fn: (args: z.infer<S>) => unknown,
  ): void {
    this.ipc.handle(channel, async (event, ...args) => {
      const result = check(this.ctx, schema, event, args);
      if (!result.ok) {
        this.ctx.log.warn(`IPC ${channel} recusado: ${result.reason}`);
        throw new IpcRejection(channel, result.reason);
      }
      try {
        return await fn(result.args);
      } catch (error) {
        this.ctx.log.error(`IPC ${channel} falhou`, error);
        throw error;
      }
    });
    this.disposers.push(() => this.ipc.removeHandler(channel));
  }

  /** send channel: fire-and-forget; bad payloads are logged and dropped. */
  on<S extends z.ZodType<unknown[]>>(channel: Channel, schema: S, fn: (args: z.infer<S>) => void): void {
    const listener = (event: IpcMainEventLike, ...args: unknown[]) => {
      const result = check(this.ctx, schema, event, args);
      if (!result.ok) {
        this.ctx.log.warn(`IPC ${channel} ignorado: ${result.reason}`);
        return;
      }
      try {
        fn(result.args);
      } catch (error) {
        this.ctx.log.error(`IPC ${channel} falhou`, error);
      }
    };
    this.ipc.on(channel, listener);
    this.disposers.push(() => this.ipc.removeListener(channel, listener));
  }

  dispose(): void {
    for (const d of this.disposers.splice(0).reverse()) d();
  }
}
