/**
 * Cloud print settings (spec 02 §2.8, §3, §5, §9): the defaults, the demo record and the save
 * payload with the platform's validation. The defaults start from shared/printing's local ones so
 * the desk and the cloud differ only where the spec says.
 */
import { z } from 'zod';
import type {
  PrintFlag,
  PrintMethod,
  PrintPageWidth,
  PrintSettings,
  ProductionPrinter,
} from '../../shared/api/platform-v1';
import { structured } from '../../shared/api/print-settings';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../shared/printing';
import { FONT_NAMES, FONT_SIZES } from '../../shared/tickets/settings';

export const PRINT_METHODS: readonly PrintMethod[] = ['aiboo', 'qz', 'nat'];
export const PRINT_PAGE_WIDTHS: readonly PrintPageWidth[] = ['4,8', '7,0'];

/** What the record holds (everything but the store id and the sync flag, which have columns). */
export type StoredPrintSettings = Omit<PrintSettings, 'id_estabelecimento' | 'sincronizado' | 'impressora'>;

/**
 * Spec 02 §5 and §9 (layout 1, copies 1, delay 1000, Tahoma 8, margins 0) are the local defaults
 * but for three flags: the cloud record starts with impressaoEstabelecimento, impressaoCliente
 * and impressaoItemAgrupado 'true', the local copy (01 §3) with 'false'. Fresh list and map, so
 * no record shares the frozen defaults' ones.
 */
export const DEFAULT_PRINT_SETTINGS: StoredPrintSettings = {
  ...DEFAULT_LOCAL_PRINT_SETTINGS,
  impressaoEstabelecimento: 'true',
  impressaoCliente: 'true',
  impressaoItemAgrupado: 'true',
  impressorasCaixa: [],
  impressorasProducao: {},
};

export const DEMO_CASHIER_PRINTER = 'EPSON TM-T20X (Caixa)';
export const DEMO_KITCHEN_PRINTER = 'ELGIN i9 (Cozinha)';
export const DEMO_BAR_PRINTER = 'Bematech MP-4200 (Bar)';

/**
 * Demo record: the cashier printer, production on, Pizzas Salgadas (12) to the kitchen and
 * Bebidas (20) to the bar; store 2's menu ids are the same +100 (db/demo-menu.ts).
 */
export function demoPrintSettings(establishmentId: number): StoredPrintSettings {
  const offset = establishmentId === 1 ? 0 : 100;
  return {
    ...DEFAULT_PRINT_SETTINGS,
    defaultPrinter: DEMO_CASHIER_PRINTER,
    impressaoProducao: 'true',
    autoAceiteImprimir: 'true',
    larguraMaximaPagina: '7,0',
    impressorasCaixa: [DEMO_CASHIER_PRINTER],
    impressorasProducao: {
      [String(12 + offset)]: { impressora: DEMO_KITCHEN_PRINTER, agrupamento: 'Pizzas' },
      [String(20 + offset)]: { impressora: DEMO_BAR_PRINTER, agrupamento: 'Bebidas' },
    },
  };
}

export const PRINT_MESSAGES = {
  missing:
    'A loja não possui configuração de impressão salva na nuvem. Configure a impressão e clique em Salvar alterações.',
  listed: 'Configurações de impressão carregadas.',
  synced: 'Configurações de impressão sincronizadas com a nuvem.',
  saved: 'Configurações salvas com sucesso',
  invalid: 'Dados de impressão inválidos.',
  otherStore: 'Estabelecimento inválido para esta sessão.',
  defaultPrinter: 'Informe a impressora padrão com até 200 caracteres.',
  layout: 'Layout de impressão inválido: use 1 (Completo), 2 (Resumido) ou 3 (Resumido modo B).',
  delay: 'O atraso de impressão deve ser de 1 a 10 segundos (1000 a 10000 ms, de 1 em 1 segundo).',
  copies: 'A quantidade de cópias deve ser um número inteiro a partir de 1 (até 99).',
  width: "Largura da página inválida: use '4,8' (58mm) ou '7,0' (80mm).",
  method: 'Método de impressão inválido: use aiboo, qz ou nat.',
  skip: 'As linhas puladas no início devem ser um número inteiro de 0 a 99.',
  margin: 'As margens devem ser números inteiros de 0 a 99.',
  font: `Fonte inválida: use ${FONT_NAMES.join(', ')}.`,
  fontSize: `Tamanho de fonte inválido: use ${FONT_SIZES.join(', ')}.`,
  flag: (field: string) => `O campo ${field} deve ser 'true' ou 'false'.`,
  cashiers: 'impressorasCaixa deve ser uma lista de até 20 nomes de impressora.',
  production:
    'impressorasProducao deve relacionar ids de categoria a {impressora, agrupamento} (até 200 caracteres cada).',
} as const;

