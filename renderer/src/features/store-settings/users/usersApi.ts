/** The users service's answers mapped to the form's messages (spec 02 §8 User create/update). */
import { isApiError } from '../../../api/errors';
import { USER_CREATE_FAILED } from '../../../../../shared/store-settings/users';

const GENERIC = 'Não foi possível salvar o usuário.';

/**
 * The message for a failed create/update, or null when the HTTP layer already showed its own
 * dialog (network, 401, 5xx): 422 joins the details, 400 'Erro ao criar o usuário.' shows the
 * error field.
 */
export function userErrorMessage(err: unknown): string | null {
  if (!isApiError(err)) return GENERIC;
  const body = (err.body ?? {}) as { message?: unknown; details?: unknown; error?: unknown };
  if (err.status === 422) {
    const details = Array.isArray(body.details) ? body.details.filter((d) => typeof d === 'string') : [];
    return details.length > 0
      ? details.join('\n')
      : typeof body.message === 'string'
        ? body.message
        : GENERIC;
  }
  if (err.status === 400) {
    if (body.message === USER_CREATE_FAILED && typeof body.error === 'string') return body.error;
    return typeof body.message === 'string' ? body.message : GENERIC;
  }
  return null;
}
