/**
 * The menu manager's base A calls (spec 02 §7): categories, products (with duplicate) and sizes,
 * and product photos. Refusals answer 200 `{status:false, erro}` (the desk's 'Atenção!'), malformed
 * bodies 400, as the platform does.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  CatalogueWriteResponse,
  PhotoResponse,
  photoSchema,
  productSizesSchema,
  ProductsResponse,
  productsSchema,
  SizesResponse,
} from '../../shared/api/catalogue';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { badBody, HttpError } from '../http';
import { imageTypeOf, readMultipart } from './multipart';
import {
  CATALOGUE_MESSAGES as M,
  IMAGE_PATH,
  categoryBody,
  idBody,
  orderBody,
  productBody,
  sizeBody,
  statusBody,
  toAvailability,
  toId,
  toOrder,
  toPrice,
  toRowStatus,
  toStatus,
  toYesNo,
} from './input';
import { createCatalogueRepo, type FromPricing } from './repo';
import { compositionRoutes } from './composition';
import { productVariationRoutes } from './product-variations';
import { stockRoutes } from './stock';
import { body, refuse, type Refusal } from './answers';

const ok = (mensagem: string, extra: Partial<CatalogueWriteResponse> = {}): CatalogueWriteResponse => ({
  status: true,
  mensagem,
  ...extra,
});

const MAX_IMAGE = 2 * 1024 * 1024;

/**
 * preco_antigo, apartirde, preco_apartirde and descricao_sis (spec 02 §3), or null when the form
 * sends none of them (the older form), so a save from it keeps what is stored; a refusal's text
 * when one is malformed.
 */
function readFromPricing(b: z.output<typeof productBody>): FromPricing | null | string {
  const sent = [b.preco_antigo, b.apartirde, b.preco_apartirde, b.descricao_sis];
  if (sent.every((v) => v === undefined)) return null;
  const preco_antigo = toPrice(b.preco_antigo, null);
  if (preco_antigo === undefined) return M.oldPrice;
  const apartirde = toYesNo(b.apartirde, 'N' as const);
  if (apartirde === undefined) return M.fromFlag;
  const preco_apartirde = toPrice(b.preco_apartirde, null);
  if (preco_apartirde === undefined) return M.fromPrice;
  return {
    preco_antigo: preco_antigo === 0 ? null : preco_antigo,
    apartirde,
    preco_apartirde: preco_apartirde === 0 ? null : preco_apartirde,
    descricao_sis: (b.descricao_sis ?? '').trim().slice(0, 2000),
  };
}

/**
 * The menu manager's writes (spec 02 §7 Categories, Products, Sizes) and the product photo upload.
 * Refusals answer 200 with `status: false` and `erro` (the 'Atenção!' dialog); malformed bodies 400.
 */
