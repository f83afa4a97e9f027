/** Chat REST calls of base A (spec 01 §7): order info, the conversation, the merchant socket. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type {
  chatEstablishSchema,
  chatOrderInfoSchema,
  chatSocketConnectionSchema,
} from '../../shared/api/chat';
import { sessionOf } from '../auth/service';
import { CHAT_MESSAGES } from './service';
import type { SandboxContext } from '../context';
import { HttpError, MSG } from '../http';
import { orderIdParam, parseOr, toInt } from '../validation';

const idLike = z.union([z.string().max(20), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);
const socketId = z.string().max(100);

const establishBody = z.object({
  merchant_socket_id: socketId.optional(),
  id_usuario: idLike.optional(),
  id_estabelecimento: idLike.optional(),
  id_pedido: idLike,
});
const socketBody = z.object({ merchant_socket_id: socketId, id_estabelecimento: idLike.optional() });

const badRequest = () => new HttpError(400, { status: false, erro: MSG.badRequest });
const notFound = () => new HttpError(404, { status: false, erro: CHAT_MESSAGES.orderNotFound });

/** `id_estabelecimento`, when sent, must be the session's store. */
function sameStore(sent: string | number | undefined, own: number): boolean {
  return sent === undefined || sent === '' || toInt(sent) === own;
}

export function chatRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { id: string } }>('/chat/orderInfo/:id', async (request) => {
    const id = orderIdParam.safeParse(request.params.id);
    if (!id.success) throw notFound();
    const info = ctx.chat.orderInfo(sessionOf(request).establishment.id, Number(id.data));
    if (!info.ok) {
      if (info.notFound) throw notFound();
      return { status: false, erro: info.erro };
    }
    return { status: true, ...info.value } satisfies { status: true } & z.input<typeof chatOrderInfoSchema>;
  });

  app.post('/chat/establishConnection', async (request) => {
    const body = parseOr(establishBody, request.body, badRequest);
    const own = sessionOf(request).establishment.id;
    const orderId = toInt(body.id_pedido);
    if (orderId === null) throw notFound();
    if (!sameStore(body.id_estabelecimento, own)) return { status: false, erro: CHAT_MESSAGES.wrongStore };
    const opened = ctx.chat.open(own, orderId, body.merchant_socket_id);
    if (!opened.ok) {
      if (opened.notFound) throw notFound();
      return { status: false, erro: opened.erro };
    }
    const { conversation, order } = opened.value;
    if (body.id_usuario !== undefined && String(body.id_usuario) !== order.id_usuario) {
      return { status: false, erro: CHAT_MESSAGES.wrongCustomer };
    }
    return {
      status: true,
      data: { conversation_id: conversation.id, messages: ctx.chat.messages(conversation.id) },
    } satisfies { status: true } & z.input<typeof chatEstablishSchema>;
  });

  app.post('/chat/createSocketConnection', async (request) => {
    const body = parseOr(socketBody, request.body, badRequest);
    const own = sessionOf(request).establishment.id;
    if (!sameStore(body.id_estabelecimento, own)) return { status: false, erro: CHAT_MESSAGES.wrongStore };
    if (!ctx.chat.joinStoreRoom(body.merchant_socket_id, own)) {
      return { status: false, erro: CHAT_MESSAGES.socketNotFound };
    }
    return {
      status: true,
      data: { merchant_socket_id: body.merchant_socket_id, id_estabelecimento: own },
    } satisfies { status: true } & z.input<typeof chatSocketConnectionSchema>;
  });
}
