/** The online-payment acceptance calls (spec 02 §7 Operating hours/payments, 03 §7). */
import { registrationStatusSchema, setAcceptanceSchema } from '../../../shared/api/online-payment';
import type { ApiClient } from '../api/http';
import { unwrapLegacy } from '../components/backoffice';

export { fetchAcceptsOnline } from '../api/orders';

export type AcceptanceChange =
  | { ok: true; message: string }
  /** The platform refused: `errors` are its erros lines (the failure dialog shows them). */
  | { ok: false; message: string; errors: string[] };

/**
 * POST pagamentoonline/setAcceptanceStatus {accepts: 1|0}. Of the spec's two calls for this switch
 * (setAcceptanceStatus and the older mudarStatus), this is the one whose answer carries `erros`,
 * which the failure dialog must show (02 §8, 03 §8); the sandbox serves both.
 * HTTP failures throw after the HTTP layer's own dialog.
 */
export async function setAcceptsOnline(api: ApiClient, accepts: boolean): Promise<AcceptanceChange> {
  const res = await api.legacy('v1', 'post', 'pagamentoonline/setAcceptanceStatus', setAcceptanceSchema, {
    form: { accepts: accepts ? 1 : 0 },
  });
  if (res.ok) {
    const m = res.data.mensagem;
    return { ok: true, message: typeof m === 'string' ? m.trim().slice(0, 500) : '' };
  }
  return { ok: false, message: res.message, errors: res.errors ?? [] };
}

/**
 * POST estabelecimento/listarStatusPagOn: the registration's zoop_status (PENDING, ENABLED, ...),
 * null when there is none. A refusal throws a LegacyRefusal (useResource shows it).
 */
export async function fetchRegistrationStatus(
  api: ApiClient,
  storeId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  return unwrapLegacy(
    await api.legacy('v1', 'post', 'estabelecimento/listarStatusPagOn', registrationStatusSchema, {
      form: { id_estabelecimento: storeId },
      quiet: true,
      signal,
    }),
  ).obj;
}
