/**
 * zod schemas for every payload that crosses the bridge, plus the runtime config's API bases and
 * brand. Main validates with these before acting; the renderer checks the runtime config with
 * `apiBasesSchema` and `brandSchema` (platform/runtimeConfig.ts).
 */
import { z } from 'zod';
import type {
  AppSettings,
  AppSettingsPatch,
  AttentionNotification,
  BridgeRoutes,
  CashDeskBridge,
  PrintCategory,
  TrayInfo,
  TrayPause,
} from './bridge';
import type { AccessConfig, ApiBases, Brand, PlatformCalls, RequestsConfig } from './config';
import { parseOrigin } from './origins';
import { newOutboxEntrySchema, ordersCacheSchema, outboxNoticeSchema } from './offline';
import {
  DRAWER_REASONS,
  PRINTER_MODELS,
  type DrawerRequest,
  type LocalPrintSettings,
  type PrinterDefinition,
  type QzCredentialsPatch,
} from './printing';
import type { SessionUser } from './session';
import { FONT_NAMES, FONT_SIZES } from './tickets/settings';
import { liveOrderSchema, ORDER_ID_PATTERN } from './api/live-order';
import { SLIP_REASON_MAX_CHARS } from './print-stations';
import { daySummaryPrintSchema } from './reports/day-summary';
import { pauseRecordSchema } from './store-pause/pause';
import { acceptedEstimatesSchema } from './orders/accepted-estimates';
import { alertSettingsSchema, DEFAULT_ALERT_SETTINGS } from './alerts/escalation';
import { kitchenChannelArgs } from './kitchen-screen/schemas';

/** The longest URL the app will hand to the system browser. */
export const MAX_URL_LENGTH = 4096;

const text = (max: number) => z.string().max(max);

// ---------------------------------------------------------------- app

const openExternalArgs = z.tuple([text(MAX_URL_LENGTH)]);

// ---------------------------------------------------------------- window

// The close prompt's answers travel as three argument-less channels (BridgeRoutes' `answer`
// routes), each validated with `noArgs`; there is no choice payload to validate.

const trayInfoSchema = z
  .object({
    storeName: text(200).optional(),
    pendingOrders: z.number().int().min(0).max(100_000).optional(),
  })
  .strict() satisfies z.ZodType<TrayInfo>;

const setTrayInfoArgs = z.tuple([trayInfoSchema]);

const trayPauseSchema = z
  .object({ endsAt: z.number().int().min(0).max(8_640_000_000_000_000) })
  .strict() satisfies z.ZodType<TrayPause>;

const setTrayPauseArgs = z.tuple([trayPauseSchema.nullable()]);

// ---------------------------------------------------------------- attention

const attentionNotificationSchema = z
  .object({
    title: text(200),
    body: text(1000),
    target: text(200).optional(),
  })
  .strict() satisfies z.ZodType<AttentionNotification>;

const notifyArgs = z.tuple([attentionNotificationSchema]);

const flashArgs = z.tuple([z.boolean()]);

// ---------------------------------------------------------------- updater

const reportPendingOrdersArgs = z.tuple([z.number().int().min(0).max(100_000)]);

// ---------------------------------------------------------------- settings

/** Sound volume is 0..1, as `HTMLMediaElement.volume` takes it. */
const soundSettingsSchema = z
  .object({
    enabled: z.boolean(),
    volume: z.number().min(0).max(1),
    name: text(100).regex(/^[\w.-]*$/, 'nome de som inválido'),
  })
  .strict();

export const appSettingsSchema = z
  .object({
    startWithOs: z.boolean(),
    closeBehavior: z.enum(['ask', 'tray']),
    sound: soundSettingsSchema,
    // Settings kept before the alerts existed read as the defaults (all off).
    alerts: alertSettingsSchema.default(DEFAULT_ALERT_SETTINGS),
  })
  .strict() satisfies z.ZodType<AppSettings>;

