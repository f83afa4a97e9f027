/**
 * The kitchen screens' cards (issue 33 §3), one per order and screen, kept in `kitchen-cards.json`
 * and its append-only log (card-store.ts: one line per change). The print journal delivers them
 * (main/kitchen/stations.ts) exactly once in effect: a card delivered again (a send cut off by a
 * crash) changes nothing, so a restart shows no card twice and loses none. A delivery's line
 * reaches the disk in the background and the delivery is confirmed to the journal only then
 * (stored()), so a card the journal holds as delivered is on the disk; a command (bump, recall,
 * open, acknowledge) is on the disk before it answers.
 *
 * Each change of a screen's cards takes the next revision of one counter (persisted), so a screen's
 * feed never goes back in revision, even across restarts, and says what it moved on its screen
 * (screen-index.ts): the cards it put and the keys that left, so its push (feed-push.ts) costs
 * what the change touched, however many cards the day holds. The orders screen hears of an order
 * once when a screen first opens one of its cards ('opened') and once when every screen that got
 * the order bumped it ('ready').
 */
import type {
  KitchenCard,
  KitchenCommand,
  KitchenCommandResult,
  KitchenFeed,
  KitchenOrderProgress,
} from '../../shared/kitchen-screen/contract';
import type { SlipItem } from '../../shared/print-stations';
import type { Logger } from '../log/logger';
import { byAccepted, type KitchenFeedList } from '../../shared/kitchen-screen/feed-update';
import { createCardStore, type StoredCard } from './card-store';
import { createScreenIndex } from './screen-index';

/** Cards older than this (since accepted) are dropped on load: yesterday's kitchen is closed. */
const RETENTION_MS = 2 * 24 * 60 * 60 * 1000;
/** A staff command is on the disk before it answers; a delivery before the journal hears of it (stored()). */
const COMMAND = { durable: true };
const DELIVERY = { durable: false };

export const CARD_MESSAGES = {
  notFound: 'Pedido não encontrado nesta tela.',
  cancelled: 'Este pedido foi cancelado: confirme o aviso.',
  notCancelled: 'Só um pedido cancelado pode ser confirmado.',
  nothingToRecall: 'Nenhum pedido pronto para desfazer.',
} as const;

export interface CardChange {
  at: number;
  added: SlipItem[];
  removed: SlipItem[];
  items: KitchenCard['items'];
}

/** One change of a screen's cards, as its holders (a window, a tablet) need to follow it. */
export interface ScreenChange {
  screenId: string;
  /** The screen's revision before the change, and the one it made. */
  from: number;
  revision: number;
  /** The cards the change put or moved (copies), each in the list it is in now. */
  put: { list: KitchenFeedList; card: KitchenCard }[];
  /** Keys no longer on the screen (acknowledged, or past the last ten bumped). */
  drop: string[];
}

export interface KitchenCards {
  /** A card delivered (again: its items and number refresh, its state stays). */
  put(card: KitchenCard): void;
  cancel(key: string, at: number, reason?: string): void;
  change(key: string, change: CardChange): void;
  command(screenId: string, command: KitchenCommand, screen: FeedHeader): KitchenCommandResult;
  feed(screenId: string, screen: FeedHeader): KitchenFeed;
  progress(): KitchenOrderProgress[];
  /** Resolves once every change so far is on the disk (a delivery is confirmed after it). */
  stored(): Promise<void>;
  /** Syncs and closes the files. */
  close(): Promise<void>;
}

export interface FeedHeader {
  screenName: string;
  ageAmberMin: number;
  ageRedMin: number;
}

export const cardKey = (orderId: string, screenId: string) => `${orderId}:${screenId}`;