export function catalogueRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = createCatalogueRepo(ctx.db);
  const store = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).establishment.id;
  stockRoutes(app, ctx);
  compositionRoutes(app, ctx);
  productVariationRoutes(app, ctx);

  // Categories (listar is in routes/v1/menu.ts).
  app.post<{ Params: { id?: string } }>('/cardapiocategorias/adicionar/:id?', async (request) => {
    const own = store(request);
    const b = body(categoryBody, request.body);
    const id = request.params.id ? toId(request.params.id) : null;
    if (request.params.id && (id === null || !repo.hasCategory(own, id))) return refuse(M.categoryNotFound);
    const nome = (b.nome_categoria ?? '').trim();
    if (nome === '' || nome.length > 100) return refuse(M.categoryName);
    const status = toStatus(b.status, 'S');
    if (!status) return refuse(M.status);
    const disponibilidade = toAvailability(b.disponibilidade);
    if (disponibilidade === undefined) return refuse(M.availability);
    const saved = repo.saveCategory(own, id, { nome_categoria: nome, status, disponibilidade });
    return ok(M.saved, { id_cardapio_categoria: String(saved) });
  });

  app.post('/cardapiocategorias/excluir', async (request) => {
    const own = store(request);
    const id = toId(body(idBody('id_cardapio_categoria'), request.body).id_cardapio_categoria);
    if (id === null || !repo.hasCategory(own, id)) return refuse(M.categoryNotFound);
    if (repo.categoryHasProducts(id)) return refuse(M.categoryHasProducts);
    repo.deleteCategory(own, id);
    return ok(M.deleted);
  });

  app.post('/cardapiocategorias/ordem', async (request) => {
    const ids = toOrder(body(orderBody, request.body).ordem);
    if (!ids) return refuse(M.order);
    repo.reorderCategories(store(request), ids);
    return ok(M.ordered);
  });

  // Products.
  app.get<{ Params: { cat: string; id?: string } }>(
    '/cardapio/listar/:cat/:id?',
    async (request): Promise<ProductsResponse | Refusal> => {
      const own = store(request);
      const cat = toId(request.params.cat);
      if (cat === null || !repo.hasCategory(own, cat)) return refuse(M.categoryNotFound);
      if (request.params.id === undefined)
        return { status: true, cardapio: repo.products(own, cat) } satisfies { status: true } & z.input<
          typeof productsSchema
        >;
      const id = toId(request.params.id);
      const one = id === null ? undefined : repo.product(own, id);
      if (!one || one.id_cardapio_categoria !== String(cat)) return refuse(M.productNotFound);
      return { status: true, cardapio: [one] } satisfies { status: true } & z.input<typeof productsSchema>;
    },
  );

  app.post<{ Params: { id?: string } }>('/cardapio/adicionar/:id?', async (request) => {
    const own = store(request);
    const b = body(productBody, request.body);
    const id = request.params.id ? toId(request.params.id) : null;
    const existing = id === null ? undefined : repo.product(own, id);
    if (request.params.id && !existing) return refuse(M.productNotFound);
    const cat = toId(b.id_cardapio_categoria) ?? (existing ? Number(existing.id_cardapio_categoria) : null);
    if (cat === null || !repo.hasCategory(own, cat)) return refuse(M.categoryNotFound);
    const nome = (b.nome_prod ?? '').trim();
    if (nome === '' || nome.length > 200) return refuse(M.productName);
    const preco = toPrice(b.preco, 0);
    if (preco === undefined) return refuse(M.price);
    const promo = toPrice(b.novo_preco, null);
    if (promo === undefined) return refuse(M.promoPrice);
    if (promo !== null && promo > 0 && preco > 0 && promo >= preco) return refuse(M.promoAbovePrice);
    const status = toStatus(b.status, null);
    if (status === undefined) return refuse(M.status);
    const disponibilidade = toAvailability(b.disponibilidade);
    if (disponibilidade === undefined) return refuse(M.availability);
    const fromPricing = readFromPricing(b);
    if (typeof fromPricing === 'string') return refuse(fromPricing);
    const saved = repo.saveProduct(own, id, {
      category_id: cat,
      id_produto: (b.id_produto ?? '').trim(),
      nome_prod: nome,
      descricao: (b.descricao ?? '').trim().slice(0, 2000),
      preco,
      novo_preco: promo === 0 ? null : promo,
      fromPricing,
      disponibilidade,
      foto: b.foto === undefined ? null : b.foto.trim(),
      status,
    });
    return ok(M.saved, { id_cardapio: String(saved) });
  });

  app.post('/cardapio/ordem', async (request) => {
    const ids = toOrder(body(orderBody, request.body).ordem);
    if (!ids) return refuse(M.order);
    repo.reorderProducts(store(request), ids);
    return ok(M.ordered);
  });

  app.post('/cardapio/duplicar', async (request) => {
    const id = toId(body(idBody('id_cardapio'), request.body).id_cardapio);
    const copy = id === null ? null : repo.cloneProduct(store(request), id);
    return copy === null ? refuse(M.productNotFound) : ok(M.cloned, { id_cardapio: String(copy) });
  });

  app.post('/cardapio/excluir', async (request) => {
    const id = toId(body(idBody('id_cardapio'), request.body).id_cardapio);
    return id !== null && repo.deleteProduct(store(request), id) ? ok(M.deleted) : refuse(M.productNotFound);
  });

  app.post('/cardapio/mudaSts', async (request) => {
    const b = body(statusBody('id_cardapio'), request.body);
    const id = toId(b.id_cardapio);
    const status = toStatus(b.status as string | undefined, null);
    if (!status) return refuse(M.status);
    return id !== null && repo.setProductStatus(store(request), id, status)
      ? ok(M.statusChanged)
      : refuse(M.productNotFound);
  });

  // Sizes.
  app.get<{ Params: { id: string } }>(
    '/cardapiotamanhos/listar/:id',
    async (request): Promise<SizesResponse | Refusal> => {
      const id = toId(request.params.id);
      if (id === null || !repo.product(store(request), id)) return refuse(M.productNotFound);
      return { status: true, cardapiotamanhos: repo.sizes(id) } satisfies { status: true } & z.input<
        typeof productSizesSchema
      >;
    },
  );

  app.post<{ Params: { id?: string } }>('/cardapiotamanhos/adicionar/:id?', async (request) => {
    const own = store(request);
    const b = body(sizeBody, request.body);
    const sizeId = request.params.id ? toId(request.params.id) : null;
    const sizeProduct = sizeId === null ? null : repo.sizeProduct(own, sizeId);
    if (request.params.id && sizeProduct === null) return refuse(M.sizeNotFound);
    const productId = toId(b.id_cardapio) ?? sizeProduct;
    if (productId === null || !repo.product(own, productId)) return refuse(M.productNotFound);
    const nome = (b.nome ?? '').trim();
    if (nome === '' || nome.length > 100) return refuse(M.sizeName);
    const preco = toPrice(b.preco, 0);
    if (preco === undefined) return refuse(M.price);
    const status = toRowStatus(b.status, 'S');
    if (!status) return refuse(M.status);
    const saved = repo.saveSize(sizeId, { product_id: productId, nome, preco, status });
    return ok(M.saved, { id_cardapio_tamanho: String(saved) });
  });

  app.post('/cardapiotamanhos/excluir', async (request) => {
    const id = toId(body(idBody('id_cardapio_tamanho'), request.body).id_cardapio_tamanho);
    if (id === null || repo.sizeProduct(store(request), id) === null) return refuse(M.sizeNotFound);
    repo.deleteSize(id);
    return ok(M.deleted);
  });

  app.post('/cardapiotamanhos/mudaSts', async (request) => {
    const b = body(statusBody('id_cardapio_tamanho'), request.body);
    const id = toId(b.id_cardapio_tamanho);
    const status = toRowStatus(b.status as string | undefined, null);
    if (!status) return refuse(M.status);
    if (id === null || repo.sizeProduct(store(request), id) === null) return refuse(M.sizeNotFound);
    repo.setSizeStatus(id, status);
    return ok(M.statusChanged);
  });

  app.post('/cardapiotamanhos/ordem', async (request) => {
    const b = body(orderBody, request.body);
    const ids = toOrder(b.ordem);
    const own = store(request);
    const productId = toId(b.id_cardapio) ?? (ids ? repo.sizeProduct(own, ids[0] as number) : null);
    if (!ids || productId === null || !repo.product(own, productId)) return refuse(M.order);
    repo.reorderSizes(productId, ids);
    return ok(M.ordered);
  });

  // Photo upload (multipart: arquivo + id_cardapio) and the stored images, public like a CDN.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE + 64 * 1024 },
      (_req, raw, done) => done(null, raw),
    );
    scope.post(
      '/cardapio/foto',
      async (request): Promise<PhotoResponse | { status: false; erros: string[]; mensagem: string }> => {
        const own = store(request);
        const fail = (m: string) => ({ status: false as const, erros: [m], mensagem: m });
        const form = await readMultipart(request.headers['content-type'], request.body);
        if (!form) throw new HttpError(400, { status: false, erro: badBody().message });
        const id = toId(form.fields.id_cardapio);
        if (id === null || !repo.product(own, id)) return fail(M.productNotFound);
        const file = form.files.arquivo;
        if (!file) return fail(M.imageMissing);
        const mime = imageTypeOf(file.data, ['image/png', 'image/jpeg']);
        if (!mime || file.data.length > MAX_IMAGE) return fail(M.image);
        const token = repo.saveImage(own, mime, file.data, ctx.now().getTime());
        const url = ctx.absolute(`${SANDBOX_PREFIXES.v1}${IMAGE_PATH}${token}`);
        repo.setPhoto(own, id, url);
        return { status: true, mensagem: M.photo, url_imagem: url } satisfies { status: true } & z.input<
          typeof photoSchema
        >;
      },
    );
  });

  app.get<{ Params: { token: string } }>(
    `/${IMAGE_PATH}:token`,
    { config: { public: true } },
    async (request, reply) => {
      const image = /^[0-9a-f]{24}$/.test(request.params.token)
        ? repo.image(request.params.token)
        : undefined;
      if (!image) throw new HttpError(404, { status: false, erro: 'Imagem não encontrada.' });
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
}