const appSettingsPatchSchema = z
  .object({
    startWithOs: z.boolean().optional(),
    closeBehavior: z.enum(['ask', 'tray']).optional(),
    sound: soundSettingsSchema.partial().strict().optional(),
    alerts: alertSettingsSchema.partial().strict().optional(),
  })
  .strict() satisfies z.ZodType<AppSettingsPatch>;

const updateSettingsArgs = z.tuple([appSettingsPatchSchema]);

// ---------------------------------------------------------------- session

/** Unknown fields from the login response are stripped: main keeps only what the app uses. */
export const sessionUserSchema = z.object({
  id_estabelecimento: text(64),
  id_usuario: text(64),
  nome: text(200),
  company: text(200),
  role_group: z.array(text(100)).max(50),
  sessao: z.object({ hash: text(1024).min(1), id_sessao: text(256) }),
  socket: z.object({ url: text(2048), canal: text(256) }),
  logo: text(2048).optional(),
  email: text(320).optional(),
  telefones: text(200).optional(),
}) satisfies z.ZodType<SessionUser>;

export const saveSessionArgs = z.tuple([sessionUserSchema]);

// ---------------------------------------------------------------- printing

export const MAX_CASHIER_PRINTERS = 20;
export const MAX_PRODUCTION_ROUTES = 200;
/** Printer names as OS spoolers and QZ Tray give them ('EPSON TM-T20X (Caixa)'). */
const printerName = text(200);
const flag = z.enum(['true', 'false']);
const columnsInt = (max: number) => z.number().int().min(0).max(max);

const localProductionPrinterSchema = z
  .object({ impressora: printerName, agrupamento: text(200), nome: text(200).optional() })
  .strict();

export const localPrintSettingsSchema = z
  .object({
    defaultPrinter: printerName,
    impressaoLayout: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    delay: z
      .number()
      .int()
      .min(1000)
      .max(10_000)
      .refine((ms) => ms % 1000 === 0, 'o atraso deve ser em passos de 1 segundo'),
    impressaoProducao: flag,
    impressaoEstabelecimento: flag,
    impressaoCliente: flag,
    impressaoItemAgrupado: flag,
    autoAceiteImprimir: flag,
    abrirGavetaDinheiro: flag.optional(),
    imprimirResumoAoFechar: flag.optional(),
    numerarCupons: flag.optional(),
    avisoCancelamento: flag.optional(),
    avisoCancelamentoCaixa: flag.optional(),
    qtdeCopia: z.number().int().min(1).max(10),
    larguraMaximaPagina: z.enum(['4,8', '7,0']),
    metodoImpressao: z.enum(['aiboo', 'qz', 'nat']),
    saltoLinhaInicio: columnsInt(20),
    margemEsquerda: columnsInt(6),
    margemDireita: columnsInt(6),
    nomeFonte: z.enum(FONT_NAMES),
    tamanhoFonte: z.literal(FONT_SIZES),
    impressorasCaixa: z.array(printerName.min(1)).max(MAX_CASHIER_PRINTERS),
    impressorasProducao: z
      .record(text(64).regex(/^[\w-]+$/, 'id de categoria inválido'), localProductionPrinterSchema)
      .refine((r) => Object.keys(r).length <= MAX_PRODUCTION_ROUTES, 'impressoras de produção demais'),
  })
  .strict() satisfies z.ZodType<LocalPrintSettings>;

const saveLocalPrintSettingsArgs = z.tuple([localPrintSettingsSchema]);

/** PEM text; a 64 KiB ceiling keeps a pasted file from being anything but a certificate or key. */
const pem = text(65_536).nullable().optional();
const qzCredentialsPatchSchema = z
  .object({ certificate: pem, privateKey: pem })
  .strict() satisfies z.ZodType<QzCredentialsPatch>;
const setQzCredentialsArgs = z.tuple([qzCredentialsPatchSchema]);

/**
 * The connection's host, port and device path rules (main/printing/printers.ts) need node; here
 * only the shape and sizes are checked, the registry checks the rest.
 */
