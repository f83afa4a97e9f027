/**
 * Request bodies the way the platform's bases receive them: form-encoded (base A, repeated or
 * `key[]` keys as arrays) and JSON, both refusing bytes that are not UTF-8 and prototype keys.
 * Parsing is strict here so the routes' schemas only judge shapes, and a malformed body is a 400 in
 * the caller's base, never a 500.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { badBody } from './http';

export const BODY_LIMIT = 1024 * 1024;
const MAX_FIELDS = 500;
const FORBIDDEN_KEY = /__proto__|^constructor$|^prototype$/;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeComponent(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    // %FF and friends: bytes that are not UTF-8.
    throw badBody();
  }
}

/**
 * Strict application/x-www-form-urlencoded: UTF-8 only, repeated keys (or PHP-style `key[]`)
 * become arrays, prototype keys are refused like Fastify refuses them in JSON.
 */
export function parseForm(raw: string): Record<string, string | string[]> {
  if (raw.includes('\uFFFD')) throw badBody();
  const out: Record<string, string | string[]> = {};
  const parts = raw.split('&').filter((p) => p.length > 0);
  if (parts.length > MAX_FIELDS) throw badBody();
  for (const part of parts) {
    const eq = part.indexOf('=');
    let key = decodeComponent(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decodeComponent(part.slice(eq + 1));
    const isList = key.endsWith('[]');
    if (isList) key = key.slice(0, -2);
    if (key === '' || FORBIDDEN_KEY.test(key)) throw badBody();
    const prev = Object.hasOwn(out, key) ? out[key] : undefined;
    if (prev === undefined) out[key] = isList ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** JSON and form bodies, both refusing bytes that are not UTF-8. */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // An empty body with a JSON content type reads as "no body" (fetch callers often send the header anyway).
    if ((body as Buffer).length === 0) {
      done(null, undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badBody(), undefined);
      return;
    }
    json(request, text, done);
  });
  await app.register(formbody, {
    bodyLimit: BODY_LIMIT,
    parser: (raw: string) => parseForm(raw),
  });
}
