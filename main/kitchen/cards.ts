/**
 * The kitchen screens' cards (issue 33 §3), one per order and screen, kept in `kitchen-cards.json`
 * (atomic JSON, written on every change: a kitchen moves a few cards a minute). The print journal
 * delivers them (main/kitchen/stations.ts) exactly once in effect: a card delivered again (a send
 * cut off by a crash) changes nothing, so a restart shows no card twice and loses none.
 *
 * Each change of a screen's cards takes the next revision of one counter (persisted), so a screen's
 * feed never goes back in revision, even across restarts. The orders screen hears of an order
 * once when a screen first opens one of its cards ('opened') and once when every screen that got
 * the order bumped it ('ready').
 */
import { z } from 'zod';
import type {
  KitchenCard,
  KitchenCommand,
  KitchenCommandResult,
  KitchenFeed,
  KitchenOrderProgress,
} from '../../shared/kitchen-screen/contract';
import type { SlipItem } from '../../shared/print-stations';
import type { Logger } from '../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../storage/json-file';
import { cardSchema } from './card-schema';

/** A card and whether staff took it off after its cancel ('acknowledge'): then it is gone for good. */
const storedSchema = cardSchema.extend({ acknowledgedAt: z.number().optional() });
type StoredCard = z.infer<typeof storedSchema>;

const fileSchema = z.object({
  version: z.literal(1),
  revision: z.number().int().min(0),
  screens: z.record(z.string(), z.number().int().min(0)),
  cards: z.array(storedSchema),
  progress: z.array(z.object({ orderId: z.string(), state: z.enum(['opened', 'ready']), at: z.number() })),
});

/** Cards older than this (since accepted) are dropped on load: yesterday's kitchen is closed. */
const RETENTION_MS = 2 * 24 * 60 * 60 * 1000;
const RECENT = 10;

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

export interface KitchenCards {
  /** A card delivered (again: its items and number refresh, its state stays). */
  put(card: KitchenCard): void;
  cancel(key: string, at: number, reason?: string): void;
  change(key: string, change: CardChange): void;
  command(screenId: string, command: KitchenCommand, screen: FeedHeader): KitchenCommandResult;
  feed(screenId: string, screen: FeedHeader): KitchenFeed;
  progress(): KitchenOrderProgress[];
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
  /** The screen's cards changed (its new feed is feed(screenId)). */
  onScreenChange?(screenId: string): void;
  onProgress?(progress: KitchenOrderProgress): void;
}): KitchenCards {
  const cards = new Map<string, StoredCard>();
  const revisions = new Map<string, number>();
  const progress = new Map<string, KitchenOrderProgress>();
  let revision = 0;
  load();

  function load(): void {
    const read = readValidatedJsonFile(deps.file, fileSchema);
    if (read.kind === 'invalid') deps.log.warn('Cartões da tela da cozinha ilegíveis; começando sem cartões');
    if (read.kind !== 'ok') return;
    const oldest = deps.now() - RETENTION_MS;
    revision = read.value.revision;
    for (const [screen, rev] of Object.entries(read.value.screens)) revisions.set(screen, rev);
    for (const card of read.value.cards) if (card.acceptedAt >= oldest) cards.set(card.key, card);
    const kept = new Set([...cards.values()].map((c) => c.orderId));
    for (const p of read.value.progress) if (kept.has(p.orderId)) progress.set(`${p.orderId}:${p.state}`, p);
  }

  function save(): void {
    writeJsonFileAtomic(deps.file, {
      version: 1,
      revision,
      screens: Object.fromEntries(revisions),
      cards: [...cards.values()],
      progress: [...progress.values()],
    });
  }

  /** Records the change (one write) and tells who listens. */
  function changed(screenId: string, events: KitchenOrderProgress[] = []): void {
    revision += 1;
    revisions.set(screenId, revision);
    for (const p of events) progress.set(`${p.orderId}:${p.state}`, p);
    save();
    for (const p of events) deps.onProgress?.(p);
    deps.onScreenChange?.(screenId);
  }

  const live = (key: string) => {
    const card = cards.get(key);
    return card && card.acknowledgedAt === undefined ? card : undefined;
  };
  const ofScreen = (screenId: string) => [...cards.values()].filter((c) => c.screenId === screenId);
  const bare = ({ acknowledgedAt: _gone, ...card }: StoredCard): KitchenCard => structuredClone(card);

  /** 'ready' once every screen's card of the order (cancelled ones aside) is bumped. */
  function readyEvent(orderId: string, at: number): KitchenOrderProgress[] {
    if (progress.has(`${orderId}:ready`)) return [];
    const all = [...cards.values()].filter((c) => c.orderId === orderId && c.acknowledgedAt === undefined);
    if (all.length === 0 || !all.every((c) => c.state === 'bumped')) return [];
    return [{ orderId, state: 'ready', at }];
  }

  function recentOf(screenId: string): StoredCard[] {
    return ofScreen(screenId)
      .filter((c) => c.state === 'bumped' && c.acknowledgedAt === undefined)
      .sort((a, b) => (b.bumpedAt ?? 0) - (a.bumpedAt ?? 0))
      .slice(0, RECENT);
  }

  function run(screenId: string, command: KitchenCommand): string | null {
    const at = deps.now();
    if (command.type === 'recall') {
      const recent = recentOf(screenId);
      const card = command.key === undefined ? recent[0] : recent.find((c) => c.key === command.key);
      if (!card) return CARD_MESSAGES.nothingToRecall;
      card.state = 'open';
      delete card.bumpedAt;
      changed(screenId);
      return null;
    }
    const card = live(command.key);
    if (!card || card.screenId !== screenId) return CARD_MESSAGES.notFound;
    if (command.type === 'acknowledge') {
      if (card.state !== 'cancelled') return CARD_MESSAGES.notCancelled;
      card.acknowledgedAt = at;
      changed(screenId);
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
      changed(screenId, first);
      return null;
    }
    if (card.state === 'bumped') return null;
    card.state = 'bumped';
    card.bumpedAt = at;
    changed(screenId, readyEvent(card.orderId, at));
    return null;
  }

  function feed(screenId: string, screen: FeedHeader): KitchenFeed {
    const shown = ofScreen(screenId)
      .filter((c) => c.acknowledgedAt === undefined && c.state !== 'bumped')
      .sort((a, b) => a.acceptedAt - b.acceptedAt || a.key.localeCompare(b.key));
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
      } else {
        cards.set(card.key, structuredClone({ ...card, state: 'open' }));
        deps.log.info(`Tela da cozinha ${card.screenId}: pedido ${card.orderId} chegou`);
      }
      changed(card.screenId);
    },
    cancel(key, at, reason) {
      const card = live(key);
      if (!card || card.state === 'cancelled') return;
      card.state = 'cancelled';
      card.cancelledAt = at;
      if (reason) card.cancelReason = reason;
      changed(card.screenId);
    },
    change(key, change) {
      const card = live(key);
      if (!card) return;
      if (card.change?.at === change.at) return;
      card.change = { at: change.at, added: change.added, removed: change.removed };
      card.items = change.items;
      changed(card.screenId);
    },
    command(screenId, command, screen) {
      const error = run(screenId, command);
      return error === null ? { ok: true, feed: feed(screenId, screen) } : { ok: false, error };
    },
    feed,
    progress: () => [...progress.values()].sort((a, b) => a.at - b.at),
  };
}
