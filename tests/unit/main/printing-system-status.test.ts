// Issue 32 §1: status from every printer that can give it, mapped to the same problems (paper
// out, cover open, offline) the banner names. None of these sources runs here: each fake answers
// as its documentation says it does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createElectronOsPrinting, type PrintWindowLike } from '../../../main/electron/os-printing';
import { createQzClient, type QzApi } from '../../../main/printing/qz/client';
import { createDevicePrinter, type DeviceFs } from '../../../main/printing/transports/device';
import { createOsPrinter } from '../../../main/printing/transports/os-printer';
import { createQzPrinter } from '../../../main/printing/transports/qz-printer';
import { statusWithin, SYSTEM_STATUS_TIMEOUT_MS } from '../../../main/printing/transports/port';
import { STAR_STATUS } from '../../../main/printing/transports/star-status';
import {
  cupsPrinterStatus,
  osPrinterStatus,
  PRINTER_STATUS,
  qzPrinterEvent,
  windowsPrinterStatus,
} from '../../../main/printing/transports/system-status';
import { ESCPOS_STATUS } from '../../../main/printing/transports/tcp-status';
import { STATUS_SOURCE_TEXT } from '../../../shared/printing';
import { createMemoryLogger } from '../../support/logger';

describe('Windows spooler: PRINTER_INFO_2.Status, PRINTER_STATUS_* flags (WinSpool.h)', () => {
  it.each([
    [0, 'ok'],
    [PRINTER_STATUS.PAPER_OUT, 'paper-out'], // 0x10
    [PRINTER_STATUS.PAPER_PROBLEM, 'paper-out'], // 0x40
    [PRINTER_STATUS.DOOR_OPEN, 'cover-open'], // 0x400000
    [PRINTER_STATUS.OFFLINE, 'offline'], // 0x80
    [PRINTER_STATUS.NOT_AVAILABLE, 'offline'], // 0x1000
    [PRINTER_STATUS.PAPER_JAM, 'offline'], // 0x8
    [PRINTER_STATUS.ERROR | PRINTER_STATUS.PAPER_OUT, 'paper-out'], // paper named before the error
    [0x400, 'ok'], // PRINTER_STATUS_PRINTING
    [0x20000, 'ok'], // PRINTER_STATUS_TONER_LOW: nothing the desk holds jobs for
    [-1, 'unknown'],
  ])('flags 0x%s: %s', (flags, status) => {
    expect(windowsPrinterStatus(flags)).toBe(status);
  });
});

describe('CUPS: IPP printer-state (RFC 8011 §5.4.11) and printer-state-reasons (§5.4.12)', () => {
  it.each([
    [{ 'printer-state': '3', 'printer-state-reasons': 'none' }, 'ok'],
    [{ 'printer-state': '4', 'printer-state-reasons': 'media-low-report' }, 'ok'],
    [{ 'printer-state': '5', 'printer-state-reasons': 'media-empty-error' }, 'paper-out'],
    [{ 'printer-state': '3', 'printer-state-reasons': 'media-needed-warning' }, 'paper-out'],
    [{ 'printer-state': '5', 'printer-state-reasons': 'door-open-error' }, 'cover-open'],
    [{ 'printer-state': '3', 'printer-state-reasons': 'offline-report' }, 'ok'], // '-report': information
    [{ 'printer-state': '5', 'printer-state-reasons': 'offline-error' }, 'offline'],
    [{ 'printer-state': '5', 'printer-state-reasons': 'paused' }, 'offline'],
    [{ 'printer-state': '5' }, 'offline'],
    [{ 'printer-state-reasons': 'connecting-to-device,media-empty-error' }, 'paper-out'],
    [{}, 'unknown'],
  ])('%j: %s', (options, status) => {
    expect(cupsPrinterStatus(options)).toBe(status);
  });

  it("Electron's PrinterInfo: CUPS options first, else Windows' status number", () => {
    expect(
      osPrinterStatus({
        options: {
          'device-uri': 'usb://EPSON/TM-T20',
          'printer-state': '5',
          'printer-state-reasons': 'media-empty-error',
        },
      }),
    ).toBe('paper-out');
    expect(osPrinterStatus({ status: 0x80, options: {} })).toBe('offline');
    expect(osPrinterStatus({ options: { 'printer-status': String(PRINTER_STATUS.DOOR_OPEN) } })).toBe(
      'cover-open',
    );
    expect(osPrinterStatus({ options: {} })).toBe('unknown');
  });
});

