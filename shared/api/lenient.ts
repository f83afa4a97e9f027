/**
 * Lenient zod readers for the platform's answers. They read leniently where the legacy API is
 * known to vary (ids as numbers, flags as 'S'/'N', 1/0 or booleans, amounts as strings), so a
 * harmless variation never breaks a screen, while each declares as its *input* type the shapes
 * the platform is known to send: the sandbox types its answers with `z.input<typeof schema>`,
 * so a sandbox that drifts from what the panel reads fails to compile.
 *
 * `z.custom<T>()` with no check accepts anything at run time: it is how a reader that must take
 * any value (and decide itself what to keep) still declares the input the platform documents.
 */
import { z } from 'zod';
import { parseMoney } from '../format';
import type { YesNo } from './platform-v1';

/** Where tolerated oddities (a malformed order, a dropped list item) are reported. */
export type Warn = (message: string, context: Record<string, unknown>) => void;

/** Short, safe-to-log summary of a zod failure (paths and codes, never the whole payload). */
export function issuesOf(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(raiz)'}: ${i.code}`);
}

const apiWarn: Warn = (message, context) => console.warn(`[api] ${message}`, context);

// ---------------------------------------------------------------- list envelopes

/**
 * A response the spec calls "a list": a bare array, or the wrapped form `{ [key]: [...] }` the
 * platform answers today. Anything else reads as an empty list; items are checked by the caller.
 */
export function listResponse(key: string) {
  return z
    .custom<readonly unknown[] | Record<string, unknown>>()
    .optional()
    .transform((body): unknown[] => {
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
  return z
    .custom<z.input<S> | readonly unknown[]>()
    .transform((body): unknown => (Array.isArray(body) ? { [key]: body } : body))
    .pipe(schema);
}

// ---------------------------------------------------------------- tolerant lists

/** What a list answer lost: the records left out because they could not be read. */
export interface DroppedItems {
  /** The call (or the list) the items came from. */
  where: string;
  dropped: number;
  total: number;
}

type DroppedItemsListener = (report: DroppedItems) => void;
const droppedItemsListeners = new Set<DroppedItemsListener>();

/**
 * Subscribes to dropped-item reports (the renderer tells staff: a list, or a report's sum, without
 * some records must not pass as whole). Registering the same listener twice keeps one.
 */
export function onDroppedItems(listener: DroppedItemsListener): () => void {
  droppedItemsListeners.add(listener);
  return () => droppedItemsListeners.delete(listener);
}

/**
 * The items of a list answer: an array, null/missing (an empty list) or the object with keys
 * '0', '1', ... PHP's json_encode writes for a filtered array, `{}` when nothing is left (or
 * when the server forces objects). Anything else is not a list.
 */
function itemsOf(body: unknown): unknown[] | null {
  if (body === null || body === undefined) return [];
  // Stryker disable next-line ConditionalExpression: an array's keys are its indices in order, so the object path below reads it the same (JSON has no holes).
  if (Array.isArray(body)) return body;
  if (typeof body === 'object') {
    const keys = Object.keys(body);
    if (keys.every((k) => /^\d+$/.test(k))) {
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
export function lenientList<T extends z.ZodType>(
  item: T,
  where: string,
  warn: Warn = apiWarn,
  /**
   * false for what the desk only shows beside its work (a notice): the loss is logged, not put
   * in front of staff, who cannot act on it there.
   */
  tellStaff = true,
) {
  // `.optional()` first: a missing key is an empty list, and zod 4 rejects it otherwise.
  return z
    .custom<readonly z.input<T>[] | Record<string, z.input<T>> | null>()
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
        if (tellStaff) {
          for (const listener of droppedItemsListeners) listener({ where, dropped, total: list.length });
        }
      }
      return kept;
    });
}

/**
 * The one way to read a list answer: `{ [key]: [...], ... }` as documented, or the bare array,
 * each item read by `lenientList`. Screens get `{ [key]: T[] }` either way.
 */
export function listOf<K extends string, T extends z.ZodType>(key: K, item: T, where: string = key) {
  const shape = { [key]: lenientList(item, where) } as Record<K, ReturnType<typeof lenientList<T>>>;
  return wrappedOrBare(key, z.looseObject(shape));
}

/**
 * A list the spec names without its envelope: the bare array, or the array under the first of
 * `keys` the body has (`{data: [...]}`, `{invoices: [...]}`), each item read by `lenientList`.
 * An object with none of the keys still fails, unless it is a PHP-style list (`{}`, the empty one, too).
 */
export function listIn<T extends z.ZodType>(
  keys: readonly [string, ...string[]],
  item: T,
  where: string,
  options: { warn?: Warn; tellStaff?: boolean } = {},
) {
  return z
    .custom<readonly z.input<T>[] | Record<string, unknown> | null>()
    .optional()
    .transform((body): unknown => {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
      const wrapped = body as Record<string, unknown>;
      const key = keys.find((k) => wrapped[k] !== undefined);
      return key === undefined ? body : wrapped[key];
    })
    .pipe(lenientList(item, where, options.warn, options.tellStaff));
}

// ---------------------------------------------------------------- tolerant fields

/**
 * The same reader for each of `keys`: a record's run of alike fields (texts, amounts, links) in
 * one line, spread into its object schema.
 */
export function fieldsOf<K extends string, S extends z.ZodType>(
  reader: S,
  ...keys: readonly K[]
): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, reader])) as Record<K, S>;
}

