/** The native dialog, parented to the main window when there is one (modal to it). */
import type { BrowserWindow, Dialog } from 'electron';
import type { DialogLike } from '../window/close-flow';

export function toDialogLike(dialog: Dialog, parent: () => BrowserWindow | null): DialogLike {
  return {
    showMessageBox: (options) => {
      const win = parent();
      return win && !win.isDestroyed() ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options);
    },
  };
}
