/**
 * Control levers on the sandbox's state: health, the full reset, and the store's and its terms'
 * fields. Each domain's own levers live beside it (auth/control.ts, orders/control.ts, ...).
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_STORE_ID } from '../../db/ids';
import type { SandboxContext } from '../../context';
import { badControl, unknownStore } from '../../http';
import { controlStore, controlTerms, parseOr } from '../../validation';
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

  app.post('/terms', async (request) => {
    const body = parseOr(controlTerms, request.body, () => badControl());
    const id = body.id_estabelecimento ?? DEMO_STORE_ID;
    if (!ctx.repo.terms(id)) throw unknownStore();
    const { id_estabelecimento: _id, ...patch } = body;
    ctx.repo.patchTerms(id, patch);
    return { ok: true, terms: ctx.repo.terms(id) };
  });
}
