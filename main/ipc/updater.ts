/**
 * updater:* — the current status (events flow main → renderer through `send`), the renderer's
 * pending-order count (the install waits for none) and 'Instalar agora'.
 */
import type { BridgeHandlers, UpdaterBridge } from '../../shared/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface UpdaterIpcDeps extends IpcContext {
  updater: BridgeHandlers<UpdaterBridge>;
}

export function register(ipcMain: IpcMainLike, deps: UpdaterIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'updater', deps.updater);
}
