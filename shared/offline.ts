/**
 * Working through a platform outage (issue 19): the staff-action outbox and the cache of the
 * day's last known orders. The renderer decides what waits and sends it (it holds the session
 * and the HTTP client); where it is kept is the platform's business: on the desktop main writes
 * it to disk before answering (like the print journal), in web mode IndexedDB holds it.
 *
 * These schemas are the one contract for both stores: main validates what crosses IPC with them,
 * the web store and the desktop store read back what they kept with them, so a record written by
 * an older build that no longer parses is dropped and logged, never sent.
 */
import { z } from 'zod';
import { liveOrderSchema } from './api/live-order';

/** Outbox entries kept at most; pressing more while the platform is away is refused. */
export const OUTBOX_MAX_ENTRIES = 500;
/** What staff read when OUTBOX_MAX_ENTRIES already wait, on either host. */
export const OUTBOX_FULL_MESSAGE = 'Muitas ações aguardando conexão. Aguarde a plataforma voltar.';
/**
 * What the web store refuses an add with when the browser's storage does not keep it (IndexedDB
 * unavailable, quota, private mode; issue 36 §2): nothing may wait then, and the desk says so.
 */
export const OUTBOX_NOT_KEPT_MESSAGE = 'Este navegador não guarda ações sem conexão.';

const id = z.string().trim().min(1).max(64);
const isoTime = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'data inválida');

/**
 * What may wait for the platform, and only that (spec 01 §4, §6; issue 19 §1). A status change
 * carries the status the order had when pressed (`from`), so the replay can tell whether the
 * platform moved the order on meanwhile. Cancelling, couriers, chat and money never wait: the
 * renderer refuses them while the platform is away (renderer/src/offline).
 */
const outboxActionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('status'),
      /** id_pedido (base A) and orderId (base C) as the order had them. */
      idPedido: id,
      orderId: id.nullable(),
      // Room for the longest status code, 'PICKUP_READY' (a pickup order's Pronto para retirada).
      from: z.string().max(16),
      to: z.string().min(1).max(16),
      /** Note stored with the change ('auto' for the automatic accept). */
      obs: z.string().max(200).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('store-open'), open: z.boolean() }).strict(),
  z
    .object({
      kind: z.literal('delivery-time'),
      min: z.number().int().min(0).max(10_000),
      max: z.number().int().min(0).max(10_000),
    })
    .strict(),
]);
export type OutboxAction = z.output<typeof outboxActionSchema>;

/** An action as the renderer hands it over; the store adds `seq` and `state`. */
export const newOutboxEntrySchema = z
  .object({
    /** Chosen by the renderer (crypto.randomUUID), so a retried add is one entry. */
    id,
    /**
     * The store (establishment) it was pressed for: it belongs to the store, so the next login of
     * the same store sends it and another store's never does (issue 36 §1).
     */
    storeId: id,
    /** Who pressed it (id_usuario); whoever sends it is logged beside it. */
    userId: id,
    /** When staff pressed it (ISO), shown as 'Aguardando conexão · HH:MM'. */
    pressedAt: isoTime,
    action: outboxActionSchema,
  })
  .strict();
export type NewOutboxEntry = z.output<typeof newOutboxEntrySchema>;

/**
 * `waiting`: never sent, so sending it cannot repeat anything. `sending`: a request may have
 * reached the platform (it is marked, durably, before the first byte goes out), so after a
 * restart or an unanswered attempt the platform's state is read before sending it again.
 */
const outboxStateSchema = z.enum(['waiting', 'sending']);
export type OutboxState = z.output<typeof outboxStateSchema>;

export const outboxEntrySchema = newOutboxEntrySchema
  .extend({
    /** Order of pressing, kept across restarts: the outbox is sent in this order. */
    seq: z.number().int().min(0),
    state: outboxStateSchema,
  })
  .strict();
export type OutboxEntry = z.output<typeof outboxEntrySchema>;

/**
 * A replayed status change the platform refused (or found moved on), kept with the outbox so a
 * reload or a restart of the desk still shows it on its order with the platform's message (issue
 * 19 §2), until staff dismiss it or the day it was refused is over (the order has left the day's
 * list by then). The store switch and the estimate are told in a dialog at once, never kept.
 */
