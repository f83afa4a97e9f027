/**
 * The external delivery flow's calls. Base A: the status list and the address adjustment. Base C
 * (the courier provider, spec 01 §7): token, coverage areas, request, cancel.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DeliveryAnswers } from '../../shared/api/delivery';
import { SESSION_TTL_MS, sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError, MSG } from '../http';
import { presentOrder } from '../orders/service';
import { orderIdParam, parseOr, toInt } from '../validation';
import { BAIRRO_AREAS, COVERAGE_AREAS, findArea } from './areas';
import { parseCoordinate, parseFounded, saveCoordinates } from './coordinates';
import { DELIVERY_MESSAGES } from './messages';

const ADDRESS_MESSAGES = {
  notFound: 'Endereço não encontrado para este pedido.',
  notFounded: 'Endereço não encontrado no mapa. Escolha uma opção da lista.',
  badCoordinates: 'Coordenadas inválidas.',
} as const;

const scalar = z.union([z.string().max(40), z.number(), z.boolean()]);
const updateAddressBody = z.object({
  founded: scalar.optional(),
  lat: scalar.optional(),
  lng: scalar.optional(),
  formattedAddress: z.string().max(300).optional(),
  // The modal may send the chosen suggestion as text or as the object itself.
  selectedAddress: z.unknown().optional(),
});

const MAX_SELECTED = 2000;

export function deliveryV1Routes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { orderId: string } }>(
    '/pedidos/externalDeliveryStatusList/:orderId',
    async (request) => {
      const id = orderIdParam.safeParse(request.params.orderId);
      const list = id.success
        ? ctx.delivery.statusList(sessionOf(request).establishment.id, Number(id.data))
        : null;
      if (list === null) throw new HttpError(404, { status: false, erro: 'Pedido não encontrado.' });
      return { status: true, data: list } satisfies { status: true } & DeliveryAnswers['statusList'];
    },
  );

  app.post<{ Params: { orderId: string; addressId: string } }>(
    '/enderecos/updateUserAddress/:orderId/:addressId',
    async (request) => {
      const body = parseOr(
        updateAddressBody,
        request.body,
        () => new HttpError(400, { status: false, erro: MSG.badRequest }),
      );
      const id = orderIdParam.safeParse(request.params.orderId);
      const row = id.success
        ? ctx.repo.order(sessionOf(request).establishment.id, Number(id.data))
        : undefined;
      const order = row ? presentOrder(row, ctx.now()) : undefined;
      if (!order || order.endereco_id === null || order.endereco_id !== request.params.addressId) {
        throw new HttpError(404, { status: false, erro: ADDRESS_MESSAGES.notFound });
      }
      const refuse = (erro: string) => ({ status: false, founded: false, success: false, erro });
      if (!parseFounded(body.founded)) return refuse(ADDRESS_MESSAGES.notFounded);
      const lat = parseCoordinate(body.lat, 90);
      const lng = parseCoordinate(body.lng, 180);
      if (lat === null || lng === null) return refuse(ADDRESS_MESSAGES.badCoordinates);
      const selected =
        typeof body.selectedAddress === 'string'
          ? body.selectedAddress
          : JSON.stringify(body.selectedAddress ?? '');
      if (selected.length > MAX_SELECTED) throw new HttpError(400, { status: false, erro: MSG.badRequest });
      saveCoordinates(
        ctx.delivery.store,
        order,
        { lat, lng, formattedAddress: body.formattedAddress ?? '', selectedAddress: selected },
        ctx.now().getTime(),
      );
      return { status: true, founded: true, success: true } satisfies {
        status: true;
      } & DeliveryAnswers['addressUpdate'];
    },
  );
}

const idLike = z.union([z.string().max(20), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);
const deliveryBody = z.object({
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

  app.get(
    '/v2/delivery/coverageAreas',
    async () => ({ coverageAreas: COVERAGE_AREAS }) satisfies DeliveryAnswers['coverageAreas'],
  );

  app.get<{ Params: { neighborhoodId: string } }>('/areas/:neighborhoodId', async (request) => {
    const areaId = BAIRRO_AREAS[request.params.neighborhoodId];
    const area = areaId === undefined ? undefined : findArea(areaId);
    if (!area) throw new HttpError(404, { message: 'Bairro sem área de cobertura cadastrada.' });
    return { area: { external_id: area.external_id, name: area.coverageArea.name } } satisfies {
      area: { name: string | null };
    } & DeliveryAnswers['bairroArea'];
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
    return {
      message: 'Entrega solicitada com sucesso.',
      data: result.data,
    } satisfies DeliveryAnswers['deliveryCreated'];
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
    return { data: { message: outcome.message } } satisfies DeliveryAnswers['deliveryCancel'];
  });
}
