/**
 * Product variation links (spec 02 §3 "cardapio variacao", §7 Product variations): a product
 * offers a global variation for all its sizes (id_cardapio_tamanho 0) or one size, with its own
 * status and order. variacoes/duplicar_card copies a linked variation for this product only.
 * Refusals answer 200 `{status:false, erro}` (the desk's 'Atenção!'); malformed bodies 400.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CatalogueVariationLink, CatalogueWriteResponse, MenuStatus } from '../../shared/api/catalogue';
import {
  AVULSA_CATEGORY_ID,
  type GlobalVariation,
  type productVariationLinksSchema,
} from '../../shared/api/catalogue-variations';
import { isRowStatus, type RowStatus } from '../../shared/catalogue/labels';
import type { SandboxContext } from '../context';
import type { Db } from '../db/migrations';
import { DEMO_BRANCH_ID, DEMO_STORE_ID } from '../db/ids';
import { CATALOGUE_MESSAGES as M, toId, toOrder } from './input';
import { createVariationsRepo, ensureVariations } from './variations-repo';
import { body, ownStore, ownershipChecks, refuse } from './answers';

const LINK_MESSAGES = {
  variation: 'Selecione uma variação.',
  size: 'Tamanho não encontrado neste produto.',
  duplicate: 'Esta variação já está vinculada a este produto neste tamanho.',
  notFound: 'Variação do produto não encontrada.',
  category: 'Categoria de variação não encontrada.',
  linked: 'Variação vinculada com sucesso!',
  duplicated: 'Variação duplicada com sucesso!',
} as const;

interface LinkRow {
  id: number;
  product_id: number;
  variation_id: number;
  size_id: number;
  status: MenuStatus | 'N';
  ordem: number;
  tamanho_nome: string | null;
}

const idLike = z.union([z.string().max(20), z.number().int()]);
const addBody = z.object({
  id_cardapio: idLike.optional(),
  id_variacao: idLike.optional(),
  id_cardapio_tamanho: idLike.optional(),
});
const linkIdBody = z.object({ id_cardapio_variacao: idLike.optional() });
const statusBody = z.object({
  id_cardapio_variacao: idLike.optional(),
  status: z.string().max(5).optional(),
});
const orderBody = z.object({
  ordem: z.union([z.string().max(20_000), z.array(z.string().max(20)).max(5000)]).optional(),
  id_cardapio: idLike.optional(),
});
const duplicateBody = z.object({ variacao: idLike.optional(), categoria: idLike.optional() });

/** '', '0' or absent = every size (0); a positive id; otherwise null. */
function toSizeLink(value: unknown): number | null {
  if (value === undefined || value === null) return 0;
  const t = String(value).trim();
  if (t === '' || t === '0') return 0;
  return toId(t);
}

const LINK_SQL = `SELECT l.*, z.nome AS tamanho_nome FROM menu_variation_links l
  LEFT JOIN menu_sizes z ON z.id = l.size_id AND z.product_id = l.product_id`;

