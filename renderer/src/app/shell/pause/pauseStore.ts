/**
 * The running pause as the header shows it, and the session's controller for the switch and the
 * pause control to reach (issue 34 §1). Written only by usePauseController.
 */
import { create } from 'zustand';
import type { PauseController, PauseView } from './pauseController';

interface PauseState extends PauseView {
  controller: PauseController | null;
  setController(controller: PauseController | null): void;
  setView(view: PauseView): void;
}

export const usePause = create<PauseState>((set) => ({
  pause: null,
  closedNotice: true,
  controller: null,
  setController: (controller) => set(controller ? { controller } : { controller, pause: null }),
  setView: (view) => set(view),
}));

/** The switch was pressed by hand: a running pause ends first (logged), then the switch acts. */
export async function endPauseByHand(nextOpen: boolean): Promise<void> {
  await usePause.getState().controller?.endByHand(nextOpen);
}
