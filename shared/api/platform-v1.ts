/**
 * Response shapes of the platform's base A (version 1, form-encoded bodies, `Authorization: <hash>`),
 * as spec 01 §3/§7 and spec 03 §3/§7 describe them, and the zod schemas the panel reads them with
 * (lenient: see ./lenient). The sandbox answers exactly these shapes.
 * Failures carry `status: false` and a message in `erro` or `mensagem` (the field depends on the call).
 */
import { z } from 'zod';
import { sessionUserSchema } from '../bridge-schemas';
import { ROLE_ADMIN, type SessionUser } from '../session';
import {
  fieldsOf,
  flag,
  httpUrl,
  idString,
  lenientList,
  lenientText,
  listOf,
  listResponse,
  optionalMoney,
  optionalNumber,
  requiredId,
  yesNo,
} from './lenient';
import type { orderEventSchema } from './live-order';

export type YesNo = 'S' | 'N';

/** A failed legacy call: always 200-style `status: false` plus the message in one of the two fields. */
export interface V1Failure {
  status: false;
  erro?: string;
  mensagem?: string;
}

/** Text the desk only shows (a name, a company): a number reads as text, null or absent as ''. */
const shownName = (max: number) =>
  z
    .custom<string | number | null>()
    .optional()
    .transform((v) =>
      (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '').slice(0, max),
    );

/**
 * An optional value the desk only shows (logo, email): one it cannot keep (null, empty, not
 * text, longer than the session holds) is left out rather than cut, since half an address is
 * no address, and never refuses the login.
 */
const shownOptional = (max: number) =>
  z
    .custom<string | null>()
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() !== '' && v.length <= max ? v.trim() : undefined));

/** Room for the phones in the stored session (bridge-schemas sessionUserSchema). */
const MAX_PHONES_TEXT = 200;
/**
 * Phones appear only as one line of text (the report header), so a list is joined into that
 * line. ' / ' because it reads as "or" between Brazilian numbers and cannot be mistaken for
 * part of one, unlike ',', '-' or a space, which numbers written by hand already contain.
 */
export const PHONES_SEPARATOR = ' / ';

/**
 * usuario.telefones: the spec only says it "arrives at login". One string, a number, a list
 * of them, an empty list or null; what does not fit the stored session is left off whole
 * numbers at a time, never cut mid-number.
 */
const telefonesText = z
  .custom<string | number | readonly (string | number | null)[] | null>()
  .optional()
  .transform((v) => {
    const list: unknown[] = Array.isArray(v) ? v : [v];
    let line = '';
    for (const raw of list) {
      const phone = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
      if (phone === '') continue;
      const next = line === '' ? phone : `${line}${PHONES_SEPARATOR}${phone}`;
      if (next.length > MAX_PHONES_TEXT) break;
      line = next;
    }
    return line === '' ? undefined : line;
  });

/**
 * The session user of login/index. What the desk works with (ids, session hash, socket) must be
 * there; what it only shows (nome, company, logo, email, telefones) is read in any shape the
 * spec leaves open and never refuses a login. The result is what main's session store accepts
 * (sessionUserSchema), so a login this accepts is always stored. A missing role_group falls
 * back to 'Lojista Admin' as the original panel did (spec 03 §6), while an empty list stays
 * empty so the no-roles rule logs the user out.
 */
export const loginUserSchema = z
  .looseObject({
    id_estabelecimento: idString,
    id_usuario: idString,
    nome: shownName(200),
    company: shownName(200),
    role_group: z.custom<string | string[] | null>().optional(),
    sessao: z.looseObject({
      hash: z.string(),
      /** Not used by the desk, kept as the spec lists it. */
      id_sessao: lenientText,
    }),
    socket: z.looseObject({ url: z.string(), canal: idString }),
    logo: shownOptional(2048),
    email: shownOptional(320),
    telefones: telefonesText,
  })
  .transform(({ logo, email, telefones, role_group, ...rest }) => ({
    ...rest,
    role_group:
      role_group === undefined || role_group === null
        ? [ROLE_ADMIN]
        : typeof role_group === 'string'
          ? [role_group]
          : role_group,
    ...(logo === undefined ? {} : { logo }),
    ...(email === undefined ? {} : { email }),
    ...(telefones === undefined ? {} : { telefones }),
  }))
  .pipe(sessionUserSchema) satisfies z.ZodType<SessionUser>;

