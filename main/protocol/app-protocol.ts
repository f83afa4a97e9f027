/**
 * The renderer is served from `app://bundle/…` (a privileged, standard, secure scheme) instead of
 * file://: it gets a real origin for CSP 'self', and main sets the CSP header on every HTML
 * response. Paths are resolved inside their root folder only; anything that escapes is a 404.
 * `brand/…` is served from the brand folder (logo and colours are configuration, not code).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor } from '../../shared/mime';
import type { Logger } from '../log/logger';

export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Privileges for `protocol.registerSchemesAsPrivileged` (before app ready). */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  stream: true,
  codeCache: true,
} as const;

/** Joins a URL path under `root`, or null when it would leave `root` (or is malformed). */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = path.resolve(root);
  // Both separators count: a backslash is a separator on Windows and never legitimate in our URLs.
  const relative = decoded.replace(/\\/g, '/').replace(/^\/+/, '');
  if (path.isAbsolute(relative) || /^[a-zA-Z]:/.test(relative)) return null;
  const resolved = path.resolve(base, relative === '' ? 'index.html' : relative);
  if (resolved !== base && !resolved.startsWith(base + path.sep)) return null;
  return resolved;
}

export interface AppRoots {
  /** out/renderer (the built renderer). */
  rendererDir: string;
  /** The brand folder (logo, icons) served under `brand/`. */
  brandDir?: string;
}

/**
 * Maps an app:// URL to candidate files on disk, best first; empty when refused (wrong host,
 * traversal, malformed). `brand/…` looks in the brand folder first (a white-label override),
 * then in the renderer's own brand/ folder.
 */
export function resolveAppRequestCandidates(url: string, roots: AppRoots): string[] {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return [];
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST) return [];
  const pathname = u.pathname.endsWith('/') ? u.pathname + 'index.html' : u.pathname;
  const fromRenderer = resolveInside(roots.rendererDir, pathname);
  if (roots.brandDir && pathname.startsWith('/brand/')) {
    const fromBrand = resolveInside(roots.brandDir, pathname.slice('/brand/'.length));
    // Both must be safe: a path refused in one root is refused everywhere.
    if (!fromBrand || !fromRenderer) return [];
    return [fromBrand, fromRenderer];
  }
  return fromRenderer ? [fromRenderer] : [];
}

interface AppProtocolDeps {
  roots: AppRoots;
  /** The CSP for HTML responses (computed from the runtime config). */
  csp: () => string;
  log: Logger;
  readFile?: (file: string) => Promise<Uint8Array>;
}

/** The handler for `protocol.handle('app', handler)`. */
export function createAppProtocolHandler({
  roots,
  csp,
  log,
  readFile = (f) => fs.readFile(f),
}: AppProtocolDeps) {
  return async (request: { url: string; method?: string }): Promise<Response> => {
    if (request.method && request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405 });
    }
    const candidates = resolveAppRequestCandidates(request.url, roots);
    if (candidates.length === 0) {
      log.warn(`app:// recusado: ${request.url}`);
      return new Response('Not Found', { status: 404 });
    }
    let body: Uint8Array | null = null;
    let file = '';
    for (const candidate of candidates) {
      try {
        body = await readFile(candidate);
        file = candidate;
        break;
      } catch {
        // Not there: try the next root.
      }
    }
    if (!body) return new Response('Not Found', { status: 404 });
    const type = contentTypeFor(file);
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = csp();
    // A plain ArrayBuffer-backed copy: what Response's BodyInit accepts under every lib setting.
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}
