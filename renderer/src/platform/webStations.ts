/**
 * Station numbers in web mode (issue 33 §1), as the desktop's print journal gives them: each
 * station (the printer a ticket goes to) numbers its tickets per business day from 1. The number
 * is given once, when the job is made, and kept in the job's record: the record is written in the
 * same IndexedDB transaction as the waiting ticket (webPrintWait.ts), before the ticket is sent,
 * so a reload counts on above every number that may be on paper and gives none twice; a number
 * given but never kept never went out, and the next page gives it again (no gap). A reprint keeps
 * the number. The records also say what each station printed for each order (orderId → station →
 * number), for the CANCELADO / ALTERADO slips (webSlips.ts), and are kept for the business day.
 *
 * Two tabs printing for one store share the counting: each record given or changed is told to
 * the other open tabs at once (webPrintWait.ts), which count on above its number and show it in
 * their station counts.
 *
 * The business day follows shared/business-day.ts, told by the page when the store opens and
 * closes; its state is kept beside the records. Where the browser keeps nothing, all of it lives
 * in the page: numbering goes on, and the queue says a reload loses the tickets waiting.
 */
import { z } from 'zod';
import type { LiveOrder } from '../../../shared/api/live-order';
import { businessDayIn, storeOpenTransition, type BusinessDayState } from '../../../shared/business-day';
import { stationCounts, type CountedJob } from '../../../shared/print-station-counts';
import { CANCELLED_LABEL, CHANGED_LABEL, type StationCount } from '../../../shared/print-stations';
import type { PrintJobView, PrintTicketKind } from '../../../shared/printing';
import type { Job } from './webPrintJobs';
import type { PrintWaitKeeping } from './webPrintWait';

const DAY_KEY = '@day';
const ITEMS_PREFIX = '@items|';
const dayName = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ticketRecordSchema = z.object({
  key: z.string().min(1),
  type: z.literal('ticket'),
  day: dayName,
  station: z.string(),
  no: z.number().int().positive().optional(),
  /** Numbers this key was given before and that never came out (a discarded ticket made again). */
  skipped: z.array(z.number().int().positive()).optional(),
  orderId: z.string(),
  kind: z.enum(['cashier', 'production', 'summary', 'cancel', 'change']),
  categoryId: z.string().optional(),
  variant: z.string().optional(),
  at: z.number(),
  out: z.literal(true).optional(),
  outAt: z.number().optional(),
  discarded: z.literal(true).optional(),
});
/** A job's record: its station, number, order and whether it came out. */
export type StationRecord = z.infer<typeof ticketRecordSchema>;

/** An item as the kitchen reads it (no customer data): what an ALTERADO slip compares. */
const kitchenItemSchema = z.object({
  nome: z.string(),
  quantidade: z.number(),
  linhas: z.array(z.string()),
  id_cardapio_categoria: z.string(),
});
export type KitchenItem = z.infer<typeof kitchenItemSchema>;
const itemsRecordSchema = z.object({
  key: z.string().startsWith(ITEMS_PREFIX),
  type: z.literal('items'),
  day: dayName,
  orderId: z.string(),
  items: z.array(kitchenItemSchema).max(500),
});
const dayRecordSchema = z.object({
  key: z.literal(DAY_KEY),
  type: z.literal('day'),
  state: z.object({ day: dayName, since: z.number(), open: z.boolean() }),
});

/** The items of an order as the kitchen reads them. */
export function kitchenItems(order: LiveOrder): KitchenItem[] {
  return (order.pedidoObj?.itens ?? []).slice(0, 500).map((i) => ({
    nome: String(i.nome ?? ''),
    quantidade: typeof i.quantidade === 'number' && Number.isFinite(i.quantidade) ? i.quantidade : 0,
    linhas: (i.linhas ?? []).map(String),
    id_cardapio_categoria: String(i.id_cardapio_categoria ?? ''),
  }));
}

export interface NewRecord {
  station: string;
  orderId: string;
  kind: PrintTicketKind;
  categoryId?: string;
  variant?: string;
}