export const loginResponseSchema = z.object({ usuario: loginUserSchema });

export type LoginResponse = { status: true; usuario: SessionUser } | { status: false; erro: string };

/** Store details (spec 01 §3). */
export const storeDetailsSchema = z.object({
  /** Not in spec 01 §3's answer and read by nothing (the session's id is the store's id). */
  id_estabelecimento: idString.optional(),
  /** 'N' open, 'S' closed. */
  fechado: yesNo,
  /** Absolute URL of the store logo. */
  logotipo: lenientText,
  nome: lenientText,
  loja_bloqueada: yesNo.catch('N'),
  texto_bloqueada: lenientText,
  upload_em_massa: flag,
  entrega_minimo: optionalNumber,
  entrega_maximo: optionalNumber,
  /** 'S' shows the delivery-time notice. */
  aviso: yesNo.catch('N'),
});
export type StoreDetails = z.output<typeof storeDetailsSchema>;
/** The store as the panel holds it (the same payload as read). */
export type StoreInfo = StoreDetails;

export const getStoreResponseSchema = z.object({ estabelecimento: storeDetailsSchema });

export interface GetStoreResponse {
  status: true;
  estabelecimento: StoreDetails;
}

/** mudaAberturaFechamento, mudaPrevisao, terms/sendToSignature. */
export const messageResponseSchema = z.object({ mensagem: lenientText });

export type MessageResponse = { status: boolean } & z.output<typeof messageResponseSchema>;

/**
 * GET pagamentoonline/getAcceptanceStatus: whether the store accepts online payment; null when the
 * answer says neither (the notice hides). Flags come as booleans, 1/0, 'S'/'N' or 'true'/'false'.
 */
export const acceptanceStatusSchema = z.object({
  acceptsOnline: z.union([z.boolean(), z.number(), z.string(), z.null()]).transform((v) => {
    if (v === true || v === 1 || v === '1' || v === 'S' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'N' || v === 'false') return false;
    return null;
  }),
});

export type AcceptanceStatusResponse = { status: true } & z.input<typeof acceptanceStatusSchema>;

/** POST pagamentoonline/setAcceptanceStatus {accepts} (spec 02 §7, 03 §7). */
export interface SetAcceptanceResponse {
  status: boolean;
  accepts: boolean;
  mensagem: string;
  /** Why the store cannot accept online payments yet (shown in the failure dialog). */
  erros: string[];
}

/** Legacy invoice (spec 03 §3). Amounts in reais, dates 'YYYY-MM-DD'. */
// A type alias, not an interface: the schema's loose input (an index signature) accepts it.
export type LegacyInvoice = {
  hash_fatura: string;
  /** Reference month, 'MM/YYYY'. */
  referencia: string;
  valor_pagar: number;
  data_vencimento: string;
  /** PG Pago, AT Pendente, VC Vencido, IS Isenta, FA Acumulado (spec 03 §4). */
  status: 'PG' | 'AT' | 'VC' | 'IS' | 'FA';
  fatura_link: string;
  nfse_link: string | null;
  boleto_link: string | null;
};

const legacyInvoiceSchema = z.looseObject({
  hash_fatura: requiredId,
  referencia: lenientText,
  valor_pagar: optionalMoney(null),
  data_vencimento: lenientText,
  status: lenientText,
  ...fieldsOf(httpUrl, 'fatura_link', 'nfse_link', 'boleto_link'),
});
/** A legacy invoice as the panel reads it (the `LegacyInvoice` payload, read leniently). */
export type ListedLegacyInvoice = z.output<typeof legacyInvoiceSchema>;

