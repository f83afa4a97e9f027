/**
 * The delivery estimate in force when each order was accepted (issue 34 §2, §4): an order's
 * lateness is measured against it, not against whatever the store shows now (busy mode moves the
 * estimate during the day). The desk keeps it (main on the desktop, IndexedDB on the web) so a
 * restart does not re-measure the orders already in production against today's later estimate.
 * Pure: the record's schema, and the rule that keeps it in step with the orders.
 */
import { z } from 'zod';
import { isTimedStatus, type DeliveryEstimate } from './lateness';

/** An order kept longer than this is from another day: dropped even if no list said so. */
export const ACCEPTED_KEEP_MS = 24 * 60 * 60_000;
/** A bound on what is kept (a busy day's accepted orders fit many times over). */
export const ACCEPTED_MAX = 2000;

const minutes = z.number().int().min(1).max(1440);
const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);

const keptEstimateSchema = z.object({
  id: z.string().trim().min(1).max(64),
  min: minutes,
  max: minutes,
  /** When the desk saw it accepted (epoch ms). */
  at: epochMs,
});

export const acceptedEstimatesSchema = z.object({ orders: z.array(keptEstimateSchema).max(ACCEPTED_MAX) });
export type AcceptedEstimatesRecord = z.infer<typeof acceptedEstimatesSchema>;

export const EMPTY_ACCEPTED_ESTIMATES: AcceptedEstimatesRecord = { orders: [] };

export interface KeptEstimate extends DeliveryEstimate {
  at: number;
}

export type AcceptedEstimates = ReadonlyMap<string, KeptEstimate>;

export function fromRecord(record: AcceptedEstimatesRecord): Map<string, KeptEstimate> {
  return new Map(record.orders.map((o) => [o.id, { min: o.min, max: o.max, at: o.at }]));
}

/** The newest kept last, so a full record drops the oldest. */
export function toRecord(byId: AcceptedEstimates): AcceptedEstimatesRecord {
  const orders = [...byId].map(([id, e]) => ({ id, min: e.min, max: e.max, at: e.at }));
  orders.sort((a, b) => a.at - b.at);
  return { orders: orders.slice(-ACCEPTED_MAX) };
}

/**
 * The map in step with the orders at `now`:
 * - an order newly seen accepted takes `current` (none is recorded while there is no estimate);
 * - one the list shows finished (or back to pending: its accept was undone) has no lateness left
 *   to measure and goes;
 * - once the platform's list was applied (`listed`), one it no longer holds is another day's;
 * - anything kept past ACCEPTED_KEEP_MS goes in any case (a desk that never gets a list).
 * The same map when nothing changed (no re-render, no write).
 */
export function noteAccepted(
  byId: AcceptedEstimates,
  entries: ReadonlyMap<string, { order: { status: string } }>,
  current: DeliveryEstimate | null,
  now: number,
  listed: boolean,
): AcceptedEstimates {
  let next: Map<string, KeptEstimate> | null = null;
  const edit = () => (next ??= new Map(byId));
  for (const [id, e] of entries) {
    if (byId.has(id) || !current || !isTimedStatus(e.order.status)) continue;
    edit().set(id, { min: current.min, max: current.max, at: now });
  }
  for (const [id, kept] of byId) {
    const status = entries.get(id)?.order.status;
    const gone = status === undefined ? listed : !isTimedStatus(status);
    if (gone || now - kept.at > ACCEPTED_KEEP_MS) edit().delete(id);
  }
  return next ?? byId;
}
