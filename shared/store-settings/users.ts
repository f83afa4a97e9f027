/**
 * Store user rules (spec 02 §2.12, §5, §6): password rule and messages verbatim, required fields,
 * the payload sent on create and update.
 */
import type { AccessGroup, StoreUserInput, StoreUserView } from '../api/store-settings';
import { ROLE_ADMIN, ROLE_OPERATOR } from '../session';

export const PASSWORD_RULE =
  'A senha deve ter no mínimo 8 caracteres, conter pelo menos um número, uma letra maiúscula e um caractere especial.';
export const PASSWORD_REQUIRED = 'Senha obrigatória.';
export const PASSWORD_MISMATCH = 'As senhas não correspondem';
export const USER_CREATED = 'Usuário cadastrado com sucesso!';
export const USER_UPDATED = 'Usuário atualizado com sucesso!';
export const USER_CREATE_FAILED = 'Erro ao criar o usuário.';
export const USERS_EMPTY = 'Nenhum usuário encontrado.';
export const USERS_LOAD_FAILED = 'Ocorreu um erro ao carregar os usuários.';
const FIELD_REQUIRED = 'Campo obrigatório.';
export const EMAIL_INVALID = 'Informe um e-mail válido.';

export const ACCESS_GROUP_LABELS: Readonly<Record<AccessGroup, string>> = {
  admin: ROLE_ADMIN,
  operator: ROLE_OPERATOR,
};

export const STATUS_LABELS: Readonly<Record<'S' | 'N', string>> = { S: 'Ativo', N: 'Inativo' };

const PASSWORD_MIN = 8;

/** At least 8 characters, a digit, an uppercase letter and a special character. */
export function isStrongPassword(pw: string): boolean {
  return [...pw].length >= PASSWORD_MIN && /\d/.test(pw) && /\p{Lu}/u.test(pw) && /[^\p{L}\p{N}\s]/u.test(pw);
}

/** The password message for the form, or null. On edit an empty password is allowed (kept). */
export function passwordError(pw: string, mode: 'create' | 'edit'): string | null {
  if (pw === '') return mode === 'create' ? PASSWORD_REQUIRED : null;
  return isStrongPassword(pw) ? null : PASSWORD_RULE;
}

function confirmationError(pw: string, confirm: string): string | null {
  return pw === confirm ? null : PASSWORD_MISMATCH;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserFormValues {
  name: string;
  email: string;
  access_group_merchant: AccessGroup | '';
  status: 'S' | 'N' | '';
  password: string;
  password_confirm: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/** Every field error of the form (spec 02 §5). */
export function validateUserForm(v: UserFormValues, mode: 'create' | 'edit'): UserFormErrors {
  const e: UserFormErrors = {};
  if (v.name.trim() === '') e.name = FIELD_REQUIRED;
  if (v.email.trim() === '') e.email = FIELD_REQUIRED;
  else if (!EMAIL.test(v.email.trim())) e.email = EMAIL_INVALID;
  if (v.access_group_merchant === '') e.access_group_merchant = FIELD_REQUIRED;
  if (v.status === '') e.status = FIELD_REQUIRED;
  const pw = passwordError(v.password, mode);
  if (pw) e.password = pw;
  const confirm = confirmationError(v.password, v.password_confirm);
  if (confirm) e.password_confirm = confirm;
  return e;
}

/** Save stays disabled while loading, on a mismatch, or on create with an invalid password. */
export function canSave(v: UserFormValues, mode: 'create' | 'edit', loading: boolean): boolean {
  if (loading) return false;
  if (confirmationError(v.password, v.password_confirm)) return false;
  if (mode === 'create' && passwordError(v.password, 'create')) return false;
  return true;
}

/**
 * The body sent to merchant-create / merchant-update: an empty password (edit) is omitted and the
 * role_group never travels (the server derives it from the access group).
 */
export function userPayload(v: UserFormValues, merchantId: number): StoreUserInput {
  const body: StoreUserInput & { role_group?: unknown } = {
    name: v.name.trim(),
    email: v.email.trim(),
    status: v.status === 'N' ? 'N' : 'S',
    access_group_merchant: v.access_group_merchant === 'admin' ? 'admin' : 'operator',
    merchant_id: merchantId,
  };
  if (v.password !== '') {
    body.password = v.password;
    body.password_confirm = v.password_confirm;
  }
  delete body.role_group;
  return body;
}

/** A status toggle: the same user with the flipped status, role_group left out. */
export function togglePayload(
  u: Pick<StoreUserView, 'name' | 'email' | 'status' | 'access_group_merchant' | 'merchant_id'>,
): StoreUserInput {
  return {
    name: u.name,
    email: u.email,
    status: u.status === 'S' ? 'N' : 'S',
    ...(u.access_group_merchant ? { access_group_merchant: u.access_group_merchant } : {}),
    merchant_id: u.merchant_id,
  };
}

/** The session role of an access group. */
export function roleOf(group: AccessGroup): string {
  return ACCESS_GROUP_LABELS[group];
}
