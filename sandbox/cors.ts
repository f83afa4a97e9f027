/**
 * CORS and Host as a real platform would answer them (issue 37 §8, issue 31 §2). The sandbox
 * listens on loopback while a developer browses: a site that could drive it would read orders
 * and change them. So:
 * - only the web-mode desk's origin(s) it is configured with, and the desktop's `app://` origin,
 *   get CORS headers; every other origin gets none, and its preflight a 403;
 * - a Host that is not a loopback name or the sandbox's own host is refused (DNS rebinding);
 * - a private-network preflight (Access-Control-Request-Private-Network) is never allowed;
 * - the preflight lists only the configured methods and headers (default the spec's headers
 *   plus the user-id header, 02 §6) and refuses one that names any other header, as a strict
 *   server would, so a desk that sends an unlisted header fails here first;
 * - ETag is exposed only where the profile offers conditional lists (not in spec-only).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_USER_ID_HEADER, isLoopbackHost } from '../shared/config';

/** Spec 01 §7 / 02: the hash as Authorization, form or JSON bodies, JSON answers. */
export const SPEC_HEADERS: readonly string[] = ['Authorization', 'Content-Type', 'Accept'];
export const DEFAULT_CORS_HEADERS: readonly string[] = [...SPEC_HEADERS, DEFAULT_USER_ID_HEADER];
/** The methods the specs' calls use: PUT orders/{id} (01 §7), PATCH product-files/{id}/cancel (03 §7). */
export const DEFAULT_CORS_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The web-mode desk of `npm start` (DEFAULT_WEB_PORT) and electron-vite's dev renderer (`npm run dev`). */
export const DEFAULT_CORS_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5180',
  'http://localhost:5180',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
];
const APP_ORIGIN = /^app:\/\/[a-z0-9.-]{1,100}$/;

export const CORS_MESSAGES = {
  origin: 'Origem não autorizada pelo sandbox.',
  header: 'Cabeçalho não permitido pelo sandbox.',
  host: 'Host não autorizado pelo sandbox.',
} as const;

export interface CorsOptions {
  /** Web-mode desk origins answered besides app:// (default DEFAULT_CORS_ORIGINS). */
  origins?: readonly string[];
  /** Request headers a preflight may name (default DEFAULT_CORS_HEADERS); case does not matter. */
  headers?: readonly string[];
  methods?: readonly string[];
  /** Whether pages may read ETag (the conditional order list); spec-only: false. */
  exposeEtag?: boolean;
  /** The host the sandbox listens on (a LAN address given with --host is its own). */
  ownHost?: string;
}

export interface Cors {
  hook(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Answers one more web-mode origin (a test's or bench's web server on a free port). */
  allowOrigin(origin: string): void;
  /** Whether `origin` is answered (socket.io uses the same rule). */
  allows(origin: string | undefined): boolean;
}

/** Host header → host name, lower case, without the port. */
function hostName(header: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(:\d{1,5})?$/.exec((header ?? '').trim().toLowerCase());
  return match?.[1] ?? null;
}

export function createCors(options: CorsOptions = {}): Cors {
  const origins = new Set(options.origins ?? DEFAULT_CORS_ORIGINS);
  const headers = options.headers ?? DEFAULT_CORS_HEADERS;
  const allowedHeaders = new Set(headers.map((h) => h.toLowerCase()));
  const methods = [...(options.methods ?? DEFAULT_CORS_METHODS), 'OPTIONS'].join(', ');
  const own = options.ownHost?.toLowerCase();

  const allows = (origin: string | undefined) =>
    origin !== undefined && (origins.has(origin) || APP_ORIGIN.test(origin));

  async function hook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const host = hostName(request.headers.host);
    if (host === null || (!isLoopbackHost(host) && host !== own && `[${own}]` !== host)) {
      await reply.code(403).send({ status: false, erro: CORS_MESSAGES.host });
      return;
    }
    const origin = request.headers.origin;
    const preflight = request.method === 'OPTIONS';
    if (origin === undefined) {
      // Not a browser page (curl, the tests' control calls): nothing to answer with CORS.
      if (preflight) await reply.code(204).send();
      return;
    }
    if (!allows(origin)) {
      // No CORS headers: the browser keeps the answer from the page. A preflight ends here.
      if (preflight) await reply.code(403).send({ status: false, erro: CORS_MESSAGES.origin });
      return;
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (options.exposeEtag !== false) reply.header('access-control-expose-headers', 'ETag');
    if (!preflight) return;
    const requested = String(request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== '');
    if (requested.some((h) => !allowedHeaders.has(h))) {
      await reply.code(403).send({ status: false, erro: CORS_MESSAGES.header });
      return;
    }
    reply.header('access-control-allow-methods', methods);
    reply.header('access-control-allow-headers', headers.join(', '));
    reply.header('access-control-max-age', '600');
    // Never Access-Control-Allow-Private-Network: a public page must not reach this loopback server.
    await reply.code(204).send();
  }

  return {
    hook,
    allows,
    allowOrigin(origin) {
      origins.add(origin);
    },
  };
}
