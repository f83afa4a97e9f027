/**
 * QZ Tray client for main (method 'qz'): connects on first use and again on the next use after
 * QZ was closed or the socket dropped; answers QZ's certificate and signature requests from the
 * credentials store, so the private key never leaves main; prints raw ESC/POS as base64.
 */
import { PRINT_MESSAGES } from '../../../shared/printing';
import type { Logger } from '../../log/logger';
import { PrinterError, type PrinterStatus } from '../transports/port';
import { qzPrinterEvent, type QzPrinterEvent } from '../transports/system-status';
import type { QzApi, QzConnectOptions } from './api';
import { QZ_MESSAGES, type QzCredentialsStore } from './credentials';

export type { QzApi, QzConnectOptions, QzRawData, QzResolver } from './api';
export { loadQzApi } from './load';

export interface QzClient {
  listPrinters(): Promise<string[]>;
  printRaw(printer: string, data: Buffer): Promise<void>;
  /**
   * The printer's last status QZ Tray reported (its printer status listener, QZ 2.1+: paper out,
   * door open, offline…; system-status.ts qzPrinterEvent); 'unknown' before any word or on a
   * QZ without listeners.
   */
  printerStatus(printer: string): Promise<PrinterStatus>;
  close(): Promise<void>;
}

interface QzClientDeps {
  qz: QzApi;
  credentials: Pick<QzCredentialsStore, 'view' | 'certificate' | 'sign'>;
  log: Logger;
  connectOptions?: QzConnectOptions;
}

export function createQzClient(deps: QzClientDeps): QzClient {
  const { qz, credentials, log } = deps;
  let connecting: Promise<void> | undefined;
  // Printer status from QZ's listener, per printer name; the listener is set up once per connection.
  const statuses = new Map<string, PrinterStatus>();
  let connections = 0;
  let listeningOn: number | undefined;
  let listening: Promise<void> | undefined;

  function requireCredentials(): void {
    const { certificate, hasPrivateKey } = credentials.view();
    // Without them QZ would pop "untrusted site" dialogs on an unattended desk: stop here.
    if (certificate === '')
      throw new PrinterError('not-found', QZ_MESSAGES.missingCertificate, 'QZ_NO_CERTIFICATE');
    if (!hasPrivateKey)
      throw new PrinterError('not-found', QZ_MESSAGES.missingPrivateKey, 'QZ_NO_PRIVATE_KEY');
  }

  function installSecurity(): void {
    qz.security.setCertificatePromise(
      (resolve, reject) => {
        try {
          resolve(credentials.certificate());
        } catch (error) {
          reject(error);
        }
      },
      { rejectOnFailure: true },
    );
    qz.security.setSignatureAlgorithm('SHA512');
    qz.security.setSignaturePromise((toSign) => (resolve, reject) => {
      try {
        resolve(credentials.sign(toSign));
      } catch (error) {
        reject(error);
      }
    });
  }

  async function connect(): Promise<void> {
    installSecurity();
    try {
      // Loopback only (no localhost.qz.io DNS lookup); the journal retries with backoff.
      await qz.websocket.connect({ host: 'localhost', retries: 0, ...deps.connectOptions });
      connections += 1;
      log.info('Conectado ao QZ Tray');
    } catch (error) {
      // Another caller may have won the race to an open socket.
      if (qz.websocket.isActive()) return;
      if (error instanceof PrinterError) throw error;
      log.warn('QZ Tray não respondeu', error);
      throw new PrinterError(
        'offline',
        `${PRINT_MESSAGES.moduleNotFound}: o QZ Tray não respondeu neste computador. Abra o QZ Tray e tente de novo.`,
        'QZ_OFFLINE',
      );
    }
  }

  async function ready(): Promise<void> {
    requireCredentials();
    if (qz.websocket.isActive()) return;
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    await connecting;
  }

  async function listen(): Promise<void> {
    const { printers } = qz;
    if (!printers.startListening || !printers.setPrinterCallbacks) return;
    printers.setPrinterCallbacks((event) => {
      const read = qzPrinterEvent((event ?? {}) as QzPrinterEvent);
      if (read) statuses.set(read.printer, read.status);
    });
    try {
      await printers.startListening(null);
      await printers.getStatus?.();
    } catch (error) {
      log.warn('QZ Tray: o status das impressoras não pôde ser acompanhado', error);
    }
  }

  return {
    async printerStatus(printer) {
      await ready();
      if (listeningOn !== connections) {
        // A new connection (first, or after QZ was restarted): what was heard before is stale.
        listeningOn = connections;
        statuses.clear();
        listening = listen();
      }
      await listening;
      return statuses.get(printer) ?? 'unknown';
    },

    async listPrinters() {
      await ready();
      let found: unknown;
      try {
        found = await qz.printers.find();
      } catch (error) {
        log.warn('QZ Tray: falha ao listar impressoras', error);
        throw new PrinterError('unknown', PRINT_MESSAGES.listProblem, 'QZ_LIST_FAILED');
      }
      const names = Array.isArray(found) ? found : [found];
      return names.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
    },

    async printRaw(printer, data) {
      if (data.length === 0) throw new PrinterError('unknown', 'Cupom vazio: nada foi enviado ao QZ Tray.');
      await ready();
      const config = qz.configs.create(printer);
      try {
        await qz.print(config, [
          { type: 'raw', format: 'command', flavor: 'base64', data: data.toString('base64') },
        ]);
      } catch (error) {
        throw printFailure(error, printer, qz.websocket.isActive());
      }
    },

    async close() {
      if (connecting) await connecting.catch(() => undefined);
      if (!qz.websocket.isActive()) return;
      try {
        await qz.websocket.disconnect();
      } catch (error) {
        log.warn('QZ Tray: falha ao desconectar', error);
      }
    },
  };
}

function printFailure(error: unknown, printer: string, stillConnected: boolean): PrinterError {
  if (error instanceof PrinterError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  if (/not (be )?found/i.test(reason)) {
    return new PrinterError(
      'not-found',
      `Impressora ${printer} não encontrada no QZ Tray. Confira o nome nas configurações de impressão.`,
      'QZ_PRINTER_NOT_FOUND',
    );
  }
  if (!stillConnected) {
    return new PrinterError(
      'interrupted',
      'A conexão com o QZ Tray caiu durante a impressão; o pedido será impresso de novo, marcado como REIMPRESSÃO.',
      'QZ_DISCONNECTED',
    );
  }
  return new PrinterError('unknown', `${PRINT_MESSAGES.ep01} (${reason}).`, 'QZ_PRINT_FAILED');
}
