/**
 * Calls withdrawn for a test (control API `/control/calls/withdrawn`): the sandbox answers them 404
 * in the base's error shape, as a platform that never had them, so a spec can prove the desk's
 * other path: the first-generation overview when the second is absent and the reverse, the older
 * online-payment switch, the ratings' first load, and the screens that need a call the spec does
 * not document (extrato, transferir). Checked before the session guard, like the spec-only
 * profile: a platform without the call does not know the path, whoever asks.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody, styleOf } from './http';
import { isKnownCall, keysOf, type Call, type HttpBase } from './spec-only/allow-list';

export type WithdrawnCalls = Partial<Record<HttpBase, readonly Call[]>>;

export function createWithdrawn() {
  let keys = new Set<string>();
  let calls: WithdrawnCalls = {};

  return {
    /**
     * Replaces the withdrawn set. Every call must be a route the sandbox has (a typo would
     * otherwise withdraw nothing and the test would prove nothing): the unknown ones are returned
     * and nothing changes.
     */
    set(next: WithdrawnCalls): { ok: true } | { ok: false; unknown: string[] } {
      const wanted = keysOf(next);
      const unknown = [...wanted].filter((k) => !isKnownCall(k));
      if (unknown.length > 0) return { ok: false, unknown };
      keys = wanted;
      calls = next;
      return { ok: true };
    },
    list(): WithdrawnCalls {
      return calls;
    },
    clear(): void {
      keys = new Set();
      calls = {};
    },
    async hook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const route = request.routeOptions.url;
      if (route === undefined || keys.size === 0) return;
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      if (keys.has(`${method} ${route}`)) await reply.code(404).send(notFoundBody(styleOf(request.url)));
    },
  };
}

export type Withdrawn = ReturnType<typeof createWithdrawn>;
