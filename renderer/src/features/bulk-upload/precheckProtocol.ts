/** The messages between the screen and the pre-check worker (precheck.worker.ts). */
import type { PrecheckResult } from '../../../../shared/bulk-upload/precheck';
import type { ColumnKey } from '../../../../shared/bulk-upload/rules';

export interface PrecheckRequest {
  file: Blob;
  columns: Partial<Record<ColumnKey, number>>;
}

export type PrecheckMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; result: PrecheckResult }
  | { kind: 'failed'; message: string };
