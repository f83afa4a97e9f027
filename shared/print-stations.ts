/**
 * Stations and their ticket numbers (issue 33 §1, beyond the spec) and the cancel / change slips
 * (§2). A station is where tickets come out: today a printer (a cashier printer or a production
 * printer), named by its printer name. A kitchen screen will be a station of its own, named
 * `tela:<name>`, numbered by the same counter: nothing here knows it is paper.
 *
 * The business day starts at the store's first opening of the day, and a store open past midnight
 * keeps counting until it closes: main/printing/business-day.ts, told by the renderer when the
 * store opens and closes (printing.storeOpenChanged). Until main has heard of the store (web
 * mode, an older renderer, the first start) the day turns at a fixed local hour,
 * BUSINESS_DAY_TURN_HOUR (05:00), below; a 24 h store turns at it too.
 */
import type { LiveOrder } from './api/live-order';

export const BUSINESS_DAY_TURN_HOUR = 5;

/** The longest cancel reason a slip prints (and main takes over IPC). */
export const SLIP_REASON_MAX_CHARS = 500;

/** The business day a moment belongs to: 'YYYY-MM-DD' of the local date `turnHour` hours earlier. */
export function businessDayOf(at: number, turnHour = BUSINESS_DAY_TURN_HOUR): string {
  const d = new Date(at);
  // Built from parts, not by subtracting ms: a DST change at night moves no ticket to another day.
  const shifted = new Date(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours() - turnHour,
    d.getMinutes(),
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shifted.getFullYear()}-${pad(shifted.getMonth() + 1)}-${pad(shifted.getDate())}`;
}

/** A station's count in the print queue: the last number out and those not confirmed out. */
export interface StationCount {
  station: string;
  /** How the desk names the station where that is not `station`: a kitchen screen's 'Tela Chapa'. */
  label?: string;
  day: string;
  /** Highest number printed (and confirmed where the printer can confirm); null before the first. */
  lastOut: number | null;
  /** Numbers given today that are not confirmed out, oldest first, with why. */
  missing: { no: number; reason: string }[];
}

/** The station as the print queue names it: its label where it has one ('Tela Chapa', not 'tela:x1'). */
export const stationName = (count: Pick<StationCount, 'station' | 'label'>): string =>
  count.label ?? count.station;

/** 'Cozinha: nº 36 ainda não saiu (Impressora Cozinha sem papel.)' */
export function missingText(station: string, missing: { no: number; reason: string }): string {
  return `${station}: nº ${missing.no} ainda não saiu (${missing.reason})`;
}

// ------------------------------------------------------------------------------------ settings

/**
 * The flags beyond the spec (this computer only, never in the cloud record). Absent reads as ON:
 * a store that never opened the group gets numbers and slips, as the issue asks.
 */
export const STATION_FLAGS = ['numerarCupons', 'avisoCancelamento', 'avisoCancelamentoCaixa'] as const;
export type StationFlag = (typeof STATION_FLAGS)[number];

/** The settings' flags ('true' / 'false', as LocalPrintSettings holds them). */
type StationSettings = Partial<Record<StationFlag, string>>;

const on = (value: string | undefined) => value !== 'false';
/** 'Numerar os cupons': each station numbers its tickets per business day. */
export const stationNumbersOn = (s: StationSettings) => on(s.numerarCupons);
/** 'Imprimir aviso de cancelamento e alteração' on the production printers. */
export const slipsOn = (s: StationSettings) => on(s.avisoCancelamento);
/** The cashier printers get the slips too (unless the store keeps them out). */
export const slipsOnCashier = (s: StationSettings) => slipsOn(s) && on(s.avisoCancelamentoCaixa);

// ------------------------------------------------------------------------------------- slips

export const CANCELLED_LABEL = 'CANCELADO';
export const CHANGED_LABEL = 'ALTERADO';

/** What the renderer tells main about an order whose tickets may have come out. */
export type OrderPrintChange =
  { kind: 'cancelled'; orderId: string; reason?: string } | { kind: 'items'; order: LiveOrder };

/** What main answers: how many slips were queued (0: none was due, or all were already). */
export type OrderChangeOutcome = { ok: true; slips: number } | { ok: false; error: string };

/** One line of a change slip: `+ 2x X-Burguer` or `- 1x Coca-Cola`. */
export interface SlipItem {
  qty: number;
  name: string;
}

/** What a slip prints, kept in its journal job (no customer data). */
export interface SlipContent {
  at: number;
  reason?: string;
  /** The station's numbers of the order's original tickets (one per category it prints). */
  originalNos?: number[];
  added?: SlipItem[];
  removed?: SlipItem[];
}

/** 'Cancelamento impresso na Cozinha' (the orders screen), from the station's name. */
export function slipPrintedText(kind: 'cancel' | 'change', stations: readonly string[]): string {
  const what = kind === 'cancel' ? 'Cancelamento impresso' : 'Alteração impressa';
  return `${what} na ${stations.join(', ')}`;
}