export const printerDefinitionSchema = z
  .object({
    name: text(100).trim().min(1),
    connection: z.discriminatedUnion('kind', [
      z
        .object({ kind: z.literal('tcp'), host: text(253).min(1), port: z.number().int().min(1).max(65535) })
        .strict(),
      z.object({ kind: z.literal('device'), path: text(256).min(1) }).strict(),
      z.object({ kind: z.literal('os'), deviceName: text(200).min(1) }).strict(),
    ]),
    codePage: z.enum(['cp860', 'cp850', 'cp1252']),
    model: z.enum(PRINTER_MODELS).optional(),
  })
  .strict() satisfies z.ZodType<PrinterDefinition>;
const savePrinterArgs = z.tuple([printerDefinitionSchema]);
const printerNameArgs = z.tuple([text(200).min(1)]);

const printCategorySchema = z
  .object({ id: text(64).min(1), name: text(200) })
  .strict() satisfies z.ZodType<PrintCategory>;

/**
 * The order to print, read at main's door with the schema the renderer read it with (one shape
 * from socket to printer): a payload that is not an order is refused. The id is held to the
 * journal's key rules first, and the size is bounded, so a hostile page cannot park megabytes
 * in the journal.
 */
const MAX_ORDER_JSON_CHARS = 256 * 1024;

function fitsInJournal(order: unknown): boolean {
  try {
    return JSON.stringify(order).length <= MAX_ORDER_JSON_CHARS;
  } catch {
    return false;
  }
}

const printOrderSchema = z
  .looseObject({
    id_pedido: z.union([z.string().regex(ORDER_ID_PATTERN), z.number().int().nonnegative()]),
  })
  .refine(fitsInJournal, 'pedido grande demais')
  .pipe(liveOrderSchema);
// One tuple with an optional second element (not a union of two tuples): a refused order then
// names the field that failed instead of zod's "Invalid input" for the union.
const printOrderArgs = z.tuple([
  printOrderSchema,
  z
    .object({
      reprint: z.boolean().optional(),
      categories: z
        .array(printCategorySchema)
        .max(MAX_PRODUCTION_ROUTES * 5)
        .optional(),
    })
    .strict()
    .optional(),
]);
const reprintJobArgs = z.tuple([text(400).min(1)]);
const discardJobArgs = reprintJobArgs;
const openDrawerArgs = z.tuple([
  z
    .object({ reason: z.enum(DRAWER_REASONS), orderId: z.string().regex(ORDER_ID_PATTERN).optional() })
    .strict() satisfies z.ZodType<DrawerRequest>,
]);

const printDaySummaryArgs = z.tuple([daySummaryPrintSchema]);
const orderChangedArgs = z.tuple([
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('cancelled'),
      orderId: z.string().regex(ORDER_ID_PATTERN),
      reason: text(SLIP_REASON_MAX_CHARS).optional(),
    }),
    z.strictObject({ kind: z.literal('items'), order: printOrderSchema }),
  ]),
]);
/** One change at a time; origins and codes are checked again where they are stored. */
const changeLocalHostArgs = z.tuple([
  z.union([
    z.strictObject({ enabled: z.boolean() }),
    z.strictObject({ rotateToken: z.literal(true) }),
    z.strictObject({ webOrigins: z.array(text(200)).max(10) }),
    z.strictObject({ pairToken: text(64) }),
  ]),
]);

// ---------------------------------------------------------------- offline

// The contract's own schemas (shared/offline.ts): what main keeps is what the stores read back.
const addToOutboxArgs = z.tuple([newOutboxEntrySchema]);
const outboxIdArgs = z.tuple([text(64).trim().min(1)]);
const storeIdArgs = z.tuple([text(64).trim().min(1)]);
const saveOrdersCacheArgs = z.tuple([ordersCacheSchema]);
const addOutboxNoticeArgs = z.tuple([outboxNoticeSchema]);

/** Channels that take no payload reject any argument. */
const noArgs = z.tuple([]);

// ---------------------------------------------------------------- the arguments of every channel

