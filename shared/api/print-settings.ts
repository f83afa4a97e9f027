/**
 * Print payloads of base A (spec 02 §7) as the printing side reads them: the cloud print settings
 * (estabelecimentosimpressao/*) and the menu categories production tickets are routed by.
 *
 * The platform is lenient about the settings' shapes (numbers as text, flags as booleans, lists
 * as JSON text): every field is read leniently and falls back to the spec's default, never
 * breaking the screen.
 *
 * The print categories keep their own reader rather than catalogue's categoriesSchema: that one
 * refuses an id of blanks and trims ids, and reports dropped categories to staff, where printing
 * silently leaves out a category it cannot route by.
 */
import { z } from 'zod';
import type { PrintCategory } from '../bridge';
import { MAX_CASHIER_PRINTERS, MAX_PRODUCTION_ROUTES } from '../bridge-schemas';
import { PRINT_NUMBER_RANGES, type LocalProductionPrinter, type PrintNumberField } from '../printing';
import { FONT_NAMES, FONT_SIZES } from '../tickets/settings';
import { flag, intWithin, lenientText, oneOfOr, wholeNumber } from './lenient';
import type {
  PrintFlag,
  PrintMethod,
  PrintPageWidth,
  PrintSettings,
  ProductionPrinter,
  YesNo,
} from './platform-v1';

const printCategoryEntry = z.object({
  id_cardapio_categoria: z.union([z.string().min(1), z.number()]).transform((v) => String(v)),
  nome_categoria: z.string(),
});

/**
 * GET cardapiocategorias/listar → {id, name} in the menu's order; malformed entries and repeated
 * ids are left out.
 */
export const printCategoriesSchema = z
  .object({ categorias: z.array(z.custom<z.input<typeof printCategoryEntry>>()) })
  .transform(({ categorias }) => {
    const out: PrintCategory[] = [];
    const seen = new Set<string>();
    for (const raw of categorias) {
      const entry = printCategoryEntry.safeParse(raw);
      if (!entry.success || seen.has(entry.data.id_cardapio_categoria)) continue;
      seen.add(entry.data.id_cardapio_categoria);
      out.push({ id: entry.data.id_cardapio_categoria, name: entry.data.nome_categoria.trim() });
    }
    return out;
  });

// ---------------------------------------------------------------- cloud print settings

