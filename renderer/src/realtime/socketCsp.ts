/**
 * The store socket's origin comes from the login response and may differ from every configured
 * API origin; the Content-Security-Policy of a page is fixed when the page loads. The desktop
 * (main/core.ts) and web mode (scripts/web-server.ts, through SOCKET_ORIGIN_COOKIE) add the saved
 * session's socket origin to `connect-src` of the next page load. So before the first connection
 * (at login, or at start-up with a session the page was not served for) a page whose policy
 * lacks the socket is replaced by one that has it, before any screen asks anything
 * (`reloadUnlessSocketAllowed`): the first screen loads once. Should the socket still be blocked
 * (another policy on the way), the desk reloads itself once on the violation; a second block of
 * the same origin is logged, never a reload loop. The tab forgets that tried reload once the
 * socket connects and at logout: a later page served without the origin (after a logout and a
 * reload, the policy no longer lists it) swaps again instead of leaving the socket dead.
 */
import { connectOrigins, originsOf, type ApiBases } from '../../../shared/config';

export const CSP_RELOAD_KEY_PREFIX = 'cashDesk.cspReload:';

/** What the `connect-src` of the page as it was served allows. */
export interface PageSocketPolicy {
  allowsSocket(socketUrl: string): boolean;
}

/**
 * The page's `connect-src` as the host built it (shared/config.ts buildCsp): 'self', the API
 * bases, and the socket origin the host knew when it served the page (`servedSocketUrl`).
 */
export function pageSocketPolicy(
  api: ApiBases,
  pageOrigin: string,
  servedSocketUrl: string | null,
): PageSocketPolicy {
  const allowed = new Set([
    ...originsOf(pageOrigin),
    ...connectOrigins(api, servedSocketUrl ? [servedSocketUrl] : []),
  ]);
  return {
    allowsSocket(socketUrl) {
      const needed = originsOf(socketUrl);
      return needed.every((origin) => allowed.has(origin));
    },
  };
}

export interface SocketPolicyReloadDeps {
  /** Per-tab memory (sessionStorage) of the origins a reload was already tried for. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  warn?: (message: string, detail: unknown) => void;
}

/**
 * Before the first connection: when this page's policy does not allow `socketUrl` (saved by now,
 * so the next page's policy lists it), reloads, once per origin and tab. Returns whether it did;
 * the caller then starts nothing (no screen, no call) on this page.
 */
export function reloadUnlessSocketAllowed(
  socketUrl: string,
  policy: PageSocketPolicy,
  deps: SocketPolicyReloadDeps,
): boolean {
  const socketHost = hostOf(socketUrl);
  if (!socketHost || policy.allowsSocket(socketUrl)) return false;
  const key = CSP_RELOAD_KEY_PREFIX + socketHost;
  if (deps.storage.getItem(key) !== null) {
    (deps.warn ?? console.warn)('[loja] a CSP desta página não inclui o socket', { host: socketHost });
    return false;
  }
  deps.storage.setItem(key, String(Date.now()));
  deps.reload();
  return true;
}

/**
 * The socket connected: this page's policy lets it through, so the tried reload has done its
 * work. Forgotten, so that a page served without the origin later in the tab swaps again.
 */
export function forgetSocketPolicyReload(socketUrl: string, storage: Pick<Storage, 'removeItem'>): void {
  const socketHost = hostOf(socketUrl);
  if (socketHost) storage.removeItem(CSP_RELOAD_KEY_PREFIX + socketHost);
}

/** Logout: the next login (maybe another store, on a page served without any socket) starts afresh. */
export function forgetSocketPolicyReloads(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(CSP_RELOAD_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export interface SocketCspDeps {
  doc: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  /** Per-tab memory (sessionStorage) of the origins a reload was already tried for. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  warn?: (message: string, detail: unknown) => void;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/** Watches for the page's CSP blocking `socketUrl`; returns the stop function. */
export function reloadWhenCspBlocksSocket(socketUrl: string, deps: SocketCspDeps): () => void {
  const socketHost = hostOf(socketUrl);
  if (!socketHost) return () => undefined;
  const key = CSP_RELOAD_KEY_PREFIX + socketHost;
  const onViolation = (event: Event) => {
    const v = event as SecurityPolicyViolationEvent;
    const directive = v.effectiveDirective || v.violatedDirective || '';
    if (!directive.startsWith('connect-src') || hostOf(v.blockedURI) !== socketHost) return;
    if (deps.storage.getItem(key) !== null) {
      (deps.warn ?? console.warn)('[loja] o socket continua bloqueado pela CSP', { host: socketHost });
      return;
    }
    deps.storage.setItem(key, String(Date.now()));
    deps.reload();
  };
  deps.doc.addEventListener('securitypolicyviolation', onViolation);
  return () => deps.doc.removeEventListener('securitypolicyviolation', onViolation);
}
