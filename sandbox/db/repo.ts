/**
 * The row types and the SQL of the core tables (stores, users, sessions, orders, invoices, terms,
 * reset codes), prepared once per database; the content, print-settings and order-history repos are merged
 * in.
 * Routes call named methods, never SQL, so the schema can move without touching them.
 */
import { createContentRepo } from './content-repo';
import { createOrderHistoryRepo } from '../orders/history-repo';
import { createPrintSettingsRepo } from '../print-settings/repo';
import type { Db } from './migrations';

export interface EstablishmentRow {
  id: number;
  owner_document: string;
  nome: string;
  razao_social: string;
  bairro: string;
  endereco: string;
  cidade: string;
  logotipo: string;
  email: string;
  telefone: string;
  fechado: 'N' | 'S';
  loja_bloqueada: 'N' | 'S';
  texto_bloqueada: string;
  upload_em_massa: number;
  entrega_minimo: number;
  entrega_maximo: number;
  aviso: 'N' | 'S';
  accepts_online: number;
}

export interface UserRow {
  id: number;
  establishment_id: number;
  login: string;
  nome: string;
  password_hash: string;
  roles: string;
  email: string;
  telefones: string;
}

export interface SessionRow {
  id: number;
  hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface OrderRow {
  id: number;
  establishment_id: number;
  status: string;
  created_at: number;
  day: string;
  data: string;
}

export interface InvoiceRow {
  id: number;
  establishment_id: number;
  hash: string;
  starts_at: string;
  ends_at: string;
  balance: number;
  overdues_at: string;
  status: string;
}

export interface LegacyInvoiceRow {
  id: number;
  establishment_id: number;
  hash_fatura: string;
  referencia: string;
  valor_pagar: number;
  data_vencimento: string;
  status: string;
}

export interface TermsRow {
  establishment_id: number;
  assinar: number;
  obrigatorio: number;
  texto: string;
  email: string;
  link: string;
  contrato: string;
}

export interface ResetCodeRow {
  uuid: string;
  establishment_id: number;
  user_id: number;
  document: string;
  code: string;
  type: string;
  created_at: number;
  expires_at: number;
  used: number;
}

/** Every column a store patch may touch; null leaves the column as it is. */
export interface EstablishmentPatch {
  fechado?: 'N' | 'S';
  loja_bloqueada?: 'N' | 'S';
  texto_bloqueada?: string;
  upload_em_massa?: boolean;
  entrega_minimo?: number;
  entrega_maximo?: number;
  aviso?: 'N' | 'S';
  accepts_online?: boolean;
}

export interface TermsPatch {
  assinar?: boolean;
  obrigatorio?: boolean;
  texto?: string;
  email?: string;
  link?: string;
}

type PatchValue = string | number | boolean | undefined;

/**
 * `UPDATE table SET col = COALESCE(@col, col), ... WHERE key = @id`: a patch that leaves
 * the columns it does not carry untouched. Booleans are stored as 0/1.
 */
function preparePatch<P extends { [K in keyof P]?: PatchValue }>(
  db: Db,
  table: string,
  key: string,
  columns: readonly (keyof P & string)[],
) {
  const set = columns.map((c) => `${c} = COALESCE(@${c}, ${c})`).join(', ');
  const stmt = db.prepare(`UPDATE ${table} SET ${set} WHERE ${key} = @id`);
  return (id: number, patch: P): void => {
    const params: Record<string, string | number | null> = { id };
    for (const c of columns) {
      const v = patch[c] as PatchValue;
      params[c] = v === undefined ? null : typeof v === 'boolean' ? Number(v) : v;
    }
    stmt.run(params);
  };
}

/** All SQL of the sandbox, prepared once per database. */
export function createRepo(db: Db) {
  const s = {
    establishment: db.prepare('SELECT * FROM establishments WHERE id = ?'),
    establishmentsByOwner: db.prepare('SELECT * FROM establishments WHERE owner_document = ? ORDER BY id'),
    userByLogin: db.prepare('SELECT * FROM users WHERE login = ?'),
    user: db.prepare('SELECT * FROM users WHERE id = ?'),
    usersOf: db.prepare('SELECT * FROM users WHERE establishment_id = ? ORDER BY id'),
    setPassword: db.prepare('UPDATE users SET password_hash = ? WHERE id = ?'),
    insertSession: db.prepare(
      'INSERT INTO sessions (hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    session: db.prepare('SELECT * FROM sessions WHERE hash = ?'),
    expireSession: db.prepare('UPDATE sessions SET expires_at = ? WHERE hash = ?'),
    expireAllSessions: db.prepare('UPDATE sessions SET expires_at = ? WHERE expires_at > ?'),
    purgeSessions: db.prepare('DELETE FROM sessions WHERE expires_at < ?'),
    liveOrders: db.prepare(
      `SELECT * FROM orders WHERE establishment_id = ? AND (day = ? OR (day < ? AND status NOT IN ('PD', 'PC')))
       ORDER BY created_at DESC, id DESC`,
    ),
    order: db.prepare('SELECT * FROM orders WHERE establishment_id = ? AND id = ?'),
    orderById: db.prepare('SELECT * FROM orders WHERE id = ?'),
    countOrdersOfDay: db.prepare('SELECT COUNT(*) AS n FROM orders WHERE establishment_id = ? AND day = ?'),
    maxOrderId: db.prepare('SELECT MAX(id) AS n FROM orders'),
    idsByStatus: db.prepare(
      'SELECT id FROM orders WHERE establishment_id = ? AND day = ? AND status = ? ORDER BY created_at, id',
    ),
    insertOrder: db.prepare(
      'INSERT INTO orders (id, establishment_id, status, created_at, day, data) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    updateOrder: db.prepare('UPDATE orders SET status = ?, data = ? WHERE id = ?'),
    invoices: db.prepare(
      'SELECT * FROM invoices WHERE establishment_id = ? ORDER BY overdues_at DESC, id DESC',
    ),
    legacyInvoices: db.prepare(
      'SELECT * FROM legacy_invoices WHERE establishment_id = ? ORDER BY data_vencimento DESC',
    ),
    terms: db.prepare('SELECT * FROM terms WHERE establishment_id = ?'),
    insertCode:
      db.prepare(`INSERT INTO reset_codes (uuid, establishment_id, user_id, document, code, type, created_at, expires_at)
      VALUES (@uuid, @establishment_id, @user_id, @document, @code, @type, @created_at, @expires_at)`),
    code: db.prepare('SELECT * FROM reset_codes WHERE uuid = ?'),
    useCode: db.prepare('UPDATE reset_codes SET used = 1 WHERE uuid = ?'),
    latestCodes: db.prepare('SELECT * FROM reset_codes ORDER BY created_at DESC, rowid DESC LIMIT 20'),
  };

  const patchEstablishment = preparePatch<EstablishmentPatch>(db, 'establishments', 'id', [
    'fechado',
    'loja_bloqueada',
    'texto_bloqueada',
    'upload_em_massa',
    'entrega_minimo',
    'entrega_maximo',
    'aviso',
    'accepts_online',
  ]);
  const patchTerms = preparePatch<TermsPatch>(db, 'terms', 'establishment_id', [
    'assinar',
    'obrigatorio',
    'texto',
    'email',
    'link',
  ]);

  return {
    ...createContentRepo(db),
    ...createPrintSettingsRepo(db),
    ...createOrderHistoryRepo(db),
    establishment: (id: number) => s.establishment.get(id) as EstablishmentRow | undefined,
    establishmentsByOwner: (doc: string) => s.establishmentsByOwner.all(doc) as EstablishmentRow[],
    patchEstablishment,
    userByLogin: (login: string) => s.userByLogin.get(login) as UserRow | undefined,
    user: (id: number) => s.user.get(id) as UserRow | undefined,
    usersOf: (establishmentId: number) => s.usersOf.all(establishmentId) as UserRow[],
    setPassword: (userId: number, hash: string) => void s.setPassword.run(hash, userId),
    insertSession: (hash: string, userId: number, createdAt: number, expiresAt: number) =>
      Number(s.insertSession.run(hash, userId, createdAt, expiresAt).lastInsertRowid),
    session: (hash: string) => s.session.get(hash) as SessionRow | undefined,
    expireSession: (hash: string, at: number) => s.expireSession.run(at, hash).changes,
    expireAllSessions: (at: number) => s.expireAllSessions.run(at, at).changes,
    purgeSessions: (before: number) => void s.purgeSessions.run(before),
    /**
     * The live list on `day`: the day's orders and, as the platform's day turns, the earlier ones
     * still open (pending or in progress); earlier delivered and cancelled ones only in reports.
     */
    liveOrders: (establishmentId: number, day: string) =>
      s.liveOrders.all(establishmentId, day, day) as OrderRow[],
    order: (establishmentId: number, id: number) => s.order.get(establishmentId, id) as OrderRow | undefined,
    /** Any store's order (control API). */
    orderById: (id: number) => s.orderById.get(id) as OrderRow | undefined,
    countOrdersOfDay: (establishmentId: number, day: string) =>
      (s.countOrdersOfDay.get(establishmentId, day) as { n: number }).n,
    maxOrderId: () => (s.maxOrderId.get() as { n: number | null }).n ?? 0,
    orderIdsByStatus: (establishmentId: number, day: string, status: string) =>
      (s.idsByStatus.all(establishmentId, day, status) as { id: number }[]).map((r) => r.id),
    insertOrder: (row: OrderRow) =>
      void s.insertOrder.run(row.id, row.establishment_id, row.status, row.created_at, row.day, row.data),
    updateOrder: (id: number, status: string, data: string) => void s.updateOrder.run(status, data, id),
    invoices: (establishmentId: number) => s.invoices.all(establishmentId) as InvoiceRow[],
    legacyInvoices: (establishmentId: number) => s.legacyInvoices.all(establishmentId) as LegacyInvoiceRow[],
    terms: (establishmentId: number) => s.terms.get(establishmentId) as TermsRow | undefined,
    patchTerms,
    insertCode: (row: Omit<ResetCodeRow, 'used'>) => void s.insertCode.run(row),
    code: (uuid: string) => s.code.get(uuid) as ResetCodeRow | undefined,
    useCode: (uuid: string) => void s.useCode.run(uuid),
    latestCodes: () => s.latestCodes.all() as ResetCodeRow[],
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}

export type Repo = ReturnType<typeof createRepo>;
