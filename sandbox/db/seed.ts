/**
 * The demo data set on a fresh database: two stores of one owner, the demo users, invoices, terms,
 * content, and today's orders. The `ensure*` calls also fill databases from earlier runs that
 * predate a table, so an old .sandbox-data file keeps working; the ids and logins it uses live in
 * ids.ts.
 */
import { DEFAULT_BANNERS } from '../banners';
import { hashPasswordSync } from '../auth/passwords';
import { insertOrders } from '../orders/service';
import { addDays, addMonths, localDay } from '../time';
import { demoPrintSettings } from '../print-settings/service';
import type { Db } from './migrations';
import { demoMenu } from './demo-menu';
import { ensureStoreSettings } from '../store-settings/seed';
import { ensureStock } from '../catalogue/stock-repo';
import { ensureVariations } from '../catalogue/variations-repo';
import { ensureProductLinks } from '../catalogue/product-variations';
import { DEMO_ORDERS } from './demo-orders';
import type { Repo } from './repo';
import { DEMO_BRANCH_ID, DEMO_DOCUMENT, DEMO_PASSWORD, DEMO_STORE_ID } from './ids';

const TERMS_TEXT = [
  '<h3>Termo de Adesão à Plataforma de Pedidos</h3>',
  '<p>Pelo presente instrumento, o ESTABELECIMENTO adere às condições de uso da plataforma de pedidos online, ',
  'incluindo as taxas de intermediação vigentes e a política de repasses.</p>',
  '<p>1. O ESTABELECIMENTO se compromete a manter o cardápio, os preços e o horário de funcionamento atualizados.</p>',
  '<p>2. Os valores recebidos por pagamento online serão repassados conforme o calendário de recebimentos.</p>',
  '<p>3. Este termo passa a valer a partir da assinatura eletrônica pelo responsável legal.</p>',
].join('');

const insert = {
  establishment: `INSERT INTO establishments (id, owner_document, nome, razao_social, bairro, endereco, cidade, logotipo, email, telefone,
      fechado, loja_bloqueada, texto_bloqueada, upload_em_massa, entrega_minimo, entrega_maximo, aviso, accepts_online)
    VALUES (@id, @owner_document, @nome, @razao_social, @bairro, @endereco, @cidade, @logotipo, @email, @telefone,
      'N', 'N', '', 0, 40, 60, 'N', 1)`,
  user: `INSERT INTO users (id, establishment_id, login, nome, password_hash, roles, email, telefones)
    VALUES (@id, @establishment_id, @login, @nome, @password_hash, @roles, @email, @telefones)`,
  invoice: `INSERT INTO invoices (id, establishment_id, hash, starts_at, ends_at, balance, overdues_at, status)
    VALUES (@id, @establishment_id, @hash, @starts_at, @ends_at, @balance, @overdues_at, @status)`,
  legacy: `INSERT INTO legacy_invoices (establishment_id, hash_fatura, referencia, valor_pagar, data_vencimento, status)
    VALUES (@establishment_id, @hash_fatura, @referencia, @valor_pagar, @data_vencimento, @status)`,
  terms: `INSERT INTO terms (establishment_id, assinar, obrigatorio, texto, email, link, contrato)
    VALUES (@establishment_id, 0, 0, @texto, @email, @link, @contrato)`,
};

