/**
 * The merchant side of the '/chat' namespace: a session hash in the handshake, `socket-merchant`
 * to join an order's conversation and `merchant-client-message` to send, both acknowledged.
 */
import type { Socket } from 'socket.io';
import { z } from 'zod';
import type { chatSendAckSchema } from '../../shared/api/chat';
import { SANDBOX_NAMESPACES } from '../../shared/config';
import { SESSION_EXPIRED } from '../http';
import type { Realtime } from '../realtime';
import { CHAT_MESSAGES, conversationRoom, type Chat } from './service';

export type ChatAck = { ok: true; conversation_id: string; message?: unknown } | { ok: false; erro: string };

const authSchema = z.object({ hash: z.string().min(1).max(256) });
const orderIdSchema = z
  .union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,12}$/),
    z.object({
      order_id: z.union([
        z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        z.string().regex(/^\d{1,12}$/),
      ]),
    }),
  ])
  .transform((v) => Number(typeof v === 'object' ? v.order_id : v));
const messageSchema = z.object({ conversation_id: z.unknown(), message: z.unknown() });

function replier(ack: unknown): (result: ChatAck) => void {
  return (result) => {
    if (typeof ack === 'function') (ack as (r: ChatAck) => void)(result);
  };
}

export function registerChatSocket(
  realtime: Realtime,
  chat: Chat,
  establishmentOfSession: (hash: string) => number | null,
): void {
  const nsp = realtime.io.of(SANDBOX_NAMESPACES.chat);
  // As on '/loja', the hash is optional at the handshake (an unknown one is refused there), but
  // joining and sending need it: without a session there is no store to act for.
  nsp.use((socket, next) => {
    const raw = socket.handshake.auth as { hash?: unknown } | undefined;
    if (raw?.hash === undefined) return next();
    const auth = authSchema.safeParse(raw);
    const establishmentId = auth.success ? establishmentOfSession(auth.data.hash) : null;
    if (establishmentId === null) return next(new Error(SESSION_EXPIRED.erro));
    (socket.data as { establishmentId?: number }).establishmentId = establishmentId;
    next();
  });

  nsp.on('connection', (socket: Socket) => {
    const establishmentId = (socket.data as { establishmentId?: number }).establishmentId;
    const noSession = { ok: false as const, erro: SESSION_EXPIRED.erro };

    socket.on('socket-merchant', (raw: unknown, ack: unknown) => {
      const reply = replier(ack);
      if (establishmentId === undefined) return reply(noSession);
      const orderId = orderIdSchema.safeParse(raw);
      if (!orderId.success) return reply({ ok: false, erro: CHAT_MESSAGES.orderNotFound });
      const opened = chat.open(establishmentId, orderId.data);
      if (!opened.ok) return reply({ ok: false, erro: opened.erro });
      void socket.join(conversationRoom(opened.value.conversation.id));
      reply({ ok: true, conversation_id: opened.value.conversation.id });
    });

    socket.on('merchant-client-message', (raw: unknown, ack: unknown) => {
      const reply = replier(ack);
      if (establishmentId === undefined) return reply(noSession);
      const body = messageSchema.safeParse(raw);
      if (!body.success) return reply({ ok: false, erro: CHAT_MESSAGES.invalid });
      const sent = chat.sendFromStore(establishmentId, body.data.conversation_id, body.data.message);
      if (!sent.ok) return reply({ ok: false, erro: sent.erro });
      const stored = { ok: true as const, message: sent.value } satisfies z.input<typeof chatSendAckSchema>;
      reply({ ...stored, conversation_id: body.data.conversation_id as string });
    });
  });
}
