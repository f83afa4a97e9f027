/**
 * Product composition (spec 02 §3 "cardapio estoque", §7 Composition): the stock ingredients a
 * product is made of, with a quantity and whether the customer may remove them.
 * Refusals answer 200 `{status:false, erro}` (the desk's 'Atenção!'); malformed bodies 400.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type {
  compositionSchema,
  CatalogueComposition,
  CompositionResponse,
  CatalogueWriteResponse,
} from '../../shared/api/catalogue';
import type { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import type { Db } from '../db/migrations';
import { CATALOGUE_MESSAGES as M, toId, toOrder } from './input';
import { body, ownStore, ownershipChecks, refuse } from './answers';

const COMPOSITION_MESSAGES = {
  stock: 'Selecione um ingrediente do estoque.',
  quantity: 'Informe uma quantidade inteira de 1 a 99.',
  removable: 'Removível inválido.',
  duplicate: 'Este ingrediente já faz parte do produto.',
  notFound: 'Ingrediente do produto não encontrado.',
  added: 'Ingrediente incluído com sucesso!',
} as const;

interface Row {
  id: number;
  product_id: number;
  stock_id: number;
  quantidade: number;
  removivel: number;
  ordem: number;
  nome_item: string | null;
}

const idLike = z.union([z.string().max(20), z.number().int().min(0)]);
const addBody = z.object({
  id_estoque: idLike.optional(),
  id_cardapio: idLike.optional(),
  quantidade: z.union([z.string().max(10), z.number()]).optional(),
  removivel: z.union([z.string().max(10), z.number(), z.boolean()]).optional(),
});
const deleteBody = z.object({ id_cardapio_estoque: idLike.optional() });
const orderBody = z.object({
  ordem: z.union([z.string().max(20_000), z.array(z.string().max(20)).max(5000)]).optional(),
  id_cardapio: idLike.optional(),
});

/** '1'/'0', 'S'/'N', 'true'/'false' or a boolean; absent = true (spec 02 §5 default). */
export function toRemovable(value: unknown): boolean | undefined {
  if (value === undefined || value === '') return true;
  if (typeof value === 'boolean') return value;
  const t = String(value).trim().toLowerCase();
  if (['1', 's', 'true', 'sim'].includes(t)) return true;
  if (['0', 'n', 'false', 'nao', 'não'].includes(t)) return false;
  return undefined;
}

/** Whole quantity 1–99; absent = 1 (spec 02 §5 default). */
export function toQuantity(value: unknown): number | undefined {
  if (value === undefined || value === '') return 1;
  const t = String(value).trim();
  if (!/^\d{1,2}$/.test(t)) return undefined;
  const n = Number(t);
  return n >= 1 ? n : undefined;
}

export function createCompositionRepo(db: Db) {
  const s = {
    of: db.prepare(
      `SELECT c.*, e.nome_item FROM menu_compositions c LEFT JOIN stock_items e ON e.id = c.stock_id
       WHERE c.product_id = ? ORDER BY c.ordem, c.id`,
    ),
    ofCategory: db.prepare(
      `SELECT c.*, e.nome_item FROM menu_compositions c
       JOIN menu_products p ON p.id = c.product_id
       LEFT JOIN stock_items e ON e.id = c.stock_id
       WHERE p.establishment_id = ? AND p.category_id = ? ORDER BY c.ordem, c.id`,
    ),
    one: db.prepare(
      `SELECT c.* FROM menu_compositions c JOIN menu_products p ON p.id = c.product_id
       WHERE p.establishment_id = ? AND c.id = ?`,
    ),
    has: db.prepare('SELECT 1 FROM menu_compositions WHERE product_id = ? AND stock_id = ?'),
    maxOrder: db.prepare('SELECT COALESCE(MAX(ordem), 0) AS n FROM menu_compositions WHERE product_id = ?'),
    insert: db.prepare(
      'INSERT INTO menu_compositions (product_id, stock_id, quantidade, removivel, ordem) VALUES (?, ?, ?, ?, ?)',
    ),
    remove: db.prepare('DELETE FROM menu_compositions WHERE id = ?'),
    removeOf: db.prepare('DELETE FROM menu_compositions WHERE product_id = ?'),
    setOrder: db.prepare('UPDATE menu_compositions SET ordem = ? WHERE id = ? AND product_id = ?'),
    copy: db.prepare(
      `INSERT INTO menu_compositions (product_id, stock_id, quantidade, removivel, ordem)
       SELECT ?, stock_id, quantidade, removivel, ordem FROM menu_compositions WHERE product_id = ?`,
    ),
  };
  const toItem = (r: Row): CatalogueComposition => ({
    id_cardapio_estoque: String(r.id),
    id_cardapio: String(r.product_id),
    id_estoque: String(r.stock_id),
    nome_item: r.nome_item ?? '',
    quantidade: r.quantidade,
    removivel: r.removivel === 1,
    ordem: r.ordem,
  });
  return {
    of: (productId: number) => (s.of.all(productId) as Row[]).map(toItem),
    /** The category's compositions by product id (one query for a whole list). */
    ofCategory(store: number, categoryId: number): Map<string, CatalogueComposition[]> {
      const out = new Map<string, CatalogueComposition[]>();
      for (const r of s.ofCategory.all(store, categoryId) as Row[]) {
        const item = toItem(r);
        out.set(item.id_cardapio, [...(out.get(item.id_cardapio) ?? []), item]);
      }
      return out;
    },
    productOf(store: number, id: number): number | null {
      const r = s.one.get(store, id) as Row | undefined;
      return r ? r.product_id : null;
    },
    has: (productId: number, stockId: number) => s.has.get(productId, stockId) !== undefined,
    add(productId: number, stockId: number, quantidade: number, removivel: boolean): number {
      const ordem = (s.maxOrder.get(productId) as { n: number }).n + 1;
      return Number(s.insert.run(productId, stockId, quantidade, removivel ? 1 : 0, ordem).lastInsertRowid);
    },
    remove: (id: number) => void s.remove.run(id),
    removeOf: (productId: number) => void s.removeOf.run(productId),
    copy: (from: number, to: number) => void s.copy.run(to, from),
    reorder(productId: number, ids: number[]): void {
      db.transaction(() => ids.forEach((id, i) => s.setOrder.run(i + 1, id, productId)))();
    },
  };
}

