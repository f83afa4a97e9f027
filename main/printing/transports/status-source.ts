/**
 * Where a printer's status comes from (issue 32 §1), as the printers screen says it:
 * - 'printer': read from the printer itself (a network or USB printer answering its real-time
 *   status query): 'Status lido da impressora';
 * - 'system': what the OS spooler or QZ Tray reports of it: 'Status pelo sistema';
 * - 'none': it cannot be read (a model with no status query, a printer that never answers, a
 *   unidirectional USB interface): 'Esta impressora não informa falta de papel', and its tickets
 *   are 'enviado', never 'impresso'.
 */
import type { PrinterModel } from '../../../shared/printing';
import { STAR_STATUS } from './star-status';
import { ESCPOS_STATUS, type StatusDialect } from './tcp-status';

/**
 * The real-time status query a model answers on a device it can read back on: ESC/POS's DLE
 * EOT n, or Star line mode's EOT/ENQ; undefined for models whose own language has none this
 * desk knows (Brother's ESC/P raster, Daruma's and Tanca's own modes).
 */
export function statusDialectOf(model: PrinterModel): StatusDialect | undefined {
  if (model === 'escpos') return ESCPOS_STATUS;
  if (model === 'star') return STAR_STATUS;
  return undefined;
}
