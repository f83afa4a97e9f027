import type { FastifyInstance } from 'fastify';
import type { UpdateOrderStatusResponse } from '../../shared/api/platform-json';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { changeOrderStatus, isKnownStatus, isMudaStatus, STATUS_MESSAGES } from './transitions';
import { orderIdParam, parseOr, updateOrderBody } from '../validation';

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
    if (!isKnownStatus(status) || isMudaStatus(status)) throw fail(422, STATUS_MESSAGES.invalidForCall);
    const outcome = changeOrderStatus(ctx, sessionOf(request).establishment.id, Number(id.data), {
      status,
      obs: body.obs,
      motivo: body.motivo_cancelamento,
      origem: 'loja',
    });
    if (!outcome.ok) throw fail(outcome.httpStatus, outcome.message);
    return { status: true, message: STATUS_MESSAGES.changed };
  });
}
