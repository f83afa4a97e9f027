/**
 * createPrintingSystem: settings, printer registry, journal-backed print service, QZ Tray and
 * the loopback local print service, built from injected pieces and wired to each other. Both the
 * Electron main core and the plain-Node print host (host.ts) run this.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Channels, type BridgeHandlers, type PrintingBridge } from '../../shared/bridge';
import type { LocalPrintSettings, PrinterDefinition, PrinterList, PrintQueue } from '../../shared/printing';
import type { Logger } from '../log/logger';
import type { SafeStorageLike } from '../deps';
import { createCashDrawer } from './drawer';
import { createPrinterDiscovery, type DiscoveryOptions } from './discovery';
import { createDevicePrinter } from './transports/device';
import { systemJournalTimers, type JournalTimers } from './journal';
import { journalHealth } from './journal/queue-view';
import { createLocalCore } from './local-service/core';
import { createPrintService } from './print-service';
import { createPrinterRegistry, PrinterDefinitionError, type PrinterTransports } from './registry';
import { createPrintSettingsService } from './settings';
import { startLocalPrintService } from './local-service';
import { createQzClient, loadQzApi, type QzApi } from './qz/client';
import { createQzCredentialsStore } from './qz/credentials';
import { createOsPrinter, type OsPrinting } from './transports/os-printer';
import { createQzPrinter } from './transports/qz-printer';
import { createThermalTcpPrinter } from './transports/thermal-tcp';

export { loadQzApi };
export type { OsPrinting, QzApi };

export interface PrintingSystemDeps {
  /** Settings, printers, journal, orders and QZ credentials live here (userData in Electron). */
  dataDir: string;
  log: Logger;
  safeStorage: SafeStorageLike;
  /** main → renderer: Channels.printing.settingsChanged / queueChanged. */
  send?(channel: string, payload: unknown): void;
  osPrinting?: OsPrinting;
  /** QZ Tray's API (qz-tray with a WebSocket class); only loaded when the method is 'qz'. */
  loadQz?(): QzApi;
  deviceDirs?: readonly string[];
  /** Lists /dev/usb (or the given dirs) for lp* device files; default fs.readdir. */
  readdir?(dir: string): Promise<string[]>;
  /** Development printers (virtual printers of `npm start`); never stored. */
  devPrinters?: readonly PrinterDefinition[];
  /** Development print settings, used until settings are first saved. */
  devSettings?: LocalPrintSettings;
  /** false: no loopback service; ports default to 65517 / 8847 (0 = any free port). */
  localService?: { ports?: { aiboo?: number; nat?: number }; host?: string } | false;
  storeName?(): string;
  timers?: JournalTimers;
  sendTimeoutMs?: number;
  /**
   * The queue as it is broadcast (same throttle), for main's own readers: the tray names the
   * printers that report a problem.
   */
  onQueue?(queue: PrintQueue): void;
  /** The queue view is broadcast at most once per this many ms (a burst moves many jobs). */
  queueThrottleMs?: number;
  /**
   * 'Procurar impressoras': the range and ports swept (default the PC's own /24, port 9100). Read
   * at each search; tests and the e2e harness give loopback only.
   */
  discovery?(): DiscoveryOptions;
  /** Replaces transports (tests). */
  transports?: Partial<PrinterTransports>;
}

export type PrintingSystem = ReturnType<typeof createPrintingSystem>;

