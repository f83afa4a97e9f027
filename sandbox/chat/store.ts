/**
 * SQL of the order chat: one conversation per order, its messages in arrival order (`seq`), both in
 * tables wiped by the control reset. Apart from chat/service.ts so the rules (who may write,
 * lengths, the simulated customer) read without SQL.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/migrations';

export type ChatSender = 'loja' | 'cliente';

export interface ConversationRow {
  id: string;
  order_id: number;
  establishment_id: number;
  customer_id: string;
  customer_name: string;
  created_at: number;
}

export interface ChatMessageRow {
  seq: number;
  id: string;
  conversation_id: string;
  sender: ChatSender;
  user_id: string;
  user_name: string;
  text: string;
  created_at: number;
}

/** Spec 01 §3 Chat message, plus the sender's name for the window title. */
export interface ChatMessage {
  _id: string;
  text: string;
  user: { _id: string; name: string };
  createdAt: string;
}

/** Ids shaped like the chat service's (24 hex characters). */
export const newChatId = (): string => randomBytes(12).toString('hex');

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    _id: row.id,
    text: row.text,
    user: { _id: row.user_id, name: row.user_name },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** SQL of the chat: one conversation per order, its messages oldest first. */
export function createChatStore(db: Db) {
  const s = {
    byOrder: db.prepare('SELECT * FROM chat_conversations WHERE order_id = ?'),
    byId: db.prepare('SELECT * FROM chat_conversations WHERE id = ?'),
    insertConversation: db.prepare(
      `INSERT INTO chat_conversations (id, order_id, establishment_id, customer_id, customer_name, created_at)
       VALUES (@id, @order_id, @establishment_id, @customer_id, @customer_name, @created_at)`,
    ),
    messages: db.prepare('SELECT * FROM chat_messages WHERE conversation_id = ? ORDER BY seq'),
    insertMessage: db.prepare(
      `INSERT INTO chat_messages (id, conversation_id, sender, user_id, user_name, text, created_at)
       VALUES (@id, @conversation_id, @sender, @user_id, @user_name, @text, @created_at)`,
    ),
    message: db.prepare('SELECT * FROM chat_messages WHERE id = ?'),
  };
  return {
    conversationOfOrder: (orderId: number) => s.byOrder.get(orderId) as ConversationRow | undefined,
    conversation: (id: string) => s.byId.get(id) as ConversationRow | undefined,
    insertConversation: (row: ConversationRow) => void s.insertConversation.run(row),
    messages: (conversationId: string) => s.messages.all(conversationId) as ChatMessageRow[],
    insertMessage(row: Omit<ChatMessageRow, 'seq'>): ChatMessageRow {
      s.insertMessage.run(row);
      return s.message.get(row.id) as ChatMessageRow;
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
