/**
 * /login/{usuario}/{hash}: a link that carries an existing session hash and the user's login in
 * base64 (spec 01 §2). There is no password to send: after ~0.5 s the link is sent to the
 * platform's login call with the hash in place of the password (sandbox/README.md, "Auto-login"),
 * which answers what a password login answers about that user — roles, store, socket url and
 * channel — so the session is the user's own: an operator's link opens an operator's desk, and
 * the desk receives the store's live events.
 */
import { decodeBase64Utf8 } from '../../../../shared/encoding';
import { LOGIN_PATH } from '../../../../shared/routes';
import type { SessionUser } from '../../../../shared/session';
import type { ApiClient, LegacyResult } from '../../api/http';
import { loginResponseSchema } from '../../../../shared/api/platform-v1';

export const AUTO_LOGIN_DELAY_MS = 500;

export interface AutoLogin {
  /** The user's login (usuario), decoded from the link. */
  nome: string;
  hash: string;
}

/** Both parts present, the name valid base64 of UTF-8 text, the hash a header-safe token; else null. */
export function parseAutoLogin(usuario: string | undefined, hash: string | undefined): AutoLogin | null {
  if (!usuario || !hash) return null;
  const nome = decodeBase64Utf8(usuario);
  const token = hash.trim();
  if (!nome || !/^[\x21-\x7e]{1,1024}$/.test(token)) return null;
  return { nome, hash: token };
}

export async function loginWithHash(api: ApiClient, auto: AutoLogin): Promise<LegacyResult<SessionUser>> {
  const res = await api.legacy('v1', 'post', 'login/index', loginResponseSchema, {
    silent: true,
    form: { usuario: auto.nome, hash: auto.hash },
  });
  return res.ok ? { ok: true, data: res.data.usuario } : res;
}

/**
 * /auth (a public route of 03 §2.1 whose screen the spec does not describe): it takes the
 * /login variant's two parameters as a query (`/auth?usuario=<base64>&hash=<hash>`) and hands
 * them to /login/{usuario}/{hash}, which checks them; anything else opens the plain login.
 */
export function authRedirectTarget(search: string): string {
  const query = new URLSearchParams(search);
  // A '+' of base64 left unencoded in a query reads back as a space; base64 has no spaces.
  const usuario = query.get('usuario')?.trim().replaceAll(' ', '+');
  const hash = query.get('hash')?.trim();
  if (!usuario || !hash) return LOGIN_PATH;
  return `${LOGIN_PATH}/${encodeURIComponent(usuario)}/${encodeURIComponent(hash)}`;
}
