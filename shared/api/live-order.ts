/**
 * The full order (spec 01 §3), one shape from socket to printer: the orders desk reads it with
 * `liveOrderSchema`, the ticket layout and main's print journal take the parsed `LiveOrder`, and
 * main validates what the renderer asks to print with the same schema at the IPC door.
 *
 * Only the identity and the status are required; everything else is read leniently with
 * defaults, so one odd field never hides an order, while a payload without an id or status is
 * rejected (and logged by the caller). The readers declare as input what the platform sends
 * (`Order` in platform-v1 must fit `z.input<typeof liveOrderSchema>`).
 */
import { z } from 'zod';
import type { LabelValue } from './platform-v1';
import { cappedText, cappedTextOrNull, countOrZero, flag, issuesOf, moneyOrZero, type Warn } from './lenient';

/** Order ids go into URLs (pedidos/listar/{id}): digits, letters, '-' and '_' only. */
export const ORDER_ID_PATTERN = /^[\w-]{1,64}$/;

const orderId = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(ORDER_ID_PATTERN));

const MAX_TEXT = 5000;

/** The order's texts, cut where no screen or ticket could show more. */
const orderText = cappedText(MAX_TEXT);
const orderTextOrNull = cappedTextOrNull(MAX_TEXT);

/** '1' / '0' as the platform sends the first-purchase flags, whatever shape they came in. */
const oneZero = flag.transform((v): '0' | '1' => (v ? '1' : '0'));

/** What a list field of the order became: the items read, and whether any that came was lost. */
interface ReadList<T> {
  list: T[];
  lost: boolean;
}

/**
 * Up to `limit` items. A malformed item is left out and anything but an array (null and absent
 * read as none) is an empty list; either way `lost` says the platform sent something not shown.
 */
function listOf<T extends z.ZodType>(item: T, limit: number) {
  return z
    .custom<readonly z.input<T>[] | null>()
    .optional()
    .transform((v): ReadList<z.output<T>> => {
      if (v === undefined || v === null) return { list: [], lost: false };
      if (!Array.isArray(v)) return { list: [], lost: true };
      const list: z.output<T>[] = [];
      for (const raw of v.slice(0, limit)) {
        const parsed = item.safeParse(raw);
        if (parsed.success) list.push(parsed.data);
      }
      return { list, lost: list.length < Math.min(v.length, limit) };
    });
}

/** A label or a value: text, or a number as text; null or absent is ''. */
const pairPart = z
  .union([z.string().max(MAX_TEXT), z.number().finite().transform(String)])
  .nullish()
  .transform((v) => v ?? '');

/** The spec's `[label, value]`, the platform's `{label, value}` and a Portuguese `{rotulo, valor}`. */
type LabelValueInput =
  | readonly [string | number | null, string | number | null]
  | { label?: string | number | null; value?: string | number | null }
  | { rotulo?: string | number | null; valor?: string | number | null };

