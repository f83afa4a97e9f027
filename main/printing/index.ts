/**
 * createPrintingSystem: settings, printer registry, journal-backed print service, QZ Tray and
 * the loopback local print service, built from injected pieces and wired to each other. Both the
 * Electron main core and the plain-Node print host (host.ts) run this.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Channels, type BridgeHandlers, type PrintingBridge } from '../../shared/bridge';
import { LOCAL_HOST_MESSAGES, type LocalHostChange, type LocalHostView } from '../../shared/local-print-host';
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
import { createLocalHostAccess, previousHostUse } from './local-service/access';
import { createQzClient, loadQzApi, type QzApi } from './qz/client';
import { createQzCredentialsStore } from './qz/credentials';
import { createBusinessDayClock } from './business-day';
import { createOsPrinter, type OsPrinting } from './transports/os-printer';
import { createQzPrinter } from './transports/qz-printer';
import { createQueueFeed } from './queue-feed';
import { createThermalTcpPrinter } from './transports/thermal-tcp';
import { statusDialectOf } from './transports/status-source';
import type { ScreenStations } from '../kitchen/stations';

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
  /** false: no loopback service (nor its settings); ports default to 65517 / 8847 (0 = any free port). */
  localService?: LocalServiceDeps | false;
  storeName?(): string;
  timers?: JournalTimers;
  sendTimeoutMs?: number;
  /**
   * The queue's alerts as they are broadcast (same throttle), for main's own readers: the tray
   * names the printers that report a problem.
   */
  onQueue?(queue: Pick<PrintQueue, 'alerts'>): void;
  /** The queue view is broadcast at most once per this many ms (a burst moves many jobs). */
  queueThrottleMs?: number;
  /**
   * 'Procurar impressoras': the range and ports swept (default the PC's own /24, port 9100). Read
   * at each search; tests and the e2e harness give loopback only.
   */
  discovery?(): DiscoveryOptions;
  /** Replaces transports (tests). */
  transports?: Partial<PrinterTransports>;
  /** Kitchen screens as stations of the journal (main/kitchen/stations.ts). */
  screens?: ScreenStations;
}

