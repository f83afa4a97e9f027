/**
 * Printing in web mode, the original web panel's way (spec 01 §7): settings in localStorage
 * (webPrintSettings.ts), the printer list and the printing through the local print module on
 * loopback ('aiboo': 65517 /impressoras /imprimir; 'nat': 8847 /list /print). Tickets are laid
 * out here with shared/tickets and sent as text.
 *
 * There is no durable journal in a browser: the queue is this page's own requests, lost on
 * reload or when the tab closes (the queue's alert says so, and closing with tickets waiting
 * asks first). Within the page an order's ticket is never sent twice unless asked to reprint.
 * A failed ticket is tried again by itself with the desktop journal's policy (2 s, 4 s, … up to
 * 60 s, for as long as the page lives): printer offline or out of paper, again as is; a request
 * that hung or a ticket the print host says was cut off (it may have come out), again marked
 * REIMPRESSÃO. A printer that reports a problem through the desk's print host (paper out, cover
 * open, off) is no failure: its tickets wait 'queued' under the problem's text and the host is
 * asked again every PROBLEM_POLL_MS, as the desktop journal does, so they come out once within
 * seconds of the fix and no one is told to reprint; a ticket cut off by such a problem waits the
 * same way, marked REIMPRESSÃO. QZ Tray is desktop-only: its private key must not live in a browser.
 *
 * There is no keychain in a browser (issue 37 §2): the order or summary behind a ticket is held
 * only while the ticket waits, in this page's memory, never in storage. Once it prints the job
 * forgets it (a reprint from the queue then asks for the order again: WEB_COPY_GONE); asking to
 * print the order again (Imprimir, the reprint confirmation) hands it back.
 */
import type { LiveOrder } from '../../../shared/api/live-order';
import type { PrintCategory, PrintingBridge } from '../../../shared/bridge';
import {
  DRAWER_MESSAGES,
  DAY_SUMMARY_LABEL,
  PRINT_MESSAGES,
  PROBLEM_POLL_MS,
  printRetryDelayMs,
  type DiscoveryProgress,
  type DiscoveryResult,
  type FoundPrinter,
  type LocalPrintSettings,
  type PrinterList,
  type PrintJobView,
  type PrintQueue,
  type PrintSettingsView,
} from '../../../shared/printing';
import {
  cashierTicket,
  daySummaryTicket,
  columnsFor,
  fromLocalPrintSettings,
  productionTickets,
  renderText,
  type Ticket,
  type TicketSettings,
} from '../../../shared/tickets';
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
import { configToken, pairedToken, pairLocalHost, withPairingCode } from './webPrintPairing';
import { readWebPrintSettings, WEB_PRINT_KEYS, writeWebPrintSettings } from './webPrintSettings';

export const QZ_WEB_MESSAGE =
  'A impressão pelo QZ Tray só funciona no aplicativo de caixa: a chave privada não pode ficar no navegador. Escolha outro método de impressão ou use o aplicativo.';
/**
 * Web mode's answer to 'Procurar impressoras': a page cannot open raw TCP connections, and the
 * local print module has no search of its own, so the network is not swept here. The list is
 * what the module sees (its printers, ready to use), and the notice says where the search is.
 */
export const WEB_DISCOVERY_NOTICE =
  'A busca de impressoras na rede só está disponível no aplicativo de caixa. Aqui aparecem as impressoras que o módulo de impressão deste computador encontra.';
/** A printed web ticket's reprint from the queue: the page no longer holds what it printed. */
export const WEB_COPY_GONE =
  'Este cupom já foi impresso e a página não guarda os dados dele. Para imprimir de novo, use Imprimir no pedido (ou no resumo do dia).';
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
  /** Registers the page's 'beforeunload': closing with tickets waiting asks first. */
  onBeforeUnload?(cb: (event: { preventDefault(): void }) => void): void;
  now?(): number;
  timeoutMs?: number;
}

