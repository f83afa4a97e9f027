/**
 * SQL of the store registration: the profile fields the establishments table lacks (banner, app
 * text, promotional phrase, CEP) and the change requests ('pendencias') the platform's staff decide.
 */
import type {
  ChangeField,
  ChangeStatus,
  EstablishmentRecord,
  PendingChange,
} from '../../shared/api/establishment';
import type { Db } from '../db/migrations';
import type { EstablishmentRow } from '../db/repo';
import { addDays, localDateTime } from '../time';

interface ProfileRow {
  establishment_id: number;
  texto_app: string;
  frase_promocional: string;
  banner: string;
  cep: string;
}

interface RequestRow {
  id: number;
  establishment_id: number;
  nome_campo: ChangeField;
  valor_ant: string;
  valor_post: string;
  data_inclusao: string;
  data_status: string | null;
  status: ChangeStatus;
}

const DEMO_PROFILE: Omit<ProfileRow, 'establishment_id'> = {
  texto_app:
    'Pizzas de fermentação natural assadas no forno a lenha, esfihas e calzones. Entregamos em toda a Vila Mariana.',
  frase_promocional: 'Terça da pizza grande: a segunda sai pela metade do preço!',
  banner: '/static/banner-3.svg',
  cep: '04010-100',
};

function requestRecord(row: RequestRow): PendingChange {
  return {
    id_pendencias: String(row.id),
    tabela: 'estabelecimentos',
    nome_campo: row.nome_campo,
    valor_ant: row.valor_ant,
    valor_post: row.valor_post,
    data_inclusao: row.data_inclusao,
    data_status: row.data_status,
    status: row.status,
  };
}

/** Image values are stored as sandbox paths; sent absolute, like every image URL. */
export function withAbsoluteImages(p: PendingChange, absolute: (url: string) => string): PendingChange {
  if (p.nome_campo !== 'logotipo' && p.nome_campo !== 'banner') return p;
  return {
    ...p,
    valor_ant: p.valor_ant ? absolute(p.valor_ant) : '',
    valor_post: p.valor_post ? absolute(p.valor_post) : '',
  };
}

