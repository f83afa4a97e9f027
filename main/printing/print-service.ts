/**
 * Glue between orders and paper: decides which tickets an order gets from the local print
 * settings (cashier printers, production per category), stores the order next to the durable
 * journal, and renders each job from that stored copy when its turn comes, so jobs left from a
 * previous run print without the renderer. Printers are named as the settings name them; the
 * registry turns a name into a transport when the job runs.
 */
import path from 'node:path';
import { stationNumbersOn } from '../../shared/print-stations';
import { PRINT_MESSAGES } from '../../shared/printing';
import {
  columnsFor,
  fromLocalPrintSettings,
  productionTickets,
  ticketCopyOf,
  type Ticket,
} from '../../shared/tickets';
import type { SafeStorageLike } from '../deps';
import { createSealer } from '../storage/sealed-json';
import { PrinterError } from './transports/port';
import {
  createPrintJournal,
  jobKey,
  printerNotFoundMessage,
  systemJournalTimers,
  type JobState,
  type JournalPort,
  type JobRequest,
  type PrintJob,
} from './journal';
import { createOrderStore } from './journal/order-store';
import { cancelSlips, changeSlips } from './slips';
import { createSummaryStore } from './journal/summary-store';
import { labelledStations, queueChanges, queueView, type QueueNaming } from './journal/queue-view';
import type { ResolvedPrinter } from './registry';
import { testPageTicket } from './test-page';
import { createJobTickets, ORDER_UNAVAILABLE, SUMMARY_UNAVAILABLE } from './job-tickets';
import { ticketBytes } from './ticket-bytes';

import type { PrintService, PrintServiceDeps } from './print-service-contract';
import { cashierPrinters, productionCategories } from './routing';

export type { PrintService, PrintServiceDeps } from './print-service-contract';
export { cashierPrinters, productionCategories } from './routing';

/** Job states whose ticket has not come out yet: their copies must stay. */
const WAITING: ReadonlySet<JobState> = new Set(['queued', 'printing', 'failed', 'parked']);
/** Without a keychain, the copies of printed tickets go within this long. */
const PLAIN_PRUNE_DELAY_MS = 1000;

const NO_KEYCHAIN: SafeStorageLike = {
  isEncryptionAvailable: () => false,
  encryptString: () => {
    throw new Error('Criptografia do sistema indisponível.');
  },
  decryptString: () => {
    throw new Error('Criptografia do sistema indisponível.');
  },
};

export { TEST_PAGE_TITLE } from './test-page';
export const JOB_NOT_FOUND = 'Impressão não encontrada na fila.';
const JOB_NOT_HELD = 'Só uma impressão com falha ou parada pode ser descartada.';

