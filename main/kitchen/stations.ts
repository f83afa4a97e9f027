/**
 * Kitchen screens as stations of the print journal (issue 33 §3). A screen `tela:<id>` gets a
 * journal job per order whose items match its categories (none listed: the whole order), numbered
 * by the same station counter as a printer. The job's "transport" is the card store: render()
 * turns the job into a delivery (a card, its cancel, its change) and the port's send() applies
 * it and confirms once the card store has it on the disk. So the journal gives the cards what it gives paper: a job is created
 * once, survives a restart, and is delivered until it is recorded done; delivering again (a send
 * cut off by a crash) changes nothing in the card store. Hence the port is `idempotent`: the
 * journal sends without first syncing the job's 'printing' mark (the order's 'queued' records are
 * on the disk already), so the card shows an fdatasync sooner and ahead of the print queue's push.
 *
 * The cancel and the change reach a screen by the journal's 'cancel' / 'change' jobs, as the
 * CANCELADO / ALTERADO slips reach a printer, whatever the slip settings say: a screen always
 * shows them.
 */
import { createHash } from 'node:crypto';
import type { LiveOrder, LiveOrderItem } from '../../shared/api/live-order';
import {
  SCREEN_STATION_PREFIX,
  type KitchenCard,
  type KitchenCardItem,
} from '../../shared/kitchen-screen/contract';
import { formatOptionLine } from '../../shared/tickets';
import type { JobRequest, JournalPort, PrintJob, RenderRequest } from '../printing/journal';
import { JobCannotPrintError } from '../printing/journal';
import { itemDifference } from '../printing/slips';
import { cardKey, type CardChange, type KitchenCards } from './cards';
import type { KitchenSettingsStore } from './settings';

type Delivery =
  | { op: 'card'; card: KitchenCard }
  | { op: 'cancel'; key: string; at: number; reason?: string }
  | { op: 'change'; key: string; change: CardChange };

/** What the print service asks of the screens (main/printing/print-service.ts). */
export interface ScreenStations {
  isScreen(printerId: string): boolean;
  /** A screen station's name for people ('Tela Chapa'); undefined for a printer or a screen gone. */
  label(printerId: string): string | undefined;
  /** The jobs of a new order for the screens turned on (none while the kitchen screen is off). */
  jobsFor(order: LiveOrder): JobRequest[];
  port(printerId: string): JournalPort;
  /** The delivery of a screen's job; `order`: the stored copy of the order (current items). */
  render(job: RenderRequest, order: LiveOrder | undefined): Buffer;
  /** The cancel or change jobs due on the screens that got one of the order's cards. */
  slips(change: ScreenOrderChange, jobs: readonly PrintJob[], at: number): JobRequest[];
}

export type ScreenOrderChange =
  | { kind: 'cancelled'; orderId: string; reason?: string }
  | { kind: 'items'; before: LiveOrder; after: LiveOrder };

export const screenStation = (screenId: string) => `${SCREEN_STATION_PREFIX}${screenId}`;
const isScreen = (printerId: string) => printerId.startsWith(SCREEN_STATION_PREFIX);
const screenIdOf = (printerId: string) => printerId.slice(SCREEN_STATION_PREFIX.length);
const ORDER_GONE = 'Pedido indisponível para a tela da cozinha.';

const itemsOf = (order: LiveOrder | undefined) => order?.pedidoObj?.itens ?? [];

