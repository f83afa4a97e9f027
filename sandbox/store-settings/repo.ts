/** SQL of the store settings (opening hours, payment methods, delivery areas, user status). */
import type { OpeningDay, ServedNeighbourhood } from '../../shared/api/store-settings';
import { emptyWeek, parseHorarios } from '../../shared/store-settings/hours';
import { priceText } from '../../shared/store-settings/money';
import type { Db } from '../db/migrations';

export interface HoursRow {
  establishment_id: number;
  auto_abrir: 'S' | 'N';
  auto_fechar: 'S' | 'N';
  horarios: string;
}

export interface CityRow {
  id: number;
  nome_cidade: string;
}

export interface NeighbourhoodRow {
  id: number;
  city_id: number;
  nome_bairro: string;
}

export interface ServedRow {
  id: number;
  establishment_id: number;
  neighbourhood_id: number;
  inativo: 'S' | 'N';
  valor_minimo: number;
  valor_taxa: number;
  valor_taxa_old: number;
  valor_frete_gratis: number;
}

export interface StoreUserRow {
  id: number;
  establishment_id: number;
  login: string;
  nome: string;
  roles: string;
  email: string;
  status: 'S' | 'N';
}

export function servedRecord(row: ServedRow): ServedNeighbourhood {
  return {
    id_estabelecimento_bairro: String(row.id),
    id_estabelecimento: String(row.establishment_id),
    inativo: row.inativo,
    valor_minimo: priceText(row.valor_minimo),
    valor_taxa: priceText(row.valor_taxa),
    valor_taxa_old: priceText(row.valor_taxa_old),
    valor_frete_gratis: priceText(row.valor_frete_gratis),
  };
}

const USER_COLUMNS =
  "u.id, u.establishment_id, u.login, u.nome, u.roles, u.email, COALESCE(s.status, 'S') AS status";

