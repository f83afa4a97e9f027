// Each model's ticket over our own TCP transport to a virtual printer of that model on loopback:
// the printer reads the paper the customer would get, in its own command language.
import { afterEach, describe, expect, it } from 'vitest';
import { ticketBytes } from '../../../main/printing/ticket-bytes';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { PRINTER_MODELS } from '../../../shared/printing';
import { cashierTicket, renderText } from '../../../shared/tickets';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { settings, twoCategoryOrder } from './printing-fixtures';

let printer: VirtualPrinter | undefined;
afterEach(async () => {
  await printer?.close();
  printer = undefined;
});

const ticket = cashierTicket(twoCategoryOrder(), settings, { storeName: 'Pizzaria São João' });

describe('virtual printer of each model', () => {
  it.each(PRINTER_MODELS)('%s: prints the ticket as laid out, once, cut', async (model) => {
    printer = await startVirtualPrinter({ model });
    const port = createThermalTcpPrinter({ host: '127.0.0.1', port: printer.port, settleMs: 0 });
    const bytes = ticketBytes(ticket, { format: 'escpos', codePage: 'cp850', model }, '7,0');
    await port.send(bytes, { timeoutMs: 2000 });
    // send() resolved on the printer's status answer, which follows the last ticket byte.
    await new Promise<void>((resolve) =>
      printer?.jobs.length ? resolve() : printer?.onJob(() => resolve()),
    );
    expect(printer.jobs).toHaveLength(1);
    const [job] = printer.jobs;
    expect(job?.printed).toBe(true);
    expect(job?.lines).toEqual(renderText(ticket, 48));
    expect(job?.cuts).toBe(1);
  });
});
