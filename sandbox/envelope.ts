/**
 * 02 §7: "All responses carry status (boolean), mensagem and, on failure, erro (or mensagem)."
 * The routes of the main API (base A) word their answers themselves, and every failure already
 * carries its erro or mensagem; this hook completes the successes, so no route can forget it: a
 * successful answer with no `mensagem` gets an empty one. Empty, because the desk toasts a
 * non-empty success mensagem and must not start toasting where the platform says nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PREFIXES } from '../shared/config';
import { pathOf, reworkJson } from './http';

function isFailure(status: unknown): boolean {
  return status === false || status === 0 || status === '0' || status === 'false';
}

/** A success with `mensagem` added where it lacks one; any other body is returned as is. */
export function withMensagem(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  if (!('status' in b) || isFailure(b.status) || 'mensagem' in b) return body;
  return { ...b, mensagem: '' };
}

/** onSend: completes the JSON answers of the main API (v1 prefix). */
export async function envelopeHook(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!pathOf(request.url).startsWith(SANDBOX_PREFIXES.v1)) return payload;
  return reworkJson(reply, payload, withMensagem);
}
