/**
 * /login/{usuario}/{hash}: a link that carries an existing session hash and the user name in
 * base64 (spec 01 §2). There is no password to send, so the reading a user expects is "enter
 * with this session": after ~0.5 s the hash is checked against the platform (getLoja signed with
 * it; a 401 or `status: false` means it is not valid) and, when it works, it becomes the session.
 * The link carries no role list; the session takes the default role group 'Lojista Admin'
 * (spec 03 §6) and no store socket (the login response is what carries socket.url/canal), so the
 * header switch is not updated live in such a session.
 */
import { decodeBase64Utf8 } from '../../../../shared/encoding';
import { ROLE_ADMIN, type SessionUser } from '../../../../shared/session';
import type { ApiClient, LegacyResult } from '../../api/http';
import { fetchStore } from '../../api/store';

export const AUTO_LOGIN_DELAY_MS = 500;

export interface AutoLogin {
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
  const res = await fetchStore(api, { silent: true, authHash: auto.hash });
  if (!res.ok) return res;
  const store = res.data;
  return {
    ok: true,
    data: {
      id_estabelecimento: store.id_estabelecimento,
      id_usuario: '',
      nome: auto.nome.slice(0, 200),
      company: store.nome.slice(0, 200),
      role_group: [ROLE_ADMIN],
      sessao: { hash: auto.hash, id_sessao: '' },
      socket: { url: '', canal: '' },
      ...(store.logotipo ? { logo: store.logotipo.slice(0, 2048) } : {}),
    },
  };
}
