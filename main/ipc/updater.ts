/** updater:* — the current status (events flow main → renderer through `send`). */
import { Channels, type UpdateStatus } from '../../shared/bridge';
import { noArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

export interface UpdaterIpcDeps extends IpcContext {
  status: () => UpdateStatus;
}

export function register(ipcMain: IpcMainLike, deps: UpdaterIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  ipc.handle(Channels.updater.getStatus, noArgs, () => deps.status());
  return () => ipc.dispose();
}
