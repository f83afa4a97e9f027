// What the OS and QZ Tray printer ports share (system-port.ts): the system's status, 'unknown'
// when it has none or fails; and a print call that stops answering is 'interrupted' past its
// deadline (the system may have passed the job on: printed again marked REIMPRESSÃO).
import { describe, expect, it } from 'vitest';
import type { QzClient } from '../../../main/printing/qz/client';
import { createOsPrinter, type OsPrinting } from '../../../main/printing/transports/os-printer';
import { createQzPrinter } from '../../../main/printing/transports/qz-printer';
import { systemCallWithin, systemStatus } from '../../../main/printing/transports/system-port';
import { printerFailure } from '../../support/printer-error';

const never = <T>() => new Promise<T>(() => undefined);

describe('system-port', () => {
  it("systemStatus: the system's word; 'unknown' without a reader or when it fails", async () => {
    expect(await systemStatus(undefined)()).toBe('unknown');
    expect(await systemStatus(() => Promise.resolve('paper-out'))()).toBe('paper-out');
    expect(await systemStatus(() => Promise.reject(new Error('QZ caiu')))()).toBe('unknown');
  });

  it("systemCallWithin: the answer in time; past the deadline 'interrupted' with the message", async () => {
    expect(await systemCallWithin(Promise.resolve(7), 50, 'x')).toBe(7);
    const error = await printerFailure(systemCallWithin(never(), 10, 'O QZ Tray não confirmou.'));
    expect(error).toMatchObject({
      kind: 'interrupted',
      code: 'DEADLINE',
      message: 'O QZ Tray não confirmou.',
    });
  });

  it('a QZ Tray that never answers the print: interrupted at the send deadline', async () => {
    const client = { printRaw: () => never<void>(), printerStatus: () => Promise.resolve('ok') };
    const port = createQzPrinter({ client: client as unknown as QzClient, printer: 'ELGIN i9' });
    const error = await printerFailure(port.send(Buffer.from('x'), { timeoutMs: 10, deadlineMs: 20 }));
    expect(error).toMatchObject({ kind: 'interrupted', code: 'DEADLINE' });
    expect(error.message).toBe(
      'O QZ Tray não confirmou a impressão em ELGIN i9 a tempo; o pedido pode não ter saído.',
    );
    expect(await port.status()).toBe('ok');
  });

  it('an OS printer without a status reader: unknown (the job is sent)', async () => {
    const os: OsPrinting = { listPrinters: () => Promise.resolve([]), printHtml: () => Promise.resolve() };
    expect(await createOsPrinter({ deviceName: 'X', widthMm: 80, os }).status()).toBe('unknown');
  });
});
