/**
 * Runtime configuration: where the platform lives and how the product is branded.
 * Nothing here points at the sandbox; `npm start` and the tests hand the app a
 * config whose bases are the sandbox's, a production build ships config/app.config.json.
 */

import { parseOrigin, type OriginRules } from './origins';

export { isLoopbackHost, originProblem, parseOrigin, type OriginRules } from './origins';

/** Every API base the spec names, each its own URL (trailing slash included). */
export interface ApiBases {
  /** Base A: version 1, form-encoded, `Authorization: <hash>`. */
  v1: string;
  /** Base B: version 2 merchant, form-encoded, `Authorization: Basic <hash>`; errors read 'ws2'. */
  v2: string;
  /** Base C: the JSON service (invoices, reset-password, orders/{id}, delivery). */
  json: string;
  /** The newer finance API (values in cents). */
  finance: string;
  /** The upload API (product-files). */
  upload: string;
  /** The users service. */
  users: string;
  /** Chat realtime service (socket.io URL, namespace included). The store socket URL comes from the login. */
  chatSocket: string;
}

export interface BrandColors {
  /** Main brand colour (header, primary buttons). */
  primary: string;
  /** Text on the primary colour. */
  onPrimary: string;
  /** Accent (links, focus ring). */
  accent: string;
}

export interface Brand {
  /** Product name shown in the title bar, tray tooltip and login. */
  name: string;
  /** Product logo, a path relative to the renderer root or an absolute https URL. */
  logo: string;
  /** Support phone shown on login and in the suspension / overdue banners. */
  supportPhone: string;
  colors: BrandColors;
  /**
   * The support-chat widget (03 §2.22): which provider and the link that opens its chat. Absent,
   * the shell shows no help button.
   */
  supportChat?: SupportChat;
}

export interface SupportChat {
  /** The chat provider's name as the staff know it (e.g. 'WhatsApp', 'Tawk.to'). */
  provider: string;
  /** http(s) link that opens the chat, in the browser. */
  url: string;
}

/** How requests to the main API identify the session (02 §6). */
export interface RequestsConfig {
  /**
   * The header that carries the logged-in user's id beside the hash. The spec says a header
   * carries it but not its name, so the platform's name is configuration.
   */
  userIdHeader: string;
}

/** The spec does not name the header; a hyphenated X- name passes proxies that drop underscores. */
export const DEFAULT_USER_ID_HEADER = 'X-Id-Usuario';

/**
 * Which of 03 §2.1's two readings decides who opens /avaliacoes and /produtos (and /produtos/:id):
 * 'menu' (the side menu's reading: 'Lojista Admin' only) or 'table' (the route table's: any
 * logged-in role). See shared/routes.ts ROUTES for why 'menu' is the default.
 */
export type AccessReading = 'menu' | 'table';
export const DEFAULT_ACCESS_READING: AccessReading = 'menu';

export interface AccessConfig {
  reading: AccessReading;
}

/**
 * Which of the spec's calls this platform offers, where 03 §7 documents two for one thing or the
 * desk needs one the spec does not document. 'auto' (the default of each) asks the first listed
 * and, when the platform answers that it has no such call (404 or 501), the other; a platform
 * known to have only one is named so the desk never asks the other.
 */
export interface PlatformCalls {
  /** The financial overview: the second generation (financial-periods, …) or the first (finance/…). */
  financeOverview: 'auto' | 'second' | 'first';
  /** The online-payment switch: pagamentoonline/setAcceptanceStatus or the older mudarStatus. */
  acceptanceSwitch: 'auto' | 'setAcceptanceStatus' | 'mudarStatus';
  /** The ratings' first load: GET avaliacao/listar/ (the whole history) or the POST of the filter. */
  ratingsFirstLoad: 'auto' | 'get' | 'post';
  /** pagamentoonline/extrato (balances and statement; not in the spec): 'absent' never asks. */
  statement: 'auto' | 'absent';
  /** pagamentoonline/transferir (moves money; not in the spec): 'absent' never asks. */
  transfer: 'auto' | 'absent';
}

export const DEFAULT_PLATFORM_CALLS: PlatformCalls = {
  financeOverview: 'auto',
  acceptanceSwitch: 'auto',
  ratingsFirstLoad: 'auto',
  statement: 'auto',
  transfer: 'auto',
};

export interface RuntimeConfig {
  api: ApiBases;
  brand: Brand;
  /** Absent: DEFAULT_USER_ID_HEADER. */
  requests?: RequestsConfig;
  /** Absent: DEFAULT_ACCESS_READING. */
  access?: AccessConfig;
  /** Absent (or any member absent): DEFAULT_PLATFORM_CALLS. */
  calls?: Partial<PlatformCalls>;
}

