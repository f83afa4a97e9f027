/**
 * The platform going away for a while (issue 19 §4), through the control API (`/control/outage`):
 * the HTTP API refuses connections, hangs without answering or answers 503, and/or the realtime
 * namespaces drop their clients and refuse new ones, until the outage ends by itself after its
 * seconds (or is ended). `/control/*` keeps answering throughout, so a test can watch and end it.
 *
 * Refusing is done per request, after the HTTP request line has been read, because the control API
 * shares the port: a connection cannot be turned away before its path is known. Destroying the
 * socket without an answer is what a client sees of a refused or reset connection (a network
 * error, status 0). No refused or hung request reaches its route, so no action is applied.
 */
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, pathOf, styleOf } from './http';
import type { Realtime } from './realtime';

export type OutageMode = 'refuse' | 'hang' | '503';
export type OutageTarget = 'http' | 'socket' | 'both';

export interface OutageSpec {
  mode: OutageMode;
  /** How long it lasts; it ends by itself then. */
  seconds: number;
  target: OutageTarget;
}

/** The current outage, or the last one (active false) with what it refused; mode null before any. */
export interface OutageState {
  active: boolean;
  mode: OutageMode | null;
  target: OutageTarget | null;
  /** ISO time the outage ends (or ended). */
  endsAt: string | null;
  /** HTTP requests and socket handshakes turned away (refused, hung or answered 503) by it. */
  refused: number;
}

export const OUTAGE_MESSAGE = 'Serviço indisponível (queda simulada pelo sandbox).';

export interface OutageDeps {
  realtime: Pick<Realtime, 'blackout'>;
  /** The sandbox's CORS hook (sandbox/cors.ts), run before a 503 so the page can read it. */
  cors(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Wall-clock milliseconds, for endsAt; the sandbox's data clock may be frozen by a test. */
  now?: () => number;
}

const isControlPath = (url: string): boolean => {
  const path = pathOf(url);
  return path === '/control' || path.startsWith('/control/');
};

export function createOutage({ realtime, cors, now = Date.now }: OutageDeps) {
  let current: (OutageSpec & { endsAt: number }) | null = null;
  const none: OutageState = { active: false, mode: null, target: null, endsAt: null, refused: 0 };
  let last = none;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Connections of requests left hanging: destroyed when the outage ends. */
  const hung = new Set<Socket>();

  const count = (): void => {
    last = { ...last, refused: last.refused + 1 };
  };
  const hits = (target: 'http' | 'socket'): boolean =>
    current !== null && (current.target === target || current.target === 'both');

  function end(): boolean {
    if (!current) return false;
    clearTimeout(timer);
    timer = undefined;
    const ended = current;
    current = null;
    last = { ...last, active: false, endsAt: new Date(Math.min(now(), ended.endsAt)).toISOString() };
    if (ended.target !== 'http') realtime.blackout(false);
    for (const socket of hung) socket.destroy();
    hung.clear();
    return true;
  }

  function start(spec: OutageSpec): OutageState {
    end();
    const endsAt = now() + spec.seconds * 1000;
    current = { ...spec, endsAt };
    last = {
      active: true,
      mode: spec.mode,
      target: spec.target,
      endsAt: new Date(endsAt).toISOString(),
      refused: 0,
    };
    // socket.io answers a refused handshake with 403 whatever the reason, so 'hang' and '503' on the
    // sockets behave as 'refuse': clients are cut, their reconnections fail, and they retry.
    if (spec.target !== 'http') realtime.blackout(true, count);
    timer = setTimeout(end, spec.seconds * 1000);
    timer.unref();
    return state();
  }

  function state(): OutageState {
    return { ...last };
  }

  /**
   * onRequest hook, ahead of CORS and the faults, for every route but the control API. A 503 goes
   * through CORS first so the page can read its status, as it would a gateway's.
   */
  async function hook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!current || !hits('http') || isControlPath(request.url)) return;
    count();
    if (current.mode === '503') {
      await cors(request, reply);
      if (reply.sent) return;
      const field = request.routeOptions.config?.errorField ?? 'erro';
      await reply.code(503).send(errorBody(styleOf(request.url), OUTAGE_MESSAGE, field));
      return;
    }
    // Hijacked, the reply is never sent and Fastify stops the request here: the route does not run.
    reply.hijack();
    const socket = request.raw.socket;
    if (current.mode === 'refuse') {
      socket.destroy();
      return;
    }
    hung.add(socket);
    socket.once('close', () => hung.delete(socket));
  }

  /** Ends it and forgets it (control reset). */
  function clear(): void {
    end();
    last = none;
  }

  return { start, end, clear, state, hook };
}

export type Outage = ReturnType<typeof createOutage>;
