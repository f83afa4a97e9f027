/**
 * Everything that keeps the renderer inside the app: external links only through
 * `openExternalSafe` (http/https only), navigation locked to app:// (or the dev server),
 * window.open denied, <webview> denied, and a short list of allowed permissions.
 *
 * The guards are applied once, to every webContents the app ever creates
 * (`applySecurityPolicy` on app 'web-contents-created', as Actual's security.ts does): the main
 * window and the hidden OS-print windows alike, and whatever a later feature opens.
 */
import { MAX_URL_LENGTH } from '../../shared/bridge-schemas';
import type { Logger } from '../log/logger';
import { APP_HOST, APP_SCHEME } from '../protocol/app-protocol';
import type { PreventableEvent, WebContentsLike } from './types';

export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/** The normalised URL when `raw` is a plain http(s) link to a host, otherwise null. */
export function safeExternalUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) return null;
  // Whitespace or control characters are how "java\tscript:" and friends slip past naive checks.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return null;
  // The raw text itself must read scheme://host: the URL parser "repairs" things like http:///x.
  if (!/^https?:\/\/[^/\\]/i.test(raw)) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (!u.hostname) return null;
  // user:pass@host hides the real destination from the operator.
  if (u.username || u.password) return null;
  return u.href;
}

/** The one way to open a URL outside the app. Resolves false (and logs) when refused. */
export async function openExternalSafe(raw: unknown, shell: ShellLike, log?: Logger): Promise<boolean> {
  const url = safeExternalUrl(raw);
  if (!url) {
    log?.warn('Link externo recusado', typeof raw === 'string' ? raw.slice(0, 200) : typeof raw);
    return false;
  }
  try {
    await shell.openExternal(url);
    return true;
  } catch (error) {
    log?.error('Não foi possível abrir o link no navegador', error);
    return false;
  }
}

export type NavigationDecision = 'allow' | 'external' | 'deny';

/** Where a frame may go: inside the app, out to the system browser (http/https), or nowhere. */
export function decideNavigation(raw: string, devOrigin?: string | null): NavigationDecision {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return 'deny';
  }
  if (u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST) return 'allow';
  if (devOrigin && u.origin === devOrigin && u.origin !== 'null') return 'allow';
  return safeExternalUrl(raw) ? 'external' : 'deny';
}

/** True when an IPC sender frame is our renderer (and not some other page). */
export function isTrustedSenderUrl(raw: string | undefined | null, devOrigin?: string | null): boolean {
  return typeof raw === 'string' && decideNavigation(raw, devOrigin) === 'allow';
}

/** 'clipboard-sanitized-write' is navigator.clipboard.writeText (copy a PIX key); no media, no geolocation. */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['notifications', 'clipboard-sanitized-write']);

export function isPermissionAllowed(permission: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission);
}

/** A key press as Electron's 'before-input-event' describes it (the part we read). */
export interface KeyInput {
  type?: string;
  key?: string;
  code?: string;
  control?: boolean;
  meta?: boolean;
  shift?: boolean;
  alt?: boolean;
}

/**
 * The DevTools shortcuts (F12; Ctrl+Shift+I/J/C; macOS Cmd+Alt+I/J/C). With devTools off they
 * would open nothing, but swallowing them keeps a packaged desk from even trying.
 */
export function isDevToolsShortcut(input: KeyInput): boolean {
  const key = (input.key ?? '').toLowerCase();
  if (key === 'f12' || input.code === 'F12') return true;
  const letter = ['i', 'j', 'c'].includes(key);
  return letter && ((!!input.control && !!input.shift) || (!!input.meta && !!input.alt));
}

interface HardenOptions {
  devOrigin?: string | null;
  /** DevTools allowed (development). False: their shortcuts are swallowed. */
  devTools?: boolean;
  openExternal: (url: string) => Promise<boolean>;
  log: Logger;
}

function urlOf(event: PreventableEvent, args: unknown[]): string {
  if (typeof args[0] === 'string') return args[0];
  const fromEvent = (event as { url?: unknown }).url;
  return typeof fromEvent === 'string' ? fromEvent : '';
}

export function hardenWebContents(
  contents: WebContentsLike,
  { devOrigin, openExternal, log, devTools = false }: HardenOptions,
): void {
  // Only our own page may send the operator to the browser; a print window (a data: ticket) or
  // any other page that tries to leave just stays where it is.
  const fromOurPage = () => decideNavigation(contents.getURL(), devOrigin) === 'allow';
  if (!devTools) {
    contents.on('before-input-event', (event, ...args) => {
      const input = (args[0] ?? {}) as KeyInput;
      if (input.type === 'keyDown' && isDevToolsShortcut(input)) event.preventDefault();
    });
  }
  contents.setWindowOpenHandler(({ url }) => {
    if (safeExternalUrl(url) && fromOurPage()) void openExternal(url);
    else log.warn('window.open recusado', url.slice(0, 200));
    return { action: 'deny' };
  });

  const guard =
    (kind: string) =>
    (event: PreventableEvent, ...args: unknown[]) => {
      const url = urlOf(event, args);
      const decision = decideNavigation(url, devOrigin);
      if (decision === 'allow') return;
      event.preventDefault();
      if (decision === 'external' && fromOurPage()) void openExternal(url);
      else log.warn(`${kind} recusado`, url.slice(0, 200));
    };
  contents.on('will-navigate', guard('will-navigate'));
  contents.on('will-redirect', guard('will-redirect'));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log.warn('webview recusado');
  });
}

/** Where new webContents are announced: Electron's `app` (adapted in main/electron/app.ts). */
export interface WebContentsSource {
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown;
}

/** Hardens every webContents from now on; call before the first window is created. */
export function applySecurityPolicy(app: WebContentsSource, options: HardenOptions): void {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, options));
}
