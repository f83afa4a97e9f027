/**
 * Control levers on what the platform sends on its own: the order simulator's rate, withheld store
 * events (clients must reconcile), banners, online-payment acceptance and hand-made order events.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderEvent } from '../../../shared/api/platform-v1';
import type { SandboxContext } from '../../context';
import { DEMO_STORE_ID } from '../../db/ids';
import { badControl, unknownStore } from '../../http';
import {
  controlAcceptance,
  controlBanners,
  controlOrderEvent,
  controlSimulate,
  controlWithhold,
  parseOr,
} from '../../validation';

/** Live traffic and the platform's store-wide content: simulator, withheld events, banners, flags. */
export function controlTrafficRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const store = (id: number | undefined): number => {
    const establishmentId = id ?? DEMO_STORE_ID;
    if (!ctx.repo.establishment(establishmentId)) throw unknownStore();
    return establishmentId;
  };

  app.post('/socket/withhold', async (request) => {
    const body = parseOr(controlWithhold, request.body, () => badControl());
    ctx.realtime.withhold(body.on);
    return { ok: true, withholding: ctx.realtime.isWithholding() };
  });

  app.get('/simulate', async () => ({ ok: true, ...ctx.simulator.state() }));

  app.post('/simulate', async (request) => {
    const body = parseOr(controlSimulate, request.body, () => badControl());
    ctx.simulator.configure(body);
    return { ok: true, ...ctx.simulator.state() };
  });

  app.post('/acceptance', async (request) => {
    const body = parseOr(controlAcceptance, request.body, () => badControl());
    const id = store(body.id_estabelecimento);
    if (body.acceptsOnline !== undefined)
      ctx.repo.patchEstablishment(id, { accepts_online: body.acceptsOnline });
    if (body.blockers) ctx.onlinePayment.setBlockers(id, body.blockers);
    return {
      ok: true,
      acceptsOnline: ctx.repo.establishment(id)?.accepts_online === 1,
      blockers: ctx.onlinePayment.blockers(id),
    };
  });

  app.get('/banners', async () => ({ ok: true, banners: ctx.repo.banners(DEMO_STORE_ID) }));

  app.post('/banners', async (request) => {
    const body = parseOr(controlBanners, request.body, () => badControl());
    const id = store(body.id_estabelecimento);
    ctx.repo.replaceBanners(id, body.banners);
    return { ok: true, banners: ctx.repo.banners(id) };
  });

  /** A 'pedido' event to the store room, as the platform sends it (withheld events are dropped). */
  app.post('/events/pedido', async (request) => {
    const body = parseOr(controlOrderEvent, request.body, () => badControl());
    const id = store(body.id_estabelecimento);
    // The lever sends what the test asks, even a shape the platform never sends (a 'novo' without
    // its id): how the desk's reader takes such an event is what those tests are about.
    const event = {
      tipo: body.tipo,
      ...(body.id_pedido !== undefined ? { id_pedido: body.id_pedido } : {}),
      ...(body.texto !== undefined ? { texto: body.texto } : {}),
    } as OrderEvent;
    ctx.realtime.emitStore(id, 'pedido', event);
    return { ok: true, emitted: !ctx.realtime.isWithholding() };
  });
}
