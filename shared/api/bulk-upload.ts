/**
 * The Upload API (spec 03 §7, base "upload"): product files of the bulk upload, and the lenient
 * schemas the panel reads them with. The spec gives id, status, added_products, total_products
 * and finished_at; the sandbox also reports the rows processed and refused and the refused rows'
 * reasons (documented in sandbox/README.md), which the panel reads when they are there.
 */
import { z } from 'zod';
import { lenientList, listOf } from './lenient';

const PRODUCT_FILE_STATUSES = ['processing', 'finished', 'canceled'] as const;
/** Product file status (03 §4). */
export type ProductFileStatus = (typeof PRODUCT_FILE_STATUSES)[number];

/** A count as a number or numeric text. */
const num = z
  .custom<number | string>()
  .transform((v): unknown => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v))
  .pipe(z.number());

/**
 * A product file's id, as text: the spec's number or any text of letters, digits, '-' and '_'
 * (it goes into product-files/{id}). An upload the platform accepted is never read as refused
 * because its id is not a number.
 */
const fileId = z
  .union([z.number().int().nonnegative(), z.string()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[\w-]{1,64}$/));

/**
 * The status in any case ('PROCESSING' is processing, never finished); 'cancelled' is canceled.
 * One the spec does not name reads as finished, so the screen stops following it.
 */
const fileStatus = z
  .custom<ProductFileStatus | string>()
  .optional()
  .transform((v): ProductFileStatus => {
    const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
    const status = s === 'cancelled' ? 'canceled' : s;
    return PRODUCT_FILE_STATUSES.find((k) => k === status) ?? 'finished';
  });

const productFileSchema = z.object({
  id: fileId,
  status: fileStatus,
  /** Products created or updated. */
  added_products: num.catch(0),
  /** Data rows of the file. */
  total_products: num.catch(0),
  /** Rows looked at so far (added + failed). */
  processed_products: num.optional().catch(undefined),
  failed_products: num.optional().catch(undefined),
  should_update: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .catch(undefined),
  /** 'YYYY-MM-DD HH:mm:ss' local time. */
  created_at: z.string().optional().catch(undefined),
  /** null while processing. */
  finished_at: z.string().nullable().optional().catch(null),
});
export type ProductFile = z.output<typeof productFileSchema>;
/** A product file as the spec documents it (the sandbox's records): its id a number. */
export type ProductFileOnWire = Omit<ProductFile, 'id'> & { id: number };

const productFileFailureSchema = z.object({
  /** Line of the file (1 = first line, the header when there is one). */
  line: num,
  reason: z.string(),
  /** The line as written (sandbox extension; absent in the progress answer). */
  content: z.string().optional().catch(undefined),
});
export type ProductFileFailure = z.output<typeof productFileFailureSchema>;

/** Either the file itself or {product_file} (the spec's list reads product_files[{product_file}]). */
const listedFileSchema = z
  .custom<z.input<typeof productFileSchema> | { product_file: z.input<typeof productFileSchema> }>()
  .transform((raw): unknown =>
    raw && typeof raw === 'object' && 'product_file' in raw
      ? (raw as { product_file: unknown }).product_file
      : raw,
  )
  .pipe(productFileSchema);

/** GET product-files (newest first), bare or wrapped, a malformed file left out. */
export const productFilesSchema = listOf('product_files', listedFileSchema, 'product-files');
/** POST product-files, PATCH product-files/{id}/cancel. */
export const productFileAnswerSchema = z.looseObject({ product_file: productFileSchema });
/** GET product-files/{id}. */
export const productFileProgressSchema = z.looseObject({
  progress: z.looseObject({ percentage: num.catch(0) }).catch({ percentage: 0 }),
  product_file: productFileSchema,
  failures: lenientList(productFileFailureSchema, 'product-files/{id} failures').catch([]).optional(),
});
export type ProductFileProgress = z.output<typeof productFileProgressSchema>;

/**
 * GET product-files/{id}/failures?page=&per_page= (sandbox extension, sandbox/README.md): every
 * refused row of the file, in file order, a page at a time, with its content.
 */
export const productFileFailuresSchema = z.looseObject({
  failures: lenientList(productFileFailureSchema, 'product-files/{id}/failures'),
  total: num,
  page: num,
  per_page: num,
});
export type ProductFileFailuresPage = z.output<typeof productFileFailuresSchema>;
export const FAILURES_PER_PAGE_MAX = 1000;

export interface ProductFileFailuresResponse {
  failures: { line: number; reason: string; content: string }[];
  total: number;
  page: number;
  per_page: number;
}

/** GET product-files (newest first). */
export interface ProductFilesResponse {
  product_files: ProductFileOnWire[];
}

/** GET product-files/{id}: the progress, the file and its first refused rows. */
export interface ProductFileProgressResponse {
  progress: { percentage: number };
  product_file: ProductFileOnWire;
  /** At most FAILURES_SHOWN rows, in file order (all of them: product-files/{id}/failures). */
  failures: ProductFileFailure[];
}

/** POST product-files, PATCH product-files/{id}/cancel. */
export interface ProductFileResponse {
  product_file: ProductFileOnWire;
}

/** Failure body of the Upload API (4xx). */
export interface UploadApiError {
  message: string;
  errors?: Record<string, string>;
}

export const FAILURES_SHOWN = 200;
