/**
 * zod schemas for the responses the UI depends on. They follow shared/api/* (what the platform
 * sends) but read leniently where the legacy API is known to vary (ids as numbers, flags as
 * 'S'/'N', 1/0 or booleans, amounts as strings), so a harmless variation never breaks a screen.
 */
import { z } from 'zod';
import { sessionUserSchema } from '../../../shared/bridge-schemas';
import { parseMoney } from '../../../shared/format';
import { notify } from '../components/feedback/notify';
import { ROLE_ADMIN, type SessionUser } from '../../../shared/session';
import type { YesNo } from '../../../shared/api/platform-v1';

/**
 * A response the spec calls "a list": a bare array, or the wrapped form `{ [key]: [...] }` the
 * platform answers today. Anything else reads as an empty list; items are checked by the caller.
 */
export function listResponse(key: string) {
  return z.unknown().transform((body): unknown[] => {
    if (Array.isArray(body)) return body;
    const wrapped =
      body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
    return Array.isArray(wrapped) ? wrapped : [];
  });
}

/**
 * `schema` for a wrapped list (`{ [key]: [...] , ...}`) that also reads a bare array as that list:
 * the platform documents some answers only as "a list" (01 §7: faturas/listar; 02 §7: users/merchant).
 */
export function wrappedOrBare<S extends z.ZodType>(key: string, schema: S) {
  return z.preprocess((body) => (Array.isArray(body) ? { [key]: body } : body), schema);
}

// ---------------------------------------------------------------- tolerant lists

/** Where tolerated oddities (a dropped list item) are reported. */
export type Warn = (message: string, context: Record<string, unknown>) => void;

/** Short, safe-to-log summary of a zod failure (paths and codes, never the whole payload). */
export function issuesOf(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(raiz)'}: ${i.code}`);
}

const apiWarn: Warn = (message, context) => console.warn(`[api] ${message}`, context);

/**
 * The items of a list answer: an array, null/missing (an empty list) or the object with keys
 * '0', '1', ... PHP's json_encode writes for a filtered array. Anything else is not a list.
 */
function itemsOf(body: unknown): unknown[] | null {
  if (body === null || body === undefined) return [];
  if (Array.isArray(body)) return body;
  if (typeof body === 'object') {
    const keys = Object.keys(body);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => (body as Record<string, unknown>)[k]);
    }
  }
  return null;
}

/**
 * A list read item by item: a malformed item (an id or an amount that cannot be read) is left
 * out and reported once per answer, so one bad row never costs the screen its good ones. A body
 * that is not a list at all still fails (the screen shows its error state, not a false "empty").
 */
export function lenientList<T extends z.ZodType>(item: T, where: string, warn: Warn = apiWarn) {
  // `.optional()` first: a missing key is an empty list, and zod 4 rejects it otherwise.
  return z
    .unknown()
    .optional()
    .transform((body, ctx): z.output<T>[] => {
      const list = itemsOf(body);
      if (list === null) {
        ctx.addIssue({ code: 'custom', message: 'não é uma lista' });
        return z.NEVER;
      }
      const kept: z.output<T>[] = [];
      let firstIssues: string[] | null = null;
      for (const raw of list) {
        const parsed = item.safeParse(raw);
        if (parsed.success) kept.push(parsed.data);
        else firstIssues ??= issuesOf(parsed.error);
      }
      if (firstIssues) {
        const dropped = list.length - kept.length;
        warn('itens malformados ignorados', { where, dropped, total: list.length, issues: firstIssues });
        // Staff are told too: a list (or a report's sum) without some records must not pass as whole.
        notify.warning(droppedItemsMessage(dropped), `api-dropped:${where}`);
      }
      return kept;
    });
}

/** What staff read when a list came with records that could not be read. */
export function droppedItemsMessage(dropped: number): string {
  return dropped === 1
    ? '1 registro veio do servidor com dados inválidos e não é exibido.'
    : `${dropped} registros vieram do servidor com dados inválidos e não são exibidos.`;
}

/**
 * The one way to read a list answer: `{ [key]: [...], ... }` as documented, or the bare array,
 * each item read by `lenientList`. Screens get `{ [key]: T[] }` either way.
 */
export function listOf<K extends string, T extends z.ZodType>(key: K, item: T, where: string = key) {
  const shape = { [key]: lenientList(item, where) } as Record<K, ReturnType<typeof lenientList<T>>>;
  return wrappedOrBare(key, z.looseObject(shape));
}

// ---------------------------------------------------------------- tolerant fields

/** An id (number or text); an empty or missing one fails the item. */
export const requiredId = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', 'id vazio');

/** An amount as parseMoney reads it (12.5, '12.50', '12,50', '1.234,56'); anything else fails the item. */
export const money = z.unknown().transform((v, ctx) => {
  const n = parseMoney(v);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: 'valor inválido' });
    return z.NEVER;
  }
  return n;
});

/**
 * An optional amount: missing, null or '' read as `fallback`; a value that is there but is not
 * money still fails the item (it is never shown as R$ 0,00).
 */
export const optionalMoney = <F extends number | null>(fallback: F) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | F => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return fallback;
      const n = parseMoney(v);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: 'valor inválido' });
        return z.NEVER;
      }
      return n;
    });

