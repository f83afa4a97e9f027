/** settings:* — read and patch the renderer-visible settings. */
import type { BridgeHandlers, SettingsBridge } from '../../shared/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface SettingsIpcDeps extends IpcContext {
  settings: BridgeHandlers<SettingsBridge>;
}

export function register(ipcMain: IpcMainLike, deps: SettingsIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'settings', deps.settings);
}
