import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { BannersResponse, CategoriesResponse, OrdersResponse } from '../../../shared/api/platform-v1';
import { MIGRATIONS, migrate } from '../../../sandbox/db/migrations';
import { normalizeDocument } from '../../../sandbox/auth/documents';
import { isValidCnpj, isValidCpf } from '../../../shared/documents';
import { parseForm } from '../../../sandbox/body';
import { brl } from '../../../sandbox/orders/service';
import { startTestSandbox } from './helpers';

describe('sandbox database file', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const tempDb = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    dirs.push(dir);
    return join(dir, 'nested', 'sandbox.sqlite');
  };

  it('keeps state across restarts, migrates once and seeds once', async () => {
    const dbFile = tempDb();
    let now = new Date(2025, 6, 1, 19, 30);
    let sb = await startTestSandbox({ dbFile, now: () => now });
    let hash = await sb.login();
    await sb.call('/api/v1/estabelecimento/mudaAberturaFechamento', { hash, form: { fechado: 'S' } });
    await sb.close();

    sb = await startTestSandbox({ dbFile, now: () => now });
    hash = await sb.login();
    expect((await sb.call('/api/v1/estabelecimento/getLoja', { hash })).body).toMatchObject({
      estabelecimento: { fechado: 'S' },
    });
    expect((await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash })).body.pedidos).toHaveLength(12);
    await sb.close();

    // A later day opens on a fresh set of today's orders; earlier ones stay in the file, and the
    // earlier ones still open stay on the live list (the platform's day, issue 21 §2).
    now = new Date(2025, 6, 2, 11, 0);
    sb = await startTestSandbox({ dbFile, now: () => now });
    hash = await sb.login();
    const live = (await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash })).body.pedidos;
    const today = live.filter((p) => p.data_criacao.startsWith('2025-07-02'));
    expect(today).toHaveLength(12);
    const earlier = live.filter((p) => !p.data_criacao.startsWith('2025-07-02'));
    expect(earlier.every((p) => p.data_criacao.startsWith('2025-07-01'))).toBe(true);
    expect(earlier.every((p) => p.status !== 'PD' && p.status !== 'PC')).toBe(true);
    await sb.close();

    const db = new Database(dbFile, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM schema_version').get()).toEqual({ n: MIGRATIONS.length });
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 24 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM establishments').get()).toEqual({ n: 2 });
    const user = db.prepare("SELECT password_hash FROM users WHERE login = 'admin'").get() as {
      password_hash: string;
    };
    expect(user.password_hash.startsWith('scrypt$')).toBe(true);
    db.close();
  });

  it('keeps early-morning orders inside today', async () => {
    const now = new Date(2025, 6, 1, 0, 20);
    const sb = await startTestSandbox({ now: () => now });
    try {
      const hash = await sb.login();
      const pedidos = (await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash })).body.pedidos;
      expect(pedidos).toHaveLength(12);
      expect(pedidos.every((p) => p.data_criacao.startsWith('2025-07-01'))).toBe(true);
    } finally {
      await sb.close();
    }
  });

  it("at midnight the live list keeps yesterday's open orders and lets its delivered and cancelled go", async () => {
    let now = new Date(2025, 6, 1, 23, 50);
    const sb = await startTestSandbox({ now: () => now });
    try {
      const hash = await sb.login();
      const list = async () =>
        (await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash })).body.pedidos;
      const yesterday = await list();
      expect(yesterday.some((p) => p.status === 'PD' || p.status === 'PC')).toBe(true);
      const open = yesterday.filter((p) => p.status !== 'PD' && p.status !== 'PC');
      expect(open.length).toBeGreaterThan(0);
      now = new Date(2025, 6, 2, 0, 10);
      const today = await list();
      expect(today.map((p) => p.id_pedido).sort()).toEqual(open.map((p) => p.id_pedido).sort());
      const digest = await sb.call<{ total: number }>('/api/v1/pedidos/resumo', { hash });
      expect(digest.body.total).toBe(open.length);
    } finally {
      await sb.close();
    }
  });

  it('brings a database from before the menu up to date: migration 2, menu and banners', async () => {
    const dbFile = tempDb();
    const now = new Date(2025, 6, 1, 19, 30);
    let sb = await startTestSandbox({ dbFile, now: () => now });
    await sb.close();
    // Roll the file back to what schema version 1 left behind.
    const old = new Database(dbFile);
    old.exec(
      'DROP TABLE print_settings; DROP TABLE banners; DROP TABLE menu_products; DROP TABLE menu_categories;',
    );
    old.prepare('DELETE FROM schema_version WHERE version > 1').run();
    old.close();

    sb = await startTestSandbox({ dbFile, now: () => now });
    try {
      const hash = await sb.login();
      const res = await sb.call<CategoriesResponse>('/api/v1/cardapiocategorias/listar', { hash });
      expect(res.body.categorias.length).toBeGreaterThanOrEqual(5);
      const banners = await sb.call<BannersResponse>('/api/v1/establishment-banners', { hash });
      expect(banners.body.banners).toHaveLength(3);
      expect((await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash })).body.pedidos).toHaveLength(
        12,
      );
    } finally {
      await sb.close();
    }
  });

  it('migrate is idempotent', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    db.close();
  });
});

describe('sandbox helpers', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-80', false],
    ['00.000.000/0000-00', false],
    ['1122233300018', false],
  ])('CNPJ %s valid=%s', (doc, ok) => {
    expect(isValidCnpj(doc)).toBe(ok);
  });

  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
  ])('CPF %s valid=%s', (doc, ok) => {
    expect(isValidCpf(doc)).toBe(ok);
  });

  it('normalizes only plausible documents', () => {
    expect(normalizeDocument('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725');
    expect(normalizeDocument("11222333000181' OR 1=1")).toBeNull();
    expect(normalizeDocument('１１２２２３３３０００１８１')).toBeNull();
  });

  it('parses forms strictly', () => {
    expect(parseForm('a=1&b=dois+tr%C3%AAs&a=2&c[]=x&d')).toEqual({
      a: ['1', '2'],
      b: 'dois três',
      c: ['x'],
      d: '',
    });
    for (const bad of [
      '__proto__=1',
      'x[__proto__]=1',
      'constructor=1',
      '=1',
      '%FF=1',
      'a=%E0%A4%A',
      'a=\uFFFD',
    ]) {
      expect(() => parseForm(bad), bad).toThrow();
    }
  });

  it('formats BRL like the platform labels', () => {
    expect(brl(80.9)).toBe('R$ 80,90');
    expect(brl(-5)).toBe('- R$ 5,00');
    expect(brl(1234.5)).toBe('R$ 1.234,50');
  });
});
