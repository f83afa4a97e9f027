/**
 * The one scriptable PrintingBridge for renderer tests (orders desk, print queue, settings
 * screens): every call recorded, settings and printers kept like main keeps them (a save is
 * announced to the listeners, as main does), print outcomes and the queue set per test.
 */
import { vi } from 'vitest';
import type { PrintingBridge } from '../../../shared/bridge';
import type { LocalHostChange, LocalHostView } from '../../../shared/local-print-host';
import type { PrintQueueUpdate } from '../../../shared/print-queue-update';
import {
  DEFAULT_LOCAL_PRINT_SETTINGS,
  type DiscoveryProgress,
  type DiscoveryResult,
  type FoundPrinter,
  type LocalPrintSettings,
  type PrinterDefinition,
  type PrinterInfo,
  type PrinterList,
  type PrintJobView,
  type PrintOrderOutcome,
  type PrintOutcome,
  type PrintQueue,
  type PrintSettingsView,
  type QzCredentialsPatch,
} from '../../../shared/printing';

export const EMPTY_QUEUE: PrintQueue = { pending: [], failed: [], printedToday: [], alerts: [] };

export interface FakePrintingInit {
  /** Over DEFAULT_LOCAL_PRINT_SETTINGS. */
  settings?: Partial<LocalPrintSettings>;
  qz?: PrintSettingsView['qz'];
  printers?: PrinterList;
  queue?: PrintQueue;
}

/** How main lists a printer just saved by hand. */
function savedPrinterInfo(d: PrinterDefinition): PrinterInfo {
  const detail =
    d.connection.kind === 'tcp'
      ? `${d.connection.host}:${d.connection.port}`
      : 'path' in d.connection
        ? d.connection.path
        : '';
  return {
    name: d.name,
    kind: d.connection.kind,
    detail,
    configured: true,
    health: 'unknown',
    codePage: d.codePage,
  };
}

