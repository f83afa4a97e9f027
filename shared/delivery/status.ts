/**
 * External delivery status (spec 01 §3, §4): the entries of pedidos/externalDeliveryStatusList,
 * the latest one, its labels, and the order as shared/order-actions should see it once the
 * status list is known. The action rules themselves live in shared/order-actions only.
 */
import type { ExternalDeliveryStatus } from '../api/platform-v1';
import { orderActions, type OrderAction, type OrderActionInput } from '../order-actions';

/** In the order a delivery goes through them. */
export const EXTERNAL_DELIVERY_STATUSES = [
  'SEARCHING_DELIVERY',
  'WAITING_COLLECT',
  'WITH_DELIVERY',
  'FINISHED',
] as const satisfies readonly ExternalDeliveryStatus[];

function isExternalDeliveryStatus(v: unknown): v is ExternalDeliveryStatus {
  return typeof v === 'string' && (EXTERNAL_DELIVERY_STATUSES as readonly string[]).includes(v);
}

/** The detail panel's words for each step. */
const EXTERNAL_DELIVERY_STEP_LABELS: Readonly<Record<ExternalDeliveryStatus, string>> = {
  SEARCHING_DELIVERY: 'Buscando motoboy',
  WAITING_COLLECT: 'Motoboy a caminho da loja',
  WITH_DELIVERY: 'Motoboy saiu para a entrega',
  FINISHED: 'Entrega finalizada',
};

/** A status this version does not know is shown as the server wrote it. */
export function externalStatusLabel(status: string): string {
  return isExternalDeliveryStatus(status) ? EXTERNAL_DELIVERY_STEP_LABELS[status] : status;
}

export interface DeliveryMan {
  name: string;
  vehicleModel: string;
  vehiclePlate: string;
}

export interface ExternalStatusEntry {
  status: string;
  /** The server's date text, as sent. */
  date: string;
  /** Epoch ms, or null when the date could not be read. */
  at: number | null;
  deliveryMan: DeliveryMan | null;
}

const MAX_TEXT = 120;

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : '';
}

function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** ISO dates and the platform's 'YYYY-MM-DD HH:MM:SS' (local time). */
function parseStatusDate(v: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(v);
  if (!m) return null;
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(v);
  const t = hasZone
    ? Date.parse(v)
    : new Date(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, m[6] ? +m[6] : 0).getTime();
  return Number.isFinite(t) ? t : null;
}

function deliveryManOf(meta: unknown): DeliveryMan | null {
  const dm = obj(obj(meta).deliveryMan);
  const vehicle = obj(dm.vehicle);
  const man = { name: text(dm.name), vehicleModel: text(vehicle.model), vehiclePlate: text(vehicle.plate) };
  return man.name || man.vehicleModel || man.vehiclePlate ? man : null;
}

/** Validated entries in the server's order; entries without a status are dropped. */
export function parseStatusEntries(raw: unknown): ExternalStatusEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: ExternalStatusEntry[] = [];
  for (const item of raw.slice(0, 200)) {
    const e = obj(item);
    const status = text(e.status).toUpperCase();
    if (!/^[A-Z_]{1,40}$/.test(status)) continue;
    const date = text(e.date);
    out.push({ status, date, at: parseStatusDate(date), deliveryMan: deliveryManOf(e.meta_data) });
  }
  return out;
}

/** The newest entry: latest date; equal or unreadable dates keep the server's order (last wins). */
export function latestStatusEntry(entries: readonly ExternalStatusEntry[]): ExternalStatusEntry | null {
  let best: ExternalStatusEntry | null = null;
  for (const e of entries) {
    if (best === null || e.at === null || best.at === null || e.at >= best.at) best = e;
  }
  return best;
}

/** The courier as the newest entry that names one knows them (later steps may omit the data). */
export function latestDeliveryMan(entries: readonly ExternalStatusEntry[]): DeliveryMan | null {
  const sorted = entries.map((e, i) => ({ e, i })).sort((a, b) => (a.e.at ?? 0) - (b.e.at ?? 0) || a.i - b.i);
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const dm = sorted[i]!.e.deliveryMan;
    if (dm) return dm;
  }
  return null;
}

/**
 * The order as the action rules should see it: the status list, fetched after the order itself,
 * knows the current step; without one the order's own field stands.
 */
export function withExternalStatus<T extends OrderActionInput>(
  order: T,
  latest: string | null | undefined,
): T {
  if (!latest || latest === order.externalDeliveryStatus) return order;
  return { ...order, externalDeliveryStatus: latest };
}

/** shared/order-actions fed the current external status. */
export function actionsWithExternalStatus(
  order: OrderActionInput,
  latest: string | null | undefined,
): OrderAction[] {
  return orderActions(withExternalStatus(order, latest));
}
