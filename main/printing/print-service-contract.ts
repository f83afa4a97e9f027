/**
 * What the print service (print-service.ts) is given and what it offers: the glue between orders
 * and paper, kept apart so its callers (printing/index.ts, the drawer, tests) read the contract
 * without the implementation.
 */
import type { LiveOrder } from '../../shared/api/live-order';
import type { PrintCategory } from '../../shared/bridge';
import type { DaySummaryPrint } from '../../shared/reports/day-summary';
import type { OrderChangeOutcome, OrderPrintChange } from '../../shared/print-stations';
import type { LocalPrintSettings, PrintOrderOutcome, PrintOutcome, PrintQueue } from '../../shared/printing';
import type { SafeStorageLike } from '../deps';
import type { Logger } from '../log/logger';
import type { JournalSnapshot, JournalTimers } from './journal';
import type { ResolvedPrinter } from './registry';
import type { ScreenStations } from '../kitchen/stations';
import type { PrintQueueDelta } from '../../shared/print-queue-update';

export interface PrintServiceDeps {
  journalFile: string;
  /**
   * The OS keychain (already wrapped by withWeakKeychainCheck) the stored copies are sealed with.
   * Absent, or without encryption (the web-mode print host, Linux without a keyring): copies are
   * stored as is and live only while their tickets wait.
   */
  safeStorage?: SafeStorageLike;
  /** Where the orders behind pending jobs are kept. */
  ordersDir: string;
  /** Where the day summaries behind pending jobs are kept: 'print-summaries' beside ordersDir by default. */
  summariesDir?: string;
  log: Logger;
  timers?: JournalTimers;
  sendTimeoutMs?: number;
  /** The print queue changed (snapshot() has the new state); `keys`: its jobs that did (absent: any). */
  onChange?(keys?: readonly string[]): void;
  settings(): LocalPrintSettings;
  /** The logged-in store's name, for the cashier ticket header (the order's own name otherwise). */
  storeName?(): string;
  resolvePrinter(name: string): Promise<ResolvedPrinter | undefined>;
  /** The station numbers' business day (business-day.ts); the fixed 05:00 turn by default. */
  businessDayOf?(at: number): string;
  /** Kitchen screens as stations (issue 33 §3; main/kitchen/stations.ts): their jobs deliver cards. */
  screens?: ScreenStations;
}

export interface PrintService {
  start(): void;
  stop(): Promise<void>;
  /**
   * Queues the order's tickets; calling it again for the same order adds nothing. With
   * `reprint`, only the cashier ticket prints again (REIMPRESSÃO): reprinting production tickets
   * would have the kitchen make the order twice.
   */
  printOrder(order: LiveOrder, opts?: { reprint?: boolean; categories?: PrintCategory[] }): PrintOrderOutcome;
  /**
   * Reads, ahead of it, the status of each printer an order's tickets may go to that would take
   * a job at once (the read the journal makes before each job), while the platform confirms an
   * accept: the ticket then goes out on that connection the moment it is queued. A hint only.
   */
  preparePrinters(): void;
  /**
   * An order whose tickets may have come out was cancelled, or its items changed (issue 33 §2):
   * queues the CANCELADO / ALTERADO slips due (slips.ts), each once however often it is told.
   */
  orderChanged(change: OrderPrintChange): OrderChangeOutcome;
  /** Queues 'Resumo do dia' on the cashier printers; the same id again adds nothing. */
  printDaySummary(request: DaySummaryPrint): PrintOutcome;
  reprintJob(key: string): PrintOutcome;
  /** Drops a failed or parked job for good; logged with its reason. */
  discardJob(key: string): PrintOutcome;
  /** Sends a short page straight to the printer (not journaled). */
  testPage(printerName: string): Promise<PrintOutcome>;
  snapshot(): JournalSnapshot;
  /** A ticket waits or is being sent (the updater installs only when none does). */
  busy(): boolean;
  queue(): PrintQueue;
  /** What the queue's jobs `keys` look like now, with the alerts and station counts (a delta's body). */
  queueChanges(keys: Iterable<string>): Omit<PrintQueueDelta, 'from' | 'rev'>;
  /**
   * Logout: the copies of orders and summaries whose tickets all printed go; those of tickets
   * still waiting (queued, failed, parked) stay, sealed, until they print or are discarded.
   */
  clearPrintedCopies(): void;
}
