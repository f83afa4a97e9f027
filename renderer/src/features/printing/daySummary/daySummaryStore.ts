/**
 * Whether the 'Resumo do dia' preview is open; opened from the orders top bar or, when staff
 * chose it, by closing the store from the header switch.
 */
import { create } from 'zustand';

interface DaySummaryDialogState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const useDaySummaryDialog = create<DaySummaryDialogState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
