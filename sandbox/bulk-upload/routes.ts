/**
 * Upload API routes (spec 03 §7, base "upload", JSON answers, failures `{message}`):
 * POST product-files (multipart: columns_disposition[key], file, should_update, id_estabelecimento),
 * GET product-files, GET product-files/{id}, GET product-files/{id}/failures (every refused row,
 * paged, with its content), PATCH product-files/{id}/cancel; and the control
 * lever POST /control/bulk-upload {chunk_rows?, chunk_delay_ms?, clear?}.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FAILURES_PER_PAGE_MAX,
  FAILURES_SHOWN,
  type ProductFileFailuresResponse,
  type productFileFailuresSchema,
  type ProductFileProgressResponse,
  type ProductFileResponse,
  type ProductFilesResponse,
  type productFilesSchema,
} from '../../shared/api/bulk-upload';
import { COLUMN_KEYS, MAX_FILE_BYTES, checkColumns, defaultColumns } from '../../shared/bulk-upload/rules';
import type { ColumnSettings } from '../../shared/bulk-upload/rules';
import { sessionOf } from '../auth/service';
import { readMultipart } from '../catalogue/multipart';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { parseOr } from '../validation';
import { bulkUploadsOf } from './service';

export const UPLOAD_ERRORS = {
  badForm: 'Envie o arquivo e as colunas em multipart/form-data.',
  noFile: 'Selecione um arquivo CSV.',
  notCsv: 'Selecione um arquivo no formato .csv.',
  tooBig: 'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.',
  columns: 'Colunas inválidas.',
  shouldUpdate: 'should_update deve ser 0 ou 1.',
  store: 'Estabelecimento inválido.',
  busy: 'Já existe um upload em andamento.',
  unreadable: 'Não foi possível ler o arquivo CSV.',
  notFound: 'Arquivo não encontrado.',
  notRunning: 'O upload não está em andamento.',
} as const;

const refuse = (status: number, message: string, errors?: Record<string, string>): HttpError =>
  new HttpError(status, errors ? { message, errors } : { message });

function fileId(request: FastifyRequest<{ Params: { id: string } }>): number {
  const t = request.params.id;
  if (!/^\d{1,9}$/.test(t)) throw refuse(404, UPLOAD_ERRORS.notFound);
  return Number(t);
}

/** A whole number from 1 in a query string, else the fallback. */
function positive(text: string | undefined, fallback: number): number {
  return text !== undefined && /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : fallback;
}

export function bulkUploadRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const uploads = bulkUploadsOf(ctx);

  void app.register(async (scope) => {
    // A body past Fastify's limit is refused before the route runs: still the service's 413 {message}.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({ message: UPLOAD_ERRORS.tooBig });
      throw error;
    });
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES + 64 * 1024 },
      (_req, raw, done) => done(null, raw),
    );
    scope.post('/product-files', async (request, reply): Promise<ProductFileResponse> => {
      const store = sessionOf(request).establishment.id;
      const form = await readMultipart(request.headers['content-type'], request.body);
      if (!form) throw refuse(400, UPLOAD_ERRORS.badForm);
      const asked = form.fields.id_estabelecimento;
      if (asked !== undefined && asked.trim() !== String(store)) throw refuse(403, UPLOAD_ERRORS.store);
      const file = form.files.file;
      if (!file || file.data.length === 0) throw refuse(422, UPLOAD_ERRORS.noFile);
      if (!/\.csv$/i.test(file.name.trim())) throw refuse(422, UPLOAD_ERRORS.notCsv);
      if (file.data.length > MAX_FILE_BYTES) throw refuse(413, UPLOAD_ERRORS.tooBig);
      const update = form.fields.should_update ?? '0';
      if (update !== '0' && update !== '1') throw refuse(422, UPLOAD_ERRORS.shouldUpdate);
      // The same rules as the form: required columns, integers from 1, one type per column.
      const settings: ColumnSettings = defaultColumns();
      for (const key of COLUMN_KEYS) {
        const value = form.fields[`columns_disposition[${key}]`];
        settings[key] = { enabled: value !== undefined && value !== '', value: value ?? '' };
      }
      const columns = checkColumns(settings);
      if (!columns.ok) throw refuse(422, UPLOAD_ERRORS.columns, columns.errors);
      const started = uploads.start(store, file.data, columns.disposition, update === '1' ? 1 : 0);
      if (!started.ok && started.reason === 'busy')
        throw new HttpError(409, { message: UPLOAD_ERRORS.busy, product_file: started.file });
      if (!started.ok) throw refuse(422, UPLOAD_ERRORS.unreadable);
      void reply.code(201);
      return { product_file: started.file };
    });
  });

  app.get(
    '/product-files',
    async (request): Promise<ProductFilesResponse> =>
      ({
        product_files: uploads.list(sessionOf(request).establishment.id),
      }) satisfies z.input<typeof productFilesSchema>,
  );

  app.get<{ Params: { id: string } }>(
    '/product-files/:id',
    async (request): Promise<ProductFileProgressResponse> => {
      const found = uploads.get(sessionOf(request).establishment.id, fileId(request));
      if (!found) throw refuse(404, UPLOAD_ERRORS.notFound);
      return {
        progress: { percentage: found.percentage },
        product_file: found.file,
        failures: found.failures.slice(0, FAILURES_SHOWN).map(({ line, reason }) => ({ line, reason })),
      };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { page?: string; per_page?: string } }>(
    '/product-files/:id/failures',
    async (request): Promise<ProductFileFailuresResponse> => {
      const found = uploads.get(sessionOf(request).establishment.id, fileId(request));
      if (!found) throw refuse(404, UPLOAD_ERRORS.notFound);
      const page = positive(request.query.page, 1);
      const perPage = Math.min(FAILURES_PER_PAGE_MAX, positive(request.query.per_page, 100));
      return {
        failures: found.failures.slice((page - 1) * perPage, page * perPage),
        total: found.failures.length,
        page,
        per_page: perPage,
      } satisfies z.input<typeof productFileFailuresSchema>;
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/product-files/:id/cancel',
    async (request): Promise<ProductFileResponse> => {
      const result = uploads.cancel(sessionOf(request).establishment.id, fileId(request));
      if (result === null) throw refuse(404, UPLOAD_ERRORS.notFound);
      if (result === false) throw refuse(409, UPLOAD_ERRORS.notRunning);
      return { product_file: result };
    },
  );
}

const paceBody = z.object({
  chunk_rows: z.number().int().min(1).max(100_000).optional(),
  chunk_delay_ms: z.number().int().min(0).max(60_000).optional(),
  clear: z.boolean().optional(),
});

export function controlBulkUploadRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const uploads = bulkUploadsOf(ctx);
  app.post('/bulk-upload', async (request) => {
    const b = parseOr(
      paceBody,
      request.body,
      () => new HttpError(400, { ok: false, message: 'Informe chunk_rows, chunk_delay_ms ou clear.' }),
    );
    if (b.clear) uploads.clear();
    uploads.setPace({
      ...(b.chunk_rows !== undefined ? { chunkRows: b.chunk_rows } : {}),
      ...(b.chunk_delay_ms !== undefined ? { chunkDelayMs: b.chunk_delay_ms } : {}),
    });
    return { ok: true, pace: uploads.pace() };
  });
}
