/** The Upload API calls of the bulk upload (spec 03 §7), with lenient schemas. */
import { z } from 'zod';
import type { ColumnKey } from '../../../../shared/bulk-upload/rules';
import type { ApiClient } from '../../api/http';
import { lenientList, listOf } from '../../../../shared/api/lenient';

const num = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number());

const productFileSchema = z.looseObject({
  id: num,
  status: z.enum(['processing', 'finished', 'canceled']).catch('finished'),
  added_products: num.catch(0),
  total_products: num.catch(0),
  processed_products: num.optional().catch(undefined),
  failed_products: num.optional().catch(undefined),
  finished_at: z.string().nullable().optional().catch(null),
});
export type ProductFile = z.infer<typeof productFileSchema>;

const failureSchema = z.looseObject({ line: num, reason: z.string() });
export type ProductFileFailure = z.infer<typeof failureSchema>;

/** Either the file itself or {product_file} (the spec's list reads product_files[{product_file}]). */
const listedFileSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && 'product_file' in raw
      ? (raw as { product_file: unknown }).product_file
      : raw,
  productFileSchema,
);
const listSchema = listOf('product_files', listedFileSchema, 'product-files');
const oneSchema = z.looseObject({ product_file: productFileSchema });
const progressSchema = z.looseObject({
  progress: z.looseObject({ percentage: num.catch(0) }).catch({ percentage: 0 }),
  product_file: productFileSchema,
  failures: lenientList(failureSchema, 'product-files/{id} failures').catch([]).optional(),
});
export type ProductFileProgress = z.infer<typeof progressSchema>;

/** GET product-files: the newest first. */
export async function fetchProductFiles(api: ApiClient, signal?: AbortSignal): Promise<ProductFile[]> {
  return (await api.json('upload', 'get', 'product-files', listSchema, { signal, quiet: true }))
    .product_files;
}

/** GET product-files/{id} (polled every 2 s while processing). */
export function fetchProgress(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<ProductFileProgress> {
  return api.json('upload', 'get', `product-files/${id}`, progressSchema, { signal, quiet: true });
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
  return (await api.json('upload', 'post', 'product-files', oneSchema, { multipart: data, quiet: true }))
    .product_file;
}

/** PATCH product-files/{id}/cancel. */
export async function cancelProductFile(api: ApiClient, id: number): Promise<ProductFile> {
  return (await api.json('upload', 'patch', `product-files/${id}/cancel`, oneSchema, { quiet: true }))
    .product_file;
}
