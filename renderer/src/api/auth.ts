/** Login (base A) and the forgot-password calls (base C), all handled by their screens (silent). */
import type { SessionUser } from '../../../shared/session';
import type { RecoveryType } from '../../../shared/api/platform-json';
import type { ApiClient, LegacyResult } from './http';
import { loginResponseSchema } from '../../../shared/api/platform-v1';
import {
  savePasswordSchema,
  sendCodeSchema,
  verifyDocumentSchema,
  verifyEstablishmentSchema,
} from '../../../shared/api/platform-json';

export async function login(
  api: ApiClient,
  usuario: string,
  senha: string,
): Promise<LegacyResult<SessionUser>> {
  const res = await api.legacy('v1', 'post', 'login/index', loginResponseSchema, {
    silent: true,
    form: { usuario, senha },
  });
  return res.ok ? { ok: true, data: res.data.usuario } : res;
}

const path = (p: string) => `reset-password/${p}`;

export function verifyDocument(api: ApiClient, cnpj_cpf: string) {
  return api.json('json', 'post', path('verify-document'), verifyDocumentSchema, {
    silent: true,
    body: { cnpj_cpf },
  });
}

export function verifyEstablishment(api: ApiClient, cnpj_cpf: string, id_estabelecimento: string) {
  return api.json('json', 'post', path('verify-stablishment'), verifyEstablishmentSchema, {
    silent: true,
    body: { cnpj_cpf, id_estabelecimento },
  });
}

export function sendCode(api: ApiClient, cnpj_cpf: string, id_estabelecimento: string, type: RecoveryType) {
  return api.json('json', 'post', path('send-code'), sendCodeSchema, {
    silent: true,
    body: { cnpj_cpf, id_estabelecimento, type },
  });
}

export interface SavePasswordInput {
  id_estabelecimento: string;
  code: string;
  uuid: string;
  password: string;
  password_confirmation: string;
  cnpj_cpf: string;
}

/** True on `{success: true}`; anything else is a failure the wizard reports. */
export async function savePassword(api: ApiClient, input: SavePasswordInput): Promise<boolean> {
  const res = await api.json('json', 'post', path('save-password'), savePasswordSchema, {
    silent: true,
    body: input,
  });
  return res.success === true;
}