export function createLinksRepo(db: Db) {
  const variations = createVariationsRepo(db);
  const s = {
    of: db.prepare(`${LINK_SQL} WHERE l.product_id = ? ORDER BY l.ordem, l.id`),
    ofCategory: db.prepare(
      `${LINK_SQL} JOIN menu_products p ON p.id = l.product_id
       WHERE p.establishment_id = ? AND p.category_id = ? ORDER BY l.ordem, l.id`,
    ),
    one: db.prepare(
      `${LINK_SQL} JOIN menu_products p ON p.id = l.product_id WHERE p.establishment_id = ? AND l.id = ?`,
    ),
    exists: db.prepare(
      'SELECT 1 FROM menu_variation_links WHERE product_id = ? AND variation_id = ? AND size_id = ?',
    ),
    maxOrder: db.prepare(
      'SELECT COALESCE(MAX(ordem), 0) AS n FROM menu_variation_links WHERE product_id = ?',
    ),
    insert: db.prepare(
      'INSERT INTO menu_variation_links (product_id, variation_id, size_id, status, ordem) VALUES (?, ?, ?, ?, ?)',
    ),
    remove: db.prepare('DELETE FROM menu_variation_links WHERE id = ?'),
    removeOf: db.prepare('DELETE FROM menu_variation_links WHERE product_id = ?'),
    removeOfSize: db.prepare('DELETE FROM menu_variation_links WHERE size_id = ?'),
    setStatus: db.prepare('UPDATE menu_variation_links SET status = ? WHERE id = ?'),
    setOrder: db.prepare('UPDATE menu_variation_links SET ordem = ? WHERE id = ? AND product_id = ?'),
    copy: db.prepare(
      `INSERT INTO menu_variation_links (product_id, variation_id, size_id, status, ordem)
       SELECT ?, variation_id, 0, status, ordem FROM menu_variation_links WHERE product_id = ? ORDER BY ordem, id`,
    ),
    anyOfStore: db.prepare(
      `SELECT 1 FROM menu_variation_links l JOIN menu_products p ON p.id = l.product_id
       WHERE p.establishment_id = ? LIMIT 1`,
    ),
  };

  function toLinks(store: number, rows: LinkRow[]): CatalogueVariationLink[] {
    const found = variations.variationsById(
      store,
      rows.map((r) => r.variation_id),
    );
    return rows.flatMap((r) => {
      const v: GlobalVariation | undefined = found.get(r.variation_id);
      if (!v) return [];
      const status: RowStatus = isRowStatus(r.status) ? r.status : 'O';
      return [
        {
          id_cardapio_variacao: String(r.id),
          id_variacao: v.id_variacao,
          id_cardapio: String(r.product_id),
          id_cardapio_tamanho: String(r.size_id),
          nome_variacao: v.nome_variacao,
          nome_variacao_avulsa: v.id_variacao_categoria === String(AVULSA_CATEGORY_ID) ? v.nome_variacao : '',
          escolha_minima: v.escolha_minima,
          escolha_maxima: v.escolha_maxima,
          calculo_preco: v.calculo_preco,
          tamanho_nome: r.size_id === 0 ? '' : (r.tamanho_nome ?? ''),
          status,
          status_cv: status,
        },
      ];
    });
  }

  const repo = {
    variations,
    of: (store: number, productId: number) => toLinks(store, s.of.all(productId) as LinkRow[]),
    /** The category's links by product id (for a whole list). */
    ofCategory(store: number, categoryId: number): Map<string, CatalogueVariationLink[]> {
      const out = new Map<string, CatalogueVariationLink[]>();
      for (const link of toLinks(store, s.ofCategory.all(store, categoryId) as LinkRow[])) {
        out.set(link.id_cardapio, [...(out.get(link.id_cardapio) ?? []), link]);
      }
      return out;
    },
    one: (store: number, id: number) => s.one.get(store, id) as LinkRow | undefined,
    exists: (productId: number, variationId: number, sizeId: number) =>
      s.exists.get(productId, variationId, sizeId) !== undefined,
    add(productId: number, variationId: number, sizeId: number, status: RowStatus = 'S'): number {
      const ordem = (s.maxOrder.get(productId) as { n: number }).n + 1;
      return Number(s.insert.run(productId, variationId, sizeId, status, ordem).lastInsertRowid);
    },
    remove: (id: number) => void s.remove.run(id),
    removeOf: (productId: number) => void s.removeOf.run(productId),
    /** A deleted size takes its links with it. */
    removeOfSize: (sizeId: number) => void s.removeOfSize.run(sizeId),
    /** A clone keeps the links for every size (its sizes are new rows). */
    copy: (from: number, to: number) => void s.copy.run(to, from),
    setStatus: (id: number, status: RowStatus) => void s.setStatus.run(status, id),
    reorder(productId: number, ids: number[]): void {
      db.transaction(() => ids.forEach((id, i) => s.setOrder.run(i + 1, id, productId)))();
    },
    hasAny: (store: number) => s.anyOfStore.get(store) !== undefined,
  };
  return repo;
}

