/** The online-payment acceptance calls (spec 02 §7 Operating hours/payments, 03 §7). */
import { registrationStatusSchema, setAcceptanceSchema } from '../../../shared/api/online-payment';
import type { ApiClient } from '../api/http';
import { ABSENT_CALL_STATUSES, eitherCall } from '../api/platformCalls';
import type { PlatformCalls } from '../../../shared/config';
import { unwrapLegacyAlerting } from '../components/backoffice';

export { fetchAcceptsOnline } from '../api/orders';

export type AcceptanceChange =
  | { ok: true; message: string }
  /** The platform refused: `errors` are its erros lines (the failure dialog shows them). */
  | { ok: false; message: string; errors: string[] };

/**
 * The switch through one of the spec's two calls (03 §7): POST pagamentoonline/setAcceptanceStatus
 * {accepts: 1|0}, preferred since its answer carries `erros`, which the failure dialog must show
 * (02 §8, 03 §8); or the older POST pagamentoonline/mudarStatus {id_estabelecimento,
 * aceita_pgto_online 1|0}, where the configuration names it or the platform answers the first 404
 * or 501 (no such call, so nothing changed and asking the other is safe). HTTP failures throw after
 * the HTTP layer's own dialog.
 */
export async function setAcceptsOnline(
  api: ApiClient,
  accepts: boolean,
  where: { storeId: string; choice: PlatformCalls['acceptanceSwitch'] },
): Promise<AcceptanceChange> {
  const flag = accepts ? 1 : 0;
  const viaSet = () =>
    api.legacy('v1', 'post', 'pagamentoonline/setAcceptanceStatus', setAcceptanceSchema, {
      form: { accepts: flag },
      expect: ABSENT_CALL_STATUSES,
    });
  const viaMudar = () =>
    api.legacy('v1', 'post', 'pagamentoonline/mudarStatus', setAcceptanceSchema, {
      form: { id_estabelecimento: where.storeId, aceita_pgto_online: flag },
    });
  const pick =
    where.choice === 'auto' ? 'auto' : where.choice === 'setAcceptanceStatus' ? 'preferred' : 'fallback';
  const res = await eitherCall(api, 'acceptance-switch', pick, viaSet, viaMudar);
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
  return unwrapLegacyAlerting(
    await api.legacy('v1', 'post', 'estabelecimento/listarStatusPagOn', registrationStatusSchema, {
      form: { id_estabelecimento: storeId },
      quiet: true,
      signal,
    }),
  ).obj;
}