/** The label and the value of a line in any notation; undefined when it is in none. */
function pairOf(v: unknown): [unknown, unknown] | undefined {
  if (Array.isArray(v)) return v.length === 2 ? [v[0], v[1]] : undefined;
  if (v === null || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  if ('label' in o || 'value' in o) return [o.label, o.value];
  if ('rotulo' in o || 'valor' in o) return [o.rotulo, o.valor];
  return undefined;
}

/**
 * A label/value line of dados_pagamento or andamentos, in any of its three notations; anything
 * else (a list not of two, an object with neither notation's keys, a label that is an object)
 * is not a line.
 */
const labelValue = z.custom<LabelValueInput>().transform((v, ctx): LabelValue => {
  const pair = pairOf(v);
  const label = pairPart.safeParse(pair?.[0]);
  const value = pairPart.safeParse(pair?.[1]);
  if (pair === undefined || !label.success || !value.success) {
    // Stryker disable next-line ObjectLiteral,StringLiteral: no one reads the issue: listOf only counts the line as lost.
    ctx.addIssue({ code: 'custom', message: 'não é um par rótulo/valor' });
    return z.NEVER;
  }
  return { label: label.data, value: value.data };
});

/** An option line: text, or a number as text. */
const optionLine = z.union([z.string().max(MAX_TEXT), z.number().finite().transform(String)]);

/** An item's `linhas`: the list of lines, or one text with a line per row (blank rows dropped). */
const itemLines = z
  .custom<readonly (string | number)[] | string | null>()
  .optional()
  .transform((v) =>
    typeof v === 'string'
      ? v
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter((l) => l !== '')
      : v,
  )
  .pipe(listOf(optionLine, 100));

const itemFields = z.object({
  nome: orderText,
  quantidade: moneyOrZero,
  valor_unitario: moneyOrZero,
  valor_total: moneyOrZero,
  linhas: itemLines,
  id_cardapio_categoria: orderText,
});
const item = itemFields.transform(({ linhas, ...rest }) => ({
  item: { ...rest, linhas: linhas.list },
  lost: linhas.lost,
}));
export type LiveOrderItem = z.output<typeof item>['item'];

/** The list fields of pedidoObj whose loss the detail names. */
const LIST_FIELDS = ['itens', 'dados_pagamento', 'andamentos'] as const;

const detailsFields = z.object({
  usuario_nome: orderText,
  usuario_compras: countOrZero,
  usuario_confirmado: flag,
  usuario_telefone_formatado: orderText,
  hash_pedido: orderText,
  retirada_local: flag,
  endereco_id_bairro: orderTextOrNull,
  endereco_completo: orderText,
  itens: listOf(item, 500),
  observacoes: orderText,
  dados_pagamento: listOf(labelValue, 100),
  cobrar_cliente: flag,
  forma_pagamento: orderText,
  andamentos: listOf(labelValue, 200),
  /** Kept when a read order is read again (main's IPC door, the offline copy). */
  naoLidos: z.array(z.string().max(64)).max(10).optional(),
});

/**
 * pedidoObj with its lists flattened. `naoLidos` (only when there is any) names the fields the
 * platform sent but the desk could not read in whole: the detail says so, the log names them.
 */
const details = detailsFields.transform(({ itens, dados_pagamento, andamentos, naoLidos, ...rest }) => {
  const lost = new Set(naoLidos ?? []);
  const lists = { itens, dados_pagamento, andamentos };
  for (const field of LIST_FIELDS) if (lists[field].lost) lost.add(field);
  if (itens.list.some((i) => i.lost)) lost.add('itens.linhas');
  return {
    ...rest,
    itens: itens.list.map((i) => i.item),
    dados_pagamento: dados_pagamento.list,
    andamentos: andamentos.list,
    ...(lost.size > 0 ? { naoLidos: [...lost] } : {}),
  };
});
export type LiveOrderDetails = z.output<typeof details>;

const EMPTY_DETAILS: LiveOrderDetails = details.parse({});

/** JSON text of an object (a server that encodes pedidoObj twice); anything else as it came. */
function fromJsonText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

/** pedidoObj: the object or its JSON text; absent or null is empty, anything else is empty and named. */
const orderDetails = z
  .custom<z.input<typeof detailsFields> | string | null>()
  .optional()
  .transform((v): LiveOrderDetails => {
    if (v === undefined || v === null) return EMPTY_DETAILS;
    const parsed = details.safeParse(fromJsonText(v));
    return parsed.success ? parsed.data : { ...EMPTY_DETAILS, naoLidos: ['pedidoObj'] };
  });

export const liveOrderSchema = z.object({
  id_pedido: orderId,
  status: z.string().trim().min(1).max(32),
  hash_pedido: orderText,
  pedido: orderText,
  data_criacao: orderText,
  segundos: countOrZero,
  valor_total: moneyOrZero,
  usuario_nome: orderText,
  id_usuario: orderText,
  usuario_telefone_formatado: orderText,
  usuario_confirmado: flag,
  estabelecimento_nome: orderText,
  endereco_id: orderTextOrNull,
  endereco_completo: orderText,
  compraGlobal: oneZero,
  compraEst: oneZero,
  app_origin: orderText,
  chat_enabled: flag,
  canUseExternalDelivery: flag,
  externalDeliveryStatus: orderTextOrNull,
  externalDeliveryId: orderTextOrNull,
  externalDeliveryWithCode: flag,
  /**
   * The JSON service's id (PUT orders/{orderId}); falls back to id_pedido. null reads as missing,
   * so a parsed order (orderId null) parses again unchanged at main's IPC door.
   */
  orderId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === undefined || v === null ? null : String(v).trim()))
    .pipe(z.string().regex(ORDER_ID_PATTERN).nullable().catch(null)),
  motivo_cancelamento: orderTextOrNull,
  pedidoObj: orderDetails,
});

