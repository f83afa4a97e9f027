/**
 * The app's toasts (sonner), imperative like `dialogs`. Durations follow spec 01 §9:
 * success 2 s, connection loss 5 s.
 */
import { toast } from 'sonner';

export const SUCCESS_TOAST_MS = 2000;
export const CONNECTION_LOSS_TOAST_MS = 5000;
export const CONNECTION_LOSS_MESSAGE = 'Perda de conexão com o servidor';

export const notify = {
  success(message: string, durationMs = SUCCESS_TOAST_MS): void {
    toast.success(message, { duration: durationMs });
  },
  error(message: string, durationMs = 4000): void {
    toast.error(message, { duration: durationMs });
  },
  info(message: string, durationMs = 4000): void {
    toast.info(message, { duration: durationMs });
  },
  /** One toast per `id` at a time: the same cause again replaces it instead of stacking. */
  warning(message: string, id: string, durationMs = 6000): void {
    toast.warning(message, { id, duration: durationMs });
  },
  connectionLost(): void {
    toast.error(CONNECTION_LOSS_MESSAGE, { id: 'connection-lost', duration: CONNECTION_LOSS_TOAST_MS });
  },
};
