/**
 * SQL of the menu manager (spec 02 §7): categories, products, sizes and their photos, with
 * compositions and variation links from their own repos. One factory that prepares its statements
 * once per database, like db/repo.ts, so routes stay free of SQL.
 */
import { randomBytes } from 'node:crypto';
import type {
  CatalogueComposition,
  CatalogueProduct,
  CatalogueSize,
  CatalogueVariationLink,
  MenuStatus,
} from '../../shared/api/catalogue';
import type { Db } from '../db/migrations';
import type { RowStatus } from '../../shared/catalogue/labels';
import { createCompositionRepo } from './composition';
import { createLinksRepo } from './product-variations';

/** The product's columns its form writes as they come. */
interface ProductFields {
  category_id: number;
  id_produto: string;
  nome_prod: string;
  descricao: string;
  preco: number;
  novo_preco: number | null;
}

interface ProductRow extends ProductFields, FromPricing {
  id: number;
  establishment_id: number;
  foto: string;
  status: MenuStatus;
  ordem: number;
  disponibilidade: string;
  variacoes: string;
}

interface SizeRow {
  id: number;
  product_id: number;
  nome: string;
  preco: number;
  status: RowStatus;
  ordem: number;
}

export interface CategoryInput {
  nome_categoria: string;
  status: MenuStatus;
  disponibilidade: string;
}

export interface ProductInput extends ProductFields {
  /** null: an older form without the 'A partir de' fields keeps the stored ones. */
  fromPricing?: FromPricing | null;
  disponibilidade: string;
  foto: string | null;
  status: MenuStatus | null;
}

export interface FromPricing {
  preco_antigo: number | null;
  apartirde: 'S' | 'N';
  preco_apartirde: number | null;
  descricao_sis: string;
}

export interface SizeInput {
  product_id: number;
  nome: string;
  preco: number;
  status: RowStatus;
}

const NO_FROM_PRICING: FromPricing = {
  preco_antigo: null,
  apartirde: 'N',
  preco_apartirde: null,
  descricao_sis: '',
};

const toSize = (r: SizeRow): CatalogueSize => ({
  id_cardapio_tamanho: String(r.id),
  id_cardapio: String(r.product_id),
  nome: r.nome,
  preco: r.preco,
  status: r.status,
  ordem: r.ordem,
});

