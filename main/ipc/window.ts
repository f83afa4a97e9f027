/** window:* — the close prompt's answers, focus, and the tray tooltip info. */
import { Channels, type CloseChoice, type TrayInfo } from '../../shared/bridge';
import { noArgs, setTrayInfoArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

export interface WindowIpcDeps extends IpcContext {
  answerClose: (choice: CloseChoice) => void;
  focus: () => void;
  setTrayInfo: (info: TrayInfo) => void;
}

export function register(ipcMain: IpcMainLike, deps: WindowIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  // The prompt's three buttons are three send channels; 'toAppQuit' keeps the spec's name.
  ipc.on(Channels.window.quit, noArgs, () => deps.answerClose('quit'));
  ipc.on(Channels.window.minimizeToTray, noArgs, () => deps.answerClose('minimize'));
  ipc.on(Channels.window.cancelClose, noArgs, () => deps.answerClose('cancel'));
  ipc.on(Channels.window.focus, noArgs, () => deps.focus());
  ipc.on(Channels.window.setTrayInfo, setTrayInfoArgs, ([info]) => deps.setTrayInfo(info));
  return () => ipc.dispose();
}
