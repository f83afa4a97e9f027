/** Courier levers: advance or fail a delivery, the simulated courier, address coordinates. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { coordinatesOf, defaultPoint, saveCoordinates } from './coordinates';
import { DELIVERY_MESSAGES } from './messages';
import { DELIVERY_STEPS } from './store';
import { badControl, HttpError } from '../http';
import { presentOrder } from '../orders/service';
import { parseOr } from '../validation';

const orderId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^\d{1,12}$/),
]);
const controlAdvance = z.object({ id_pedido: orderId, status: z.enum(DELIVERY_STEPS).optional() }).strict();
const controlFail = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('next-request'), message: z.string().min(1).max(2000).optional() }).strict(),
  z.object({ mode: z.literal('next-cancel') }).strict(),
  z.object({ mode: z.literal('provider-cancel'), id_pedido: orderId }).strict(),
]);
const controlCourier = z
  .object({ enabled: z.boolean(), stepMs: z.number().int().min(10).max(3_600_000).optional() })
  .strict();
const controlCoordinates = z
  .object({
    id_pedido: orderId,
    on: z.boolean(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
  })
  .strict();
const orderQuery = z.object({ id_pedido: z.string().regex(/^\d{1,12}$/) });

const noOrder = () => new HttpError(404, { ok: false, message: 'Pedido não encontrado.' });

export function controlDeliveryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const orderOf = (id: string | number) => {
    const row = ctx.repo.orderById(Number(id));
    if (!row) throw noOrder();
    return { row, order: presentOrder(row, ctx.now()) };
  };

  app.post('/delivery/advance', async (request) => {
    const body = parseOr(controlAdvance, request.body, () => badControl());
    orderOf(body.id_pedido);
    const result = ctx.delivery.advance(Number(body.id_pedido), body.status);
    if (!(DELIVERY_STEPS as readonly string[]).includes(result)) {
      throw new HttpError(422, { ok: false, message: result });
    }
    return { ok: true, status: result };
  });

  app.post('/delivery/fail', async (request) => {
    const body = parseOr(controlFail, request.body, () => badControl());
    if (body.mode === 'next-request') {
      ctx.delivery.failNextRequest(body.message ?? DELIVERY_MESSAGES.provider[1]);
    } else if (body.mode === 'next-cancel') {
      ctx.delivery.refuseNextCancel();
    } else {
      orderOf(body.id_pedido);
      if (!ctx.delivery.providerCancel(Number(body.id_pedido))) {
        throw new HttpError(422, { ok: false, message: 'O pedido não tem entrega em andamento.' });
      }
    }
    return { ok: true };
  });

  app.get('/delivery/courier', async () => ({ ok: true, ...ctx.delivery.courier.state() }));
  app.post('/delivery/courier', async (request) => {
    const body = parseOr(controlCourier, request.body, () => badControl());
    return { ok: true, ...ctx.delivery.courier.configure(body) };
  });

  app.post('/delivery/coordinates', async (request) => {
    const body = parseOr(controlCoordinates, request.body, () => badControl());
    const { order } = orderOf(body.id_pedido);
    if (order.pedidoObj.retirada_local || order.endereco_id === null) {
      throw new HttpError(422, { ok: false, message: 'Pedido para retirada não tem endereço.' });
    }
    const point = defaultPoint(order);
    saveCoordinates(
      ctx.delivery.store,
      order,
      body.on
        ? {
            lat: body.lat ?? point.lat,
            lng: body.lng ?? point.lng,
            formattedAddress: order.endereco_completo,
            selectedAddress: '',
          }
        : { lat: null, lng: null, formattedAddress: '', selectedAddress: '' },
      ctx.now().getTime(),
    );
    return { ok: true, coordinates: coordinatesOf(ctx.delivery.store, order) };
  });

  app.get('/delivery', async (request) => {
    const query = parseOr(orderQuery, request.query, () => badControl('Informe id_pedido.'));
    const { row, order } = orderOf(query.id_pedido);
    const d = ctx.delivery.current(row);
    return {
      ok: true,
      delivery: d
        ? {
            id: d.id,
            status: d.status,
            code: d.code,
            coverageAreaID: d.coverage_area_id,
            courier: { name: d.courier_name, model: d.vehicle_model, plate: d.vehicle_plate },
          }
        : null,
      entries: ctx.delivery.entries(d),
      coordinates: coordinatesOf(ctx.delivery.store, order),
    };
  });
}
