/**
 * Global variations (spec 02 §3, §7): categories, variations and their items (a stock item or a
 * standalone choice, id_estoque -1), and the demo stores' ones, made from the demo menu's option groups.
 */
import type {
  GlobalVariation,
  VariationCategory,
  VariationCategoryStatus,
  VariationStatus,
  VariationStockItem,
} from '../../shared/api/catalogue-variations';
import type { PriceCalcCode } from '../../shared/catalogue/labels';
import type { Db } from '../db/migrations';
import { DEMO_OPTION_GROUPS } from '../db/demo-menu';
import type { OptionGroup } from '../menu';

interface CategoryRow {
  id: number;
  nome_categoria: string;
  status: VariationCategoryStatus;
}

interface VariationRow {
  id: number;
  category_id: number;
  nome_variacao: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: PriceCalcCode;
  status: VariationStatus;
  product_id: number;
  size_id: number;
}

interface ItemRow {
  id: number;
  variation_id: number;
  stock_id: number;
  nome_var: string;
  preco: number;
  ordem: number;
  nome_item: string | null;
}

export interface VariationInput {
  category_id: number;
  nome_variacao: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: PriceCalcCode;
  product_id: number;
  size_id: number;
}

export interface ItemInput {
  stock_id: number;
  nome_var: string;
  preco: number;
}

const toCategory = (r: CategoryRow): VariationCategory => ({
  id_variacao_categoria: String(r.id),
  nome_categoria: r.nome_categoria,
  status: r.status,
});

const toItem = (r: ItemRow): VariationStockItem => ({
  id_variacao_estoque: String(r.id),
  id_variacao: String(r.variation_id),
  id_estoque: String(r.stock_id),
  nome_var: r.nome_var,
  nome_item: r.stock_id === -1 ? '' : (r.nome_item ?? ''),
  preco: r.preco,
  ordem: r.ordem,
});

const ITEMS_SQL = `SELECT i.*, e.nome_item FROM variation_items i
  JOIN variations v ON v.id = i.variation_id
  LEFT JOIN stock_items e ON e.id = i.stock_id AND e.establishment_id = v.establishment_id`;