export function createKitchenCards(deps: {
  file: string;
  log: Logger;
  now(): number;
  /** A screen's cards changed (its new feed is feed(screenId)): what moved, at once. */
  onScreenChange?(change: ScreenChange): void;
  onProgress?(progress: KitchenOrderProgress): void;
  compactMinLines?: number;
}): KitchenCards {
  const cards = new Map<string, StoredCard>();
  const revisions = new Map<string, number>();
  const progress = new Map<string, KitchenOrderProgress>();
  const index = createScreenIndex();
  let revision = 0;
  const store = createCardStore({
    file: deps.file,
    log: deps.log,
    now: deps.now,
    live: () => ({ revision, screens: revisions, cards, progress: [...progress.values()] }),
    count: () => cards.size,
    ...(deps.compactMinLines === undefined ? {} : { compactMinLines: deps.compactMinLines }),
  });
  load();

  function load(): void {
    const disk = store.load();
    const oldest = deps.now() - RETENTION_MS;
    revision = disk.revision;
    for (const [screen, rev] of disk.screens) revisions.set(screen, rev);
    for (const card of disk.cards.values()) {
      if (card.acceptedAt < oldest) continue;
      cards.set(card.key, card);
      index.place(card);
    }
    const kept = new Set([...cards.values()].map((c) => c.orderId));
    for (const p of disk.progress) if (kept.has(p.orderId)) progress.set(`${p.orderId}:${p.state}`, p);
  }

  /**
   * Records the change of `card` (one line; `durable`: on the disk before this returns) and tells
   * who listens. A delivery's line is synced in the background: the journal waits for stored().
   */
  function changed(card: StoredCard, opts: { durable: boolean }, events: KitchenOrderProgress[] = []): void {
    const from = revisions.get(card.screenId) ?? 0;
    revision += 1;
    revisions.set(card.screenId, revision);
    for (const p of events) progress.set(`${p.orderId}:${p.state}`, p);
    store.append(
      { rev: revision, card, ...(events.length === 0 ? {} : { progress: events }) },
      { durable: opts.durable },
    );
    store.compactIfDue();
    const moves = index.place(card);
    for (const p of events) deps.onProgress?.(p);
    deps.onScreenChange?.({
      screenId: card.screenId,
      from,
      revision,
      // Only what moved is copied: the screen's other cards are as its holders have them.
      put: moves.put.map(({ list, key }) => ({ list, card: bare(cards.get(key) as StoredCard) })),
      drop: moves.drop,
    });
  }

  const live = (key: string) => {
    const card = cards.get(key);
    return card && card.acknowledgedAt === undefined ? card : undefined;
  };
  const bare = ({ acknowledgedAt: _gone, ...card }: StoredCard): KitchenCard => structuredClone(card);

  /** 'ready' once every screen's card of the order (cancelled ones aside) is bumped. */
  function readyEvent(orderId: string, at: number): KitchenOrderProgress[] {
    if (progress.has(`${orderId}:ready`)) return [];
    const all = [...cards.values()].filter((c) => c.orderId === orderId && c.acknowledgedAt === undefined);
    if (all.length === 0 || !all.every((c) => c.state === 'bumped')) return [];
    return [{ orderId, state: 'ready', at }];
  }

  const recentOf = (screenId: string) => index.recent(screenId).map((key) => cards.get(key) as StoredCard);

  function run(screenId: string, command: KitchenCommand): string | null {
    const at = deps.now();
    if (command.type === 'recall') {
      const recent = recentOf(screenId);
      const card = command.key === undefined ? recent[0] : recent.find((c) => c.key === command.key);
      if (!card) return CARD_MESSAGES.nothingToRecall;
      card.state = 'open';
      delete card.bumpedAt;
      changed(card, COMMAND);
      return null;
    }
    const card = live(command.key);
    if (!card || card.screenId !== screenId) return CARD_MESSAGES.notFound;
    if (command.type === 'acknowledge') {
      if (card.state !== 'cancelled') return CARD_MESSAGES.notCancelled;
      card.acknowledgedAt = at;
      changed(card, COMMAND);
      return null;
    }
    if (card.state === 'cancelled') return CARD_MESSAGES.cancelled;
    if (command.type === 'open') {
      // Selecting a card again changes nothing: no write, no revision.
      if (card.openedAt !== undefined) return null;
      card.openedAt = at;
      const first = progress.has(`${card.orderId}:opened`)
        ? []
        : [{ orderId: card.orderId, state: 'opened' as const, at }];
      changed(card, COMMAND, first);
      return null;
    }
    if (card.state === 'bumped') return null;
    card.state = 'bumped';
    card.bumpedAt = at;
    changed(card, COMMAND, readyEvent(card.orderId, at));
    return null;
  }

  function feed(screenId: string, screen: FeedHeader): KitchenFeed {
    const shown = [...index.shown(screenId)].map((key) => cards.get(key) as StoredCard).sort(byAccepted);
    return {
      screenId,
      ...screen,
      revision: revisions.get(screenId) ?? 0,
      cards: shown.map(bare),
      recent: recentOf(screenId).map(bare),
    };
  }

  return {
    put(card) {
      const known = cards.get(card.key);
      if (known?.acknowledgedAt !== undefined) return;
      if (known) {
        const refreshed = {
          ...known,
          items: card.items,
          ...(card.stationNo === undefined ? {} : { stationNo: card.stationNo }),
        };
        if (JSON.stringify(refreshed) === JSON.stringify(known)) return;
        cards.set(card.key, refreshed);
        changed(refreshed, DELIVERY);
      } else {
        const fresh: StoredCard = structuredClone({ ...card, state: 'open' });
        cards.set(card.key, fresh);
        deps.log.info(`Tela da cozinha ${card.screenId}: pedido ${card.orderId} chegou`);
        changed(fresh, DELIVERY);
      }
    },
    cancel(key, at, reason) {
      const card = live(key);
      if (!card || card.state === 'cancelled') return;
      card.state = 'cancelled';
      card.cancelledAt = at;
      if (reason) card.cancelReason = reason;
      changed(card, DELIVERY);
    },
    change(key, change) {
      const card = live(key);
      if (!card) return;
      if (card.change?.at === change.at) return;
      card.change = { at: change.at, added: change.added, removed: change.removed };
      card.items = change.items;
      changed(card, DELIVERY);
    },
    command(screenId, command, screen) {
      const error = run(screenId, command);
      return error === null ? { ok: true, feed: feed(screenId, screen) } : { ok: false, error };
    },
    feed,
    progress: () => [...progress.values()].sort((a, b) => a.at - b.at),
    stored: () => store.stored(),
    close: () => store.close(),
  };
}
