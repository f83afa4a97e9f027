/**
 * 02 §7: "All responses carry status (boolean), mensagem and, on failure, erro (or mensagem)."
 * The routes of the main API (base A) word their answers themselves, and every failure already
 * carries its erro or mensagem; this hook completes every answer, so no route can forget it: a
 * success with no `mensagem` gets an empty one (the desk toasts a non-empty success mensagem and
 * must not start toasting where the platform says nothing); a failure with no `mensagem` gets its
 * `erro` (the same text, so the desk's dialog reads the same whichever field it takes).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PREFIXES } from '../shared/config';
import { pathOf, reworkJson } from './http';

function isFailure(status: unknown): boolean {
  return status === false || status === 0 || status === '0' || status === 'false';
}

/** An answer with `mensagem` added where it lacks one; any other body is returned as is. */
export function withMensagem(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  if (!('status' in b) || 'mensagem' in b) return body;
  if (!isFailure(b.status)) return { ...b, mensagem: '' };
  return typeof b.erro === 'string' ? { ...b, mensagem: b.erro } : body;
}

/** Whether the URL is on the main API (v1 prefix), whose answers all carry `mensagem`. */
export function isMainApi(url: string): boolean {
  return pathOf(url).startsWith(SANDBOX_PREFIXES.v1);
}

/** onSend: completes the JSON answers of the main API. */
export async function envelopeHook(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!isMainApi(request.url)) return payload;
  return reworkJson(reply, payload, withMensagem);
}