export interface WebStations {
  /** Settles once the kept records and business day are read (never rejects). */
  ready: Promise<void>;
  dayOf(at: number): string;
  storeOpenChanged(open: boolean): void;
  /** The record of a job made earlier today (by this page or one gone). */
  known(key: string): StationRecord | undefined;
  /**
   * Gives a job just made its record: the one made earlier today under its key (its number; out
   * already: the job is printed, not sent again), else a new one, numbered when `numbered`.
   */
  attach(job: Job, variant: string | undefined, numbered: boolean): void;
  /** The record of a new job, with the station's next number when `numbered`. */
  give(key: string, request: NewRecord, numbered: boolean): StationRecord;
  /** The tickets and slips of an order recorded today. */
  recordsOf(orderId: string): StationRecord[];
  /** The order's items as its stations last read them (undefined: none printed here today). */
  itemsOf(orderId: string): KitchenItem[] | undefined;
  setItems(orderId: string, items: KitchenItem[]): void;
  /** The print queue's per-station summary; `live` are this page's job views, by key. */
  counts(live: ReadonlyMap<string, PrintJobView>): StationCount[];
  /**
   * The slips out today that this page does not hold (a page gone printed them): the orders
   * screen still says 'Cancelamento impresso na Cozinha' after a reload.
   */
  slipsOut(live: ReadonlyMap<string, PrintJobView>): PrintJobView[];
}

