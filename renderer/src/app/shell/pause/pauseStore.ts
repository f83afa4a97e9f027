/**
 * The running pause as the header shows it, and the session's controller for the switch and the
 * pause control to reach (issue 34 §1). Written only by usePauseController.
 */
import { create } from 'zustand';
import type { BusyMode } from '../../../../../shared/store-pause/busy';
import type { BusyController } from './busyController';
import type { PauseController, PauseView } from './pauseController';

interface PauseState extends PauseView {
  controller: PauseController | null;
  /** Busy mode on the delivery estimate (issue 34 §2): the running one and its controller. */
  busy: BusyMode | null;
  busyController: BusyController | null;
  setController(controller: PauseController | null): void;
  setBusyController(controller: BusyController | null): void;
  setView(view: PauseView): void;
}

export const usePause = create<PauseState>((set) => ({
  pause: null,
  closedNotice: true,
  controller: null,
  busy: null,
  busyController: null,
  setController: (controller) => set(controller ? { controller } : { controller, pause: null }),
  setBusyController: (busyController) =>
    set(busyController ? { busyController } : { busyController, busy: null }),
  setView: (view) => set(view),
}));

/** The switch was pressed by hand: a running pause ends first (logged), then the switch acts. */
export async function endPauseByHand(nextOpen: boolean): Promise<void> {
  await usePause.getState().controller?.endByHand(nextOpen);
}
