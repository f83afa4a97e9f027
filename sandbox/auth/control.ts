/**
 * Auth levers under `/control`: expire one session (or all) so the desk meets a dead session, and
 * read the password-reset codes a test would otherwise receive by e-mail or SMS.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { badControl } from '../http';
import { parseOr } from '../validation';

const expireBody = z.object({ hash: z.string().max(256).optional() }).strict();

export function controlAuthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/sessions/expire', async (request) => {
    const body = parseOr(expireBody, request.body, () => badControl());
    const at = ctx.now().getTime() - 1;
    const expired = body.hash ? ctx.repo.expireSession(body.hash, at) : ctx.repo.expireAllSessions(at);
    return { ok: true, expired };
  });

  app.get('/reset-codes', async () => ({
    codes: ctx.repo.latestCodes().map((c) => ({
      uuid: c.uuid,
      code: c.code,
      type: c.type,
      id_estabelecimento: String(c.establishment_id),
      usuario: ctx.repo.user(c.user_id)?.login ?? null,
      used: c.used === 1,
      expiresAt: new Date(c.expires_at).toISOString(),
    })),
  }));
}