type Routes = typeof BridgeRoutes;
/** What a channel's handler is called with: the member's parameters, none for an answer. */
type ArgsOf<D extends keyof Routes, K extends keyof Routes[D]> = Routes[D][K] extends { kind: 'answer' }
  ? []
  : K extends keyof CashDeskBridge[D]
    ? CashDeskBridge[D][K] extends (...args: infer A) => unknown
      ? A
      : never
    : never;
type ChannelArgs = {
  readonly [D in keyof Routes]: {
    readonly [K in keyof Routes[D] as Routes[D][K] extends { kind: 'event' } ? never : K]: z.ZodType<
      ArgsOf<D, K>
    >;
  };
};

/**
 * The argument tuple of every renderer → main channel, keyed like `Channels` (events carry none:
 * main sends them). Main registers each channel with its schema (main/ipc/routes.ts); a channel
 * without one, or a schema that reads other arguments than its member takes, fails to compile.
 */
export const channelArgs = {
  app: { getInfo: noArgs, getRuntimeConfig: noArgs, openExternal: openExternalArgs },
  window: {
    quit: noArgs,
    minimizeToTray: noArgs,
    cancelClose: noArgs,
    focus: noArgs,
    setTrayInfo: setTrayInfoArgs,
    setTrayPause: setTrayPauseArgs,
  },
  attention: { notify: notifyArgs, flash: flashArgs, raise: noArgs },
  updater: { getStatus: noArgs, reportPendingOrders: reportPendingOrdersArgs, installNow: noArgs },
  settings: {
    get: noArgs,
    update: updateSettingsArgs,
    getStorePause: noArgs,
    saveStorePause: z.tuple([pauseRecordSchema]),
    getAcceptedEstimates: noArgs,
    saveAcceptedEstimates: z.tuple([acceptedEstimatesSchema]),
  },
  session: { load: noArgs, save: saveSessionArgs, clear: noArgs },
  printing: {
    getSettings: noArgs,
    saveSettings: saveLocalPrintSettingsArgs,
    setQzCredentials: setQzCredentialsArgs,
    listPrinters: noArgs,
    savePrinter: savePrinterArgs,
    removePrinter: printerNameArgs,
    // Reads the order with the live order schema: what reaches printing is a LiveOrder.
    printOrder: printOrderArgs,
    preparePrinters: noArgs,
    storeOpenChanged: z.tuple([z.boolean()]),
    reprintJob: reprintJobArgs,
    discardJob: discardJobArgs,
    testPage: printerNameArgs,
    // No range from the renderer: main sweeps its own subnet (or the range its caller was built with).
    discoverPrinters: noArgs,
    cancelDiscovery: noArgs,
    getQueue: noArgs,
    openDrawer: openDrawerArgs,
    printDaySummary: printDaySummaryArgs,
    orderChanged: orderChangedArgs,
    getLocalHost: noArgs,
    changeLocalHost: changeLocalHostArgs,
  },
  offline: {
    listOutbox: noArgs,
    addToOutbox: addToOutboxArgs,
    markOutboxSending: outboxIdArgs,
    removeFromOutbox: outboxIdArgs,
    listOutboxNotices: noArgs,
    addOutboxNotice: addOutboxNoticeArgs,
    dismissOutboxNotice: outboxIdArgs,
    loadOrdersCache: storeIdArgs,
    saveOrdersCache: saveOrdersCacheArgs,
    clearOrdersCache: noArgs,
  },
  kitchen: kitchenChannelArgs,
} as const satisfies ChannelArgs;

// ---------------------------------------------------------------- runtime config

const httpUrl = z
  .string()
  .max(2048)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, 'URL http(s) inválida');

/** An API base: http(s), and its origin a valid one (shared/origins.ts: no `*`, no userinfo, …). */
const apiUrl = z
  .string()
  .max(2048)
  .refine((s) => /^https?:/i.test(s) && parseOrigin(s) !== null, 'URL http(s) inválida');

