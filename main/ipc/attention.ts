/** attention:* — OS notifications and the taskbar flash (clicks flow main → renderer through `send`). */
import { Channels, type AttentionBridge, type BridgeHandlers } from '../../shared/bridge';
import { flashArgs, notifyArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

interface AttentionIpcDeps extends IpcContext {
  attention: BridgeHandlers<AttentionBridge>;
}

export function register(ipcMain: IpcMainLike, deps: AttentionIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  ipc.on(Channels.attention.notify, notifyArgs, ([notification]) => {
    deps.attention.notify(notification);
  });
  ipc.on(Channels.attention.flash, flashArgs, ([on]) => deps.attention.flash(on));
  return () => ipc.dispose();
}