describe('QZ Tray printer status events (qz.printers.startListening + setPrinterCallbacks, 2.1+)', () => {
  const event = (statusText: string, extra: Record<string, unknown> = {}) => ({
    eventType: 'PRINTER',
    printerName: 'ELGIN i9',
    statusText,
    severity: 'WARN',
    statusCode: 0,
    message: `${statusText}: Level WARN, From ELGIN i9`,
    ...extra,
  });
  it.each([
    ['OK', 'ok'],
    ['PAPER_OUT', 'paper-out'],
    ['DOOR_OPEN', 'cover-open'],
    ['OFFLINE', 'offline'],
    ['NOT_AVAILABLE', 'offline'],
    ['ERROR', 'offline'],
    ['PAPER_JAM', 'offline'],
    ['PRINTING', 'ok'],
  ])('%s: %s', (text, status) => {
    expect(qzPrinterEvent(event(text))).toEqual({ printer: 'ELGIN i9', status });
  });

  it('JOB events, and statuses that say nothing of paper, cover or line, change nothing', () => {
    expect(qzPrinterEvent(event('PAPER_OUT', { eventType: 'JOB' }))).toBeUndefined();
    expect(qzPrinterEvent(event('TONER_LOW'))).toBeUndefined();
    expect(qzPrinterEvent(event('SOMETHING_NEW', { statusCode: PRINTER_STATUS.PAPER_OUT }))).toEqual({
      printer: 'ELGIN i9',
      status: 'paper-out',
    });
  });
});

describe("OS printers: Electron's getPrintersAsync, read before each job", () => {
  function electron(list: () => unknown[]) {
    let asks = 0;
    class FakeWindow {
      webContents = {
        print: () => undefined,
        getPrintersAsync: () => {
          asks += 1;
          return Promise.resolve(list());
        },
      };
      loadURL = () => Promise.resolve();
      destroy = () => undefined;
      isDestroyed = () => false;
    }
    let clock = 0;
    const os = createElectronOsPrinting({
      BrowserWindow: FakeWindow as unknown as new () => PrintWindowLike,
      log: createMemoryLogger(),
      now: () => clock,
    });
    return { os, asks: () => asks, advance: (ms: number) => (clock += ms) };
  }

  it('a CUPS queue out of paper holds the job; one list answers a burst; the printer says system', async () => {
    let [state, reasons] = ['5', 'media-empty-error'];
    const e = electron(() => [
      {
        name: 'ELGIN_i9',
        displayName: 'ELGIN i9',
        description: '',
        options: { 'printer-state': state, 'printer-state-reasons': reasons, 'device-uri': 'usb://ELGIN/i9' },
      },
    ]);
    const port = createOsPrinter({ deviceName: 'ELGIN_i9', widthMm: 80, os: e.os });
    expect(await port.status()).toBe('paper-out');
    expect(await port.status()).toBe('paper-out');
    expect(e.asks()).toBe(1);
    [state, reasons] = ['3', 'none'];
    e.advance(2001);
    expect(await port.status()).toBe('ok');
    expect(port.statusSource?.()).toBe('system');
    expect(STATUS_SOURCE_TEXT.system).toBe('Status pelo sistema');
  });

  it('a Windows printer with PRINTER_STATUS_DOOR_OPEN: cover open; a name it does not list: unknown', async () => {
    const e = electron(() => [
      { name: 'EPSON TM-T20', displayName: 'EPSON TM-T20', status: 0x400000, options: {} },
    ]);
    expect(await createOsPrinter({ deviceName: 'EPSON TM-T20', widthMm: 80, os: e.os }).status()).toBe(
      'cover-open',
    );
    expect(await createOsPrinter({ deviceName: 'Outra', widthMm: 80, os: e.os }).status()).toBe('unknown');
  });
});

