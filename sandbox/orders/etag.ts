/**
 * Conditional `pedidos/listar`: a weak ETag over the list as sent, and 304 with no body when the
 * desk's If-None-Match still matches. A desk on a platform without `pedidos/resumo` polls the
 * list every ~25 s to find orders whose 'novo' event was lost; with this an unchanged list costs
 * a few hundred bytes of headers instead of the whole day's orders.
 *
 * `segundos` is left out of the tag: it is the accept window minus the order's age, derived from
 * `data_criacao` and the clock at answer time, so it changes every second while an order is
 * pending without anything having happened. The desk re-bases the countdown of a list it already
 * holds by the time elapsed, which is what the server would have answered (hence weak: the same
 * state, not the same bytes).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

function stateOf(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(stateOf);
  if (body === null || typeof body !== 'object') return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (key !== 'segundos') out[key] = stateOf(value);
  return out;
}

function listEtag(payload: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return null;
  }
  const digest = createHash('sha256')
    .update(JSON.stringify(stateOf(body)))
    .digest('base64url');
  return `W/"${digest.slice(0, 22)}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** Route-level onSend: runs after every app-level hook, so it tags the bytes that leave. */
export async function conditionalList(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = listEtag(payload);
  if (etag === null) return payload;
  reply.header('etag', etag);
  reply.header('cache-control', 'private, no-cache');
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}
