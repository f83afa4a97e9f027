import { isApiError, MALFORMED_MESSAGE, NETWORK_DETAIL } from '../../../api/errors';

export const STEP_TITLES = [
  'Identificação',
  'Estabelecimento',
  'Nova senha',
  'Forma de recuperação',
  'Validação',
] as const;

export const ESTABLISHMENT_REQUIRED = 'Por favor, preencha todos os campos.';
export const NO_ESTABLISHMENTS = 'Nenhum estabelecimento encontrado para este CNPJ/CPF.';
export const RECOVERY_TYPE_REQUIRED = 'Escolha como deseja receber o código de validação.';
export const SEND_CODE_FAILED = 'Não foi possível enviar o código de validação.';
export const CODE_REQUIRED = 'Informe o código de validação que você recebeu.';
export const CODE_EXPIRED = 'O código expirou. Reenvie o código para continuar.';
export const SAVE_FAILED = 'Não foi possível salvar a nova senha.';
export const PASSWORD_CHANGED = 'Senha alterada com sucesso.';
/** The page reloads this long after the success message (spec 01 §2: "On final success the page reloads"). */
export const RELOAD_AFTER_SUCCESS_MS = 2000;

/**
 * What to show for a failed call: no response → the connection hint; an answer the desk could
 * not read → that, never the step's refusal (a valid CNPJ is not 'CNPJ/CPF inválido!'); a 4xx
 * with a server text → that text; anything else → the step's fallback.
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (!isApiError(err)) return fallback;
  if (err.kind === 'network' || err.kind === 'timeout') return NETWORK_DETAIL;
  if (err.kind === 'malformed') return MALFORMED_MESSAGE;
  if (err.status >= 400 && err.status < 500 && err.serverMessage) return err.serverMessage;
  return fallback;
}
