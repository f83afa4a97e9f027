/**
 * The kitchen screen ('Tela da cozinha', issue 33 §3, beyond the spec): the contract between the
 * desk's main process (which owns the cards, kept by the print journal) and the screens that show
 * them (a second desktop window through the bridge, or a kitchen tablet through the kitchen-screen
 * service). Off until the store turns it on; nothing the spec describes changes.
 *
 * A screen is a station like a printer: it gets the production tickets of its categories (or the
 * whole order when it lists none), numbered by the same per-day station counter, as a job of the
 * print journal whose "transport" stores a card. So a restart of the desk loses no card and a
 * reload of a screen shows none twice: a screen starts from the whole list, with a revision, and
 * follows main's deltas on it (feed-update.ts); the screen UI is always given the whole list.
 */
import type { SlipItem } from '../print-stations';

/** Station names of screens start with this, so they never collide with a printer's name. */
export const SCREEN_STATION_PREFIX = 'tela:';

/** One screen the store set up. `categories`: category ids it shows; empty = every item. */
export interface KitchenScreenConfig {
  id: string;
  /** Shown on the screen and in the print queue ('Tela Cozinha'). */
  name: string;
  categories: string[];
}

/** The desktop's second window: which monitor, full screen, restored after a restart. */
export interface KitchenWindowSettings {
  enabled: boolean;
  /** The screen shown in the window. */
  screenId: string | null;
  /** Electron's display id of the chosen monitor; null = the first one that is not the desk's. */
  displayId: number | null;
}

/** The tablet service: off by default, bound to one store-network address and port. */
export interface KitchenTabletSettings {
  enabled: boolean;
  /** An address of this PC on the store's network (never chosen by the service itself). */
  address: string;
  port: number;
}

export interface KitchenSettings {
  /** Master switch: while false no screen gets cards and no service listens. */
  enabled: boolean;
  screens: KitchenScreenConfig[];
  /** Age colours (minutes since accepted): under amber neutral, amber..red amber, past red red. */
  ageAmberMin: number;
  ageRedMin: number;
  /** When every screen of an order bumped it, send PICKUP_READY for a pickup order. */
  sendReadyOnBump: boolean;
  /** Send PL (em produção) when the first screen opens the card. */
  sendProductionOnOpen: boolean;
  window: KitchenWindowSettings;
  tablet: KitchenTabletSettings;
}

export const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = {
  enabled: false,
  screens: [],
  ageAmberMin: 10,
  ageRedMin: 20,
  sendReadyOnBump: false,
  sendProductionOnOpen: false,
  window: { enabled: false, screenId: null, displayId: null },
  tablet: { enabled: false, address: '', port: 8790 },
};

export interface KitchenCardItem {
  qty: number;
  name: string;
  /** The item's options as the ticket prints them (the order's `linhas`). */
  linhas: string[];
}

/**
 * 'open': to cook. 'cancelled': the order was cancelled after the card came; it stays, marked
 * CANCELADO, until acknowledged. 'bumped': taken off with 'Pronto' (kept for 'Desfazer').
 */
export type KitchenCardState = 'open' | 'cancelled' | 'bumped';

export interface KitchenCard {
  /** Unique per order and screen: `${orderId}:${screenId}`. */
  key: string;
  orderId: string;
  screenId: string;
  /** The screen's station number for the business day (absent when numbering is off). */
  stationNo?: number;
  /** First name only: a kitchen screen shows no surname, address or phone. */
  customerFirstName: string;
  mode: 'entrega' | 'retirada';
  items: KitchenCardItem[];
  observacoes?: string;
  /** When the order was accepted (the age counts from here). */
  acceptedAt: number;
  /** When a screen first opened (selected) it; drives the optional PL. */
  openedAt?: number;
  state: KitchenCardState;
  /** The last change of the order's items after the card came (ALTERADO with the difference). */
  change?: { at: number; added: SlipItem[]; removed: SlipItem[] };
  cancelledAt?: number;
  cancelReason?: string;
  bumpedAt?: number;
}

/** What a screen shows: always the whole state, so a reconnect or reload shows nothing twice. */
export interface KitchenFeed {
  screenId: string;
  screenName: string;
  /** Grows with every change of this screen's cards; a client ignores a feed older than its own. */
  revision: number;
  /** Open cards and cancelled ones not yet acknowledged, oldest accepted first. */
  cards: KitchenCard[];
  /** The last ten bumped, newest first ('Desfazer' brings back the first). */
  recent: KitchenCard[];
  ageAmberMin: number;
  ageRedMin: number;
}

export type KitchenCommand =
  | { type: 'bump'; key: string }
  /** Brings back the most recently bumped card, or `key` from the recent list. */
  | { type: 'recall'; key?: string }
  | { type: 'open'; key: string }
  /** Takes a CANCELADO card off the screen. */
  | { type: 'acknowledge'; key: string };

export type KitchenCommandResult = { ok: true; feed: KitchenFeed } | { ok: false; error: string };

/** What the desk's orders screen learns: first opened on a screen, or bumped on every screen. */
export interface KitchenOrderProgress {
  orderId: string;
  state: 'opened' | 'ready';
  at: number;
}

export type KitchenConnection = 'online' | 'offline';

/**
 * Where a screen page gets its feed and sends its commands. The desktop window's source goes
 * through the bridge; the tablet's through the kitchen-screen service (HTTP, paired token). The
 * screen UI knows only this.
 */
export interface KitchenSource {
  subscribe(
    screenId: string,
    onFeed: (feed: KitchenFeed) => void,
    onConnection: (state: KitchenConnection) => void,
  ): () => void;
  command(screenId: string, command: KitchenCommand): Promise<KitchenCommandResult>;
}

/** 'Sem conexão com o caixa': shown by a screen whose source is offline. */
export const KITCHEN_OFFLINE_TEXT = 'Sem conexão com o caixa';

/** A tablet paired with the desk (its token is never shown again). */
export interface KitchenDevice {
  id: string;
  name: string;
  pairedAt: number;
  lastSeenAt?: number;
}

/** The desk's view of the tablet service, for the settings screen. */
export interface KitchenServiceView {
  /** 'listening' on `url`, 'off', or 'error' with a Portuguese reason (port taken, address gone). */
  state: 'off' | 'listening' | 'error';
  url?: string;
  error?: string;
  /** The 6-digit code a new tablet types; null while the service is off. */
  pairingCode: string | null;
  devices: KitchenDevice[];
}

/**
 * The desk's side (bridge domain `kitchen`): settings, the screens' feed for the desktop window,
 * the tablet service's pairing, and the orders screen's progress marks. Implemented in main.
 */
export interface KitchenBridge extends KitchenSource {
  getSettings(): Promise<KitchenSettings>;
  saveSettings(settings: KitchenSettings): Promise<KitchenSettings>;
  getService(): Promise<KitchenServiceView>;
  /** A new pairing code (the old one stops working). */
  rotatePairingCode(): Promise<KitchenServiceView>;
  revokeDevice(id: string): Promise<KitchenServiceView>;
  /** Orders already opened or ready (the orders screen's first paint), then the events. */
  getOrderProgress(): Promise<KitchenOrderProgress[]>;
  onOrderProgress(cb: (progress: KitchenOrderProgress) => void): () => void;
}
