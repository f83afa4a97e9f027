/**
 * Client state of external delivery: the courier modal in progress, each order's status list
 * (spec 01 §4: fetched when the order updates and when its detail opens) and the link codes the
 * store generated. The platform does not send a code back with the order, so the codes this
 * counter generated are kept in localStorage: the badge still shows it after a restart.
 */
import { create } from 'zustand';
import {
  EXTERNAL_DELIVERY_STATUSES,
  latestStatusEntry,
  type ExternalStatusEntry,
} from '../../../shared/delivery/status';
import { isLinkCode } from '../../../shared/delivery/link-code';
import type { LiveOrder } from '../../../shared/api/live-order';

export type CourierFlowKind = 'request' | 'link';

export interface CourierFlow {
  kind: CourierFlowKind;
  order: LiveOrder;
}

export interface StatusList {
  /** The delivery the list was read for (order.externalDeliveryId then). */
  deliveryId: string | null;
  entries: readonly ExternalStatusEntry[];
}

interface DeliveryState {
  flow: CourierFlow | null;
  lists: Readonly<Record<string, StatusList>>;
  codes: Readonly<Record<string, string>>;
  /** Orders with a cancellation in flight. */
  cancelling: Readonly<Record<string, true>>;
  startFlow(kind: CourierFlowKind, order: LiveOrder): void;
  endFlow(): void;
  setList(orderId: string, list: StatusList): void;
  setCode(orderId: string, code: string | null): void;
  setCancelling(orderId: string, on: boolean): void;
  reset(): void;
}

export const CODES_KEY = 'cashDesk.delivery.codes';
const MAX_CODES = 200;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadCodes(store: Storage | null = storage()): Record<string, string> {
  try {
    const raw = JSON.parse(store?.getItem(CODES_KEY) ?? '{}') as unknown;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      if (/^[\w-]{1,64}$/.test(k) && isLinkCode(v)) out[k] = v;
    }
    return out;
  } catch {
    return {};
  }
}

function saveCodes(codes: Record<string, string>, store: Storage | null = storage()): void {
  try {
    // Newest last; a day's worth is plenty, older ones are for orders long delivered.
    const entries = Object.entries(codes).slice(-MAX_CODES);
    store?.setItem(CODES_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Full or unavailable storage: the code is still shown this session.
  }
}

export const useDelivery = create<DeliveryState>((set) => ({
  flow: null,
  lists: {},
  codes: loadCodes(),
  cancelling: {},
  startFlow: (kind, order) => set({ flow: { kind, order } }),
  endFlow: () => set({ flow: null }),
  setList: (orderId, list) => set((s) => ({ lists: { ...s.lists, [orderId]: list } })),
  setCode: (orderId, code) =>
    set((s) => {
      const codes = { ...s.codes };
      delete codes[orderId];
      if (code !== null) codes[orderId] = code;
      saveCodes(codes);
      return { codes };
    }),
  setCancelling: (orderId, on) =>
    set((s) => {
      const cancelling = { ...s.cancelling };
      if (on) cancelling[orderId] = true;
      else delete cancelling[orderId];
      return { cancelling };
    }),
  reset: () => set({ flow: null, lists: {}, cancelling: {} }),
}));

const rank = (s: string | null | undefined) =>
  s ? (EXTERNAL_DELIVERY_STATUSES as readonly string[]).indexOf(s) : -1;

type DeliveryFields = Pick<LiveOrder, 'externalDeliveryStatus' | 'externalDeliveryId'>;

/**
 * The current external status of an order: the order's own field or its status list, whichever
 * is further along for the same delivery. An order without a delivery (never requested or
 * cancelled) has none, whatever an older list said.
 */
export function liveExternalStatus(order: DeliveryFields, list: StatusList | undefined): string | null {
  const own = order.externalDeliveryStatus;
  if (!order.externalDeliveryId && !own) return null;
  if (!list || list.deliveryId !== order.externalDeliveryId) return own;
  const latest = latestStatusEntry(list.entries)?.status ?? null;
  return rank(latest) > rank(own) ? latest : own;
}
