/** The Upload API calls of the bulk upload (spec 03 §7), read with shared/api/bulk-upload's schemas. */
import { FILE_TOO_BIG, type ColumnKey } from '../../../../shared/bulk-upload/rules';
import { isApiError } from '../../api/errors';
import type { ApiClient } from '../../api/http';
import {
  FAILURES_PER_PAGE_MAX,
  productFileAnswerSchema,
  productFileFailuresSchema,
  productFileProgressSchema,
  productFilesSchema,
  type ProductFile,
  type ProductFileFailure,
  type ProductFileProgress,
} from '../../../../shared/api/bulk-upload';

export type {
  ProductFile,
  ProductFileFailure,
  ProductFileProgress,
} from '../../../../shared/api/bulk-upload';

/** GET product-files: the newest first. */
export async function fetchProductFiles(api: ApiClient, signal?: AbortSignal): Promise<ProductFile[]> {
  return (await api.json('upload', 'get', 'product-files', productFilesSchema, { signal, quiet: true }))
    .product_files;
}

/** GET product-files/{id} (polled every 2 s while processing). */
export function fetchProgress(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ProductFileProgress> {
  return api.json('upload', 'get', `product-files/${id}`, productFileProgressSchema, { signal, quiet: true });
}

export interface UploadRequest {
  file: File;
  columns: Partial<Record<ColumnKey, number>>;
  shouldUpdate: boolean;
  storeId: number | string;
}

/** POST product-files (multipart). */
export async function uploadProductFile(api: ApiClient, req: UploadRequest): Promise<ProductFile> {
  const data = new FormData();
  for (const [key, column] of Object.entries(req.columns))
    data.append(`columns_disposition[${key}]`, String(column));
  data.append('file', req.file, req.file.name);
  data.append('should_update', req.shouldUpdate ? '1' : '0');
  data.append('id_estabelecimento', String(req.storeId));
  return (
    await api.json('upload', 'post', 'product-files', productFileAnswerSchema, {
      multipart: data,
      quiet: true,
    })
  ).product_file;
}

/** PATCH product-files/{id}/cancel. */
export async function cancelProductFile(api: ApiClient, id: string): Promise<ProductFile> {
  return (
    await api.json('upload', 'patch', `product-files/${id}/cancel`, productFileAnswerSchema, { quiet: true })
  ).product_file;
}

/**
 * Every refused row of a file, with its content (product-files/{id}/failures, a page of 1000 at a
 * time); null when the platform has no such call (the progress answer's first rows are all there is).
 */
export async function fetchAllFailures(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ProductFileFailure[] | null> {
  const all: ProductFileFailure[] = [];
  for (let page = 1; ; page += 1) {
    let answer;
    try {
      answer = await api.json('upload', 'get', `product-files/${id}/failures`, productFileFailuresSchema, {
        signal,
        quiet: true,
        searchParams: { page, per_page: FAILURES_PER_PAGE_MAX },
      });
    } catch (error) {
      if (isApiError(error) && error.status === 404 && page === 1) return null;
      throw error;
    }
    all.push(...answer.failures);
    if (answer.failures.length === 0 || all.length >= answer.total) return all;
  }
}

/**
 * What staff read when the platform refused the upload: its own `{message}` (a 413 without one is
 * the file size); without a message, what could be the cause.
 */
export function uploadRefusalText(error: unknown): string {
  if (isApiError(error)) {
    const message = error.serverMessage;
    if (message) return message;
    if (error.status === 413) return FILE_TOO_BIG;
    if (error.kind === 'network' || error.kind === 'timeout')
      return 'Não foi possível falar com o servidor de upload. Verifique a conexão e tente novamente.';
  }
  return 'O servidor de upload não informou o motivo.';
}
