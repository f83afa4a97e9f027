/**
 * Web mode's print jobs and how they are made (webPrinting.ts runs them): one job per cashier
 * printer, one per production ticket, each able to lay its ticket out again marked REIMPRESSÃO.
 * Margins go to the local print module with the text (spec 01 §7), so the text is laid out
 * without them.
 */
import type { LiveOrder } from '../../../shared/api/live-order';
import type { PrintCategory } from '../../../shared/bridge';
import { PRINT_MESSAGES, type LocalPrintSettings, type PrintJobView } from '../../../shared/printing';
import type { StationRecord } from './webStations';
import {
  columnsFor,
  fromLocalPrintSettings,
  productionTickets,
  renderText,
  type Ticket,
  type TicketSettings,
} from '../../../shared/tickets';

export const QZ_WEB_MESSAGE =
  'A impressão pelo QZ Tray só funciona no aplicativo de caixa: a chave privada não pode ficar no navegador. Escolha outro método de impressão ou use o aplicativo.';

export interface Job {
  view: PrintJobView;
  /**
   * The ticket as text with its station number, laid out again for a reprint; null once printed
   * (the data is let go).
   */
  render: ((reprint: boolean, stationNo?: number) => string) | null;
  copies: number;
  /** Never scheduled yet (a failed job is scheduled again; a scheduled one is not). */
  fresh: boolean;
  /** Consecutive failures, for the retry delay. */
  failures?: number;
  /** Cancels the automatic retry waiting for this job. */
  cancelRetry?: () => void;
  /** Its text as kept while it waits (laid out once, the first time it is kept). */
  kept?: { text: string; reprintText: string };
  /** Its station record (issue 33): its number, kept with the ticket; none for a day summary. */
  record?: StationRecord;
}

export type MadeJob = Omit<Job, 'view' | 'fresh'> & {
  view: Omit<PrintJobView, 'key'>;
  /** A second ALTERADO slip of one order and printer (its station record keeps it). */
  variant?: string;
};
/** The job under `key`: the known one, else the one `make` makes. */
export type JobFor = (key: string, make: () => MadeJob) => Job;

export function textOf(ticket: Ticket, ts: TicketSettings): string {
  const columns = Math.max(12, columnsFor(ts.paperWidth) - ts.marginLeft - ts.marginRight);
  return `${renderText({ ...ticket, marginLeft: 0, marginRight: 0 }, columns).join('\n')}\n`;
}

export function baseView(orderId: string, printerName: string, t: number) {
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

/** The checked cashier printers, else the default one (02 §2.8); blank names left out. */
function cashierPrinters(s: LocalPrintSettings): string[] {
  const named = s.impressorasCaixa.length > 0 ? s.impressorasCaixa : [s.defaultPrinter];
  return named.filter((p) => p.trim() !== '');
}

export type CashierTarget = { printers: string[]; ts: TicketSettings };

/** Where a cashier ticket goes, or why it cannot (QZ in a browser, no printer chosen). */
export function cashierTargets(s: LocalPrintSettings): { error: string } | CashierTarget {
  if (s.metodoImpressao === 'qz') return { error: QZ_WEB_MESSAGE };
  const printers = cashierPrinters(s);
  if (printers.length === 0) return { error: PRINT_MESSAGES.noPrinter };
  return { printers, ts: fromLocalPrintSettings(s) };
}

/** One job per cashier printer; a reprint lays the ticket out again, marked, at its own time. */
export function cashierJobs(
  jobFor: JobFor,
  now: () => number,
  id: string,
  kind: 'cashier' | 'summary',
  label: string,
  copies: number,
  { printers, ts }: CashierTarget,
  ticket: (marks: { reprint: boolean; now?: Date; stationNo?: number }) => Ticket,
): Job[] {
  return printers.map((printer) =>
    jobFor(`${id}|${kind}|${printer}`, () => ({
      view: { ...baseView(id, printer, now()), kind, label },
      copies,
      render: (reprint, stationNo) =>
        textOf(
          ticket({
            reprint,
            ...(reprint ? { now: new Date(now()) } : {}),
            ...(stationNo === undefined ? {} : { stationNo }),
          }),
          ts,
        ),
    })),
  );
}

export function productionJobs(
  jobFor: JobFor,
  now: () => number,
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
        ...baseView(order.id_pedido, t.printer, now()),
        kind: 'production',
        categoryId: t.categoryId,
        label: list.find((c) => c.id === t.categoryId)?.name ?? t.categoryId,
      },
      copies: 1,
      render: (reprint, stationNo) => {
        const again = productionTickets(order, ts, list, {
          storeName: order.estabelecimento_nome,
          reprint,
          ...(stationNo === undefined ? {} : { stationNo }),
        });
        const found = again.tickets.find((x) => x.categoryId === t.categoryId) ?? t;
        return textOf(found.ticket, ts);
      },
    })),
  );
  return { made, skipped: skipped.map((k) => k.name) };
}
