/**
 * What Electron's print callback says when the spooler did not take a ticket, read into the
 * journal's PrinterError (issue 32 §1: OS printers' job status). Electron documents
 * `contents.print([options], [callback])` with `callback(success: boolean, failureReason: string)`:
 * "success - Indicates success of the print call", "failureReason - Error description called back
 * if the print fails" (docs/api/web-contents.md). The descriptions it gives are fixed strings of
 * its source: 'Invalid deviceName provided' (api_web_contents.cc, no such printer), and, from
 * shell/browser/printing/print_view_manager_electron.cc, 'Invalid printer settings' (kInvalidSettings),
 * 'Print job canceled' (kCanceled) and 'Print job failed' (kFailed). A success only says the
 * spooler took the job (electron/electron#38975: paper out is not a failure of the call), so an
 * OS printer's ticket is 'enviado', never 'impresso'.
 *
 * Every failure here put nothing on paper: the kinds are 'not-found' or 'offline', so the job is
 * sent again as is (no REIMPRESSÃO), and the queue says why (falhou, with the reason). The OS's
 * own word on the printer is read right after (os-printer.ts): a printer the OS reports out of
 * paper, open or offline turns the refusal into that problem, the banner's.
 */
import { PrinterError } from './port';

export const ELECTRON_PRINT_FAILURE = {
  invalidDevice: 'Invalid deviceName provided',
  invalidSettings: 'Invalid printer settings',
  canceled: 'Print job canceled',
  failed: 'Print job failed',
} as const;

/** The codes of a refusal by the spooler (the OS's status is then read again). */
export const OS_REFUSAL_CODES: ReadonlySet<string> = new Set([
  'OS_PRINT_FAILED',
  'OS_PRINT_CANCELED',
  'OS_PRINT_SETTINGS',
]);

export function osPrintFailure(deviceName: string, reason: string): PrinterError {
  const text = reason.trim() || 'motivo não informado';
  if (/invalid deviceName|device ?name/i.test(text)) {
    return new PrinterError(
      'not-found',
      `Impressora ${deviceName} não encontrada no sistema (${text}). Escolha outra nas configurações de impressão.`,
      'OS_PRINTER_NOT_FOUND',
    );
  }
  if (text.includes(ELECTRON_PRINT_FAILURE.invalidSettings)) {
    return new PrinterError(
      'offline',
      `A impressora ${deviceName} do sistema recusou as configurações do cupom (${text}). Verifique o papel e a largura configurados no driver da impressora.`,
      'OS_PRINT_SETTINGS',
    );
  }
  if (text.includes(ELECTRON_PRINT_FAILURE.canceled)) {
    return new PrinterError(
      'offline',
      `O cupom foi cancelado na fila de impressão do sistema (${deviceName}: ${text}). Ele será enviado de novo.`,
      'OS_PRINT_CANCELED',
    );
  }
  return new PrinterError(
    'offline',
    `A impressora ${deviceName} do sistema recusou o cupom (${text}). Verifique se está ligada e com papel.`,
    'OS_PRINT_FAILED',
  );
}
