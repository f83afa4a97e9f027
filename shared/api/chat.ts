/**
 * The chat's payloads (base A, spec 01 §3 message, §7 chat calls; the '/chat' socket events) as
 * the panel reads them. A message that does not parse is dropped by the reader, and its text is
 * only ever rendered as text.
 *
 * Where a payload carries messages the reader parses one by one (so one bad message never costs
 * the rest), the field is `z.custom` with no check: anything passes at run time, and the input
 * type still says what the platform sends.
 */
import { z } from 'zod';

/** Longer texts are cut, never refused. */
const CHAT_MAX_TEXT = 4000;

const chatIdSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1).max(128));

/** One message (spec 01 §3). */
export const chatMessageSchema = z.object({
  _id: chatIdSchema,
  text: z.string().transform((t) => t.slice(0, CHAT_MAX_TEXT)),
  user: z.object({ _id: chatIdSchema }).loose().optional(),
  createdAt: z.union([z.string(), z.number()]).optional(),
});
type RawMessage = z.input<typeof chatMessageSchema>;

/** client-merchant-message {conversation_id, order_id, message}. */
export const incomingChatSchema = z.object({
  conversation_id: chatIdSchema,
  order_id: chatIdSchema.optional().catch(undefined),
  message: z.custom<RawMessage>(),
});

/** The merchant-client-message ack: the stored message, or the server's reason. */
export const chatSendAckSchema = z.union([
  z.object({ ok: z.literal(true), message: z.custom<RawMessage>() }),
  z.object({ ok: z.literal(false), erro: z.string().optional() }),
]);

/** GET chat/orderInfo/{id}. */
export const chatOrderInfoSchema = z.object({
  client_name: z.string().catch(''),
  id_usuario: chatIdSchema,
});
export type ChatOrderInfo = z.output<typeof chatOrderInfoSchema>;

/**
 * POST chat/establishConnection: the conversation id and the earlier messages (read one by one).
 * The spec's table writes the answer `data.conversation_id, messages`: the messages come inside
 * `data` or beside it, at the top level; inside wins when it holds a list.
 */
export const chatEstablishSchema = z
  .object({
    data: z.object({
      conversation_id: chatIdSchema,
      messages: z.custom<readonly RawMessage[]>().optional(),
    }),
    messages: z.custom<readonly RawMessage[]>().optional(),
  })
  .transform(({ data, messages }) => ({
    data: {
      conversation_id: data.conversation_id,
      messages: Array.isArray(data.messages) ? data.messages : (messages ?? data.messages),
    },
  }));

/** POST chat/createSocketConnection: only its status matters. */
export const chatSocketConnectionSchema = z.looseObject({});
