/** A dialog's open flag that any screen may raise: one small store per dialog. */
import { create } from 'zustand';

export interface OpenFlag {
  open: boolean;
  show(): void;
  hide(): void;
}

export function createOpenFlag() {
  return create<OpenFlag>((set) => ({
    open: false,
    show: () => set({ open: true }),
    hide: () => set({ open: false }),
  }));
}
