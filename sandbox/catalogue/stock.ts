/**
 * The stock calls (spec 02 §7 Stock): estoque/adicionar is multipart (the image rides along) or a
 * plain form; the items and their demo data are in stock-repo.ts.
 */
import type { z } from 'zod';
import type { stockListSchema } from '../../shared/api/catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { DEMO_BRANCH_ID, DEMO_STORE_ID } from '../db/ids';
import { badBody } from '../http';
import { IMAGE_PATH, toId } from './input';
import { imageTypeOf, readMultipart } from './multipart';
import { createCatalogueRepo } from './repo';
import { STOCK_MESSAGES, createStockRepo, ensureStock } from './stock-repo';
import { refuse } from './answers';

const MAX_IMAGE = 2 * 1024 * 1024;

type Fields = Record<string, string | undefined>;
type File = { data: Buffer } | undefined;

async function readFields(request: FastifyRequest): Promise<{ fields: Fields; file: File }> {
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await readMultipart(type, request.body);
    if (!form) throw badBody();
    return { fields: form.fields, file: form.files.arquivo };
  }
  const body = request.body;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
    throw badBody();
  const fields: Fields = {};
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string') fields[k] = v;
    else if (typeof v === 'number') fields[k] = String(v);
    else throw badBody();
  }
  return { fields, file: undefined };
}

export function stockRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = createStockRepo(ctx.db);
  const images = createCatalogueRepo(ctx.db);
  const store = (request: FastifyRequest) => sessionOf(request).establishment.id;
  // Databases made before stock existed get the demo items too (new ones get them in seed()).
  ensureStock(ctx.db, [DEMO_STORE_ID, DEMO_BRANCH_ID]);

  app.get('/estoque/listar', async (request) => {
    return { status: true, estoque: repo.list(store(request)) } satisfies { status: true } & z.input<
      typeof stockListSchema
    >;
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE + 64 * 1024 },
      (_req, raw, done) => done(null, raw),
    );
    scope.post('/estoque/adicionar/:id?', async (request) => {
      const own = store(request);
      const { fields, file } = await readFields(request);
      const rawId = (request.params as { id?: string }).id ?? fields.id_estoque ?? '';
      const id = rawId === '' || rawId === '0' ? null : toId(rawId);
      if (rawId !== '' && rawId !== '0' && (id === null || !repo.exists(own, id)))
        return refuse(STOCK_MESSAGES.notFound);
      const nome = (fields.nome_item ?? '').trim();
      if (nome === '' || nome.length > 100) return refuse(STOCK_MESSAGES.name);
      const descricao = (fields.descricao ?? '').trim();
      if (descricao.length > 200) return refuse(STOCK_MESSAGES.description);
      const status = fields.status ?? 'S';
      if (status !== 'S' && status !== 'O') return refuse(STOCK_MESSAGES.status);
      const tipo = fields.tipo ?? 'ingrediente';
      if (tipo !== 'sabor' && tipo !== 'ingrediente') return refuse(STOCK_MESSAGES.type);
      let imageUrl: string | null = null;
      if (file && file.data.length > 0) {
        const mime = imageTypeOf(file.data, ['image/png', 'image/jpeg', 'image/webp']);
        if (!mime || file.data.length > MAX_IMAGE) return refuse(STOCK_MESSAGES.image);
        const token = images.saveImage(own, mime, file.data, ctx.now().getTime());
        imageUrl = ctx.absolute(`${SANDBOX_PREFIXES.v1}${IMAGE_PATH}${token}`);
      }
      const saved = repo.save(own, id, { nome_item: nome, descricao, status, tipo, image_url: imageUrl });
      return { status: true, mensagem: STOCK_MESSAGES.saved, id_estoque: String(saved) };
    });
  });

  app.post('/estoque/excluir', async (request) => {
    const { fields } = await readFields(request);
    const id = toId(fields.id_estoque);
    return id !== null && repo.remove(store(request), id)
      ? { status: true, mensagem: STOCK_MESSAGES.deleted }
      : refuse(STOCK_MESSAGES.notFound);
  });

  app.post('/estoque/mudaStatus', async (request) => {
    const { fields } = await readFields(request);
    const id = toId(fields.id_estoque);
    const status = fields.novo_status;
    if (status !== 'S' && status !== 'O') return refuse(STOCK_MESSAGES.status);
    return id !== null && repo.setStatus(store(request), id, status)
      ? { status: true, mensagem: STOCK_MESSAGES.statusChanged }
      : refuse(STOCK_MESSAGES.notFound);
  });
}
