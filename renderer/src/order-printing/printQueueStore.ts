/**
 * The print queue as the host last reported it (main's journal on the desktop, this page's own
 * requests on the web), fed once by the shell, and whether its dialog is open.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { PrinterAlert, PrintQueue } from '../../../shared/printing';
import type { Platform } from '../platform';

interface PrintQueueState {
  queue: PrintQueue | null;
  open: boolean;
  show(): void;
  hide(): void;
  setQueue(queue: PrintQueue | null): void;
}

export const usePrintQueue = create<PrintQueueState>((set) => ({
  queue: null,
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
  setQueue: (queue) => set({ queue }),
}));

/** Jobs someone should look at: failed ones and pending ones already held by an error. */
export function needsAttention(queue: PrintQueue | null): number {
  if (!queue) return 0;
  return (
    queue.failed.length + queue.pending.filter((j) => j.lastError !== undefined && j.attempts > 0).length
  );
}

/** 'Impressora EPSON: Sem papel — 3 tickets aguardando' (the alert banner's text). */
export function alertText(alert: {
  printerName: string;
  message: string;
  waitingJobs: number;
  problem?: PrinterAlert['problem'];
}): string {
  const n = alert.waitingJobs;
  const waiting = `${n} ${n === 1 ? 'ticket' : 'tickets'} aguardando`;
  // A problem the printer reported already names it: 'Impressora Balcão sem papel'.
  if (alert.problem) return `${alert.message} — ${waiting}`;
  return `Impressora ${alert.printerName}: ${alert.message} — ${waiting}`;
}

/** Keeps the store live while the shell is mounted; a failing host leaves the last known queue. */
export function usePrintQueueFeed(platform: Pick<Platform, 'printing'>): void {
  useEffect(() => {
    let alive = true;
    const off = platform.printing.onQueueChanged((queue) => usePrintQueue.getState().setQueue(queue));
    platform.printing
      .getQueue()
      .then((queue) => {
        if (alive) usePrintQueue.getState().setQueue(queue);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      off();
      usePrintQueue.getState().setQueue(null);
    };
  }, [platform]);
}
