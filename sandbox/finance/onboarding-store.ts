/**
 * The online-payment registration and receiving accounts of each store (migration 11). A store
 * without a row gets its demo registration on first read (so a control reset reseeds it): the
 * store's own name and document, Standard plan, one active account and one inactive.
 */
import type { BankAccount, Registration } from '../../shared/api/onboarding';
import type { SandboxContext } from '../context';
import { BANKS, PLAN_STANDARD } from './onboarding-data';

type AccountData = Omit<
  BankAccount,
  'id_pagon_banco' | 'status' | 'id_estabelecimento' | 'id_pagon_cadastro'
>;

const onlyDigits = (s: string) => s.replace(/\D/g, '');

function demoRegistration(ctx: SandboxContext, storeId: number): Registration {
  const est = ctx.repo.establishment(storeId);
  const doc = onlyDigits(est?.owner_document ?? '');
  const company = doc.length === 14;
  const created = ctx.now();
  const dd = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return {
    id_pagon_cadastro: String(1000 + storeId),
    id_estabelecimento: String(storeId),
    data_cadastro: dd(new Date(created.getFullYear() - 1, created.getMonth(), 10)),
    dataCriacao: dd(new Date(created.getFullYear() - 1, created.getMonth(), 10)),
    zoop_status: 'ENABLED',
    id_pagon_planos_taxas: String(PLAN_STANDARD),
    est_imgIdentificacao: '',
    est_imgResidencia: '',
    est_imgAtividade: '',
    aceita_pgto_online: est?.accepts_online ? '1' : '0',
    tipo: company ? 'J' : 'F',
    est_cnpj: company ? doc : '',
    est_razao_social: est?.razao_social ?? '',
    est_cat_negocio: '5812',
    est_email: est?.email ?? '',
    est_nome_fantasia: est?.nome ?? '',
    est_telefone: onlyDigits(est?.telefone ?? '').slice(0, 11),
    est_cep: '04010100',
    est_endereco: est?.endereco || 'Rua Domingos de Morais',
    est_numero: '1200',
    est_complemento: '',
    est_bairro: est?.bairro || 'Vila Mariana',
    est_cidade: est?.cidade || 'São Paulo',
    est_estado: 'SP',
    est_site: '',
    est_facebook: '',
    est_twitter: '',
    pro_cpf: company ? '39053344705' : doc,
    pro_email: est?.email ?? '',
    pro_nome: 'Mariana Souza Lima',
    pro_nascimento: '14/03/1985',
    pro_telefone: onlyDigits(est?.telefone ?? '').slice(0, 11),
    pro_cep: '04016032',
    pro_endereco: 'Rua França Pinto',
    pro_numero: '455',
    pro_complemento: 'Apto 32',
    pro_bairro: 'Vila Mariana',
    pro_cidade: 'São Paulo',
    pro_estado: 'SP',
  };
}

export interface OnboardingStore {
  registration(storeId: number): Registration;
  saveRegistration(storeId: number, reg: Registration): void;
  holder(storeId: number): { nome_titular: string; cnpj_cpf: string };
  accounts(storeId: number): BankAccount[];
  account(storeId: number, id: number): BankAccount | undefined;
  /** Inserts (id null) or updates an account's data; returns its id. */
  saveAccount(storeId: number, id: number | null, data: AccountData): number;
  activate(storeId: number, id: number): void;
  remove(storeId: number, id: number): void;
}

