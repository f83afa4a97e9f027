/**
 * The cash drawer (issue 20 §4): drawers hang off the cashier printer's drawer port, so a pulse
 * is a few command bytes sent to that printer: the model's pulse (models/: ESC p with both pulse
 * times on ESC/POS printers, ESC BEL on Star) after a reset and nothing to print. It goes out at
 * once, outside the print journal: a drawer that opens minutes later, when the printer comes
 * back, would be worse than one that does not open (staff are told and use the key), and
 * opening it twice costs nothing. Every pulse sent is logged with the printer, the reason and
 * the order. The desk (IPC) and the local print host (web mode) both call this; for the host, the
 * log names the caller and gives the reason and order as what that caller said (anyone holding
 * the pairing code could claim any order), never as fact.
 */
import {
  DRAWER_MESSAGES,
  DRAWER_REASON_LABELS,
  modelHasDrawer,
  type DrawerRequest,
  type LocalPrintSettings,
  type PrintOutcome,
} from '../../shared/printing';
import type { Logger } from '../log/logger';
import { printerNotFoundMessage } from './journal';
import { rowsToModelBytes } from './models';
import { cashierPrinters } from './print-service';
import type { ResolvedPrinter } from './registry';
import { PrinterError } from './transports/port';

interface DrawerDeps {
  settings(): LocalPrintSettings;
  resolvePrinter(name: string): Promise<ResolvedPrinter | undefined>;
  log: Logger;
  sendTimeoutMs?: number;
}

/** The bytes of one pulse on this printer: a reset, its code page, the pulse; nothing printed. */
export function drawerPulseBytes(target: Pick<ResolvedPrinter, 'model' | 'codePage'>): Buffer {
  return rowsToModelBytes([], { model: target.model, codePage: target.codePage, openDrawer: true });
}

export function createCashDrawer(deps: DrawerDeps) {
  return {
    /**
     * Pulses the first cashier printer's drawer (or the one named, for the local print host, with
     * `caller`: who asked it).
     */
    async open(request: DrawerRequest, printerName?: string, caller?: string): Promise<PrintOutcome> {
      const name = printerName ?? cashierPrinters(deps.settings())[0];
      if (!name) return { ok: false, error: DRAWER_MESSAGES.noPrinter };
      const target = await deps.resolvePrinter(name);
      if (!target) return { ok: false, error: printerNotFoundMessage(name) };
      if (target.format === 'html') return { ok: false, error: DRAWER_MESSAGES.osPrinter(name) };
      if (!modelHasDrawer(target.model)) return { ok: false, error: DRAWER_MESSAGES.noDrawer(name) };
      const reason = `${DRAWER_REASON_LABELS[request.reason]}${request.orderId ? `, pedido #${request.orderId}` : ''}`;
      const why =
        caller === undefined ? reason : `a pedido de ${caller}; motivo informado pelo chamador: ${reason}`;
      try {
        await target.port.send(drawerPulseBytes(target), { timeoutMs: deps.sendTimeoutMs ?? 10_000 });
      } catch (error) {
        const message =
          error instanceof PrinterError ? error.message : 'Falha desconhecida ao abrir a gaveta.';
        deps.log.warn(`Gaveta não abriu na impressora ${name} (${why})`, message);
        return { ok: false, error: message };
      }
      deps.log.info(`Gaveta aberta na impressora ${name} (${why})`);
      return { ok: true };
    },
  };
}
