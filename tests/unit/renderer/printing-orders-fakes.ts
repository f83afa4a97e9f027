/** A scriptable PrintingBridge for renderer tests: every call recorded, outcomes set per test. */
import { vi } from 'vitest';
import type { PrintingBridge } from '../../../shared/bridge';
import {
  DEFAULT_LOCAL_PRINT_SETTINGS,
  type LocalPrintSettings,
  type PrinterList,
  type PrintOrderOutcome,
  type PrintQueue,
  type PrintSettingsView,
} from '../../../shared/printing';

export const DEFAULT_LOCAL_SETTINGS: LocalPrintSettings = { ...DEFAULT_LOCAL_PRINT_SETTINGS };

export const EMPTY_QUEUE: PrintQueue = { pending: [], failed: [], printedToday: [], alerts: [] };

export function fakePrinting(
  init: { settings?: Partial<LocalPrintSettings>; printers?: PrinterList; queue?: PrintQueue } = {},
) {
  let view: PrintSettingsView = {
    settings: { ...DEFAULT_LOCAL_SETTINGS, ...init.settings },
    qz: { certificate: '', hasPrivateKey: false },
  };
  let queue = init.queue ?? EMPTY_QUEUE;
  const settingsListeners = new Set<(v: PrintSettingsView) => void>();
  const queueListeners = new Set<(q: PrintQueue) => void>();
  const state = {
    printers: init.printers ?? ({ printers: [] } as PrinterList),
    printOutcome: { ok: true, queued: 1, skippedCategories: [] } as PrintOrderOutcome,
  };
  const bridge = {
    getSettings: vi.fn(async () => view),
    saveSettings: vi.fn(async (settings: LocalPrintSettings) => {
      view = { ...view, settings };
      settingsListeners.forEach((cb) => cb(view));
      return view;
    }),
    setQzCredentials: vi.fn(async () => view),
    onSettingsChanged: vi.fn((cb: (v: PrintSettingsView) => void) => {
      settingsListeners.add(cb);
      return () => settingsListeners.delete(cb);
    }),
    listPrinters: vi.fn(async () => state.printers),
    savePrinter: vi.fn(async () => state.printers),
    removePrinter: vi.fn(async () => state.printers),
    printOrder: vi.fn(
      async (
        _order: Parameters<PrintingBridge['printOrder']>[0],
        _opts?: Parameters<PrintingBridge['printOrder']>[1],
      ) => state.printOutcome,
    ),
    reprintJob: vi.fn(async (_key: string) => ({ ok: true }) as const),
    testPage: vi.fn(async (_name: string) => ({ ok: true }) as const),
    getQueue: vi.fn(async () => queue),
    onQueueChanged: vi.fn((cb: (q: PrintQueue) => void) => {
      queueListeners.add(cb);
      return () => queueListeners.delete(cb);
    }),
  } satisfies PrintingBridge;
  return {
    bridge,
    state,
    /** Main changed the settings (another window, the settings screen). */
    setSettings(patch: Partial<LocalPrintSettings>) {
      view = { ...view, settings: { ...view.settings, ...patch } };
      settingsListeners.forEach((cb) => cb(view));
    },
    setQueue(next: PrintQueue) {
      queue = next;
      queueListeners.forEach((cb) => cb(next));
    },
  };
}
