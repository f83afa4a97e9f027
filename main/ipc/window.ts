/** window:* — the close prompt's answers, focus, and the tray tooltip info. */
import type { BridgeHandlers, WindowBridge } from '../../shared/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface WindowIpcDeps extends IpcContext {
  window: BridgeHandlers<WindowBridge>;
}

export function register(ipcMain: IpcMainLike, deps: WindowIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'window', deps.window);
}
