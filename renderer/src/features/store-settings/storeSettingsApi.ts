/**
 * Store-settings calls (spec 02 §7 Operating hours, payments; Neighbourhoods; Users) and their
 * schemas. Legacy writes share one outcome: a refusal opens 'Atenção!' with the server's text (or
 * the error dialog for the hours, spec 02 §8), a success toasts its mensagem for 2 s.
 */
import { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../api/http';
import { dialogs } from '../../components/feedback/dialogs';
import {
  lenientList,
  listOf,
  optionalMoney,
  requiredId,
  wrappedOrBare,
} from '../../../../shared/api/lenient';
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
// `.optional()` first: zod 4 otherwise rejects a missing key (a bare list has no flags).
const yesNo = z
  .unknown()
  .optional()
  .transform((v): 'S' | 'N' => (v === 'S' || v === 's' || v === true || v === 1 || v === '1' ? 'S' : 'N'));

const daySchema = z.object({
  abreviacao: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(DAY_ABBREVIATIONS),
  ),
  checked: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 1 || v === '1' || v === 'S' || v === 'true'),
  abertura: text,
  fechamento: text,
  abertura2: text,
  fechamento2: text,
});

/** The day rows as documented (obj with auto_abrir/auto_fechar) or a bare list of days. */
export const hoursSchema = wrappedOrBare(
  'obj',
  z.object({
    auto_abrir: yesNo,
    auto_fechar: yesNo,
    obj: lenientList(daySchema, 'software_app/listarHorarios'),
  }),
);
export type Hours = z.infer<typeof hoursSchema>;

export const paymentsSchema = listOf(
  'obj',
  z.object({
    chave: requiredId,
    nome: text,
    selected: z
      .unknown()
      .optional()
      .transform((v) => v === true || v === 1 || v === '1' || v === 'S' || v === 'true'),
  }),
  'software_app/listarpagamentos',
);

/**
 * A fee or minimum as the API stores it ('7.50'), read from any money form ('7,50', 7.5);
 * missing or null is ''. Unreadable text fails the neighbourhood rather than show R$ 0,00.
 */
const servedMoney = optionalMoney(null).transform((n) => (n === null ? '' : n.toFixed(2)));

const servedSchema = z.object({
  id_estabelecimento_bairro: requiredId,
  id_estabelecimento: text,
  inativo: yesNo,
  valor_minimo: servedMoney,
  valor_taxa: servedMoney,
  valor_taxa_old: servedMoney,
  valor_frete_gratis: servedMoney,
});
export type Served = z.infer<typeof servedSchema>;

/** Cities read one by one, and each city's neighbourhoods one by one (a bad one is left out). */
export const neighbourhoodsSchema = listOf(
  'bairros',
  z.object({
    cidade: z.object({ id_cidade: requiredId, nome_cidade: text }),
    bairros: lenientList(
      z.object({ id_bairro: requiredId, nome_bairro: text, atendido: servedSchema.nullish() }),
      'estabelecimentobairros/listar bairros',
    ),
  }),
  'estabelecimentobairros/listar',
);
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

/** A user id: a positive whole number, as a number or as text (never null read as 0). */
const userId = z
  .union([z.number().int().positive(), z.string().trim().regex(/^\d+$/)])
  .transform(Number)
  .refine((n) => n > 0, 'id inválido');

export const storeUserSchema = z.object({
  id: userId,
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
export const storeUsersSchema = listOf('data', storeUserSchema, 'users/merchant');

export function createUser(api: ApiClient, body: StoreUserInput) {
  return api.json('users', 'post', 'users/merchant-create', storeUserSchema, { body, expect: [400, 422] });
}

export function updateUser(api: ApiClient, id: number, body: StoreUserInput) {
  return api.json('users', 'post', `users/merchant-update/${id}`, storeUserSchema, { body, expect: [422] });
}
