/**
 * HTTP helpers every part of the sandbox shares: which base a URL belongs to and how that base
 * words a failure (base A `{status:false, erro|mensagem}`, JSON `{message}`, control `{ok:false,
 * message}`), HttpError and the control API's failures. It imports only shared/, so the domains can
 * all sit on it without importing each other.
 */
import type { FastifyReply } from 'fastify';
import { SESSION_EXPIRED_BODY } from '../shared/api/platform-v1';
import { SANDBOX_PREFIXES } from '../shared/config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, reset-password). */
    public?: boolean;
    /** Which field of a base-A failure carries the message: the spec varies it per call. */
    errorField?: 'erro' | 'mensagem';
  }
}

export const SESSION_EXPIRED = SESSION_EXPIRED_BODY;
export const MSG = {
  notFound: 'Rota não encontrada.',
  badRequest: 'Requisição inválida.',
  tooLarge: 'Requisição muito grande.',
  mediaType: 'Tipo de conteúdo não suportado.',
  internal: 'Erro interno do servidor.',
  fault: 'Falha simulada pelo sandbox.',
} as const;

/**
 * How a part of the server words its failures: base A and the other form-encoded bases
 * `{status:false, erro|mensagem}`, the JSON service `{message}`, the control API `{ok:false, message}`.
 */
export type ErrorStyle = 'v1' | 'json' | 'control' | 'other';

export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function styleOf(url: string): ErrorStyle {
  const path = pathOf(url);
  // The upload service words its failures like the JSON one: {message} (03 §7 Upload API).
  if (path.startsWith(SANDBOX_PREFIXES.json) || path.startsWith(SANDBOX_PREFIXES.upload)) return 'json';
  if (path.startsWith('/control/')) return 'control';
  if (path.startsWith('/api/')) return 'v1';
  return 'other';
}

export function isApiPath(url: string): boolean {
  return pathOf(url).startsWith('/api/');
}

/** Paths under which unknown routes answer 404 without asking for a session. */
const PUBLIC_PREFIXES = [`${SANDBOX_PREFIXES.v1}login/`, `${SANDBOX_PREFIXES.json}reset-password/`];
export function isPublicPath(url: string): boolean {
  const path = pathOf(url);
  return PUBLIC_PREFIXES.some((p) => path.startsWith(p) || `${path}/` === p);
}

export function errorBody(
  style: ErrorStyle,
  message: string,
  field: 'erro' | 'mensagem' = 'erro',
): Record<string, unknown> {
  switch (style) {
    case 'json':
      return { message };
    case 'control':
      return { ok: false, message };
    default:
      return { status: false, [field]: message };
  }
}

/**
 * The 401 for a missing or expired session: the one body every base shares, plus `message` where
 * the base words every failure `{message}` (the JSON and upload services), so `status`/`erro` still
 * drive the desk's re-login on every base.
 */
export function sessionExpiredBody(style: ErrorStyle): Record<string, unknown> {
  return style === 'json' ? { ...SESSION_EXPIRED, message: SESSION_EXPIRED.erro } : SESSION_EXPIRED;
}

export function notFoundBody(style: ErrorStyle): Record<string, unknown> {
  const body: Record<string, unknown> = { status: false, erro: MSG.notFound };
  if (style === 'json' || style === 'control') body.message = MSG.notFound;
  return body;
}

/** A failure a handler wants answered exactly as given. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(
      typeof body.erro === 'string'
        ? body.erro
        : typeof body.message === 'string'
          ? body.message
          : 'HttpError',
    );
  }
}

/** Thrown by body parsers: becomes a 400 in the caller's error style. */
export function badBody(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(MSG.badRequest), { statusCode: 400, code: 'SANDBOX_BAD_BODY' });
}

/**
 * The control API's failures. Here, beside HttpError, because every domain's control routes use
 * them: kept in one domain's file they made the domains import each other.
 */
export const badControl = (message = 'Corpo inválido para a API de controle.') =>
  new HttpError(400, { ok: false, message });
export const unknownStore = () =>
  new HttpError(404, { ok: false, message: 'Estabelecimento não encontrado.' });

/**
 * For onSend hooks that rework JSON answers (the base-A envelope, the spec-only shapes): a JSON
 * payload is parsed and passed to `rework`; anything else leaves as it came.
 */
export function reworkJson(
  reply: FastifyReply,
  payload: unknown,
  rework: (body: unknown) => unknown,
): unknown {
  if (typeof payload !== 'string') return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.includes('json')) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  // Always re-serialized: a rework may change the body in place.
  return JSON.stringify(rework(body));
}