describe('a spooler or QZ Tray that never answers the status read does not hold the job', () => {
  it('statusWithin answers unknown after its limit, or on a failed read', async () => {
    expect(await statusWithin(() => new Promise(() => undefined), 20)).toBe('unknown');
    expect(await statusWithin(() => Promise.reject(new Error('spooler')), 20)).toBe('unknown');
    expect(await statusWithin(() => Promise.resolve('paper-out'), 20)).toBe('paper-out');
  });

  it('the OS and QZ ports read through it', async () => {
    vi.useFakeTimers();
    try {
      const os = {
        listPrinters: () => Promise.resolve([]),
        printHtml: () => Promise.resolve(),
        printerStatus: () => new Promise<never>(() => undefined),
      };
      const osStatus = createOsPrinter({ deviceName: 'X', widthMm: 80, os }).status();
      const qzStatus = createQzPrinter({
        printer: 'X',
        client: {
          listPrinters: () => Promise.resolve([]),
          printRaw: () => Promise.resolve(),
          close: () => Promise.resolve(),
          printerStatus: () => new Promise<never>(() => undefined),
        },
      }).status();
      await vi.advanceTimersByTimeAsync(SYSTEM_STATUS_TIMEOUT_MS);
      expect(await osStatus).toBe('unknown');
      expect(await qzStatus).toBe('unknown');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('QZ Tray printers: the status listener', () => {
  const FIXTURES = path.join(import.meta.dirname, '../../fixtures/qz');
  const CERT = fs.readFileSync(path.join(FIXTURES, 'certificate.pem'), 'utf8').trim();
  const KEY = fs.readFileSync(path.join(FIXTURES, 'private-key.pem'), 'utf8');
  const credentials = {
    view: () => ({ certificate: CERT, hasPrivateKey: true }),
    certificate: () => CERT,
    sign: (toSign: string) => crypto.createSign('SHA512').update(toSign).sign(KEY, 'base64'),
  };

  function fakeQz(withListeners = true) {
    let active = false;
    let callback: ((event: unknown) => void) | undefined;
    const state = { listened: [] as unknown[], current: 'PAPER_OUT' };
    const qz: QzApi = {
      websocket: {
        connect: () => {
          active = true;
          return Promise.resolve();
        },
        disconnect: () => {
          active = false;
          return Promise.resolve();
        },
        isActive: () => active,
      },
      security: {
        setCertificatePromise: () => undefined,
        setSignaturePromise: () => undefined,
        setSignatureAlgorithm: () => undefined,
      },
      printers: {
        find: () => Promise.resolve(['ELGIN i9']),
        ...(withListeners
          ? {
              setPrinterCallbacks: (calls: (event: unknown) => void) => {
                callback = calls;
              },
              startListening: (printers: unknown) => {
                state.listened.push(printers);
                return Promise.resolve(null);
              },
              // QZ answers getStatus by sending each listened printer's status to the callbacks.
              getStatus: () => {
                callback?.({
                  eventType: 'PRINTER',
                  printerName: 'ELGIN i9',
                  statusText: state.current,
                  severity: 'WARN',
                  statusCode: 16,
                });
                return Promise.resolve(null);
              },
            }
          : {}),
      },
      configs: { create: (printer) => ({ printer }) },
      print: () => Promise.resolve(),
      api: { setWebSocketType: () => undefined },
    };
    return { qz, state, emit: (event: unknown) => callback?.(event) };
  }

  it('paper out from the listener, then OK when QZ says so; listened once per connection', async () => {
    const f = fakeQz();
    const client = createQzClient({ qz: f.qz, credentials, log: createMemoryLogger() });
    const port = createQzPrinter({ client, printer: 'ELGIN i9' });
    expect(await port.status()).toBe('paper-out');
    f.emit({
      eventType: 'PRINTER',
      printerName: 'ELGIN i9',
      statusText: 'OK',
      severity: 'INFO',
      statusCode: 0,
    });
    expect(await port.status()).toBe('ok');
    expect(f.state.listened).toEqual([null]);
    expect(port.statusSource?.()).toBe('system');
  });

  it('a QZ Tray without listeners (before 2.1): unknown, the job is sent', async () => {
    const f = fakeQz(false);
    const client = createQzClient({ qz: f.qz, credentials, log: createMemoryLogger() });
    expect(await createQzPrinter({ client, printer: 'ELGIN i9' }).status()).toBe('unknown');
  });
});

describe('USB device printers: status read back through usblp (bidirectional interfaces)', () => {
  /** A device whose read() answers `answer` (after one EAGAIN, as O_NONBLOCK does) or nothing. */
  function device(answer: number[] | 'none' | 'unidirectional') {
    const state = { opens: 0, written: [] as Buffer[] };
    const eagain = () => Promise.reject(Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' }));
    const fsImpl: DeviceFs = {
      open: () => {
        state.opens += 1;
        let reads = 0;
        return Promise.resolve({
          write: (data: Buffer, offset: number, length: number) => {
            state.written.push(Buffer.from(data.subarray(offset, offset + length)));
            return Promise.resolve({ bytesWritten: length });
          },
          ...(answer === 'unidirectional'
            ? {}
            : {
                read: (buffer: Buffer, offset: number) => {
                  reads += 1;
                  if (answer === 'none' || reads === 1) return eagain();
                  Buffer.from(answer).copy(buffer, offset);
                  return Promise.resolve({ bytesRead: answer.length });
                },
              }),
          close: () => Promise.resolve(),
        });
      },
    };
    return { fsImpl, state };
  }

  it('an ESC/POS printer out of paper answers DLE EOT 1,2,4 on the device: paper-out', async () => {
    // Epson ESC/POS DLE EOT: n=1 offline bit 3, n=2 paper-end stop bit 5, n=4 roll end bits 5-6.
    const d = device([0x1a, 0x32, 0x72]);
    const port = createDevicePrinter({
      path: '/dev/usb/lp0',
      fs: d.fsImpl,
      dialect: ESCPOS_STATUS,
      statusTimeoutMs: 200,
    });
    expect(await port.status()).toBe('paper-out');
    expect(d.state.written[0]).toEqual(Buffer.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]));
    expect(port.statusSource?.()).toBe('printer');
  });

  it('a Star answers EOT/ENQ on the device: ok', async () => {
    const d = device([0x10, 0x20]);
    const port = createDevicePrinter({
      path: '/dev/usb/lp1',
      fs: d.fsImpl,
      dialect: STAR_STATUS,
      statusTimeoutMs: 200,
    });
    expect(await port.status()).toBe('ok');
    expect(d.state.written[0]).toEqual(Buffer.from([0x04, 0x05]));
  });

  it('a device that reads nothing back: unknown, only asked in the background after two silences, status unreadable', async () => {
    const d = device('none');
    const port = createDevicePrinter({
      path: '/dev/usb/lp0',
      fs: d.fsImpl,
      dialect: ESCPOS_STATUS,
      statusTimeoutMs: 60,
    });
    expect(await port.status()).toBe('unknown');
    expect(await port.status()).toBe('unknown');
    expect(d.state.opens).toBe(2);
    // The third job does not wait: the question goes out in the background (printing-device-silence).
    expect(await port.status()).toBe('unknown');
    expect(port.statusSource?.()).toBe('none');
    expect(STATUS_SOURCE_TEXT.none).toBe('Esta impressora não informa falta de papel');
  });

  it('a model with no status query is never asked; its status is unreadable', async () => {
    const d = device([0x12, 0x12, 0x12]);
    const port = createDevicePrinter({ path: '/dev/usb/lp0', fs: d.fsImpl });
    expect(await port.status()).toBe('unknown');
    expect(d.state.opens).toBe(0);
    expect(port.statusSource?.()).toBe('none');
  });
});
