import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createCatalogueRepo } from '../../../sandbox/catalogue/repo';
import { createLinksRepo } from '../../../sandbox/catalogue/product-variations';
import { optionGroupOf } from '../../../sandbox/catalogue/menu-links';
import { createVariationsRepo } from '../../../sandbox/catalogue/variations-repo';
import { migrate } from '../../../sandbox/db/migrations';
import { createRepo } from '../../../sandbox/db/repo';
import { seed } from '../../../sandbox/db/seed';
import { generateTemplate } from '../../../sandbox/orders/generator';
import type { MenuSnapshot, OptionGroup } from '../../../sandbox/menu';

const STORE = 1;
// A Saturday evening: every demo category is open.
const AT = new Date(2026, 10, 21, 20, 0);

function demo() {
  const db = new Database(':memory:');
  migrate(db);
  const repo = createRepo(db);
  seed(db, repo, AT);
  return {
    db,
    repo,
    catalogue: createCatalogueRepo(db),
    links: createLinksRepo(db),
    variations: createVariationsRepo(db),
  };
}

/** Orders of a menu reduced to one product (every order has it). */
function ordersOf(menu: MenuSnapshot, productId: string, count: number) {
  const product = menu.produtos.find((p) => p.id_cardapio === productId);
  const only: MenuSnapshot = {
    categorias: menu.categorias.filter((c) => c.id_cardapio_categoria === product?.id_cardapio_categoria),
    produtos: product ? [product] : [],
  };
  return Array.from({ length: count }, (_, i) => generateTemplate(1000 + i, only, { at: AT }).itens).flat();
}

describe('simulated orders follow the products’ variation links (spec 02 §3 cardapio variacao)', () => {
  it('the demo links give the same option groups the demo products were seeded with', () => {
    const { db, repo } = demo();
    const stored = new Map(
      (
        db.prepare('SELECT id, variacoes FROM menu_products WHERE establishment_id = ?').all(STORE) as {
          id: number;
          variacoes: string;
        }[]
      ).map((r) => [String(r.id), JSON.parse(r.variacoes) as OptionGroup[]]),
    );
    const menu = repo.menu(STORE);
    const withGroups = menu.produtos.filter((p) => (stored.get(p.id_cardapio) ?? []).length > 0);
    expect(withGroups.length).toBeGreaterThan(5);
    for (const p of withGroups) expect(p.variacoes).toEqual(stored.get(p.id_cardapio));
  });

  it('links edited in the manager change what simulated orders carry', () => {
    const { repo, catalogue, links, variations } = demo();
    const pizza = repo.menu(STORE).produtos.find((p) => p.tamanhos.length > 1 && p.variacoes.length > 2);
    expect(pizza).toBeDefined();
    const id = Number(pizza?.id_cardapio);
    const current = links.of(STORE, id);
    const [borda, massa] = current;
    expect(borda?.nome_variacao).toBe(pizza?.variacoes[0]?.nome_variacao);

    // Unlinked: no longer offered. Link 'Oculto': not offered. A global variation hidden: not offered.
    links.remove(Number(borda?.id_cardapio_variacao));
    links.setStatus(Number(massa?.id_cardapio_variacao), 'O');
    const third = current[2];
    variations.setStatus(STORE, Number(third?.id_variacao), 'O');

    // A new global variation linked to the largest size only.
    const sizes = catalogue.sizes(id);
    const big = sizes.at(-1);
    const category = variations.categories(STORE)[0];
    const molho = variations.save(STORE, null, {
      category_id: Number(category?.id_variacao_categoria),
      nome_variacao: 'Molho da casa',
      escolha_minima: 1,
      escolha_maxima: 1,
      calculo_preco: 'st',
      product_id: 0,
      size_id: 0,
    });
    variations.saveItem(molho, null, { stock_id: -1, nome_var: 'Pesto', preco: 4.5 });
    links.add(id, molho, Number(big?.id_cardapio_tamanho));

    const menu = repo.menu(STORE);
    const after = menu.produtos.find((p) => p.id_cardapio === pizza?.id_cardapio);
    const names = after?.variacoes.map((g) => g.nome_variacao) ?? [];
    expect(names).not.toContain(borda?.nome_variacao);
    expect(names).not.toContain(massa?.nome_variacao);
    expect(names).not.toContain(third?.nome_variacao);
    expect(after?.variacoes.at(-1)).toEqual({
      nome_variacao: 'Molho da casa',
      escolha_minima: 1,
      escolha_maxima: 1,
      calculo_preco: 'st',
      itens: [{ nome: 'Pesto', preco: 4.5 }],
      tamanho: big?.nome,
    });

    const items = ordersOf(menu, String(id), 60);
    const lines = items.flatMap((i) => i.linhas);
    for (const gone of [borda, massa, third]) {
      expect(lines.some((l) => l.startsWith(`${gone?.nome_variacao}:`))).toBe(false);
    }
    // The size-only link comes with that size, always (minimum 1), adding its price; never with another size.
    const withBig = items.filter((i) => i.nome.endsWith(` - ${big?.nome}`));
    const others = items.filter((i) => !i.nome.endsWith(` - ${big?.nome}`));
    expect(withBig.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const i of withBig) expect(i.linhas).toContain('Molho da casa:Pesto');
    for (const i of others) expect(i.linhas.some((l) => l.startsWith('Molho da casa:'))).toBe(false);
    const base = sizes.at(-1)?.preco ?? 0;
    expect(withBig.every((i) => i.valor_unitario >= base + 4.5)).toBe(true);
  });

  it('a product whose links are all inactive offers no option group (not its stored ones)', () => {
    const { repo, links } = demo();
    const product = repo.menu(STORE).produtos.find((p) => p.variacoes.length > 0);
    const id = Number(product?.id_cardapio);
    for (const l of links.of(STORE, id)) links.setStatus(Number(l.id_cardapio_variacao), 'F');
    const after = repo.menu(STORE).produtos.find((p) => p.id_cardapio === product?.id_cardapio);
    expect(after?.variacoes).toEqual([]);
    expect(ordersOf(repo.menu(STORE), String(id), 20).every((i) => i.linhas.length === 0)).toBe(true);
  });

  type Over = { status?: 'S' | 'O'; estoque?: { nome_var: string; nome_item: string }[] };
  it.each<[string, Over, string | null]>([
    ['hidden variation', { status: 'O' }, null],
    ['no items', { estoque: [] }, null],
    ['blank item names', { estoque: [{ nome_var: ' ', nome_item: '' }] }, null],
    ['stock name when the choice has none', { estoque: [{ nome_var: '', nome_item: 'Orégano' }] }, 'Orégano'],
    ['the choice name first', {}, 'Bacon'],
  ])('optionGroupOf: %s', (_, over, first) => {
    const base = {
      id_variacao: '1',
      id_variacao_categoria: '1',
      nome_variacao: 'Extras',
      escolha_minima: 0,
      escolha_maxima: 2,
      calculo_preco: 'in' as const,
      status: over.status ?? ('S' as const),
      id_cardapio: '0',
      id_cardapio_tamanho: '0',
      estoque: [{ nome_var: 'Bacon', nome_item: '' }],
    };
    const estoque = (over.estoque ?? base.estoque).map((i, n) => ({
      id_variacao_estoque: String(n + 1),
      id_variacao: '1',
      id_estoque: '-1',
      preco: 2,
      ordem: n + 1,
      ...i,
    }));
    const group = optionGroupOf({ ...base, estoque });
    expect(group?.itens[0]?.nome ?? null).toBe(first);
    expect(optionGroupOf(undefined)).toBeNull();
  });
});
