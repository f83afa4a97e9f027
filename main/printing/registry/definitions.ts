/**
 * Hand-configured printers on disk. A definition is typed by the user (or tampered with in the
 * file), so host, port and device path pass the same rules as printers.ts before any socket or
 * file opens; a bad entry in the file is dropped with a log line, the others still print.
 */
import { z } from 'zod';
import { printerDefinitionSchema } from '../../../shared/bridge-schemas';
import type { PrinterDefinition } from '../../../shared/printing';
import type { Logger } from '../../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../../storage/json-file';
import { isAllowedDevicePath, isValidHost } from '../printers';

const MAX_DEFINITIONS = 50;

export class PrinterDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrinterDefinitionError';
  }
}

const fileSchema = z.object({ version: z.literal(1), printers: z.array(z.unknown()) });

/** The definition, trimmed, or a PrinterDefinitionError with the message the screen shows. */
export function validateDefinition(input: unknown, deviceDirs: readonly string[]): PrinterDefinition {
  const parsed = printerDefinitionSchema.safeParse(input);
  if (!parsed.success) throw new PrinterDefinitionError('Dados da impressora inválidos.');
  const definition = parsed.data;
  const c = definition.connection;
  if (c.kind === 'tcp' && !isValidHost(c.host)) {
    throw new PrinterDefinitionError('Endereço da impressora inválido.');
  }
  if (c.kind === 'device' && !isAllowedDevicePath(c.path, deviceDirs)) {
    throw new PrinterDefinitionError('Caminho da impressora USB inválido.');
  }
  return definition;
}

export function loadDefinitions(
  file: string,
  deviceDirs: readonly string[],
  log: Logger,
): PrinterDefinition[] {
  const read = readValidatedJsonFile(file, fileSchema);
  if (read.kind === 'missing') return [];
  if (read.kind === 'invalid') {
    log.error(`Lista de impressoras ilegível; começando vazia (cópia em ${read.backup ?? 'nenhuma'})`);
    return [];
  }
  const out: PrinterDefinition[] = [];
  for (const entry of read.value.printers.slice(0, MAX_DEFINITIONS)) {
    try {
      const definition = validateDefinition(entry, deviceDirs);
      if (!out.some((d) => d.name === definition.name)) out.push(definition);
    } catch (error) {
      log.warn('Impressora inválida ignorada no arquivo de impressoras', error);
    }
  }
  return out;
}

export function saveDefinitions(file: string, printers: readonly PrinterDefinition[]): void {
  if (printers.length > MAX_DEFINITIONS) {
    throw new PrinterDefinitionError(`No máximo ${MAX_DEFINITIONS} impressoras configuradas.`);
  }
  writeJsonFileAtomic(file, { version: 1, printers });
}
