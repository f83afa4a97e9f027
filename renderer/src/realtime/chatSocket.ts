/**
 * The chat realtime service (socket.io, URL from runtime config `api.chatSocket`, spec 01 §7):
 * reconnects forever with a 1–5 s delay like the store socket (spec 01 §9), reports every
 * (re)connect with the new socket id so the chat can re-join its open conversations, and
 * wraps the two emits the chat makes (socket-merchant, merchant-client-message) in acks with a
 * timeout. Incoming client-merchant-message payloads are forwarded unvalidated: the chat store
 * validates them.
 */
import { io, type Socket } from 'socket.io-client';
import { isUsableSocketUrl, socketOptions } from './storeSocket';

const CHAT_ACK_TIMEOUT_MS = 8000;

export interface ChatSocketHandlers {
  /** Connected with this socket id (it changes on every reconnect), or lost (null). */
  onStatus(socketId: string | null): void;
  /** A client-merchant-message event, unvalidated. */
  onMessage(payload: unknown): void;
}

export interface ChatSocketOptions {
  url: string;
  /** Sent in the handshake so the server can tie the socket to the session. */
  hash?: string;
  /** Tests inject a fake socket.io client. */
  connect?: typeof io;
  ackTimeoutMs?: number;
}

export type AckResult = { ok: true; ack: unknown } | { ok: false; reason: 'offline' | 'timeout' };

export interface ChatSocket {
  /** The current socket id while connected, else null. */
  id(): string | null;
  /** socket-merchant {order_id}: joins that order's conversation. */
  join(orderId: string): Promise<AckResult>;
  /** merchant-client-message {conversation_id, message}; resolves with the server's ack. */
  send(conversationId: string, message: string): Promise<AckResult>;
  close(): void;
}

export const CHAT_EVENTS = {
  join: 'socket-merchant',
  incoming: 'client-merchant-message',
  outgoing: 'merchant-client-message',
} as const;

/** A socket that never connects: a config without a usable chat URL. */
const OFFLINE: ChatSocket = {
  id: () => null,
  join: () => Promise.resolve({ ok: false, reason: 'offline' }),
  send: () => Promise.resolve({ ok: false, reason: 'offline' }),
  close: () => undefined,
};

export function connectChatSocket(options: ChatSocketOptions, handlers: ChatSocketHandlers): ChatSocket {
  if (!isUsableSocketUrl(options.url)) return OFFLINE;
  const connect = options.connect ?? io;
  const timeoutMs = options.ackTimeoutMs ?? CHAT_ACK_TIMEOUT_MS;
  const socket: Socket = connect(options.url, socketOptions(options.hash));
  let closed = false;
  /** Acks still awaited: a close answers them 'offline' so no caller waits forever. */
  const pending = new Set<(result: AckResult) => void>();

  socket.on('connect', () => handlers.onStatus(socket.id ?? null));
  socket.on('disconnect', () => handlers.onStatus(null));
  socket.on(CHAT_EVENTS.incoming, (payload: unknown) => handlers.onMessage(payload));

  /**
   * Never buffered while offline: socket.io would deliver a queued message after a reconnect,
   * long after the user was told it failed (and may have sent it again).
   */
  function emitWithAck(event: string, payload: unknown): Promise<AckResult> {
    if (closed || !socket.connected) return Promise.resolve({ ok: false, reason: 'offline' });
    return new Promise((resolve) => {
      const settle = (result: AckResult) => {
        if (!pending.delete(settle)) return;
        clearTimeout(timer);
        resolve(result);
      };
      pending.add(settle);
      const timer = setTimeout(() => settle({ ok: false, reason: 'timeout' }), timeoutMs);
      socket.emit(event, payload, (ack: unknown) => settle({ ok: true, ack }));
    });
  }

  return {
    id: () => (socket.connected ? (socket.id ?? null) : null),
    join: (orderId) => emitWithAck(CHAT_EVENTS.join, { order_id: orderId }),
    send: (conversationId, message) =>
      emitWithAck(CHAT_EVENTS.outgoing, { conversation_id: conversationId, message }),
    close() {
      closed = true;
      for (const settle of [...pending]) settle({ ok: false, reason: 'offline' });
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