export function createEstablishmentRepo(db: Db) {
  const s = {
    profile: db.prepare('SELECT * FROM establishment_profiles WHERE establishment_id = ?'),
    insertProfile: db.prepare(
      `INSERT OR IGNORE INTO establishment_profiles (establishment_id, texto_app, frase_promocional, banner, cep)
       VALUES (@establishment_id, @texto_app, @frase_promocional, @banner, @cep)`,
    ),
    insertRequest: db.prepare(
      `INSERT INTO establishment_change_requests (establishment_id, nome_campo, valor_ant, valor_post, data_inclusao, data_status, status)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    requests: db.prepare(
      'SELECT * FROM establishment_change_requests WHERE establishment_id = ? ORDER BY data_inclusao DESC, id DESC',
    ),
    pending: db.prepare(
      "SELECT * FROM establishment_change_requests WHERE establishment_id = ? AND status = 'Pendente' ORDER BY id",
    ),
    request: db.prepare('SELECT * FROM establishment_change_requests WHERE id = ?'),
    latestPending: db.prepare(
      `SELECT * FROM establishment_change_requests
       WHERE establishment_id = ? AND nome_campo = ? AND status = 'Pendente' ORDER BY id DESC LIMIT 1`,
    ),
    decide: db.prepare('UPDATE establishment_change_requests SET status = ?, data_status = ? WHERE id = ?'),
    setText: {
      texto_app: db.prepare('UPDATE establishment_profiles SET texto_app = ? WHERE establishment_id = ?'),
      frase_promocional: db.prepare(
        'UPDATE establishment_profiles SET frase_promocional = ? WHERE establishment_id = ?',
      ),
      banner: db.prepare('UPDATE establishment_profiles SET banner = ? WHERE establishment_id = ?'),
      logotipo: db.prepare('UPDATE establishments SET logotipo = ? WHERE id = ?'),
    } satisfies Record<ChangeField, unknown>,
  };

  /** The profile of a store, created with demo texts and a short history the first time it is asked. */
  function profile(store: number, now: Date): ProfileRow {
    const found = s.profile.get(store) as ProfileRow | undefined;
    if (found) return found;
    db.transaction(() => {
      s.insertProfile.run({ establishment_id: store, ...DEMO_PROFILE });
      const at = (days: number, hour: number) => {
        const d = addDays(now, -days);
        d.setHours(hour, 12, 40, 0);
        return localDateTime(d);
      };
      s.insertRequest.run(
        store,
        'frase_promocional',
        'Peça já a sua pizza!',
        DEMO_PROFILE.frase_promocional,
        at(32, 10),
        at(31, 15),
        'Aprovado',
      );
      s.insertRequest.run(
        store,
        'texto_app',
        DEMO_PROFILE.texto_app,
        'A MELHOR PIZZA DO BRASIL!!! Ligue agora e ganhe um refrigerante.',
        at(12, 16),
        at(11, 9),
        'Rejeitado',
      );
    })();
    return s.profile.get(store) as ProfileRow;
  }

  return {
    profile,

    /** The spec 03 §3 Establishment record. */
    record(est: EstablishmentRow, absolute: (url: string) => string, now: Date): EstablishmentRecord {
      const p = profile(est.id, now);
      const comma = est.endereco.lastIndexOf(',');
      return {
        id_estabelecimento: String(est.id),
        cnpj_cpf: est.owner_document,
        razao_social: est.razao_social,
        nome: est.nome,
        email: est.email,
        endereco_rua: comma > 0 ? est.endereco.slice(0, comma).trim() : est.endereco,
        endereco_numero: comma > 0 ? est.endereco.slice(comma + 1).trim() : '',
        endereco_bairro: est.bairro,
        endereco_cep: p.cep,
        contato: est.telefone,
        logotipo: est.logotipo ? absolute(est.logotipo) : '',
        banner: p.banner ? absolute(p.banner) : '',
        texto_app: p.texto_app,
        frase_promocional: p.frase_promocional,
      };
    },

    requests: (store: number): PendingChange[] => (s.requests.all(store) as RequestRow[]).map(requestRecord),
    pending: (store: number): PendingChange[] => (s.pending.all(store) as RequestRow[]).map(requestRecord),
    isPending: (store: number, field: ChangeField): boolean =>
      s.latestPending.get(store, field) !== undefined,

    /** Opens a change request; returns its id. */
    request(store: number, field: ChangeField, before: string, after: string, now: Date): number {
      const r = s.insertRequest.run(store, field, before, after, localDateTime(now), null, 'Pendente');
      return Number(r.lastInsertRowid);
    },

    /** The latest Pendente request of a field, if any. */
    latestPending(store: number, field: ChangeField): PendingChange | null {
      const row = s.latestPending.get(store, field) as RequestRow | undefined;
      return row ? requestRecord(row) : null;
    },

    /**
     * Approves (the new value goes live: the logo in the establishments table, so the header
     * shows it) or rejects a Pendente request. Null when there is none by that id; the request
     * unchanged when it was already decided.
     */
    decide(id: number, status: 'Aprovado' | 'Rejeitado', now: Date): PendingChange | null {
      const row = s.request.get(id) as RequestRow | undefined;
      if (!row) return null;
      if (row.status !== 'Pendente') return requestRecord(row);
      db.transaction(() => {
        s.decide.run(status, localDateTime(now), id);
        if (status === 'Aprovado') s.setText[row.nome_campo].run(row.valor_post, row.establishment_id);
      })();
      return requestRecord(s.request.get(id) as RequestRow);
    },
  };
}

export type EstablishmentRepo = ReturnType<typeof createEstablishmentRepo>;
