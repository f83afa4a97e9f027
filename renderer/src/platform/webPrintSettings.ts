/**
 * Web mode's local print settings, kept the way the original web panel kept them (spec 01 §3):
 * one localStorage item per key (qtdeCopia, delay, impressora, autoAceiteImprimir 'true', ...),
 * lists as JSON text. Each item is read leniently: a missing or broken one takes the spec's
 * default, so a hand-edited browser never breaks printing. Writes are validated whole.
 */
import { readPrinterNames, readProductionRoutes } from '../../../shared/api/print-settings';
import { localPrintSettingsSchema } from '../../../shared/bridge-schemas';
import {
  DEFAULT_LOCAL_PRINT_SETTINGS,
  localOnlyFlags,
  type LocalPrintSettings,
} from '../../../shared/printing';
import { FONT_NAMES, FONT_SIZES } from '../../../shared/tickets';

/** Spec 01 §3 defaults. */
export const WEB_PRINT_DEFAULTS = DEFAULT_LOCAL_PRINT_SETTINGS;

/** The default printer is stored under the spec's own name, 'impressora'. */
const DEFAULT_PRINTER_KEY = 'impressora';

type Key = Exclude<keyof LocalPrintSettings, 'defaultPrinter'>;
const KEYS: readonly Key[] = [
  'impressaoLayout',
  'delay',
  'impressaoProducao',
  'impressaoEstabelecimento',
  'impressaoCliente',
  'impressaoItemAgrupado',
  'autoAceiteImprimir',
  'abrirGavetaDinheiro',
  'imprimirResumoAoFechar',
  // Issue 33: the station numbers and the CANCELADO / ALTERADO slips (absent reads as on).
  'numerarCupons',
  'avisoCancelamento',
  'avisoCancelamentoCaixa',
  'qtdeCopia',
  'larguraMaximaPagina',
  'metodoImpressao',
  'saltoLinhaInicio',
  'margemEsquerda',
  'margemDireita',
  'nomeFonte',
  'tamanhoFonte',
  'impressorasCaixa',
  'impressorasProducao',
];

/** Every localStorage key web printing owns (the storage event listens to these). */
export const WEB_PRINT_KEYS: readonly string[] = [DEFAULT_PRINTER_KEY, ...KEYS];

function intIn(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\s*\d{1,6}\s*$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= min && n <= max ? n : fallback;
}

function flag(raw: string | null): 'true' | 'false' {
  return raw?.trim() === 'true' ? 'true' : 'false';
}

function oneOf<T extends string>(options: readonly T[], raw: string | null, fallback: T): T {
  return options.find((o) => o === raw?.trim()) ?? fallback;
}

/** No print setting was ever written in this browser: the first login offers the guide (issue 35 §1). */
export function webPrintSettingsNeverSaved(storage: Pick<Storage, 'getItem'>): boolean {
  return WEB_PRINT_KEYS.every((key) => {
    try {
      return storage.getItem(key) === null;
    } catch {
      return true;
    }
  });
}

export function readWebPrintSettings(storage: Pick<Storage, 'getItem'>): LocalPrintSettings {
  const get = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const d = WEB_PRINT_DEFAULTS;
  const delay = intIn(get('delay'), 1000, 10_000, d.delay);
  const fontSize = intIn(get('tamanhoFonte'), 0, 99, 0);
  return {
    defaultPrinter: (get(DEFAULT_PRINTER_KEY) ?? '').trim().slice(0, 200),
    impressaoLayout: intIn(get('impressaoLayout'), 1, 3, d.impressaoLayout) as 1 | 2 | 3,
    delay: delay % 1000 === 0 ? delay : d.delay,
    impressaoProducao: flag(get('impressaoProducao')),
    impressaoEstabelecimento: flag(get('impressaoEstabelecimento')),
    impressaoCliente: flag(get('impressaoCliente')),
    impressaoItemAgrupado: flag(get('impressaoItemAgrupado')),
    autoAceiteImprimir: flag(get('autoAceiteImprimir')),
    // Absent until first saved, as on the desktop: the spec's defaults stay as they were.
    ...localOnlyFlags((key) => get(key)),
    qtdeCopia: intIn(get('qtdeCopia'), 1, 10, d.qtdeCopia),
    larguraMaximaPagina: oneOf(['4,8', '7,0'] as const, get('larguraMaximaPagina'), d.larguraMaximaPagina),
    metodoImpressao: oneOf(['aiboo', 'qz', 'nat'] as const, get('metodoImpressao'), d.metodoImpressao),
    saltoLinhaInicio: intIn(get('saltoLinhaInicio'), 0, 20, d.saltoLinhaInicio),
    margemEsquerda: intIn(get('margemEsquerda'), 0, 6, d.margemEsquerda),
    margemDireita: intIn(get('margemDireita'), 0, 6, d.margemDireita),
    nomeFonte: oneOf(FONT_NAMES, get('nomeFonte'), d.nomeFonte),
    tamanhoFonte: (FONT_SIZES as readonly number[]).includes(fontSize) ? fontSize : d.tamanhoFonte,
    impressorasCaixa: readPrinterNames(get('impressorasCaixa')),
    impressorasProducao: readProductionRoutes(get('impressorasProducao')),
  };
}

const INVALID_PRINT_SETTINGS = 'Configurações de impressão inválidas';

/** Validates the whole form, then writes each key; nothing is written when anything is wrong. */
export function writeWebPrintSettings(
  storage: Pick<Storage, 'setItem'>,
  settings: LocalPrintSettings,
): LocalPrintSettings {
  const parsed = localPrintSettingsSchema.safeParse(settings);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))].join(', ');
    throw new Error(`${INVALID_PRINT_SETTINGS}: ${fields}.`);
  }
  const s = parsed.data;
  storage.setItem(DEFAULT_PRINTER_KEY, s.defaultPrinter);
  for (const key of KEYS) {
    const value = s[key];
    if (value === undefined) continue;
    storage.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return s;
}
