/**
 * RuntimeConfig for the renderer, resolved once at start from (highest first):
 * 1. env `CASHDESK_API_ORIGIN` (an origin laid out like the sandbox: `npm start`, tests);
 * 2. the settings override (`api.origin` or `api.bases` in settings.json, for installers/support);
 * 3. the packaged default, config/app.config.json (bundled at build time).
 * Missing or invalid API bases do not stop the app: the config comes back with EMPTY bases
 * (all ''), the window opens and the renderer shows its Portuguese "API not configured" error.
 */
import { z } from 'zod';
import {
  apiBasesSchema,
  brandSchema,
  describeIssues,
  EMPTY_API_BASES,
  optionalConfigSections,
} from '../../shared/bridge-schemas';
import {
  originProblem,
  sandboxApiBases,
  type ApiBases,
  type Brand,
  type RuntimeConfig,
} from '../../shared/config';
import type { Logger } from '../log/logger';
import type { ApiOverride } from '../settings/schema';
import { readJsonFile } from '../storage/json-file';

export const DEFAULT_BRAND: Brand = {
  name: 'Caixa Delivery',
  logo: 'brand/logo.svg',
  supportPhone: '(11) 4002-8922',
  colors: { primary: '#C2410C', onPrimary: '#FFFFFF', accent: '#1864AB' },
};

interface UpdatesConfig {
  /** Generic-provider feed URL; empty disables updates. */
  url: string;
  intervalHours: number;
  /**
   * The Ed25519 key the feed's signature is checked with (base64 SPKI DER, see
   * main/updater/feed-signature.ts); empty disables updates.
   */
  publicKey: string;
}

const packagedSchema = z.object({
  brand: z.unknown().optional(),
  api: z.unknown().optional(),
  requests: z.unknown().optional(),
  access: z.unknown().optional(),
  calls: z.unknown().optional(),
  updates: z
    .object({
      url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
      intervalHours: z.number().min(0.25).max(168).default(4),
      publicKey: z.string().max(200).default(''),
    })
    .partial()
    .optional(),
});

type ConfigSource = 'env' | 'settings' | 'packaged' | 'none';

interface ResolvedConfig {
  config: RuntimeConfig;
  updates: UpdatesConfig;
  apiSource: ConfigSource;
}

interface ResolveConfigInput {
  /** The parsed config/app.config.json (the copy beside the installed app, editable by support). */
  packaged: unknown;
  /**
   * The config bundled into the app (inside the asar) at build time: the only source of
   * `updates` (where updates come from and the key that checks them), so that no file a user
   * can write decides what the desk installs. Absent: no updates.
   */
  bundled?: unknown;
  env: { CASHDESK_API_ORIGIN?: string | undefined };
  override: ApiOverride | null;
  log: Logger;
  /** Packaged build: API bases over https:/wss: only (loopback excepted), issue 37 §4. */
  secureOnly?: boolean;
}

/** The first base refused by the packaged rule, named with why; null when all pass. */
function insecureBase(api: ApiBases, secureOnly: boolean): string | null {
  if (!secureOnly) return null;
  for (const [key, url] of Object.entries(api)) {
    const problem = originProblem(url, { secureOnly });
    if (problem) return `${key}: ${problem}`;
  }
  return null;
}

function originBases(origin: string): ApiBases | null {
  try {
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return sandboxApiBases(u.origin);
  } catch {
    return null;
  }
}

function isBlank(api: unknown): boolean {
  return (
    api === undefined ||
    api === null ||
    (typeof api === 'object' &&
      Object.values(api as Record<string, unknown>).every((v) => v === '' || v == null))
  );
}

export function resolveRuntimeConfig({
  packaged,
  bundled,
  env,
  override,
  log,
  secureOnly = false,
}: ResolveConfigInput): ResolvedConfig {
  const file = packagedSchema.safeParse(packaged);
  if (!file.success) log.error('config/app.config.json inválido: ' + describeIssues(file.error));
  const pkg = file.success ? file.data : {};

  let brand = DEFAULT_BRAND;
  if (pkg.brand !== undefined) {
    const parsed = brandSchema.safeParse(pkg.brand);
    if (parsed.success) brand = parsed.data;
    else log.error('Marca inválida na configuração; usando a padrão: ' + describeIssues(parsed.error));
  }

  // Optional sections: a broken one is logged and its default applies (the renderer's).
  const { sections: extras, broken } = optionalConfigSections(pkg);
  for (const name of broken) log.error(`${name} inválido na configuração; usando o padrão`);

  const built = bundled === undefined ? undefined : packagedSchema.safeParse(bundled);
  if (built && !built.success) log.error('Configuração embutida inválida: ' + describeIssues(built.error));
  const builtUpdates = built?.success ? built.data.updates : undefined;
  const updates: UpdatesConfig = {
    url: builtUpdates?.url ?? '',
    intervalHours: builtUpdates?.intervalHours ?? 4,
    publicKey: builtUpdates?.publicKey ?? '',
  };

  const candidates: [ConfigSource, unknown][] = [];
  const envOrigin = env.CASHDESK_API_ORIGIN?.trim();
  if (envOrigin) {
    const bases = originBases(envOrigin);
    if (bases) candidates.push(['env', bases]);
    else log.error(`CASHDESK_API_ORIGIN inválido: ${envOrigin}`);
  }
  if (override?.bases) candidates.push(['settings', override.bases]);
  else if (override?.origin) candidates.push(['settings', originBases(override.origin)]);
  if (!isBlank(pkg.api)) candidates.push(['packaged', pkg.api]);

  for (const [source, api] of candidates) {
    const parsed = apiBasesSchema.safeParse(api);
    const insecure = parsed.success ? insecureBase(parsed.data, secureOnly) : null;
    if (insecure) {
      log.error(`Bases da API recusadas (${source}): ${insecure}`);
      continue;
    }
    if (parsed.success) {
      log.info(`Configuração da API: ${source} (${parsed.data.v1})`);
      return { config: { api: parsed.data, brand, ...extras }, updates, apiSource: source };
    }
    log.error(`Bases da API inválidas (${source}): ${describeIssues(parsed.error)}`);
  }
  log.error('Nenhuma configuração de API válida: a janela abre e o app mostra o erro de configuração');
  return { config: { api: { ...EMPTY_API_BASES }, brand, ...extras }, updates, apiSource: 'none' };
}

/**
 * The packaged config file: the first candidate that exists and parses (resources/config/
 * app.config.json next to the installed app, editable by support), else `fallback` (the copy
 * bundled at build time). A broken file is logged and skipped, never fatal.
 */
export function loadConfigFile(candidates: readonly string[], fallback: unknown, log: Logger): unknown {
  for (const file of candidates) {
    const read = readJsonFile(file);
    if (read.kind === 'ok') {
      log.info(`Configuração lida de ${file}`);
      return read.value;
    }
    if (read.kind === 'corrupt') log.error(`Configuração ilegível em ${file}; usando a embutida`, read.error);
  }
  return fallback;
}
