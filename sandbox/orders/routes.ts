/**
 * The order calls of both bases: base A lists today's orders, the change check and mudaStatus
 * (production statuses only); base C's PUT orders/{id} takes every other status. Both go through
 * `changeOrderStatus` (transitions.ts), so the table, events and progress entries are one.
 */
import type { FastifyInstance } from 'fastify';
import type { UpdateOrderStatusResponse } from '../../shared/api/platform-json';
import type { z } from 'zod';
import type { LiveOrderInput } from '../../shared/api/live-order';
import type {
  ChangeStatusResponse,
  OrdersResponse,
  ordersDigestSchema,
  ordersResponseSchema,
} from '../../shared/api/platform-v1';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError, MSG } from '../http';
import { localDay } from '../time';
import { mudaStatusBody, orderIdParam, parseOr, updateOrderBody } from '../validation';
import { conditionalList } from './etag';
import { presentOrder } from './service';
import {
  changeOrderStatus,
  isKnownStatus,
  isMudaStatus,
  STATUS_MESSAGES,
  type KnownStatus,
} from './transitions';

const NOT_FOUND = { status: false, erro: STATUS_MESSAGES.notFound };

/**
 * Logs a status-change request on an order of the store before it is judged, so the control history
 * shows a desk that sent an action twice even though the platform applies a repeat as a no-op.
 */
function recordRequest(ctx: SandboxContext, establishmentId: number, orderId: number, status: string): void {
  const row = ctx.repo.order(establishmentId, orderId);
  if (row) ctx.repo.recordStatusRequest(row.id, { status, at: ctx.now().toISOString() });
}

/** The desk reads it with ordersDigestSchema: an answer it would not read fails to compile. */
type OrdersDigestResponse = { status: true } & z.input<typeof ordersDigestSchema>;

/**
 * What the desk reads from pedidos/listar: each order as a live order (orders desk, printing) and
 * as the Início summary. Typed from their schemas, so an answer they would not read fails to compile.
 */
type ListedOrders = LiveOrderInput[] & z.input<typeof ordersResponseSchema>['pedidos'];

export function orderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/pedidos/listar', { onSend: conditionalList }, async (request): Promise<OrdersResponse> => {
    const now = ctx.now();
    const rows = ctx.repo.liveOrders(sessionOf(request).establishment.id, localDay(now));
    return { status: true, pedidos: rows.map((row) => presentOrder(row, now)) satisfies ListedOrders };
  });

  // Not in the spec (sandbox/README.md): the desk's cheap change check between list loads.
  app.get('/pedidos/resumo', async (request): Promise<OrdersDigestResponse> => {
    const rows = ctx.repo.liveOrders(sessionOf(request).establishment.id, localDay(ctx.now()));
    let newest: number | null = null;
    for (const row of rows) if (newest === null || row.id > newest) newest = row.id;
    return { status: true, total: rows.length, ultimo_id: newest === null ? null : String(newest) };
  });

  app.get<{ Params: { id: string } }>('/pedidos/listar/:id', async (request): Promise<OrdersResponse> => {
    const id = orderIdParam.safeParse(request.params.id);
    const row = id.success ? ctx.repo.order(sessionOf(request).establishment.id, Number(id.data)) : undefined;
    if (!row) throw new HttpError(404, NOT_FOUND);
    return { status: true, pedidos: [presentOrder(row, ctx.now())] satisfies ListedOrders };
  });

  /**
   * Production statuses only (PL, LE, LI, LG; spec 01 §4). Refusals are legacy-style 200
   * `{status:false, erro}`; an unknown order is 404 like listar/{id}.
   */
  app.post<{ Params: { id: string } }>(
    '/pedidos/mudaStatus/:id',
    async (request): Promise<ChangeStatusResponse> => {
      const body = parseOr(
        mudaStatusBody,
        request.body,
        () => new HttpError(400, { status: false, erro: MSG.badRequest }),
      );
      const id = orderIdParam.safeParse(request.params.id);
      if (!id.success) throw new HttpError(404, NOT_FOUND);
      const status = body.novo_status?.trim().toUpperCase() ?? '';
      const establishmentId = sessionOf(request).establishment.id;
      recordRequest(ctx, establishmentId, Number(id.data), status);
      if (!isMudaStatus(status)) return { status: false, erro: STATUS_MESSAGES.invalidForCall };
      const outcome = changeOrderStatus(ctx, establishmentId, Number(id.data), {
        status: status as KnownStatus,
        obs: body.obs,
        origem: 'loja',
      });
      if (!outcome.ok) {
        if (outcome.httpStatus === 404) throw new HttpError(404, NOT_FOUND);
        return { status: false, erro: outcome.message };
      }
      return { status: true, mensagem: STATUS_MESSAGES.changed };
    },
  );
}

const fail = (code: number, message: string) => new HttpError(code, { status: false, message });

/**
 * PUT orders/{id}: every status except the production ones of base A's mudaStatus.
 * The id is the order's `orderId` (the same number as id_pedido in the sandbox).
 */
export function jsonOrderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.put<{ Params: { id: string } }>('/orders/:id', async (request): Promise<UpdateOrderStatusResponse> => {
    const body = parseOr(updateOrderBody, request.body, () => fail(400, 'Requisição inválida.'));
    const id = orderIdParam.safeParse(request.params.id);
    if (!id.success) throw fail(404, STATUS_MESSAGES.notFound);
    const status = body.new_status?.trim().toUpperCase() ?? '';
    const establishmentId = sessionOf(request).establishment.id;
    recordRequest(ctx, establishmentId, Number(id.data), status);
    if (!isKnownStatus(status) || isMudaStatus(status)) throw fail(422, STATUS_MESSAGES.invalidForCall);
    const outcome = changeOrderStatus(ctx, establishmentId, Number(id.data), {
      status,
      obs: body.obs,
      motivo: body.motivo_cancelamento,
      origem: 'loja',
    });
    if (!outcome.ok) throw fail(outcome.httpStatus, outcome.message);
    return { status: true, message: STATUS_MESSAGES.changed };
  });
}
