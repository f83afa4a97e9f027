/** session:* — the logged-in user, kept (hash encrypted) by main. */
import { Channels, type BridgeHandlers, type SessionBridge } from '../../shared/bridge';
import { noArgs, saveSessionArgs } from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

interface SessionIpcDeps extends IpcContext {
  session: BridgeHandlers<SessionBridge>;
}

export function register(ipcMain: IpcMainLike, deps: SessionIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  ipc.handle(Channels.session.load, noArgs, () => deps.session.load());
  ipc.handle(Channels.session.save, saveSessionArgs, ([user]) => deps.session.save(user));
  ipc.handle(Channels.session.clear, noArgs, () => deps.session.clear());
  return () => ipc.dispose();
}
