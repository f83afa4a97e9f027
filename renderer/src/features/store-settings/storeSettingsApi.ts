/**
 * Store-settings calls (spec 02 §7 Operating hours, payments; Neighbourhoods; Users) and their
 * schemas. Legacy writes share one outcome: a refusal opens 'Atenção!' with the server's text (or
 * the error dialog for the hours, spec 02 §8), a success toasts its mensagem for 2 s.
 */
import { type z } from 'zod';
import type { ApiClient, LegacyResult } from '../../api/http';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import {
  hoursSchema,
  neighbourhoodsSchema,
  paymentsSchema,
  storeSettingsWriteSchema,
  storeUserSchema,
  storeUsersSchema,
  type OpeningDay,
  type StoreUserInput,
} from '../../../../shared/api/store-settings';

export type { Cities, Hours, Served, StoreUserView } from '../../../../shared/api/store-settings';
// The pages parse their GETs with these (through their own loaders).
export { hoursSchema, neighbourhoodsSchema, paymentsSchema, storeUsersSchema };

type Write = z.infer<typeof storeSettingsWriteSchema>;
type Form = Record<string, string | number | boolean | null | undefined>;

/**
 * A legacy write: null when refused (the dialog is shown) or when the HTTP layer failed (its
 * dialog is shown); the answer otherwise, after its success toast.
 */
export async function legacyWrite(
  api: ApiClient,
  path: string,
  form: Form,
  opts: { tone?: 'info' | 'error'; fallback?: string; toast?: boolean } = {},
): Promise<Write | null> {
  let res: LegacyResult<Write>;
  try {
    res = await api.legacy('v1', 'post', path, storeSettingsWriteSchema, { form });
  } catch {
    return null;
  }
  if (!res.ok) {
    await dialogs.alert({
      tone: opts.tone ?? 'info',
      message: res.message || opts.fallback || 'Não foi possível salvar.',
      okLabel: 'Fechar',
    });
    return null;
  }
  if (opts.toast !== false && res.data.mensagem) notify.success(res.data.mensagem);
  return res.data;
}

export function saveHours(
  api: ApiClient,
  days: readonly OpeningDay[],
  autoAbrir: boolean,
  autoFechar: boolean,
) {
  return legacyWrite(
    api,
    'software_app/alteraHorarios2',
    {
      horarios: JSON.stringify(days),
      auto_abrir: autoAbrir ? 'S' : 'N',
      auto_fechar: autoFechar ? 'S' : 'N',
    },
    { tone: 'error', fallback: 'Não foi possível salvar os horários.' },
  );
}

export function createUser(api: ApiClient, body: StoreUserInput) {
  return api.json('users', 'post', 'users/merchant-create', storeUserSchema, { body, expect: [400, 422] });
}

export function updateUser(api: ApiClient, id: string, body: StoreUserInput) {
  return api.json('users', 'post', `users/merchant-update/${id}`, storeUserSchema, { body, expect: [422] });
}
