/** Base C calls of the courier provider (spec 01 §7): token, coverage areas, request, cancel. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { BAIRRO_AREAS, COVERAGE_AREAS, findArea } from './areas';
import { DELIVERY_MESSAGES } from './messages';
import { HttpError } from '../http';
import { SESSION_TTL_MS } from '../auth/service';
import { parseOr, toInt } from '../validation';

const idLike = z.union([z.string().max(20), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);
export const deliveryBody = z.object({
  id_pedido: idLike,
  coverage_area_id: idLike.optional(),
  name: z.string().max(120).optional(),
  external_provider: z.string().max(60).optional(),
  code: z.string().max(20).optional(),
});

const [BAD_ERROR, BAD_MESSAGE] = DELIVERY_MESSAGES.badRequest;
const badRequest = () => new HttpError(400, { message: BAD_MESSAGE, error: BAD_ERROR });
const blank = (v: string | number | undefined): boolean => v === undefined || String(v).trim() === '';

export function deliveryJsonRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  /** The provider's token is a session of the same user, so it authorizes every call like the hash. */
  app.post('/delivery/auth', async (request) => {
    const { hash } = ctx.auth.open(sessionOf(request).user);
    return { token: hash, token_type: 'Bearer', expires_in: SESSION_TTL_MS / 1000 };
  });

  app.get('/v2/delivery/coverageAreas', async () => ({ coverageAreas: COVERAGE_AREAS }));

  app.get<{ Params: { neighborhoodId: string } }>('/areas/:neighborhoodId', async (request) => {
    const areaId = BAIRRO_AREAS[request.params.neighborhoodId];
    const area = areaId === undefined ? undefined : findArea(areaId);
    if (!area) throw new HttpError(404, { message: 'Bairro sem área de cobertura cadastrada.' });
    return { area: { external_id: area.external_id, name: area.coverageArea.name } };
  });

  app.post('/v2/delivery', async (request) => {
    const body = parseOr(deliveryBody, request.body, badRequest);
    const orderId = toInt(body.id_pedido);
    const [nf, nfMessage] = DELIVERY_MESSAGES.orderNotFound;
    if (orderId === null) throw new HttpError(404, { message: nfMessage, error: nf });
    const result = ctx.delivery.request(sessionOf(request).establishment.id, {
      id_pedido: orderId,
      coverage_area_id: blank(body.coverage_area_id) ? undefined : (toInt(body.coverage_area_id ?? '') ?? 0),
      name: blank(body.name) ? undefined : body.name,
      external_provider: blank(body.external_provider) ? undefined : body.external_provider,
      code: blank(body.code) ? undefined : body.code?.trim(),
    });
    if (!result.ok) {
      throw new HttpError(result.httpStatus, { message: result.message, error: result.error });
    }
    return { message: 'Entrega solicitada com sucesso.', data: result.data };
  });

  app.post<{ Params: { id: string } }>('/v2/delivery/:id/cancel', async (request) => {
    const id = request.params.id;
    const outcome = /^[\w-]{1,64}$/.test(id)
      ? ctx.delivery.cancel(sessionOf(request).establishment.id, id)
      : { found: false as const };
    if (!outcome.found) {
      throw new HttpError(404, {
        message: 'Entrega não encontrada.',
        data: { message: 'DELIVERY_NOT_FOUND' },
      });
    }
    return { data: { message: outcome.message } };
  });
}