/** An id (number or text); an empty or missing one fails the item. */
export const requiredId = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', 'id vazio');

/** An id (number or text) as text; unlike requiredId an empty one passes. */
export const idString = z.union([z.string(), z.number()]).transform((v) => String(v));

/** An amount as parseMoney reads it (12.5, '12.50', '12,50', '1.234,56'); anything else fails the item. */
export const money = z.custom<string | number>().transform((v, ctx) => {
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
    .custom<string | number | null>()
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

/** An amount or nothing: what parseMoney cannot read is null (never a failure). */
export const optionalNumber = z
  .custom<string | number | null>()
  .optional()
  .transform((v) => parseMoney(v));

/** Text that may come as a number, null or missing ('' then). */
export const lenientText = z
  .custom<string | number | null>()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));

/** Text or a number as text, null or missing as ''; unlike lenientText any other type fails the item. */
export const scalarText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

/** Any value as `String()` writes it, null or missing as ''; unlike lenientText a boolean is 'true'. */
export const anyAsText = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());

/** As anyAsText, but null, missing or '' is null. */
export const anyAsTextOrNull = z
  .preprocess((v) => (v === null || v === undefined || v === '' ? null : String(v)), z.string().nullable())
  .catch(null);

/**
 * Text cut to `max` characters, a finite number as text, anything else ''; unlike lenientText a
 * long text is cut and NaN is ''.
 */
export const cappedText = (max: number) =>
  z
    .custom<string | number | null>()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.slice(0, max) : Number.isFinite(v) ? String(v) : ''));

/** As cappedText, but blank text and anything that is not text or a finite number is null. */
export const cappedTextOrNull = (max: number) =>
  z
    .custom<string | number | null>()
    .optional()
    .transform((v) => {
      if (Number.isFinite(v)) return String(v);
      if (typeof v !== 'string' || v.trim() === '') return null;
      return v.slice(0, max);
    });

/** A number, or text of one; anything else is 0 (never a failure). */
export const numberOrZero = z
  // Blank text is Number('') = 0, the fallback anyway.
  .preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number())
  .catch(0);

/** An amount as parseMoney reads it; unlike optionalMoney(0), text that is not money is 0 too. */
export const moneyOrZero = z
  .custom<string | number | null>()
  .optional()
  .transform((v) => parseMoney(v) ?? 0);

/** A count: a number or text of one, floored; negative, missing or unreadable is 0. */
export const countOrZero = z
  .custom<string | number | null>()
  .optional()
  .transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  });

/** An http(s) address; anything else (missing, javascript:, a number) reads as null, never a link. */
export const httpUrl = z
  .custom<string | null>()
  .optional()
  .transform((v) => (typeof v === 'string' && /^https?:\/\//i.test(v) ? v : null));

const TRUE_FLAGS = new Set<unknown>([true, 1, '1', 's', 'sim', 'true']);
/** Text flags in any case and with stray spaces ('S', ' sim', 'TRUE'): a server's casing is no refusal. */
const isTrue = (v: unknown): boolean => TRUE_FLAGS.has(typeof v === 'string' ? v.trim().toLowerCase() : v);

/** A yes/no flag in any of the shapes the legacy API uses; null, absent or anything else is no. */
export const flag = z.custom<boolean | number | string | null>().optional().transform(isTrue);

/** 'S' | 'N' from 'S'/'N' (any case), booleans or 1/0; anything else is rejected. */
export const yesNo = z
  .union([z.enum(['S', 'N', 's', 'n']), z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])])
  .transform((v): YesNo => (isTrue(v) ? 'S' : 'N'));

/**
 * 'S' for 'S'/'s', true, 1 or '1'; anything else, missing included, is 'N'. Unlike yesNo it never
 * fails, and unlike flag it does not take 'sim' or 'true'.
 */
// `.optional()` first: zod 4 otherwise rejects a missing key (a bare list has no flags).
export const yesNoOrN = z
  .unknown()
  .optional()
  .transform((v): YesNo => (v === 'S' || v === 's' || v === true || v === 1 || v === '1' ? 'S' : 'N'));

/** A whole number, or text of one (' 12 ', '-3'); anything else (12.5, '1e3', '') is null. */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

/** A whole number (as `wholeNumber` reads it) within min..max; anything else reads as `fallback`. */
export const intWithin = (min: number, max: number, fallback: number) =>
  z
    .custom<number | string | null>()
    .optional()
    .transform((v): number => {
      const n = wholeNumber(v);
      return n !== null && n >= min && n <= max ? n : fallback;
    });

/**
 * One of `options`: text is trimmed, and where the options are numbers a value is read as
 * `wholeNumber` reads it ('3' is 3). Anything else reads as `fallback`.
 */
export const oneOfOr = <T extends string | number>(options: readonly T[], fallback: T) =>
  z
    .custom<T | string | null>()
    .optional()
    .transform((value): T => {
      const v =
        typeof options[0] === 'number'
          ? wholeNumber(value)
          : typeof value === 'string'
            ? value.trim()
            : value;
      return options.find((o) => o === v) ?? fallback;
    });
