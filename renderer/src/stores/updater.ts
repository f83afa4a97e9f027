import { create } from 'zustand';
import type { UpdateStatus } from '../../../shared/bridge';

/** What a downloaded update waits for before it installs by itself. */
export interface UpdateWait {
  pendingOrders: number;
  printing: boolean;
}

export interface UpdaterState {
  /** true once an update is available: the whole app shows 'Atualizando...'. */
  updating: boolean;
  /** The update failed while the screen was up: the user may go back to the app. */
  failed: boolean;
  version: string | null;
  /** 0..100 */
  percent: number;
  message: string | null;
  /** Downloaded, waiting for no pending order and an empty print queue (or 'Instalar agora'). */
  waiting: UpdateWait | null;
  /** Staff chose 'Continuar trabalhando': a small banner instead of the overlay while it waits. */
  collapsed: boolean;
  available(version: string): void;
  progress(percent: number): void;
  setMessage(message: string): void;
  fromStatus(status: UpdateStatus): void;
  collapse(): void;
  expand(): void;
  dismiss(): void;
}

const clampPercent = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);

export const useUpdater = create<UpdaterState>((set) => ({
  updating: false,
  failed: false,
  version: null,
  percent: 0,
  message: null,
  waiting: null,
  collapsed: false,
  available: (version) => set({ updating: true, failed: false, version, waiting: null }),
  // Progress implies an update is on its way even if 'update-available' was missed.
  progress: (percent) =>
    set({ updating: true, failed: false, percent: clampPercent(percent), waiting: null }),
  setMessage: (message) => set({ message }),
  fromStatus: (status) => {
    switch (status.state) {
      case 'available':
        set({ updating: true, failed: false, version: status.version, waiting: null });
        break;
      case 'downloading':
        set({
          updating: true,
          failed: false,
          version: status.version,
          percent: clampPercent(status.percent),
          waiting: null,
        });
        break;
      case 'waiting':
        set({
          updating: true,
          failed: false,
          version: status.version,
          percent: 100,
          waiting: { pendingOrders: status.pendingOrders, printing: status.printing },
        });
        break;
      case 'downloaded':
        // Installing now: the app restarts, the whole screen says so.
        set({
          updating: true,
          failed: false,
          version: status.version,
          percent: 100,
          waiting: null,
          collapsed: false,
        });
        break;
      case 'error':
        set((s) =>
          s.updating
            ? { failed: true, waiting: null, collapsed: false, message: status.message || s.message }
            : {},
        );
        break;
      default:
        break;
    }
  },
  collapse: () => set((s) => (s.waiting ? { collapsed: true } : {})),
  expand: () => set({ collapsed: false }),
  dismiss: () =>
    set({
      updating: false,
      failed: false,
      percent: 0,
      message: null,
      version: null,
      waiting: null,
      collapsed: false,
    }),
}));

/** The overlay covers (and makes inert) the app, except while staff keep working during a wait. */
export const selectBlocking = (s: UpdaterState) => s.updating && !(s.waiting !== null && s.collapsed);
