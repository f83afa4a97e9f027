/**
 * The spec-only profile's URL layout: the same bases under other paths, as a platform written
 * from the specs alone would choose them. Incoming URLs are rewritten to the sandbox's own
 * prefixes before routing (so every hook and route works unchanged), the sandbox's own paths
 * answer 404 there, and absolute URLs in answers (images) are written back in this layout.
 */
import { SANDBOX_PREFIXES, SANDBOX_NAMESPACES, type ApiBaseKey, type ApiBases } from '../../shared/config';

type HttpBase = Exclude<ApiBaseKey, 'chatSocket'>;

export const SPEC_ONLY_PREFIXES: Record<HttpBase, string> = {
  v1: '/plataforma/ws/',
  v2: '/plataforma/merchant-v2/',
  json: '/servicos/json/',
  finance: '/servicos/financeiro/',
  upload: '/servicos/arquivos/',
  users: '/servicos/contas/',
};

const BASES = Object.keys(SANDBOX_PREFIXES) as HttpBase[];

/** A path no route lives under: the sandbox's own layout is not this platform's. */
const NOWHERE = '/nao-existe';

/** Spec-only URL → the sandbox's own URL (what the routes are mounted on). */
export function toSandboxUrl(url: string): string {
  for (const base of BASES) {
    const prefix = SPEC_ONLY_PREFIXES[base];
    if (url.startsWith(prefix)) return SANDBOX_PREFIXES[base] + url.slice(prefix.length);
  }
  if (url.startsWith('/api/')) return NOWHERE + url;
  return url;
}

/** The sandbox's own absolute URL (in an answer) → the same resource in the spec-only layout. */
export function toSpecOnlyUrl(url: string, origin: string): string {
  for (const base of BASES) {
    const own = origin + SANDBOX_PREFIXES[base];
    if (url.startsWith(own)) return origin + SPEC_ONLY_PREFIXES[base] + url.slice(own.length);
  }
  return url;
}

/** The bases a desk pointed at this profile is configured with. */
export function specOnlyApiBases(origin: string, socketOrigin: string): ApiBases {
  const o = origin.replace(/\/+$/, '');
  const bases = Object.fromEntries(BASES.map((b) => [b, o + SPEC_ONLY_PREFIXES[b]])) as Record<
    HttpBase,
    string
  >;
  return { ...bases, chatSocket: socketOrigin.replace(/\/+$/, '') + SANDBOX_NAMESPACES.chat };
}