export function createScreenStations(deps: {
  settings: KitchenSettingsStore;
  cards: KitchenCards;
  now(): number;
}): ScreenStations {
  /** The items a screen shows: those of its categories, every item when it lists none. */
  function itemsFor(screenId: string, items: readonly LiveOrderItem[]): LiveOrderItem[] {
    const categories = deps.settings.screen(screenId)?.categories ?? [];
    if (categories.length === 0) return [...items];
    const wanted = new Set(categories);
    return items.filter((item) => wanted.has(String(item.id_cardapio_categoria ?? '')));
  }

  const cardItems = (items: readonly LiveOrderItem[]): KitchenCardItem[] =>
    items.map((item) => ({
      qty: typeof item.quantidade === 'number' && Number.isFinite(item.quantidade) ? item.quantidade : 0,
      name: String(item.nome ?? '').trim(),
      linhas: (item.linhas ?? []).map(formatOptionLine).filter((l) => l !== ''),
    }));

  function card(job: RenderRequest, order: LiveOrder): KitchenCard {
    const screenId = screenIdOf(job.printerId);
    const details = order.pedidoObj;
    const name = String(details?.usuario_nome || order.usuario_nome || '').trim();
    const observacoes = typeof details?.observacoes === 'string' ? details.observacoes.trim() : '';
    return {
      key: cardKey(order.id_pedido, screenId),
      orderId: order.id_pedido,
      screenId,
      ...(job.stationNo === undefined ? {} : { stationNo: job.stationNo }),
      customerFirstName: name.split(/\s+/)[0] ?? '',
      mode: details?.retirada_local === true ? 'retirada' : 'entrega',
      items: cardItems(itemsFor(screenId, itemsOf(order))),
      ...(observacoes === '' ? {} : { observacoes }),
      // The job is made when the order is accepted and delivered at once: its time is the accept's.
      acceptedAt: deps.now(),
      state: 'open',
    };
  }

  function delivery(job: RenderRequest, order: LiveOrder | undefined): Delivery {
    const key = cardKey(job.orderId, screenIdOf(job.printerId));
    if (job.kind === 'cancel')
      return {
        op: 'cancel',
        key,
        at: job.slip?.at ?? deps.now(),
        ...(job.slip?.reason ? { reason: job.slip.reason } : {}),
      };
    if (job.kind === 'change') {
      const items = cardItems(itemsFor(screenIdOf(job.printerId), itemsOf(order)));
      const slip = job.slip ?? { at: deps.now() };
      return {
        op: 'change',
        key,
        change: { at: slip.at, added: slip.added ?? [], removed: slip.removed ?? [], items },
      };
    }
    if (!order) throw new JobCannotPrintError(`${ORDER_GONE} (#${job.orderId})`);
    return { op: 'card', card: card(job, order) };
  }

  function apply(d: Delivery): void {
    if (d.op === 'card') deps.cards.put(d.card);
    else if (d.op === 'cancel') deps.cards.cancel(d.key, d.at, d.reason);
    else deps.cards.change(d.key, d.change);
  }

  /** The screens' jobs that delivered (or will deliver) a card of the order, by station. */
  const cardJobs = (jobs: readonly PrintJob[]) =>
    jobs.filter((j) => j.kind === 'production' && isScreen(j.printerId) && j.state !== 'parked');

  function changeJob(
    before: LiveOrder,
    after: LiveOrder,
    printerId: string,
    jobs: readonly PrintJob[],
    at: number,
  ) {
    const screenId = screenIdOf(printerId);
    const old = itemsFor(screenId, itemsOf(before));
    const now = itemsFor(screenId, itemsOf(after));
    const { added, removed } = itemDifference(old, now);
    if (added.length === 0 && removed.length === 0) return undefined;
    const transition = createHash('sha256')
      .update(
        JSON.stringify([
          old.map((i) => [i.nome, i.quantidade, i.linhas]),
          now.map((i) => [i.nome, i.quantidade, i.linhas]),
        ]),
      )
      .digest('hex')
      .slice(0, 12);
    const earlier = jobs
      .filter((j) => j.kind === 'change' && j.printerId === printerId && j.variant)
      .map((j) => String(j.variant).split('.'))
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    // The same change told again (or after a crash before the copy was replaced) adds nothing.
    if (earlier.at(-1)?.[1] === transition) return undefined;
    return {
      orderId: after.id_pedido,
      kind: 'change' as const,
      printerId,
      variant: `${earlier.length + 1}.${transition}`,
      slip: { at, added: added.slice(0, 200), removed: removed.slice(0, 200) },
    };
  }

  return {
    isScreen,
    label(printerId) {
      if (!isScreen(printerId)) return undefined;
      const name = deps.settings.screen(screenIdOf(printerId))?.name.trim();
      return name ? `Tela ${name}` : undefined;
    },
    jobsFor(order) {
      const settings = deps.settings.get();
      if (!settings.enabled) return [];
      return settings.screens
        .filter((screen) => itemsFor(screen.id, itemsOf(order)).length > 0)
        .map((screen) => ({
          orderId: order.id_pedido,
          kind: 'production' as const,
          printerId: screenStation(screen.id),
        }));
    },
    port: () => ({
      format: 'escpos',
      // A card delivered again changes nothing (cards.ts put): no 'printing' sync before it shows.
      idempotent: true,
      async send(bytes) {
        // Shown at once; confirmed once on the disk, so the journal never records as delivered
        // a card a power cut could take (until then a restart delivers it again, to no effect).
        apply(JSON.parse(bytes.toString('utf8')) as Delivery);
        await deps.cards.stored();
        return { confirmed: true };
      },
    }),
    render: (job, order) => Buffer.from(JSON.stringify(delivery(job, order)), 'utf8'),
    slips(change, jobs, at) {
      const stations = [...new Set(cardJobs(jobs).map((j) => j.printerId))];
      if (change.kind === 'cancelled') {
        const reason = change.reason?.trim().slice(0, 500) ?? '';
        return stations.map((printerId) => ({
          orderId: change.orderId,
          kind: 'cancel' as const,
          printerId,
          slip: { at, ...(reason === '' ? {} : { reason }) },
        }));
      }
      return stations.flatMap(
        (printerId) => changeJob(change.before, change.after, printerId, jobs, at) ?? [],
      );
    },
  };
}