/** The chat socket: http(s) or ws(s), its origin a valid one. */
const socketUrl = z
  .string()
  .max(2048)
  .refine((s) => parseOrigin(s) !== null, 'URL de socket inválida');

export const apiBasesSchema = z.object({
  v1: apiUrl,
  v2: apiUrl,
  json: apiUrl,
  finance: apiUrl,
  upload: apiUrl,
  users: apiUrl,
  chatSocket: socketUrl,
}) satisfies z.ZodType<ApiBases>;

const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'cor inválida');

export const brandSchema = z.object({
  name: text(80).min(1),
  logo: text(2048).min(1),
  supportPhone: text(40),
  colors: z.object({ primary: color, onPrimary: color, accent: color }),
  // A broken chat setting drops the help button, not the whole brand.
  supportChat: z
    .object({ provider: text(40).trim().min(1), url: httpUrl })
    .optional()
    .catch(undefined),
}) satisfies z.ZodType<Brand>;

/** An HTTP header name (RFC 9110 token); the session headers themselves are not allowed. */
const headerName = z
  .string()
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/, 'nome de cabeçalho inválido')
  .refine(
    (h) => !['authorization', 'content-type', 'accept'].includes(h.toLowerCase()),
    'cabeçalho reservado',
  );

// A broken setting falls back to its default (the section is optional), never stops the app.
const requestsConfigSchema = z
  .object({ userIdHeader: headerName })
  .optional()
  .catch(undefined) satisfies z.ZodType<RequestsConfig | undefined>;

const accessConfigSchema = z
  .object({ reading: z.enum(['menu', 'table']) })
  .optional()
  .catch(undefined) satisfies z.ZodType<AccessConfig | undefined>;

// Each member on its own: a misspelt one keeps its default, the others stay as written.
const callsConfigSchema = z
  .object({
    financeOverview: z.enum(['auto', 'second', 'first']).optional().catch(undefined),
    acceptanceSwitch: z.enum(['auto', 'setAcceptanceStatus', 'mudarStatus']).optional().catch(undefined),
    ratingsFirstLoad: z.enum(['auto', 'get', 'post']).optional().catch(undefined),
    statement: z.enum(['auto', 'absent']).optional().catch(undefined),
    transfer: z.enum(['auto', 'absent']).optional().catch(undefined),
  })
  .transform((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)))
  .optional()
  .catch(undefined) satisfies z.ZodType<Partial<PlatformCalls> | undefined>;

/**
 * The runtime config's optional sections as both hosts read them (main's app.config.json, web
 * mode's runtime-config.json): a broken one is dropped, so its default applies, and named in
 * `broken` for the host to log.
 */
export function optionalConfigSections(raw: { requests?: unknown; access?: unknown; calls?: unknown }): {
  sections: { requests?: RequestsConfig; access?: AccessConfig; calls?: Partial<PlatformCalls> };
  broken: ('requests' | 'access' | 'calls')[];
} {
  const requests = requestsConfigSchema.parse(raw.requests);
  const access = accessConfigSchema.parse(raw.access);
  const calls = callsConfigSchema.parse(raw.calls);
  const broken: ('requests' | 'access' | 'calls')[] = [];
  if (raw.requests !== undefined && !requests) broken.push('requests');
  if (raw.access !== undefined && !access) broken.push('access');
  if (raw.calls !== undefined && !calls) broken.push('calls');
  return {
    sections: {
      ...(requests ? { requests } : {}),
      ...(access ? { access } : {}),
      ...(calls ? { calls } : {}),
    },
    broken,
  };
}

/** Bases all empty: the renderer shows 'configuração da API ausente' instead of calling anything. */
export const EMPTY_API_BASES: ApiBases = {
  v1: '',
  v2: '',
  json: '',
  finance: '',
  upload: '',
  users: '',
  chatSocket: '',
};

/** Readable one-line summary of a zod error, for logs and rejected IPC calls. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : '(payload)'}: ${i.message}`)
    .join('; ');
}
