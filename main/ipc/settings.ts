/** settings:* — read and patch the renderer-visible settings. */
import { Channels, type BridgeHandlers, type SettingsBridge } from '../../shared/bridge';
import { noArgs, updateSettingsArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

interface SettingsIpcDeps extends IpcContext {
  settings: BridgeHandlers<SettingsBridge>;
}

export function register(ipcMain: IpcMainLike, deps: SettingsIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  ipc.handle(Channels.settings.get, noArgs, () => deps.settings.get());
  ipc.handle(Channels.settings.update, updateSettingsArgs, ([patch]) => deps.settings.update(patch));
  return () => ipc.dispose();
}
