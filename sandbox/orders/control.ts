/**
 * Orders arriving and changing outside the desk, under `/control/orders`: the customer, another
 * device, a benchmark creating thousands at once. They go through the same factory and transitions
 * as the API, so events and progress entries are the ones the desk sees in production.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { DEMO_STORE_ID } from '../db/ids';
import { CUSTOMER_CANCEL_REASON } from './generator-data';
import { badControl, HttpError, unknownStore } from '../http';
import { createOrders } from './factory';
import { changeOrderStatus } from './transitions';
import type { OrderHistory } from './history-repo';
import { presentOrder } from './service';
import { controlNewOrder, controlOrderStatus, orderIdParam, parseOr } from '../validation';

/** Orders arriving and changing outside the desk: the customer, another device, a benchmark. */
export function controlOrderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  /**
   * New orders now, from the store's menu (or `template`), announced with 'novo' unless emit:false.
   * One order answers `{ok, pedido, ids}`; `count` answers `{ok, created, ids, elapsedMs}`.
   */
  app.post('/orders', async (request) => {
    const body = parseOr(controlNewOrder, request.body, () => badControl());
    const establishmentId = body.id_estabelecimento ?? DEMO_STORE_ID;
    if (!ctx.repo.establishment(establishmentId)) throw unknownStore();
    const started = performance.now();
    const orders = createOrders(ctx, { ...body, establishmentId });
    const ids = orders.map((o) => o.id_pedido);
    if (body.count !== undefined) {
      return { ok: true, created: orders.length, ids, elapsedMs: Math.round(performance.now() - started) };
    }
    const row = ctx.repo.order(establishmentId, Number(ids[0]));
    if (!row) throw new HttpError(500, { ok: false, message: 'Pedido criado não encontrado.' });
    return { ok: true, pedido: presentOrder(row, ctx.now()), ids };
  });

  /**
   * A change made outside the desk (by default the customer: PC without a reason gets the
   * customer's). Same rules, events and progress entries as the API; `force` skips the table.
   */
  app.post<{ Params: { id: string } }>('/orders/:id/status', async (request) => {
    const body = parseOr(controlOrderStatus, request.body, () => badControl());
    const id = orderIdParam.safeParse(request.params.id);
    const row = id.success ? ctx.repo.orderById(Number(id.data)) : undefined;
    if (!row) throw new HttpError(404, { ok: false, message: 'Pedido não encontrado.' });
    const origem = body.origem ?? 'cliente';
    const defaultReason = origem === 'cliente' ? CUSTOMER_CANCEL_REASON : 'Cancelado pela loja';
    const outcome = changeOrderStatus(ctx, row.establishment_id, row.id, {
      status: body.status,
      obs: body.obs,
      motivo: body.status === 'PC' ? (body.motivo_cancelamento ?? defaultReason) : undefined,
      origem,
      force: body.force,
    });
    if (!outcome.ok) throw new HttpError(outcome.httpStatus, { ok: false, message: outcome.message });
    return { ok: true, changed: outcome.changed, pedido: outcome.order };
  });

  /**
   * What the platform recorded for one order: every status change it applied, in order (`changes`:
   * status, from, at, obs, motivo, origem), every status-change request the store's API calls made
   * (`requests`: status, at; repeats and refusals included), and the progress entries as the API
   * shows them. Exactly-once checks count `requests`: `changes` cannot show a repeat, which the
   * platform answers as done without applying anything, and the andamentos of seeded orders are made up.
   */
  app.get<{ Params: { id: string } }>('/orders/:id/history', async (request): Promise<OrderHistory> => {
    const id = orderIdParam.safeParse(request.params.id);
    const row = id.success ? ctx.repo.orderById(Number(id.data)) : undefined;
    if (!row) throw new HttpError(404, { ok: false, message: 'Pedido não encontrado.' });
    const pedido = presentOrder(row, ctx.now());
    return {
      ok: true,
      id_pedido: pedido.id_pedido,
      status: row.status,
      changes: ctx.repo.statusChanges(row.id),
      requests: ctx.repo.statusRequests(row.id),
      andamentos: pedido.pedidoObj.andamentos,
    };
  });
}
