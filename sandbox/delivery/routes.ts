/** Base A calls of the external delivery flow: the status list and the address adjustment. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { parseCoordinate, parseFounded, saveCoordinates } from './coordinates';
import { HttpError, MSG } from '../http';
import { presentOrder } from '../orders/service';
import { orderIdParam, parseOr } from '../validation';

export const ADDRESS_MESSAGES = {
  notFound: 'Endereço não encontrado para este pedido.',
  notFounded: 'Endereço não encontrado no mapa. Escolha uma opção da lista.',
  badCoordinates: 'Coordenadas inválidas.',
} as const;

const scalar = z.union([z.string().max(40), z.number(), z.boolean()]);
export const updateAddressBody = z.object({
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
      return { status: true, data: list };
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
      return { status: true, founded: true, success: true };
    },
  );
}