/** Text that may come as a number, null or missing ('' then). */
export const lenientText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));

/** An http(s) address; anything else (missing, javascript:, a number) reads as null, never a link. */
export const httpUrl = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && /^https?:\/\//i.test(v) ? v : null));

const TRUE_FLAGS = new Set<unknown>([true, 1, '1', 'S', 's', 'true', 'sim', 'SIM']);

/** A yes/no flag in any of the shapes the legacy API uses. */
export const flag = z
  .unknown()
  .optional()
  .transform((v) => TRUE_FLAGS.has(v));

/** 'S' | 'N' from 'S'/'N' (any case), booleans or 1/0; anything else is rejected. */
export const yesNo = z
  .union([z.enum(['S', 'N', 's', 'n']), z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])])
  .transform((v): YesNo => (TRUE_FLAGS.has(v) ? 'S' : 'N'));

const idString = z.union([z.string(), z.number()]).transform((v) => String(v));
// `.optional()` before the transform: zod 4 otherwise rejects a missing key.
const optionalText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
const optionalNumber = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = parseMoney(v);
    return n === null ? null : n;
  });

// ---------------------------------------------------------------- login

/**
 * The session user of login/index. Ids may come as numbers; a missing role_group falls back to
 * 'Lojista Admin' as the original panel did (spec 03 §6), while an empty list stays empty so
 * the no-roles rule logs the user out.
 */
export const loginUserSchema = z
  .looseObject({ id_estabelecimento: idString, id_usuario: idString })
  .transform((raw) => ({
    ...raw,
    role_group:
      raw.role_group === undefined || raw.role_group === null
        ? [ROLE_ADMIN]
        : typeof raw.role_group === 'string'
          ? [raw.role_group]
          : raw.role_group,
  }))
  .pipe(sessionUserSchema) satisfies z.ZodType<SessionUser>;

export const loginResponseSchema = z.object({ usuario: loginUserSchema });

// ---------------------------------------------------------------- store

export const storeDetailsSchema = z.object({
  id_estabelecimento: idString,
  fechado: yesNo,
  logotipo: optionalText,
  nome: optionalText,
  loja_bloqueada: yesNo.catch('N'),
  texto_bloqueada: optionalText,
  upload_em_massa: flag,
  entrega_minimo: optionalNumber,
  entrega_maximo: optionalNumber,
  aviso: yesNo.catch('N'),
});
export type StoreInfo = z.infer<typeof storeDetailsSchema>;

export const getStoreResponseSchema = z.object({ estabelecimento: storeDetailsSchema });

export const messageResponseSchema = z.object({ mensagem: optionalText });

// ---------------------------------------------------------------- orders (Início summary)

export const orderSummarySchema = z.looseObject({
  id_pedido: idString,
  status: z.string(),
  data_criacao: optionalText,
  valor_total: optionalNumber,
  usuario_nome: optionalText,
  pedidoObj: z.looseObject({ usuario_nome: optionalText }).optional().catch(undefined),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Orders are read one by one: a single odd order is skipped instead of failing the list. */
export const ordersResponseSchema = z.object({ pedidos: z.array(z.unknown()) }).transform(({ pedidos }) => {
  const valid: OrderSummary[] = [];
  for (const p of pedidos) {
    const parsed = orderSummarySchema.safeParse(p);
    if (parsed.success) valid.push(parsed.data);
  }
  return { pedidos: valid, skipped: pedidos.length - valid.length };
});

// ---------------------------------------------------------------- terms

export const termsCheckSchema = z.object({
  assinar: flag,
  texto: optionalText,
  email: optionalText,
  link: optionalText,
  contrato: optionalText,
  obrigatorio: flag,
});
export type TermsCheck = z.infer<typeof termsCheckSchema>;

export const sendToSignatureSchema = z.object({ close: flag, mensagem: optionalText });

// ---------------------------------------------------------------- invoices (JSON base)

export const overdueInvoicesSchema = z.object({
  data: z.array(
    z.looseObject({
      id: idString,
      overdues_at: z.string(),
      balance: z.unknown().transform((v, ctx) => {
        const n = parseMoney(v);
        if (n === null) {
          ctx.addIssue({ code: 'custom', message: 'balance inválido' });
          return z.NEVER;
        }
        return n;
      }),
    }),
  ),
});
export type OverdueInvoice = z.infer<typeof overdueInvoicesSchema>['data'][number];

// ---------------------------------------------------------------- reset-password (JSON base)

export const verifyDocumentSchema = z.object({
  establishments: z.array(
    z.object({
      id_estabelecimento: idString,
      nome: optionalText,
      razao_social: optionalText,
      bairro: optionalText,
    }),
  ),
});
export type FoundEstablishmentInfo = z.infer<typeof verifyDocumentSchema>['establishments'][number];

export const verifyEstablishmentSchema = z.object({ email: optionalText, telefone: optionalText });

export const sendCodeSchema = z.object({ uuid: z.string().min(1), usuario: optionalText });

export const savePasswordSchema = z.looseObject({ success: z.unknown().optional() });
