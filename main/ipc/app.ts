/** app:* — version/platform info, the runtime config, and opening external links. */
import { Channels, type AppBridge, type BridgeHandlers } from '../../shared/bridge';
import { noArgs, openExternalArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

interface AppIpcDeps extends IpcContext {
  /** openExternal is openExternalSafe bound to the shell: false when the URL was refused. */
  app: BridgeHandlers<AppBridge>;
}

export function register(ipcMain: IpcMainLike, deps: AppIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  ipc.handle(Channels.app.getInfo, noArgs, () => deps.app.getInfo());
  ipc.handle(Channels.app.getRuntimeConfig, noArgs, () => deps.app.getRuntimeConfig());
  ipc.handle(Channels.app.openExternal, openExternalArgs, ([url]) => deps.app.openExternal(url));
  return () => ipc.dispose();
}
