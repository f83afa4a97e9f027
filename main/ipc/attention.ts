/** attention:* — OS notifications and the taskbar flash (clicks flow main → renderer through `send`). */
import type { BridgeHandlers, AttentionBridge } from '../../shared/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface AttentionIpcDeps extends IpcContext {
  attention: BridgeHandlers<AttentionBridge>;
}

export function register(ipcMain: IpcMainLike, deps: AttentionIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'attention', deps.attention);
}
