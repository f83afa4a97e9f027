/**
 * The order chat (spec 01 §4 Chat flow): one conversation per order, messages persisted, customer
 * messages delivered on the '/chat' namespace to the conversation room and the store's chat room.
 */
import type { Namespace } from 'socket.io';
import type { z } from 'zod';
import type { incomingChatSchema } from '../../shared/api/chat';
import { SANDBOX_NAMESPACES } from '../../shared/config';
import type { Order } from '../../shared/api/platform-v1';
import type { Db } from '../db/migrations';
import type { Repo } from '../db/repo';
import { presentOrder } from '../orders/service';
import type { Realtime } from '../realtime';
import { createSimulatedCustomer, type SimulatedCustomer } from './customer';
import { createChatStore, newChatId, toChatMessage, type ChatMessage, type ConversationRow } from './store';

const CHAT_MAX_LENGTH = 400;
/** Control-API customer messages may be longer, so the UI's display of long text can be tested. */
export const CUSTOMER_MAX_LENGTH = 4000;

export const CHAT_MESSAGES = {
  orderNotFound: 'Pedido não encontrado.',
  chatOff: 'O chat não está disponível para este pedido.',
  wrongStore: 'Estabelecimento inválido para esta sessão.',
  wrongCustomer: 'Cliente não corresponde ao pedido.',
  socketNotFound: 'Conexão de chat não encontrada.',
  empty: 'A mensagem não pode ficar vazia.',
  tooLong: `A mensagem deve ter no máximo ${CHAT_MAX_LENGTH} caracteres.`,
  conversationNotFound: 'Conversa não encontrada.',
  invalid: 'Mensagem inválida.',
} as const;

export const conversationRoom = (id: string): string => `conversa-${id}`;
const storeChatRoom = (establishmentId: number): string => `chat-loja-${establishmentId}`;

export type ChatOutcome<T> = { ok: true; value: T } | { ok: false; notFound: boolean; erro: string };

const fail = (erro: string, notFound = false) => ({ ok: false as const, notFound, erro });

export interface ChatDeps {
  db: Db;
  repo: Repo;
  realtime: Realtime;
  now: () => Date;
  onError: (error: unknown) => void;
}

