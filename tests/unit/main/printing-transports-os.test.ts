import { describe, expect, it } from 'vitest';
import {
  createElectronOsPrinting,
  MAX_TICKET_HTML_CHARS,
  ROLL_PAGE_HEIGHT_MICRONS,
  withCsp,
  type PrintWebContentsLike,
  type PrintWindowConstructor,
  type PrintWindowLike,
} from '../../../main/electron/os-printing';
import { createOsPrinter, type OsPrinting } from '../../../main/printing/transports/os-printer';
import { PrinterError } from '../../../main/printing/transports/port';
import { createMemoryLogger } from '../../support/logger';
import { printerFailure } from '../../support/printer-error';

// Electron's own types, reached through the seam (tests never import electron).
type BrowserWindowConstructorOptions = ConstructorParameters<PrintWindowConstructor>[0];
type WebContentsPrintOptions = Parameters<PrintWebContentsLike['print']>[0];
type PrinterInfo = Awaited<ReturnType<PrintWebContentsLike['getPrintersAsync']>>[number];

type PrintAnswer = { success: boolean; reason?: string } | 'never' | 'throw';

/** A BrowserWindow stand-in recording what the print code asks of it. */
function fakeElectron(answer: PrintAnswer = { success: true }, printers: Partial<PrinterInfo>[] = []) {
  const windows: FakeWindow[] = [];
  class FakeWindow implements PrintWindowLike {
    destroyed = false;
    url = '';
    printOptions: WebContentsPrintOptions | undefined;
    constructor(readonly options: BrowserWindowConstructorOptions) {
      windows.push(this);
    }
    loadURL(url: string) {
      this.url = url;
      return Promise.resolve();
    }
    destroy() {
      this.destroyed = true;
    }
    isDestroyed() {
      return this.destroyed;
    }
    webContents = {
      print: (options: WebContentsPrintOptions, cb: (ok: boolean, reason: string) => void) => {
        this.printOptions = options;
        if (answer === 'throw') throw new Error('Invalid deviceName provided');
        if (answer !== 'never') setTimeout(() => cb(answer.success, answer.reason ?? ''), 1);
      },
      getPrintersAsync: () => Promise.resolve(printers as PrinterInfo[]),
    };
  }
  const log = createMemoryLogger();
  return { os: createElectronOsPrinting({ BrowserWindow: FakeWindow, log }), windows, log };
}

const TICKET =
  '<!doctype html><html><head><title>t</title></head><body>Pão de queijo — R$ 5,00</body></html>';
const OPTS = { deviceName: 'ELGIN i9', widthMm: 80 as const, copies: 1 };

describe('Electron OS printing', () => {
  it('prints silently in a locked-down hidden window, then destroys it', async () => {
    const { os, windows } = fakeElectron();
    await os.printHtml(TICKET, { ...OPTS, widthMm: 58, copies: 2 });
    const [win] = windows;
    expect(win?.options).toMatchObject({
      show: false,
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false },
    });
    expect(win?.options.webPreferences?.preload).toBeUndefined();
    expect(win?.printOptions).toEqual({
      silent: true,
      deviceName: 'ELGIN i9',
      printBackground: true,
      margins: { marginType: 'none' },
      pageSize: { width: 58_000, height: ROLL_PAGE_HEIGHT_MICRONS },
      copies: 2,
    });
    expect(win?.destroyed).toBe(true);
    // Its navigation and popup guards come from the app-wide policy (security.test.ts).
    const html = decodeURIComponent(win?.url.replace('data:text/html;charset=utf-8,', '') ?? '');
    expect(html).toContain('Pão de queijo — R$ 5,00');
    expect(html).toContain("default-src 'none'");
  });

  it.each([
    [
      { success: false, reason: 'failed' },
      'offline',
      'A impressora ELGIN i9 do sistema recusou o cupom (failed).',
    ],
    [{ success: false, reason: 'cancelled' }, 'offline', 'recusou o cupom (cancelled)'],
    [{ success: false, reason: '' }, 'offline', 'motivo não informado'],
    [{ success: false, reason: 'Invalid deviceName provided' }, 'not-found', 'não encontrada no sistema'],
    ['throw', 'not-found', 'Invalid deviceName provided'],
  ] as const)('a spooler answer %j is a PrinterError %s', async (answer, kind, text) => {
    const { os, windows } = fakeElectron(answer);
    const error = await printerFailure(os.printHtml(TICKET, OPTS));
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(text);
    expect(windows[0]?.destroyed).toBe(true);
  });

  it('a spooler that never answers is a maybe-printed job, and the window still goes away', async () => {
    const { os, windows } = fakeElectron('never');
    const error = await printerFailure(os.printHtml(TICKET, { ...OPTS, timeoutMs: 20 }));
    expect(error.kind).toBe('interrupted');
    expect(error.message).toContain('não confirmou a impressão');
    expect(windows[0]?.destroyed).toBe(true);
  });

  it.each([
    ['empty device', { ...OPTS, deviceName: ' ' }, 'Impressora do sistema não informada.'],
    ['bad width', { ...OPTS, widthMm: 100 as 80 }, 'Largura de página inválida (100 mm).'],
    ['zero copies', { ...OPTS, copies: 0 }, 'Número de cópias inválido (0).'],
    ['fractional copies', { ...OPTS, copies: 1.5 }, 'Número de cópias inválido (1.5).'],
    ['too many copies', { ...OPTS, copies: 11 }, 'Número de cópias inválido (11).'],
  ])('refuses %s before opening a window', async (_name, opts, message) => {
    const { os, windows } = fakeElectron();
    expect((await printerFailure(os.printHtml(TICKET, opts))).message).toBe(message);
    expect(windows).toHaveLength(0);
  });

  it('refuses a ticket too large for a data URL', async () => {
    const { os, windows } = fakeElectron();
    const error = await printerFailure(os.printHtml('x'.repeat(MAX_TICKET_HTML_CHARS + 1), OPTS));
    expect(error.message).toBe('Cupom grande demais para a impressora do sistema.');
    expect(windows).toHaveLength(0);
  });

  it('lists printers through a live window, or a temporary hidden one', async () => {
    const printers = [
      { name: 'ELGIN_i9', displayName: 'ELGIN i9', isDefault: true },
      { name: 'PDF', displayName: '', options: {} },
      // CUPS' options as Electron passes them (PrinterInfo.options): the queue's device-uri.
      { name: 'Cozinha', displayName: 'Cozinha', options: { 'device-uri': 'socket://192.168.0.50:9100' } },
    ];
    const expected = [
      { name: 'ELGIN_i9', displayName: 'ELGIN i9', isDefault: true },
      { name: 'PDF', displayName: 'PDF', isDefault: false },
      { name: 'Cozinha', displayName: 'Cozinha', isDefault: false, deviceUri: 'socket://192.168.0.50:9100' },
    ];
    const { os, windows } = fakeElectron({ success: true }, printers);
    expect(await os.listPrinters()).toEqual(expected);
    expect(windows).toHaveLength(1);
    expect(windows[0]?.destroyed).toBe(true);

    const live = createElectronOsPrinting({
      BrowserWindow: class {
        constructor() {
          throw new Error('no window needed');
        }
      } as never,
      listWindow: () => ({
        webContents: { getPrintersAsync: () => Promise.resolve(printers as PrinterInfo[]) },
      }),
      log: createMemoryLogger(),
    });
    expect(await live.listPrinters()).toEqual(expected);
  });
});