export function createPrintingSystem(deps: PrintingSystemDeps) {
  const { log, dataDir } = deps;
  const timers = deps.timers ?? systemJournalTimers;
  const send = (channel: string, payload: unknown) => {
    try {
      deps.send?.(channel, payload);
    } catch (error) {
      log.warn(`Falha ao enviar ${channel}`, error);
    }
  };

  const credentials = createQzCredentialsStore({
    file: path.join(dataDir, 'qz-credentials.json'),
    safeStorage: deps.safeStorage,
    log,
  });
  const settings = createPrintSettingsService({
    file: path.join(dataDir, 'print-settings.json'),
    log,
    qz: credentials,
    ...(deps.devSettings ? { initial: deps.devSettings } : {}),
    onChange: (view) => {
      if (view.settings.metodoImpressao !== 'qz') closeQz();
      send(Channels.printing.settingsChanged, view);
    },
  });

  let qzClient: ReturnType<typeof createQzClient> | undefined;
  function qz() {
    if (settings.get().metodoImpressao !== 'qz' || !deps.loadQz) return undefined;
    qzClient ??= createQzClient({ qz: deps.loadQz(), credentials, log });
    return qzClient;
  }
  function closeQz(): void {
    const client = qzClient;
    qzClient = undefined;
    void Promise.resolve(client?.close()).catch((error: unknown) => log.warn('Falha ao fechar o QZ', error));
  }

  const transports: PrinterTransports = {
    tcp: ({ host, port }) => createThermalTcpPrinter({ host, port }),
    device: (devicePath) => createDevicePrinter({ path: devicePath }),
    os: (deviceName) => {
      const os = deps.osPrinting;
      if (!os) throw new Error('Impressão pelo sistema indisponível neste modo.');
      // The page width is read per job: the registry keeps this port across settings changes.
      return {
        format: 'html',
        send: (bytes, opts) =>
          createOsPrinter({
            deviceName,
            os,
            widthMm: settings.get().larguraMaximaPagina === '4,8' ? 58 : 80,
          }).send(bytes, opts),
      };
    },
    qz: (printer) => createQzPrinter({ client: () => qz(), printer }),
    ...deps.transports,
  };

  const registry = createPrinterRegistry({
    file: path.join(dataDir, 'printers.json'),
    log,
    transports,
    method: () => settings.get().metodoImpressao,
    ...(deps.osPrinting ? { osPrinting: deps.osPrinting } : {}),
    qz,
    ...(deps.deviceDirs ? { deviceDirs: deps.deviceDirs } : {}),
    readdir: deps.readdir ?? ((dir) => fs.readdir(dir)),
    ...(deps.devPrinters ? { extra: deps.devPrinters } : {}),
    // Called only after construction (when listing), so printService exists by then.
    journalHealth: (name) => journalHealth(printService.snapshot(), name),
  });

  // A burst moves hundreds of jobs: the screen gets the latest queue, a few times a second.
  const throttleMs = deps.queueThrottleMs ?? 250;
  let queueTimer: unknown;
  let lastQueueAt = -Infinity;
  function queueChanged(): void {
    if (queueTimer !== undefined) return;
    const wait = Math.max(0, lastQueueAt + throttleMs - timers.now());
    queueTimer = timers.setTimeout(() => {
      queueTimer = undefined;
      lastQueueAt = timers.now();
      const queue = printService.queue();
      send(Channels.printing.queueChanged, queue);
      try {
        deps.onQueue?.(queue);
      } catch (error) {
        log.warn('Falha ao avisar a fila de impressão', error);
      }
    }, wait);
  }

  const printService = createPrintService({
    journalFile: path.join(dataDir, 'print-journal.json'),
    ordersDir: path.join(dataDir, 'print-orders'),
    safeStorage: deps.safeStorage,
    log,
    timers,
    ...(deps.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: deps.sendTimeoutMs }),
    onChange: queueChanged,
    settings: () => settings.get(),
    ...(deps.storeName ? { storeName: deps.storeName } : {}),
    resolvePrinter: (name) => registry.resolve(name),
  });

  const drawer = createCashDrawer({
    settings: () => settings.get(),
    resolvePrinter: (name) => registry.resolve(name),
    log,
    ...(deps.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: deps.sendTimeoutMs }),
  });

  const discovery = createPrinterDiscovery({
    registry,
    log,
    ...(deps.discovery ? { options: deps.discovery } : {}),
    onProgress: (progress) => send(Channels.printing.discoveryProgress, progress),
  });

  async function printerResult(change: () => unknown): Promise<PrinterList> {
    try {
      change();
    } catch (error) {
      if (!(error instanceof PrinterDefinitionError)) throw error;
      // The list comes back with the reason: a rejected invoke would lose the message.
      return { ...(await registry.list()), problem: error.message };
    }
    return registry.list();
  }

  const ipc: BridgeHandlers<PrintingBridge> = {
    getSettings: () => settings.view(),
    saveSettings: (value) => settings.save(value),
    setQzCredentials: (patch) => settings.setQzCredentials(patch),
    listPrinters: () => registry.list(),
    savePrinter: (definition) => printerResult(() => registry.save(definition)),
    removePrinter: (name) => printerResult(() => registry.remove(name)),
    printOrder: (order, opts) => printService.printOrder(order, opts),
    preparePrinters: () => printService.preparePrinters(),
    reprintJob: (key) => printService.reprintJob(key),
    discardJob: (key) => printService.discardJob(key),
    testPage: (name) => printService.testPage(name),
    discoverPrinters: () => discovery.discover(),
    cancelDiscovery: () => discovery.cancel(),
    getQueue: (): PrintQueue => printService.queue(),
    openDrawer: (request) => drawer.open(request),
    printDaySummary: (request) => printService.printDaySummary(request),
  };

  let local: Awaited<ReturnType<typeof startLocalPrintService>> | undefined;

  return {
    settings,
    registry,
    discovery,
    service: printService,
    ipc,
    /** Where the local print service listens (null ports when off or taken). */
    localPorts: () => local?.ports ?? { aiboo: null, nat: null },
    async start(): Promise<void> {
      printService.start();
      if (deps.localService === false) return;
      try {
        local = await startLocalPrintService({
          core: createLocalCore({ registry, settings: () => settings.get(), drawer }),
          ...(deps.localService?.ports ? { ports: deps.localService.ports } : {}),
          ...(deps.localService?.host ? { host: deps.localService.host } : {}),
          log,
        });
      } catch (error) {
        // The desk prints by itself without it; only the web panel loses its local module.
        log.error('Serviço local de impressão não iniciou', error);
      }
    },
    async stop(): Promise<void> {
      if (queueTimer !== undefined) timers.clearTimeout(queueTimer);
      queueTimer = undefined;
      await Promise.allSettled([printService.stop(), local?.close()]);
      local = undefined;
      closeQz();
    },
  };
}
