/**
 * Answers compressed as a production web server sends them (the spec-only profile): brotli when
 * the request accepts it, else gzip, for text answers over 1 KB. What the desk downloads is then
 * what a browser would receive from a real platform, which the benches measure on the wire
 * (`orders.reconcile_kb_per_hour.spec_only_no_etag`).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than its own headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding a request's Accept-Encoding allows, brotli first; null for none. */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const isText = (type: unknown): boolean =>
  typeof type === 'string' && /json|text|javascript|xml|svg/.test(type);

/** onSend, after every hook that reworks the body: the bytes that leave, compressed. */
export async function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !isText(reply.getHeader('content-type'))) return payload;
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (bytes.length < MIN_COMPRESSED_BYTES) return payload;
  reply.header('vary', 'Accept-Encoding');
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(bytes, { level: 6 });
}

/**
 * onSend for a platform that offers no validators (`startSandbox({ validators: false })`): the
 * list's ETag is left out, so neither the desk nor the browser's own cache can ask conditionally.
 */
export async function dropValidators(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  return payload;
}
