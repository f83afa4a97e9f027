/**
 * The printer definition this computer saves when staff put a printer to use: typed in the
 * printers screen, or found by 'Procurar impressoras' and chosen with 'Usar no caixa' or a
 * production category (issue 20 §2). Main remembers a search's network printers with the same
 * builder, so a test page before saving prints exactly as the saved printer will.
 */
import {
  DEFAULT_PRINTER_MODEL,
  type EscPosCodePage,
  type PrinterConnection,
  type PrinterDefinition,
  type PrinterModel,
} from './printing';

/** CP860 is the Portuguese page: what a Brazilian store's printer needs for its accents. */
export const DEFAULT_CODE_PAGE: EscPosCodePage = 'cp860';

export interface PrinterToSave {
  name: string;
  connection: PrinterConnection;
  model?: PrinterModel | undefined;
  codePage?: EscPosCodePage | undefined;
}

/** Unsaid model and code page are ESC/POS and CP860, the generic printer's. */
export function printerDefinition(printer: PrinterToSave): Required<PrinterDefinition> {
  return {
    name: printer.name,
    connection: printer.connection,
    codePage: printer.codePage ?? DEFAULT_CODE_PAGE,
    model: printer.model ?? DEFAULT_PRINTER_MODEL,
  };
}