export const outboxNoticeSchema = newOutboxEntrySchema
  // `id` is the refused entry's: the same refusal told twice (a restart in between) is one notice.
  .pick({ id: true, storeId: true, userId: true })
  .extend({
    idPedido: id,
    message: z.string().max(500),
    /** When the refusal came back (ISO); its local day is the notice's day (`localDay`). */
    refusedAt: isoTime,
  })
  .strict();
export type OutboxNotice = z.output<typeof outboxNoticeSchema>;

/** Notices kept at most; the oldest go first beyond it. */
export const OUTBOX_MAX_NOTICES = 200;

/**
 * The day's last known orders, written as the live list changes, read when the desk starts while
 * the platform does not answer. Only today's are kept: `day` is the store's local date
 * (YYYY-MM-DD) and a snapshot of another day reads as none.
 */
export const ordersCacheSchema = z
  .object({
    version: z.literal(1),
    storeId: id,
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** When the platform last answered (ISO): the banner's 'desde HH:MM'. */
    lastContactAt: isoTime,
    orders: z.array(liveOrderSchema).max(5_000),
    /** getLoja's answer as last read (the header's switch and estimate), as the renderer keeps it. */
    shop: z.record(z.string(), z.unknown()).nullable(),
  })
  .strict();
export type OrdersCache = z.output<typeof ordersCacheSchema>;

/**
 * The snapshot's envelope, each order left as it is: what a writer that holds only orders the
 * desk itself parsed (the live list) checks on the way in. Reading checks it all again
 * (ordersCacheSchema), so a snapshot that does not parse reads as none. Checking every order on
 * each write cost the web renderer ~75 ms of main thread per write at 2,000 orders (issue 35 §3).
 */
export const ordersCacheEnvelopeSchema = ordersCacheSchema.extend({
  orders: z.array(z.looseObject({ id_pedido: z.string() })).max(5_000),
});

/** Local date (YYYY-MM-DD) of `at` in this machine's zone: the cache's day. */
export function localDay(at: Date): string {
  const y = at.getFullYear();
  const m = String(at.getMonth() + 1).padStart(2, '0');
  const d = String(at.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The local midnight that began the day `now` (epoch ms) is in, in this machine's zone. */
export function startOfLocalDay(now: number): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * Where the outbox and the cache are kept. On the desktop it is the bridge's `offline` domain
 * (main, on disk, the cache encrypted with the OS keychain where there is one); in web mode
 * IndexedDB. Every write resolves once the record is durable, so the screen changes only after.
 */
export interface OfflineBridge {
  /** The outbox in sending order (`seq`). Records that no longer parse are dropped and logged. */
  listOutbox(): Promise<OutboxEntry[]>;
  /**
   * Keeps the entry before answering; an id already kept answers the kept entry unchanged.
   * Rejects when OUTBOX_MAX_ENTRIES wait or the disk refuses the write.
   */
  addToOutbox(entry: NewOutboxEntry): Promise<OutboxEntry>;
  /** The entry may reach the platform from now on; kept before answering. Unknown ids are ignored. */
  markOutboxSending(id: string): Promise<void>;
  /** Applied, undone or refused: gone for good. Unknown ids are ignored. */
  removeFromOutbox(id: string): Promise<void>;
  /** The notices refused today (`refusedAt`'s local day), oldest first; earlier days' are dropped. */
  listOutboxNotices(): Promise<OutboxNotice[]>;
  /**
   * Keeps a refusal's notice before answering (before its entry is removed, so a crash between
   * tells it again under the same id); an id already kept is left as it is.
   */
  addOutboxNotice(notice: OutboxNotice): Promise<void>;
  /** Staff dismissed it: gone for good. Unknown ids are ignored. */
  dismissOutboxNotice(id: string): Promise<void>;
  /** Today's snapshot for this store, or null (none, another day, another store, unreadable). */
  loadOrdersCache(storeId: string): Promise<OrdersCache | null>;
  saveOrdersCache(cache: OrdersCache): Promise<void>;
  /** Logout: the cache goes (the outbox stays, bound to its store). */
  clearOrdersCache(): Promise<void>;
}

/**
 * Web mode's store adds whether it can keep the outbox at all: false when the browser's storage
 * refuses (then every add rejects with OUTBOX_NOT_KEPT_MESSAGE). The desktop's disk has no such
 * state (a write it refuses rejects that write), so the bridge has no channel for it.
 */
export interface OutboxKeeping {
  keepsOutbox(): Promise<boolean>;
}
