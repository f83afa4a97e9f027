/**
 * What the desk knows of the kitchen screens (issue 33 §3): the settings in force (the marks show
 * only while the kitchen screen is on) and, per order, when it was first opened on a screen and
 * when every screen had bumped it ('Pronto na cozinha').
 */
import { create } from 'zustand';
import {
  DEFAULT_KITCHEN_SETTINGS,
  type KitchenOrderProgress,
  type KitchenSettings,
} from '../../../../shared/kitchen-screen/contract';

export interface KitchenMarks {
  openedAt?: number;
  readyAt?: number;
}

interface KitchenDeskState {
  settings: KitchenSettings;
  /** By order id (id_pedido, the number the tickets and cards print). */
  marks: Readonly<Record<string, KitchenMarks>>;
  setSettings(settings: KitchenSettings): void;
  mark(progress: KitchenOrderProgress): void;
  reset(): void;
}

export const useKitchenDesk = create<KitchenDeskState>((set) => ({
  settings: DEFAULT_KITCHEN_SETTINGS,
  marks: {},
  setSettings: (settings) => set({ settings }),
  mark: (p) =>
    set((s) => {
      const prev = s.marks[p.orderId] ?? {};
      const next: KitchenMarks =
        p.state === 'ready' ? { ...prev, readyAt: p.at } : { ...prev, openedAt: prev.openedAt ?? p.at };
      return { marks: { ...s.marks, [p.orderId]: next } };
    }),
  reset: () => set({ settings: DEFAULT_KITCHEN_SETTINGS, marks: {} }),
}));

/** 'Pronto na cozinha' for this order, when the kitchen screen is on and every screen bumped it. */
export function useKitchenReady(idPedido: string): boolean {
  return useKitchenDesk((s) => s.settings.enabled && s.marks[idPedido]?.readyAt !== undefined);
}
