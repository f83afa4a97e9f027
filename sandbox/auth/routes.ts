/**
 * Login on base A: a password login and the auto-login link's `{usuario, hash}` both answer the
 * same SessionUser (roles, store, `socket.url`/`canal`), so the desk has one path after either.
 * Unknown users still pay for one hash check, so the timing does not tell which logins exist.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { LoginResponse, loginResponseSchema } from '../../shared/api/platform-v1';
import { SANDBOX_NAMESPACES } from '../../shared/config';
import type { SandboxContext } from '../context';
import type { UserRow } from '../db/repo';
import { HttpError } from '../http';
import { hashPasswordSync, verifyPassword } from './passwords';
import { storeRoom } from '../realtime';
import { loginBody, parseOr } from '../validation';
import { storeSettingsOf } from '../store-settings/routes';

const MISSING = 'Informe usuário e senha.';
const INVALID = 'Usuário ou senha inválidos.';
export const INACTIVE = 'Usuário inativo. Fale com o administrador da loja.';
/** Auto-login with a session that is unknown, expired or another user's. */
export const INVALID_LINK = 'Link de acesso inválido ou expirado. Faça login novamente.';
// Unknown users still pay for one hash check, so timing does not reveal which logins exist.
const DECOY_HASH = hashPasswordSync('decoy-password');

function parseRoles(json: string): string[] {
  try {
    const roles: unknown = JSON.parse(json);
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

export function loginRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post(
    '/login/index',
    { config: { public: true, errorField: 'erro' } },
    async (request): Promise<LoginResponse> => {
      const body = parseOr(
        loginBody,
        request.body,
        () => new HttpError(400, { status: false, erro: MISSING }),
      );
      const usuario = body.usuario?.trim() ?? '';
      const senha = body.senha ?? '';
      const linkHash = body.hash?.trim() ?? '';

      let user: UserRow | undefined;
      let session: { hash: string; id: number };
      if (usuario && !senha && linkHash) {
        // Auto-login: the link's session, if it is live and belongs to that user, is the session;
        // the answer is the same as a password login's (roles, store, socket).
        const live = ctx.auth.lookup(linkHash);
        if (!live || live.user.login !== usuario) {
          return { status: false, erro: INVALID_LINK };
        }
        user = live.user;
        session = { hash: live.hash, id: live.sessionId };
      } else {
        if (!usuario || !senha) return { status: false, erro: MISSING };
        user = ctx.repo.userByLogin(usuario);
        const ok = await verifyPassword(senha, user?.password_hash ?? DECOY_HASH);
        if (!user || !ok) return { status: false, erro: INVALID };
        // A user deactivated in Configurações › Usuários cannot log in (spec 02 §4 user status).
        if (!storeSettingsOf(ctx).isUserActive(user.id)) return { status: false, erro: INACTIVE };
        session = ctx.auth.open(user);
      }
      const establishment = ctx.repo.establishment(user.establishment_id);
      if (!establishment) return { status: false, erro: INVALID };

      return {
        status: true,
        usuario: {
          id_estabelecimento: String(establishment.id),
          id_usuario: String(user.id),
          nome: user.nome,
          company: establishment.nome,
          role_group: parseRoles(user.roles),
          sessao: { hash: session.hash, id_sessao: String(session.id) },
          socket: { url: ctx.socketBaseUrl() + SANDBOX_NAMESPACES.store, canal: storeRoom(establishment.id) },
          logo: ctx.absolute(establishment.logotipo),
          email: user.email,
          telefones: user.telefones,
        },
      } satisfies { status: true } & z.input<typeof loginResponseSchema>;
    },
  );
}
