/**
 * The chat's REST calls (base A, spec 01 §7) and the readers of what the server or the socket
 * sends (schemas in shared/api/chat.ts); a message that does not parse is dropped, and its text
 * is only ever rendered as text.
 */
import {
  chatEstablishSchema,
  chatMessageSchema,
  chatOrderInfoSchema,
  chatSendAckSchema,
  chatSocketConnectionSchema,
  incomingChatSchema,
  type ChatOrderInfo,
} from '../../../../shared/api/chat';
import type { ApiClient, LegacyResult } from '../../api/http';
import { isApiError } from '../../api/errors';
import type { ChatMessage } from '../../stores/chat';

function timeOf(v: string | number | undefined): number {
  if (v === undefined) return 0;
  const t = typeof v === 'number' ? v : Date.parse(v);
  return Number.isFinite(t) && t > 0 ? t : 0;
}

/** One message; `storeUserId` is the store's user._id (String(id_estabelecimento)). */
export function parseChatMessage(raw: unknown, storeUserId: string): ChatMessage | null {
  const parsed = chatMessageSchema.safeParse(raw);
  if (!parsed.success) return null;
  const m = parsed.data;
  return {
    id: m._id,
    text: m.text,
    from: m.user?._id === storeUserId ? 'store' : 'customer',
    createdAt: timeOf(m.createdAt),
  };
}

export function parseChatMessages(raw: unknown, storeUserId: string): ChatMessage[] {
  if (!Array.isArray(raw)) return [];
  const out: ChatMessage[] = [];
  for (const item of raw.slice(-1000)) {
    const m = parseChatMessage(item, storeUserId);
    if (m) out.push(m);
  }
  return out;
}

export interface IncomingChatMessage {
  conversationId: string;
  orderId: string | null;
  message: ChatMessage;
}

/** client-merchant-message {conversation_id, order_id, message}. */
export function parseIncoming(raw: unknown, storeUserId: string): IncomingChatMessage | null {
  const parsed = incomingChatSchema.safeParse(raw);
  if (!parsed.success) return null;
  const message = parseChatMessage(parsed.data.message, storeUserId);
  if (!message) return null;
  return { conversationId: parsed.data.conversation_id, orderId: parsed.data.order_id ?? null, message };
}

/** The merchant-client-message ack: the stored message, or the server's reason. */
export function parseSendAck(
  raw: unknown,
  storeUserId: string,
): { ok: true; message: ChatMessage } | { ok: false; erro: string | null } {
  const parsed = chatSendAckSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, erro: null };
  if (!parsed.data.ok) return { ok: false, erro: parsed.data.erro?.trim().slice(0, 300) || null };
  const message = parseChatMessage(parsed.data.message, storeUserId);
  return message ? { ok: true, message: { ...message, from: 'store' } } : { ok: false, erro: null };
}

// ---------------------------------------------------------------- REST

/** GET chat/orderInfo/{id}; a failure is {ok: false} with the server's text when it sent one. */
export async function fetchChatOrderInfo(
  api: ApiClient,
  orderId: string,
): Promise<LegacyResult<ChatOrderInfo>> {
  try {
    return await api.legacy(
      'v1',
      'get',
      `chat/orderInfo/${encodeURIComponent(orderId)}`,
      chatOrderInfoSchema,
      {
        quiet: true,
      },
    );
  } catch (err) {
    return { ok: false, message: (isApiError(err) && err.serverMessage) || '' };
  }
}

export interface EstablishInput {
  merchantSocketId: string | null;
  idUsuario: string;
  idEstabelecimento: string;
  idPedido: string;
}

/** POST chat/establishConnection → the conversation id and the earlier messages (raw). */
export async function establishConnection(
  api: ApiClient,
  input: EstablishInput,
): Promise<LegacyResult<{ conversationId: string; messages: unknown }>> {
  try {
    const res = await api.legacy('v1', 'post', 'chat/establishConnection', chatEstablishSchema, {
      quiet: true,
      form: {
        merchant_socket_id: input.merchantSocketId ?? undefined,
        id_usuario: input.idUsuario,
        id_estabelecimento: input.idEstabelecimento,
        id_pedido: input.idPedido,
      },
    });
    if (!res.ok) return res;
    return {
      ok: true,
      data: { conversationId: res.data.data.conversation_id, messages: res.data.data.messages },
    };
  } catch (err) {
    return { ok: false, message: (isApiError(err) && err.serverMessage) || '' };
  }
}

/** POST chat/createSocketConnection: the socket joins the store's chat room (best effort). */
export async function registerChatSocket(
  api: ApiClient,
  socketId: string,
  storeId: string,
): Promise<boolean> {
  try {
    const res = await api.legacy('v1', 'post', 'chat/createSocketConnection', chatSocketConnectionSchema, {
      quiet: true,
      form: { merchant_socket_id: socketId, id_estabelecimento: storeId },
    });
    return res.ok;
  } catch {
    return false;
  }
}
