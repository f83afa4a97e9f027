/**
 * The print queue as the host last reported it (main's journal on the desktop, this page's own
 * requests on the web), fed once by the shell, and whether its dialog is open.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { applyQueueUpdate } from '../../../shared/print-queue-update';
import type { PrinterAlert, PrintQueue } from '../../../shared/printing';
import { createResync } from '../../../shared/revision-delta';
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
    /** The whole queue again: at mount, and after a push that does not follow the one held. */
    const fetchWhole = createResync({
      fetch: () => platform.printing.getQueue(),
      accept: (queue) => {
        const held = usePrintQueue.getState().queue;
        // A push newer than this answer may have come meanwhile: it is kept.
        if (!(held?.rev !== undefined && queue.rev !== undefined && held.rev > queue.rev))
          usePrintQueue.getState().setQueue(queue);
      },
      alive: () => alive,
    });
    const off = platform.printing.onQueueChanged((update) => {
      const next = applyQueueUpdate(usePrintQueue.getState().queue, update);
      if (next === 'gap') fetchWhole();
      else if (next !== 'stale') usePrintQueue.getState().setQueue(next);
    });
    fetchWhole();
    return () => {
      alive = false;
      off();
      usePrintQueue.getState().setQueue(null);
    };
  }, [platform]);
}
