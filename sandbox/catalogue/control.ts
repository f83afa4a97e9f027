/**
 * Control lever of the menu manager (documented in sandbox/README.md):
 * - POST /control/catalogue/big-category {produtos: 1..20000, nome_categoria?, id_estabelecimento?}:
 *   appends a category with that many products (names, descriptions and prices varied like a real
 *   menu, every 7th promotional, every 11th 'Em falta'), in one transaction, for the tests and the
 *   bench of a very large category. Answers {ok, id_cardapio_categoria, produtos}.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { DEMO_STORE_ID } from '../db/ids';
import { HttpError } from '../http';
import { parseOr } from '../validation';
import { createCatalogueRepo, type CatalogueRepo } from './repo';

const BIG_CATEGORY_MAX = 20_000;

const bigCategoryBody = z.object({
  produtos: z.number().int().min(1).max(BIG_CATEGORY_MAX),
  nome_categoria: z.string().trim().min(1).max(200).optional(),
  id_estabelecimento: z.number().int().positive().optional(),
});

const FLAVOURS = [
  'Calabresa',
  'Frango com Catupiry',
  'Quatro Queijos',
  'Portuguesa',
  'Margherita',
  'Pepperoni',
  'Atum',
  'Napolitana',
  'Bacon com Milho',
  'Palmito',
  'Brócolis',
  'Chocolate com Morango',
];

/** The n-th product of a big category (1-based): deterministic, so tests can name rows. */
export function bigCategoryProduct(n: number) {
  const flavour = FLAVOURS[(n - 1) % FLAVOURS.length] as string;
  const preco = 30 + ((n * 7) % 40) + 0.9;
  return {
    nome_prod: `Pizza ${flavour} ${n}`,
    descricao: `${flavour} com borda ${n % 3 === 0 ? 'recheada' : 'tradicional'}, massa ${n % 2 ? 'fina' : 'média'}`,
    preco,
    novo_preco: n % 7 === 0 ? preco - 5 : null,
    status: n % 11 === 0 ? ('F' as const) : ('S' as const),
  };
}

function seedBigCategory(
  ctx: SandboxContext,
  repo: CatalogueRepo,
  store: number,
  count: number,
  name: string,
): number {
  return ctx.db.transaction(() => {
    const category = repo.saveCategory(store, null, {
      nome_categoria: name,
      status: 'S',
      disponibilidade: '',
    });
    for (let n = 1; n <= count; n++) {
      repo.saveProduct(store, null, {
        ...bigCategoryProduct(n),
        category_id: category,
        id_produto: '',
        disponibilidade: '',
        foto: null,
      });
    }
    return category;
  })();
}

export function controlCatalogueRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = createCatalogueRepo(ctx.db);
  app.post('/catalogue/big-category', async (request) => {
    const b = parseOr(
      bigCategoryBody,
      request.body,
      () =>
        new HttpError(400, {
          ok: false,
          message: `Informe produtos (1 a ${BIG_CATEGORY_MAX}) e, se quiser, nome_categoria.`,
        }),
    );
    const name = b.nome_categoria ?? `Categoria grande (${b.produtos})`;
    const id = seedBigCategory(ctx, repo, b.id_estabelecimento ?? DEMO_STORE_ID, b.produtos, name);
    return { ok: true, id_cardapio_categoria: String(id), produtos: b.produtos };
  });
}
