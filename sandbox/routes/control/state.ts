/**
 * Control levers on the sandbox's state: health, the full reset, store and terms fields, expiring
 * sessions and reading the password-reset codes a test would otherwise receive by e-mail or SMS.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_STORE_ID } from '../../db/ids';
import type { SandboxContext } from '../../context';
import { badControl, unknownStore } from '../../http';
import { controlExpire, controlStore, controlTerms, parseOr } from '../../validation';
import { setFechado, storeDetails } from '../v1/store';

export function stateRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/health', async () => ({
    ok: true,
    url: ctx.baseUrl(),
    uptimeMs: Date.now() - ctx.startedAt,
    schemaVersion: (ctx.db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number }).v,
  }));

  app.post('/reset', async () => {
    ctx.reset();
    return { ok: true };
  });

  app.post('/store', async (request) => {
    const body = parseOr(controlStore, request.body, () => badControl());
    const id = body.id_estabelecimento ?? DEMO_STORE_ID;
    if (!ctx.repo.establishment(id)) throw unknownStore();
    const { fechado, acceptsOnline, id_estabelecimento: _id, ...rest } = body;
    ctx.repo.patchEstablishment(id, { ...rest, accepts_online: acceptsOnline });
    if (fechado) setFechado(ctx, id, fechado);
    const row = ctx.repo.establishment(id);
    if (!row) throw unknownStore();
    return { ok: true, estabelecimento: storeDetails(row, ctx), acceptsOnline: row.accepts_online === 1 };
  });

  app.post('/sessions/expire', async (request) => {
    const body = parseOr(controlExpire, request.body, () => badControl());
    const at = ctx.now().getTime() - 1;
    const expired = body.hash ? ctx.repo.expireSession(body.hash, at) : ctx.repo.expireAllSessions(at);
    return { ok: true, expired };
  });

  app.post('/terms', async (request) => {
    const body = parseOr(controlTerms, request.body, () => badControl());
    const id = body.id_estabelecimento ?? DEMO_STORE_ID;
    if (!ctx.repo.terms(id)) throw unknownStore();
    const { id_estabelecimento: _id, ...patch } = body;
    ctx.repo.patchTerms(id, patch);
    return { ok: true, terms: ctx.repo.terms(id) };
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
