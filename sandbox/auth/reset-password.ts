/**
 * The forgot-password wizard's four calls on base C: document → the owner's stores → masked e-mail
 * and phone → a 6-digit code → the new password. Codes live in reset_codes with their expiry so
 * tests read them through the control API (`GET /control/reset-codes`, auth/control.ts) instead
 * of a mailbox; refusals are 422 `{message}` as the JSON base answers, the save call's
 * `{error, message}`.
 */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  RESET_CODE_TTL_MS,
  type SavePasswordResponse,
  type SendCodeResponse,
  type VerifyDocumentResponse,
  type VerifyEstablishmentResponse,
  type sendCodeSchema,
  type verifyDocumentSchema,
  type verifyEstablishmentSchema,
} from '../../shared/api/platform-json';
import {
  DOCUMENT_INVALID,
  DOCUMENT_REQUIRED,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
} from '../../shared/documents';
import { ROLE_ADMIN } from '../../shared/session';
import type { SandboxContext } from '../context';
import type { EstablishmentRow, UserRow } from '../db/repo';
import { normalizeDocument } from './documents';
import { HttpError } from '../http';
import { hashPassword } from './passwords';
import {
  documentBody,
  establishmentBody,
  parseOr,
  savePasswordBody,
  sendCodeBody,
  toInt,
} from '../validation';

const M = {
  required: DOCUMENT_REQUIRED,
  invalidDocument: DOCUMENT_INVALID,
  noStore: 'Nenhum estabelecimento encontrado para este documento.',
  allFields: 'Por favor, preencha todos os campos.',
  notOwner: 'Estabelecimento não pertence a este documento.',
  badType: 'Forma de recuperação inválida. Escolha e-mail ou SMS.',
  noAdmin: 'Nenhum usuário administrador encontrado para este estabelecimento.',
  badCode: 'Código inválido ou expirado.',
  shortPassword: PASSWORD_TOO_SHORT,
  mismatch: PASSWORD_MISMATCH,
} as const;

const fail = (message: string, status = 422) => new HttpError(status, { message });
const saveFail = (error: string) => new HttpError(422, { error, message: error });

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
}

function documentOf(raw: string | undefined, onMissing: () => HttpError): string {
  if (!raw?.trim()) throw onMissing();
  const doc = normalizeDocument(raw.trim());
  if (!doc) throw fail(M.invalidDocument);
  return doc;
}

function ownedEstablishment(
  ctx: SandboxContext,
  doc: string,
  rawId: string | number | undefined,
): EstablishmentRow {
  const id = toInt(rawId);
  if (id === null) throw fail(M.allFields);
  const store = ctx.repo.establishment(id);
  if (!store || store.owner_document !== doc) throw fail(M.notOwner);
  return store;
}

function adminOf(ctx: SandboxContext, establishmentId: number): UserRow | undefined {
  return ctx.repo.usersOf(establishmentId).find((u) => {
    try {
      return (JSON.parse(u.roles) as unknown[]).includes(ROLE_ADMIN);
    } catch {
      return false;
    }
  });
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function resetPasswordRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const opts = { config: { public: true } };
  const badShape = () => fail(M.allFields);

  app.post('/reset-password/verify-document', opts, async (request): Promise<VerifyDocumentResponse> => {
    const body = parseOr(documentBody, request.body, () => fail(M.invalidDocument));
    const doc = documentOf(body.cnpj_cpf, () => fail(M.required));
    const stores = ctx.repo.establishmentsByOwner(doc);
    if (stores.length === 0) throw fail(M.noStore, 404);
    return {
      establishments: stores.map((s) => ({
        id_estabelecimento: String(s.id),
        nome: s.nome,
        razao_social: s.razao_social,
        bairro: s.bairro,
      })),
    } satisfies z.input<typeof verifyDocumentSchema>;
  });

  app.post(
    '/reset-password/verify-stablishment',
    opts,
    async (request): Promise<VerifyEstablishmentResponse> => {
      const body = parseOr(establishmentBody, request.body, badShape);
      const doc = documentOf(body.cnpj_cpf, () => fail(M.required));
      const store = ownedEstablishment(ctx, doc, body.id_estabelecimento);
      return {
        email: maskEmail(store.email),
        telefone: maskPhone(store.telefone),
      } satisfies z.input<typeof verifyEstablishmentSchema>;
    },
  );

  app.post('/reset-password/send-code', opts, async (request): Promise<SendCodeResponse> => {
    const body = parseOr(sendCodeBody, request.body, badShape);
    const doc = documentOf(body.cnpj_cpf, () => fail(M.required));
    const store = ownedEstablishment(ctx, doc, body.id_estabelecimento);
    const type = body.type?.trim().toLowerCase();
    if (type !== 'email' && type !== 'sms') throw fail(M.badType);
    const admin = adminOf(ctx, store.id);
    if (!admin) throw fail(M.noAdmin);
    const at = ctx.now().getTime();
    const uuid = randomUUID();
    ctx.repo.insertCode({
      uuid,
      establishment_id: store.id,
      user_id: admin.id,
      document: doc,
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      type,
      created_at: at,
      expires_at: at + RESET_CODE_TTL_MS,
    });
    return { uuid, usuario: admin.login } satisfies z.input<typeof sendCodeSchema>;
  });

  app.post('/reset-password/save-password', opts, async (request): Promise<SavePasswordResponse> => {
    const body = parseOr(savePasswordBody, request.body, () => saveFail(M.allFields));
    const code = String(body.code ?? '').trim();
    const { uuid = '', password = '', password_confirmation: confirmation = '' } = body;
    if (!code || !uuid || !password || !body.cnpj_cpf?.trim() || body.id_estabelecimento === undefined) {
      throw saveFail(M.allFields);
    }
    const doc = normalizeDocument(body.cnpj_cpf.trim());
    const id = toInt(body.id_estabelecimento);
    const store = doc && id !== null ? ctx.repo.establishment(id) : undefined;
    if (!doc) throw saveFail(M.invalidDocument);
    if (!store || store.owner_document !== doc) throw saveFail(M.notOwner);
    if ([...password].length < MIN_PASSWORD_LENGTH) throw saveFail(M.shortPassword);
    if (password !== confirmation) throw saveFail(M.mismatch);

    const row = ctx.repo.code(uuid);
    const valid =
      row !== undefined &&
      row.used === 0 &&
      row.establishment_id === store.id &&
      row.document === doc &&
      row.expires_at > ctx.now().getTime() &&
      sameCode(row.code, code);
    if (!row || !valid) throw saveFail(M.badCode);

    const hash = await hashPassword(password);
    ctx.repo.transaction(() => {
      ctx.repo.useCode(uuid);
      ctx.repo.setPassword(row.user_id, hash);
    });
    return { success: true };
  });
}
