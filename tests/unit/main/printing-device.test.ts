import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevicePrinter, type DeviceFs } from '../../../main/printing/transports/device';
import { PrinterError } from '../../../main/printing/transports/port';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'device-printer-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const send = (file: string, data: Buffer, fsImpl?: DeviceFs) =>
  createDevicePrinter({ path: file, ...(fsImpl ? { fs: fsImpl } : {}) }).send(data, { timeoutMs: 1000 });

function errnoFs(code: string): DeviceFs {
  return { open: () => Promise.reject(Object.assign(new Error(code), { code })) };
}

describe('createDevicePrinter', () => {
  it('appends the bytes exactly, job after job', async () => {
    const file = path.join(dir, 'lp0');
    fs.writeFileSync(file, Buffer.from([0xff]));
    const job = Buffer.from([0x1b, 0x40, 0x00, 0x0a, 0x87, 0xc7]);
    await send(file, job);
    await send(file, job);
    expect(fs.readFileSync(file)).toEqual(Buffer.concat([Buffer.from([0xff]), job, job]));
  });

  it('writes the rest after a short write and closes the device', async () => {
    const chunks: Buffer[] = [];
    let closed = 0;
    const shortFs: DeviceFs = {
      open: () =>
        Promise.resolve({
          write: (data: Buffer, offset: number, length: number) => {
            const n = Math.min(2, length);
            chunks.push(Buffer.from(data.subarray(offset, offset + n)));
            return Promise.resolve({ bytesWritten: n });
          },
          close: () => {
            closed += 1;
            return Promise.resolve();
          },
        }),
    };
    await send('/dev/usb/lp0', Buffer.from('abcde'), shortFs);
    expect(Buffer.concat(chunks).toString()).toBe('abcde');
    expect(closed).toBe(1);
  });

  it('reports a missing device in Portuguese', async () => {
    const file = path.join(dir, 'nada', 'lp9');
    const error = await send(file, Buffer.from('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect(error).toMatchObject({ kind: 'not-found', message: `Impressora USB não encontrada (${file}).` });
  });

  it.each([
    [
      'EACCES',
      'offline',
      'Sem permissão para usar a impressora USB (/dev/usb/lp0). Adicione o usuário ao grupo lp.',
    ],
    [
      'EPERM',
      'offline',
      'Sem permissão para usar a impressora USB (/dev/usb/lp0). Adicione o usuário ao grupo lp.',
    ],
    [
      'EBUSY',
      'offline',
      'Impressora USB ocupada por outro programa (/dev/usb/lp0). Feche-o e tente de novo.',
    ],
    ['ENODEV', 'not-found', 'Impressora USB não encontrada (/dev/usb/lp0).'],
    ['EIO', 'unknown', 'Falha ao enviar para a impressora USB (/dev/usb/lp0): EIO.'],
  ])('maps %s on open', async (code, kind, message) => {
    const error = await send('/dev/usb/lp0', Buffer.from('x'), errnoFs(code)).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PrinterError', kind, message, code });
  });

  // Root ignores file modes, so the real chmod case can only run as a normal user; the mapping
  // itself is covered above through the injected fs.
  it.skipIf(process.getuid?.() === 0)('is denied on a chmod 000 file', async () => {
    const file = path.join(dir, 'lp1');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o000);
    await expect(send(file, Buffer.from('x'))).rejects.toMatchObject({ kind: 'offline', code: 'EACCES' });
  });

  it('a failure after bytes left is an interrupted job (reprinted as REIMPRESSÃO)', async () => {
    let calls = 0;
    const dying: DeviceFs = {
      open: () =>
        Promise.resolve({
          write: (_d: Buffer, _o: number, length: number) =>
            ++calls === 1
              ? Promise.resolve({ bytesWritten: Math.min(1, length) })
              : Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' })),
          close: () => Promise.resolve(),
        }),
    };
    await expect(send('/dev/usb/lp0', Buffer.from('abc'), dying)).rejects.toMatchObject({
      name: 'PrinterError',
      kind: 'interrupted',
      message: 'A impressora USB parou durante a impressão; o pedido pode não ter saído (/dev/usb/lp0).',
      code: 'EIO',
    });
  });
});
