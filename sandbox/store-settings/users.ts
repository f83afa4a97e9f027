/**
 * The users service (spec 02 §7 Users, its own JSON base): the store's users, created and updated
 * by a Lojista Admin. Access group admin/operator maps to the session role the login returns, and
 * an inactive user cannot log in (auth/routes.ts asks isUserActive) and loses its
 * open sessions at once.
 *
 * Shapes (the spec names the calls, not the bodies): list `{data: StoreUser[]}`; create and update
 * answer the user itself; 422 `{message, details[]}`; 400 `{message: 'Erro ao criar o usuário.',
 * error}` (e-mail already in use); 403 for a non-admin caller; 404 for a user of another store.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  AccessGroup,
  StoreUser,
  StoreUsersResponse,
  storeUsersSchema,
} from '../../shared/api/store-settings';
import { ROLE_ADMIN, ROLE_OPERATOR } from '../../shared/session';
import {
  EMAIL_INVALID,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
  PASSWORD_RULE,
  USER_CREATE_FAILED,
  isStrongPassword,
  roleOf,
} from '../../shared/store-settings/users';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { hashPassword } from '../auth/passwords';
import type { StoreUserRow } from './repo';
import { storeSettingsOf } from './routes';

const EMAIL_TAKEN = 'Este e-mail já está em uso por outro usuário.';
const NOT_ADMIN = 'Apenas o Lojista Admin pode gerenciar usuários.';
const USER_NOT_FOUND = 'Usuário não encontrado.';
const INVALID_DATA = 'Os dados informados são inválidos.';

function groupOf(roles: string): AccessGroup | null {
  let list: unknown;
  try {
    list = JSON.parse(roles);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  if (list.includes(ROLE_ADMIN)) return 'admin';
  if (list.includes(ROLE_OPERATOR)) return 'operator';
  return null;
}

function toStoreUser(row: StoreUserRow): StoreUser {
  const group = groupOf(row.roles);
  return {
    id: row.id,
    name: row.nome,
    email: row.email,
    status: row.status === 'N' ? 'N' : 'S',
    access_group_merchant: group,
    role_group: group ? roleOf(group) : '',
    merchant_id: row.establishment_id,
  };
}

type Body = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

interface Parsed {
  name: string;
  email: string;
  status: 'S' | 'N';
  group: AccessGroup | null;
  password: string | null;
}

/** Every problem of a create/update body, as the 422 details. */
function parse(
  body: Body,
  mode: 'create' | 'edit',
): { ok: true; value: Parsed } | { ok: false; details: string[] } {
  const details: string[] = [];
  const name = str(body.name).trim();
  const email = str(body.email).trim();
  const status = str(body.status);
  const group = str(body.access_group_merchant);
  const password = str(body.password);
  const confirm = str(body.password_confirm);
  if (name === '' || name.length > 120) details.push('O nome é obrigatório (até 120 caracteres).');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 160) details.push(EMAIL_INVALID);
  if (status !== 'S' && status !== 'N') details.push('Informe a situação (S ou N).');
  const keepGroup = mode === 'edit' && group === '';
  if (!keepGroup && group !== 'admin' && group !== 'operator')
    details.push('Informe o grupo de acesso (admin ou operator).');
  if (password === '') {
    if (mode === 'create') details.push(PASSWORD_REQUIRED);
  } else {
    if (!isStrongPassword(password)) details.push(PASSWORD_RULE);
    if (password !== confirm) details.push(PASSWORD_MISMATCH);
  }
  if (details.length > 0) return { ok: false, details };
  return {
    ok: true,
    value: {
      name,
      email,
      status: status as 'S' | 'N',
      group: keepGroup ? null : (group as AccessGroup),
      password: password === '' ? null : password,
    },
  };
}

function requireAdmin(request: FastifyRequest): number {
  const session = sessionOf(request);
  if (groupOf(session.user.roles) !== 'admin') throw new HttpError(403, { message: NOT_ADMIN });
  return session.establishment.id;
}

const bodyOf = (request: FastifyRequest): Body =>
  request.body !== null && typeof request.body === 'object' ? (request.body as Body) : {};

export function storeUsersRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = storeSettingsOf(ctx);

  app.get('/users/merchant', async (request): Promise<StoreUsersResponse> => {
    const storeId = requireAdmin(request);
    return { data: repo.users(storeId).map(toStoreUser) } satisfies z.input<typeof storeUsersSchema>;
  });

  app.post('/users/merchant-create', async (request, reply): Promise<StoreUser> => {
    const storeId = requireAdmin(request);
    const parsed = parse(bodyOf(request), 'create');
    if (!parsed.ok) throw new HttpError(422, { message: INVALID_DATA, details: parsed.details });
    const v = parsed.value;
    if (repo.userIdByEmail(v.email) !== undefined) {
      throw new HttpError(400, { message: USER_CREATE_FAILED, error: EMAIL_TAKEN });
    }
    const hash = await hashPassword(v.password ?? '');
    const id = repo.nextUserId();
    repo.insertUser({
      id,
      establishment_id: storeId,
      login: v.email.toLowerCase(),
      nome: v.name,
      roles: JSON.stringify([roleOf(v.group ?? 'operator')]),
      email: v.email,
      status: v.status,
      password_hash: hash,
    });
    const row = repo.user(storeId, id);
    if (!row) throw new HttpError(500, { message: USER_CREATE_FAILED });
    void reply.code(201);
    return toStoreUser(row);
  });

  app.post<{ Params: { id: string } }>('/users/merchant-update/:id', async (request): Promise<StoreUser> => {
    const storeId = requireAdmin(request);
    const row = repo.user(storeId, Number(request.params.id));
    if (!row) throw new HttpError(404, { message: USER_NOT_FOUND });
    const body = bodyOf(request);
    const parsed = parse(body, 'edit');
    if (!parsed.ok) throw new HttpError(422, { message: INVALID_DATA, details: parsed.details });
    const v = parsed.value;
    const other = repo.userIdByEmail(v.email);
    if (other !== undefined && other !== row.id) {
      throw new HttpError(422, { message: INVALID_DATA, details: [EMAIL_TAKEN] });
    }
    const group = v.group ?? groupOf(row.roles);
    if (row.id === sessionOf(request).user.id && (v.status === 'N' || group !== 'admin')) {
      throw new HttpError(422, {
        message: INVALID_DATA,
        details: ['Você não pode desativar nem rebaixar o seu próprio usuário.'],
      });
    }
    const hash = v.password ? await hashPassword(v.password) : null;
    repo.transaction(() => {
      repo.updateUser({
        id: row.id,
        nome: v.name,
        email: v.email,
        roles: v.group ? JSON.stringify([roleOf(v.group)]) : row.roles,
        status: v.status,
      });
      if (hash) repo.setPassword(row.id, hash);
      if (v.status === 'N') repo.expireUserSessions(row.id, ctx.now().getTime() - 1);
    });
    const updated = repo.user(storeId, row.id);
    if (!updated) throw new HttpError(404, { message: USER_NOT_FOUND });
    return toStoreUser(updated);
  });
}
