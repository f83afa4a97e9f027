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

/** Up to `limit` items; a malformed one is left out, anything but an array is an empty list. */
function listOf<T extends z.ZodType>(item: T, limit: number) {
  return z
    .custom<readonly z.input<T>[] | null>()
    .optional()
    .transform((v) => {
      if (!Array.isArray(v)) return [] as z.output<T>[];
      const out: z.output<T>[] = [];
      for (const raw of v.slice(0, limit)) {
        const parsed = item.safeParse(raw);
        if (parsed.success) out.push(parsed.data);
      }
      return out;
    });
}

const labelValue = z
  .object({ label: orderText, value: orderText })
  .transform((lv): LabelValue => ({ label: lv.label, value: lv.value }));

const item = z.object({
  nome: orderText,
  quantidade: moneyOrZero,
  valor_unitario: moneyOrZero,
  valor_total: moneyOrZero,
  linhas: listOf(z.string().max(MAX_TEXT), 100),
  id_cardapio_categoria: orderText,
});
export type LiveOrderItem = z.output<typeof item>;

const details = z.object({
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
});
export type LiveOrderDetails = z.output<typeof details>;

const EMPTY_DETAILS: LiveOrderDetails = details.parse({});

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
  pedidoObj: details
    .optional()
    .catch(undefined)
    .transform((d) => d ?? EMPTY_DETAILS),
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
      const t =
        typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
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
  if (parsed.success) return parsed.data;
  const id = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).id_pedido : undefined;
  warn('pedido malformado ignorado', {
    where,
    id_pedido: typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 64) : undefined,
    issues: issuesOf(parsed.error),
  });
  return null;
}
