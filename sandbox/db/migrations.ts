/**
 * The sandbox schema as numbered migrations, applied in order on start (schema_version keeps the
 * last one). Append only: a database file kept in .sandbox-data from an earlier run must still
 * open, so a shipped migration is never edited and a change is a new version. DATA_TABLES lists
 * every data table, children first, for the control reset.
 */
import type BetterSqlite3 from 'better-sqlite3';

export type Db = BetterSqlite3.Database;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Append only: a shipped migration is never edited, a change is a new version. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'stores, users, sessions, orders, invoices, terms, reset codes',
    sql: `
      CREATE TABLE establishments (
        id INTEGER PRIMARY KEY,
        owner_document TEXT NOT NULL,
        nome TEXT NOT NULL,
        razao_social TEXT NOT NULL,
        bairro TEXT NOT NULL,
        endereco TEXT NOT NULL,
        cidade TEXT NOT NULL,
        logotipo TEXT NOT NULL,
        email TEXT NOT NULL,
        telefone TEXT NOT NULL,
        fechado TEXT NOT NULL DEFAULT 'N' CHECK (fechado IN ('N', 'S')),
        loja_bloqueada TEXT NOT NULL DEFAULT 'N' CHECK (loja_bloqueada IN ('N', 'S')),
        texto_bloqueada TEXT NOT NULL DEFAULT '',
        upload_em_massa INTEGER NOT NULL DEFAULT 0,
        entrega_minimo INTEGER NOT NULL DEFAULT 40,
        entrega_maximo INTEGER NOT NULL DEFAULT 60,
        aviso TEXT NOT NULL DEFAULT 'N' CHECK (aviso IN ('N', 'S')),
        accepts_online INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX establishments_owner ON establishments (owner_document);

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        establishment_id INTEGER NOT NULL REFERENCES establishments (id),
        login TEXT NOT NULL UNIQUE,
        nome TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        roles TEXT NOT NULL DEFAULT '[]',
        email TEXT NOT NULL DEFAULT '',
        telefones TEXT NOT NULL DEFAULT ''
      );

      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hash TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users (id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_expiry ON sessions (expires_at);

      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        establishment_id INTEGER NOT NULL REFERENCES establishments (id),
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        day TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX orders_day ON orders (establishment_id, day);

      CREATE TABLE invoices (
        id INTEGER PRIMARY KEY,
        establishment_id INTEGER NOT NULL REFERENCES establishments (id),
        hash TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        balance INTEGER NOT NULL,
        overdues_at TEXT NOT NULL,
        status TEXT NOT NULL
      );

      CREATE TABLE legacy_invoices (
        id INTEGER PRIMARY KEY,
        establishment_id INTEGER NOT NULL REFERENCES establishments (id),
        hash_fatura TEXT NOT NULL,
        referencia TEXT NOT NULL,
        valor_pagar REAL NOT NULL,
        data_vencimento TEXT NOT NULL,
        status TEXT NOT NULL
      );

      CREATE TABLE terms (
        establishment_id INTEGER PRIMARY KEY REFERENCES establishments (id),
        assinar INTEGER NOT NULL DEFAULT 0,
        obrigatorio INTEGER NOT NULL DEFAULT 0,
        texto TEXT NOT NULL,
        email TEXT NOT NULL,
        link TEXT NOT NULL,
        contrato TEXT NOT NULL
      );

      CREATE TABLE reset_codes (
        uuid TEXT PRIMARY KEY,
        establishment_id INTEGER NOT NULL REFERENCES establishments (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        document TEXT NOT NULL,
        code TEXT NOT NULL,
        type TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    version: 2,
    name: 'demo menu (categories, products with sizes and option groups) and banners',
    sql: `
      CREATE TABLE menu_categories (
        id INTEGER PRIMARY KEY,
        establishment_id INTEGER NOT NULL REFERENCES establishments (id),
        nome_categoria TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O')),
        disponibilidade TEXT NOT NULL DEFAULT '',
        ordem INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX menu_categories_store ON menu_categories (establishment_id, ordem);

      CREATE TABLE menu_products (
        id INTEGER PRIMARY KEY,
        establishment_id INTEGER NOT NULL REFERENCES establishments (id),
        category_id INTEGER NOT NULL REFERENCES menu_categories (id),
        nome_prod TEXT NOT NULL,
        descricao TEXT NOT NULL DEFAULT '',
        preco REAL NOT NULL DEFAULT 0,
        novo_preco REAL,
        status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O')),
        ordem INTEGER NOT NULL DEFAULT 0,
        tamanhos TEXT NOT NULL DEFAULT '[]',
        variacoes TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX menu_products_category ON menu_products (category_id, ordem);

      CREATE TABLE banners (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL REFERENCES establishments (id),
        position INTEGER NOT NULL,
        image TEXT NOT NULL,
        link TEXT NOT NULL
      );
      CREATE INDEX banners_store ON banners (establishment_id, position);
    `,
  },
  {
    version: 3,
    name: 'cloud print settings (one record per store)',
    sql: `
      CREATE TABLE print_settings (
        establishment_id INTEGER PRIMARY KEY REFERENCES establishments (id),
        data TEXT NOT NULL,
        sincronizado TEXT NOT NULL DEFAULT 'S' CHECK (sincronizado IN ('S', 'N')),
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'order chat (conversations, messages), external deliveries, address coordinates',
    // IF NOT EXISTS: a file rolled back to an older schema_version may still hold these tables.
    sql: `
      CREATE TABLE IF NOT EXISTS chat_conversations (
        id TEXT PRIMARY KEY,
        order_id INTEGER NOT NULL UNIQUE,
        establishment_id INTEGER NOT NULL,
        customer_id TEXT NOT NULL,
        customer_name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS chat_conversations_store ON chat_conversations (establishment_id);

      CREATE TABLE IF NOT EXISTS chat_messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        conversation_id TEXT NOT NULL REFERENCES chat_conversations (id),
        sender TEXT NOT NULL CHECK (sender IN ('loja', 'cliente')),
        user_id TEXT NOT NULL,
        user_name TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS chat_messages_conversation ON chat_messages (conversation_id, seq);

      CREATE TABLE IF NOT EXISTS external_deliveries (
        id TEXT PRIMARY KEY,
        order_id INTEGER NOT NULL,
        establishment_id INTEGER NOT NULL,
        coverage_area_id INTEGER,
        status TEXT NOT NULL,
        code TEXT,
        provider TEXT NOT NULL DEFAULT '',
        courier_name TEXT NOT NULL,
        vehicle_model TEXT NOT NULL,
        vehicle_plate TEXT NOT NULL,
        cancelled INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS external_deliveries_order ON external_deliveries (order_id, created_at);

      CREATE TABLE IF NOT EXISTS external_delivery_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        delivery_id TEXT NOT NULL REFERENCES external_deliveries (id),
        status TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS external_delivery_events_delivery ON external_delivery_events (delivery_id, id);

      CREATE TABLE IF NOT EXISTS address_coordinates (
        order_id INTEGER PRIMARY KEY,
        address_id TEXT NOT NULL,
        lat REAL,
        lng REAL,
        formatted_address TEXT NOT NULL DEFAULT '',
        selected_address TEXT NOT NULL DEFAULT '',
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 5,
    name: 'catalogue: product photo, availability and catalogue id; sizes as rows; uploaded images; stock items',
    // Sizes move from the products' JSON column to rows (ids, status, order); existing ones are copied.
    // No foreign key and IF NOT EXISTS: a file rolled back to an older schema may keep these tables.
    sql: `
      ALTER TABLE menu_products ADD COLUMN foto TEXT NOT NULL DEFAULT '';
      ALTER TABLE menu_products ADD COLUMN disponibilidade TEXT NOT NULL DEFAULT '';
      ALTER TABLE menu_products ADD COLUMN id_produto TEXT NOT NULL DEFAULT '';

      CREATE TABLE IF NOT EXISTS menu_sizes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        product_id INTEGER NOT NULL,
        nome TEXT NOT NULL,
        preco REAL NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O', 'N')),
        ordem INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS menu_sizes_product ON menu_sizes (product_id, ordem);
      DELETE FROM menu_sizes WHERE product_id NOT IN (SELECT id FROM menu_products);
      INSERT INTO menu_sizes (product_id, nome, preco, status, ordem)
        SELECT p.id, json_extract(j.value, '$.nome'), json_extract(j.value, '$.preco'), 'S', CAST(j.key AS INTEGER) + 1
        FROM menu_products p, json_each(p.tamanhos) j;
      UPDATE menu_products SET tamanhos = '[]';

      CREATE TABLE IF NOT EXISTS catalogue_images (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        token TEXT NOT NULL UNIQUE,
        mime TEXT NOT NULL,
        data BLOB NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE IF NOT EXISTS stock_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        nome_item TEXT NOT NULL,
        descricao TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'O')),
        tipo TEXT NOT NULL DEFAULT 'ingrediente' CHECK (tipo IN ('sabor', 'ingrediente')),
        image_url TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX IF NOT EXISTS stock_items_store ON stock_items (establishment_id, nome_item);
    `,
  },
  {
    version: 6,
    name: 'store settings: opening hours, payment methods, delivery areas, user status',
    // IF NOT EXISTS: a file rolled back to an older schema may keep these tables.
    sql: `
      CREATE TABLE IF NOT EXISTS user_status (
        user_id INTEGER PRIMARY KEY,
        status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'N'))
      );

      CREATE TABLE IF NOT EXISTS store_hours (
        establishment_id INTEGER PRIMARY KEY,
        auto_abrir TEXT NOT NULL DEFAULT 'N' CHECK (auto_abrir IN ('S', 'N')),
        auto_fechar TEXT NOT NULL DEFAULT 'N' CHECK (auto_fechar IN ('S', 'N')),
        horarios TEXT NOT NULL
      );

      CREATE TABLE IF NOT EXISTS store_payment_methods (
        establishment_id INTEGER PRIMARY KEY,
        formas TEXT NOT NULL
      );

      CREATE TABLE IF NOT EXISTS cities (
        id INTEGER PRIMARY KEY,
        nome_cidade TEXT NOT NULL
      );

      CREATE TABLE IF NOT EXISTS neighbourhoods (
        id INTEGER PRIMARY KEY,
        city_id INTEGER NOT NULL,
        nome_bairro TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS neighbourhoods_city ON neighbourhoods (city_id, nome_bairro);

      CREATE TABLE IF NOT EXISTS served_neighbourhoods (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        neighbourhood_id INTEGER NOT NULL,
        inativo TEXT NOT NULL DEFAULT 'N' CHECK (inativo IN ('S', 'N')),
        valor_minimo REAL NOT NULL DEFAULT 0,
        valor_taxa REAL NOT NULL DEFAULT 0,
        valor_taxa_old REAL NOT NULL DEFAULT 0,
        valor_frete_gratis REAL NOT NULL DEFAULT 0,
        UNIQUE (establishment_id, neighbourhood_id)
      );
    `,
  },
  {
    version: 7,
    name: 'finance: fine-reversal requests on refused orders',
    sql: `
      CREATE TABLE IF NOT EXISTS finance_fine_reversals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        order_id INTEGER NOT NULL,
        order_hash TEXT NOT NULL,
        description TEXT NOT NULL,
        is_approved TEXT CHECK (is_approved IN ('0', '1')),
        created_at INTEGER NOT NULL,
        UNIQUE (establishment_id, order_id)
      );
    `,
  },
  {
    version: 8,
    name: "ratings: the store's replies to its customers' ratings",
    sql: `
      CREATE TABLE IF NOT EXISTS rating_replies (
        establishment_id INTEGER NOT NULL,
        order_id TEXT NOT NULL,
        resposta TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (establishment_id, order_id)
      );
    `,
  },
  {
    version: 9,
    name: 'catalogue: product composition (stock ingredients) and product variation links',
    // IF NOT EXISTS: a file rolled back to an older schema may keep these tables.
    sql: `
      CREATE TABLE IF NOT EXISTS menu_compositions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        product_id INTEGER NOT NULL,
        stock_id INTEGER NOT NULL,
        quantidade INTEGER NOT NULL DEFAULT 1,
        removivel INTEGER NOT NULL DEFAULT 1 CHECK (removivel IN (0, 1)),
        ordem INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS menu_compositions_product ON menu_compositions (product_id, ordem);

      CREATE TABLE IF NOT EXISTS menu_variation_links (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        product_id INTEGER NOT NULL,
        variation_id INTEGER NOT NULL,
        size_id INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O', 'N')),
        ordem INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS menu_variation_links_product ON menu_variation_links (product_id, ordem);
    `,
  },
  {
    version: 10,
    name: 'catalogue: global variations, their categories and their items (stock or standalone)',
    // IF NOT EXISTS: a file rolled back to an older schema may keep these tables.
    sql: `
      CREATE TABLE IF NOT EXISTS variation_categories (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        nome_categoria TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'O', 'N')),
        ordem INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS variation_categories_store ON variation_categories (establishment_id, ordem);

      CREATE TABLE IF NOT EXISTS variations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        category_id INTEGER NOT NULL,
        nome_variacao TEXT NOT NULL,
        escolha_minima INTEGER NOT NULL DEFAULT 0,
        escolha_maxima INTEGER NOT NULL DEFAULT 1,
        calculo_preco TEXT NOT NULL DEFAULT 'st' CHECK (calculo_preco IN ('mp', 'pm', 'mm', 'st', 'in')),
        status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O', 'N')),
        product_id INTEGER NOT NULL DEFAULT 0,
        size_id INTEGER NOT NULL DEFAULT 0,
        ordem INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS variations_store ON variations (establishment_id, category_id, ordem);

      CREATE TABLE IF NOT EXISTS variation_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        variation_id INTEGER NOT NULL,
        stock_id INTEGER NOT NULL DEFAULT -1,
        nome_var TEXT NOT NULL,
        preco REAL NOT NULL DEFAULT 0,
        ordem INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS variation_items_variation ON variation_items (variation_id, ordem);
    `,
  },
  {
    version: 11,
    name: 'finance: online-payment registration (form, documents, fee plan) and receiving bank accounts',
    // IF NOT EXISTS: a file rolled back to an older schema may keep these tables.
    sql: `
      CREATE TABLE IF NOT EXISTS pagon_registrations (
        establishment_id INTEGER PRIMARY KEY,
        id_pagon_cadastro INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS pagon_bank_accounts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'N' CHECK (status IN ('S', 'N')),
        data TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS pagon_bank_accounts_store ON pagon_bank_accounts (establishment_id, id);
    `,
  },
  {
    version: 12,
    name: 'establishment: registration profile (banner, app text, promotional phrase) and change requests',
    // IF NOT EXISTS: a file rolled back to an older schema may keep these tables.
    sql: `
      CREATE TABLE IF NOT EXISTS establishment_profiles (
        establishment_id INTEGER PRIMARY KEY,
        texto_app TEXT NOT NULL DEFAULT '',
        frase_promocional TEXT NOT NULL DEFAULT '',
        banner TEXT NOT NULL DEFAULT '',
        cep TEXT NOT NULL DEFAULT ''
      );

      CREATE TABLE IF NOT EXISTS establishment_change_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        nome_campo TEXT NOT NULL CHECK (nome_campo IN ('texto_app', 'frase_promocional', 'logotipo', 'banner')),
        valor_ant TEXT NOT NULL,
        valor_post TEXT NOT NULL,
        data_inclusao TEXT NOT NULL,
        data_status TEXT,
        status TEXT NOT NULL CHECK (status IN ('Pendente', 'Rejeitado', 'Aprovado'))
      );
      CREATE INDEX IF NOT EXISTS establishment_change_requests_store
        ON establishment_change_requests (establishment_id, status);
    `,
  },
  {
    version: 13,
    name: 'finance: transfers out of the online-payment available balance',
    // IF NOT EXISTS: a file rolled back to an older schema may keep this table.
    sql: `
      CREATE TABLE IF NOT EXISTS finance_transfers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        establishment_id INTEGER NOT NULL,
        account_id INTEGER NOT NULL,
        value_cents INTEGER NOT NULL CHECK (value_cents > 0),
        identification TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS finance_transfers_store ON finance_transfers (establishment_id, id);
    `,
  },
  {
    version: 14,
    name: 'orders: the status changes applied, in order (control history)',
    // IF NOT EXISTS: a file rolled back to an older schema may keep this table.
    sql: `
      CREATE TABLE IF NOT EXISTS order_status_changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        from_status TEXT NOT NULL,
        at TEXT NOT NULL,
        obs TEXT NOT NULL DEFAULT '',
        motivo TEXT NOT NULL DEFAULT '',
        origem TEXT NOT NULL CHECK (origem IN ('loja', 'cliente'))
      );
      CREATE INDEX IF NOT EXISTS order_status_changes_order ON order_status_changes (order_id, id);
    `,
  },
  {
    version: 15,
    name: "catalogue: a product's old price, 'A partir de' pricing and staff description",
    sql: `
      ALTER TABLE menu_products ADD COLUMN preco_antigo REAL;
      ALTER TABLE menu_products ADD COLUMN apartirde TEXT NOT NULL DEFAULT 'N' CHECK (apartirde IN ('S', 'N'));
      ALTER TABLE menu_products ADD COLUMN preco_apartirde REAL;
      ALTER TABLE menu_products ADD COLUMN descricao_sis TEXT NOT NULL DEFAULT '';
    `,
  },
  {
    version: 16,
    name: 'orders: every status-change request the routes received, no-ops included (control history)',
    // IF NOT EXISTS: a file rolled back to an older schema may keep this table.
    sql: `
      CREATE TABLE IF NOT EXISTS order_status_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS order_status_requests_order ON order_status_requests (order_id, id);
    `,
  },
];

/** Tables holding data (children first), wiped by the control reset. */
const DATA_TABLES = [
  'order_status_requests',
  'order_status_changes',
  'finance_transfers',
  'establishment_change_requests',
  'establishment_profiles',
  'pagon_bank_accounts',
  'pagon_registrations',
  'variation_items',
  'variations',
  'variation_categories',
  'menu_variation_links',
  'menu_compositions',
  'finance_fine_reversals',
  'rating_replies',
  'served_neighbourhoods',
  'neighbourhoods',
  'cities',
  'store_payment_methods',
  'store_hours',
  'user_status',
  'stock_items',
  'catalogue_images',
  'menu_sizes',
  'address_coordinates',
  'external_delivery_events',
  'external_deliveries',
  'chat_messages',
  'chat_conversations',
  'print_settings',
  'banners',
  'menu_products',
  'menu_categories',
  'reset_codes',
  'sessions',
  'terms',
  'legacy_invoices',
  'invoices',
  'orders',
  'users',
  'establishments',
] as const;

/** Brings the schema up to the last migration; returns the versions applied now. */
export function migrate(db: Db): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null };
  const current = row.v ?? 0;
  const record = db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
    })();
    applied.push(m.version);
  }
  return applied;
}

export function wipe(db: Db): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();
  })();
}