/** SQL of the catalogue manager (spec 02 §7): writes on the menu tables the generator reads. */
export function createCatalogueRepo(db: Db) {
  const s = {
    category: db.prepare('SELECT id FROM menu_categories WHERE establishment_id = ? AND id = ?'),
    categoryIds: db.prepare('SELECT id FROM menu_categories WHERE establishment_id = ? ORDER BY ordem, id'),
    maxCategoryOrder: db.prepare(
      'SELECT COALESCE(MAX(ordem), 0) AS n FROM menu_categories WHERE establishment_id = ?',
    ),
    insertCategory: db.prepare(
      `INSERT INTO menu_categories (establishment_id, nome_categoria, status, disponibilidade, ordem)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    updateCategory: db.prepare(
      `UPDATE menu_categories SET nome_categoria = ?, status = ?, disponibilidade = ?
       WHERE establishment_id = ? AND id = ?`,
    ),
    deleteCategory: db.prepare('DELETE FROM menu_categories WHERE establishment_id = ? AND id = ?'),
    setCategoryOrder: db.prepare(
      'UPDATE menu_categories SET ordem = ? WHERE establishment_id = ? AND id = ?',
    ),
    countProducts: db.prepare('SELECT COUNT(*) AS n FROM menu_products WHERE category_id = ?'),
    products: db.prepare(
      'SELECT * FROM menu_products WHERE establishment_id = ? AND category_id = ? ORDER BY ordem, id',
    ),
    product: db.prepare('SELECT * FROM menu_products WHERE establishment_id = ? AND id = ?'),
    maxProductOrder: db.prepare(
      'SELECT COALESCE(MAX(ordem), 0) AS n FROM menu_products WHERE category_id = ?',
    ),
    insertProduct: db.prepare(
      `INSERT INTO menu_products (establishment_id, category_id, id_produto, nome_prod, descricao, preco,
         novo_preco, preco_antigo, apartirde, preco_apartirde, descricao_sis, foto, status, ordem,
         disponibilidade, tamanhos, variacoes)
       VALUES (@establishment_id, @category_id, @id_produto, @nome_prod, @descricao, @preco,
         @novo_preco, @preco_antigo, @apartirde, @preco_apartirde, @descricao_sis, @foto, @status, @ordem,
         @disponibilidade, '[]', @variacoes)`,
    ),
    updateProduct: db.prepare(
      `UPDATE menu_products SET id_produto = @id_produto, nome_prod = @nome_prod, descricao = @descricao,
         preco = @preco, novo_preco = @novo_preco, disponibilidade = @disponibilidade,
         foto = COALESCE(@foto, foto), status = COALESCE(@status, status)
       WHERE establishment_id = @establishment_id AND id = @id`,
    ),
    updateFromPricing: db.prepare(
      `UPDATE menu_products SET preco_antigo = @preco_antigo, apartirde = @apartirde,
         preco_apartirde = @preco_apartirde, descricao_sis = @descricao_sis
       WHERE establishment_id = @establishment_id AND id = @id`,
    ),
    shiftProducts: db.prepare(
      'UPDATE menu_products SET ordem = ordem + 1 WHERE category_id = ? AND ordem > ?',
    ),
    deleteProduct: db.prepare('DELETE FROM menu_products WHERE establishment_id = ? AND id = ?'),
    setProductStatus: db.prepare('UPDATE menu_products SET status = ? WHERE establishment_id = ? AND id = ?'),
    setProductOrder: db.prepare('UPDATE menu_products SET ordem = ? WHERE establishment_id = ? AND id = ?'),
    setPhoto: db.prepare('UPDATE menu_products SET foto = ? WHERE establishment_id = ? AND id = ?'),
    sizesOf: db.prepare('SELECT * FROM menu_sizes WHERE product_id = ? ORDER BY ordem, id'),
    sizesOfCategory: db.prepare(
      `SELECT z.* FROM menu_sizes z JOIN menu_products p ON p.id = z.product_id
       WHERE p.establishment_id = ? AND p.category_id = ? ORDER BY z.ordem, z.id`,
    ),
    size: db.prepare(
      `SELECT z.* FROM menu_sizes z JOIN menu_products p ON p.id = z.product_id
       WHERE p.establishment_id = ? AND z.id = ?`,
    ),
    maxSizeOrder: db.prepare('SELECT COALESCE(MAX(ordem), 0) AS n FROM menu_sizes WHERE product_id = ?'),
    insertSize: db.prepare(
      'INSERT INTO menu_sizes (product_id, nome, preco, status, ordem) VALUES (?, ?, ?, ?, ?)',
    ),
    updateSize: db.prepare('UPDATE menu_sizes SET nome = ?, preco = ?, status = ? WHERE id = ?'),
    deleteSize: db.prepare('DELETE FROM menu_sizes WHERE id = ?'),
    deleteSizesOf: db.prepare('DELETE FROM menu_sizes WHERE product_id = ?'),
    setSizeStatus: db.prepare('UPDATE menu_sizes SET status = ? WHERE id = ?'),
    setSizeOrder: db.prepare('UPDATE menu_sizes SET ordem = ? WHERE id = ? AND product_id = ?'),
    insertImage: db.prepare(
      'INSERT INTO catalogue_images (establishment_id, token, mime, data, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    image: db.prepare('SELECT mime, data FROM catalogue_images WHERE token = ?'),
  };

  const compositions = createCompositionRepo(db);
  const links = createLinksRepo(db);

  const toProduct = (
    r: ProductRow,
    sizes: CatalogueSize[],
    ingredientes: CatalogueComposition[],
    variacoes: CatalogueVariationLink[],
  ): CatalogueProduct => ({
    id_cardapio: String(r.id),
    id_cardapio_categoria: String(r.category_id),
    id_produto: r.id_produto,
    nome_prod: r.nome_prod,
    descricao: r.descricao,
    preco: r.preco,
    novo_preco: r.novo_preco,
    preco_antigo: r.preco_antigo,
    apartirde: r.apartirde,
    preco_apartirde: r.preco_apartirde,
    descricao_sis: r.descricao_sis,
    foto: r.foto,
    status: r.status,
    ordem: r.ordem,
    disponibilidade: r.disponibilidade,
    id_estabelecimento: String(r.establishment_id),
    deletado: 'N',
    tamanhos: sizes,
    ingredientes,
    variacoes,
  });

  const productRow = (store: number, id: number) => s.product.get(store, id) as ProductRow | undefined;

  return {
    hasCategory: (store: number, id: number) => s.category.get(store, id) !== undefined,
    saveCategory(store: number, id: number | null, input: CategoryInput): number {
      if (id !== null) {
        s.updateCategory.run(input.nome_categoria, input.status, input.disponibilidade, store, id);
        return id;
      }
      const next = (s.maxCategoryOrder.get(store) as { n: number }).n + 1;
      return Number(
        s.insertCategory.run(store, input.nome_categoria, input.status, input.disponibilidade, next)
          .lastInsertRowid,
      );
    },
    categoryHasProducts: (id: number) => (s.countProducts.get(id) as { n: number }).n > 0,
    deleteCategory: (store: number, id: number) => s.deleteCategory.run(store, id).changes > 0,
    /** The listed ids first, in that order; the store's others keep their relative order after them. */
    reorderCategories(store: number, ids: number[]): void {
      const all = (s.categoryIds.all(store) as { id: number }[]).map((r) => r.id);
      const listed = ids.filter((id, i) => all.includes(id) && ids.indexOf(id) === i);
      const order = [...listed, ...all.filter((id) => !listed.includes(id))];
      db.transaction(() => order.forEach((id, i) => s.setCategoryOrder.run(i + 1, store, id)))();
    },

    products(store: number, categoryId: number): CatalogueProduct[] {
      const sizes = new Map<number, CatalogueSize[]>();
      for (const z of s.sizesOfCategory.all(store, categoryId) as SizeRow[]) {
        sizes.set(z.product_id, [...(sizes.get(z.product_id) ?? []), toSize(z)]);
      }
      const parts = compositions.ofCategory(store, categoryId);
      const linked = links.ofCategory(store, categoryId);
      return (s.products.all(store, categoryId) as ProductRow[]).map((r) =>
        toProduct(r, sizes.get(r.id) ?? [], parts.get(String(r.id)) ?? [], linked.get(String(r.id)) ?? []),
      );
    },
    product(store: number, id: number): CatalogueProduct | undefined {
      const row = productRow(store, id);
      return row
        ? toProduct(
            row,
            (s.sizesOf.all(id) as SizeRow[]).map(toSize),
            compositions.of(id),
            links.of(store, id),
          )
        : undefined;
    },
    saveProduct(store: number, id: number | null, input: ProductInput): number {
      const params = {
        establishment_id: store,
        category_id: input.category_id,
        id_produto: input.id_produto,
        nome_prod: input.nome_prod,
        descricao: input.descricao,
        preco: input.preco,
        novo_preco: input.novo_preco,
        disponibilidade: input.disponibilidade,
        foto: input.foto,
        status: input.status,
      };
      if (id !== null) {
        db.transaction(() => {
          s.updateProduct.run({ ...params, id });
          if (input.fromPricing)
            s.updateFromPricing.run({ ...input.fromPricing, establishment_id: store, id });
        })();
        return id;
      }
      const ordem = (s.maxProductOrder.get(input.category_id) as { n: number }).n + 1;
      return Number(
        s.insertProduct.run({
          ...params,
          ...(input.fromPricing ?? NO_FROM_PRICING),
          foto: input.foto ?? '',
          status: input.status ?? 'S',
          ordem,
          variacoes: '[]',
        }).lastInsertRowid,
      );
    },
    /** A copy right after the original (sizes included), named '{nome} - Cópia'. */
    cloneProduct(store: number, id: number): number | null {
      const row = productRow(store, id);
      if (!row) return null;
      return db.transaction(() => {
        s.shiftProducts.run(row.category_id, row.ordem);
        const copy = Number(
          s.insertProduct.run({
            establishment_id: store,
            category_id: row.category_id,
            id_produto: row.id_produto,
            nome_prod: `${row.nome_prod} - Cópia`.slice(0, 200),
            descricao: row.descricao,
            preco: row.preco,
            novo_preco: row.novo_preco,
            preco_antigo: row.preco_antigo,
            apartirde: row.apartirde,
            preco_apartirde: row.preco_apartirde,
            descricao_sis: row.descricao_sis,
            foto: row.foto,
            status: row.status,
            ordem: row.ordem + 1,
            disponibilidade: row.disponibilidade,
            variacoes: row.variacoes,
          }).lastInsertRowid,
        );
        for (const z of s.sizesOf.all(id) as SizeRow[])
          s.insertSize.run(copy, z.nome, z.preco, z.status, z.ordem);
        compositions.copy(id, copy);
        links.copy(id, copy);
        return copy;
      })();
    },
    deleteProduct(store: number, id: number): boolean {
      if (!productRow(store, id)) return false;
      db.transaction(() => {
        s.deleteSizesOf.run(id);
        compositions.removeOf(id);
        links.removeOf(id);
        s.deleteProduct.run(store, id);
      })();
      return true;
    },
    setProductStatus: (store: number, id: number, status: MenuStatus) =>
      s.setProductStatus.run(status, store, id).changes > 0,
    /** Orders the listed products of one category (1..n); ids of other stores are ignored. */
    reorderProducts(store: number, ids: number[]): void {
      db.transaction(() => ids.forEach((id, i) => s.setProductOrder.run(i + 1, store, id)))();
    },
    setPhoto: (store: number, id: number, url: string) => s.setPhoto.run(url, store, id).changes > 0,

    sizes: (productId: number) => (s.sizesOf.all(productId) as SizeRow[]).map(toSize),
    sizeProduct(store: number, sizeId: number): number | null {
      const row = s.size.get(store, sizeId) as SizeRow | undefined;
      return row ? row.product_id : null;
    },
    saveSize(id: number | null, input: SizeInput): number {
      if (id !== null) {
        s.updateSize.run(input.nome, input.preco, input.status, id);
        return id;
      }
      const ordem = (s.maxSizeOrder.get(input.product_id) as { n: number }).n + 1;
      return Number(
        s.insertSize.run(input.product_id, input.nome, input.preco, input.status, ordem).lastInsertRowid,
      );
    },
    deleteSize: (id: number) => {
      links.removeOfSize(id);
      s.deleteSize.run(id);
    },
    setSizeStatus: (id: number, status: RowStatus) => void s.setSizeStatus.run(status, id),
    reorderSizes(productId: number, ids: number[]): void {
      db.transaction(() => ids.forEach((id, i) => s.setSizeOrder.run(i + 1, id, productId)))();
    },

    /** Stores an uploaded image; returns the unguessable token of its URL. */
    saveImage(store: number, mime: string, data: Buffer, now: number): string {
      const token = randomBytes(12).toString('hex');
      s.insertImage.run(store, token, mime, data, now);
      return token;
    },
    image: (token: string) => s.image.get(token) as { mime: string; data: Buffer } | undefined,
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