export function createWebStations(deps: {
  keeping: PrintWaitKeeping;
  now(): number;
  warn?(message: string): void;
  /** Another tab told of its records: the counts may have changed. */
  changed?(): void;
}): WebStations {
  const { keeping, now } = deps;
  const records = new Map<string, StationRecord>();
  const items = new Map<string, { day: string; items: KitchenItem[] }>();
  /** Per station: the business day and the highest number given in it. */
  const counters = new Map<string, { day: string; last: number }>();
  let dayState: BusinessDayState | undefined;
  const dayOf = (at: number) => businessDayIn(dayState, at);
  const known = (key: string) => {
    const r = records.get(key);
    return r && r.day === dayOf(now()) ? r : undefined;
  };

  function raise(record: StationRecord): void {
    const highest = Math.max(record.no ?? 0, ...(record.skipped ?? []));
    if (highest === 0) return;
    const known = counters.get(record.station);
    if (!known || known.day < record.day) counters.set(record.station, { day: record.day, last: highest });
    else if (known.day === record.day && known.last < highest) known.last = highest;
  }

  async function load(): Promise<void> {
    const stored = await keeping.stationRecords().catch(() => []);
    let dropped = 0;
    const stale: string[] = [];
    for (const raw of stored) {
      const day = dayRecordSchema.safeParse(raw);
      if (day.success) {
        dayState ??= day.data.state;
        continue;
      }
      const ticket = ticketRecordSchema.safeParse(raw);
      const list = itemsRecordSchema.safeParse(raw);
      // This page's own records (made before the load ended) are newer than what was kept.
      if (ticket.success && !records.has(ticket.data.key)) records.set(ticket.data.key, ticket.data);
      else if (list.success && !items.has(list.data.orderId)) items.set(list.data.orderId, list.data);
      else if (!ticket.success && !list.success) {
        dropped += 1;
        const key = (raw as { key?: unknown } | null)?.key;
        if (typeof key === 'string') stale.push(key);
      }
    }
    if (dropped > 0)
      deps.warn?.(`[impressão] ${dropped} registro(s) de numeração ilegível(is) descartado(s)`);
    // Kept for the business day: yesterday's records go.
    const today = dayOf(now());
    for (const [key, r] of records)
      if (r.day < today) {
        records.delete(key);
        stale.push(key);
      }
    for (const [orderId, l] of items)
      if (l.day < today) {
        items.delete(orderId);
        stale.push(ITEMS_PREFIX + orderId);
      }
    for (const r of records.values()) raise(r);
    await keeping.putStationRecords([], stale);
  }

  const ready = load().catch(() => undefined);

  /** A record another open tab gave or changed: counted on from, and shown in the counts. */
  function merge(raw: unknown): void {
    const day = dayRecordSchema.safeParse(raw);
    if (day.success) {
      if (!dayState || day.data.state.since >= dayState.since) dayState = day.data.state;
      return;
    }
    const list = itemsRecordSchema.safeParse(raw);
    if (list.success) {
      items.set(list.data.orderId, { day: list.data.day, items: list.data.items });
      return;
    }
    const ticket = ticketRecordSchema.safeParse(raw);
    if (!ticket.success) return;
    const told = ticket.data;
    const mine = records.get(told.key);
    raise(told);
    // This page's own job of the same key prints under the number this page gave it.
    if (mine && (mine.no !== told.no || (mine.out && !told.out))) return;
    records.set(told.key, told);
  }
  deps.keeping.onSharedRecords((list) => {
    list.forEach(merge);
    deps.changed?.();
  });

  return {
    ready,
    dayOf,
    storeOpenChanged(open) {
      const step = storeOpenTransition(dayState, open, now());
      if (!step) return;
      dayState = step.next;
      void keeping.putStationRecords([{ key: DAY_KEY, type: 'day', state: step.next }]);
    },
    known,
    attach(job, variant, numbered) {
      const v = job.view;
      if (v.kind === 'summary') return;
      const earlier = known(v.key);
      if (earlier && !earlier.discarded) {
        job.record = earlier;
        if (earlier.no !== undefined) v.stationNo = earlier.no;
        if (earlier.out) {
          job.fresh = false;
          Object.assign(v, { state: 'printed', printedAt: earlier.outAt ?? earlier.at });
        }
        return;
      }
      const request = {
        station: v.printerName,
        orderId: v.orderId,
        kind: v.kind,
        ...(v.categoryId === undefined ? {} : { categoryId: v.categoryId }),
        ...(variant === undefined ? {} : { variant }),
      };
      job.record = this.give(v.key, request, numbered);
      if (job.record.no !== undefined) v.stationNo = job.record.no;
    },
    give(key, request, numbered) {
      const at = now();
      const day = dayOf(at);
      const before = records.get(key);
      // A discarded ticket made again: its old number stays counted as never out.
      const skipped =
        before?.discarded && before.no !== undefined && before.day === day
          ? [...(before.skipped ?? []), before.no]
          : before?.day === day
            ? before.skipped
            : undefined;
      let no: number | undefined;
      if (numbered) {
        const counter = counters.get(request.station);
        const fresh = !counter || counter.day !== day;
        no = fresh ? 1 : counter.last + 1;
        counters.set(request.station, { day, last: no });
      }
      const record: StationRecord = {
        key,
        type: 'ticket',
        day,
        ...request,
        ...(no === undefined ? {} : { no }),
        ...(skipped && skipped.length > 0 ? { skipped } : {}),
        at,
      };
      records.set(key, record);
      // The other tabs count on from it before it is written (it is, when its ticket is sent).
      if (no !== undefined) keeping.share([record]);
      return record;
    },
    recordsOf: (orderId) => [...records.values()].filter((r) => r.orderId === orderId),
    itemsOf: (orderId) => items.get(orderId)?.items,
    setItems(orderId, list) {
      const entry = { day: dayOf(now()), items: list };
      items.set(orderId, entry);
      void keeping.putStationRecords([{ key: ITEMS_PREFIX + orderId, type: 'items', orderId, ...entry }]);
    },
    counts(live) {
      const day = dayOf(now());
      const jobs: CountedJob[] = [];
      const skippedBy = new Map<string, { station: string; day: string; skipped: number[] }>();
      for (const r of records.values()) {
        if (r.day !== day) continue;
        const skipped = [...(r.skipped ?? []), ...(r.discarded && r.no !== undefined ? [r.no] : [])];
        if (skipped.length > 0) {
          const entry = skippedBy.get(r.station) ?? { station: r.station, day, skipped: [] };
          entry.skipped.push(...skipped);
          skippedBy.set(r.station, entry);
        }
        if (r.no === undefined || r.discarded) continue;
        const view = live.get(r.key);
        jobs.push({
          printerId: r.station,
          stationNo: r.no,
          businessDay: r.day,
          // Not in this page: out, or waiting in another open tab.
          state: view?.state ?? (r.out ? 'printed' : 'queued'),
          ...(view?.unconfirmed ? { unconfirmed: true as const } : {}),
          ...(view?.lastError === undefined ? {} : { lastError: view.lastError }),
        });
      }
      return stationCounts(jobs, skippedBy, now(), dayOf);
    },
    slipsOut(live) {
      const out: PrintJobView[] = [];
      for (const r of records.values()) {
        if ((r.kind !== 'cancel' && r.kind !== 'change') || !r.out || live.has(r.key)) continue;
        const at = r.outAt ?? r.at;
        out.push({
          key: r.key,
          orderId: r.orderId,
          kind: r.kind,
          label: r.kind === 'cancel' ? CANCELLED_LABEL : CHANGED_LABEL,
          printerName: r.station,
          state: 'printed',
          reprint: false,
          attempts: 1,
          createdAt: r.at,
          updatedAt: at,
          printedAt: at,
          ...(r.no === undefined ? {} : { stationNo: r.no }),
        });
      }
      return out;
    },
  };
}
