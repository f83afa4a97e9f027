/** The logged-in user as the login call returns it (spec 01 §3, Session user). */
export interface SessionUser {
  id_estabelecimento: string;
  id_usuario: string;
  nome: string;
  company: string;
  role_group: string[];
  sessao: { hash: string; id_sessao: string };
  socket: { url: string; canal: string };
  logo?: string;
  email?: string;
  telefones?: string;
}

export const ROLE_ADMIN = 'Lojista Admin';
export const ROLE_OPERATOR = 'Lojista Operador';
