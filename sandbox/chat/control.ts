/** Chat levers: the customer writes, the simulated customer, the chat socket's outages. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SANDBOX_NAMESPACES } from '../../shared/config';
import { CUSTOMER_MAX_LENGTH } from './service';
import type { SandboxContext } from '../context';
import { badControl, HttpError } from '../http';
import { parseOr } from '../validation';

const orderId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^\d{1,12}$/),
]);
const controlChatMessage = z
  .object({ id_pedido: orderId, text: z.string().min(1).max(CUSTOMER_MAX_LENGTH) })
  .strict();
const controlChatCustomer = z
  .object({
    enabled: z.boolean(),
    minDelayMs: z.number().int().min(0).max(600_000).optional(),
    maxDelayMs: z.number().int().min(0).max(600_000).optional(),
  })
  .strict();
const controlChatSocket = z.object({ action: z.enum(['disconnect', 'refuse', 'restore']) }).strict();
const messagesQuery = z.object({ id_pedido: z.string().regex(/^\d{1,12}$/) });

export function controlChatRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/chat/message', async (request) => {
    const body = parseOr(controlChatMessage, request.body, () => badControl());
    const sent = ctx.chat.sendFromCustomer(Number(body.id_pedido), body.text);
    if (!sent.ok) throw new HttpError(sent.notFound ? 404 : 422, { ok: false, message: sent.erro });
    return { ok: true, ...sent.value };
  });

  app.get('/chat/messages', async (request) => {
    const query = parseOr(messagesQuery, request.query, () => badControl('Informe id_pedido.'));
    const conv = ctx.chat.conversationOfOrder(Number(query.id_pedido));
    return { ok: true, conversation_id: conv?.id ?? null, messages: conv ? ctx.chat.messages(conv.id) : [] };
  });

  app.get('/chat/customer', async () => ({ ok: true, ...ctx.chat.customer.state() }));
  app.post('/chat/customer', async (request) => {
    const body = parseOr(controlChatCustomer, request.body, () => badControl());
    return { ok: true, ...ctx.chat.customer.configure(body) };
  });

  app.post('/chat/socket', async (request) => {
    const { action } = parseOr(controlChatSocket, request.body, () => badControl());
    if (action === 'restore') {
      ctx.realtime.restore(SANDBOX_NAMESPACES.chat);
      return { ok: true, disconnected: 0 };
    }
    const disconnected =
      action === 'refuse' ? ctx.realtime.drop(SANDBOX_NAMESPACES.chat) : ctx.chat.disconnectMerchants();
    return { ok: true, disconnected };
  });
}
