/**
 * The Upload API (spec 03 §7, base "upload"): product files of the bulk upload. The spec gives
 * id, status, added_products, total_products and finished_at; the sandbox also reports the rows
 * processed and refused and the refused rows' reasons (documented in sandbox/README.md).
 */

/** Product file status (03 §4). */
export type ProductFileStatus = 'processing' | 'finished' | 'canceled';

export interface ProductFileFailure {
  /** Line of the file (1 = first line, the header when there is one). */
  line: number;
  reason: string;
}

export interface ProductFile {
  id: number;
  status: ProductFileStatus;
  /** Products created or updated. */
  added_products: number;
  /** Data rows of the file. */
  total_products: number;
  /** Rows looked at so far (added + failed). */
  processed_products: number;
  failed_products: number;
  should_update: 0 | 1;
  /** 'YYYY-MM-DD HH:mm:ss' local time; null while processing. */
  created_at: string;
  finished_at: string | null;
}

/** GET product-files (newest first). */
export interface ProductFilesResponse {
  product_files: ProductFile[];
}

/** GET product-files/{id}: the progress, the file and its first refused rows. */
export interface ProductFileProgressResponse {
  progress: { percentage: number };
  product_file: ProductFile;
  /** At most FAILURES_SHOWN rows, in file order. */
  failures: ProductFileFailure[];
}

/** POST product-files, PATCH product-files/{id}/cancel. */
export interface ProductFileResponse {
  product_file: ProductFile;
}

/** Failure body of the Upload API (4xx). */
export interface UploadApiError {
  message: string;
  errors?: Record<string, string>;
}

export const FAILURES_SHOWN = 200;
