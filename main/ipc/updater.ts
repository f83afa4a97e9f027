/**
 * updater:* — the current status (events flow main → renderer through `send`), the renderer's
 * pending-order count (the install waits for none) and 'Instalar agora'.
 */
import { Channels, type UpdateStatus } from '../../shared/bridge';
import { noArgs, reportPendingOrdersArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

export interface UpdaterIpcDeps extends IpcContext {
  status: () => UpdateStatus;
  setPendingOrders: (count: number) => void;
  installNow: () => boolean;
}

export function register(ipcMain: IpcMainLike, deps: UpdaterIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  ipc.handle(Channels.updater.getStatus, noArgs, () => deps.status());
  ipc.on(Channels.updater.reportPendingOrders, reportPendingOrdersArgs, ([count]) =>
    deps.setPendingOrders(count),
  );
  ipc.handle(Channels.updater.installNow, noArgs, () => deps.installNow());
  return () => ipc.dispose();
}