/** A field that fails with its own message; absent (undefined) passes as absent. */
const field = <T>(message: string, parse: (value: unknown) => T | undefined) =>
  z
    .unknown()
    .transform((value, ctx): T => {
      const out = parse(value);
      if (out === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return out;
    })
    .optional();

/** Whole numbers as a form string ('1000') or a JSON number. */
function int(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value.trim());
  return undefined;
}
const intIn =
  (min: number, max: number, step = 1) =>
  (value: unknown) => {
    const n = int(value);
    return n !== undefined && n >= min && n <= max && n % step === 0 ? n : undefined;
  };
const oneOf =
  <T extends string | number>(options: readonly T[]) =>
  (value: unknown): T | undefined => {
    const v = typeof value === 'string' && typeof options[0] === 'number' ? int(value) : value;
    return options.find((o) => o === v);
  };
const flag = (name: string) =>
  field<PrintFlag>(PRINT_MESSAGES.flag(name), (value) => {
    if (value === true || value === 'true') return 'true';
    if (value === false || value === 'false') return 'false';
    return undefined;
  });
const printerName = (value: unknown) =>
  typeof value === 'string' && value.length <= 200 ? value.trim() : undefined;

const cashierList = z.array(z.string().max(200)).max(20);
const productionMap = z
  .record(
    z.string().regex(/^\d{1,9}$/),
    z.object({ impressora: z.string().max(200), agrupamento: z.string().max(200).default('') }),
  )
  .refine((m) => Object.keys(m).length <= 500);

/** POST estabelecimentosimpressao/adicionar: every field optional (absent = keep, or default). */
export const printSettingsBody = z.object({
  id_estabelecimento: field(PRINT_MESSAGES.otherStore, int),
  defaultPrinter: field(PRINT_MESSAGES.defaultPrinter, printerName),
  impressora: field(PRINT_MESSAGES.defaultPrinter, printerName),
  impressaoLayout: field(PRINT_MESSAGES.layout, oneOf([1, 2, 3] as const)),
  delay: field(PRINT_MESSAGES.delay, intIn(1000, 10_000, 1000)),
  impressaoProducao: flag('impressaoProducao'),
  impressaoEstabelecimento: flag('impressaoEstabelecimento'),
  impressaoCliente: flag('impressaoCliente'),
  impressaoItemAgrupado: flag('impressaoItemAgrupado'),
  autoAceiteImprimir: flag('autoAceiteImprimir'),
  qtdeCopia: field(PRINT_MESSAGES.copies, intIn(1, 99)),
  larguraMaximaPagina: field(PRINT_MESSAGES.width, oneOf(PRINT_PAGE_WIDTHS)),
  metodoImpressao: field(PRINT_MESSAGES.method, oneOf(PRINT_METHODS)),
  saltoLinhaInicio: field(PRINT_MESSAGES.skip, intIn(0, 99)),
  margemEsquerda: field(PRINT_MESSAGES.margin, intIn(0, 99)),
  margemDireita: field(PRINT_MESSAGES.margin, intIn(0, 99)),
  nomeFonte: field(PRINT_MESSAGES.font, oneOf(FONT_NAMES)),
  tamanhoFonte: field(PRINT_MESSAGES.fontSize, oneOf(FONT_SIZES)),
  impressorasCaixa: field(PRINT_MESSAGES.cashiers, (v) => {
    const r = cashierList.safeParse(structured(v));
    return r.success ? r.data : undefined;
  }),
  impressorasProducao: field(PRINT_MESSAGES.production, (v) => {
    const r = productionMap.safeParse(structured(v));
    return r.success ? (r.data as Record<string, ProductionPrinter>) : undefined;
  }),
});
export type PrintSettingsBody = z.output<typeof printSettingsBody>;

/** The stored record with the payload laid over it (defaults where nothing is stored yet). */
export function mergePrintSettings(
  stored: StoredPrintSettings | undefined,
  body: PrintSettingsBody,
): StoredPrintSettings {
  const { id_estabelecimento: _id, impressora, defaultPrinter, ...rest } = body;
  const next: StoredPrintSettings = { ...DEFAULT_PRINT_SETTINGS, ...stored };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
  }
  const printer = defaultPrinter ?? impressora;
  if (printer !== undefined) next.defaultPrinter = printer;
  return next;
}

export function toPrintSettings(
  establishmentId: number,
  stored: StoredPrintSettings,
  sincronizado: 'S' | 'N',
): PrintSettings {
  return {
    id_estabelecimento: String(establishmentId),
    impressora: stored.defaultPrinter,
    ...stored,
    sincronizado,
  };
}
