// Serves the built renderer (out/renderer) on loopback for web mode, the e2e tests and the
// benchmarks: static files with the right MIME types, no path traversal, the product's CSP
// as a header, and `runtime-config.json` generated from the RuntimeConfig it is given.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { brandSchema } from '../shared/bridge-schemas';
import {
  buildCsp,
  sandboxApiBases,
  socketOriginFromCookie,
  type Brand,
  type RuntimeConfig,
} from '../shared/config';
import { contentTypeFor, MIME_TYPES } from '../shared/mime';
import { LOCAL_PRINT_PORTS } from '../shared/printing';

export { contentTypeFor };

/** Web mode prints through the local print module on loopback (spec 01 §7): the CSP must allow it. */
export const LOCAL_PRINT_ORIGINS: readonly string[] = Object.values(LOCAL_PRINT_PORTS).map(
  (port) => `http://127.0.0.1:${port}`,
);

/**
 * Maps a request path onto a file under `rootDir`, or null when it would leave the root
 * (`..`, encoded `%2e%2e`, backslashes, NUL bytes, malformed escapes).
 */
export function resolveSafePath(rootDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return null;
  const root = resolve(rootDir);
  const file = resolve(root, ...segments);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return file;
}

/** Same default as the desktop app's (main/config/runtime-config.ts) when config/app.config.json has none. */
export const DEFAULT_BRAND: Brand = {
  name: 'Caixa Delivery',
  logo: 'brand/logo.svg',
  supportPhone: '(11) 4002-8922',
  colors: { primary: '#C2410C', onPrimary: '#FFFFFF', accent: '#1864AB' },
};

/** The brand from config/app.config.json (`{ brand: {...} }`) when present and valid, else the default. */
export function loadBrand(configFile: string): Brand {
  if (!existsSync(configFile)) return DEFAULT_BRAND;
  try {
    const parsed: unknown = JSON.parse(readFileSync(configFile, 'utf8'));
    const brand = brandSchema.safeParse((parsed as { brand?: unknown } | null)?.brand);
    if (brand.success) return brand.data;
  } catch {
    // A broken config file falls back to the default brand, as the desktop app does.
  }
  return DEFAULT_BRAND;
}

/** The runtime config of an app pointed at the sandbox on `sandboxUrl`. */
export function sandboxRuntimeConfig(sandboxUrl: string, brand: Brand = DEFAULT_BRAND): RuntimeConfig {
  return { api: sandboxApiBases(sandboxUrl), brand };
}

export interface WebServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The built renderer, e.g. out/renderer. */
  rootDir: string;
  runtimeConfig: RuntimeConfig;
  /**
   * The local print host this script started beside the page (npm start's web mode, tests):
   * its pairing code, and its ports when they are not the fixed ones, go into the page's
   * runtime config as `localPrint` (renderer/src/platform/webPrintPairing.ts), so the desk's own
   * page prints without a manual pairing. The file is served on loopback only, to pages of this
   * origin (no CORS); a program of this user could read the code from the host's data folder
   * anyway. Moved ports join the CSP's connect-src.
   */
  localPrint?: { token: string; aiboo?: string; nat?: string };
}

export interface WebServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  const rootDir = resolve(options.rootDir);
  // The session's socket origin (from the login, left in a cookie by the renderer) joins
  // connect-src per request: the platform may serve its socket from any origin.
  const { localPrint } = options;
  const movedPrintOrigins = [localPrint?.aiboo, localPrint?.nat].flatMap((url) =>
    url === undefined ? [] : [new URL(url).origin],
  );
  const cspFor = (req: IncomingMessage) =>
    buildCsp(options.runtimeConfig.api, [
      ...new Set([...LOCAL_PRINT_ORIGINS, ...movedPrintOrigins]),
      ...socketOriginFromCookie(req.headers.cookie),
    ]);
  const runtimeJson = JSON.stringify(
    localPrint ? { ...options.runtimeConfig, localPrint } : options.runtimeConfig,
    null,
    2,
  );

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Content-Security-Policy', cspFor(req));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, 'Method Not Allowed');
    }
    const rawPath = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    if (rawPath === '/runtime-config.json') {
      return send(res, 200, req.method === 'HEAD' ? '' : runtimeJson, MIME_TYPES['.json']);
    }
    let file = resolveSafePath(rootDir, rawPath);
    if (!file) return send(res, 403, 'Forbidden');
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) return send(res, 404, 'Not Found');
    res.writeHead(200, { 'Content-Type': contentTypeFor(file), 'Content-Length': info.size });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}
