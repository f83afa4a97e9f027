// The soak's count of the paper (issue 21 §1): every copy that reaches the two virtual printers,
// whole or cut, per order; the wait for an hour's tickets; where a late order stands; and the
// week's missing and duplicated tickets.
import type { Page } from 'playwright-core';
import type { OrderHistory } from '../sandbox/orders/history-repo';
import type { VirtualPrinter } from '../sandbox/virtual-printer';
import { isReprint, orderNumber } from '../tests/e2e/support/printing';
import type { TestSandbox } from '../tests/e2e/support/sandbox';
import { until } from './support';

export interface TicketLedger {
  /** Both printers have a whole ticket of the order. */
  bothPrinted(id: string): boolean;
  /**
   * Waits for both tickets of every order in `ids`, for as long as tickets keep coming out: a
   * loaded machine prints an hour's orders in minutes instead of seconds, and an order moved on
   * (PE) before its accept would never print. Gives up after `quietMs` of wall time without a
   * new copy on either printer, or `maxMs` in all.
   */
  untilPrinted(ids: readonly string[], quietMs: number, maxMs: number): Promise<boolean>;
  /** Where an order stands: the platform's status changes, its row, main's jobs, the paper. */
  whereIs(id: string): Promise<string>;
  /** Missing and duplicated tickets over `ids`, each one logged. */
  tally(ids: readonly string[], log: (line: string) => void): { missing: number; duplicated: number };
}

export function createTicketLedger(deps: {
  printers: readonly { printer: VirtualPrinter; name: string }[];
  page: Page;
  sandbox: TestSandbox;
}): TicketLedger {
  const { page, sandbox } = deps;
  /**
   * Whole tickets that came out, per printer and order. A REIMPRESSÃO counts as the order's
   * ticket: the journal reprints, marked, only a ticket whose send was cut off (a printer fault
   * mid-ticket, issue 20 §3: the cut copy is swallowed or unreadable), so the store got that
   * ticket once; the bench never asks for a reprint itself, so a whole reprint beside a whole
   * first copy is a duplicate.
   */
  const printed = new Map<VirtualPrinter, Map<string, number>>();
  /** Copies cut off and reprints, per printer and order: what a late or missing ticket became. */
  const other = new Map<VirtualPrinter, Map<string, string[]>>();
  /** Every copy that reached a printer, whole or not: the desk is still printing while it grows. */
  let arrivals = 0;
  for (const { printer } of deps.printers) {
    const counts = new Map<string, number>();
    const seen = new Map<string, string[]>();
    printed.set(printer, counts);
    other.set(printer, seen);
    printer.onJob((job) => {
      arrivals++;
      const id = orderNumber(job) ?? '?';
      if (!job.printed || isReprint(job)) {
        seen.set(id, [...(seen.get(id) ?? []), job.printed ? 'reimpressão' : 'cortado']);
      }
      if (job.printed) counts.set(id, (counts.get(id) ?? 0) + 1);
    });
  }
  const wholeOf = (p: VirtualPrinter, id: string) => printed.get(p)?.get(id) ?? 0;
  const bothPrinted = (id: string) => deps.printers.every(({ printer }) => wholeOf(printer, id) > 0);

  return {
    bothPrinted,
    async untilPrinted(ids, quietMs, maxMs) {
      let seen = arrivals;
      let quietSince = Date.now();
      const settled = await until(() => {
        if (arrivals !== seen) {
          seen = arrivals;
          quietSince = Date.now();
        }
        return ids.every(bothPrinted) || Date.now() - quietSince > quietMs;
      }, maxMs);
      return settled && ids.every(bothPrinted);
    },
    async whereIs(id) {
      const history = await sandbox
        .orderHistory(id)
        .catch((error: unknown) => ({ status: String(error), changes: [] as OrderHistory['changes'] }));
      const changes = history.changes.map((c) => `${c.status} (${c.origem ?? ''} ${c.obs ?? ''})`);
      const row = await page
        .locator(`.order-row[data-order-id="${id}"]`)
        .first()
        .getAttribute('class', { timeout: 1000 })
        .catch(() => 'nenhuma');
      const queue = await page.evaluate(() => window.cashDesk.printing.getQueue());
      const jobs = [...queue.pending, ...queue.failed, ...queue.printedToday]
        .filter((job) => job.orderId === id)
        .map(
          (job) =>
            `${job.printerName} ${job.state}${job.reprint ? ' REIMPRESSÃO' : ''} ${job.lastError ?? ''}`,
        );
      const paper = deps.printers.map(
        ({ printer, name }) =>
          `${name} ${wholeOf(printer, id)} inteiro(s) ${(other.get(printer)?.get(id) ?? []).join(' ')}`,
      );
      return (
        `pedido ${id}: ${history.status} [${changes.join(', ')}]; linha ${row}; ` +
        `fila [${jobs.join('; ')}]; papel [${paper.join('; ')}]`
      );
    },
    tally(ids, log) {
      let missing = 0;
      let duplicated = 0;
      for (const { printer, name } of deps.printers) {
        for (const id of ids) {
          const n = wholeOf(printer, id);
          if (n === 0) {
            missing++;
            log(
              `  sem ticket: pedido ${id} na ${name} (${other.get(printer)?.get(id)?.join(', ') ?? 'nada impresso'})`,
            );
          } else if (n > 1) {
            duplicated += n - 1;
            log(`  ticket duplicado: pedido ${id} na ${name} (${n} inteiros)`);
          }
        }
      }
      return { missing, duplicated };
    },
  };
}