export function createPrintService(deps: PrintServiceDeps): PrintService {
  const { log, screens } = deps;
  const timers = deps.timers ?? systemJournalTimers;
  const sealer = createSealer({
    safeStorage: deps.safeStorage ?? NO_KEYCHAIN,
    log,
    plainField: 'entry',
    plainWarning:
      'Criptografia do sistema indisponível: as cópias dos pedidos para impressão são gravadas sem criptografia e apagadas assim que impressas',
    undecryptable: 'Não foi possível decifrar uma cópia para impressão; ignorada',
  });
  const copyOptions = { log, sealer, now: () => timers.now() };
  const orders = createOrderStore({ dir: deps.ordersDir, ...copyOptions });
  const summaries = createSummaryStore({
    dir: deps.summariesDir ?? path.join(path.dirname(deps.ordersDir), 'print-summaries'),
    ...copyOptions,
  });
  const resolved = new WeakMap<JournalPort, ResolvedPrinter>();
  const now = () => new Date(deps.timers?.now() ?? Date.now());

  const ticketOf = createJobTickets({ settings: deps.settings, orders, summaries, now });

  /** Why a job cannot print again: its stored copy (an order, or a summary) is gone; else undefined. */
  const missingCopy = (job: { kind: string; orderId: string }) => {
    // A slip prints from its own job: it needs no copy.
    if (job.kind === 'cancel' || job.kind === 'change') return undefined;
    if (job.kind === 'summary') return summaries.get(job.orderId) ? undefined : SUMMARY_UNAVAILABLE;
    return orders.get(job.orderId) ? undefined : ORDER_UNAVAILABLE;
  };

  /**
   * Drops the stored copies (orders and summaries) no job needs any more: with the keychain, those
   * no job points at (printed ones stay for a reprint until their job is pruned or the logout);
   * without it, every copy whose tickets all printed. Each store also bounds age and count.
   */
  // Each store skips a prune that would keep the same copies with none stored since.
  const pruneCopies = (waitingOnly = !sealer.encrypted(), opts: { always?: boolean } = {}) => {
    const kept = journal.orderIds(waitingOnly ? WAITING : undefined);
    orders.prune(kept, opts.always);
    summaries.prune(kept, opts.always);
  };

  /** Without a keychain a printed ticket's copy goes soon after (one prune per burst). */
  let plainPrune: unknown;
  const copiesChanged = () => {
    if (plainPrune !== undefined || sealer.encrypted()) return;
    plainPrune = timers.setTimeout(() => {
      plainPrune = undefined;
      pruneCopies(true);
    }, PLAIN_PRUNE_DELAY_MS);
  };

  const render = (ticket: Ticket, target: ResolvedPrinter): Buffer =>
    ticketBytes(ticket, target, fromLocalPrintSettings(deps.settings()).paperWidth);

  const journal = createPrintJournal({
    file: deps.journalFile,
    log,
    ...(deps.timers ? { timers: deps.timers } : {}),
    ...(deps.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: deps.sendTimeoutMs }),
    onChange: (keys) => {
      deps.onChange?.(keys);
      copiesChanged();
    },
    delayMs: () => deps.settings().delay,
    pausesBetweenJobs: (name) => !screens?.isScreen(name),
    numberTickets: () => stationNumbersOn(deps.settings()),
    ...(deps.businessDayOf ? { businessDayOf: deps.businessDayOf } : {}),
    // A desk left running for days: the copies go with their last pruned job, not only at start.
    onPruned: () => pruneCopies(),
    async portFor(name) {
      if (screens?.isScreen(name)) return screens.port(name);
      const target = await deps.resolvePrinter(name);
      if (!target) return undefined;
      const port: JournalPort = {
        format: target.format,
        send: (bytes, opts) => target.port.send(bytes, opts),
        ...(target.port.status ? { status: () => target.port.status!() } : {}),
      };
      resolved.set(port, target);
      return port;
    },
    render(job, port) {
      if (screens?.isScreen(job.printerId)) return screens.render(job, orders.get(job.orderId)?.order);
      const target = resolved.get(port);
      if (!target) throw new Error(`${ORDER_UNAVAILABLE} (${job.orderId})`);
      return render(ticketOf(job), target);
    },
  });

  /** The printers' jobs (a screen's cancel and change go by screens.slips, whatever the slip settings). */
  const printerJobs = (jobs: PrintJob[]) => jobs.filter((job) => !screens?.isScreen(job.printerId));

  const categoryName = (orderId: string, categoryId: string | undefined) => {
    if (categoryId === undefined) return undefined;
    const route = deps.settings().impressorasProducao[categoryId];
    const named = orders.get(orderId)?.categories.find((c) => c.id === categoryId)?.name;
    return route?.nome?.trim() || named || undefined;
  };

  const naming: QueueNaming = {
    categoryName: (job) => categoryName(job.orderId, job.categoryId),
    stationLabel: (printerId) => screens?.label(printerId),
  };
  const stationCounts = () => labelledStations(journal.stations(), naming);

  return {
    start() {
      journal.start();
      // Copies whose jobs were all pruned (printed long ago) are no longer needed; the start
      // also applies each store's age and count bounds.
      pruneCopies(undefined, { always: true });
    },
    async stop() {
      if (plainPrune !== undefined) timers.clearTimeout(plainPrune);
      plainPrune = undefined;
      await journal.stop();
      // The last tickets printed before closing: their plain copies do not wait for the next start.
      if (!sealer.encrypted()) pruneCopies(true);
    },
    clearPrintedCopies: () => pruneCopies(true, { always: true }),
    snapshot: () => journal.snapshot(),
    busy: () => journal.busy(),
    queue: () => {
      const view = queueView(journal.snapshot(), naming);
      const stations = stationCounts();
      return stations.length === 0 ? view : { ...view, stations };
    },
    queueChanges: (keys) => queueChanges(journal, keys, naming, stationCounts(), timers.now()),

    orderChanged(change) {
      const settings = deps.settings();
      const at = timers.now();
      if (change.kind === 'cancelled') {
        const jobs = journal.jobsOf(change.orderId);
        const due = [
          ...cancelSlips(change.orderId, printerJobs(jobs), settings, at, change.reason),
          ...(screens?.slips(change, jobs, at) ?? []),
        ].filter((request) => !journal.has(jobKey(request)));
        journal.enqueueAll(due);
        if (due.length > 0) log.info(`Pedido ${change.orderId} cancelado: ${due.length} aviso(s) na fila`);
        return { ok: true, slips: due.length };
      }
      const orderId = change.order.id_pedido;
      const stored = orders.get(orderId);
      // No ticket of it was ever queued here: nothing to tell a station.
      if (!stored) return { ok: true, slips: 0 };
      const next = ticketCopyOf(change.order);
      const jobs = journal.jobsOf(orderId);
      const due = [
        ...changeSlips(stored.order, next, printerJobs(jobs), settings, at),
        ...(screens?.slips({ kind: 'items', before: stored.order, after: next }, jobs, at) ?? []),
      ];
      // Slips first (on the disk before this returns), then the copy: a crash in between finds
      // the same transition on the next 'atualiza' and adds nothing (slips.ts).
      journal.enqueueAll(due);
      orders.put(orderId, { ...stored, order: next });
      if (due.length > 0) log.info(`Pedido ${orderId} alterado: ${due.length} aviso(s) na fila`);
      return { ok: true, slips: due.length };
    },

    printOrder(order, opts = {}) {
      const settings = deps.settings();
      const cashiers = cashierPrinters(settings);
      if (cashiers.length === 0) return { ok: false, error: PRINT_MESSAGES.noPrinter };
      const orderId = order.id_pedido;
      const categories = opts.categories ?? orders.get(orderId)?.categories ?? [];
      // Stored before any job exists: a job must never point at an order that is not on disk.
      orders.put(orderId, { order, categories, storeName: deps.storeName?.() ?? '' });
      let queued = 0;
      // Every new ticket of the order is queued at once: one fdatasync for all its printers.
      const fresh: JobRequest[] = [];
      for (const printerId of cashiers) {
        const request = { orderId, kind: 'cashier' as const, printerId, copies: settings.qtdeCopia };
        const key = jobKey(request);
        if (!journal.has(key)) fresh.push(request);
        else if (opts.reprint && journal.reprint(key)?.reprint) queued += 1;
      }
      const production =
        settings.impressaoProducao === 'true'
          ? productionTickets(
              order,
              fromLocalPrintSettings(settings),
              productionCategories(settings, categories),
              { storeName: '' },
            )
          : { tickets: [], skipped: [] };
      for (const ticket of production.tickets) {
        const request = {
          orderId,
          kind: 'production' as const,
          categoryId: ticket.categoryId,
          printerId: ticket.printer,
        };
        if (!journal.has(jobKey(request))) fresh.push(request);
      }
      for (const request of screens?.jobsFor(order) ?? [])
        if (!journal.has(jobKey(request))) fresh.push(request);
      journal.enqueueAll(fresh);
      queued += fresh.length;
      return { ok: true, queued, skippedCategories: production.skipped.map((s) => s.name) };
    },

    preparePrinters() {
      const settings = deps.settings();
      const names = new Set(cashierPrinters(settings));
      if (settings.impressaoProducao === 'true') {
        for (const route of Object.values(settings.impressorasProducao)) {
          const name = route?.impressora?.trim();
          if (name) names.add(name);
        }
      }
      for (const name of names) {
        if (!journal.readyNow(name)) continue;
        void deps
          .resolvePrinter(name)
          .then((target) => target?.port.prepare?.())
          // A failed read costs nothing: the journal reads the status again before the job.
          .catch(() => undefined);
      }
    },

    printDaySummary(request) {
      const cashiers = cashierPrinters(deps.settings());
      if (cashiers.length === 0) return { ok: false, error: PRINT_MESSAGES.noPrinter };
      // Stored before any job exists, as an order is: a job must never point at nothing.
      summaries.put(request.id, request);
      // One write for all its printers; a ticket already queued stays as it is.
      journal.enqueueAll(
        cashiers.map((printerId) => ({
          orderId: request.id,
          kind: 'summary' as const,
          printerId,
          copies: 1,
        })),
      );
      return { ok: true };
    },

    reprintJob(key) {
      const known = journal.snapshot();
      const found = [...known.pending, ...known.failed, ...known.printedToday].find((j) => j.key === key);
      // Without the stored copy it would only park again: say so instead.
      const before = found && missingCopy(found);
      if (before) return { ok: false, error: before };
      const job = journal.reprint(key);
      if (!job) return { ok: false, error: JOB_NOT_FOUND };
      const after = missingCopy(job);
      return after ? { ok: false, error: after } : { ok: true };
    },

    discardJob(key) {
      const result = journal.discard(key);
      if (result.ok) {
        // A discarded ticket's copy goes now, unless another ticket of the order still needs it.
        pruneCopies();
        return { ok: true };
      }
      return { ok: false, error: result.reason === 'not-found' ? JOB_NOT_FOUND : JOB_NOT_HELD };
    },

    async testPage(printerName) {
      const target = await deps.resolvePrinter(printerName);
      if (!target) return { ok: false, error: printerNotFoundMessage(printerName) };
      try {
        const settings = fromLocalPrintSettings(deps.settings());
        const page = testPageTicket(printerName, target, columnsFor(settings.paperWidth), now());
        await target.port.send(render(page, target), { timeoutMs: deps.sendTimeoutMs ?? 10_000 });
        return { ok: true };
      } catch (error) {
        log.warn(`Página de teste em ${printerName} falhou`, error);
        return {
          ok: false,
          error: error instanceof PrinterError ? error.message : 'Falha desconhecida ao imprimir.',
        };
      }
    },
  };
}
