/** window:* — the close prompt's answers, focus, and the tray tooltip info. */
import { Channels, type BridgeHandlers, type WindowBridge } from '../../shared/bridge';
import { noArgs, setTrayInfoArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

interface WindowIpcDeps extends IpcContext {
  window: BridgeHandlers<WindowBridge>;
}

export function register(ipcMain: IpcMainLike, deps: WindowIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  // The prompt's three buttons are three send channels; 'toAppQuit' keeps the spec's name.
  const w = deps.window;
  ipc.on(Channels.window.quit, noArgs, () => w.answerClose('quit'));
  ipc.on(Channels.window.minimizeToTray, noArgs, () => w.answerClose('minimize'));
  ipc.on(Channels.window.cancelClose, noArgs, () => w.answerClose('cancel'));
  ipc.on(Channels.window.focus, noArgs, () => w.focus());
  ipc.on(Channels.window.setTrayInfo, setTrayInfoArgs, ([info]) => w.setTrayInfo(info));
  return () => ipc.dispose();
}
