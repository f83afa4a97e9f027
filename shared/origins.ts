/**
 * What an API or socket origin may be (issue 37 §4): a scheme (http, https, ws, wss), a host of
 * letters, digits, dots and hyphens, and an optional port; nothing else. No `*` (a CSP wildcard),
 * no userinfo, no brackets, percent-escapes, backslashes or unicode in the host (the URL parser
 * would rewrite them into another host than the one written). A packaged build takes only
 * https:/wss:, except loopback (localhost, 127.x), which serves development and the local tools.
 * The CSP's `connect-src` lists exactly the origins that pass (shared/config.ts connectOrigins).
 */

type Scheme = 'http' | 'https' | 'ws' | 'wss';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** scheme://host[:port] then, for a full URL, a path, query or fragment. */
const URL_PATTERN = new RegExp(`^(https?|wss?)://(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?([/?#].*)?$`, 'i');

export interface OriginRules {
  /** Packaged build: https:/wss: only, loopback excepted. */
  secureOnly?: boolean;
}

export interface ParsedOrigin {
  scheme: Scheme;
  host: string;
  /** The port as written ('' when none or the scheme's default). */
  port: string;
  /** scheme://host[:port], lower case, default port left out. */
  origin: string;
}

const DEFAULT_PORTS: Record<Scheme, string> = { http: '80', https: '443', ws: '80', wss: '443' };

/**
 * True for a loopback host name: localhost, 127.0.0.0/8 and ::1 (bare or bracketed as a URL's
 * hostname gives it). The one list every loopback check uses (print host, CORS, config).
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/**
 * The origin of `url` when it follows the rules above, else null. `wholeOrigin` refuses anything
 * after the port (a cookie that should hold a bare origin).
 */
export function parseOrigin(url: string, rules: OriginRules = {}, wholeOrigin = false): ParsedOrigin | null {
  if (typeof url !== 'string' || url.length > 2048) return null;
  const match = URL_PATTERN.exec(url);
  if (!match) return null;
  const [, schemeRaw, hostRaw, portRaw, rest] = match;
  if (wholeOrigin && rest !== undefined) return null;
  // Whitespace or control characters after the host (the pattern's tail is '.*').
  if (rest !== undefined && /[\s\\]/.test(rest)) return null;
  const scheme = (schemeRaw as string).toLowerCase() as Scheme;
  const host = (hostRaw as string).toLowerCase();
  // A dotted-number host must be a real IPv4 address (the parser reads '1.2.3' as another one).
  if (
    /^[\d.]+$/.test(host) &&
    !/^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(host)
  )
    return null;
  let port = portRaw ?? '';
  if (port !== '') {
    const n = Number(port);
    if (n < 1 || n > 65535) return null;
    port = String(n);
    if (port === DEFAULT_PORTS[scheme]) port = '';
  }
  if (rules.secureOnly && (scheme === 'http' || scheme === 'ws') && !isLoopbackHost(host)) return null;
  return { scheme, host, port, origin: `${scheme}://${host}${port ? `:${port}` : ''}` };
}

/** Why an API base or socket URL is refused, in Portuguese; null when it is accepted. */
export function originProblem(url: string, rules: OriginRules = {}): string | null {
  if (parseOrigin(url, rules)) return null;
  if (parseOrigin(url)) return 'endereço sem criptografia (use https:// ou wss://)';
  return 'endereço inválido (esquema, nome do servidor com letras, números, pontos e hífens, e porta)';
}
