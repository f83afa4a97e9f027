/**
 * zod schemas for every payload that crosses the bridge, plus the runtime config.
 * Main validates with these before acting; the renderer's web mode may validate
 * `runtime-config.json` with `runtimeConfigSchema` too.
 */
import { z } from 'zod';
import type { AppSettings, AppSettingsPatch, AttentionNotification, TrayInfo } from './bridge';
import type { ApiBases, Brand, RuntimeConfig } from './config';
import type { SessionUser } from './session';

/** The longest URL the app will hand to the system browser. */
export const MAX_URL_LENGTH = 4096;

const text = (max: number) => z.string().max(max);

// ---------------------------------------------------------------- app

export const openExternalArgs = z.tuple([text(MAX_URL_LENGTH)]);

// ---------------------------------------------------------------- window

// The close prompt's answers travel as three argument-less channels (see main/ipc/window.ts),
// each validated with `noArgs`; there is no choice payload to validate.

export const trayInfoSchema = z
  .object({
    storeName: text(200).optional(),
    pendingOrders: z.number().int().min(0).max(100_000).optional(),
  })
  .strict() satisfies z.ZodType<TrayInfo>;

export const setTrayInfoArgs = z.tuple([trayInfoSchema]);

// ---------------------------------------------------------------- attention

export const attentionNotificationSchema = z
  .object({
    title: text(200),
    body: text(1000),
    target: text(200).optional(),
  })
  .strict() satisfies z.ZodType<AttentionNotification>;

export const notifyArgs = z.tuple([attentionNotificationSchema]);

export const flashArgs = z.tuple([z.boolean()]);

// ---------------------------------------------------------------- settings

/** Sound volume is 0..1, as `HTMLMediaElement.volume` takes it. */
export const soundSettingsSchema = z
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
  })
  .strict() satisfies z.ZodType<AppSettings>;

export const appSettingsPatchSchema = z
  .object({
    startWithOs: z.boolean().optional(),
    closeBehavior: z.enum(['ask', 'tray']).optional(),
    sound: soundSettingsSchema.partial().strict().optional(),
  })
  .strict() satisfies z.ZodType<AppSettingsPatch>;

export const updateSettingsArgs = z.tuple([appSettingsPatchSchema]);

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

/** Channels that take no payload reject any argument. */
export const noArgs = z.tuple([]);

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

const socketUrl = z
  .string()
  .max(2048)
  .refine((s) => {
    try {
      return ['http:', 'https:', 'ws:', 'wss:'].includes(new URL(s).protocol);
    } catch {
      return false;
    }
  }, 'URL de socket inválida');

export const apiBasesSchema = z.object({
  v1: httpUrl,
  v2: httpUrl,
  json: httpUrl,
  finance: httpUrl,
  upload: httpUrl,
  users: httpUrl,
  chatSocket: socketUrl,
}) satisfies z.ZodType<ApiBases>;

const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'cor inválida');

export const brandSchema = z.object({
  name: text(80).min(1),
  logo: text(2048).min(1),
  supportPhone: text(40),
  colors: z.object({ primary: color, onPrimary: color, accent: color }),
}) satisfies z.ZodType<Brand>;

export const runtimeConfigSchema = z.object({
  api: apiBasesSchema,
  brand: brandSchema,
}) satisfies z.ZodType<RuntimeConfig>;

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

/** True when the config carries usable API bases (the renderer checks this before any call). */
export function hasApiBases(api: ApiBases): boolean {
  return apiBasesSchema.safeParse(api).success;
}

/** Readable one-line summary of a zod error, for logs and rejected IPC calls. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : '(payload)'}: ${i.message}`)
    .join('; ');
}
