/**
 * Store-settings calls (spec 02 §7 Operating hours, payments; Neighbourhoods; Users) and their
 * schemas. Legacy writes share one outcome: a refusal opens 'Atenção!' with the server's text (or
 * the error dialog for the hours, spec 02 §8), a success toasts its mensagem for 2 s.
 */
import { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../api/http';
import { dialogs } from '../../components/feedback/dialogs';
import { wrappedOrBare } from '../../api/schemas';
import { notify } from '../../components/feedback/notify';
import {
  DAY_ABBREVIATIONS,
  type OpeningDay,
  type StoreUserInput,
} from '../../../../shared/api/store-settings';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));
const yesNo = z
  .unknown()
  .transform((v): 'S' | 'N' => (v === 'S' || v === 's' || v === true || v === 1 || v === '1' ? 'S' : 'N'));

const daySchema = z.object({
  abreviacao: z.enum(DAY_ABBREVIATIONS),
  checked: z.unknown().transform((v) => v === true || v === 1 || v === '1' || v === 'S' || v === 'true'),
  abertura: text,
  fechamento: text,
  abertura2: text,
  fechamento2: text,
});

export const hoursSchema = z.object({
  auto_abrir: yesNo,
  auto_fechar: yesNo,
  obj: z.array(daySchema),
});
export type Hours = z.infer<typeof hoursSchema>;

export const paymentsSchema = z.object({
  obj: z.array(
    z.object({
      chave: z.string(),
      nome: text,
      selected: z.unknown().transform((v) => v === true || v === 1 || v === '1' || v === 'S' || v === 'true'),
    }),
  ),
});

const servedSchema = z.object({
  id_estabelecimento_bairro: text,
  id_estabelecimento: text,
  inativo: yesNo,
  valor_minimo: text,
  valor_taxa: text,
  valor_taxa_old: text,
  valor_frete_gratis: text,
});
export type Served = z.infer<typeof servedSchema>;

export const neighbourhoodsSchema = z.object({
  bairros: z.array(
    z.object({
      cidade: z.object({ id_cidade: text, nome_cidade: text }),
      bairros: z.array(z.object({ id_bairro: text, nome_bairro: text, atendido: servedSchema.nullish() })),
    }),
  ),
});
export type Cities = z.infer<typeof neighbourhoodsSchema>['bairros'];

const writeSchema = z.looseObject({ mensagem: z.string().optional(), atendido: servedSchema.optional() });
type Write = z.infer<typeof writeSchema>;
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
    res = await api.legacy('v1', 'post', path, writeSchema, { form });
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

export const storeUserSchema = z.object({
  id: z.coerce.number(),
  name: text,
  email: text,
  status: z.enum(['S', 'N']).catch('S'),
  access_group_merchant: z
    .enum(['admin', 'operator'])
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  role_group: text,
  merchant_id: z.coerce.number().catch(0),
});
export type StoreUserView = z.infer<typeof storeUserSchema>;
export const storeUsersSchema = wrappedOrBare('data', z.object({ data: z.array(storeUserSchema) }));

export function createUser(api: ApiClient, body: StoreUserInput) {
  return api.json('users', 'post', 'users/merchant-create', storeUserSchema, { body, expect: [400, 422] });
}

export function updateUser(api: ApiClient, id: number, body: StoreUserInput) {
  return api.json('users', 'post', `users/merchant-update/${id}`, storeUserSchema, { body, expect: [422] });
}
