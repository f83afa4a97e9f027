/**
 * Store registration (spec 03 §7): the store with its open change requests, the request list,
 * the text edits and the logo/banner uploads. Nothing the store edits goes live at once: every
 * change opens a Pendente request that the platform's staff approve or reject (here through
 * the control API, sandbox/establishment/control.ts).
 * Refusals answer 200 with `status: false` (the 'Atenção!' dialog); malformed bodies 400.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  FRASE_PROMOCIONAL_MAX,
  TEXTO_APP_MAX,
  type ChangeField,
  type ExibirResponse,
  type PendenciasResponse,
  type PendingChange,
  type StoreImageResponse,
  type establishmentSavedSchema,
  type exibirSchema,
  type pendenciasSchema,
  type storeImageSchema,
} from '../../shared/api/establishment';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { sessionOf } from '../auth/service';
import { IMAGE_PATH } from '../catalogue/input';
import { imageTypeOf, readMultipart } from '../catalogue/multipart';
import { createCatalogueRepo } from '../catalogue/repo';
import type { SandboxContext } from '../context';
import type { EstablishmentRow } from '../db/repo';
import { badBody, HttpError } from '../http';
import { parseOr } from '../validation';
import { createEstablishmentRepo, withAbsoluteImages } from './repo';

export const ESTABLISHMENT_MESSAGES = {
  saved: 'Estabelecimento salvo com sucesso',
  pending: 'O campo está pendente para avaliação do Aiboo.',
  nothing: 'Nenhuma alteração para salvar.',
  notFound: 'Estabelecimento não encontrado.',
  textoApp: `O texto do app deve ter no máximo ${TEXTO_APP_MAX} caracteres.`,
  frase: `A frase promocional deve ter no máximo ${FRASE_PROMOCIONAL_MAX} caracteres.`,
  imageMissing: 'Selecione uma imagem.',
  imageType: 'Formato de imagem inválido. Envie um arquivo PNG, JPG ou JPEG.',
  imageSize: 'A imagem deve ter no máximo 2MB.',
  imageSent: 'Imagem enviada para avaliação do Aiboo.',
} as const;
const M = ESTABLISHMENT_MESSAGES;

const STORE_IMAGE_MAX = 2 * 1024 * 1024;

const idLike = z.union([z.string().max(20), z.number().int().min(0)]);
const saveBody = z.object({
  estabelecimento: idLike.optional(),
  // Generous shape limits (400 beyond); the spec's lengths are judged below with messages.
  texto_app: z.string().max(20_000).optional(),
  frase_promocional: z.string().max(20_000).optional(),
});

export function establishmentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = createEstablishmentRepo(ctx.db);
  const images = createCatalogueRepo(ctx.db);
  const store = (request: Parameters<typeof sessionOf>[0]): EstablishmentRow => {
    const row = ctx.repo.establishment(sessionOf(request).establishment.id);
    if (!row) throw new HttpError(404, { status: false, erro: M.notFound });
    return row;
  };
  const out = (p: PendingChange): PendingChange => withAbsoluteImages(p, ctx.absolute);
  /** The same id as the session's store, or none sent (the desk may leave it out). */
  const ownId = (est: EstablishmentRow, sent: unknown) =>
    sent === undefined || sent === '' || String(sent).trim() === String(est.id);

  app.get('/estabelecimento/getExibir', async (request): Promise<ExibirResponse> => {
    const est = store(request);
    return {
      status: true,
      est: repo.record(est, ctx.absolute, ctx.now()),
      pen: repo.pending(est.id).map(out),
    } satisfies ExibirResponse & z.input<typeof exibirSchema>;
  });

  app.get('/pendencias/listar', async (request): Promise<PendenciasResponse> => {
    const est = store(request);
    repo.profile(est.id, ctx.now());
    return { status: true, obj: repo.requests(est.id).map(out) } satisfies PendenciasResponse &
      z.input<typeof pendenciasSchema>;
  });

  app.post('/estabelecimento/postEstabelecimento', async (request) => {
    const b = parseOr(saveBody, request.body, badBody);
    const est = store(request);
    if (!ownId(est, b.estabelecimento)) return { status: false, erro: M.notFound };
    const now = ctx.now();
    const current = repo.record(est, ctx.absolute, now);
    const changes: [ChangeField, string, string][] = [];
    const texto = b.texto_app?.trim();
    const frase = b.frase_promocional?.trim();
    if (texto !== undefined && texto !== current.texto_app) {
      if (texto.length > TEXTO_APP_MAX) return { status: false, erro: M.textoApp };
      changes.push(['texto_app', current.texto_app, texto]);
    }
    if (frase !== undefined && frase !== current.frase_promocional) {
      if (frase.length > FRASE_PROMOCIONAL_MAX) return { status: false, erro: M.frase };
      changes.push(['frase_promocional', current.frase_promocional, frase]);
    }
    if (changes.length === 0) return { status: false, erro: M.nothing };
    if (changes.some(([field]) => repo.isPending(est.id, field))) return { status: false, erro: M.pending };
    const ids = ctx.db.transaction(() =>
      changes.map(([field, before, after]) => repo.request(est.id, field, before, after, now)),
    )();
    return { status: true, mensagem: M.saved, pendencias: ids.map(String) } satisfies {
      status: true;
      pendencias: string[];
    } & z.input<typeof establishmentSavedSchema>;
  });

  // Logo and banner uploads (multipart: arquivo + est_logo | est_banner), stored with the
  // catalogue's images and served by its public URL.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: STORE_IMAGE_MAX + 64 * 1024 },
      (_req, raw, done) => done(null, raw),
    );
    const upload = (field: 'logotipo' | 'banner', idField: string) =>
      scope.post(
        field === 'logotipo' ? '/estabelecimento/logo' : '/estabelecimento/banner',
        { config: { errorField: 'mensagem' } },
        async (request): Promise<StoreImageResponse> => {
          const fail = (m: string): StoreImageResponse => ({ status: false, mensagem: m, erros: [m] });
          const est = store(request);
          const form = await readMultipart(request.headers['content-type'], request.body);
          if (!form) throw new HttpError(400, { status: false, mensagem: badBody().message });
          if (!ownId(est, form.fields[idField])) return fail(M.notFound);
          const file = form.files.arquivo;
          if (!file || file.data.length === 0) return fail(M.imageMissing);
          if (file.data.length > STORE_IMAGE_MAX) return fail(M.imageSize);
          const mime = imageTypeOf(file.data, ['image/png', 'image/jpeg']);
          if (!mime) return fail(M.imageType);
          if (repo.isPending(est.id, field)) return fail(M.pending);
          const now = ctx.now();
          const before = repo.record(est, (u) => u, now)[field];
          const token = images.saveImage(est.id, mime, file.data, now.getTime());
          const path = `${SANDBOX_PREFIXES.v1}${IMAGE_PATH}${token}`;
          repo.request(est.id, field, before, path, now);
          return {
            status: true,
            mensagem: M.imageSent,
            url_imagem: ctx.absolute(path),
            erros: [],
          } satisfies StoreImageResponse & z.input<typeof storeImageSchema>;
        },
      );
    upload('logotipo', 'est_logo');
    upload('banner', 'est_banner');
  });
}
