/**
 * Read-only menu categories on base A (spec 02 §7); the desk's printing routes production tickets
 * by them, so they answer even when the menu manager is never opened.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { categoriesSchema } from '../../../shared/api/catalogue';
import type { CategoriesResponse } from '../../../shared/api/platform-v1';
import type { printCategoriesSchema } from '../../../shared/api/print-settings';
import { sessionOf } from '../../auth/service';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http';
import { categoryIdParam } from '../../validation';

/** Read-only menu categories (spec 02 §7); the printing issue routes production tickets by them. */
export function menuRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get(
    '/cardapiocategorias/listar',
    async (request): Promise<CategoriesResponse> =>
      ({
        status: true,
        categorias: ctx.repo.categories(sessionOf(request).establishment.id),
      }) satisfies { status: true } & z.input<typeof categoriesSchema> &
        z.input<typeof printCategoriesSchema>,
  );

  app.get<{ Params: { id: string } }>(
    '/cardapiocategorias/listar/:id',
    async (request): Promise<CategoriesResponse> => {
      const id = categoryIdParam.safeParse(request.params.id);
      const one = id.success
        ? ctx.repo.category(sessionOf(request).establishment.id, Number(id.data))
        : undefined;
      if (!one) throw new HttpError(404, { status: false, erro: 'Categoria não encontrada.' });
      return { status: true, categorias: [one] } satisfies { status: true } & z.input<
        typeof categoriesSchema
      >;
    },
  );
}