/** The calls a config says the platform offers, each defaulted. */
export function platformCallsOf(config: Pick<RuntimeConfig, 'calls'>): PlatformCalls {
  return { ...DEFAULT_PLATFORM_CALLS, ...config.calls };
}

/** The user-id header name a config asks for, or the default. */
export function userIdHeaderOf(config: Pick<RuntimeConfig, 'requests'>): string {
  return config.requests?.userIdHeader ?? DEFAULT_USER_ID_HEADER;
}

/** The access reading a config asks for, or the default. */
export function accessReadingOf(config: Pick<RuntimeConfig, 'access'>): AccessReading {
  return config.access?.reading ?? DEFAULT_ACCESS_READING;
}

export const API_BASE_KEYS = ['v1', 'v2', 'json', 'finance', 'upload', 'users', 'chatSocket'] as const;
export type ApiBaseKey = (typeof API_BASE_KEYS)[number];

/** The sandbox serves each base under its own prefix so pointing at the platform is configuration only. */
export const SANDBOX_PREFIXES: Record<Exclude<ApiBaseKey, 'chatSocket'>, string> = {
  v1: '/api/v1/',
  v2: '/api/v2/',
  json: '/api/json/',
  finance: '/api/finance/',
  upload: '/api/upload/',
  users: '/api/users/',
};

/** socket.io namespaces of the sandbox's two realtime services. */
export const SANDBOX_NAMESPACES = { store: '/loja', chat: '/chat' } as const;

export const DEFAULT_SANDBOX_PORT = 4010;
export const DEFAULT_WEB_PORT = 5180;

/** Config for an app pointed at a sandbox running on `origin` (e.g. http://127.0.0.1:4010). */
export function sandboxApiBases(origin: string): ApiBases {
  const o = origin.replace(/\/+$/, '');
  return {
    v1: o + SANDBOX_PREFIXES.v1,
    v2: o + SANDBOX_PREFIXES.v2,
    json: o + SANDBOX_PREFIXES.json,
    finance: o + SANDBOX_PREFIXES.finance,
    upload: o + SANDBOX_PREFIXES.upload,
    users: o + SANDBOX_PREFIXES.users,
    chatSocket: o + SANDBOX_NAMESPACES.chat,
  };
}

/**
 * Web mode: the cookie in which the renderer leaves the session's store-socket origin, so the web
 * server can add it to the next page's `connect-src` (the login may name any socket origin).
 */
export const SOCKET_ORIGIN_COOKIE = 'cashdesk_socket_origin';

/** The http(s)/ws(s) origin of a socket URL when it is a valid origin (shared/origins.ts), or null. */
export function socketOrigin(url: string, rules: OriginRules = {}): string | null {
  return parseOrigin(url, rules)?.origin ?? null;
}

/** The store-socket origin the renderer left in its cookie (at most one, validated), as a list. */
export function socketOriginFromCookie(header: string | undefined, rules: OriginRules = {}): string[] {
  if (!header || header.length > 8192) return [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SOCKET_ORIGIN_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return [];
    }
    // Only a bare origin: anything else (paths, quotes, spaces, ';', '*') never reaches the header.
    const origin = parseOrigin(value, rules, true);
    return origin ? [origin.origin] : [];
  }
  return [];
}

/**
 * The origins `connect-src` needs for one URL: its own and, for http(s), the ws(s) one a socket
 * upgrades to. Empty for a URL that is not a valid origin (shared/origins.ts): a `*` or any
 * other trick never widens the policy.
 */
export function originsOf(url: string, rules: OriginRules = {}): string[] {
  const parsed = parseOrigin(url, rules);
  if (!parsed) return [];
  const { scheme, origin } = parsed;
  if (scheme !== 'http' && scheme !== 'https') return [origin];
  return [origin, origin.replace(/^http/, 'ws')];
}

/** Origins (scheme://host:port) the renderer may connect to, for the CSP `connect-src`. */
export function connectOrigins(
  api: ApiBases,
  extra: readonly string[] = [],
  rules: OriginRules = {},
): string[] {
  // An invalid base is reported by config validation, not here.
  return [...new Set([...Object.values(api), ...extra].flatMap((url) => originsOf(url, rules)))];
}

/**
 * The Content-Security-Policy for the renderer. `connect-src` lists only the configured
 * API and socket origins that are valid origins under `rules` (plus QZ Tray's local ports, used
 * by printing).
 */
export function buildCsp(
  api: ApiBases,
  extraConnect: readonly string[] = [],
  rules: OriginRules = {},
): string {
  const connect = connectOrigins(api, extraConnect, rules);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // HTML sinks (innerHTML and the like) take only TrustedHTML where Chromium has Trusted Types:
    // server HTML reaches the DOM as DOMPurify's output (components/server-html), nothing else does.
    "require-trusted-types-for 'script'",
  ].join('; ');
}