function monthRef(d: Date): string {
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** The demo data set: two stores of one owner, three users, invoices, terms and today's orders. */
export function seed(db: Db, repo: Repo, now: Date): void {
  const password = hashPasswordSync(DEMO_PASSWORD);
  repo.transaction(() => {
    const est = db.prepare(insert.establishment);
    est.run({
      id: DEMO_STORE_ID,
      owner_document: DEMO_DOCUMENT,
      nome: 'Pizzaria Bella Napoli',
      razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda',
      bairro: 'Vila Mariana',
      endereco: 'Rua Domingos de Morais, 2187',
      cidade: 'São Paulo - SP',
      logotipo: '/static/logo-loja.svg',
      email: 'admin@bellanapoli.com.br',
      telefone: '(11) 98765-4321',
    });
    est.run({
      id: DEMO_BRANCH_ID,
      owner_document: DEMO_DOCUMENT,
      nome: 'Bella Napoli - Moema',
      razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda',
      bairro: 'Moema',
      endereco: 'Avenida Ibirapuera, 3120',
      cidade: 'São Paulo - SP',
      logotipo: '/static/logo-loja.svg',
      email: 'moema@bellanapoli.com.br',
      telefone: '(11) 97654-1234',
    });

    const user = db.prepare(insert.user);
    const users = [
      {
        id: 1,
        establishment_id: DEMO_STORE_ID,
        login: 'admin',
        nome: 'Marco Rossi',
        roles: ['Lojista Admin'],
      },
      {
        id: 2,
        establishment_id: DEMO_STORE_ID,
        login: 'operador',
        nome: 'Ana Souza',
        roles: ['Lojista Operador'],
      },
      { id: 3, establishment_id: DEMO_STORE_ID, login: 'semperfil', nome: 'Carlos Lima', roles: [] },
      {
        id: 4,
        establishment_id: DEMO_BRANCH_ID,
        login: 'moema',
        nome: 'Giulia Bianchi',
        roles: ['Lojista Admin'],
      },
    ];
    for (const u of users) {
      user.run({
        ...u,
        roles: JSON.stringify(u.roles),
        password_hash: password,
        email: `${u.login}@bellanapoli.com.br`,
        telefones: u.establishment_id === DEMO_STORE_ID ? '(11) 98765-4321' : '(11) 97654-1234',
      });
    }

    const invoice = db.prepare(insert.invoice);
    const periods = [
      { id: 299, months: -3, balance: -9870, status: 'paid' },
      { id: 300, months: -2, balance: -12450, status: 'paid' },
      { id: 301, months: -1, balance: -15990, status: 'overdue' },
      // Finance (03 §4 balance type): small balances accumulate into the next invoice.
      { id: 298, months: -4, balance: 1840, status: 'accumulated' },
      { id: 302, months: 0, balance: -2150, status: 'processing' },
    ];
    for (const p of periods) {
      const start = addMonths(now, p.months);
      const end = addDays(addMonths(now, p.months + 1), -1);
      const overdue = p.status === 'overdue' ? addDays(now, -4) : addDays(end, 10);
      invoice.run({
        id: p.id,
        establishment_id: DEMO_STORE_ID,
        hash: `fat-${p.id}-bn`,
        starts_at: localDay(start),
        ends_at: localDay(end),
        balance: p.balance,
        overdues_at: localDay(overdue),
        status: p.status,
      });
    }

    const legacy = db.prepare(insert.legacy);
    const legacyStatus = ['PG', 'FA', 'IS'] as const;
    for (const [i, value] of [189.9, 214.35, 176.4].entries()) {
      const month = addMonths(now, -6 - i);
      legacy.run({
        establishment_id: DEMO_STORE_ID,
        hash_fatura: `lg${month.getFullYear()}${String(month.getMonth() + 1).padStart(2, '0')}bn${i}`,
        referencia: monthRef(month),
        valor_pagar: value,
        data_vencimento: localDay(addDays(addMonths(month, 1), 9)),
        status: legacyStatus[i],
      });
    }

    const terms = db.prepare(insert.terms);
    for (const id of [DEMO_STORE_ID, DEMO_BRANCH_ID]) {
      terms.run({
        establishment_id: id,
        texto: TERMS_TEXT,
        email: id === DEMO_STORE_ID ? 'admin@bellanapoli.com.br' : 'moema@bellanapoli.com.br',
        link: '/static/documento.pdf',
        contrato: id === DEMO_STORE_ID ? 'CT-2025-0042' : 'CT-2025-0043',
      });
      repo.savePrintSettings(id, demoPrintSettings(id), 'S', now.getTime());
    }
  });
  ensureContent(repo);
  ensureStoreSettings(db, [DEMO_STORE_ID, DEMO_BRANCH_ID]);
  ensureStock(db, [DEMO_STORE_ID, DEMO_BRANCH_ID]);
  ensureVariations(db, [DEMO_STORE_ID, DEMO_BRANCH_ID]);
  ensureProductLinks(db, [DEMO_STORE_ID, DEMO_BRANCH_ID]);
  ensureTodayOrders(repo, now);
}

/** Menu and banners for both stores; also fills databases made before they existed. */
export function ensureContent(repo: Repo): void {
  for (const id of [DEMO_STORE_ID, DEMO_BRANCH_ID]) {
    if (!repo.establishment(id)) continue;
    if (!repo.hasMenu(id)) repo.insertMenu(id, demoMenu(id));
    if (!repo.hasBanners(id)) repo.replaceBanners(id, DEFAULT_BANNERS);
  }
}

export function isSeeded(repo: Repo): boolean {
  return repo.establishment(DEMO_STORE_ID) !== undefined;
}

/** A database kept from an earlier day still opens on a busy "today" for the Início screen. */
export function ensureTodayOrders(repo: Repo, now: Date): void {
  const store = repo.establishment(DEMO_STORE_ID);
  if (!store || repo.countOrdersOfDay(DEMO_STORE_ID, localDay(now)) > 0) return;
  insertOrders(repo, DEMO_STORE_ID, store.nome, DEMO_ORDERS, now);
}
