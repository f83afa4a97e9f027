/**
 * Printing in web mode, the original web panel's way (spec 01 §7): settings in localStorage
 * (webPrintSettings.ts), the printer list and the printing through the local print module on
 * loopback ('aiboo': 65517 /impressoras /imprimir; 'nat': 8847 /list /print). Tickets are laid
 * out with shared/tickets (webPrintJobs.ts) and sent as text, one at a time, retried by
 * themselves (webPrintScheduler.ts). Within the page an order's ticket is never sent twice unless
 * asked to reprint. QZ Tray is desktop-only: its private key must not live in a browser.
 *
 * Tickets not yet out are kept in IndexedDB beside the outbox (webPrintWait.ts, issue 36 §2): a
 * reload finds them and sends them once. There is no keychain in a browser (issue 37 §2): what a
 * ticket needs is kept only while it waits; once it prints the job forgets it (a reprint from the
 * queue then asks for the order again: WEB_COPY_GONE); asking to print the order again (Imprimir,
 * the reprint confirmation) hands it back. Where the browser keeps nothing, closing the page with
 * tickets waiting asks first.
 *
 * Each station numbers its tickets per business day and hears of a printed order's cancel or
 * change by a slip (issue 33 §1, §2), as on the desktop: webStations.ts and webSlips.ts.
 */
import type { PrintingBridge } from '../../../shared/bridge';
import { stationNumbersOn } from '../../../shared/print-stations';
import {
  DRAWER_MESSAGES,
  PRINT_MESSAGES,
  DAY_SUMMARY_LABEL,
  type DiscoveryProgress,
  type DiscoveryResult,
  type FoundPrinter,
  type LocalPrintSettings,
  type PrinterList,
  type PrintQueue,
  type PrintSettingsView,
} from '../../../shared/printing';
import { cashierTicket, daySummaryTicket, columnsFor, fromLocalPrintSettings } from '../../../shared/tickets';
import { testPageTicket } from '../../../shared/tickets/test-page';
import {
  DEFAULT_LOCAL_PRINT_BASES,
  drawerThroughModule,
  listFromModule,
  localPrintBases,
  queueSnapshot,
  sendToModule,
  type LocalPrintBases,
  type Sent,
} from './webPrintModule';
import {
  cashierJobs,
  cashierTargets,
  productionJobs,
  QZ_WEB_MESSAGE,
  textOf,
  type Job,
  type MadeJob,
} from './webPrintJobs';
import { createPrintScheduler, publicResult, WEB_COPY_GONE } from './webPrintScheduler';
import { KEEPS_NOTHING, type PrintWaitKeeping } from './webPrintWait';
import { createWebSlips } from './webSlips';
import { createWebStations } from './webStations';
import { configToken, pairedToken, pairLocalHost, withPairingCode } from './webPrintPairing';
import {
  readWebPrintSettings,
  WEB_PRINT_KEYS,
  webPrintSettingsNeverSaved,
  writeWebPrintSettings,
} from './webPrintSettings';

/**
 * Web mode's answer to 'Procurar impressoras': a page cannot open raw TCP connections, and the
 * local print module has no search of its own, so the network is not swept here. The list is
 * what the module sees (its printers, ready to use), and the notice says where the search is.
 */
export const WEB_DISCOVERY_NOTICE =
  'A busca de impressoras na rede só está disponível no aplicativo de caixa. Aqui aparecem as impressoras que o módulo de impressão deste computador encontra.';
export { QZ_WEB_MESSAGE } from './webPrintJobs';
export { WEB_COPY_GONE } from './webPrintScheduler';
const DESKTOP_PRINTERS_ONLY = 'Impressoras de rede e USB só podem ser cadastradas no aplicativo de caixa.';