/** The loopback local print service (issue 37 §1: who may use it is in local-service/access.ts). */
export interface LocalServiceDeps {
  ports?: { aiboo?: number; nat?: number };
  host?: string;
  /**
   * 'setting' (default, the desktop): runs while the stored switch is on; 'always': the web-mode
   * print host, which exists to serve the browser.
   */
  run?: 'always' | 'setting';
  /** The web-mode origins answered instead of the stored ones (the print host of `npm start`, tests). */
  webOrigins?: readonly string[];
  /** The first start's migration signal (default: the logs under dataDir/logs show the host served a caller). */
  wasUsed?(): boolean;
  drawerLimit?: { pulses: number; windowMs: number };
  now?(): number;
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
      // Category names label the queue's jobs.
      queueFeed.renamed();
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
    // Each model's own status query (ESC/POS DLE EOT, Star's); the others keep the ESC/POS default on TCP.
    tcp: ({ host, port, model }) => {
      const dialect = model === undefined ? undefined : statusDialectOf(model);
      return createThermalTcpPrinter({ host, port, ...(dialect ? { dialect } : {}) });
    },
    device: (devicePath, model) => {
      const dialect = model === undefined ? undefined : statusDialectOf(model);
      return createDevicePrinter({ path: devicePath, ...(dialect ? { dialect } : {}) });
    },
    os: (deviceName) => {
      const os = deps.osPrinting;
      if (!os) throw new Error('Impressão pelo sistema indisponível neste modo.');
      // The page width is read per job: the registry keeps this port across settings changes.
      const port = () =>
        createOsPrinter({ deviceName, os, widthMm: settings.get().larguraMaximaPagina === '4,8' ? 58 : 80 });
      return {
        format: 'html',
        send: (bytes, opts) => port().send(bytes, opts),
        status: () => port().status(),
        statusSource: () => 'system',
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

  // A burst moves hundreds of jobs: the windows get what changed, a few times a second (queue-feed.ts).
  const queueFeed = createQueueFeed({
    service: { queue: () => printService.queue(), queueChanges: (keys) => printService.queueChanges(keys) },
    timers,
    throttleMs: deps.queueThrottleMs ?? 250,
    push: (update) => send(Channels.printing.queueChanged, update),
    onAlerts: (alerts) => {
      try {
        deps.onQueue?.({ alerts });
      } catch (error) {
        log.warn('Falha ao avisar a fila de impressão', error);
      }
    },
  });

  const businessDay = createBusinessDayClock({ file: path.join(dataDir, 'business-day.json'), log });
  const printService = createPrintService({
    journalFile: path.join(dataDir, 'print-journal.json'),
    ordersDir: path.join(dataDir, 'print-orders'),
    safeStorage: deps.safeStorage,
    log,
    timers,
    ...(deps.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: deps.sendTimeoutMs }),
    onChange: (keys) => queueFeed.changed(keys),
    settings: () => settings.get(),
    ...(deps.storeName ? { storeName: deps.storeName } : {}),
    resolvePrinter: (name) => registry.resolve(name),
    businessDayOf: (at) => businessDay.dayOf(at),
    ...(deps.screens ? { screens: deps.screens } : {}),
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
    storeOpenChanged: (open) => businessDay.storeOpenChanged(open, timers.now()),
    reprintJob: (key) => printService.reprintJob(key),
    discardJob: (key) => printService.discardJob(key),
    testPage: (name) => printService.testPage(name),
    discoverPrinters: () => discovery.discover(),
    cancelDiscovery: () => discovery.cancel(),
    getQueue: (): PrintQueue => queueFeed.queue(),
    openDrawer: (request) => drawer.open(request),
    printDaySummary: (request) => printService.printDaySummary(request),
    orderChanged: (change) => printService.orderChanged(change),
    getLocalHost: () => Promise.resolve(localHostView()),
    changeLocalHost: (change) => changeLocalHost(change),
  };

  let local: Awaited<ReturnType<typeof startLocalPrintService>> | undefined;
  const localDeps = deps.localService === false ? undefined : (deps.localService ?? {});
  const access = localDeps
    ? createLocalHostAccess({
        file: path.join(dataDir, 'local-print-host.json'),
        log,
        wasUsed: localDeps.wasUsed ?? (() => previousHostUse(path.join(dataDir, 'logs'))),
      })
    : undefined;
  const shouldRun = () => access !== undefined && (localDeps?.run === 'always' || access.get().enabled);
  let localChange: Promise<unknown> = Promise.resolve();

  function localHostView(): LocalHostView {
    if (!access || !localDeps) throw new Error(LOCAL_HOST_MESSAGES.notHost);
    const state = access.get();
    return {
      role: 'host',
      enabled: localDeps.run === 'always' || state.enabled,
      token: state.token,
      webOrigins: [...(localDeps.webOrigins ?? state.webOrigins)],
      ports: local?.ports ?? { aiboo: null, nat: null },
    };
  }

  async function startLocal(): Promise<void> {
    if (local || !access || !localDeps) return;
    const webOrigins = localDeps.webOrigins;
    try {
      local = await startLocalPrintService({
        core: createLocalCore({ registry, settings: () => settings.get(), drawer }),
        ...(localDeps.ports ? { ports: localDeps.ports } : {}),
        ...(localDeps.host ? { host: localDeps.host } : {}),
        access: {
          accepts: (header) => access.accepts(header),
          webOrigins: () => webOrigins ?? access.webOrigins(),
        },
        ...(localDeps.drawerLimit ? { drawerLimit: localDeps.drawerLimit } : {}),
        ...(localDeps.now ? { now: localDeps.now } : {}),
        log,
      });
    } catch (error) {
      // The desk prints by itself without it; only the web panel loses its local module.
      log.error('Serviço local de impressão não iniciou', error);
    }
  }

  async function stopLocal(): Promise<void> {
    const running = local;
    local = undefined;
    await running?.close();
  }

  /** Changes run one after another: a quick off-on-off leaves the host as the last click says. */
  function changeLocalHost(change: LocalHostChange): Promise<LocalHostView> {
    const run = localChange.then(async () => {
      if (!access) throw new Error(LOCAL_HOST_MESSAGES.notHost);
      if ('pairToken' in change) throw new Error(LOCAL_HOST_MESSAGES.notClient);
      if ('rotateToken' in change) access.rotate();
      else if ('webOrigins' in change) access.setWebOrigins(change.webOrigins);
      else {
        access.setEnabled(change.enabled);
        if (shouldRun()) await startLocal();
        else await stopLocal();
      }
      return localHostView();
    });
    localChange = run.catch(() => undefined);
    return run;
  }

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
      const first = localChange.then(async () => {
        if (shouldRun()) await startLocal();
        else if (access) log.info('Módulo de impressão local desligado (Configurações > Impressoras)');
      });
      localChange = first.catch(() => undefined);
      await first;
    },
    async stop(): Promise<void> {
      queueFeed.stop();
      await Promise.allSettled([printService.stop(), localChange.then(stopLocal)]);
      closeQz();
    },
  };
}
