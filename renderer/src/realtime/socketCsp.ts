/**
 * The store socket's origin comes from the login response and may differ from every configured
 * API origin; the Content-Security-Policy of a page is fixed when the page loads. The desktop
 * (main/core.ts) and web mode (scripts/web-server.ts, through SOCKET_ORIGIN_COOKIE) add the saved
 * session's socket origin to `connect-src` of the next page load, so when this page's policy
 * blocks the socket the desk reloads itself once (the session is kept) instead of waiting for a
 * restart. A second block of the same origin is logged, never a reload loop.
 */
export const CSP_RELOAD_KEY_PREFIX = 'cashDesk.cspReload:';

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
