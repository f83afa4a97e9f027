/**
 * CASHDESK_DEV_PRINTERS: the virtual printers `npm start` runs, handed to the app as network
 * printers (JSON '[{"name":"EPSON TM-T20X (Caixa)","host":"127.0.0.1","port":40123}]').
 * Read only in development builds, so nothing in a production install points at them.
 */
import { z } from 'zod';
import { localPrintSettingsSchema } from '../../shared/bridge-schemas';
import type { LocalPrintSettings, PrinterDefinition } from '../../shared/printing';
import { DEFAULT_CODE_PAGE } from '../../shared/printing-definition';
import type { Logger } from '../log/logger';
import { isValidHost } from './printers';

export const DEV_PRINTERS_ENV = 'CASHDESK_DEV_PRINTERS';
/** The demo store's print settings, used until the user saves their own (development only). */
export const DEV_PRINT_SETTINGS_ENV = 'CASHDESK_DEV_PRINT_SETTINGS';

const devPrintersSchema = z
  .array(
    z
      .object({
        name: z.string().trim().min(1).max(100),
        host: z.string().refine(isValidHost, 'endereço inválido'),
        port: z.number().int().min(1).max(65535),
        codePage: z.enum(['cp860', 'cp850', 'cp1252']).optional(),
      })
      .strict(),
  )
  .max(20);

/** The env value parsed and checked against `schema`; undefined (with a warning) when unusable. */
function fromEnv<S extends z.ZodType>(
  name: string,
  value: string | undefined,
  schema: S,
  log: Logger,
): z.infer<S> | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    log.warn(`${name} não é JSON válido; ignorado`, error);
    return undefined;
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    log.warn(`${name} inválido; ignorado`, result.error.message);
    return undefined;
  }
  return result.data;
}

interface DevPrinting {
  devPrinters: PrinterDefinition[];
  devSettings?: LocalPrintSettings;
}

/** What `createPrintingSystem` takes from the development env; nothing in a packaged app. */
export function devPrintingFromEnv(
  env: Record<string, string | undefined>,
  packaged: boolean,
  log: Logger,
): DevPrinting {
  if (packaged) return { devPrinters: [] };
  const printers = fromEnv(DEV_PRINTERS_ENV, env[DEV_PRINTERS_ENV], devPrintersSchema, log) ?? [];
  const devSettings = fromEnv(
    DEV_PRINT_SETTINGS_ENV,
    env[DEV_PRINT_SETTINGS_ENV],
    localPrintSettingsSchema,
    log,
  );
  return {
    devPrinters: printers.map((p) => ({
      name: p.name,
      connection: { kind: 'tcp', host: p.host, port: p.port },
      codePage: p.codePage ?? DEFAULT_CODE_PAGE,
    })),
    ...(devSettings ? { devSettings } : {}),
  };
}
