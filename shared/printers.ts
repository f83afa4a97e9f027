/**
 * The printers the desktop prints to itself: their models, how they are reached and the
 * problems they report (shared/printing.ts re-exports all of it).
 */

export type EscPosCodePage = 'cp860' | 'cp850' | 'cp1252';

/**
 * The command language a raw printer speaks (issue 20 §1): 'escpos' for Epson, Elgin, Bematech
 * in ESC/POS mode, Knup and no-name printers; the others are the brands with their own dialect.
 * A printer saved before models existed has none and reads as 'escpos' (printerModelOf).
 */
export const PRINTER_MODELS = ['escpos', 'tanca', 'daruma', 'star', 'brother'] as const;
export type PrinterModel = (typeof PRINTER_MODELS)[number];
export const DEFAULT_PRINTER_MODEL: PrinterModel = 'escpos';

export function printerModelOf(printer: { model?: PrinterModel | undefined }): PrinterModel {
  return printer.model ?? DEFAULT_PRINTER_MODEL;
}

/** How the desktop reaches a printer it prints to itself. */
export type PrinterConnection =
  | { kind: 'tcp'; host: string; port: number }
  | { kind: 'device'; path: string }
  | { kind: 'os'; deviceName: string };

/** A printer the user added by hand (network or USB device file); names are unique. */
export interface PrinterDefinition {
  name: string;
  connection: PrinterConnection;
  codePage: EscPosCodePage;
  /** Absent on printers saved before models existed: 'escpos'. */
  model?: PrinterModel;
}

export type PrinterKind = 'tcp' | 'device' | 'os' | 'qz';
export type PrinterHealth = 'ok' | 'offline' | 'paper-out' | 'cover-open' | 'unknown';

/**
 * What a printer reports that keeps its jobs waiting (issue 20 §3): they print by themselves,
 * exactly once, within seconds of it being solved; staff only need to fix the printer.
 */
export type PrinterProblem = 'paper-out' | 'cover-open' | 'offline';

export function printerProblemMessage(printerName: string, problem: PrinterProblem): string {
  switch (problem) {
    case 'paper-out':
      return `Impressora ${printerName} sem papel`;
    case 'cover-open':
      return `Impressora ${printerName} com a tampa aberta`;
    case 'offline':
      return `Impressora ${printerName} desligada ou desconectada`;
  }
}

export const PRINTER_PROBLEMS: readonly PrinterProblem[] = ['paper-out', 'cover-open', 'offline'];

/** A printer status that holds its jobs: they wait for the problem to be solved, never fail. */
export function isPrinterProblem(status: string | undefined): status is PrinterProblem {
  return (PRINTER_PROBLEMS as readonly (string | undefined)[]).includes(status);
}

/** The problem a waiting ticket's message names (the message printerProblemMessage wrote), or null. */
export function printerProblemOf(printerName: string, message: string | undefined): PrinterProblem | null {
  return PRINTER_PROBLEMS.find((p) => message === printerProblemMessage(printerName, p)) ?? null;
}

/**
 * How often a printer that reported a problem is asked again while its tickets wait (the
 * desktop journal and web mode alike): a ticket prints within this, plus one status query and
 * the send, of the problem being solved.
 */
export const PROBLEM_POLL_MS = 2000;

/** Models with no drawer command (models/: Brother's ESC p selects a font instead). */
const DRAWERLESS_MODELS: ReadonlySet<PrinterModel> = new Set(['brother']);

/** Whether the model can pulse a cash drawer (main's models/ agree: a test holds them together). */
export function modelHasDrawer(model: PrinterModel): boolean {
  return !DRAWERLESS_MODELS.has(model);
}
