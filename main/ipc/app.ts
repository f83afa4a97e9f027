/** app:* — version/platform info, the runtime config, and opening external links. */
import { Channels, type AppInfo } from '../../shared/bridge';
import { noArgs, openExternalArgs } from '../../shared/bridge-schemas';
import type { RuntimeConfig } from '../../shared/config';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

export interface AppIpcDeps extends IpcContext {
  info: () => AppInfo;
  runtimeConfig: () => RuntimeConfig;
  /** openExternalSafe bound to the shell: false when the URL was refused. */
  openExternal: (url: string) => Promise<boolean>;
}

export function register(ipcMain: IpcMainLike, deps: AppIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  ipc.handle(Channels.app.getInfo, noArgs, () => deps.info());
  ipc.handle(Channels.app.getRuntimeConfig, noArgs, () => deps.runtimeConfig());
  ipc.handle(Channels.app.openExternal, openExternalArgs, async ([url]) => {
    if (!(await deps.openExternal(url)))
      throw new Error('Link não permitido: só endereços http(s) abrem no navegador.');
  });
  return () => ipc.dispose();
}
