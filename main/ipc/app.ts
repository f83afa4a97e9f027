/** app:* — version/platform info, the runtime config, and opening external links. */
import type { BridgeHandlers, AppBridge } from '../../shared/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface AppIpcDeps extends IpcContext {
  /** openExternal is openExternalSafe bound to the shell: false when the URL was refused. */
  app: BridgeHandlers<AppBridge>;
}

export function register(ipcMain: IpcMainLike, deps: AppIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'app', deps.app);
}