/** GET faturas/listar: `{faturas: [...]}` or the bare list, a malformed invoice left out. */
export const legacyInvoicesSchema = listOf('faturas', legacyInvoiceSchema, 'faturas/listar');

export interface LegacyInvoicesResponse {
  status: true;
  faturas: LegacyInvoice[];
}

export interface LabelValue {
  label: string;
  value: string;
}

export type OrderStatus = 'PP' | 'PA' | 'PI' | 'PL' | 'LE' | 'PE' | 'PICKUP_READY' | 'PD' | 'PC';
export type ExternalDeliveryStatus = 'SEARCHING_DELIVERY' | 'WAITING_COLLECT' | 'WITH_DELIVERY' | 'FINISHED';

export interface OrderItem {
  nome: string;
  quantidade: number;
  valor_unitario: number;
  valor_total: number;
  /** Text lines, some of the form 'label:a,b' (e.g. 'Borda:Catupiry,Cheddar'). */
  linhas: string[];
  id_cardapio_categoria: string;
}

export interface OrderDetails {
  usuario_nome: string;
  usuario_compras: number;
  usuario_confirmado: boolean;
  usuario_telefone_formatado: string;
  hash_pedido: string;
  retirada_local: boolean;
  endereco_id_bairro: string | null;
  endereco_completo: string;
  itens: OrderItem[];
  observacoes: string;
  dados_pagamento: LabelValue[];
  cobrar_cliente: boolean;
  forma_pagamento: string;
  andamentos: LabelValue[];
}

export interface Order {
  id_pedido: string;
  hash_pedido: string;
  status: OrderStatus;
  /** Search text built from the order (number, customer, phone, items). */
  pedido: string;
  /** Local time 'YYYY-MM-DD HH:mm:ss'. */
  data_criacao: string;
  /** Seconds left to accept a pending order (0 when not pending or expired). */
  segundos: number;
  valor_total: number;
  usuario_nome: string;
  id_usuario: string;
  usuario_telefone_formatado: string;
  usuario_confirmado: boolean;
  estabelecimento_nome: string;
  endereco_id: string | null;
  endereco_completo: string;
  /** '1' first purchase in the app. */
  compraGlobal: '0' | '1';
  /** '1' first purchase in this store. */
  compraEst: '0' | '1';
  app_origin: 'cardapio-web' | 'app';
  chat_enabled: boolean;
  canUseExternalDelivery: boolean;
  externalDeliveryStatus: ExternalDeliveryStatus | null;
  externalDeliveryId: string | null;
  externalDeliveryWithCode: boolean;
  /** The order's id in the JSON service (PUT orders/{id}, externalDeliveryStatusList/{orderId}). */
  orderId: number;
  /** Present on cancelled orders. */
  motivo_cancelamento?: string;
  pedidoObj: OrderDetails;
}

export interface OrdersResponse {
  status: true;
  pedidos: Order[];
}

/**
 * An order as the Início summary reads it (pedidos/listar): only what the summary shows (a plain
 * object, so the platform's `Order` fits its input without an index signature).
 */
const orderSummarySchema = z.object({
  id_pedido: idString,
  status: z.string(),
  data_criacao: lenientText,
  valor_total: optionalNumber,
  usuario_nome: lenientText,
  pedidoObj: z.object({ usuario_nome: lenientText }).optional().catch(undefined),
});
export type OrderSummary = z.output<typeof orderSummarySchema>;

/**
 * Orders are read one by one: a single odd order is skipped instead of failing the list. An
 * empty day may come as `[]`, null, no `pedidos` at all or PHP's `{}` (the spec shows no empty
 * answer), all read as no orders.
 */
