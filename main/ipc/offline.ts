/** offline:* — the outbox and the orders cache kept on disk for a platform outage (issue 19). */
import type { BridgeHandlers, OfflineBridge } from '../../shared/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface OfflineIpcDeps extends IpcContext {
  offline: BridgeHandlers<OfflineBridge>;
}

export function register(ipcMain: IpcMainLike, deps: OfflineIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'offline', deps.offline);
}
