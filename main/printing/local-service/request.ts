/**
 * What the web panel posts to the local print module (spec 01 §7: printer, text, copies, page
 * width, margins and font), under the spec's Portuguese names or their plain English aliases,
 * as JSON or form fields. Everything arrives as text from a browser: each value is checked and
 * turned into a LocalPrintRequest, or into the message the panel shows.
 */
import { z } from 'zod';
import { ORDER_ID_PATTERN } from '../../../shared/api/live-order';
import { DRAWER_REASONS, PRINT_MESSAGES, type DrawerRequest } from '../../../shared/printing';

export interface LocalPrintRequest {
  printer: string;
  text: string;
  copies: number;
  widthMm: 58 | 80;
  marginLeft: number;
  marginRight: number;
  fontName?: string;
  fontSize?: number;
}

export const MAX_TEXT_CHARS = 32_000;
const MAX_COPIES = 10;
const MAX_MARGIN = 20;

export const LOCAL_MESSAGES = {
  noText: 'Nada para imprimir: o texto do cupom está vazio.',
  textTooLong: `Texto grande demais para um cupom (máximo de ${MAX_TEXT_CHARS.toLocaleString('pt-BR')} caracteres).`,
  copies: `Número de cópias inválido: use de 1 a ${MAX_COPIES}.`,
  width: "Largura da página inválida: use '4,8' (58 mm) ou '7,0' (80 mm).",
  margin: `Margem inválida: use de 0 a ${MAX_MARGIN}.`,
  font: 'Fonte inválida.',
  fontSize: 'Tamanho da fonte inválido: use de 4 a 72.',
  drawer: 'Pedido de gaveta inválido: motivo ou pedido ilegível.',
} as const;

/** Each field and the names it may come under, first match wins. */
const ALIASES = {
  printer: ['impressora', 'printer', 'printerName', 'nomeImpressora'],
  text: ['texto', 'text', 'conteudo', 'content'],
  copies: ['copias', 'qtdeCopia', 'copies', 'quantidade'],
  width: ['largura', 'larguraMaximaPagina', 'width', 'pageWidth'],
  marginLeft: ['margemEsquerda', 'marginLeft'],
  marginRight: ['margemDireita', 'marginRight'],
  fontName: ['nomeFonte', 'fonte', 'fontName', 'font'],
  fontSize: ['tamanhoFonte', 'fontSize'],
} as const;

/** '4,8' / '7,0' are the spec's widths in inches-ish labels; 58 / 80 are millimetres. */
const WIDTHS: Record<string, 58 | 80> = {
  '4,8': 58,
  '4.8': 58,
  '58': 58,
  '7,0': 80,
  '7.0': 80,
  '7': 80,
  '80': 80,
};

/** A number sent as a number or as pt-BR / plain text ('2', '2,5'). */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,6}([.,]\d{1,4})?$/)
    .transform((s) => Number(s.replace(',', '.'))),
]);

const schema = z.object({
  printer: z.string().trim().max(200).optional(),
  text: z.string().optional(),
  copies: numeric.pipe(z.number().int().min(1).max(MAX_COPIES)).optional(),
  width: z
    .union([z.string(), z.number()])
    .transform((v) => WIDTHS[String(v).trim()])
    .pipe(z.union([z.literal(58), z.literal(80)]))
    .optional(),
  marginLeft: numeric.pipe(z.number().min(0).max(MAX_MARGIN)).optional(),
  marginRight: numeric.pipe(z.number().min(0).max(MAX_MARGIN)).optional(),
  fontName: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\p{L}\p{N} ._-]*$/u)
    .optional(),
  fontSize: numeric.pipe(z.number().min(4).max(72)).optional(),
});

const FIELD_MESSAGES: Record<string, string> = {
  printer: PRINT_MESSAGES.noPrinter,
  text: LOCAL_MESSAGES.noText,
  copies: LOCAL_MESSAGES.copies,
  width: LOCAL_MESSAGES.width,
  marginLeft: LOCAL_MESSAGES.margin,
  marginRight: LOCAL_MESSAGES.margin,
  fontName: LOCAL_MESSAGES.font,
  fontSize: LOCAL_MESSAGES.fontSize,
};

export type ParsedPrintRequest = { ok: true; request: LocalPrintRequest } | { ok: false; error: string };

export function parsePrintRequest(fields: Record<string, unknown>): ParsedPrintRequest {
  const picked: Record<string, unknown> = {};
  for (const [field, names] of Object.entries(ALIASES)) {
    const name = names.find((n) => Object.hasOwn(fields, n) && fields[n] !== null && fields[n] !== '');
    if (name !== undefined) picked[field] = fields[name];
  }
  const parsed = schema.safeParse(picked);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    return { ok: false, error: FIELD_MESSAGES[field] ?? PRINT_MESSAGES.moduleError };
  }
  const v = parsed.data;
  if (!v.printer) return { ok: false, error: PRINT_MESSAGES.noPrinter };
  if (v.text === undefined || v.text.trim() === '') return { ok: false, error: LOCAL_MESSAGES.noText };
  if (v.text.length > MAX_TEXT_CHARS) return { ok: false, error: LOCAL_MESSAGES.textTooLong };
  return {
    ok: true,
    request: {
      printer: v.printer,
      text: withoutControlChars(v.text),
      copies: v.copies ?? 1,
      widthMm: v.width ?? 80,
      marginLeft: v.marginLeft ?? 0,
      marginRight: v.marginRight ?? 0,
      ...(v.fontName ? { fontName: v.fontName } : {}),
      ...(v.fontSize === undefined ? {} : { fontSize: v.fontSize }),
    },
  };
}

/** Control characters would reach the printer as commands: only text, tabs and newlines pass. */
function withoutControlChars(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0x7f)) out += char;
  }
  return out;
}

/** JSON object or form fields; anything else is no fields at all. */
export function bodyFields(contentType: string | undefined, raw: string): Record<string, unknown> | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  // text/plain too: panels post JSON that way to skip the CORS preflight.
  if (type === 'application/json' || type === 'text/plain' || type === '') {
    try {
      const value: unknown = JSON.parse(raw);
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  return null;
}

const drawerSchema = z.object({
  impressora: z.string().trim().min(1).max(200),
  motivo: z.enum(DRAWER_REASONS).default('manual'),
  pedido: z.string().trim().regex(ORDER_ID_PATTERN).optional(),
});

export type ParsedDrawerRequest =
  { ok: true; printer: string; request: DrawerRequest } | { ok: false; error: string };

/** POST /gaveta: { impressora, motivo ('manual' | 'cash-print' | 'cash-delivered'), pedido? }. */
export function parseDrawerRequest(fields: Record<string, unknown>): ParsedDrawerRequest {
  const parsed = drawerSchema.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    return { ok: false, error: field === 'impressora' ? PRINT_MESSAGES.noPrinter : LOCAL_MESSAGES.drawer };
  }
  const { impressora, motivo, pedido } = parsed.data;
  return {
    ok: true,
    printer: impressora,
    request: { reason: motivo, ...(pedido === undefined ? {} : { orderId: pedido }) },
  };
}
