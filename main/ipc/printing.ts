/** printing:* — local print settings, QZ credentials, printers, orders to print and the queue. */
import type { BridgeHandlers, PrintingBridge } from '../../shared/bridge';
import { registerDomain } from './routes';
import type { IpcContext, IpcMainLike } from './types';

interface PrintingIpcDeps extends IpcContext {
  printing: BridgeHandlers<PrintingBridge>;
}

export function register(ipcMain: IpcMainLike, deps: PrintingIpcDeps): () => void {
  return registerDomain(ipcMain, deps, 'printing', deps.printing);
}
