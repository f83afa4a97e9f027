/**
 * Which CANCELADO / ALTERADO slips an order's change calls for (issue 33 §2), as requests for the
 * desktop journal (main/printing/slips.ts) and web mode's page (renderer/src/platform/webSlips.ts).
 * Pure: the order's jobs, the stored copy of what was printed and the settings come in.
 *
 * - A cancel: one slip per station that holds one of the order's tickets (any state but parked:
 *   a ticket still waiting prints first, the slip after it, in the same lane). Its key has no
 *   variant, so a cancel told twice (the staff's action, then the platform's 'atualiza', then the
 *   cold-start reconcile) prints once.
 * - A change of items: per station that received a ticket, the difference between the items it
 *   printed (the stored copy, for the categories routed to it; all items on a cashier printer) and
 *   the new ones. The key's variant is `<n>.<transition>`: a change told again (or again after a
 *   crash before the copy was replaced) matches the station's latest slip and adds nothing.
 */
import type { LiveOrder, LiveOrderItem } from './api/live-order';
import {
  SLIP_REASON_MAX_CHARS,
  slipsOn,
  slipsOnCashier,
  type SlipContent,
  type SlipItem,
} from './print-stations';
import type { LocalPrintSettings, PrintJobState, PrintTicketKind } from './printing';
import { formatOptionLine } from './tickets';

/** A ticket of the order as the plan reads it: a journal job (desktop) or a page's record (web). */
export interface SlipTicketJob {
  kind: PrintTicketKind;
  printerId: string;
  categoryId?: string;
  stationNo?: number;
  state: PrintJobState;
  variant?: string;
}
type TicketJob = SlipTicketJob;

/** A slip to queue: the journal's JobRequest (desktop), a page's job (web). */
export interface SlipRequest {
  orderId: string;
  kind: 'cancel' | 'change';
  printerId: string;
  variant?: string;
  slip: SlipContent;
}

/**
 * A short fingerprint of a text (FNV-1a, two seeds, 12 hex digits): tells a change's transition
 * apart from the station's latest, with no crypto a browser would have to await.
 */
export function transitionHash(text: string): string {
  const fnv = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
  };
  return (fnv(0x811c9dc5) + fnv(0x01000193)).slice(0, 12);
}

/** The order's ticket jobs whose station should hear of the change, by printer. */
function stationsOf(jobs: readonly TicketJob[], settings: LocalPrintSettings): Map<string, TicketJob[]> {
  const out = new Map<string, TicketJob[]>();
  if (!slipsOn(settings)) return out;
  const cashierToo = slipsOnCashier(settings);
  for (const job of jobs) {
    if (job.state === 'parked') continue;
    if (job.kind === 'production' || (job.kind === 'cashier' && cashierToo))
      out.set(job.printerId, [...(out.get(job.printerId) ?? []), job]);
  }
  return out;
}

const numbersOf = (jobs: readonly TicketJob[]) =>
  jobs
    .map((j) => j.stationNo)
    .filter((n): n is number => n !== undefined)
    .sort((a, b) => a - b);

export function cancelSlips(
  orderId: string,
  jobs: readonly TicketJob[],
  settings: LocalPrintSettings,
  at: number,
  reason?: string,
): SlipRequest[] {
  const text = reason?.trim().slice(0, SLIP_REASON_MAX_CHARS) ?? '';
  return [...stationsOf(jobs, settings)].map(([printerId, tickets]) => {
    const originalNos = numbersOf(tickets);
    return {
      orderId,
      kind: 'cancel' as const,
      printerId,
      slip: {
        at,
        ...(text === '' ? {} : { reason: text }),
        ...(originalNos.length > 0 ? { originalNos } : {}),
      },
    };
  });
}

/** An item as the kitchen reads it: `X-Burguer (Ponto: mal passado)`. */
function itemName(item: LiveOrderItem): string {
  const name = String(item.nome ?? '').trim();
  const options = (item.linhas ?? []).map(formatOptionLine).filter((l) => l !== '');
  return options.length === 0 ? name : `${name} (${options.join('; ')})`;
}

function quantities(items: readonly LiveOrderItem[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) {
    const qty = typeof item.quantidade === 'number' && Number.isFinite(item.quantidade) ? item.quantidade : 0;
    const name = itemName(item);
    out.set(name, (out.get(name) ?? 0) + qty);
  }
  return out;
}

/** What was added and removed between two lists of items. */
export function itemDifference(
  before: readonly LiveOrderItem[],
  after: readonly LiveOrderItem[],
): { added: SlipItem[]; removed: SlipItem[] } {
  const was = quantities(before);
  const now = quantities(after);
  const added: SlipItem[] = [];
  const removed: SlipItem[] = [];
  for (const [name, qty] of now) {
    const diff = qty - (was.get(name) ?? 0);
    if (diff > 0) added.push({ qty: diff, name });
  }
  for (const [name, qty] of was) {
    const diff = qty - (now.get(name) ?? 0);
    if (diff > 0) removed.push({ qty: diff, name });
  }
  return { added, removed };
}

const itemsOf = (order: LiveOrder) => order.pedidoObj?.itens ?? [];
const inCategories = (items: readonly LiveOrderItem[], ids: ReadonlySet<string>) =>
  items.filter((i) => ids.has(String(i.id_cardapio_categoria ?? '')));

export function changeSlips(
  before: LiveOrder,
  after: LiveOrder,
  jobs: readonly TicketJob[],
  settings: LocalPrintSettings,
  at: number,
  hash: (text: string) => string = transitionHash,
): SlipRequest[] {
  const out: SlipRequest[] = [];
  for (const [printerId, tickets] of stationsOf(jobs, settings)) {
    const cashier = tickets.some((t) => t.kind === 'cashier');
    const categories = new Set(tickets.map((t) => t.categoryId ?? ''));
    // A production printer sees the categories it printed, and any category now routed to it.
    for (const [id, route] of Object.entries(settings.impressorasProducao))
      if (route?.impressora?.trim() === printerId) categories.add(id);
    const old = cashier ? itemsOf(before) : inCategories(itemsOf(before), categories);
    const now = cashier ? itemsOf(after) : inCategories(itemsOf(after), categories);
    const { added, removed } = itemDifference(old, now);
    if (added.length === 0 && removed.length === 0) continue;
    const transition = hash(JSON.stringify([[...quantities(old)], [...quantities(now)]]));
    const earlier = jobs
      .filter((j) => j.kind === 'change' && j.printerId === printerId && j.variant)
      .map((j) => String(j.variant).split('.'))
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    const latest = earlier.at(-1);
    if (latest?.[1] === transition) continue;
    const originalNos = numbersOf(tickets);
    out.push({
      orderId: after.id_pedido,
      kind: 'change',
      printerId,
      variant: `${earlier.length + 1}.${transition}`,
      slip: {
        at,
        ...(originalNos.length > 0 ? { originalNos } : {}),
        added: added.slice(0, 200),
        removed: removed.slice(0, 200),
      },
    });
  }
  return out;
}
