import { create } from 'zustand';
import type { YesNo } from '../../../shared/api/platform-v1';
import type { OverdueInvoice } from '../../../shared/api/platform-json';
import type { StoreInfo } from '../../../shared/api/platform-v1';

interface ShopState {
  info: StoreInfo | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Whether the store socket is connected (the orders desk shows it as the plug icon). */
  live: boolean;
  /** When `live` last changed (epoch ms; the plug's tooltip says since when). */
  liveSince: number | null;
  /** Overdue invoices, oldest first (banner and Início). */
  overdue: OverdueInvoice[];
  /** Bumped by every realtime 'pedido' event, so order views know to refresh. */
  ordersVersion: number;
  setLoading(): void;
  setInfo(info: StoreInfo): void;
  setError(): void;
  setFechado(fechado: YesNo): void;
  /** Applies a confirmed change (delivery time, notice flag) without reloading getLoja. */
  patchInfo(patch: Partial<StoreInfo>): void;
  setLive(live: boolean, at?: number): void;
  setOverdue(invoices: OverdueInvoice[]): void;
  bumpOrders(): void;
  reset(): void;
}

/**
 * The shop (the establishment, 'loja'): its details (getLoja), kept live by the store socket's
 * 'loja' event, the socket's state and the overdue invoices. Named for the shop, not a zustand
 * store: every file under stores/ is one.
 */
export const useShop = create<ShopState>((set) => ({
  info: null,
  status: 'idle',
  live: false,
  liveSince: null,
  overdue: [],
  ordersVersion: 0,
  setLoading: () => set((s) => ({ status: s.info ? s.status : 'loading' })),
  setInfo: (info) => set({ info, status: 'ready' }),
  setError: () => set((s) => ({ status: s.info ? s.status : 'error' })),
  setFechado: (fechado) => set((s) => (s.info ? { info: { ...s.info, fechado } } : {})),
  patchInfo: (patch) => set((s) => (s.info ? { info: { ...s.info, ...patch } } : {})),
  setLive: (live, at = Date.now()) =>
    set((s) => (s.live === live && s.liveSince !== null ? {} : { live, liveSince: at })),
  setOverdue: (overdue) => set({ overdue }),
  bumpOrders: () => set((s) => ({ ordersVersion: s.ordersVersion + 1 })),
  reset: () =>
    set({ info: null, status: 'idle', live: false, liveSince: null, overdue: [], ordersVersion: 0 }),
}));
