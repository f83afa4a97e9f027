// Issue 32 §1: a Star printer in Star line mode is asked its own status over TCP, before each job
// and after its last byte, and the answers are read as the same problems as ESC/POS's. From Star
// Micronics' "STAR Line Mode Command Specifications", Appendix 2 - Status Specifications: EOT
// (04h) and ENQ (05h) are answered with one byte each over a bidirectional interface (Ethernet,
// USB); 5-2-2 EOT bit 3 paper end, 5-2-1 ENQ bit 3 paper end and bit 2 other errors (cover open).
// A Star in its own mode ignores ESC/POS's DLE EOT n (DLE means nothing to it), so asking it that
// would read it as silent and every ticket to it as 'enviado'.
import { afterEach, describe, expect, it } from 'vitest';
import { STAR_STATUS } from '../../../main/printing/transports/star-status';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { PrinterError } from '../../../main/printing/transports/port';
import { createPrinterRegistry, type PrinterTransports } from '../../../main/printing/registry';
import { rowsToModelBytes } from '../../../main/printing/models';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { createMemoryLogger } from '../../support/logger';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let printer: VirtualPrinter | undefined;
afterEach(async () => {
  await printer?.close();
  printer = undefined;
});

const starTicket = (text: string) =>
  rowsToModelBytes([{ text, cut: false, bold: false, large: false }], { model: 'star', codePage: 'cp850' });

const starPort = (p: VirtualPrinter) =>
  createThermalTcpPrinter({ host: p.host, port: p.port, statusTimeoutMs: 500, dialect: STAR_STATUS });

const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('Star status over TCP (Appendix 2, 5-2-1 ENQ and 5-2-2 EOT)', () => {
  it.each([
    ['online', 'ok'],
    ['paper-out', 'paper-out'],
    ['cover-open', 'cover-open'],
  ] as const)('a Star %s answers EOT/ENQ: %s', async (mode, status) => {
    printer = await startVirtualPrinter({ model: 'star' });
    await printer.setMode(mode);
    expect(await starPort(printer).status()).toBe(status);
  });

  it('the same Star asked ESC/POS DLE EOT n gives no status that reads as ok', async () => {
    printer = await startVirtualPrinter({ model: 'star' });
    await printer.setMode('paper-out');
    // The EOT inside each DLE EOT n is answered with Star's EOT byte, not an ESC/POS status byte.
    const escpos = createThermalTcpPrinter({ host: printer.host, port: printer.port, statusTimeoutMs: 300 });
    expect(await escpos.status()).not.toBe('ok');
  });

  it('a job ends with EOT/ENQ and is confirmed by the answers: impresso, not enviado', async () => {
    printer = await startVirtualPrinter({ model: 'star' });
    const port = starPort(printer);
    expect(await port.send(starTicket('PEDIDO 7'), { timeoutMs: 2000 })).toEqual({ confirmed: true });
    await until(() => printer?.jobs.length === 1);
    expect(printer.jobs[0]).toMatchObject({ printed: true });
    expect(printer.jobs[0]?.lines.join('\n')).toContain('PEDIDO 7');
  });

  it('out of paper: the job is held before any byte (PAPER_OUT), and goes once the roll is back', async () => {
    printer = await startVirtualPrinter({ model: 'star' });
    await printer.setMode('paper-out');
    const port = starPort(printer);
    const held = await port.send(starTicket('SEM PAPEL'), { timeoutMs: 2000 }).catch((e: unknown) => e);
    expect(held).toBeInstanceOf(PrinterError);
    expect(held).toMatchObject({ kind: 'offline', code: 'PAPER_OUT' });
    expect(printer.jobs).toHaveLength(0);
    await printer.setMode('online');
    expect(await port.status()).toBe('ok');
    expect(await port.send(starTicket('SEM PAPEL'), { timeoutMs: 2000 })).toEqual({ confirmed: true });
    await until(() => printer?.jobs.length === 1);
    expect(printer.jobs.filter((j) => j.printed)).toHaveLength(1);
  });

  it('the roll runs out during the ticket: the closing EOT says paper end, so it is interrupted', async () => {
    printer = await startVirtualPrinter({ model: 'star' });
    const port = starPort(printer);
    expect(await port.status()).toBe('ok');
    printer.problemAfter('paper-out', 4);
    const error = await port
      .send(starTicket('CORTADO NO MEIO'), { timeoutMs: 2000 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'interrupted', code: 'PAPER_OUT' });
  });

  it("the registry hands a 'star' printer's model to the network transport", () => {
    const seen: string[] = [];
    const transports: PrinterTransports = {
      tcp: (t) => {
        seen.push(t.model);
        return { send: () => Promise.resolve() };
      },
      device: () => ({ send: () => Promise.resolve() }),
      os: () => ({ send: () => Promise.resolve() }),
      qz: () => ({ send: () => Promise.resolve() }),
    };
    const dir = mkdtempSync(join(tmpdir(), 'star-reg-'));
    const registry = createPrinterRegistry({
      file: join(dir, 'printers.json'),
      log: createMemoryLogger(),
      transports,
      method: () => 'aiboo',
    });
    registry.save({
      name: 'Star',
      connection: { kind: 'tcp', host: '127.0.0.1', port: 9100 },
      codePage: 'cp850',
      model: 'star',
    });
    registry.save({
      name: 'Epson',
      connection: { kind: 'tcp', host: '127.0.0.1', port: 9101 },
      codePage: 'cp860',
    });
    return Promise.all([registry.resolve('Star'), registry.resolve('Epson')]).then(() =>
      expect(seen).toEqual(['star', 'escpos']),
    );
  });
});