export const ordersResponseSchema = z
  .object({
    pedidos: lenientList(z.custom<z.input<typeof orderSummarySchema>>(), 'pedidos/listar'),
  })
  .transform(({ pedidos }) => {
    const valid: OrderSummary[] = [];
    for (const p of pedidos) {
      const parsed = orderSummarySchema.safeParse(p);
      if (parsed.success) valid.push(parsed.data);
    }
    return { pedidos: valid, skipped: pedidos.length - valid.length };
  });

/**
 * pedidos/resumo (the sandbox's change check, sandbox/README.md): today's order count and newest
 * id ('' or null when there is none).
 */
export const ordersDigestSchema = z.object({
  total: z.coerce.number().int().min(0),
  ultimo_id: z
    .union([z.string(), z.number(), z.null()])
    .transform((v) => (v === null || String(v).trim() === '' ? null : String(v).trim())),
});
export type OrdersDigest = z.output<typeof ordersDigestSchema>;

/** Terms check result (spec 01 §3). */
export const termsCheckSchema = z.object({
  assinar: flag,
  texto: lenientText,
  email: lenientText,
  link: lenientText,
  contrato: lenientText,
  obrigatorio: flag,
});
export type TermsCheck = z.output<typeof termsCheckSchema>;

export type TermsCheckResponse = { status: true } & TermsCheck;

export const sendToSignatureSchema = z.object({ close: flag, mensagem: lenientText });

export interface SendToSignatureResponse {
  status: boolean;
  close?: boolean;
  mensagem: string;
}

/** One banner of establishment-banners: an image, and where a click goes ('' for nowhere). */
const bannerSchema = z.object({ image: z.string().max(4096), link: z.string().max(4096).catch('') });
export type Banner = z.output<typeof bannerSchema>;

/** GET establishment-banners: at most 20, those without an image left out. */
export const bannersSchema = listResponse('banners').transform((banners) => {
  const out: Banner[] = [];
  for (const b of banners.slice(0, 20)) {
    const parsed = bannerSchema.safeParse(b);
    if (parsed.success && parsed.data.image.trim() !== '') out.push(parsed.data);
  }
  return out;
});

export type BannersResponse = { status: true; banners: z.input<typeof bannerSchema>[] };

/** Realtime store-service events (namespace '/loja', room = the login's socket.canal). */
export const storeEventSchema = z.object({ fechado: yesNo });
/** The 'loja' event as the platform sends it (the sandbox emits it; the desk reads it with the schema). */
export type StoreEvent = z.input<typeof storeEventSchema>;

/**
 * The store socket's 'pedido' event as the platform sends it: what `orderEventSchema` reads
 * (`live-order.ts`), so the sandbox cannot emit a shape the desk would drop.
 */
export type OrderEvent = z.input<typeof orderEventSchema>;

/** Ack of the client's `join` emit, as the desk reads it. */
export const joinAckSchema = z.object({ ok: z.boolean(), erro: z.string().optional() });

/** Ack of the client's `join` emit, as the platform sends it. */
export type JoinAck = ({ ok: true } | { ok: false; erro: string }) & z.input<typeof joinAckSchema>;

/** The 401 every base answers for a missing, unknown or expired session. */
export const SESSION_EXPIRED_BODY = {
  status: false,
  erro: 'Sessão expirada. Faça login novamente.',
} as const;

/** Delivery-time presets (spec 01 §9), minimum-maximum minutes. */
export const DELIVERY_TIME_PRESETS: ReadonlyArray<readonly [number, number]> = [
  [15, 30],
  [20, 40],
  [40, 60],
  [60, 90],
  [90, 120],
];

/** Statuses set through POST pedidos/mudaStatus/{id} (spec 01 §4); every other one goes through PUT orders/{id}. */
export const MUDA_STATUS_VALUES = ['PL', 'LE', 'LI', 'LG'] as const;
export type MudaStatusValue = (typeof MUDA_STATUS_VALUES)[number];

