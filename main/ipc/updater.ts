/**
 * updater:* — the current status (events flow main → renderer through `send`), the renderer's
 * pending-order count (the install waits for none) and 'Instalar agora'.
 */
import { Channels, type BridgeHandlers, type UpdaterBridge } from '../../shared/bridge';
import { noArgs, reportPendingOrdersArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

interface UpdaterIpcDeps extends IpcContext {
  updater: BridgeHandlers<UpdaterBridge>;
}

export function register(ipcMain: IpcMainLike, deps: UpdaterIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  const u = deps.updater;
  ipc.handle(Channels.updater.getStatus, noArgs, () => u.getStatus());
  ipc.on(Channels.updater.reportPendingOrders, reportPendingOrdersArgs, ([count]) =>
    u.reportPendingOrders(count),
  );
  ipc.handle(Channels.updater.installNow, noArgs, () => u.installNow());
  return () => ipc.dispose();
}
