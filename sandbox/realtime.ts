/**
 * socket.io on the sandbox's own port: the store namespace (`/loja`, rooms per store) and the chat
 * namespace. A store socket that brings a session hash may only join its own store's room. It stays
 * at the top of sandbox/ because orders, chat and delivery all emit through it; the control levers
 * (drop, restore, withhold, blackout, raw emits) are here so outages can be made without touching the
 * domains.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import { z } from 'zod';
import { SANDBOX_NAMESPACES } from '../shared/config';
import type { JoinAck, OrderEvent, StoreEvent } from '../shared/api/platform-v1';
import { SESSION_EXPIRED } from './http';

export type NamespaceName = (typeof SANDBOX_NAMESPACES)[keyof typeof SANDBOX_NAMESPACES];
export const NAMESPACE_NAMES: readonly NamespaceName[] = [SANDBOX_NAMESPACES.store, SANDBOX_NAMESPACES.chat];

export interface RealtimeDeps {
  /** The establishment a session hash belongs to, or null when the hash is unknown or expired. */
  establishmentOfSession(hash: string): number | null;
  establishmentExists(id: number): boolean;
  /** Whether a page of this origin may connect (the HTTP CORS rule); callers with no Origin always may. */
  allowsOrigin?(origin: string | undefined): boolean;
  /** socket.io's heartbeat (default 25 s between pings, 20 s to answer); see SandboxOptions. */
  heartbeat?: SocketHeartbeat;
}

export interface SocketHeartbeat {
  pingIntervalMs: number;
  pingTimeoutMs: number;
}

export interface Realtime {
  io: Server;
  emitStore(establishmentId: number, event: 'loja', payload: StoreEvent): void;
  emitStore(establishmentId: number, event: 'pedido', payload: OrderEvent): void;
  /** While on, the store's own 'loja' and 'pedido' events are dropped (not queued): clients must reconcile. */
  withhold(on: boolean): void;
  isWithholding(): boolean;
  /** Sends an arbitrary event to every client of a namespace (hostile-payload tests). */
  emitRaw(namespace: NamespaceName, event: string, payload: unknown): void;
  /** Cuts every client of the namespaces (all when omitted) and refuses new ones until restore. */
  drop(namespace?: NamespaceName): number;
  restore(namespace?: NamespaceName): void;
  isDropped(namespace: NamespaceName): boolean;
  /**
   * An outage of the whole realtime service: on, every client is cut and every handshake refused
   * (onRefused hears each) until it is turned off. Apart from drop/restore, so ending an outage
   * does not bring back a namespace a test dropped.
   */
  blackout(on: boolean, onRefused?: () => void): number;
  close(): Promise<void>;
}

export const storeRoom = (establishmentId: number): string => `loja-${establishmentId}`;

const canalSchema = z.union([
  z.string().max(64),
  z.object({ canal: z.string().max(64) }).transform((o) => o.canal),
]);
const authSchema = z.object({ hash: z.string().max(128).optional() }).optional();

export function createRealtime(httpServer: HttpServer, deps: RealtimeDeps): Realtime {
  const dropped = new Set<NamespaceName>();
  let withholding = false;
  let blackout: { onRefused: () => void } | null = null;
  const io = new Server(httpServer, {
    serveClient: false,
    cors: {
      origin: (origin, callback) =>
        callback(null, origin === undefined || (deps.allowsOrigin?.(origin) ?? true)),
    },
    ...(deps.heartbeat
      ? { pingInterval: deps.heartbeat.pingIntervalMs, pingTimeout: deps.heartbeat.pingTimeoutMs }
      : {}),
    // A full outage refuses the transport handshake itself, so clients keep retrying with backoff.
    allowRequest: (req, callback) => {
      // A WebSocket upgrade skips CORS: the origin rule is checked here for every transport.
      const origin = req.headers.origin;
      if (origin !== undefined && deps.allowsOrigin && !deps.allowsOrigin(origin)) {
        callback('Origem não autorizada pelo sandbox.', false);
        return;
      }
      blackout?.onRefused();
      callback(null, !blackout && dropped.size < NAMESPACE_NAMES.length);
    },
  });

  const namespaces = new Map<NamespaceName, Namespace>(NAMESPACE_NAMES.map((name) => [name, io.of(name)]));
  for (const [name, nsp] of namespaces) {
    nsp.use((socket, next) => {
      // Closing the transport (rather than refusing in the middleware) looks like a lost
      // connection to the client, which then reconnects by itself as it would in production.
      if (blackout) blackout.onRefused();
      if (dropped.has(name) || blackout) socket.conn.close();
      else next();
    });
  }

  const store = namespaces.get(SANDBOX_NAMESPACES.store) as Namespace;
  store.use((socket, next) => {
    const auth = authSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(new Error(SESSION_EXPIRED.erro));
    const hash = auth.data?.hash;
    if (hash === undefined) return next();
    const establishmentId = deps.establishmentOfSession(hash);
    if (establishmentId === null) return next(new Error(SESSION_EXPIRED.erro));
    (socket.data as { establishmentId?: number }).establishmentId = establishmentId;
    next();
  });
  store.on('connection', (socket: Socket) => {
    socket.on('join', (raw: unknown, ack: unknown) => {
      const reply = (result: JoinAck): void => {
        if (typeof ack === 'function') (ack as (r: JoinAck) => void)(result);
      };
      const parsed = canalSchema.safeParse(raw);
      const match = parsed.success ? /^loja-(\d{1,9})$/.exec(parsed.data) : null;
      const id = match ? Number(match[1]) : NaN;
      if (!match || !deps.establishmentExists(id)) return reply({ ok: false, erro: 'Canal inválido.' });
      const own = (socket.data as { establishmentId?: number }).establishmentId;
      if (own !== undefined && own !== id)
        return reply({ ok: false, erro: 'Canal não permitido para esta sessão.' });
      void socket.join(storeRoom(id));
      reply({ ok: true });
    });
  });

  return {
    io,
    emitStore(establishmentId: number, event: string, payload: unknown) {
      if (withholding) return;
      store.to(storeRoom(establishmentId)).emit(event, payload);
    },
    withhold(on) {
      withholding = on;
    },
    isWithholding: () => withholding,
    emitRaw(namespace, event, payload) {
      namespaces.get(namespace)?.emit(event, payload);
    },
    drop(namespace) {
      let cut = 0;
      for (const name of namespace ? [namespace] : NAMESPACE_NAMES) {
        dropped.add(name);
        for (const socket of namespaces.get(name)?.sockets.values() ?? []) {
          socket.conn.close();
          cut += 1;
        }
      }
      return cut;
    },
    restore(namespace) {
      if (namespace) dropped.delete(namespace);
      else dropped.clear();
    },
    isDropped: (namespace) => dropped.has(namespace),
    blackout(on, onRefused = () => undefined) {
      blackout = on ? { onRefused } : null;
      if (!on) return 0;
      // By connection, so a client joined to both namespaces loses both at once and counts once.
      const conns = new Set(
        [...namespaces.values()].flatMap((nsp) => [...nsp.sockets.values()].map((socket) => socket.conn)),
      );
      for (const conn of conns) conn.close();
      return conns.size;
    },
    async close() {
      // Not io.close(): that also closes the HTTP server, which Fastify owns.
      for (const nsp of namespaces.values()) nsp.disconnectSockets(true);
      io.engine.close();
    },
  };
}