/** A list or map as JSON text (as storage and the platform keep them), or already parsed. */
export function structured(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * impressorasCaixa read leniently, within what the settings schema takes (the cloud record's
 * copy goes through here too, so a sync can never be refused for it).
 */
export function readPrinterNames(raw: unknown): string[] {
  const list = structured(raw);
  if (!Array.isArray(list)) return [];
  const out = list.filter((n): n is string => typeof n === 'string' && n.trim() !== '' && n.length <= 200);
  return [...new Set(out.map((n) => n.trim()))].slice(0, MAX_CASHIER_PRINTERS);
}

/** impressorasProducao read leniently, within what the settings schema takes. */
export function readProductionRoutes(raw: unknown): Record<string, LocalProductionPrinter> {
  const map = structured(raw);
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return {};
  const out: Record<string, LocalProductionPrinter> = {};
  for (const [id, entry] of Object.entries(map as Record<string, unknown>).slice(0, MAX_PRODUCTION_ROUTES)) {
    if (!/^[\w-]{1,64}$/.test(id) || typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');
    out[id] = {
      impressora: text(e.impressora),
      agrupamento: text(e.agrupamento),
      ...(typeof e.nome === 'string' ? { nome: text(e.nome) } : {}),
    };
  }
  return out;
}

/** 1000..10000 in whole seconds; a bare 1..10 is read as seconds (older records). */
export function readDelay(value: unknown): number {
  const n = wholeNumber(value);
  if (n === null) return 1000;
  if (n >= 1 && n <= 10) return n * 1000;
  return n >= 1000 && n <= 10_000 && n % 1000 === 0 ? n : 1000;
}

const printFlag = flag.transform((on): PrintFlag => (on ? 'true' : 'false'));

/** The local settings' ranges: a synced record is always one the desk can save. */
const inLocalRange = (key: PrintNumberField, fallback: number) =>
  intWithin(PRINT_NUMBER_RANGES[key].min, PRINT_NUMBER_RANGES[key].max, fallback);

/** Absent means "not in the cloud" (02 §3); anything else is read as local settings read it. */
const cashierPrinters = z
  .custom<readonly string[] | string | null>()
  .optional()
  .transform((v) => (v === undefined || v === null ? undefined : readPrinterNames(v)));

const productionPrinters = z
  .custom<Readonly<Record<string, ProductionPrinter>> | string | null>()
  .optional()
  .transform((v): Record<string, ProductionPrinter> | undefined =>
    v === undefined || v === null ? undefined : readProductionRoutes(v),
  );

const printerName = z.custom<string | null>().optional();

/**
 * The cloud record. The cashier and production printers are local extras (02 §3) the platform may
 * not keep: absent means "not in the cloud", so a sync leaves the local ones alone.
 */
export type CloudPrintSettings = Omit<PrintSettings, 'impressorasCaixa' | 'impressorasProducao'> & {
  impressorasCaixa?: string[];
  impressorasProducao?: Record<string, ProductionPrinter>;
};

/** The cloud record as the screen uses it; anything unreadable takes the spec's default (02 §5, §9). */
export const cloudPrintSettingsSchema = z
  .object({
    id_estabelecimento: lenientText,
    impressora: printerName,
    defaultPrinter: printerName,
    impressaoLayout: oneOfOr([1, 2, 3] as const, 1),
    delay: z.custom<number | string | null>().optional().transform(readDelay),
    impressaoProducao: printFlag,
    impressaoEstabelecimento: printFlag,
    impressaoCliente: printFlag,
    impressaoItemAgrupado: printFlag,
    autoAceiteImprimir: printFlag,
    qtdeCopia: inLocalRange('qtdeCopia', 1),
    larguraMaximaPagina: oneOfOr<PrintPageWidth>(['4,8', '7,0'], '7,0'),
    metodoImpressao: oneOfOr<PrintMethod>(['aiboo', 'qz', 'nat'], 'aiboo'),
    saltoLinhaInicio: inLocalRange('saltoLinhaInicio', 0),
    margemEsquerda: inLocalRange('margemEsquerda', 0),
    margemDireita: inLocalRange('margemDireita', 0),
    nomeFonte: oneOfOr<string>(FONT_NAMES, 'Tahoma'),
    tamanhoFonte: oneOfOr<number>(FONT_SIZES, 8),
    impressorasCaixa: cashierPrinters,
    impressorasProducao: productionPrinters,
    sincronizado: z
      .custom<YesNo | Lowercase<YesNo> | boolean>()
      .optional()
      .transform((v): YesNo => (v === 'N' || v === 'n' || v === false ? 'N' : 'S')),
  })
  .transform(
    ({ impressora, defaultPrinter, impressorasCaixa, impressorasProducao, ...rest }): CloudPrintSettings => {
      const printer =
        typeof defaultPrinter === 'string' && defaultPrinter !== ''
          ? defaultPrinter
          : typeof impressora === 'string'
            ? impressora
            : '';
      // The extras are named even when absent, as undefined: "not in the cloud".
      return { ...rest, impressora: printer, defaultPrinter: printer, impressorasCaixa, impressorasProducao };
    },
  );

/** GET estabelecimentosimpressao/listar and /atualizar: the record is the envelope's obj. */
export const printSettingsResponseSchema = z.object({ obj: cloudPrintSettingsSchema });

/** POST estabelecimentosimpressao/adicionar: only the confirmation text is read. */
export const savedPrintSettingsResponseSchema = z.object({ mensagem: z.unknown().optional() });