export interface WebPrintingDeps {
  storage: Storage;
  fetch: typeof globalThis.fetch;
  loadConfig(): Promise<unknown>;
  /** Listens for other tabs changing the settings; returns the unsubscribe. */
  onStorage?(cb: (key: string | null) => void): () => void;
  sleep?(ms: number): Promise<void>;
  /** Schedules an automatic retry (default setTimeout); returns a cancel. */
  schedule?(fn: () => void, ms: number): () => void;
  /** Where tickets not yet out are kept across reloads (default: nowhere). */
  keeping?: PrintWaitKeeping;
  /** Registers the page's 'beforeunload': closing with tickets waiting, and kept nowhere, asks first. */
  onBeforeUnload?(cb: (event: { preventDefault(): void }) => void): void;
  now?(): number;
  timeoutMs?: number;
}

const MAX_JOBS = 500;
const QZ_VIEW = { certificate: '', hasPrivateKey: false };

export function createWebPrinting(deps: WebPrintingDeps): PrintingBridge {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const timeoutMs = deps.timeoutMs ?? 15_000;
  const schedule =
    deps.schedule ??
    ((fn: () => void, ms: number) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    });
  const jobs = new Map<string, Job>();
  const settingsListeners = new Set<(v: PrintSettingsView) => void>();
  const queueListeners = new Set<(q: PrintQueue) => void>();
  const discoveryListeners = new Set<(p: DiscoveryProgress) => void>();
  let bases: Promise<LocalPrintBases> | null = null;
  /** The pairing code the runtime config hands over ('' none); read with the bases. */
  let tokenFromConfig = '';
  const token = () => pairedToken(deps.storage, tokenFromConfig);
  // Every call to the module carries the pairing code (issue 37 §1).
  const moduleFetch = withPairingCode(deps.fetch, token);
  let offStorage: (() => void) | null = null;

  const settings = () => readWebPrintSettings(deps.storage);
  const keeping = deps.keeping ?? KEEPS_NOTHING;
  // Tickets still waiting that the browser does not keep live only in this page: closing it asks first.
  deps.onBeforeUnload?.((event) => {
    const waiting = [...jobs.values()].some((j) => j.view.state !== 'printed');
    if (waiting && !keeping.keeps()) event.preventDefault();
  });
  const view = (): PrintSettingsView => ({
    settings: settings(),
    qz: QZ_VIEW,
    ...(webPrintSettingsNeverSaved(deps.storage) ? { neverSaved: true } : {}),
  });
  const getBases = () =>
    (bases ??= deps.loadConfig().then(
      (config) => {
        tokenFromConfig = configToken(config);
        return localPrintBases(config);
      },
      () => DEFAULT_LOCAL_PRINT_BASES,
    ));

  const stations = createWebStations({
    keeping,
    now,
    warn: (m) => console.warn(m),
    changed: () => changed(),
  });
  const queue = () => {
    const live = new Map([...jobs.values()].map((j) => [j.view.key, j.view]));
    const q = queueSnapshot([...live.values(), ...stations.slipsOut(live)], now(), keeping.keeps());
    const counts = stations.counts(live);
    return counts.length === 0 ? q : { ...q, stations: counts };
  };
  const changed = () => {
    const q = queue();
    queueListeners.forEach((cb) => cb(q));
  };

  async function send(printer: string, text: string, copies: number, s: LocalPrintSettings): Promise<Sent> {
    if (s.metodoImpressao === 'qz') return { ok: false, error: QZ_WEB_MESSAGE, kind: 'config' };
    if (printer.trim() === '') return { ok: false, error: PRINT_MESSAGES.noPrinter, kind: 'config' };
    return sendToModule(moduleFetch, await getBases(), s, { printer, text, copies }, timeoutMs);
  }

  const { runAll, resume, forget } = createPrintScheduler({
    jobs,
    send,
    settings,
    sleep,
    schedule,
    now,
    changed,
    keeping,
    recordOf: (key) => stations.known(key),
  });
  // What a page that is gone left waiting comes out now (the queue is read once it is back),
  // once the numbers it gave are read: a new ticket counts on above them.
  const resumed = stations.ready.then(() => keeping.adopt()).then(resume, () => undefined);

  const slips = createWebSlips({
    stations,
    jobs,
    jobFor: (key, make) => jobFor(key, make),
    settings,
    now,
    run: (list, s) => runAll(list, false, s),
  });

  function jobFor(key: string, make: () => MadeJob): Job {
    const known = jobs.get(key);
    if (known) {
      // Printed, its data let go: the order (or summary) is given again now.
      known.render ??= make().render;
      return known;
    }
    const made = make();
    const job: Job = { ...made, fresh: true, view: { ...made.view, key } };
    stations.attach(job, made.variant, stationNumbersOn(settings()));
    jobs.set(key, job);
    if (jobs.size > MAX_JOBS) {
      const oldest = jobs.keys().next().value as string;
      const gone = jobs.get(oldest);
      jobs.delete(oldest);
      if (gone) forget(gone);
    }
    return job;
  }

  return {
    getSettings: () => Promise.resolve(view()),
    saveSettings(next) {
      try {
        writeWebPrintSettings(deps.storage, next);
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
      const v = view();
      settingsListeners.forEach((cb) => cb(v));
      return Promise.resolve(v);
    },
    setQzCredentials: () => Promise.reject(new Error(QZ_WEB_MESSAGE)),
    onSettingsChanged(cb) {
      settingsListeners.add(cb);
      offStorage ??=
        deps.onStorage?.((key) => {
          if (key !== null && !WEB_PRINT_KEYS.includes(key)) return;
          const v = view();
          settingsListeners.forEach((l) => l(v));
        }) ?? null;
      return () => {
        settingsListeners.delete(cb);
        if (settingsListeners.size === 0) {
          offStorage?.();
          offStorage = null;
        }
      };
    },
    async listPrinters(): Promise<PrinterList> {
      const s = settings();
      if (s.metodoImpressao === 'qz') return { printers: [], problem: QZ_WEB_MESSAGE };
      return listFromModule(moduleFetch, await getBases(), s.metodoImpressao);
    },
    async discoverPrinters(): Promise<DiscoveryResult> {
      const s = settings();
      const list: PrinterList =
        s.metodoImpressao === 'qz'
          ? { printers: [] }
          : await listFromModule(moduleFetch, await getBases(), s.metodoImpressao);
      const printers: FoundPrinter[] = list.printers.map((p) => ({
        name: p.name,
        kind: p.kind,
        detail: p.detail,
        listed: true,
      }));
      const progress: DiscoveryProgress = { done: 1, total: 1, printers };
      discoveryListeners.forEach((cb) => cb(progress));
      return { printers, cancelled: false, notice: list.problem ?? WEB_DISCOVERY_NOTICE };
    },
    // The answer above is one request, over before a cancel could reach it.
    cancelDiscovery: () => Promise.resolve(),
    onDiscoveryProgress(cb) {
      discoveryListeners.add(cb);
      return () => discoveryListeners.delete(cb);
    },
    savePrinter: () => Promise.reject(new Error(DESKTOP_PRINTERS_ONLY)),
    removePrinter: () => Promise.reject(new Error(DESKTOP_PRINTERS_ONLY)),
    // The local print host reads the printer's status itself as each print arrives; nothing to
    // read ahead from the browser.
    preparePrinters: () => undefined,
    // The business day the numbers count in (shared/business-day.ts), kept beside them.
    storeOpenChanged: (open) => stations.storeOpenChanged(open),
    async printOrder(order, opts = {}) {
      // The numbers given before a reload are read first: none is given twice.
      await resumed;
      const s = settings();
      const target = cashierTargets(s);
      if ('error' in target) return { ok: false, error: target.error };
      const { ts } = target;
      const list = cashierJobs(jobFor, now, order.id_pedido, 'cashier', 'Caixa', ts.copies, target, (marks) =>
        cashierTicket(order, ts, { storeName: order.estabelecimento_nome, ...marks }),
      );
      // A reprint is the cashier ticket only: the kitchen must not make the order twice.
      let skipped: string[] = [];
      if (!opts.reprint && s.impressaoProducao === 'true') {
        const production = productionJobs(jobFor, now, order, s, ts, opts.categories ?? []);
        list.push(...production.made);
        skipped = production.skipped;
      }
      const idle = (j: Job) => j.fresh || j.view.state === 'failed' || j.view.state === 'printed';
      const todo = list.filter((j) => (opts.reprint ? idle(j) : j.fresh || j.view.state === 'failed'));
      if (list.length > 0) slips.printed(order);
      const result = await runAll(todo, opts.reprint === true, s);
      return result.ok ? { ok: true, queued: todo.length, skippedCategories: skipped } : result;
    },
    // CANCELADO / ALTERADO to each station that printed the order today (webSlips.ts).
    orderChanged: async (change) => {
      await resumed;
      return slips.orderChanged(change);
    },
    async printDaySummary(request) {
      const s = settings();
      const target = cashierTargets(s);
      if ('error' in target) return { ok: false, error: target.error };
      const list = cashierJobs(jobFor, now, request.id, 'summary', DAY_SUMMARY_LABEL, 1, target, (marks) =>
        daySummaryTicket(request.summary, target.ts, {
          storeName: request.storeName,
          printedAt: new Date(request.printedAt),
          ...marks,
        }),
      );
      // The same id again (a repeated ask, not a new press) prints nothing more.
      return publicResult(
        await runAll(
          list.filter((j) => j.fresh),
          false,
          s,
        ),
      );
    },
    async reprintJob(key) {
      const job = jobs.get(key);
      if (!job) return { ok: false, error: 'Impressão não encontrada na fila desta página.' };
      if (!job.fresh && (job.view.state === 'printing' || job.view.state === 'queued')) return { ok: true };
      if (!job.render) return { ok: false, error: WEB_COPY_GONE };
      job.cancelRetry?.();
      delete job.cancelRetry;
      return runAll([job], true, settings());
    },
    async discardJob(key) {
      const job = jobs.get(key);
      if (!job) return { ok: false, error: 'Impressão não encontrada na fila desta página.' };
      if (job.view.state !== 'failed' && job.view.state !== 'parked') {
        return { ok: false, error: 'Só uma impressão com falha ou parada pode ser descartada.' };
      }
      job.cancelRetry?.();
      jobs.delete(key);
      // Its number will never come out: the queue names it as discarded.
      if (job.record) job.record.discarded = true;
      forget(job);
      console.warn(`Impressão descartada: ${key}; motivo: ${job.view.lastError ?? 'sem motivo'}`);
      changed();
      return { ok: true };
    },
    async testPage(printerName) {
      const s = settings();
      const ts = fromLocalPrintSettings(s);
      // The desktop's page; the page knows neither the printer's maker nor the bytes the module
      // builds, so those lines read 'não identificada' and the command lines are left out.
      const page = testPageTicket({ name: printerName }, columnsFor(ts.paperWidth), new Date(now()));
      return publicResult(await send(printerName, textOf(page, ts), 1, s));
    },
    async getQueue() {
      await resumed;
      return queue();
    },
    async openDrawer(request) {
      const s = settings();
      if (s.metodoImpressao === 'qz') return { ok: false, error: QZ_WEB_MESSAGE };
      const cashier = [...s.impressorasCaixa, s.defaultPrinter].find((p) => p.trim() !== '');
      if (!cashier) return { ok: false, error: DRAWER_MESSAGES.noPrinter };
      return drawerThroughModule(
        moduleFetch,
        await getBases(),
        s.metodoImpressao,
        cashier,
        request,
        timeoutMs,
      );
    },
    onQueueChanged(cb) {
      queueListeners.add(cb);
      return () => queueListeners.delete(cb);
    },
    async getLocalHost() {
      await getBases();
      return { role: 'client', token: token() };
    },
    async changeLocalHost(change) {
      await getBases();
      return pairLocalHost(deps.storage, change, tokenFromConfig);
    },
  };
}
