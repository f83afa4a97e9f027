/** printing:* — local print settings, QZ credentials, printers, orders to print and the queue. */
import { Channels, type BridgeHandlers, type PrintingBridge } from '../../shared/bridge';
import {
  noArgs,
  printerNameArgs,
  printOrderArgs,
  reprintJobArgs,
  discardJobArgs,
  saveLocalPrintSettingsArgs,
  savePrinterArgs,
  setQzCredentialsArgs,
} from '../../shared/bridge-schemas';
import { IpcRegistry } from './validate';
import type { IpcContext, IpcMainLike } from './types';

interface PrintingIpcDeps extends IpcContext {
  printing: BridgeHandlers<PrintingBridge>;
}

export function register(ipcMain: IpcMainLike, deps: PrintingIpcDeps): () => void {
  const ipc = new IpcRegistry(ipcMain, deps);
  const p = deps.printing;
  const c = Channels.printing;
  ipc.handle(c.getSettings, noArgs, () => p.getSettings());
  ipc.handle(c.saveSettings, saveLocalPrintSettingsArgs, ([settings]) => p.saveSettings(settings));
  ipc.handle(c.setQzCredentials, setQzCredentialsArgs, ([patch]) => p.setQzCredentials(patch));
  ipc.handle(c.listPrinters, noArgs, () => p.listPrinters());
  ipc.handle(c.savePrinter, savePrinterArgs, ([definition]) => p.savePrinter(definition));
  ipc.handle(c.removePrinter, printerNameArgs, ([name]) => p.removePrinter(name));
  // printOrderArgs reads the order with the live order schema: what reaches printing is a LiveOrder.
  ipc.handle(c.printOrder, printOrderArgs, ([order, opts]) => p.printOrder(order, opts));
  ipc.handle(c.reprintJob, reprintJobArgs, ([key]) => p.reprintJob(key));
  ipc.handle(c.discardJob, discardJobArgs, ([key]) => p.discardJob(key));
  ipc.handle(c.testPage, printerNameArgs, ([name]) => p.testPage(name));
  ipc.handle(c.getQueue, noArgs, () => p.getQueue());
  return () => ipc.dispose();
}