interface Job {
  view: PrintJobView;
  /** The ticket as text, laid out again for a reprint; null once printed (the data is let go). */
  render: ((reprint: boolean) => string) | null;
  copies: number;
  /** Never scheduled yet (a failed job is scheduled again; a scheduled one is not). */
  fresh: boolean;
  /** Consecutive failures, for the retry delay. */
  failures?: number;
  /** Cancels the automatic retry waiting for this job. */
  cancelRetry?: () => void;
}

const MAX_JOBS = 500;
const QZ_VIEW = { certificate: '', hasPrivateKey: false };

/** The checked cashier printers, else the default one (02 §2.8); blank names left out. */
function cashierPrinters(s: LocalPrintSettings): string[] {
  const named = s.impressorasCaixa.length > 0 ? s.impressorasCaixa : [s.defaultPrinter];
  return named.filter((p) => p.trim() !== '');
}

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
  /** One print at a time, as the module prints them (and the configured delay between them). */
  let tail: Promise<unknown> = Promise.resolve();
  let offStorage: (() => void) | null = null;

  const settings = () => readWebPrintSettings(deps.storage);
  // Tickets still waiting live only in this page: closing it asks first.
  deps.onBeforeUnload?.((event) => {
    const waiting = [...jobs.values()].some((j) => j.view.state !== 'printed');
    if (waiting) event.preventDefault();
  });
  const view = (): PrintSettingsView => ({ settings: settings(), qz: QZ_VIEW });
  const getBases = () =>
    (bases ??= deps.loadConfig().then(
      (config) => {
        tokenFromConfig = configToken(config);
        return localPrintBases(config);
      },
      () => DEFAULT_LOCAL_PRINT_BASES,
    ));

  const queue = () =>
    queueSnapshot(
      [...jobs.values()].map((j) => j.view),
      now(),
    );
  const changed = () => {
    const q = queue();
    queueListeners.forEach((cb) => cb(q));
  };

  async function send(printer: string, text: string, copies: number, s: LocalPrintSettings): Promise<Sent> {
    if (s.metodoImpressao === 'qz') return { ok: false, error: QZ_WEB_MESSAGE, kind: 'config' };
    if (printer.trim() === '') return { ok: false, error: PRINT_MESSAGES.noPrinter, kind: 'config' };
    return sendToModule(moduleFetch, await getBases(), s, { printer, text, copies }, timeoutMs);
  }

  /** Margins go to the module with the text (spec 01 §7), so the text is laid out without them. */
  function textOf(ticket: Ticket, ts: TicketSettings): string {
    const columns = Math.max(12, columnsFor(ts.paperWidth) - ts.marginLeft - ts.marginRight);
    return `${renderText({ ...ticket, marginLeft: 0, marginRight: 0 }, columns).join('\n')}\n`;
  }

  async function run(job: Job, reprint: boolean, s: LocalPrintSettings): Promise<Sent> {
    const v = job.view;
    Object.assign(v, { state: 'printing', reprint, attempts: v.attempts + 1, updatedAt: now() });
    changed();
    const render = job.render;
    if (!render) {
      Object.assign(v, { state: 'printed', updatedAt: now() });
      changed();
      return { ok: false, error: WEB_COPY_GONE, kind: 'config' };
    }
    const result = await send(v.printerName, render(reprint), job.copies, s);
    // The ticket may have come out: every later try is marked REIMPRESSÃO.
    if (!result.ok && result.kind === 'interrupted') v.reprint = true;
    if (!result.ok && (result.kind === 'problem' || result.kind === 'interrupted') && result.problem) {
      // The printer said why: the ticket waits for the fix under the problem's text. Only a
      // refusal (nothing sent) was no try at printing; a cut-off ticket was one.
      const refused = result.kind === 'problem' ? 1 : 0;
      Object.assign(v, { state: 'queued', lastError: result.error, attempts: v.attempts - refused });
      v.updatedAt = now();
      askAgainSoon(job);
      changed();
      return { ok: true };
    }
    if (result.ok) {
      Object.assign(v, { state: 'printed', lastError: undefined, printedAt: now() });
      delete v.nextAttemptAt;
      job.failures = 0;
      // Out on paper: the customer's data is not kept any longer than the ticket waited.
      job.render = null;
    } else {
      Object.assign(v, { state: 'failed', lastError: result.error });
      retryLater(job, result);
    }
    v.updatedAt = now();
    changed();
    return publicResult(result);
  }

  /** What the bridge answers: the failure's kind stays inside (it only decides the next try). */
  function publicResult(result: Sent): Sent {
    return result.ok ? result : { ok: false, error: result.error };
  }

  /** The printer reported a problem: ask the host again on the short poll, not the backoff. */
  function askAgainSoon(job: Job): void {
    job.cancelRetry?.();
    job.view.nextAttemptAt = now() + PROBLEM_POLL_MS;
    job.cancelRetry = schedule(() => {
      delete job.cancelRetry;
      if (jobs.get(job.view.key) !== job || job.view.state !== 'queued') return;
      void runAll([job], job.view.reprint, settings());
    }, PROBLEM_POLL_MS);
  }

  /** The desktop journal's policy, for as long as this page lives (a discard or a reprint stops it). */
  function retryLater(job: Job, result: Sent): void {
    job.cancelRetry?.();
    delete job.cancelRetry;
    if (result.ok || result.kind === 'config') return;
    job.failures = (job.failures ?? 0) + 1;
    const delay = printRetryDelayMs(job.failures);
    job.view.nextAttemptAt = now() + delay;
    job.cancelRetry = schedule(() => {
      delete job.cancelRetry;
      if (jobs.get(job.view.key) !== job || job.view.state !== 'failed') return;
      void runAll([job], job.view.reprint, settings());
    }, delay);
  }

  /** Runs jobs one after another (after whatever is printing now); the first error is returned. */
  function runAll(list: Job[], reprint: boolean, s: LocalPrintSettings): Promise<Sent> {
    for (const j of list) {
      j.fresh = false;
      Object.assign(j.view, { state: 'queued', updatedAt: now() });
    }
    if (list.length > 0) changed();
    const work = tail.then(async () => {
      let first: Sent = { ok: true };
      for (const [i, job] of list.entries()) {
        if (i > 0) await sleep(s.delay);
        const r = await run(job, reprint, s);
        if (!r.ok && first.ok) first = r;
      }
      return first;
    });
    tail = work.catch(() => undefined);
    return work;
  }

  function jobFor(
    key: string,
    make: () => Omit<Job, 'view' | 'fresh'> & { view: Omit<PrintJobView, 'key'> },
  ): Job {
    const known = jobs.get(key);
    if (known) {
      // Printed, its data let go: the order (or summary) is given again now.
      known.render ??= make().render;
      return known;
    }
    const made = make();
    const job: Job = { ...made, fresh: true, view: { ...made.view, key } };
    jobs.set(key, job);
    if (jobs.size > MAX_JOBS) jobs.delete(jobs.keys().next().value as string);
    return job;
  }

  function baseView(orderId: string, printerName: string) {
    const t = now();
    return {
      orderId,
      printerName,
      state: 'queued' as const,
      reprint: false,
      attempts: 0,
      createdAt: t,
      updatedAt: t,
    };
  }

  /** Where a cashier ticket goes, or why it cannot (QZ in a browser, no printer chosen). */
  function cashierTargets(
    s: LocalPrintSettings,
  ): { error: string } | { printers: string[]; ts: TicketSettings } {
    if (s.metodoImpressao === 'qz') return { error: QZ_WEB_MESSAGE };
    const printers = cashierPrinters(s);
    if (printers.length === 0) return { error: PRINT_MESSAGES.noPrinter };
    return { printers, ts: fromLocalPrintSettings(s) };
  }

  /** One job per cashier printer; a reprint lays the ticket out again, marked, at its own time. */
  function cashierJobs(
    id: string,
    kind: 'cashier' | 'summary',
    label: string,
    copies: number,
    { printers, ts }: { printers: string[]; ts: TicketSettings },
    ticket: (marks: { reprint: boolean; now?: Date }) => Ticket,
  ): Job[] {
    return printers.map((printer) =>
      jobFor(`${id}|${kind}|${printer}`, () => ({
        view: { ...baseView(id, printer), kind, label },
        copies,
        render: (reprint) => textOf(ticket({ reprint, ...(reprint ? { now: new Date(now()) } : {}) }), ts),
      })),
    );
  }

  function productionJobs(
    order: LiveOrder,
    s: LocalPrintSettings,
    ts: TicketSettings,
    categories: PrintCategory[],
  ) {
    const routes = s.impressorasProducao;
    const named = new Map(categories.map((c) => [c.id, c.name]));
    const ids = [...categories.map((c) => c.id), ...Object.keys(routes).filter((id) => !named.has(id))];
    const list = ids.map((id) => ({
      id,
      name: named.get(id) || routes[id]?.nome || id,
      printer: routes[id]?.impressora ?? '',
      grouping: routes[id]?.agrupamento ?? '',
    }));
    const { tickets, skipped } = productionTickets(order, ts, list, {
      storeName: order.estabelecimento_nome,
    });
    const made = tickets.map((t) =>
      jobFor(`${order.id_pedido}|production|${t.categoryId}|${t.printer}`, () => ({
        view: {
          ...baseView(order.id_pedido, t.printer),
          kind: 'production',
          categoryId: t.categoryId,
          label: list.find((c) => c.id === t.categoryId)?.name ?? t.categoryId,
        },
        copies: 1,
        render: (reprint) => {
          const again = productionTickets(order, ts, list, {
            storeName: order.estabelecimento_nome,
            reprint,
          });
          const found = again.tickets.find((x) => x.categoryId === t.categoryId) ?? t;
          return textOf(found.ticket, ts);
        },
      })),
    );
    return { made, skipped: skipped.map((k) => k.name) };
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
    async printOrder(order, opts = {}) {
      const s = settings();
      const target = cashierTargets(s);
      if ('error' in target) return { ok: false, error: target.error };
      const { ts } = target;
      const list = cashierJobs(order.id_pedido, 'cashier', 'Caixa', ts.copies, target, (marks) =>
        cashierTicket(order, ts, { storeName: order.estabelecimento_nome, ...marks }),
      );
      // A reprint is the cashier ticket only: the kitchen must not make the order twice.
      let skipped: string[] = [];
      if (!opts.reprint && s.impressaoProducao === 'true') {
        const production = productionJobs(order, s, ts, opts.categories ?? []);
        list.push(...production.made);
        skipped = production.skipped;
      }
      const idle = (j: Job) => j.fresh || j.view.state === 'failed' || j.view.state === 'printed';
      const todo = list.filter((j) => (opts.reprint ? idle(j) : j.fresh || j.view.state === 'failed'));
      const result = await runAll(todo, opts.reprint === true, s);
      return result.ok ? { ok: true, queued: todo.length, skippedCategories: skipped } : result;
    },
    /**
     * Desktop only (issue 33 §2), as the station numbers are: this page forgets what it printed on
     * reload, so it cannot know which stations received an order's tickets, nor keep a number
     * gap-free. Nothing to print here; the answer says so with no slip.
     */
    async orderChanged() {
      return { ok: true, slips: 0 };
    },
    async printDaySummary(request) {
      const s = settings();
      const target = cashierTargets(s);
      if ('error' in target) return { ok: false, error: target.error };
      const list = cashierJobs(request.id, 'summary', DAY_SUMMARY_LABEL, 1, target, (marks) =>
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
    getQueue: () => Promise.resolve(queue()),
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
