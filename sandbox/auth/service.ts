/**
 * Sessions: a random hash per login, 12 h, looked up on every request by the onRequest guard. Every
 * API route needs a live session unless its config says `public`, so a new route is protected by
 * default; the guard answers 401 in the one body every base shares (the `{message}` services add
 * `message`) and routes read the session with `sessionOf`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EstablishmentRow, Repo, UserRow } from '../db/repo';
import { isApiPath, isPublicPath, sessionExpiredBody, styleOf } from '../http';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface AuthedSession {
  hash: string;
  sessionId: number;
  user: UserRow;
  establishment: EstablishmentRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthedSession | null;
  }
}

const HASH_SHAPE = /^[A-Za-z0-9+/=._:-]{1,256}$/;

/**
 * The hash from `Authorization`: bare (base A), `Bearer <hash>`, or `Basic <hash>` (base B),
 * where Basic may also carry base64 of the hash (or of `hash:`).
 */
function hashCandidates(header: string | undefined): string[] {
  if (!header) return [];
  const m = /^\s*(?:(Bearer|Basic)\s+)?(\S+)\s*$/i.exec(header);
  const token = m?.[2];
  if (!token || !HASH_SHAPE.test(token)) return [];
  const out = [token];
  if (m[1]?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(token, 'base64').toString('utf8').replace(/:$/, '');
    if (HASH_SHAPE.test(decoded)) out.push(decoded);
  }
  return out;
}

export function createAuth(repo: Repo, now: () => Date) {
  function lookup(hash: string): AuthedSession | null {
    const session = repo.session(hash);
    if (!session || session.expires_at <= now().getTime()) return null;
    const user = repo.user(session.user_id);
    const establishment = user ? repo.establishment(user.establishment_id) : undefined;
    if (!user || !establishment) return null;
    return { hash, sessionId: session.id, user, establishment };
  }

  function fromHeader(header: string | undefined): AuthedSession | null {
    for (const candidate of hashCandidates(header)) {
      const found = lookup(candidate);
      if (found) return found;
    }
    return null;
  }

  return {
    open(user: UserRow): { hash: string; id: number } {
      const at = now().getTime();
      repo.purgeSessions(at - SESSION_TTL_MS);
      const hash = randomBytes(32).toString('hex');
      const id = repo.insertSession(hash, user.id, at, at + SESSION_TTL_MS);
      return { hash, id };
    },

    fromHeader,

    /** The live session with this hash, or null (auto-login checks a link's hash with it). */
    lookup,

    establishmentOfSession(hash: string): number | null {
      return lookup(hash)?.establishment.id ?? null;
    },

    /** onRequest hook: every API route not marked public needs a live session. */
    async guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      request.session = null;
      if (!isApiPath(request.url)) return;
      if (request.routeOptions.config.public) return;
      if (request.is404 && isPublicPath(request.url)) return;
      const session = fromHeader(request.headers.authorization);
      if (!session) {
        await reply.code(401).send(sessionExpiredBody(styleOf(request.url)));
        return;
      }
      request.session = session;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** The session of a protected route (the guard has already answered 401 when there is none). */
export function sessionOf(request: FastifyRequest): AuthedSession {
  if (!request.session) throw new Error('route reached without a session');
  return request.session;
}