export type LinksRepo = ReturnType<typeof createLinksRepo>;

/**
 * The demo products' option groups (the JSON the order generator reads) as links to the store's
 * demo global variations of the same name, once per store that has none.
 */
export function ensureProductLinks(db: Db, establishmentIds: readonly number[]): void {
  ensureVariations(db, establishmentIds);
  const links = createLinksRepo(db);
  const products = db.prepare(
    'SELECT id, variacoes FROM menu_products WHERE establishment_id = ? ORDER BY id',
  );
  const byName = db.prepare(
    'SELECT id FROM variations WHERE establishment_id = ? AND nome_variacao = ? ORDER BY id',
  );
  const itemNames = db.prepare(
    'SELECT nome_var FROM variation_items WHERE variation_id = ? ORDER BY ordem, id',
  );
  // Two groups may share a name ('Borda' of the savoury and of the sweet pizzas): the one with the
  // same choices is the product's; the first of that name otherwise.
  const variationOf = (store: number, group: { nome_variacao?: unknown; itens?: unknown }) => {
    const candidates = (byName.all(store, String(group.nome_variacao ?? '')) as { id: number }[]).map(
      (r) => r.id,
    );
    const wanted = Array.isArray(group.itens)
      ? (group.itens as { nome?: unknown }[]).map((i) => String(i?.nome ?? '')).join('\n')
      : null;
    const same = candidates.find(
      (id) => (itemNames.all(id) as { nome_var: string }[]).map((r) => r.nome_var).join('\n') === wanted,
    );
    return same ?? candidates[0];
  };
  for (const store of establishmentIds) {
    if (links.hasAny(store)) continue;
    db.transaction(() => {
      for (const p of products.all(store) as { id: number; variacoes: string }[]) {
        let groups: { nome_variacao?: unknown; itens?: unknown }[] = [];
        try {
          groups = JSON.parse(p.variacoes) as { nome_variacao?: unknown; itens?: unknown }[];
        } catch {
          groups = [];
        }
        for (const g of Array.isArray(groups) ? groups : []) {
          const v = variationOf(store, g);
          if (v !== undefined && !links.exists(p.id, v, 0)) links.add(p.id, v, 0);
        }
      }
    })();
  }
}

