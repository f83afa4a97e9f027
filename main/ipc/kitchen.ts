/** kitchen:* — the kitchen screen (issue 33 §3): settings, feeds and commands, tablets' pairing. */
import type { BridgeHandlers } from '../../shared/bridge';
import type { KitchenDeskBridge } from '../../shared/kitchen-screen/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface KitchenIpcDeps extends IpcContext {
  kitchen: BridgeHandlers<KitchenDeskBridge>;
}

export function register(ipcMain: IpcMainLike, deps: KitchenIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'kitchen', deps.kitchen);
}