/** POST pedidos/mudaStatus/{id} form {novo_status, obs}. Failures: `{status:false, erro}`. */
export type ChangeStatusResponse = { status: true; mensagem: string } | { status: false; erro: string };

/** Catalogue status (spec 02 §4): S Ativo, F Em falta, O Oculto. */
export type MenuStatus = 'S' | 'F' | 'O';

/** Weekday keys of an availability schedule (spec 02 §3): Sunday first. */
export type WeekdayKey = 'do' | 'sg' | 'te' | 'qa' | 'qi' | 'sx' | 'sb';

/** One weekday: first and second period as 'HH:MM' ('' when the period is not used). */
export interface AvailabilityDay {
  initAt: string;
  endAt: string;
  initAt2: string;
  endAt2: string;
}

/** Parsed `disponibilidade`: only the listed weekdays are available. */
export type WeeklyAvailability = Partial<Record<WeekdayKey, AvailabilityDay>>;

/** Menu category (spec 02 §3, cardapio categoria). */
export interface MenuCategory {
  id_cardapio_categoria: string;
  nome_categoria: string;
  status: MenuStatus;
  /** JSON text of a WeeklyAvailability; '' = always available. */
  disponibilidade: string;
  ordem: number;
}

/** GET cardapiocategorias/listar and cardapiocategorias/listar/{id} (the latter: one entry). */
export interface CategoriesResponse {
  status: true;
  categorias: MenuCategory[];
}

/** Print method (spec 02 §2.8, §3): Aiboo Printer, QZ Printer, Native. */
export type PrintMethod = 'aiboo' | 'qz' | 'nat';
/** Page width as stored: '4,8' = 58mm, '7,0' = 80mm. */
export type PrintPageWidth = '4,8' | '7,0';
/** Booleans of the print settings travel as text (spec 02 §9: autoAceiteImprimir 'true'). */
export type PrintFlag = 'true' | 'false';

/** Production routing of one menu category (spec 02 §2.8: a printer select plus a grouping text). */
export interface ProductionPrinter {
  impressora: string;
  agrupamento: string;
}

/** Cloud print settings of a store (spec 02 §3), as estabelecimentosimpressao/listar gives them in `obj`. */
export interface PrintSettings {
  id_estabelecimento: string;
  /** Same value as defaultPrinter (both names are in use). */
  impressora: string;
  defaultPrinter: string;
  /** 1 Completo, 2 Resumido, 3 Resumido modo B. */
  impressaoLayout: 1 | 2 | 3;
  /** Milliseconds, 1000 to 10000 in steps of 1000. */
  delay: number;
  impressaoProducao: PrintFlag;
  impressaoEstabelecimento: PrintFlag;
  impressaoCliente: PrintFlag;
  impressaoItemAgrupado: PrintFlag;
  autoAceiteImprimir: PrintFlag;
  qtdeCopia: number;
  larguraMaximaPagina: PrintPageWidth;
  metodoImpressao: PrintMethod;
  saltoLinhaInicio: number;
  margemEsquerda: number;
  margemDireita: number;
  nomeFonte: string;
  tamanhoFonte: number;
  /** Cashier printers (the local extras, also kept in the cloud record by the sandbox). */
  impressorasCaixa: string[];
  /** Category id → production printer. */
  impressorasProducao: Record<string, ProductionPrinter>;
  /** 'N' = the platform holds changes the desktop has not synced yet (the app suggests syncing). */
  sincronizado: 'S' | 'N';
}

/**
 * GET estabelecimentosimpressao/listar and estabelecimentosimpressao/atualizar. A store with no
 * saved cloud configuration answers status false, obj null and erro (the "missing" warning).
 */
export type PrintSettingsResponse =
  { status: true; mensagem: string; obj: PrintSettings } | { status: false; erro: string; obj: null };

/** POST estabelecimentosimpressao/adicionar. */
export type SavePrintSettingsResponse =
  { status: true; mensagem: string; obj: PrintSettings } | { status: false; erro: string };
