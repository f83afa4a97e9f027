/**
 * Input schemas of the older routes and the control API. Shape violations (wrong types, oversized
 * values) become 4xx; what is left (empty, unknown, out of the presets) is judged by the routes
 * with the spec's messages. Control schemas are strict so a typo in a test fails loudly instead of
 * being ignored.
 */
import { z } from 'zod';
import { HttpError } from './http';
import { KNOWN_STATUSES } from './orders/transitions';
import { ORDER_STATUSES } from './orders/service';
import { MAX_ORDERS_PER_MINUTE } from './orders/simulator';
import { NAMESPACE_NAMES } from './realtime';

const text = (max: number) => z.string().max(max);
/** An id or number as form-encoding (string) or JSON (number) carries it. */
const idLike = z.union([z.string().max(20), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);
const yesNo = z.enum(['S', 'N']);

export const loginBody = z.object({
  usuario: text(200).optional(),
  senha: text(200).optional(),
  /** Auto-login (/login/{usuario}/{hash}): a live session hash of that user instead of the password. */
  hash: text(256).optional(),
});
export const fechadoBody = z.object({ fechado: text(20).optional() });
export const previsaoBody = z.object({
  entrega_minimo: idLike.optional(),
  entrega_maximo: idLike.optional(),
});
export const signatureBody = z.object({ email: text(320).optional(), contrato: idLike.optional() });
export const orderIdParam = z.string().regex(/^\d{1,12}$/);
export const categoryIdParam = z.string().regex(/^\d{1,9}$/);

/** POST pedidos/mudaStatus/{id} (form). */
export const mudaStatusBody = z.object({ novo_status: text(20).optional(), obs: text(2000).optional() });
/** PUT orders/{id} (JSON). */
export const updateOrderBody = z.object({
  new_status: text(20).optional(),
  obs: text(2000).optional(),
  motivo_cancelamento: text(2000).optional(),
});

export const documentBody = z.object({ cnpj_cpf: text(40).optional() });
export const establishmentBody = documentBody.extend({ id_estabelecimento: idLike.optional() });
export const sendCodeBody = establishmentBody.extend({ type: text(20).optional() });
export const savePasswordBody = establishmentBody.extend({
  code: idLike.optional(),
  uuid: text(64).optional(),
  password: text(256).optional(),
  password_confirmation: text(256).optional(),
});
export const invoicesQuery = z.object({
  status: z.enum(['overdue', 'paid', 'pending']).optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  per_page: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
});

export const emailSchema = z.email();

// ---------------------------------------------------------------- control API (strict: typos fail loudly)

const establishmentId = z.number().int().positive().optional();

export const controlStore = z
  .object({
    id_estabelecimento: establishmentId,
    fechado: yesNo.optional(),
    loja_bloqueada: yesNo.optional(),
    texto_bloqueada: text(2000).optional(),
    upload_em_massa: z.boolean().optional(),
    aviso: yesNo.optional(),
    entrega_minimo: z.number().int().min(0).max(600).optional(),
    entrega_maximo: z.number().int().min(0).max(600).optional(),
    acceptsOnline: z.boolean().optional(),
  })
  .strict();

export const controlTerms = z
  .object({
    id_estabelecimento: establishmentId,
    assinar: z.boolean(),
    obrigatorio: z.boolean(),
    texto: text(100_000).optional(),
    email: text(320).optional(),
    link: text(2000).optional(),
  })
  .strict();

export const controlFault = z
  .object({
    method: z
      .enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete'])
      .optional(),
    path: text(500).min(1),
    query: text(500).min(1).optional(),
    status: z.number().int().min(200).max(599).optional(),
    body: z.unknown().optional(),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    answerLatencyMs: z.number().int().min(0).max(120_000).optional(),
    times: z.number().int().positive().optional(),
    dropAnswer: z.boolean().optional(),
  })
  .strict();

/** POST /control/calls/withdrawn: per base, `METHOD route` as the spec-only allow-list writes them. */
export const controlWithdrawn = z
  .object({
    calls: z.partialRecord(
      z.enum(['v1', 'v2', 'json', 'finance', 'upload', 'users']),
      z
        .array(
          z.templateLiteral([
            z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
            ' ',
            z.string().min(1).max(200),
          ]),
        )
        .max(50),
    ),
  })
  .strict();

const namespace = z
  .enum(NAMESPACE_NAMES as [string, ...string[]])
  .transform((n) => n as (typeof NAMESPACE_NAMES)[number]);

export const controlOutage = z
  .object({
    mode: z.enum(['refuse', 'hang', '503']),
    seconds: z.number().positive().max(600),
    target: z.enum(['http', 'socket', 'both']),
  })
  .strict();

export const controlSocket = z.object({ namespace: namespace.optional() }).strict();

export const controlEmit = z
  .object({
    namespace,
    event: text(100).min(1),
    payload: z.unknown().optional(),
    /** Raw JSON text sent instead of payload, so keys such as "__proto__" survive to the client. */
    payloadJson: text(1_000_000).optional(),
    /** Only this room (e.g. 'loja-1'); every client of the namespace when omitted. */
    room: text(100).optional(),
  })
  .strict();

const orderStatus = z.enum(KNOWN_STATUSES);
/** Free text that tests fill with hostile content: only the size is bounded. */
const freeText = text(10_000);

const overrides = z
  .object({
    usuario_nome: freeText.optional(),
    usuario_telefone_formatado: freeText.optional(),
    endereco_completo: freeText.optional(),
    observacoes: freeText.optional(),
    retirada_local: z.boolean().optional(),
    app_origin: z.enum(['app', 'cardapio-web']).optional(),
    compraGlobal: z.enum(['0', '1']).optional(),
    compraEst: z.enum(['0', '1']).optional(),
    chat_enabled: z.boolean().optional(),
    canUseExternalDelivery: z.boolean().optional(),
    forma_pagamento: freeText.optional(),
    pago_online: z.boolean().optional(),
    troco: z.number().min(0).max(100_000).optional(),
    taxa_entrega: z.number().min(0).max(1000).optional(),
    motivo_cancelamento: freeText.optional(),
    itens: z
      .array(
        z
          .object({
            nome: freeText,
            quantidade: z.number().int().min(1).max(999),
            valor_unitario: z.number().min(0).max(100_000),
            linhas: z.array(freeText).max(50).optional(),
            id_cardapio_categoria: text(20).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(100)
      .optional(),
  })
  .strict();

const MAX_BULK_ORDERS = 10_000;

export const controlNewOrder = z
  .object({
    id_estabelecimento: establishmentId,
    status: z.union([z.enum(ORDER_STATUSES), z.literal('mix')]).optional(),
    /** Index into the curated demo templates instead of the generator. */
    template: z.number().int().min(0).optional(),
    seed: z.number().int().min(0).max(0xffffffff).optional(),
    count: z.number().int().min(1).max(MAX_BULK_ORDERS).optional(),
    minutesAgo: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .optional(),
    emit: z.boolean().optional(),
    overrides: overrides.optional(),
  })
  .strict();

export const controlOrderStatus = z
  .object({
    status: orderStatus,
    obs: freeText.optional(),
    motivo_cancelamento: freeText.optional(),
    /** Who changed it; default the customer (a change made outside the desk). */
    origem: z.enum(['cliente', 'loja']).optional(),
    /** Skip the transition table (PD and PC stay final). */
    force: z.boolean().optional(),
  })
  .strict();

export const controlWithhold = z.object({ on: z.boolean() }).strict();

export const controlSimulate = z
  .object({
    ordersPerMinute: z.number().min(0).max(MAX_ORDERS_PER_MINUTE),
    cancelChance: z.number().min(0).max(1).optional(),
  })
  .strict();

export const controlAcceptance = z
  .object({
    id_estabelecimento: establishmentId,
    acceptsOnline: z.boolean().optional(),
    /** Reasons setAcceptanceStatus gives while refusing to turn online payment on; [] clears. */
    blockers: z.array(z.string().max(300)).max(20).optional(),
  })
  .strict();

export const controlBanners = z
  .object({
    id_estabelecimento: establishmentId,
    banners: z.array(z.object({ image: text(10_000), link: text(10_000) }).strict()).max(50),
  })
  .strict();

export const controlOrderEvent = z
  .object({
    id_estabelecimento: establishmentId,
    tipo: z.enum(['novo', 'atualiza', 'f5pagina', 'mensagem']),
    id_pedido: text(20).optional(),
    texto: freeText.optional(),
  })
  .strict();

/** Parses or throws what `fail` builds (an HttpError in the route's shape). */
export function parseOr<S extends z.ZodType>(schema: S, input: unknown, fail: () => Error): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw fail();
  return result.data;
}

/**
 * For the base-A calls whose failures carry `mensagem`: a body of the wrong shape is a 400 with
 * `{ status: false, mensagem }`, the same words as the call's own refusal.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown, mensagem: string): z.output<S> {
  return parseOr(schema, input, () => new HttpError(400, { status: false, mensagem }));
}

/** Where a number travels as a form string, only plain digits count. */
export function toInt(value: string | number | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}
