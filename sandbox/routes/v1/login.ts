import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '../../../shared/api/platform-v1';
import { SANDBOX_NAMESPACES } from '../../../shared/config';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http';
import { hashPasswordSync, verifyPassword } from '../../passwords';
import { storeRoom } from '../../realtime';
import { loginBody, parseOr } from '../../validation';

const MISSING = 'Informe usuário e senha.';
const INVALID = 'Usuário ou senha inválidos.';
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
      if (!usuario || !senha) return { status: false, erro: MISSING };

      const user = ctx.repo.userByLogin(usuario);
      const ok = await verifyPassword(senha, user?.password_hash ?? DECOY_HASH);
      const establishment = user && ctx.repo.establishment(user.establishment_id);
      if (!user || !ok || !establishment) return { status: false, erro: INVALID };

      const session = ctx.auth.open(user);
      return {
        status: true,
        usuario: {
          id_estabelecimento: String(establishment.id),
          id_usuario: String(user.id),
          nome: user.nome,
          company: establishment.nome,
          role_group: parseRoles(user.roles),
          sessao: { hash: session.hash, id_sessao: String(session.id) },
          socket: { url: ctx.baseUrl() + SANDBOX_NAMESPACES.store, canal: storeRoom(establishment.id) },
          logo: ctx.absolute(establishment.logotipo),
          email: user.email,
          telefones: user.telefones,
        },
      };
    },
  );
}
