/**
 * Who may use the local print host (the loopback module on 65517 / 8847, spec 01 §7; issue 37
 * §1). Any page the PC opens and any program on it can reach loopback, so every request carries
 * the install's pairing code in LOCAL_HOST_TOKEN_HEADER, and a request sent by a browser (it has
 * an Origin) must also come from the configured web-mode origin. A custom header cannot be sent
 * by a form or a no-cors fetch, and a cross-origin fetch that sets it needs a preflight the host
 * answers only for that origin: a page elsewhere cannot even try a code.
 */
import { isLoopbackHost } from './origins';

/** The request header that carries the pairing code (listed in the host's CORS answer). */
export const LOCAL_HOST_TOKEN_HEADER = 'X-Caixa-Token';

/** The web-mode desk's own origins by default (`npm start` serves it on 5180). */
export const DEFAULT_LOCAL_HOST_WEB_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5180',
  'http://localhost:5180',
];

/** The drawer route's limit: a few pulses a minute cover any cashier; a flood is refused. */
export const DRAWER_RATE_LIMIT = { pulses: 5, windowMs: 60_000 } as const;

export const LOCAL_HOST_MESSAGES = {
  token:
    'Acesso negado: este pedido não trouxe o código de pareamento do módulo de impressão. Copie o código em Configurações > Impressoras do aplicativo de caixa.',
  origin: 'Origem não autorizada a imprimir por este computador.',
  drawerRate: 'A gaveta foi aberta muitas vezes em pouco tempo: aguarde um minuto e tente de novo.',
  badToken:
    'Código de pareamento inválido: use o código mostrado no aplicativo de caixa (ex.: ABCD-EFGH-JKLM-NPQR-STUV).',
  badOrigin:
    'Endereço do caixa no navegador inválido: use http://127.0.0.1:PORTA ou http://localhost:PORTA, sem caminho.',
  notHost: 'Este modo não serve o módulo de impressão.',
  notClient: 'O código de pareamento é criado por este computador; gere um novo se precisar.',
} as const;

/** Letters and digits that cannot be mistaken for one another when typed from the screen. */
export const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TOKEN_GROUPS = 5;
const GROUP = 4;

/** 20 characters of 32 (100 bits) in groups of four: 'ABCD-EFGH-JKLM-NPQR-STUV'. */
export function formatToken(random: Uint8Array): string {
  if (random.length < TOKEN_GROUPS * GROUP) throw new Error('poucos bytes aleatórios para o código');
  const chars = Array.from(random.subarray(0, TOKEN_GROUPS * GROUP), (b) => TOKEN_ALPHABET[b % 32]);
  return Array.from({ length: TOKEN_GROUPS }, (_, i) =>
    chars.slice(i * GROUP, (i + 1) * GROUP).join(''),
  ).join('-');
}

/**
 * A code as typed or pasted (lower case, spaces, without or with other dashes) in its one
 * spelling, or null when it cannot be one.
 */
export function normalizeToken(input: string): string | null {
  const bare = input.toUpperCase().replace(/[\s-]+/g, '');
  if (bare.length !== TOKEN_GROUPS * GROUP) return null;
  for (const char of bare) if (!TOKEN_ALPHABET.includes(char)) return null;
  return bare.match(/.{4}/g)!.join('-');
}

/** A web-mode origin: http(s) on a loopback name with a port, nothing else; null otherwise. */
export function normalizeWebOrigin(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const loopback = isLoopbackHost(url.hostname);
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
  if (!loopback || !bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.origin;
}

/**
 * The host as the settings screen shows it. 'host': this app serves the module (desktop), with
 * its switch, code and the web-mode origins it answers; 'client': this page calls a module and
 * shows the code it was paired with ('' when none).
 */
export type LocalHostView =
  | {
      role: 'host';
      enabled: boolean;
      token: string;
      webOrigins: string[];
      ports: { aiboo: number | null; nat: number | null };
    }
  | { role: 'client'; token: string };

export type LocalHostChange =
  | { enabled: boolean }
  | { rotateToken: true }
  | { webOrigins: string[] }
  /** web mode: the code typed into the settings ('' forgets it). */
  | { pairToken: string };