export function createOnboardingStore(ctx: SandboxContext): OnboardingStore {
  const db = ctx.db;
  const ensure = (storeId: number): Registration => {
    const row = db.prepare('SELECT data FROM pagon_registrations WHERE establishment_id = ?').get(storeId) as
      { data: string } | undefined;
    if (row) return JSON.parse(row.data) as Registration;
    const reg = demoRegistration(ctx, storeId);
    db.prepare(
      'INSERT INTO pagon_registrations (establishment_id, id_pagon_cadastro, data) VALUES (?, ?, ?)',
    ).run(storeId, Number(reg.id_pagon_cadastro), JSON.stringify(reg));
    const holder = holderOf(reg);
    const insert = db.prepare(
      'INSERT INTO pagon_bank_accounts (establishment_id, status, data) VALUES (?, ?, ?)',
    );
    const bank = (cod: string) => BANKS.find((b) => b.cod === cod)?.banco ?? '';
    insert.run(
      storeId,
      'S',
      JSON.stringify({
        tipo_pagamento: 'MANUAL',
        chave: '',
        tipo_conta: 'CC',
        banco: '341',
        nome: bank('341'),
        agencia: '0912',
        agencia_dig: '',
        conta: '45821-7',
        ...holder,
      } satisfies AccountData),
    );
    insert.run(
      storeId,
      'N',
      JSON.stringify({
        tipo_pagamento: 'CHAVE',
        chave: holder.cnpj_cpf,
        tipo_conta: 'CC',
        banco: '260',
        nome: bank('260'),
        agencia: '0001',
        agencia_dig: '',
        conta: '8823014-2',
        ...holder,
      } satisfies AccountData),
    );
    return reg;
  };
  const holderOf = (reg: Registration) =>
    reg.tipo === 'J'
      ? { nome_titular: reg.est_razao_social, cnpj_cpf: reg.est_cnpj }
      : { nome_titular: reg.pro_nome, cnpj_cpf: reg.pro_cpf };
  const toAccount = (
    storeId: number,
    reg: Registration,
    r: { id: number; status: 'S' | 'N'; data: string },
  ): BankAccount => ({
    ...(JSON.parse(r.data) as AccountData),
    id_pagon_banco: String(r.id),
    id_pagon_cadastro: reg.id_pagon_cadastro,
    status: r.status,
    id_estabelecimento: String(storeId),
  });
  return {
    registration: ensure,
    saveRegistration(storeId, reg) {
      ensure(storeId);
      db.prepare('UPDATE pagon_registrations SET data = ? WHERE establishment_id = ?').run(
        JSON.stringify(reg),
        storeId,
      );
    },
    holder: (storeId) => holderOf(ensure(storeId)),
    accounts(storeId) {
      const reg = ensure(storeId);
      const rows = db
        .prepare('SELECT id, status, data FROM pagon_bank_accounts WHERE establishment_id = ? ORDER BY id')
        .all(storeId) as { id: number; status: 'S' | 'N'; data: string }[];
      return rows.map((r) => toAccount(storeId, reg, r));
    },
    account(storeId, id) {
      return this.accounts(storeId).find((a) => a.id_pagon_banco === String(id));
    },
    saveAccount(storeId, id, data) {
      ensure(storeId);
      if (id === null) {
        const first = (
          db
            .prepare('SELECT COUNT(*) AS n FROM pagon_bank_accounts WHERE establishment_id = ?')
            .get(storeId) as {
            n: number;
          }
        ).n;
        const res = db
          .prepare('INSERT INTO pagon_bank_accounts (establishment_id, status, data) VALUES (?, ?, ?)')
          .run(storeId, first === 0 ? 'S' : 'N', JSON.stringify(data));
        return Number(res.lastInsertRowid);
      }
      db.prepare('UPDATE pagon_bank_accounts SET data = ? WHERE establishment_id = ? AND id = ?').run(
        JSON.stringify(data),
        storeId,
        id,
      );
      return id;
    },
    activate(storeId, id) {
      db.transaction(() => {
        db.prepare("UPDATE pagon_bank_accounts SET status = 'N' WHERE establishment_id = ?").run(storeId);
        db.prepare("UPDATE pagon_bank_accounts SET status = 'S' WHERE establishment_id = ? AND id = ?").run(
          storeId,
          id,
        );
      })();
    },
    remove(storeId, id) {
      db.prepare('DELETE FROM pagon_bank_accounts WHERE establishment_id = ? AND id = ?').run(storeId, id);
    },
  };
}
