/** session:* — the logged-in user, kept (hash encrypted) by main. */
import type { BridgeHandlers, SessionBridge } from '../../shared/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface SessionIpcDeps extends IpcContext {
  session: BridgeHandlers<SessionBridge>;
}

export function register(ipcMain: IpcMainLike, deps: SessionIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'session', deps.session);
}
