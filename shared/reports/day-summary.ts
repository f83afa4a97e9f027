/**
 * 'Resumo do dia' (issue 20 §5): today's orders by status and the report's figures (03 §2.15)
 * for the same orders. The figures are summarizeReport's over each live order read as a report
 * row (liveReportRow), so the printed summary and the general report of the day never disagree.
 */
import { z } from 'zod';
import type { LiveOrder } from '../api/live-order';
import { ORDER_STATUS_LABELS, orderStatusLabel } from '../order-status';
import { liveReportRow } from './live-row';
import { summarizeReport, type ReportSummary } from './summary';

export interface StatusCount {
  status: string;
  label: string;
  count: number;
}

export interface DaySummary {
  /** Local 'YYYY-MM-DD'. */
  day: string;
  totalOrders: number;
  /** The desk's statuses in their list order, then any other code met; only those with orders. */
  byStatus: StatusCount[];
  figures: ReportSummary;
}

const STATUS_ORDER = Object.keys(ORDER_STATUS_LABELS);

/** The summary of `day`'s orders (data_criacao starting with it); other days' orders are left out. */
export function summarizeDay(orders: readonly LiveOrder[], day: string): DaySummary {
  const today = orders.filter((o) => o.data_criacao.startsWith(day));
  const counts = new Map<string, number>();
  for (const o of today) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
  const rank = (status: string) => {
    const i = STATUS_ORDER.indexOf(status);
    return i === -1 ? STATUS_ORDER.length : i;
  };
  const byStatus = [...counts]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([status, count]) => ({ status, label: orderStatusLabel(status), count }));
  return { day, totalOrders: today.length, byStatus, figures: summarizeReport(today.map(liveReportRow)) };
}

// ---------------------------------------------------------------- printing it

/** Each press of Imprimir gets its own id: the same id asked twice queues nothing more. */
const DAY_SUMMARY_ID_PATTERN = /^resumo-[\w-]{1,56}$/;

/** What the renderer asks main (or web printing) to print: the previewed summary, as previewed. */
export interface DaySummaryPrint {
  id: string;
  summary: DaySummary;
  /** The header's store name, as the preview showed it. */
  storeName: string;
  /** When the preview was laid out (epoch ms): the printed ticket says the same moment. */
  printedAt: number;
}

const amount = z.number().finite();
const countAmount = z.object({ count: z.number().int().min(0), amount }).strict();

const daySummarySchema = z
  .object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    totalOrders: z.number().int().min(0),
    byStatus: z
      .array(
        z
          .object({
            status: z.string().max(32),
            label: z.string().max(64),
            count: z.number().int().min(0),
          })
          .strict(),
      )
      .max(64),
    figures: z
      .object({
        cancelled: countAmount,
        delivered: countAmount,
        deliveredOnline: countAmount,
        deliveredInPerson: countAmount,
        deliveredByPayment: z
          .object({ dinheiro: countAmount, cartao: countAmount, online: countAmount })
          .strict(),
        deliveryFees: amount,
        discounts: amount,
        grandTotal: amount,
      })
      .strict(),
  })
  .strict() satisfies z.ZodType<DaySummary>;

export const daySummaryPrintSchema = z
  .object({
    id: z.string().regex(DAY_SUMMARY_ID_PATTERN),
    summary: daySummarySchema,
    storeName: z.string().max(200),
    printedAt: z.number().int().min(0),
  })
  .strict() satisfies z.ZodType<DaySummaryPrint>;