export function createVariationsRepo(db: Db) {
  const s = {
    categories: db.prepare(
      'SELECT * FROM variation_categories WHERE establishment_id = ? ORDER BY ordem, id',
    ),
    category: db.prepare('SELECT * FROM variation_categories WHERE establishment_id = ? AND id = ?'),
    maxCategoryOrder: db.prepare(
      'SELECT COALESCE(MAX(ordem), 0) AS n FROM variation_categories WHERE establishment_id = ?',
    ),
    insertCategory: db.prepare(
      'INSERT INTO variation_categories (establishment_id, nome_categoria, status, ordem) VALUES (?, ?, ?, ?)',
    ),
    updateCategory: db.prepare(
      'UPDATE variation_categories SET nome_categoria = ?, status = ? WHERE establishment_id = ? AND id = ?',
    ),
    deleteCategory: db.prepare('DELETE FROM variation_categories WHERE establishment_id = ? AND id = ?'),
    countOfCategory: db.prepare(
      'SELECT COUNT(*) AS n FROM variations WHERE establishment_id = ? AND category_id = ?',
    ),
    all: db.prepare('SELECT * FROM variations WHERE establishment_id = ? ORDER BY category_id, ordem, id'),
    ofCategory: db.prepare(
      'SELECT * FROM variations WHERE establishment_id = ? AND category_id = ? ORDER BY ordem, id',
    ),
    one: db.prepare('SELECT * FROM variations WHERE establishment_id = ? AND id = ?'),
    maxOrder: db.prepare(
      'SELECT COALESCE(MAX(ordem), 0) AS n FROM variations WHERE establishment_id = ? AND category_id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO variations (establishment_id, category_id, nome_variacao, escolha_minima, escolha_maxima,
         calculo_preco, status, product_id, size_id, ordem)
       VALUES (@store, @category_id, @nome_variacao, @escolha_minima, @escolha_maxima, @calculo_preco,
         @status, @product_id, @size_id, @ordem)`,
    ),
    update: db.prepare(
      `UPDATE variations SET category_id = @category_id, nome_variacao = @nome_variacao,
         escolha_minima = @escolha_minima, escolha_maxima = @escolha_maxima, calculo_preco = @calculo_preco,
         product_id = @product_id, size_id = @size_id
       WHERE establishment_id = @store AND id = @id`,
    ),
    setStatus: db.prepare('UPDATE variations SET status = ? WHERE establishment_id = ? AND id = ?'),
    remove: db.prepare('DELETE FROM variations WHERE establishment_id = ? AND id = ?'),
    linked: db.prepare('SELECT COUNT(*) AS n FROM menu_variation_links WHERE variation_id = ?'),
    itemsOfStore: db.prepare(`${ITEMS_SQL} WHERE v.establishment_id = ? ORDER BY i.ordem, i.id`),
    itemsOf: db.prepare(`${ITEMS_SQL} WHERE i.variation_id = ? ORDER BY i.ordem, i.id`),
    item: db.prepare(`${ITEMS_SQL} WHERE v.establishment_id = ? AND i.id = ?`),
    maxItemOrder: db.prepare(
      'SELECT COALESCE(MAX(ordem), 0) AS n FROM variation_items WHERE variation_id = ?',
    ),
    insertItem: db.prepare(
      'INSERT INTO variation_items (variation_id, stock_id, nome_var, preco, ordem) VALUES (?, ?, ?, ?, ?)',
    ),
    updateItem: db.prepare('UPDATE variation_items SET stock_id = ?, nome_var = ?, preco = ? WHERE id = ?'),
    deleteItem: db.prepare('DELETE FROM variation_items WHERE id = ?'),
    deleteItemsOf: db.prepare('DELETE FROM variation_items WHERE variation_id = ?'),
    setItemOrder: db.prepare('UPDATE variation_items SET ordem = ? WHERE id = ? AND variation_id = ?'),
    copyItems: db.prepare(
      `INSERT INTO variation_items (variation_id, stock_id, nome_var, preco, ordem)
       SELECT ?, stock_id, nome_var, preco, ordem FROM variation_items WHERE variation_id = ? ORDER BY ordem, id`,
    ),
    stock: db.prepare('SELECT nome_item FROM stock_items WHERE establishment_id = ? AND id = ?'),
  };

  const toVariation = (r: VariationRow, items: VariationStockItem[]): GlobalVariation => ({
    id_variacao: String(r.id),
    id_variacao_categoria: String(r.category_id),
    nome_variacao: r.nome_variacao,
    escolha_minima: r.escolha_minima,
    escolha_maxima: r.escolha_maxima,
    calculo_preco: r.calculo_preco,
    status: r.status,
    id_cardapio: String(r.product_id),
    id_cardapio_tamanho: String(r.size_id),
    estoque: items,
  });

  /** Variations with their items in two queries (no query per variation). */
  function withItems(store: number, rows: VariationRow[]): GlobalVariation[] {
    const items = new Map<number, VariationStockItem[]>();
    if (rows.length > 0) {
      for (const r of s.itemsOfStore.all(store) as ItemRow[]) {
        items.set(r.variation_id, [...(items.get(r.variation_id) ?? []), toItem(r)]);
      }
    }
    return rows.map((r) => toVariation(r, items.get(r.id) ?? []));
  }

  const repo = {
    categories: (store: number) => (s.categories.all(store) as CategoryRow[]).map(toCategory),
    hasCategory: (store: number, id: number) => s.category.get(store, id) !== undefined,
    saveCategory(store: number, id: number | null, nome: string, status: VariationCategoryStatus): number {
      if (id !== null) {
        s.updateCategory.run(nome, status, store, id);
        return id;
      }
      const ordem = (s.maxCategoryOrder.get(store) as { n: number }).n + 1;
      return Number(s.insertCategory.run(store, nome, status, ordem).lastInsertRowid);
    },
    categoryHasVariations: (store: number, id: number) =>
      (s.countOfCategory.get(store, id) as { n: number }).n > 0,
    deleteCategory: (store: number, id: number) => s.deleteCategory.run(store, id).changes > 0,

    all: (store: number) => withItems(store, s.all.all(store) as VariationRow[]),
    ofCategory: (store: number, categoryId: number) =>
      withItems(store, s.ofCategory.all(store, categoryId) as VariationRow[]),
    one(store: number, id: number): GlobalVariation | undefined {
      const row = s.one.get(store, id) as VariationRow | undefined;
      return row ? toVariation(row, (s.itemsOf.all(id) as ItemRow[]).map(toItem)) : undefined;
    },
    /** The variations of `ids` (for the product variation links); unknown ids are left out. */
    variationsById(store: number, ids: readonly number[]): Map<number, GlobalVariation> {
      const out = new Map<number, GlobalVariation>();
      for (const id of new Set(ids)) {
        const v = repo.one(store, id);
        if (v) out.set(id, v);
      }
      return out;
    },
    save(store: number, id: number | null, v: VariationInput): number {
      if (id !== null) {
        s.update.run({ ...v, store, id });
        return id;
      }
      const ordem = (s.maxOrder.get(store, v.category_id) as { n: number }).n + 1;
      return Number(s.insert.run({ ...v, store, status: 'S', ordem }).lastInsertRowid);
    },
    setStatus: (store: number, id: number, status: VariationStatus) =>
      s.setStatus.run(status, store, id).changes > 0,
    isLinked: (id: number) => (s.linked.get(id) as { n: number }).n > 0,
    remove(store: number, id: number): boolean {
      return db.transaction(() => {
        if (s.remove.run(store, id).changes === 0) return false;
        s.deleteItemsOf.run(id);
        return true;
      })();
    },
    /** A copy named '{nome} (cópia)' with the same items, at the end of its category. */
    duplicate(store: number, id: number): number | null {
      const row = s.one.get(store, id) as VariationRow | undefined;
      if (!row) return null;
      return db.transaction(() => {
        const copy = repo.save(store, null, {
          category_id: row.category_id,
          nome_variacao: `${row.nome_variacao} (cópia)`.slice(0, 100),
          escolha_minima: row.escolha_minima,
          escolha_maxima: row.escolha_maxima,
          calculo_preco: row.calculo_preco,
          product_id: row.product_id,
          size_id: row.size_id,
        });
        s.setStatus.run(row.status, store, copy);
        s.copyItems.run(copy, id);
        return copy;
      })();
    },

    stockName(store: number, stockId: number): string | null {
      const r = s.stock.get(store, stockId) as { nome_item: string } | undefined;
      return r ? r.nome_item : null;
    },
    item(store: number, id: number): VariationStockItem | undefined {
      const r = s.item.get(store, id) as ItemRow | undefined;
      return r ? toItem(r) : undefined;
    },
    saveItem(variationId: number, id: number | null, v: ItemInput): number {
      if (id !== null) {
        s.updateItem.run(v.stock_id, v.nome_var, v.preco, id);
        return id;
      }
      const ordem = (s.maxItemOrder.get(variationId) as { n: number }).n + 1;
      return Number(s.insertItem.run(variationId, v.stock_id, v.nome_var, v.preco, ordem).lastInsertRowid);
    },
    deleteItem: (id: number) => void s.deleteItem.run(id),
    reorderItems(variationId: number, ids: readonly number[]): void {
      db.transaction(() => ids.forEach((id, i) => s.setItemOrder.run(i + 1, id, variationId)))();
    },
  };
  return repo;
}

export type VariationsRepo = ReturnType<typeof createVariationsRepo>;

/** The demo categories and which of the demo menu's option groups each holds. */
const DEMO: readonly [string, OptionGroup[]][] = [
  [
    'Pizzas',
    [
      DEMO_OPTION_GROUPS.BORDA,
      DEMO_OPTION_GROUPS.MASSA,
      DEMO_OPTION_GROUPS.ADICIONAIS,
      DEMO_OPTION_GROUPS.RETIRAR,
      DEMO_OPTION_GROUPS.SABORES,
    ],
  ],
  ['Pizzas Doces', [DEMO_OPTION_GROUPS.BORDA_DOCE]],
  ['Porções', [DEMO_OPTION_GROUPS.PONTO, DEMO_OPTION_GROUPS.MOLHOS]],
  ['Sobremesas', [DEMO_OPTION_GROUPS.CALDA]],
  ['Bebidas', [DEMO_OPTION_GROUPS.ACUCAR, DEMO_OPTION_GROUPS.ACOMPANHA]],
];

/**
 * Seeds a store's global variations once. An item whose name is a stock item of the matching type
 * (flavours for 'Sabores', ingredients otherwise) points to it; the others are standalone.
 */
export function ensureVariations(db: Db, establishmentIds: readonly number[]): void {
  const repo = createVariationsRepo(db);
  const exists = db.prepare('SELECT 1 FROM establishments WHERE id = ?');
  const any = db.prepare('SELECT 1 FROM variation_categories WHERE establishment_id = ? LIMIT 1');
  const stockOf = db.prepare(
    'SELECT id FROM stock_items WHERE establishment_id = ? AND tipo = ? AND nome_item = ? COLLATE NOCASE',
  );
  for (const store of establishmentIds) {
    if (!exists.get(store) || any.get(store)) continue;
    db.transaction(() => {
      for (const [categoria, groups] of DEMO) {
        const category = repo.saveCategory(store, null, categoria, 'S');
        for (const g of groups) {
          const id = repo.save(store, null, {
            category_id: category,
            nome_variacao: g.nome_variacao,
            escolha_minima: g.escolha_minima,
            escolha_maxima: g.escolha_maxima,
            calculo_preco: g.calculo_preco,
            product_id: 0,
            size_id: 0,
          });
          const tipo = g.nome_variacao === 'Sabores' ? 'sabor' : 'ingrediente';
          for (const item of g.itens) {
            const stock = stockOf.get(store, tipo, item.nome) as { id: number } | undefined;
            repo.saveItem(id, null, { stock_id: stock?.id ?? -1, nome_var: item.nome, preco: item.preco });
          }
        }
      }
    })();
  }
}
