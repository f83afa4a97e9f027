/**
 * Glue between orders and paper: decides which tickets an order gets (one cashier ticket per
 * cashier printer, one production ticket per category routed to a printer), hands them to the
 * durable journal, and renders each job from the stored order when its turn comes.
 *
 * Orders live in the renderer; it hands them over with printOrder. The latest copy is kept here
 * so a job retried later prints what the cashier saw; getOrder covers jobs left from a previous
 * run (restored journal) once the renderer can answer for them.
 */
import type { Order } from '../../shared/api/platform-v1';
import {
  cashierTicket,
  productionTickets,
  type ProductionCategory,
  type SkippedCategory,
  type Ticket,
  type TicketSettings,
} from '../../shared/tickets';
import { formatDateTime } from '../../shared/format';
import type { Logger } from '../log/logger';
import { PrinterError, type PrinterPort } from './escpos/tcp-transport';
import {
  createPrintJournal,
  jobKey,
  type JournalSnapshot,
  type JournalTimers,
  type PrintJob,
  type RenderRequest,
} from './journal';
import { portFor as defaultPortFor, printerConfigSchema, type PrinterConfig } from './printers';
import { ticketToEscPos } from './ticket-bytes';

export interface PrintServiceDeps {
  journalFile: string;
  log: Logger;
  timers?: JournalTimers;
  sendTimeoutMs?: number;
  onChange?(snapshot: JournalSnapshot): void;
  printers(): PrinterConfig[];
  settings(): TicketSettings;
  categories(): ProductionCategory[];
  cashierPrinterIds(): string[];
  productionEnabled(): boolean;
  getOrder(orderId: string): Order | undefined;
  storeName(): string;
  /** Directories device printers may live in (default /dev/usb/). */
  deviceDirs?: readonly string[];
  /** Transport factory; tests may swap it. */
  portFor?(config: PrinterConfig): PrinterPort;
}

export interface PrintOrderResult {
  /** Jobs enqueued or reprinted by this call (already-known jobs come back unchanged). */
  jobs: PrintJob[];
  /** Categories with items but no printer: nothing goes to the kitchen for them. */
  skipped: SkippedCategory[];
}

export interface PrintService {
  start(): void;
  stop(): Promise<void>;
  /**
   * Queues the order's tickets; calling it again for the same order adds nothing. With
   * `reprint`, only the cashier ticket prints again (REIMPRESSÃO): reprinting production tickets
   * would have the kitchen make the order twice.
   */
  printOrder(order: Order, opts?: { reprint?: boolean }): PrintOrderResult;
  /** Sends a short page straight to the printer (not journaled); rejects with a PrinterError. */
  testPage(printerId: string): Promise<void>;
  snapshot(): JournalSnapshot;
}

export const TEST_PAGE_TITLE = 'TESTE DE IMPRESSÃO';
/** Orders kept for pending renders; older ones fall back to getOrder. Bounds a long shift. */
const MAX_KEPT_ORDERS = 500;