export function createChat(deps: ChatDeps) {
  const store = createChatStore(deps.db);
  const nsp = (): Namespace => deps.realtime.io.of(SANDBOX_NAMESPACES.chat);

  function chatOrder(establishmentId: number, orderId: number): ChatOutcome<Order> {
    const row = deps.repo.order(establishmentId, orderId);
    if (!row) return fail(CHAT_MESSAGES.orderNotFound, true);
    const order = presentOrder(row, deps.now());
    if (order.chat_enabled !== true) return fail(CHAT_MESSAGES.chatOff);
    return { ok: true, value: order };
  }

  function conversationFor(establishmentId: number, order: Order): ConversationRow {
    const orderId = Number(order.id_pedido);
    const existing = store.conversationOfOrder(orderId);
    if (existing) return existing;
    const row: ConversationRow = {
      id: newChatId(),
      order_id: orderId,
      establishment_id: establishmentId,
      customer_id: order.id_usuario,
      customer_name: order.usuario_nome,
      created_at: deps.now().getTime(),
    };
    store.insertConversation(row);
    return row;
  }

  function addMessage(conv: ConversationRow, sender: 'loja' | 'cliente', text: string): ChatMessage {
    const storeName = deps.repo.establishment(conv.establishment_id)?.nome ?? 'Loja';
    const row = store.insertMessage({
      id: newChatId(),
      conversation_id: conv.id,
      sender,
      user_id: sender === 'loja' ? String(conv.establishment_id) : conv.customer_id,
      user_name: sender === 'loja' ? storeName : conv.customer_name,
      text,
      created_at: deps.now().getTime(),
    });
    return toChatMessage(row);
  }

  function customerSays(conv: ConversationRow, text: string): ChatMessage {
    const message = addMessage(conv, 'cliente', text);
    // One emit to both rooms: a socket in both gets the message once.
    nsp()
      .to([conversationRoom(conv.id), storeChatRoom(conv.establishment_id)])
      .emit('client-merchant-message', {
        conversation_id: conv.id,
        order_id: String(conv.order_id),
        message,
      } satisfies z.input<typeof incomingChatSchema>);
    return message;
  }

  const customer: SimulatedCustomer = createSimulatedCustomer((conversationId, text) => {
    const conv = store.conversation(conversationId);
    if (conv) customerSays(conv, text);
  }, deps.onError);

  /** The connected '/chat' socket of that store, if any. */
  function storeSocket(socketId: string, establishmentId: number) {
    const socket = nsp().sockets.get(socketId);
    const own = (socket?.data as { establishmentId?: number } | undefined)?.establishmentId;
    return socket && own === establishmentId ? socket : undefined;
  }

  return {
    customer,
    orderInfo(establishmentId: number, orderId: number) {
      const found = chatOrder(establishmentId, orderId);
      if (!found.ok) return found;
      const o = found.value;
      return {
        ok: true as const,
        value: {
          client_name: o.usuario_nome,
          establishment_id: establishmentId,
          hash_pedido: o.hash_pedido,
          id_usuario: o.id_usuario,
          id_pedido: o.id_pedido,
        },
      };
    },
    /** The order's conversation (created on first use) and, when it is given, one socket joined to it. */
    open(establishmentId: number, orderId: number, socketId?: string) {
      const found = chatOrder(establishmentId, orderId);
      if (!found.ok) return found;
      const conv = conversationFor(establishmentId, found.value);
      if (socketId) void storeSocket(socketId, establishmentId)?.join(conversationRoom(conv.id));
      return { ok: true as const, value: { conversation: conv, order: found.value } };
    },
    messages: (conversationId: string) => store.messages(conversationId).map(toChatMessage),
    conversationOfOrder: (orderId: number) => store.conversationOfOrder(orderId),
    joinStoreRoom(socketId: string, establishmentId: number): boolean {
      const socket = storeSocket(socketId, establishmentId);
      if (socket) void socket.join(storeChatRoom(establishmentId));
      return socket !== undefined;
    },
    /** A store message from the socket; validated here so nothing invalid is ever stored. */
    sendFromStore(establishmentId: number, conversationId: unknown, raw: unknown): ChatOutcome<ChatMessage> {
      const text = typeof raw === 'string' ? raw : null;
      if (text === null) return fail(CHAT_MESSAGES.invalid);
      if (text.trim() === '') return fail(CHAT_MESSAGES.empty);
      if (text.length > CHAT_MAX_LENGTH) return fail(CHAT_MESSAGES.tooLong);
      const conv =
        typeof conversationId === 'string' && conversationId.length <= 64
          ? store.conversation(conversationId)
          : undefined;
      if (!conv || conv.establishment_id !== establishmentId) {
        return fail(CHAT_MESSAGES.conversationNotFound, true);
      }
      const message = addMessage(conv, 'loja', text);
      customer.answer(conv.id, text);
      return { ok: true, value: message };
    },
    /** A customer message (control API): any order with chat on, any store. */
    sendFromCustomer(
      orderId: number,
      text: string,
    ): ChatOutcome<{ conversation_id: string; message: ChatMessage }> {
      const row = deps.repo.orderById(orderId);
      if (!row) return fail(CHAT_MESSAGES.orderNotFound, true);
      const found = chatOrder(row.establishment_id, orderId);
      if (!found.ok) return found;
      const conv = conversationFor(row.establishment_id, found.value);
      return { ok: true, value: { conversation_id: conv.id, message: customerSays(conv, text) } };
    },
    /** Cuts every merchant once; they reconnect by themselves. */
    disconnectMerchants(): number {
      let cut = 0;
      for (const socket of nsp().sockets.values()) {
        socket.conn.close();
        cut += 1;
      }
      return cut;
    },
    stop: () => customer.stop(),
  };
}

export type Chat = ReturnType<typeof createChat>;