export function createStoreSettingsRepo(db: Db) {
  const s = {
    hours: db.prepare('SELECT * FROM store_hours WHERE establishment_id = ?'),
    allHours: db.prepare("SELECT * FROM store_hours WHERE auto_abrir = 'S' OR auto_fechar = 'S'"),
    putHours: db.prepare(`INSERT INTO store_hours (establishment_id, auto_abrir, auto_fechar, horarios)
      VALUES (@establishment_id, @auto_abrir, @auto_fechar, @horarios)
      ON CONFLICT (establishment_id) DO UPDATE SET auto_abrir = @auto_abrir, auto_fechar = @auto_fechar, horarios = @horarios`),
    payments: db.prepare('SELECT formas FROM store_payment_methods WHERE establishment_id = ?'),
    putPayments: db.prepare(`INSERT INTO store_payment_methods (establishment_id, formas) VALUES (?, ?)
      ON CONFLICT (establishment_id) DO UPDATE SET formas = excluded.formas`),
    cities: db.prepare('SELECT * FROM cities ORDER BY nome_cidade'),
    neighbourhoods: db.prepare('SELECT * FROM neighbourhoods ORDER BY nome_bairro COLLATE NOCASE'),
    neighbourhood: db.prepare('SELECT * FROM neighbourhoods WHERE id = ?'),
    servedOf: db.prepare('SELECT * FROM served_neighbourhoods WHERE establishment_id = ?'),
    served: db.prepare('SELECT * FROM served_neighbourhoods WHERE establishment_id = ? AND id = ?'),
    servedByNeighbourhood: db.prepare(
      'SELECT * FROM served_neighbourhoods WHERE establishment_id = ? AND neighbourhood_id = ?',
    ),
    insertServed: db.prepare(`INSERT INTO served_neighbourhoods
      (establishment_id, neighbourhood_id, inativo, valor_minimo, valor_taxa, valor_taxa_old, valor_frete_gratis)
      VALUES (@establishment_id, @neighbourhood_id, @inativo, @valor_minimo, @valor_taxa, @valor_taxa_old, @valor_frete_gratis)`),
    updateServed:
      db.prepare(`UPDATE served_neighbourhoods SET inativo = @inativo, valor_minimo = @valor_minimo,
      valor_taxa = @valor_taxa, valor_taxa_old = @valor_taxa_old, valor_frete_gratis = @valor_frete_gratis
      WHERE id = @id`),
    insertCity: db.prepare('INSERT OR IGNORE INTO cities (id, nome_cidade) VALUES (?, ?)'),
    insertNeighbourhood: db.prepare(
      'INSERT OR IGNORE INTO neighbourhoods (id, city_id, nome_bairro) VALUES (?, ?, ?)',
    ),
    hasCities: db.prepare('SELECT COUNT(*) AS n FROM cities'),
    users: db.prepare(
      `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN user_status s ON s.user_id = u.id
       WHERE u.establishment_id = ? ORDER BY u.id`,
    ),
    user: db.prepare(
      `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN user_status s ON s.user_id = u.id
       WHERE u.establishment_id = ? AND u.id = ?`,
    ),
    userByEmail: db.prepare('SELECT id FROM users WHERE lower(email) = lower(?) OR lower(login) = lower(?)'),
    maxUserId: db.prepare('SELECT MAX(id) AS n FROM users'),
    insertUser:
      db.prepare(`INSERT INTO users (id, establishment_id, login, nome, password_hash, roles, email, telefones)
      VALUES (@id, @establishment_id, @login, @nome, @password_hash, @roles, @email, '')`),
    updateUser: db.prepare('UPDATE users SET nome = @nome, email = @email, roles = @roles WHERE id = @id'),
    putStatus: db.prepare(`INSERT INTO user_status (user_id, status) VALUES (?, ?)
      ON CONFLICT (user_id) DO UPDATE SET status = excluded.status`),
    setPassword: db.prepare('UPDATE users SET password_hash = ? WHERE id = ?'),
    userStatus: db.prepare('SELECT status FROM user_status WHERE user_id = ?'),
    expireUserSessions: db.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ? AND expires_at > ?'),
  };

  return {
    hours(establishmentId: number): { auto_abrir: 'S' | 'N'; auto_fechar: 'S' | 'N'; days: OpeningDay[] } {
      const row = s.hours.get(establishmentId) as HoursRow | undefined;
      if (!row) return { auto_abrir: 'N', auto_fechar: 'N', days: emptyWeek() };
      return {
        auto_abrir: row.auto_abrir,
        auto_fechar: row.auto_fechar,
        days: parseHorarios(row.horarios) ?? emptyWeek(),
      };
    },
    /** Stores with automatic opening or closing on. */
    scheduledStores: () => s.allHours.all() as HoursRow[],
    putHours: (row: HoursRow) => void s.putHours.run(row),
    payments(establishmentId: number): string[] | null {
      const row = s.payments.get(establishmentId) as { formas: string } | undefined;
      if (!row) return null;
      try {
        const list: unknown = JSON.parse(row.formas);
        return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
      } catch {
        return [];
      }
    },
    putPayments: (establishmentId: number, keys: readonly string[]) =>
      void s.putPayments.run(establishmentId, JSON.stringify(keys)),
    cities: () => s.cities.all() as CityRow[],
    neighbourhoods: () => s.neighbourhoods.all() as NeighbourhoodRow[],
    neighbourhood: (id: number) => s.neighbourhood.get(id) as NeighbourhoodRow | undefined,
    servedOf: (establishmentId: number) => s.servedOf.all(establishmentId) as ServedRow[],
    served: (establishmentId: number, id: number) =>
      s.served.get(establishmentId, id) as ServedRow | undefined,
    servedByNeighbourhood: (establishmentId: number, neighbourhoodId: number) =>
      s.servedByNeighbourhood.get(establishmentId, neighbourhoodId) as ServedRow | undefined,
    insertServed: (row: Omit<ServedRow, 'id'>) => Number(s.insertServed.run(row).lastInsertRowid),
    updateServed: (row: ServedRow) => void s.updateServed.run(row),
    hasCities: () => (s.hasCities.get() as { n: number }).n > 0,
    insertCity: (id: number, nome: string) => void s.insertCity.run(id, nome),
    insertNeighbourhood: (id: number, cityId: number, nome: string) =>
      void s.insertNeighbourhood.run(id, cityId, nome),
    users: (establishmentId: number) => s.users.all(establishmentId) as StoreUserRow[],
    user: (establishmentId: number, id: number) =>
      s.user.get(establishmentId, id) as StoreUserRow | undefined,
    /** The id of a user already using this e-mail (as e-mail or login), if any. */
    userIdByEmail: (email: string) => (s.userByEmail.get(email, email) as { id: number } | undefined)?.id,
    nextUserId: () => ((s.maxUserId.get() as { n: number | null }).n ?? 0) + 1,
    insertUser: (row: StoreUserRow & { password_hash: string }) => {
      const { status, ...user } = row;
      s.insertUser.run(user);
      s.putStatus.run(row.id, status);
    },
    updateUser: (row: Pick<StoreUserRow, 'id' | 'nome' | 'email' | 'roles' | 'status'>) => {
      const { status, ...user } = row;
      s.updateUser.run(user);
      s.putStatus.run(row.id, status);
    },
    setPassword: (id: number, hash: string) => void s.setPassword.run(hash, id),
    isUserActive: (id: number) => (s.userStatus.get(id) as { status: string } | undefined)?.status !== 'N',
    expireUserSessions: (id: number, at: number) => void s.expireUserSessions.run(at, id, at),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}

export type StoreSettingsRepo = ReturnType<typeof createStoreSettingsRepo>;