export function createPrintService(deps: PrintServiceDeps): PrintService {
  const orders = new Map<string, Order>();
  const schema = printerConfigSchema(deps.deviceDirs);
  const makePort = deps.portFor ?? defaultPortFor;
  const now = () => new Date(deps.timers?.now() ?? Date.now());

  /** A config that no longer validates (hand-edited settings) is treated as not configured. */
  function configFor(printerId: string): PrinterConfig | undefined {
    const found = deps.printers().find((p) => p.id === printerId);
    if (!found) return undefined;
    const parsed = schema.safeParse(found);
    if (!parsed.success) {
      deps.log.warn(`Configuração inválida da impressora ${printerId}`, parsed.error.message);
      return undefined;
    }
    return parsed.data;
  }

  function ticketFor(job: RenderRequest): Ticket {
    const order = orders.get(job.orderId) ?? deps.getOrder(job.orderId);
    if (!order) throw new Error(`Pedido ${job.orderId} indisponível para impressão`);
    const opts = {
      storeName: deps.storeName(),
      reprint: job.reprint,
      ...(job.reprint ? { now: now() } : {}),
    };
    if (job.kind === 'cashier') return cashierTicket(order, deps.settings(), opts);
    const production = productionTickets(order, deps.settings(), deps.categories(), opts);
    const found = production.tickets.find((t) => t.categoryId === job.categoryId);
    if (!found) throw new Error(`Categoria ${job.categoryId ?? '?'} sem itens ou sem impressora`);
    return found.ticket;
  }

  const journal = createPrintJournal({
    file: deps.journalFile,
    log: deps.log,
    ...(deps.timers ? { timers: deps.timers } : {}),
    ...(deps.sendTimeoutMs === undefined ? {} : { sendTimeoutMs: deps.sendTimeoutMs }),
    ...(deps.onChange ? { onChange: deps.onChange } : {}),
    delayMs: () => deps.settings().delayMs,
    portFor(printerId) {
      const config = configFor(printerId);
      return config ? makePort(config) : undefined;
    },
    render(job) {
      const config = configFor(job.printerId);
      if (!config) throw new Error(`Impressora ${job.printerId} não configurada`);
      return ticketToEscPos(ticketFor(job), config);
    },
  });

  return {
    start: () => journal.start(),
    stop: () => journal.stop(),
    snapshot: () => journal.snapshot(),

    printOrder(order, opts = {}) {
      const orderId = String(order.id_pedido);
      orders.delete(orderId);
      orders.set(orderId, order);
      if (orders.size > MAX_KEPT_ORDERS) orders.delete(orders.keys().next().value as string);
      const settings = deps.settings();
      const jobs: PrintJob[] = [];
      for (const printerId of new Set(deps.cashierPrinterIds())) {
        const request = { orderId, kind: 'cashier' as const, printerId, copies: settings.copies };
        const reprinted = opts.reprint ? journal.reprint(jobKey(request)) : undefined;
        jobs.push(reprinted ?? journal.enqueue(request));
      }
      if (!deps.productionEnabled()) return { jobs, skipped: [] };
      const production = productionTickets(order, settings, deps.categories(), {
        storeName: deps.storeName(),
      });
      for (const ticket of production.tickets) {
        // An unknown printer id is still queued: the journal shows it as "não configurada"
        // instead of the kitchen ticket silently never printing.
        jobs.push(
          journal.enqueue({
            orderId,
            kind: 'production',
            categoryId: ticket.categoryId,
            printerId: ticket.printer,
          }),
        );
      }
      return { jobs, skipped: production.skipped };
    },

    async testPage(printerId) {
      const config = configFor(printerId);
      if (!config) {
        throw new PrinterError('not-found', `Impressora não configurada (${printerId}).`);
      }
      const bytes = ticketToEscPos(testPage(config, now()), config);
      await makePort(config).send(bytes, { timeoutMs: deps.sendTimeoutMs ?? 10_000 });
    },
  };
}

function testPage(config: PrinterConfig, when: Date): Ticket {
  return {
    lines: [
      { kind: 'text', text: TEST_PAGE_TITLE, align: 'center', bold: true, size: 'large' },
      { kind: 'text', text: config.name, align: 'center' },
      { kind: 'separator', char: '-' },
      { kind: 'text', text: 'Acentuação: ÁÉÍÓÚ ÂÊÔ ÃÕ À Ç', align: 'left' },
      { kind: 'text', text: 'áéíóú âêô ãõ à ç', align: 'left' },
      { kind: 'pair', left: 'Colunas', right: String(config.columns) },
      { kind: 'pair', left: 'Página de código', right: config.codePage },
      { kind: 'text', text: formatDateTime(when), align: 'left' },
      { kind: 'feed', lines: 3 },
      { kind: 'cut' },
    ],
    fontSize: 10,
    fontName: 'Courier New',
    marginLeft: 0,
    marginRight: 0,
  };
}
