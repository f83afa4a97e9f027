/**
 * OsPrinting with real Electron: silent printing of the HTML ticket to an OS printer (Windows
 * spooler, CUPS). Each job gets its own hidden window: sandboxed, no preload, JavaScript off,
 * and a CSP that keeps the ticket from loading anything (navigation, popups and <webview> are
 * refused by the app-wide policy every webContents gets, main/window/security.ts); the window is
 * destroyed once the spooler answered. BrowserWindow is injected so unit tests run it
 * with a fake.
 */
import type { BrowserWindowConstructorOptions, PrinterInfo, WebContentsPrintOptions } from 'electron';
import type { Logger } from '../log/logger';
import { PrinterError } from '../printing/transports/port';
import type { OsPrinterEntry, OsPrintHtmlOptions, OsPrinting } from '../printing/transports/os-printer';
import { osPrintFailure } from '../printing/transports/os-print-failure';
import { osPrinterStatus } from '../printing/transports/system-status';

export interface PrintWebContentsLike {
  print(options: WebContentsPrintOptions, callback: (success: boolean, failureReason: string) => void): void;
  getPrintersAsync(): Promise<PrinterInfo[]>;
}

export interface PrintWindowLike {
  loadURL(url: string): Promise<void>;
  destroy(): void;
  isDestroyed(): boolean;
  webContents: PrintWebContentsLike;
}

export type PrintWindowConstructor = new (options: BrowserWindowConstructorOptions) => PrintWindowLike;

interface ElectronOsPrintingDeps {
  BrowserWindow: PrintWindowConstructor;
  /** Any live window to ask for the printer list; without one a hidden window is made for it. */
  listWindow?: () => { webContents: Pick<PrintWebContentsLike, 'getPrintersAsync'> } | null;
  log: Logger;
}

/**
 * Roll paper has no page length: the page is as long as the longest roll format drivers offer,
 * and thermal drivers stop at the last printed line, so a short ticket uses short paper.
 */
export const ROLL_PAGE_HEIGHT_MICRONS = 3_276_000;
/** Chromium refuses longer URLs; a ticket is a few KB. */
export const MAX_TICKET_HTML_CHARS = 1_500_000;
const DEFAULT_TIMEOUT_MS = 30_000;
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'";
const CSS_PX_PER_MM = 96 / 25.4;
/** How long one printer list answers the status reads of the jobs that follow. */
export const OS_STATUS_TTL_MS = 2000;

export function createElectronOsPrinting(deps: ElectronOsPrintingDeps & { now?(): number }): OsPrinting {
  const { log } = deps;
  const now = deps.now ?? Date.now;
  let infos: { at: number; list: Promise<PrinterInfo[]> } | undefined;

  function hiddenWindow(widthMm: number): PrintWindowLike {
    const win = new deps.BrowserWindow({
      show: false,
      width: Math.ceil(widthMm * CSS_PX_PER_MM),
      height: 800,
      useContentSize: true,
      skipTaskbar: true,
      focusable: false,
      webPreferences: {
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        javascript: false,
        webSecurity: true,
        spellcheck: false,
        images: true,
      },
    });
    return win;
  }

  function close(win: PrintWindowLike): void {
    try {
      if (!win.isDestroyed()) win.destroy();
    } catch (error) {
      log.warn('Janela de impressão não pôde ser fechada', error);
    }
  }

  async function printerInfos(): Promise<PrinterInfo[]> {
    const live = deps.listWindow?.() ?? null;
    if (live) return live.webContents.getPrintersAsync();
    const temp = hiddenWindow(80);
    try {
      return await temp.webContents.getPrintersAsync();
    } finally {
      close(temp);
    }
  }

  return {
    async listPrinters() {
      return (await printerInfos()).map(toEntry);
    },

    async printerStatus(deviceName) {
      // One list for the jobs of a moment (a burst asks once), read again after the TTL.
      if (!infos || now() - infos.at > OS_STATUS_TTL_MS) {
        const list = printerInfos();
        infos = { at: now(), list };
        list.catch(() => (infos = undefined));
      }
      const info = (await infos.list).find((p) => p.name === deviceName);
      // Not listed: the print itself says so (not found), as before.
      return info
        ? osPrinterStatus(info as unknown as { status?: unknown; options?: Record<string, unknown> })
        : 'unknown';
    },

    async printHtml(html, opts) {
      validate(html, opts);
      const win = hiddenWindow(opts.widthMm);
      try {
        await win.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(withCsp(html))}`);
        await print(win, opts);
        log.info(`Cupom enviado à impressora do sistema ${opts.deviceName}`);
      } catch (error) {
        // Refused: the status read that follows (os-printer.ts) asks the OS afresh.
        infos = undefined;
        throw error;
      } finally {
        close(win);
      }
    },
  };
}

function print(win: PrintWindowLike, opts: OsPrintHtmlOptions): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise<void>((resolve, reject) => {
    // A spooler that never answers may still print later: that is a maybe-printed job.
    const timer = setTimeout(() => {
      reject(
        new PrinterError(
          'interrupted',
          `A impressora ${opts.deviceName} do sistema não confirmou a impressão em ${Math.round(timeoutMs / 1000)} s. Verifique a fila de impressão do sistema.`,
          'TIMEOUT',
        ),
      );
    }, timeoutMs);
    try {
      win.webContents.print(
        {
          silent: true,
          deviceName: opts.deviceName,
          printBackground: true,
          margins: { marginType: 'none' },
          pageSize: { width: opts.widthMm * 1000, height: ROLL_PAGE_HEIGHT_MICRONS },
          copies: opts.copies,
        },
        (success, failureReason) => {
          clearTimeout(timer);
          if (success) resolve();
          else reject(osPrintFailure(opts.deviceName, failureReason));
        },
      );
    } catch (error) {
      clearTimeout(timer);
      reject(osPrintFailure(opts.deviceName, error instanceof Error ? error.message : String(error)));
    }
  });
}

function validate(html: string, opts: OsPrintHtmlOptions): void {
  if (typeof opts.deviceName !== 'string' || opts.deviceName.trim() === '') {
    throw new PrinterError('not-found', 'Impressora do sistema não informada.');
  }
  if (opts.widthMm !== 58 && opts.widthMm !== 80) {
    throw new PrinterError('unknown', `Largura de página inválida (${String(opts.widthMm)} mm).`);
  }
  if (!Number.isInteger(opts.copies) || opts.copies < 1 || opts.copies > 10) {
    throw new PrinterError('unknown', `Número de cópias inválido (${String(opts.copies)}).`);
  }
  if (html.length > MAX_TICKET_HTML_CHARS) {
    throw new PrinterError('unknown', 'Cupom grande demais para a impressora do sistema.');
  }
}

/** The ticket may carry text from the order (names, notes): it may not load or run anything. */
export function withCsp(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${CSP}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head)
    return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (doctype) return doctype[0] + meta + html.slice(doctype[0].length);
  return meta + html;
}

function toEntry(info: PrinterInfo): OsPrinterEntry {
  const extra = info as PrinterInfo & { isDefault?: boolean };
  const options = (info.options ?? {}) as Record<string, unknown>;
  return {
    name: info.name,
    displayName: info.displayName || info.name,
    isDefault: extra.isDefault === true || options['is-default'] === 'true' || options.isDefault === true,
    // CUPS (Linux, macOS) puts the queue's destination in PrinterInfo.options['device-uri'].
    ...(typeof options['device-uri'] === 'string' ? { deviceUri: options['device-uri'] } : {}),
  };
}
