/**
 * SQL of the store content the desk reads: menu categories and products (with sizes and linked
 * option groups, as the generator's MenuSnapshot) and banners. Merged into the main repo by
 * db/repo.ts; apart from it to keep that file about stores, users, sessions and orders.
 */
import type { Banner, MenuCategory, MenuStatus } from '../../shared/api/platform-v1';
import { linkedOptionGroups, withLinkedVariations } from '../catalogue/menu-links';
import type { MenuProduct, MenuSnapshot } from '../menu';
import type { Db } from './migrations';

interface CategoryRow {
  id: number;
  establishment_id: number;
  nome_categoria: string;
  status: MenuStatus;
  disponibilidade: string;
  ordem: number;
}

interface ProductRow {
  id: number;
  establishment_id: number;
  category_id: number;
  nome_prod: string;
  descricao: string;
  preco: number;
  novo_preco: number | null;
  status: MenuStatus;
  ordem: number;
  tamanhos: string;
  variacoes: string;
}

const toCategory = (r: CategoryRow): MenuCategory => ({
  id_cardapio_categoria: String(r.id),
  nome_categoria: r.nome_categoria,
  status: r.status,
  disponibilidade: r.disponibilidade,
  ordem: r.ordem,
});

const toProduct = (r: ProductRow, sizes: MenuProduct['tamanhos']): MenuProduct => ({
  id_cardapio: String(r.id),
  id_cardapio_categoria: String(r.category_id),
  nome_prod: r.nome_prod,
  descricao: r.descricao,
  preco: r.preco,
  novo_preco: r.novo_preco,
  status: r.status,
  ordem: r.ordem,
  tamanhos: sizes,
  variacoes: JSON.parse(r.variacoes) as MenuProduct['variacoes'],
});

/** SQL of the menu and the banners (merged into the main repo). */
export function createContentRepo(db: Db) {
  const s = {
    categories: db.prepare('SELECT * FROM menu_categories WHERE establishment_id = ? ORDER BY ordem, id'),
    category: db.prepare('SELECT * FROM menu_categories WHERE establishment_id = ? AND id = ?'),
    countCategories: db.prepare('SELECT COUNT(*) AS n FROM menu_categories WHERE establishment_id = ?'),
    products: db.prepare(
      'SELECT * FROM menu_products WHERE establishment_id = ? ORDER BY category_id, ordem, id',
    ),
    /** Sizes live in menu_sizes (migration 5); only active ones are sold. */
    sizes: db.prepare(
      `SELECT z.product_id, z.nome, z.preco FROM menu_sizes z JOIN menu_products p ON p.id = z.product_id
       WHERE p.establishment_id = ? AND z.status = 'S' ORDER BY z.product_id, z.ordem, z.id`,
    ),
    insertSize: db.prepare(
      'INSERT INTO menu_sizes (product_id, nome, preco, status, ordem) VALUES (?, ?, ?, ?, ?)',
    ),
    insertCategory:
      db.prepare(`INSERT INTO menu_categories (id, establishment_id, nome_categoria, status, disponibilidade, ordem)
      VALUES (@id, @establishment_id, @nome_categoria, @status, @disponibilidade, @ordem)`),
    insertProduct:
      db.prepare(`INSERT INTO menu_products (id, establishment_id, category_id, nome_prod, descricao, preco, novo_preco, status, ordem, tamanhos, variacoes)
      VALUES (@id, @establishment_id, @category_id, @nome_prod, @descricao, @preco, @novo_preco, @status, @ordem, @tamanhos, @variacoes)`),
    banners: db.prepare('SELECT image, link FROM banners WHERE establishment_id = ? ORDER BY position, id'),
    countBanners: db.prepare('SELECT COUNT(*) AS n FROM banners WHERE establishment_id = ?'),
    deleteBanners: db.prepare('DELETE FROM banners WHERE establishment_id = ?'),
    insertBanner: db.prepare(
      'INSERT INTO banners (establishment_id, position, image, link) VALUES (?, ?, ?, ?)',
    ),
  };

  return {
    categories: (establishmentId: number) =>
      (s.categories.all(establishmentId) as CategoryRow[]).map(toCategory),
    category(establishmentId: number, id: number): MenuCategory | undefined {
      const row = s.category.get(establishmentId, id) as CategoryRow | undefined;
      return row ? toCategory(row) : undefined;
    },
    hasMenu: (establishmentId: number) => (s.countCategories.get(establishmentId) as { n: number }).n > 0,
    menu(establishmentId: number): MenuSnapshot {
      const sizes = new Map<number, MenuProduct['tamanhos']>();
      for (const z of s.sizes.all(establishmentId) as { product_id: number; nome: string; preco: number }[]) {
        const list = sizes.get(z.product_id) ?? [];
        list.push({ nome: z.nome, preco: z.preco });
        sizes.set(z.product_id, list);
      }
      const menu = {
        categorias: (s.categories.all(establishmentId) as CategoryRow[]).map(toCategory),
        produtos: (s.products.all(establishmentId) as ProductRow[]).map((r) =>
          toProduct(r, sizes.get(r.id) ?? []),
        ),
      };
      // Option groups from the products' variation links, as edited in the menu manager.
      return withLinkedVariations(menu, linkedOptionGroups(db, establishmentId));
    },
    insertMenu(establishmentId: number, menu: MenuSnapshot): void {
      db.transaction(() => {
        for (const c of menu.categorias) {
          s.insertCategory.run({
            id: Number(c.id_cardapio_categoria),
            establishment_id: establishmentId,
            nome_categoria: c.nome_categoria,
            status: c.status,
            disponibilidade: c.disponibilidade,
            ordem: c.ordem,
          });
        }
        for (const p of menu.produtos) {
          s.insertProduct.run({
            id: Number(p.id_cardapio),
            establishment_id: establishmentId,
            category_id: Number(p.id_cardapio_categoria),
            nome_prod: p.nome_prod,
            descricao: p.descricao,
            preco: p.preco,
            novo_preco: p.novo_preco,
            status: p.status,
            ordem: p.ordem,
            tamanhos: '[]',
            variacoes: JSON.stringify(p.variacoes),
          });
          p.tamanhos.forEach((z, i) => s.insertSize.run(Number(p.id_cardapio), z.nome, z.preco, 'S', i + 1));
        }
      })();
    },
    /** Stored as given: a path ('/static/...') or any URL, and any link text. */
    banners: (establishmentId: number) => s.banners.all(establishmentId) as Banner[],
    hasBanners: (establishmentId: number) => (s.countBanners.get(establishmentId) as { n: number }).n > 0,
    replaceBanners(establishmentId: number, banners: readonly Banner[]): void {
      db.transaction(() => {
        s.deleteBanners.run(establishmentId);
        banners.forEach((b, i) => s.insertBanner.run(establishmentId, i, b.image, b.link));
      })();
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
