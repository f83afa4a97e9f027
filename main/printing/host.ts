/**
 * The print host for web mode: the same printing system as the desktop (settings, printers,
 * journal, the loopback local print service on 65517 / 8847) in plain Node, without Electron, so
 * the renderer in a browser prints through "the local module" (spec 01 §7). `npm start` runs it
 * when there is no Electron binary; it can also run alone:
 *
 *   npx tsx main/printing/host.ts
 *
 * Environment: CASHDESK_PRINT_DATA_DIR (default .cashdesk-dev/print-host),
 * CASHDESK_PRINT_AIBOO_PORT / CASHDESK_PRINT_NAT_PORT (0 = any free port; tests),
 * CASHDESK_DEV_PRINTERS / CASHDESK_DEV_PRINT_SETTINGS (printers and first settings handed in by
 * `npm start`, see dev-printers.ts), CASHDESK_PRINT_WEB_ORIGINS (the web-mode desk's origins,
 * comma-separated; default the stored ones, http://127.0.0.1:5180 and http://localhost:5180).
 * Every request needs the pairing code (issue 37 §1): it is created at first start in
 * local-print-host.json under the data dir and printed when the host starts; the web desk is
 * paired by typing it in Configurações > Impressoras (or gets it from its runtime config when
 * `npm start` serves both, see scripts/start.mjs).
 * No OS printers (that needs Electron) and no secret encryption (no OS keychain here): the
 * QZ credentials are stored as the credentials store does without safeStorage.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCAL_HOST_MESSAGES, normalizeWebOrigin } from '../../shared/local-print-host';
import { LOCAL_PRINT_PORTS } from '../../shared/printing';
import { consoleSink, createLogger, type Logger } from '../log/logger';
import type { SafeStorageLike } from '../deps';
import { devPrintingFromEnv } from './dev-printers';
import { createPrintingSystem, loadQzApi, type PrintingSystem } from './index';

interface PrintHostOptions {
  dataDir: string;
  ports?: { aiboo?: number; nat?: number };
  /** The web-mode desk's origins (else CASHDESK_PRINT_WEB_ORIGINS, else the stored ones). */
  webOrigins?: readonly string[];
  drawerLimit?: { pulses: number; windowMs: number };
  env?: Record<string, string | undefined>;
  log?: Logger;
}

export interface PrintHost {
  system: PrintingSystem;
  ports: { aiboo: number | null; nat: number | null };
  /** The pairing code every request must carry (X-Caixa-Token). */
  token: string;
  close(): Promise<void>;
}

function originsFrom(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value.split(',').map((origin) => {
    const normalized = normalizeWebOrigin(origin);
    if (normalized === null) throw new Error(`${LOCAL_HOST_MESSAGES.badOrigin} (${origin.trim()})`);
    return normalized;
  });
}

const noKeychain: SafeStorageLike = {
  isEncryptionAvailable: () => false,
  encryptString: () => {
    throw new Error('Criptografia do sistema indisponível no host de impressão.');
  },
  decryptString: () => {
    throw new Error('Criptografia do sistema indisponível no host de impressão.');
  },
};

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Porta inválida: ${value}`);
  return n;
}

export async function startPrintHost(options: PrintHostOptions): Promise<PrintHost> {
  const env = options.env ?? process.env;
  const log = options.log ?? createLogger([consoleSink()], { minLevel: 'info' });
  const WebSocketClass = (globalThis as { WebSocket?: unknown }).WebSocket;
  const webOrigins = options.webOrigins ?? originsFrom(env.CASHDESK_PRINT_WEB_ORIGINS);
  const system = createPrintingSystem({
    dataDir: options.dataDir,
    log,
    safeStorage: noKeychain,
    ...devPrintingFromEnv(env, false, log),
    ...(WebSocketClass ? { loadQz: () => loadQzApi(WebSocketClass as never) } : {}),
    localService: {
      ports: {
        aiboo: options.ports?.aiboo ?? portFrom(env.CASHDESK_PRINT_AIBOO_PORT, LOCAL_PRINT_PORTS.aiboo),
        nat: options.ports?.nat ?? portFrom(env.CASHDESK_PRINT_NAT_PORT, LOCAL_PRINT_PORTS.nat),
      },
      // This host exists to serve the browser: no switch to turn on.
      run: 'always',
      ...(webOrigins ? { webOrigins } : {}),
      ...(options.drawerLimit ? { drawerLimit: options.drawerLimit } : {}),
    },
  });
  await system.start();
  const view = await system.ipc.getLocalHost();
  return {
    system,
    ports: system.localPorts(),
    token: view.role === 'host' ? view.token : '',
    close: () => system.stop(),
  };
}

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  const dataDir = process.env.CASHDESK_PRINT_DATA_DIR || path.resolve('.cashdesk-dev', 'print-host');
  startPrintHost({ dataDir }).then(
    (host) => {
      console.log(
        `Host de impressão: aiboo na porta ${host.ports.aiboo ?? '—'}, nat na porta ${host.ports.nat ?? '—'} (dados em ${dataDir}).`,
      );
      console.log(`Código de pareamento (Configurações > Impressoras no navegador): ${host.token}`);
      const stop = () => void host.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error('Host de impressão não iniciou:', error);
      process.exit(1);
    },
  );
}
