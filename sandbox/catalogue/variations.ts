/**
 * The global variation calls (spec 02 §7 Global variations): variation categories, variations
 * (status, duplicate) and their items. Refusals answer 200 `{status:false, erro}` (the desk's
 * 'Atenção!'); malformed bodies 400.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AVULSA_CATEGORY_ID,
  STANDALONE_STOCK_ID,
  type VariationCategoriesResponse,
  type variationCategoriesSchema,
  type VariationsResponse,
  type variationsSchema,
  type VariationWriteResponse,
} from '../../shared/api/catalogue-variations';
import {
  VARIATION_MESSAGES,
  isPriceCalcCode,
  isVariationCategoryStatus,
  isVariationStatus,
  parseChoice,
} from '../../shared/catalogue/variations';
import type { SandboxContext } from '../context';
import { DEMO_BRANCH_ID, DEMO_STORE_ID } from '../db/ids';
import { CATALOGUE_MESSAGES as M, toId, toOrder, toPrice } from './input';
import { createVariationsRepo, ensureVariations } from './variations-repo';
import { body, ownStore, ownershipChecks, refuse } from './answers';

export const VARIATIONS_SANDBOX_MESSAGES = {
  ...VARIATION_MESSAGES,
  categoryNotFound: 'Categoria de variação não encontrada.',
  categoryHasVariations: 'Não é possível excluir uma categoria que possui variações.',
  notFound: 'Variação não encontrada.',
  linked: 'Esta variação está vinculada a produtos. Remova-a dos produtos antes de excluir.',
  status: 'Status inválido.',
  product: 'Produto não encontrado.',
  size: 'Tamanho não encontrado.',
  stock: 'Item do estoque não encontrado.',
  itemNotFound: 'Item da variação não encontrado.',
  saved: 'Variação salva com sucesso!',
  categorySaved: 'Categoria salva com sucesso!',
  itemSaved: 'Item salvo com sucesso!',
  duplicated: 'Variação duplicada com sucesso!',
} as const;
const V = VARIATIONS_SANDBOX_MESSAGES;

const text = (max: number) => z.string().max(max);
const idLike = z.union([z.string().max(20), z.number().int()]);
const numLike = z.union([z.string().max(20), z.number()]);
const categoryBody = z.object({ nome_categoria: text(500).optional(), status: text(5).optional() });
const variationBody = z.object({
  id_variacao_categoria: idLike.optional(),
  id_cardapio: idLike.optional(),
  id_cardapio_tamanho: idLike.optional(),
  nome_variacao: text(500).optional(),
  escolha_minima: numLike.optional(),
  escolha_maxima: numLike.optional(),
  calculo_preco: text(10).optional(),
});
const itemBody = z.object({
  id_variacao: idLike.optional(),
  id_estoque: idLike.optional(),
  nome_var: text(500).optional(),
  preco: numLike.optional(),
});
const idOf = (key: string) => z.object({ [key]: idLike.optional() });
const statusBody = z.object({ id: idLike.optional(), status: text(5).optional() });
const orderBody = z.object({
  ordem: z.union([z.string().max(20_000), z.array(z.string().max(20)).max(5000)]).optional(),
});

/** '', '0' or absent = none. */
const optionalId = (v: unknown): number | null | undefined =>
  v === undefined || v === '' || v === '0' || v === 0 ? null : (toId(v) ?? undefined);

