import type { FastifyInstance } from 'fastify';
import type { ChangeStatusResponse, OrdersResponse } from '../../shared/api/platform-v1';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError, MSG } from '../http';
import { changeOrderStatus, isMudaStatus, STATUS_MESSAGES, type KnownStatus } from './transitions';
import { presentOrder } from './service';
import { localDay } from '../time';
import { mudaStatusBody, orderIdParam, parseOr } from '../validation';

const NOT_FOUND = { status: false, erro: STATUS_MESSAGES.notFound };

interface OrdersDigestResponse {
  status: true;
  total: number;
  ultimo_id: string | null;
}

export function orderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/pedidos/listar', async (request): Promise<OrdersResponse> => {
    const now = ctx.now();
    const rows = ctx.repo.ordersOfDay(sessionOf(request).establishment.id, localDay(now));
    return { status: true, pedidos: rows.map((row) => presentOrder(row, now)) };
  });

  // Not in the spec (sandbox/README.md): the desk's cheap change check between list loads.
  app.get('/pedidos/resumo', async (request): Promise<OrdersDigestResponse> => {
    const rows = ctx.repo.ordersOfDay(sessionOf(request).establishment.id, localDay(ctx.now()));
    let newest: number | null = null;
    for (const row of rows) if (newest === null || row.id > newest) newest = row.id;
    return { status: true, total: rows.length, ultimo_id: newest === null ? null : String(newest) };
  });

  app.get<{ Params: { id: string } }>('/pedidos/listar/:id', async (request): Promise<OrdersResponse> => {
    const id = orderIdParam.safeParse(request.params.id);
    const row = id.success ? ctx.repo.order(sessionOf(request).establishment.id, Number(id.data)) : undefined;
    if (!row) throw new HttpError(404, NOT_FOUND);
    return { status: true, pedidos: [presentOrder(row, ctx.now())] };
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
      if (!isMudaStatus(status)) return { status: false, erro: STATUS_MESSAGES.invalidForCall };
      const outcome = changeOrderStatus(ctx, sessionOf(request).establishment.id, Number(id.data), {
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
