import type { Logger } from '../log/logger';

/**
 * The part of Electron's ipcMain the handlers use. The real `ipcMain` satisfies it; the e2e
 * harness passes a plain object that records handlers and calls them with a fake event.
 */
export interface IpcMainEventLike {
  /**
   * The frame that sent the message. Handlers accept only our renderer (app://bundle, or the dev
   * server origin): a harness passes e.g. `{ senderFrame: { url: 'app://bundle/index.html' } }`.
   */
  senderFrame?: { url: string } | null;
}

type IpcMainInvokeEventLike = IpcMainEventLike;

export type InvokeHandler = (event: IpcMainInvokeEventLike, ...args: unknown[]) => unknown;
export type EventListener = (event: IpcMainEventLike, ...args: unknown[]) => void;

export interface IpcMainLike {
  handle(channel: string, handler: InvokeHandler): void;
  removeHandler(channel: string): void;
  on(channel: string, listener: EventListener): unknown;
  removeListener(channel: string, listener: EventListener): unknown;
}

/** What every domain's `register` gets besides its own services. */
export interface IpcContext {
  log: Logger;
  /** True when the event comes from our renderer. */
  isTrustedSender(event: IpcMainEventLike): boolean;
}