export function variationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = createVariationsRepo(ctx.db);
  const { product, size } = ownershipChecks(ctx.db);
  const ok = (mensagem: string, extra: Partial<VariationWriteResponse> = {}): VariationWriteResponse => ({
    status: true,
    mensagem,
    ...extra,
  });
  // Databases made before global variations existed get the demo ones too (new ones in seed()).
  ensureVariations(ctx.db, [DEMO_STORE_ID, DEMO_BRANCH_ID]);

  // Variation categories.
  app.get('/variacoescategorias/listar', async (request): Promise<VariationCategoriesResponse> => {
    return {
      status: true,
      variacoescategorias: repo.categories(ownStore(request)),
    } satisfies { status: true } & z.input<typeof variationCategoriesSchema>;
  });

  app.post<{ Params: { id?: string } }>('/variacoescategorias/adicionar/:id?', async (request) => {
    const store = ownStore(request);
    const b = body(categoryBody, request.body);
    const id = request.params.id ? toId(request.params.id) : null;
    if (request.params.id && (id === null || !repo.hasCategory(store, id))) return refuse(V.categoryNotFound);
    const nome = (b.nome_categoria ?? '').trim();
    if (nome === '' || nome.length > 100) return refuse(V.categoryName);
    const status = b.status === undefined || b.status === '' ? 'S' : b.status;
    if (!isVariationCategoryStatus(status)) return refuse(V.status);
    const saved = repo.saveCategory(store, id, nome, status);
    return ok(V.categorySaved, { id_variacao_categoria: String(saved) });
  });

  app.post('/variacoescategorias/excluir', async (request) => {
    const store = ownStore(request);
    const id = toId(body(idOf('id_variacao_categoria'), request.body).id_variacao_categoria);
    if (id === null || !repo.hasCategory(store, id)) return refuse(V.categoryNotFound);
    if (repo.categoryHasVariations(store, id)) return refuse(V.categoryHasVariations);
    repo.deleteCategory(store, id);
    return ok(M.deleted);
  });

  // Variations.
  app.get<{ Params: { id?: string } }>(
    '/variacoes/listar/:id?',
    async (request): Promise<VariationsResponse | ReturnType<typeof refuse>> => {
      const store = ownStore(request);
      if (request.params.id === undefined)
        return { status: true, variacoes: repo.all(store) } satisfies { status: true } & z.input<
          typeof variationsSchema
        >;
      const id = toId(request.params.id);
      const one = id === null ? undefined : repo.one(store, id);
      return one ? { status: true, variacoes: [one] } : refuse(V.notFound);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/variacoes/listarCategoria/:id',
    async (request): Promise<VariationsResponse | ReturnType<typeof refuse>> => {
      const store = ownStore(request);
      const id = toId(request.params.id);
      if (id === null || !repo.hasCategory(store, id)) return refuse(V.categoryNotFound);
      return { status: true, variacoes: repo.ofCategory(store, id) } satisfies { status: true } & z.input<
        typeof variationsSchema
      >;
    },
  );

  app.post<{ Params: { id?: string } }>('/variacoes/adicionar/:id?', async (request) => {
    const store = ownStore(request);
    const b = body(variationBody, request.body);
    const id = request.params.id ? toId(request.params.id) : null;
    const existing = id === null ? undefined : repo.one(store, id);
    if (request.params.id && !existing) return refuse(V.notFound);
    const rawCategory = b.id_variacao_categoria ?? existing?.id_variacao_categoria;
    const category =
      String(rawCategory) === String(AVULSA_CATEGORY_ID) ? AVULSA_CATEGORY_ID : toId(rawCategory);
    if (category === null || (category !== AVULSA_CATEGORY_ID && !repo.hasCategory(store, category)))
      return refuse(V.categoryNotFound);
    const nome = (b.nome_variacao ?? '').trim();
    if (nome === '' || nome.length > 100) return refuse(V.name);
    const min = parseChoice(b.escolha_minima ?? '0');
    const max = parseChoice(b.escolha_maxima ?? '1');
    if (min === null || max === null) return refuse(V.choice);
    if (min > max) return refuse(V.minAboveMax);
    const calc = b.calculo_preco ?? 'st';
    if (!isPriceCalcCode(calc)) return refuse(V.calc);
    const productId = optionalId(b.id_cardapio);
    if (productId === undefined || (productId !== null && !product.get(store, productId)))
      return refuse(V.product);
    const sizeId = optionalId(b.id_cardapio_tamanho);
    if (sizeId === undefined || (sizeId !== null && (productId === null || !size.get(productId, sizeId))))
      return refuse(V.size);
    const saved = repo.save(store, id, {
      category_id: category,
      nome_variacao: nome,
      escolha_minima: min,
      escolha_maxima: max,
      calculo_preco: calc,
      product_id: productId ?? 0,
      size_id: sizeId ?? 0,
    });
    return ok(V.saved, { id_variacao: String(saved) });
  });

  app.post('/variacoes/mudaSts', async (request) => {
    const b = body(statusBody, request.body);
    if (!isVariationStatus(b.status)) return refuse(V.status);
    const id = toId(b.id);
    return id !== null && repo.setStatus(ownStore(request), id, b.status)
      ? ok(M.statusChanged)
      : refuse(V.notFound);
  });

  app.post('/variacoes/duplicar', async (request) => {
    const id = toId(body(idOf('variacao'), request.body).variacao);
    const copy = id === null ? null : repo.duplicate(ownStore(request), id);
    return copy === null ? refuse(V.notFound) : ok(V.duplicated, { id_variacao: String(copy) });
  });

  app.post('/variacoes/excluir', async (request) => {
    const store = ownStore(request);
    const id = toId(body(idOf('id_variacao'), request.body).id_variacao);
    if (id === null || !repo.one(store, id)) return refuse(V.notFound);
    if (repo.isLinked(id)) return refuse(V.linked);
    repo.remove(store, id);
    return ok(M.deleted);
  });

  // Variation items: a stock item or a standalone choice (id_estoque -1).
  app.post<{ Params: { id?: string } }>('/variacoesestoque/adicionar/:id?', async (request) => {
    const store = ownStore(request);
    const b = body(itemBody, request.body);
    const id = request.params.id ? toId(request.params.id) : null;
    const existing = id === null ? undefined : repo.item(store, id);
    if (request.params.id && !existing) return refuse(V.itemNotFound);
    const variationId = toId(b.id_variacao ?? existing?.id_variacao);
    if (variationId === null || !repo.one(store, variationId)) return refuse(V.notFound);
    const rawStock = String(b.id_estoque ?? existing?.id_estoque ?? STANDALONE_STOCK_ID);
    const stockId = rawStock === String(STANDALONE_STOCK_ID) ? STANDALONE_STOCK_ID : toId(rawStock);
    if (stockId === null) return refuse(V.stock);
    const stockName = stockId === STANDALONE_STOCK_ID ? null : repo.stockName(store, stockId);
    if (stockId !== STANDALONE_STOCK_ID && stockName === null) return refuse(V.stock);
    const nome = (b.nome_var ?? '').trim() || stockName || '';
    if (nome === '' || nome.length > 100) return refuse(V.itemName);
    const preco = toPrice(b.preco === undefined ? undefined : String(b.preco), 0);
    if (preco === undefined) return refuse(V.itemPrice);
    const saved = repo.saveItem(variationId, id, { stock_id: stockId, nome_var: nome, preco });
    return ok(V.itemSaved, { id_variacao_estoque: String(saved) });
  });

  app.post('/variacoesestoque/excluir', async (request) => {
    const store = ownStore(request);
    const id = toId(body(idOf('id_variacao_estoque'), request.body).id_variacao_estoque);
    if (id === null || !repo.item(store, id)) return refuse(V.itemNotFound);
    repo.deleteItem(id);
    return ok(M.deleted);
  });

  app.post('/variacoesestoque/ordem', async (request) => {
    const store = ownStore(request);
    const ids = toOrder(body(orderBody, request.body).ordem);
    const first = ids ? repo.item(store, ids[0] as number) : undefined;
    if (!ids || !first) return refuse(M.order);
    const variationId = Number(first.id_variacao);
    if (!ids.every((i) => repo.item(store, i)?.id_variacao === first.id_variacao)) return refuse(M.order);
    repo.reorderItems(variationId, ids);
    return ok(M.ordered);
  });
}