export function compositionRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = createCompositionRepo(ctx.db);
  const { product } = ownershipChecks(ctx.db);
  const stock = ctx.db.prepare('SELECT 1 FROM stock_items WHERE establishment_id = ? AND id = ?');
  const ok = (mensagem: string, extra: Record<string, string> = {}) =>
    ({ status: true, mensagem, ...extra }) as CatalogueWriteResponse;

  const add = async (request: Parameters<typeof sessionOf>[0]) => {
    const store = ownStore(request);
    const b = body(addBody, request.body);
    const productId = toId(b.id_cardapio);
    if (productId === null || !product.get(store, productId)) return refuse(M.productNotFound);
    const stockId = toId(b.id_estoque);
    if (stockId === null || !stock.get(store, stockId)) return refuse(COMPOSITION_MESSAGES.stock);
    const quantidade = toQuantity(b.quantidade);
    if (quantidade === undefined) return refuse(COMPOSITION_MESSAGES.quantity);
    const removivel = toRemovable(b.removivel);
    if (removivel === undefined) return refuse(COMPOSITION_MESSAGES.removable);
    if (repo.has(productId, stockId)) return refuse(COMPOSITION_MESSAGES.duplicate);
    const id = repo.add(productId, stockId, quantidade, removivel);
    return ok(COMPOSITION_MESSAGES.added, { id_cardapio_estoque: String(id) });
  };
  app.post('/cardapioestoque/inserir', add);
  app.post('/cardapioestoque/adicionar', add);

  app.get<{ Params: { id: string } }>(
    '/cardapioestoque/listar/:id',
    async (request): Promise<CompositionResponse | ReturnType<typeof refuse>> => {
      const id = toId(request.params.id);
      if (id === null || !product.get(ownStore(request), id)) return refuse(M.productNotFound);
      return { status: true, cardapioestoque: repo.of(id) } satisfies { status: true } & z.input<
        typeof compositionSchema
      >;
    },
  );

  app.post('/cardapioestoque/excluir', async (request) => {
    const id = toId(body(deleteBody, request.body).id_cardapio_estoque);
    if (id === null || repo.productOf(ownStore(request), id) === null)
      return refuse(COMPOSITION_MESSAGES.notFound);
    repo.remove(id);
    return ok(M.deleted);
  });

  app.post('/cardapioestoque/ordem', async (request) => {
    const b = body(orderBody, request.body);
    const ids = toOrder(b.ordem);
    const store = ownStore(request);
    const productId = toId(b.id_cardapio) ?? (ids ? repo.productOf(store, ids[0] as number) : null);
    if (!ids || productId === null || !product.get(store, productId)) return refuse(M.order);
    repo.reorder(productId, ids);
    return ok(M.ordered);
  });
}