export function fakePrinting(init: FakePrintingInit = {}) {
  let view: PrintSettingsView = {
    settings: { ...DEFAULT_LOCAL_PRINT_SETTINGS, ...init.settings },
    qz: init.qz ?? { certificate: '', hasPrivateKey: false },
  };
  let queue = init.queue ?? EMPTY_QUEUE;
  const settingsListeners = new Set<(v: PrintSettingsView) => void>();
  const queueListeners = new Set<(q: PrintQueueUpdate) => void>();
  const state = {
    printers: init.printers ?? ({ printers: [] } as PrinterList),
    printOutcome: { ok: true, queued: 1, skippedCategories: [] } as PrintOrderOutcome,
    /**
     * What the host's queue shows for an order's cashier ticket once queued: out at once
     * ('printed', as a working printer does), or held with this reason (its printer's problem).
     */
    cashierTicket: { state: 'printed' } as { state: 'printed' } | { state: 'queued'; lastError: string },
    drawerOutcome: { ok: true } as PrintOutcome,
    summaryOutcome: { ok: true } as PrintOutcome,
    localHost: {
      role: 'host',
      enabled: false,
      token: 'ABCD-EFGH-JKLM-NPQR-STUV',
      webOrigins: ['http://127.0.0.1:5180'],
      ports: { aiboo: null, nat: null },
    } as LocalHostView,
  };
  /** As main's journal does: the order's cashier ticket enters the queue (and is pushed). */
  const queueCashierTicket = (orderId: string) => {
    const now = Date.now();
    const job: PrintJobView = {
      key: `${orderId}:cashier:Caixa`,
      orderId,
      kind: 'cashier',
      label: 'Caixa',
      printerName: 'Caixa',
      reprint: false,
      attempts: 1,
      createdAt: now,
      updatedAt: now,
      ...state.cashierTicket,
      ...(state.cashierTicket.state === 'printed' ? { printedAt: now } : {}),
    };
    const others = (list: PrintJobView[]) => list.filter((j) => j.key !== job.key);
    queue =
      job.state === 'printed'
        ? { ...queue, pending: others(queue.pending), printedToday: [...others(queue.printedToday), job] }
        : { ...queue, pending: [...others(queue.pending), job] };
    const next = queue;
    queueListeners.forEach((cb) => cb(next));
  };
  /** main → renderer: settings changed (pushed as is, whatever main holds). */
  const emitSettings = (v: PrintSettingsView) => settingsListeners.forEach((cb) => cb(v));
  // A search runs until the test finishes it (finishDiscovery) or the dialog cancels it.
  const discoveryListeners = new Set<(p: DiscoveryProgress) => void>();
  let finishDiscovery: ((result: DiscoveryResult) => void) | undefined;
  let lastFound: FoundPrinter[] = [];
  const bridge = {
    getSettings: vi.fn(async () => structuredClone(view)),
    saveSettings: vi.fn(async (settings: LocalPrintSettings) => {
      view = { ...view, settings: structuredClone(settings) };
      emitSettings(structuredClone(view));
      return structuredClone(view);
    }),
    setQzCredentials: vi.fn(async (patch: QzCredentialsPatch) => {
      const qz = { ...view.qz };
      if (patch.certificate !== undefined) qz.certificate = patch.certificate ?? '';
      if (patch.privateKey !== undefined)
        qz.hasPrivateKey = patch.privateKey !== null && patch.privateKey !== '';
      view = { ...view, qz };
      return structuredClone(view);
    }),
    onSettingsChanged: vi.fn((cb: (v: PrintSettingsView) => void) => {
      settingsListeners.add(cb);
      return () => settingsListeners.delete(cb);
    }),
    listPrinters: vi.fn(async () => structuredClone(state.printers)),
    savePrinter: vi.fn(async (d: PrinterDefinition) => {
      state.printers = {
        printers: [...state.printers.printers.filter((p) => p.name !== d.name), savedPrinterInfo(d)],
      };
      return structuredClone(state.printers);
    }),
    removePrinter: vi.fn(async (name: string) => {
      state.printers = { printers: state.printers.printers.filter((p) => p.name !== name) };
      return structuredClone(state.printers);
    }),
    printOrder: vi.fn(
      async (
        order: Parameters<PrintingBridge['printOrder']>[0],
        _opts?: Parameters<PrintingBridge['printOrder']>[1],
      ) => {
        if (state.printOutcome.ok && state.printOutcome.queued > 0) queueCashierTicket(order.id_pedido);
        return state.printOutcome;
      },
    ),
    preparePrinters: vi.fn(() => undefined),
    storeOpenChanged: vi.fn(() => undefined),
    reprintJob: vi.fn(async (_key: string) => ({ ok: true }) as const),
    discardJob: vi.fn(async (_key: string) => ({ ok: true }) as const),
    testPage: vi.fn(async (_name: string): Promise<PrintOutcome> => ({ ok: true })),
    orderChanged: vi.fn(
      async (_change: Parameters<PrintingBridge['orderChanged']>[0]) => ({ ok: true, slips: 0 }) as const,
    ),
    printDaySummary: vi.fn(
      async (_request: Parameters<PrintingBridge['printDaySummary']>[0]): Promise<PrintOutcome> =>
        state.summaryOutcome,
    ),
    discoverPrinters: vi.fn(
      () =>
        new Promise<DiscoveryResult>((resolve) => {
          finishDiscovery = resolve;
        }),
    ),
    cancelDiscovery: vi.fn(async () => {
      finishDiscovery?.({ printers: lastFound, cancelled: true });
    }),
    onDiscoveryProgress: vi.fn((cb: (p: DiscoveryProgress) => void) => {
      discoveryListeners.add(cb);
      return () => discoveryListeners.delete(cb);
    }),
    getQueue: vi.fn(async () => queue),
    openDrawer: vi.fn(
      async (_request: Parameters<PrintingBridge['openDrawer']>[0]): Promise<PrintOutcome> =>
        state.drawerOutcome,
    ),
    onQueueChanged: vi.fn((cb: (q: PrintQueueUpdate) => void) => {
      queueListeners.add(cb);
      return () => queueListeners.delete(cb);
    }),
    getLocalHost: vi.fn(async (): Promise<LocalHostView> => structuredClone(state.localHost)),
    changeLocalHost: vi.fn(async (change: LocalHostChange): Promise<LocalHostView> => {
      const host = state.localHost;
      if (host.role !== 'host') throw new Error('não é o host');
      if ('enabled' in change) host.enabled = change.enabled;
      if ('rotateToken' in change) host.token = 'WXYZ-2345-6789-ABCD-EFGH';
      if ('webOrigins' in change) host.webOrigins = change.webOrigins;
      return structuredClone(host);
    }),
  } satisfies PrintingBridge;
  return {
    bridge,
    state,
    /** The settings main holds now. */
    view: () => view,
    emitSettings,
    /** Main changed the settings (another window, the settings screen). */
    setSettings(patch: Partial<LocalPrintSettings>) {
      view = { ...view, settings: { ...view.settings, ...patch } };
      emitSettings(view);
    },
    /** main → renderer: a search's progress. */
    emitDiscovery(progress: DiscoveryProgress) {
      lastFound = progress.printers;
      discoveryListeners.forEach((cb) => cb(progress));
    },
    /** The running search ends with this result. */
    finishDiscovery(result: DiscoveryResult) {
      finishDiscovery?.(result);
    },
    setQueue(next: PrintQueue) {
      queue = next;
      queueListeners.forEach((cb) => cb(next));
    },
    /** Main pushes what changed (the queue it applies on stays what getQueue answers until `whole`). */
    pushUpdate(update: PrintQueueUpdate, whole?: PrintQueue) {
      if (whole) queue = whole;
      queueListeners.forEach((cb) => cb(update));
    },
  };
}
