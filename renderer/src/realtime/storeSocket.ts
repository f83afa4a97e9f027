/**
 * The store's realtime channel (socket.io, namespace URL from the login's socket.url): joins the
 * store room (socket.canal) on every connect, reconnects forever with a 1–5 s delay (spec 01 §9),
 * and forwards the 'loja' event (validated here) and the 'pedido' event (raw: the orders sync
 * validates it, realtime/ordersSync.ts). One socket serves both.
 */
import { io, type Socket } from 'socket.io-client';
import { joinAckSchema, storeEventSchema, type YesNo } from '../../../shared/api/platform-v1';

export interface StoreSocketHandlers {
  onLoja(event: { fechado: YesNo }): void;
  /**
   * Live or not: true once the store's room is joined (the server acked the join, or did not
   * answer within JOIN_ACK_TIMEOUT_MS), false on disconnect. Until the room is joined no event
   * can arrive, so "connected" before that would be a promise the socket cannot keep.
   */
  onStatus(connected: boolean): void;
  /** The orders desk's 'pedido' event, unvalidated. */
  onPedido?(payload: unknown): void;
}

export interface StoreSocketOptions {
  url: string;
  canal: string;
  /** Sent in the handshake so the server can tie the socket to the session. */
  hash?: string;
  /** Tests inject a fake socket.io client. */
  connect?: typeof io;
}

/** A server that does not ack the join (older versions) is taken as joined after this. */
export const JOIN_ACK_TIMEOUT_MS = 5000;

export function isUsableSocketUrl(url: string): boolean {
  try {
    return ['http:', 'https:', 'ws:', 'wss:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Spec 01 §4/§9: reconnect without end, 1 s to 5 s apart; the session hash in the handshake.
 * The chat socket uses the same policy.
 */
export function socketOptions(hash: string | undefined) {
  return {
    ...(hash ? { auth: { hash } } : {}),
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
  };
}

/** Returns the disconnect function; a session without a socket URL gets a no-op. */
export function connectStoreSocket(options: StoreSocketOptions, handlers: StoreSocketHandlers): () => void {
  if (!isUsableSocketUrl(options.url) || options.canal === '') return () => undefined;
  const connect = options.connect ?? io;
  const socket: Socket = connect(options.url, socketOptions(options.hash));
  // Bumped on every connect and disconnect: a late ack of an earlier connection is ignored.
  let generation = 0;
  let ackTimer: ReturnType<typeof setTimeout> | null = null;
  const clearAckTimer = () => {
    if (ackTimer !== null) clearTimeout(ackTimer);
    ackTimer = null;
  };
  socket.on('connect', () => {
    const gen = ++generation;
    let done = false;
    clearAckTimer();
    const joined = (ack: unknown) => {
      // Once per connection: the ack or the timeout, whichever comes first.
      if (done || gen !== generation) return;
      done = true;
      clearAckTimer();
      const parsed = joinAckSchema.safeParse(ack);
      if (parsed.success && !parsed.data.ok) {
        // Refused (wrong channel for this session): no events will come; the list keeps polling.
        console.warn('[loja] entrada na sala recusada', { erro: parsed.data.erro?.slice(0, 200) });
        return;
      }
      handlers.onStatus(true);
    };
    ackTimer = setTimeout(() => joined(undefined), JOIN_ACK_TIMEOUT_MS);
    // Room membership is server-side and lost on reconnect: join again every time.
    socket.emit('join', options.canal, joined);
  });
  socket.on('disconnect', () => {
    generation += 1;
    clearAckTimer();
    handlers.onStatus(false);
  });
  socket.on('loja', (payload: unknown) => {
    const parsed = storeEventSchema.safeParse(payload);
    if (parsed.success) handlers.onLoja(parsed.data);
  });
  socket.on('pedido', (payload: unknown) => handlers.onPedido?.(payload));
  return () => {
    generation += 1;
    clearAckTimer();
    socket.removeAllListeners();
    socket.disconnect();
  };
}
