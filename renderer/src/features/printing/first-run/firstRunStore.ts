/**
 * 'Configurar este computador' (issue 35 §1): whether the guide is open, the rule that offers it
 * on the first login (no print settings ever saved on this computer, and not answered before),
 * and the summary the orders screen shows once it ends.
 */
import { create } from 'zustand';
import type { PrintSettingsView } from '../../../../../shared/printing';

/** This computer's answer to the offer: 'dismissed' ('Agora não') or 'done'. Never offered again. */
export const FIRST_RUN_KEY = 'cashdesk.firstRunGuide';

export interface SummaryLine {
  label: string;
  value: string;
}

interface FirstRunState {
  open: boolean;
  summary: SummaryLine[] | null;
  show(): void;
  close(): void;
  finish(summary: SummaryLine[]): void;
  dismissSummary(): void;
}

export const useFirstRun = create<FirstRunState>((set) => ({
  open: false,
  summary: null,
  show: () => set({ open: true, summary: null }),
  close: () => set({ open: false }),
  finish: (summary) => set({ open: false, summary }),
  dismissSummary: () => set({ summary: null }),
}));

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

function answered(storage: KeyStore): boolean {
  try {
    return storage.getItem(FIRST_RUN_KEY) !== null;
  } catch {
    return false;
  }
}

/** Offered only on a computer where no print settings were ever saved, and only until answered. */
export function shouldOffer(view: Pick<PrintSettingsView, 'neverSaved'>, storage: KeyStore): boolean {
  return view.neverSaved === true && !answered(storage);
}

export function rememberAnswer(storage: KeyStore, answer: 'dismissed' | 'done'): void {
  try {
    storage.setItem(FIRST_RUN_KEY, answer);
  } catch {
    // A browser that keeps nothing offers it again next time: harmless.
  }
}
