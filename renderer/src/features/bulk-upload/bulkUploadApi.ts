/** The Upload API calls of the bulk upload (spec 03 §7), read with shared/api/bulk-upload's schemas. */
import type { ColumnKey } from '../../../../shared/bulk-upload/rules';
import type { ApiClient } from '../../api/http';
import {
  productFileAnswerSchema,
  productFileProgressSchema,
  productFilesSchema,
  type ProductFile,
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
  id: number,
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
export async function cancelProductFile(api: ApiClient, id: number): Promise<ProductFile> {
  return (
    await api.json('upload', 'patch', `product-files/${id}/cancel`, productFileAnswerSchema, { quiet: true })
  ).product_file;
}
