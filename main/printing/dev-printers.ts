/**
 * CASHDESK_DEV_PRINTERS: the virtual printers `npm start` runs, handed to the app as network
 * printers (JSON '[{"name":"EPSON TM-T20X (Caixa)","host":"127.0.0.1","port":40123}]').
 * Read only in development builds, so nothing in a production install points at them.
 */
import { z } from 'zod';
import { localPrintSettingsSchema } from '../../shared/bridge-schemas';
import type { LocalPrintSettings, PrinterDefinition } from '../../shared/printing';
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

export function devPrintersFromEnv(
  value: string | undefined,
  packaged: boolean,
  log: Logger,
): PrinterDefinition[] {
  if (packaged || value === undefined || value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    log.warn(`${DEV_PRINTERS_ENV} não é JSON válido; ignorado`, error);
    return [];
  }
  const result = devPrintersSchema.safeParse(parsed);
  if (!result.success) {
    log.warn(`${DEV_PRINTERS_ENV} inválido; ignorado`, result.error.message);
    return [];
  }
  return result.data.map((p) => ({
    name: p.name,
    connection: { kind: 'tcp', host: p.host, port: p.port },
    codePage: p.codePage ?? 'cp860',
  }));
}

export function devPrintSettingsFromEnv(
  value: string | undefined,
  packaged: boolean,
  log: Logger,
): LocalPrintSettings | undefined {
  if (packaged || value === undefined || value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    log.warn(`${DEV_PRINT_SETTINGS_ENV} não é JSON válido; ignorado`, error);
    return undefined;
  }
  const result = localPrintSettingsSchema.safeParse(parsed);
  if (!result.success) {
    log.warn(`${DEV_PRINT_SETTINGS_ENV} inválido; ignorado`, result.error.message);
    return undefined;
  }
  return result.data;
}
