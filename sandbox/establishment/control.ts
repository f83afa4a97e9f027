/**
 * Control levers of the store registration (documented in sandbox/README.md): the platform's
 * staff deciding change requests.
 * - GET /control/pendencias?id_estabelecimento=1: every request of the store.
 * - POST /control/pendencias/:id {status: 'Aprovado' | 'Rejeitado'}: decides one request.
 * - POST /control/pendencias/decidir {nome_campo, status, id_estabelecimento?}: decides the
 *   latest Pendente request of that field (store 1 by default).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHANGE_FIELDS } from '../../shared/api/establishment';
import type { SandboxContext } from '../context';
import { DEMO_STORE_ID } from '../db/ids';
import { HttpError } from '../http';
import { parseOr } from '../validation';
import { createEstablishmentRepo, withAbsoluteImages } from './repo';

const decision = z.enum(['Aprovado', 'Rejeitado']);
const storeId = z.coerce.number().int().min(1).max(1_000_000_000).default(DEMO_STORE_ID);
const bad = (message: string) => () => new HttpError(400, { ok: false, message });

export function controlEstablishmentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = createEstablishmentRepo(ctx.db);

  app.get('/pendencias', async (request) => {
    const q = parseOr(
      z.object({ id_estabelecimento: storeId }),
      request.query,
      bad('id_estabelecimento inválido.'),
    );
    repo.profile(q.id_estabelecimento, ctx.now());
    return {
      ok: true,
      pendencias: repo.requests(q.id_estabelecimento).map((p) => withAbsoluteImages(p, ctx.absolute)),
    };
  });

  app.post('/pendencias/decidir', async (request) => {
    const b = parseOr(
      z.object({ nome_campo: z.enum(CHANGE_FIELDS), status: decision, id_estabelecimento: storeId }),
      request.body,
      bad(
        "Informe nome_campo (texto_app, frase_promocional, logotipo, banner) e status ('Aprovado' ou 'Rejeitado').",
      ),
    );
    const open = repo.latestPending(b.id_estabelecimento, b.nome_campo);
    if (!open)
      throw new HttpError(404, { ok: false, message: 'Nenhuma solicitação pendente para esse campo.' });
    const decided = repo.decide(Number(open.id_pendencias), b.status, ctx.now());
    return { ok: true, pendencia: decided && withAbsoluteImages(decided, ctx.absolute) };
  });

  app.post<{ Params: { id: string } }>('/pendencias/:id', async (request) => {
    const id = /^\d{1,12}$/.test(request.params.id) ? Number(request.params.id) : null;
    const b = parseOr(
      z.object({ status: decision }),
      request.body,
      bad("Informe status ('Aprovado' ou 'Rejeitado')."),
    );
    const decided = id === null ? null : repo.decide(id, b.status, ctx.now());
    if (!decided) throw new HttpError(404, { ok: false, message: 'Solicitação não encontrada.' });
    return { ok: true, pendencia: withAbsoluteImages(decided, ctx.absolute) };
  });
}
