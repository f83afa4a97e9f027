import { z } from 'zod';
import type { SyncIntervals } from './ordersSync';

/**
 * Test and diagnostics hook: `localStorage['cashDesk.debug.ordersSync']` may hold JSON like
 * `{"reconcileMs": 1500, "pollMs": 1000}`, read once when the sync starts. Values are clamped
 * to at least 250 ms; anything unreadable is ignored. The e2e specs shorten the intervals
 * this way; in production the key is simply absent.
 */
export const SYNC_DEBUG_KEY = 'cashDesk.debug.ordersSync';

const debugSchema = z
  .object({
    reconcileMs: z.number().optional(),
    pollMs: z.number().optional(),
    heartbeatMs: z.number().optional(),
    wakeGapMs: z.number().optional(),
    retryMs: z.number().optional(),
    checkMs: z.number().optional(),
    listMs: z.number().optional(),
    settleMs: z.number().optional(),
    firstListWaitMs: z.number().optional(),
  })
  .strict();

export function readSyncDebugIntervals(storage?: Pick<Storage, 'getItem'> | null): Partial<SyncIntervals> {
  try {
    // window.localStorage itself throws where storage is blocked: caught below like bad JSON.
    // Stryker disable next-line OptionalChaining: a null storage throws without `?.`, and the catch gives the same {}.
    const raw = (storage === undefined ? window.localStorage : storage)?.getItem(SYNC_DEBUG_KEY);
    // Stryker disable next-line ConditionalExpression: JSON.parse of null is null and of '' throws: {} either way.
    if (!raw) return {};
    const parsed = debugSchema.safeParse(JSON.parse(raw));
    // Stryker disable next-line ConditionalExpression: without it Object.entries(undefined) throws and the catch gives {}.
    if (!parsed.success) return {};
    const out: Partial<SyncIntervals> = {};
    for (const [k, v] of Object.entries(parsed.data)) {
      // Stryker disable next-line ConditionalExpression,LogicalOperator: the schema passed only numbers, and JSON has no Infinity.
      if (typeof v === 'number' && Number.isFinite(v)) out[k as keyof SyncIntervals] = Math.max(250, v);
    }
    return out;
  } catch {
    return {};
  }
}
