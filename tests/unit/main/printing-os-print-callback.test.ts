// Electron's print callback as a status source for OS printers (issue 32 §1). Electron documents
// contents.print([options], [callback]) with callback(success: boolean, failureReason: string):
// "success - Indicates success of the print call", "failureReason - Error description called back
// if the print fails" (docs/api/web-contents.md). The descriptions are fixed strings of Electron's
// source: 'Invalid deviceName provided' (shell/browser/api/electron_api_web_contents.cc) and
// 'Invalid printer settings' / 'Print job canceled' / 'Print job failed'
// (shell/browser/printing/print_view_manager_electron.cc). The fake below answers exactly so.
import { describe, expect, it } from 'vitest';
import { createElectronOsPrinting, type PrintWindowLike } from '../../../main/electron/os-printing';
import { createOsPrinter } from '../../../main/printing/transports/os-printer';
import { ELECTRON_PRINT_FAILURE, osPrintFailure } from '../../../main/printing/transports/os-print-failure';
import { createMemoryLogger } from '../../support/logger';
import { printerFailure } from '../../support/printer-error';

describe('osPrintFailure: each failureReason Electron gives', () => {
  it.each([
    [ELECTRON_PRINT_FAILURE.invalidDevice, 'not-found', 'OS_PRINTER_NOT_FOUND', 'não encontrada no sistema'],
    [
      ELECTRON_PRINT_FAILURE.invalidSettings,
      'offline',
      'OS_PRINT_SETTINGS',
      'recusou as configurações do cupom',
    ],
    [
      ELECTRON_PRINT_FAILURE.canceled,
      'offline',
      'OS_PRINT_CANCELED',
      'cancelado na fila de impressão do sistema',
    ],
    [ELECTRON_PRINT_FAILURE.failed, 'offline', 'OS_PRINT_FAILED', 'recusou o cupom (Print job failed)'],
    ['', 'offline', 'OS_PRINT_FAILED', 'recusou o cupom (motivo não informado)'],
  ])('%j → %s %s', (reason, kind, code, text) => {
    const error = osPrintFailure('ELGIN_i9', reason);
    // Nothing came out: never 'interrupted' (no REIMPRESSÃO), sent again as is.
    expect(error).toMatchObject({ kind, code });
    expect(error.message).toContain(text);
  });
});

/** Electron's BrowserWindow as the docs give it: print() answers callback(success, failureReason). */
function electron(answer: [boolean, string], printers: () => unknown[]) {
  let asks = 0;
  class FakeWindow {
    webContents = {
      print: (_options: unknown, callback: (success: boolean, failureReason: string) => void) => {
        setTimeout(() => callback(...answer), 1);
      },
      getPrintersAsync: () => {
        asks += 1;
        return Promise.resolve(printers());
      },
    };
    loadURL = () => Promise.resolve();
    destroy = () => undefined;
    isDestroyed = () => false;
  }
  const os = createElectronOsPrinting({
    BrowserWindow: FakeWindow as unknown as new () => PrintWindowLike,
    log: createMemoryLogger(),
    // The clock stands still: only the refusal can make the list be read again.
    now: () => 0,
  });
  return { os, asks: () => asks };
}

const cups = (state: string, reasons: string) => ({
  name: 'ELGIN_i9',
  displayName: 'ELGIN i9',
  description: '',
  options: { 'printer-state': state, 'printer-state-reasons': reasons },
});
const TICKET = '<!doctype html><html><head></head><body>PEDIDO #1</body></html>';

describe('an OS printer whose spooler refuses the ticket', () => {
  it("names the OS's problem, read afresh after the refusal, in the banner's words", async () => {
    let printer = cups('3', 'none');
    const e = electron([false, ELECTRON_PRINT_FAILURE.failed], () => [printer]);
    const port = createOsPrinter({ deviceName: 'ELGIN_i9', widthMm: 80, os: e.os });
    expect(await port.status()).toBe('ok');
    // The roll runs out as the ticket goes: the driver fails the job.
    printer = cups('5', 'media-empty-error');
    const error = await printerFailure(port.send(Buffer.from(TICKET), { timeoutMs: 1000 }));
    expect(error).toMatchObject({ kind: 'offline', code: 'PAPER_OUT' });
    expect(error.message).toBe(
      'Impressora ELGIN_i9 sem papel: o cupom foi recusado (A impressora ELGIN_i9 do sistema recusou o cupom (Print job failed). Verifique se está ligada e com papel.)',
    );
    expect(e.asks()).toBe(2);
    // The next try's status read holds the job (aguardando) on the same problem.
    expect(await port.status()).toBe('paper-out');
  });

  it.each([
    ['cover open', '5', 'door-open-error', 'COVER_OPEN', 'com a tampa aberta'],
    ['offline', '5', 'offline-report,shutdown', 'OFFLINE', 'desligada ou desconectada'],
  ])('%s: named too', async (_what, state, reasons, code, text) => {
    const e = electron([false, ELECTRON_PRINT_FAILURE.canceled], () => [cups(state, reasons)]);
    const port = createOsPrinter({ deviceName: 'ELGIN_i9', widthMm: 80, os: e.os });
    const error = await printerFailure(port.send(Buffer.from(TICKET), { timeoutMs: 1000 }));
    expect(error).toMatchObject({ kind: 'offline', code });
    expect(error.message).toContain(text);
  });

  it("the OS says nothing wrong: the refusal itself, with Electron's reason (falhou, sent again)", async () => {
    const e = electron([false, ELECTRON_PRINT_FAILURE.canceled], () => [cups('3', 'none')]);
    const port = createOsPrinter({ deviceName: 'ELGIN_i9', widthMm: 80, os: e.os });
    const error = await printerFailure(port.send(Buffer.from(TICKET), { timeoutMs: 1000 }));
    expect(error).toMatchObject({ kind: 'offline', code: 'OS_PRINT_CANCELED' });
  });

  it('not found stays not found, whatever the OS says of other printers', async () => {
    const e = electron([false, ELECTRON_PRINT_FAILURE.invalidDevice], () => []);
    const port = createOsPrinter({ deviceName: 'Sumiu', widthMm: 80, os: e.os });
    const error = await printerFailure(port.send(Buffer.from(TICKET), { timeoutMs: 1000 }));
    expect(error).toMatchObject({ kind: 'not-found', code: 'OS_PRINTER_NOT_FOUND' });
  });

  it('a success is the spooler taking the job: sent, not confirmed on paper', async () => {
    const e = electron([true, ''], () => [cups('3', 'none')]);
    const port = createOsPrinter({ deviceName: 'ELGIN_i9', widthMm: 80, os: e.os });
    const receipt = await port.send(Buffer.from(TICKET), { timeoutMs: 1000 });
    expect(receipt?.confirmed).not.toBe(true);
  });
});