export function productVariationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = createLinksRepo(ctx.db);
  const { product, size } = ownershipChecks(ctx.db);
  const ok = (mensagem: string, extra: Record<string, string> = {}) =>
    ({ status: true, mensagem, ...extra }) as CatalogueWriteResponse & { id_variacao?: string };
  // Databases made before the links existed get the demo ones too.
  ensureProductLinks(ctx.db, [DEMO_STORE_ID, DEMO_BRANCH_ID]);

  app.get<{ Params: { id: string } }>('/cardapiovariacoes/listar/:id', async (request) => {
    const store = ownStore(request);
    const id = toId(request.params.id);
    if (id === null || !product.get(store, id)) return refuse(M.productNotFound);
    return {
      status: true,
      cardapiovariacoes: repo.of(store, id),
    } satisfies { status: true } & z.input<typeof productVariationLinksSchema>;
  });

  app.post('/cardapiovariacoes/adicionar', async (request) => {
    const store = ownStore(request);
    const b = body(addBody, request.body);
    const productId = toId(b.id_cardapio);
    if (productId === null || !product.get(store, productId)) return refuse(M.productNotFound);
    const variationId = toId(b.id_variacao);
    if (variationId === null || !repo.variations.one(store, variationId))
      return refuse(LINK_MESSAGES.variation);
    const sizeId = toSizeLink(b.id_cardapio_tamanho);
    if (sizeId === null || (sizeId !== 0 && !size.get(productId, sizeId))) return refuse(LINK_MESSAGES.size);
    if (repo.exists(productId, variationId, sizeId)) return refuse(LINK_MESSAGES.duplicate);
    const id = repo.add(productId, variationId, sizeId);
    return ok(LINK_MESSAGES.linked, { id_cardapio_variacao: String(id) });
  });

  app.post('/cardapiovariacoes/excluir', async (request) => {
    const id = toId(body(linkIdBody, request.body).id_cardapio_variacao);
    if (id === null || !repo.one(ownStore(request), id)) return refuse(LINK_MESSAGES.notFound);
    repo.remove(id);
    return ok(M.deleted);
  });

  app.post('/cardapiovariacoes/mudaSts', async (request) => {
    const b = body(statusBody, request.body);
    const id = toId(b.id_cardapio_variacao);
    if (!isRowStatus(b.status)) return refuse(M.status);
    if (id === null || !repo.one(ownStore(request), id)) return refuse(LINK_MESSAGES.notFound);
    repo.setStatus(id, b.status);
    return ok(M.statusChanged);
  });

  app.post('/cardapiovariacoes/ordem', async (request) => {
    const b = body(orderBody, request.body);
    const ids = toOrder(b.ordem);
    const store = ownStore(request);
    const productId =
      toId(b.id_cardapio) ?? (ids ? (repo.one(store, ids[0] as number)?.product_id ?? null) : null);
    if (!ids || productId === null || !product.get(store, productId)) return refuse(M.order);
    repo.reorder(productId, ids);
    return ok(M.ordered);
  });

  /**
   * {variacao: id_cardapio_variacao, categoria: variation category of the copy (default -2, avulsa)}:
   * copies the linked variation with its items for this product only and links the copy right after
   * the original (same size and status); the original link and the global variation stay.
   */
  app.post('/variacoes/duplicar_card', async (request) => {
    const store = ownStore(request);
    const b = body(duplicateBody, request.body);
    const linkId = toId(b.variacao);
    const link = linkId === null ? undefined : repo.one(store, linkId);
    if (!link || linkId === null) return refuse(LINK_MESSAGES.notFound);
    const rawCategory = b.categoria === undefined || b.categoria === '' ? AVULSA_CATEGORY_ID : b.categoria;
    const category =
      String(rawCategory) === String(AVULSA_CATEGORY_ID) ? AVULSA_CATEGORY_ID : toId(rawCategory);
    if (
      category === null ||
      (category !== AVULSA_CATEGORY_ID && !repo.variations.hasCategory(store, category))
    )
      return refuse(LINK_MESSAGES.category);
    const copy = ctx.db.transaction(() => {
      const copyId = repo.variations.duplicate(store, link.variation_id);
      const v = copyId === null ? undefined : repo.variations.one(store, copyId);
      if (copyId === null || !v) return null;
      repo.variations.save(store, copyId, {
        category_id: category,
        nome_variacao: v.nome_variacao,
        escolha_minima: v.escolha_minima,
        escolha_maxima: v.escolha_maxima,
        calculo_preco: v.calculo_preco,
        product_id: link.product_id,
        size_id: link.size_id,
      });
      const newLink = repo.add(
        link.product_id,
        copyId,
        link.size_id,
        isRowStatus(link.status) ? link.status : 'S',
      );
      const order = (repo.of(store, link.product_id) ?? []).map((l) => Number(l.id_cardapio_variacao));
      const at = order.indexOf(linkId);
      const rest = order.filter((id) => id !== newLink);
      rest.splice(at + 1, 0, newLink);
      repo.reorder(link.product_id, rest);
      return { copyId, newLink };
    })();
    return copy === null
      ? refuse(LINK_MESSAGES.notFound)
      : ok(LINK_MESSAGES.duplicated, {
          id_variacao: String(copy.copyId),
          id_cardapio_variacao: String(copy.newLink),
        });
  });
}
