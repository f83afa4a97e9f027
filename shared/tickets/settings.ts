/**
 * Cash-desk print settings as the ticket layout needs them, and their mapping from the local
 * storage keys of spec 01 §3 / 02 §3. Storage holds strings ('true', '7,0', '8'), sometimes
 * numbers or booleans, sometimes garbage: every field falls back to its default on a bad value.
 */

/** 1 Complete, 2 Summarized, 3 Summarized mode B (02 §2.8). */
export type TicketLayout = 1 | 2 | 3;
/** Stored page widths: '4,8' is the 58 mm roll, '7,0' the 80 mm roll (02 §2.8). */
export type PaperWidth = '4,8' | '7,0';

export interface TicketSettings {
  layout: TicketLayout;
  paperWidth: PaperWidth;
  /** Identical items print as one line with the quantities summed. */
  groupItems: boolean;
  showCustomer: boolean;
  showEstablishment: boolean;
  copies: number;
  /** Milliseconds between prints (the transport uses it, not the layout). */
  delayMs: number;
  skipLinesAtStart: number;
  /** In columns. */
  marginLeft: number;
  marginRight: number;
  fontName: string;
  fontSize: number;
}

const PAPER_COLUMNS: Record<PaperWidth, number> = { '4,8': 32, '7,0': 48 };

export const FONT_NAMES = [
  'Arial',
  'Courier New',
  'Lucida Sans',
  'Roboto',
  'Tahoma',
  'Times New Roman',
  'Verdana',
] as const;
export const FONT_SIZES = [8, 10, 12, 14, 16] as const;

/** Spec 01 §3 defaults (margins 0, the reading 01 gives; 02 §9 notes another reading). */
export const DEFAULT_TICKET_SETTINGS: Readonly<TicketSettings> = Object.freeze({
  layout: 1,
  paperWidth: '7,0',
  groupItems: true,
  showCustomer: false,
  showEstablishment: false,
  copies: 1,
  delayMs: 1000,
  skipLinesAtStart: 0,
  marginLeft: 0,
  marginRight: 0,
  fontName: 'Tahoma',
  fontSize: 8,
});

const MAX_COPIES = 10;
const MAX_SKIP_LINES = 20;
/** A margin may never eat more than this many columns, so a 32-column ticket keeps 20. */
const MAX_MARGIN = 6;

export function columnsFor(paperWidth: PaperWidth): number {
  return PAPER_COLUMNS[paperWidth];
}

function toInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return /^-?\d+$/.test(s) ? Number(s) : null;
}

function intIn(value: unknown, min: number, max: number, fallback: number): number {
  const n = toInt(value);
  return n !== null && n >= min && n <= max ? n : fallback;
}

function toBool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return fallback;
  const s = value.trim().toLowerCase();
  if (['true', '1', 's', 'sim', 'on'].includes(s)) return true;
  if (['false', '0', 'n', 'nao', 'não', 'off', ''].includes(s)) return false;
  return fallback;
}

function toPaperWidth(value: unknown): PaperWidth {
  const s = typeof value === 'number' ? value.toFixed(1) : typeof value === 'string' ? value.trim() : '';
  const normal = s.replace('.', ',').replace(/mm$/i, '').trim();
  if (normal === '4,8' || normal === '58') return '4,8';
  if (normal === '7,0' || normal === '7' || normal === '80') return '7,0';
  return DEFAULT_TICKET_SETTINGS.paperWidth;
}

/** One of FONT_NAMES, matched without case; the default font for anything else. */
export function toFontName(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_TICKET_SETTINGS.fontName;
  const match = FONT_NAMES.find((f) => f.toLowerCase() === value.trim().toLowerCase());
  return match ?? DEFAULT_TICKET_SETTINGS.fontName;
}

function toFontSize(value: unknown): number {
  const n = toInt(value);
  return n !== null && (FONT_SIZES as readonly number[]).includes(n) ? n : DEFAULT_TICKET_SETTINGS.fontSize;
}

/**
 * The raw local-storage record → TicketSettings. Unknown keys are ignored; a non-object gives the
 * defaults.
 *
 * Polarity: the settings screen labels impressaoItemAgrupado 'print items ungrouped' (02 §2.8,
 * §3) and it defaults to false, so false (the default) means items ARE grouped:
 * groupItems = !impressaoItemAgrupado.
 */
export function fromLocalPrintSettings(raw: unknown): TicketSettings {
  const r: Record<string, unknown> =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_TICKET_SETTINGS;
  const layout = intIn(r.impressaoLayout, 1, 3, d.layout) as TicketLayout;
  const delaySeconds = toInt(r.delay);
  // Delay is stored in ms (1000..10000); a bare 1..10 is read as seconds.
  const delayMs =
    delaySeconds !== null && delaySeconds >= 1 && delaySeconds <= 10
      ? delaySeconds * 1000
      : intIn(r.delay, 1000, 10000, d.delayMs);
  return {
    layout,
    paperWidth: toPaperWidth(r.larguraMaximaPagina),
    groupItems: !toBool(r.impressaoItemAgrupado, !d.groupItems),
    showCustomer: toBool(r.impressaoCliente, d.showCustomer),
    showEstablishment: toBool(r.impressaoEstabelecimento, d.showEstablishment),
    copies: intIn(r.qtdeCopia, 1, MAX_COPIES, d.copies),
    delayMs,
    skipLinesAtStart: intIn(r.saltoLinhaInicio, 0, MAX_SKIP_LINES, d.skipLinesAtStart),
    marginLeft: intIn(r.margemEsquerda, 0, MAX_MARGIN, d.marginLeft),
    marginRight: intIn(r.margemDireita, 0, MAX_MARGIN, d.marginRight),
    fontName: toFontName(r.nomeFonte),
    fontSize: toFontSize(r.tamanhoFonte),
  };
}
