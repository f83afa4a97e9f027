// Runs IN THE PAGE (bundled by bridge-bundle.ts into an init script). It plays the preload:
// the REAL createBridge from preload/bridge.ts over an ipcRenderer stand-in whose invoke/send
// cross to the test process through the `__cashDeskIpc` binding, where the REAL main handlers
// answer. Main → renderer messages arrive through `__cashDeskDeliver`.
import { createBridge, type IpcRendererLike } from '../../../preload/bridge';
import { toWire, type IpcWireMessage } from './ipc-wire';

export type { IpcWireMessage } from './ipc-wire';

type RendererListener = (event: unknown, ...args: unknown[]) => void;

declare global {
  interface Window {
    __cashDeskIpc?: (message: IpcWireMessage) => Promise<unknown>;
    __cashDeskDeliver?: (channel: string, args: unknown[]) => number;
  }
}

const listeners = new Map<string, Set<RendererListener>>();

function wire(message: IpcWireMessage): Promise<unknown> {
  const binding = window.__cashDeskIpc;
  if (!binding) return Promise.reject(new Error('e2e harness: __cashDeskIpc binding missing'));
  return binding(message);
}

const ipc: IpcRendererLike = {
  invoke(channel: string, ...args: unknown[]) {
    return wire(toWire('invoke', channel, args)).catch((error: unknown) => {
      // Electron's wording, so renderer code sees what it would in the desktop app.
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(`Error invoking remote method '${channel}': ${detail}`);
    });
  },
  send(channel: string, ...args: unknown[]) {
    void wire(toWire('send', channel, args)).catch(() => undefined);
  },
  on(channel: string, listener: RendererListener) {
    let set = listeners.get(channel);
    if (!set) listeners.set(channel, (set = new Set()));
    set.add(listener);
    return ipc;
  },
  removeListener(channel: string, listener: RendererListener) {
    listeners.get(channel)?.delete(listener);
    return ipc;
  },
};

Object.defineProperty(window, '__cashDeskDeliver', {
  value: (channel: string, args: unknown[]): number => {
    const set = [...(listeners.get(channel) ?? [])];
    const event = { sender: null, senderId: 0 };
    for (const listener of set) listener(event, ...args);
    return set.length;
  },
});

// contextBridge hands the page a frozen copy; so do we.
Object.defineProperty(window, 'cashDesk', { value: Object.freeze(createBridge(ipc)), enumerable: true });
