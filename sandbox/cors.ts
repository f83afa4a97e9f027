/**
 * CORS for every route: the renderer runs on another origin (the dev server, a test port, app://),
 * so any origin is answered and preflights end here with 204. Header values are checked for shape
 * before being echoed back.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const ORIGIN_SHAPE = /^[\x21-\x7e]{1,300}$/;
const HEADER_LIST_SHAPE = /^[A-Za-z0-9\-_, ]{1,500}$/;
const DEFAULT_HEADERS = 'Authorization, Content-Type, Accept, X-Requested-With';

/**
 * The renderer runs on another origin (http://127.0.0.1:5180, a test port, app://), so every
 * route answers CORS for any origin, and preflights end here with 204.
 */
export async function corsHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const origin = request.headers.origin;
  if (origin && ORIGIN_SHAPE.test(origin)) {
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
  } else {
    reply.header('access-control-allow-origin', '*');
  }
  // The desk reads the list's validator to ask for it conditionally (orders/etag.ts).
  reply.header('access-control-expose-headers', 'ETag, Last-Modified');
  if (request.method !== 'OPTIONS') return;
  const requested = request.headers['access-control-request-headers'];
  reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  reply.header(
    'access-control-allow-headers',
    typeof requested === 'string' && HEADER_LIST_SHAPE.test(requested) ? requested : DEFAULT_HEADERS,
  );
  reply.header('access-control-max-age', '600');
  // Chromium's private-network preflight (a public page reaching loopback).
  if (request.headers['access-control-request-private-network'] === 'true') {
    reply.header('access-control-allow-private-network', 'true');
  }
  await reply.code(204).send();
}
