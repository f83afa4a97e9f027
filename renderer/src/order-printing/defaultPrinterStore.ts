/** Whether the 'choose default printer' modal (spec 01 §2) is open; opened from anywhere. */
import { create } from 'zustand';

interface DefaultPrinterModalState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const useDefaultPrinterModal = create<DefaultPrinterModalState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
