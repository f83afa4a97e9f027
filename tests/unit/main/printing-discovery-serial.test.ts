// One printer reachable over USB and over the network is listed once, with both ways (issue 32
// §3), identified by its serial number: ESC/POS GS I 68 (Epson ESC/POS reference, GS I n
// 'Transmit printer ID', printer information B, n = 68: serial number, answered as 5Fh '_' +
// text + NUL), asked over TCP by the sweep and written to / read back from the USB device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrinterDiscovery } from '../../../main/printing/discovery';
import { readDeviceSerial } from '../../../main/printing/discovery/device-serial';
import { ID_QUERIES, readAnswer, serialOf } from '../../../main/printing/discovery/identify';
import { mergeSamePrinters } from '../../../main/printing/discovery/merge';
import { probePrinter } from '../../../main/printing/discovery/sweep';
import type { DeviceFs } from '../../../main/printing/transports/device';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { idAnswer } from '../../../sandbox/virtual-printer/server';
import type { FoundPrinter, PrinterInfo } from '../../../shared/printing';
import { createMemoryLogger } from '../../support/logger';

const block = (text: string) => Buffer.concat([Buffer.from('_' + text, 'latin1'), Buffer.from([0])]);

/** A usblp device that answers `answer` to what is written (after one EAGAIN), or reads nothing back. */
function device(answer: Buffer | 'none' | 'unidirectional') {
  const written: Buffer[] = [];
  const eagain = () => Promise.reject(Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' }));
  const fsImpl: DeviceFs = {
    open: () => {
      let reads = 0;
      return Promise.resolve({
        write: (data: Buffer, offset: number, length: number) => {
          written.push(Buffer.from(data.subarray(offset, offset + length)));
          return Promise.resolve({ bytesWritten: length });
        },
        ...(answer === 'unidirectional'
          ? {}
          : {
              read: (buffer: Buffer, offset: number) => {
                reads += 1;
                if (answer === 'none' || reads === 1 || reads > 2) return eagain();
                answer.copy(buffer, offset);
                return Promise.resolve({ bytesRead: answer.length });
              },
            }),
        close: () => Promise.resolve(),
      });
    },
  };
  return { fsImpl, written };
}

describe('GS I 68 over TCP: the probe asks the serial number', () => {
  it('ID_QUERIES carries GS I 66, 67, 68 and DLE EOT 1; the third block is the serial number', () => {
    expect([...ID_QUERIES]).toEqual([0x1d, 0x49, 66, 0x1d, 0x49, 67, 0x1d, 0x49, 68, 0x10, 0x04, 1]);
    const answer = readAnswer(
      Buffer.concat([block('EPSON'), block('TM-T20'), block('X5QG012345'), Buffer.from([0x16])]),
    );
    expect(serialOf(answer)).toBe('X5QG012345');
    expect(answer.complete).toBe(true);
    expect(serialOf(readAnswer(Buffer.concat([block('EPSON'), block('TM-T20')])))).toBeUndefined();
  });

  it('the virtual printer answers GS I 68 with its serial number', async () => {
    expect(idAnswer(68, { maker: 'ELGIN', model: 'i9', serial: 'ELG-42' })).toEqual(block('ELG-42'));
    const printer = await startVirtualPrinter({
      identity: { maker: 'ELGIN', model: 'i9', serial: 'ELG-42' },
    });
    try {
      const answer = await probePrinter('127.0.0.1', printer.port, {
        connectTimeoutMs: 1000,
        answerWaitMs: 1000,
      });
      expect(answer?.texts).toEqual(['ELGIN', 'i9', 'ELG-42']);
      expect(printer.jobs).toEqual([]);
    } finally {
      await printer.close();
    }
  });
});

describe('GS I 68 over USB: readDeviceSerial', () => {
  it('writes GS I 68 to the device and reads the serial number back', async () => {
    const d = device(block('X5QG012345'));
    expect(await readDeviceSerial('/dev/usb/lp0', { fs: d.fsImpl, timeoutMs: 300 })).toBe('X5QG012345');
    expect(d.written).toEqual([Buffer.from([0x1d, 0x49, 0x44])]);
  });

  it.each([
    ['reads nothing back', 'none' as const],
    ['cannot read back (unidirectional)', 'unidirectional' as const],
    ['answers something else', Buffer.from('HTTP')],
  ])('a device that %s: no serial number', async (_what, answer) => {
    expect(
      await readDeviceSerial('/dev/usb/lp0', { fs: device(answer).fsImpl, timeoutMs: 80 }),
    ).toBeUndefined();
  });

  it('a device that cannot be opened (busy printing, unplugged): no serial number', async () => {
    const busy: DeviceFs = {
      open: () => Promise.reject(Object.assign(new Error('EBUSY'), { code: 'EBUSY' })),
    };
    expect(await readDeviceSerial('/dev/usb/lp0', { fs: busy })).toBeUndefined();
  });
});

describe('mergeSamePrinters by serial number', () => {
  const network = {
    name: 'EPSON 192.168.0.50',
    kind: 'tcp' as const,
    detail: '192.168.0.50:9100',
    model: 'escpos' as const,
    listed: false,
    serial: 'X5QG012345',
  };
  it('a USB device with the network printer serial number is folded into it; another stays', () => {
    const merged = mergeSamePrinters(
      [network],
      [
        { name: '/dev/usb/lp0', kind: 'device', detail: '/dev/usb/lp0', listed: true, serial: 'X5QG012345' },
        { name: '/dev/usb/lp1', kind: 'device', detail: '/dev/usb/lp1', listed: true, serial: 'OTHER' },
        { name: '/dev/usb/lp2', kind: 'device', detail: '/dev/usb/lp2', listed: true },
      ],
    );
    expect(merged.map((p) => p.name)).toEqual(['EPSON 192.168.0.50', '/dev/usb/lp1', '/dev/usb/lp2']);
    expect(merged[0]?.alsoAt).toEqual([{ kind: 'device', detail: '/dev/usb/lp0' }]);
    // Serial numbers stay in main.
    expect(merged.some((p) => 'serial' in p)).toBe(false);
  });
});

describe('Procurar impressoras: the same printer over USB and the network shows once', () => {
  let printer: VirtualPrinter;
  beforeAll(async () => {
    printer = await startVirtualPrinter({ identity: { maker: 'ELGIN', model: 'i9', serial: 'ELG-42' } });
  });
  afterAll(() => printer.close());

  const deviceInfo = (file: string): PrinterInfo => ({
    name: file,
    kind: 'device',
    detail: file,
    configured: false,
    health: 'unknown',
  });

  it('the USB device that gives the network printer serial number is named as another way to it', async () => {
    const asked: string[] = [];
    const discovery = createPrinterDiscovery({
      registry: {
        list: () => Promise.resolve({ printers: [deviceInfo('/dev/usb/lp0'), deviceInfo('/dev/usb/lp1')] }),
        definitions: () => [],
        rememberFound: () => undefined,
      },
      log: createMemoryLogger(),
      options: () => ({ range: '127.0.0.1-127.0.0.1', ports: [printer.port] }),
      onProgress: () => undefined,
      deviceSerial: (file) => {
        asked.push(file);
        return Promise.resolve(file === '/dev/usb/lp0' ? 'ELG-42' : undefined);
      },
    });
    const { printers } = await discovery.discover();
    expect(asked.sort()).toEqual(['/dev/usb/lp0', '/dev/usb/lp1']);
    expect(printers.map((p: FoundPrinter) => p.detail)).toEqual([
      `127.0.0.1:${printer.port}`,
      '/dev/usb/lp1',
    ]);
    expect(printers[0]).toMatchObject({
      identity: 'ELGIN i9',
      alsoAt: [{ kind: 'device', detail: '/dev/usb/lp0' }],
    });
  });
});