describe('withCsp', () => {
  it.each([
    ['<html><head><title>a</title></head></html>', /^<html><head><meta http-equiv="Content-Security-Policy"/],
    ['<!DOCTYPE html><HEAD lang="pt">x', /^<!DOCTYPE html><HEAD lang="pt"><meta /],
    ['<!doctype html><body>sem head</body>', /^<!doctype html><meta /],
    ['<p>solto</p>', /^<meta .*<p>solto<\/p>$/],
    ['<header>não é head</header>', /^<meta .*<header>/],
  ])('%s', (html, pattern) => {
    expect(withCsp(html)).toMatch(pattern);
  });
});

describe('OS printer port', () => {
  function recording(fail?: unknown): OsPrinting & { calls: [string, unknown][] } {
    const calls: [string, unknown][] = [];
    return {
      calls,
      listPrinters: () => Promise.resolve([]),
      printHtml: (html, opts) => {
        calls.push([html, opts]);
        return fail === undefined ? Promise.resolve() : Promise.reject(fail);
      },
    };
  }

  it('sends the UTF-8 HTML document with its width, one copy per send', async () => {
    const os = recording();
    const port = createOsPrinter({ deviceName: 'Caixa', widthMm: 58, os });
    expect(port.format).toBe('html');
    await port.send(Buffer.from(TICKET, 'utf8'), { timeoutMs: 10_000 });
    expect(os.calls).toEqual([[TICKET, { deviceName: 'Caixa', widthMm: 58, copies: 1, timeoutMs: 30_000 }]]);
  });

  it('passes PrinterErrors through and wraps anything else in Portuguese', async () => {
    const known = new PrinterError('offline', 'recusou');
    await expect(
      createOsPrinter({ deviceName: 'Caixa', widthMm: 80, os: recording(known) }).send(
        Buffer.from('<p>x</p>'),
        {
          timeoutMs: 1,
        },
      ),
    ).rejects.toBe(known);
    const error = await printerFailure(
      createOsPrinter({ deviceName: 'Caixa', widthMm: 80, os: recording(new Error('GPU crash')) }).send(
        Buffer.from('<p>x</p>'),
        { timeoutMs: 1 },
      ),
    );
    expect(error).toMatchObject({
      kind: 'unknown',
      message: 'Falha ao imprimir na impressora Caixa do sistema: GPU crash.',
    });
  });

  it('refuses an empty document without calling the OS', async () => {
    const os = recording();
    const error = await printerFailure(
      createOsPrinter({ deviceName: 'Caixa', widthMm: 80, os }).send(Buffer.from('  \n'), { timeoutMs: 1 }),
    );
    expect(error.message).toBe('Cupom vazio: nada foi enviado para a impressora Caixa.');
    expect(os.calls).toEqual([]);
  });
});
