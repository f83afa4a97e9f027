import { create } from 'zustand';
import type { UpdateStatus } from '../../../shared/bridge';

export interface UpdaterState {
  /** true once an update is available: the whole app shows 'Atualizando...'. */
  updating: boolean;
  /** The update failed while the screen was up: the user may go back to the app. */
  failed: boolean;
  version: string | null;
  /** 0..100 */
  percent: number;
  message: string | null;
  available(version: string): void;
  progress(percent: number): void;
  setMessage(message: string): void;
  fromStatus(status: UpdateStatus): void;
  dismiss(): void;
}

const clampPercent = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);

export const useUpdater = create<UpdaterState>((set) => ({
  updating: false,
  failed: false,
  version: null,
  percent: 0,
  message: null,
  available: (version) => set({ updating: true, failed: false, version }),
  // Progress implies an update is on its way even if 'update-available' was missed.
  progress: (percent) => set({ updating: true, failed: false, percent: clampPercent(percent) }),
  setMessage: (message) => set({ message }),
  fromStatus: (status) => {
    switch (status.state) {
      case 'available':
        set({ updating: true, failed: false, version: status.version });
        break;
      case 'downloading':
        set({
          updating: true,
          failed: false,
          version: status.version,
          percent: clampPercent(status.percent),
        });
        break;
      case 'downloaded':
        set({ updating: true, failed: false, version: status.version, percent: 100 });
        break;
      case 'error':
        set((s) => (s.updating ? { failed: true, message: status.message || s.message } : {}));
        break;
      default:
        break;
    }
  },
  dismiss: () => set({ updating: false, failed: false, percent: 0, message: null, version: null }),
}));
