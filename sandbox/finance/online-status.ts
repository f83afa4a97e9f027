/**
 * The online-payment registration status (spec 03 §2.2, §7): v1 POST
 * estabelecimento/listarStatusPagOn {id_estabelecimento} → {status:true, obj:{zoop_status,
 * aceita_pgto_online}}. The demo stores are ENABLED; POST /control/finance/online-status
 * {zoop_status: PENDING|ENABLED|ACTIVATED, establishment_id?} changes it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { registrationStatusSchema } from '../../shared/api/online-payment';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { parseOr } from '../validation';

const statuses = new WeakMap<SandboxContext, Map<number, string>>();
const mapOf = (ctx: SandboxContext) => {
  let m = statuses.get(ctx);
  if (!m) statuses.set(ctx, (m = new Map()));
  return m;
};

export function onlineStatusRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/estabelecimento/listarStatusPagOn', { config: { errorField: 'erro' } }, async (request) => {
    const store = sessionOf(request).establishment;
    const asked = String(
      (request.body as Record<string, unknown> | undefined)?.id_estabelecimento ?? store.id,
    );
    if (asked.trim() !== String(store.id)) return { status: false, erro: 'Estabelecimento inválido.' };
    return {
      status: true,
      obj: {
        id_estabelecimento: String(store.id),
        zoop_status: mapOf(ctx).get(store.id) ?? 'ENABLED',
        aceita_pgto_online: ctx.repo.establishment(store.id)?.accepts_online ? '1' : '0',
      },
    } satisfies { status: true } & z.input<typeof registrationStatusSchema>;
  });
}

const body = z.object({
  zoop_status: z.enum(['PENDING', 'ENABLED', 'ACTIVATED']),
  establishment_id: z.number().int().positive().optional(),
});

export function controlOnlineStatusRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/finance/online-status', async (request) => {
    const b = parseOr(
      body,
      request.body,
      () => new HttpError(400, { ok: false, message: 'Informe zoop_status.' }),
    );
    mapOf(ctx).set(b.establishment_id ?? 1, b.zoop_status);
    return { ok: true };
  });
}