/** The order from socket to printer: the desk's state, the ticket layout and the print journal. */
export type LiveOrder = z.output<typeof liveOrderSchema>;
/** What the schema accepts: the platform's order (platform-v1 `Order`) must fit it. */
export type LiveOrderInput = z.input<typeof liveOrderSchema>;

/**
 * The envelope fields of an app order with no purchase flags, no chat and no external delivery:
 * the ticket preview's sample order and the tests' orders start from it.
 */
export const PLAIN_APP_ORDER_FLAGS = {
  compraGlobal: '0',
  compraEst: '0',
  app_origin: 'app',
  chat_enabled: false,
  canUseExternalDelivery: false,
  externalDeliveryStatus: null,
  externalDeliveryId: null,
  externalDeliveryWithCode: false,
} as const satisfies Partial<LiveOrder>;

// ---------------------------------------------------------------- the 'pedido' event

/** Shown when a 'mensagem' event carries no text the desk can find: the clerk knows one came. */
export const UNREADABLE_PLATFORM_MESSAGE = 'Recebemos uma mensagem da plataforma que não pôde ser exibida.';

/**
 * Where a 'mensagem' event's text may be: the spec names no field, so every name a sensible
 * server would use, ours (texto) first.
 */
const MESSAGE_TEXT_FIELDS = ['texto', 'mensagem', 'msg', 'message', 'text'] as const;
const MAX_MESSAGE = 2000;

/**
 * A 'mensagem' event: its text from the first of MESSAGE_TEXT_FIELDS that holds any (a number
 * reads as text, a long one is cut with '…'), or null when none does; `campos` names the keys
 * it came with, for the log (never their values).
 */
const platformMessage = z
  .looseObject({ tipo: z.literal('mensagem') })
  .transform((raw): { tipo: 'mensagem'; texto: string | null; campos: string[] } => {
    const fields = raw as Record<string, unknown>;
    for (const key of MESSAGE_TEXT_FIELDS) {
      const v = fields[key];
      const t = typeof v === 'string' ? v.trim() : Number.isFinite(v) ? String(v) : '';
      if (t !== '') {
        const texto = t.length > MAX_MESSAGE ? `${t.slice(0, MAX_MESSAGE - 1)}…` : t;
        return { tipo: 'mensagem', texto, campos: [] };
      }
    }
    return {
      tipo: 'mensagem',
      texto: null,
      campos: Object.keys(fields)
        .slice(0, 10)
        .map((k) => k.slice(0, 40)),
    };
  });

/** The store socket's 'pedido' event (spec 01 §4): tipo 'novo' | 'atualiza' | 'f5pagina' | 'mensagem'. */
export const orderEventSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('novo'), id_pedido: orderId }),
  z.object({ tipo: z.literal('atualiza'), id_pedido: orderId }),
  z.object({ tipo: z.literal('f5pagina') }),
  platformMessage,
]);
export type OrderEventPayload = z.output<typeof orderEventSchema>;

/** Where malformed realtime or order payloads are reported. */
export const consoleWarn: Warn = (message, context) => console.warn(`[pedidos] ${message}`, context);

/** Parses one order; a malformed one is reported and skipped (null). */
export function parseLiveOrder(raw: unknown, warn: Warn, where: string): LiveOrder | null {
  const parsed = liveOrderSchema.safeParse(raw);
  if (parsed.success) {
    const lost = parsed.data.pedidoObj.naoLidos;
    if (lost) warn('campos do pedido não lidos', { where, id_pedido: parsed.data.id_pedido, campos: lost });
    return parsed.data;
  }
  const id = (raw as { id_pedido?: unknown } | null | undefined)?.id_pedido;
  warn('pedido malformado ignorado', {
    where,
    id_pedido: typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 64) : undefined,
    issues: issuesOf(parsed.error),
  });
  return null;
}
