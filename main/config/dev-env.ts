/**
 * The development environment variables, read in ONE place and only in development builds.
 * A packaged cash desk ignores them (a leftover CASHDESK_API_ORIGIN on a counter PC must not
 * point the store at another server, nor a renderer URL load someone else's page): every one
 * of them is dropped, and the ones that were set are named in the log.
 */
import type { Logger } from '../log/logger';
import { DEV_PRINT_SETTINGS_ENV, DEV_PRINTERS_ENV } from '../printing/dev-printers';

/** Every variable that only development builds read. */
export const DEVELOPMENT_ENV_VARS = [
  'CASHDESK_API_ORIGIN',
  'ELECTRON_RENDERER_URL',
  DEV_PRINTERS_ENV,
  DEV_PRINT_SETTINGS_ENV,
] as const;

type DevelopmentEnvVar = (typeof DEVELOPMENT_ENV_VARS)[number];
type DevelopmentEnv = Partial<Record<DevelopmentEnvVar, string>>;

/** The development variables of `env`; none at all when `packaged`. */
export function developmentEnv(
  env: Record<string, string | undefined>,
  packaged: boolean,
  log: Logger,
): DevelopmentEnv {
  const set = DEVELOPMENT_ENV_VARS.filter((name) => (env[name] ?? '').trim() !== '');
  if (packaged) {
    if (set.length > 0)
      log.warn(`Versão instalada: variáveis de desenvolvimento ignoradas (${set.join(', ')})`);
    return {};
  }
  return Object.fromEntries(set.map((name) => [name, env[name]])) as DevelopmentEnv;
}
