/**
 * Base A calls of the print settings (spec 02 §7): the cloud record (estabelecimentosimpressao/*).
 * The menu categories production tickets are routed by live in order-printing/categories.ts.
 * The platform is lenient about shapes (numbers as text, flags as booleans, lists as JSON text):
 * every field is read leniently and falls back to the spec's default, never breaking the screen.
 */
import { z } from 'zod';
import type {
  PrintFlag,
  PrintMethod,
  PrintPageWidth,
  PrintSettings,
  ProductionPrinter,
} from '../../../../shared/api/platform-v1';
import type { PrintCategory } from '../../../../shared/bridge';
import { localOnlyFlags, type LocalPrintSettings } from '../../../../shared/printing';
import { FONT_NAMES, FONT_SIZES } from '../../../../shared/tickets';
import { readPrinterNames, readProductionRoutes } from '../../platform/webPrintSettings';
import { NUMBER_RANGES, type NumberField } from './settings/form';
import type { ApiClient, CallOptions, LegacyResult } from '../../api/http';
import { dialogs } from '../../components/feedback/dialogs';

export type { PrintCategory };

const TRUE_FLAGS = new Set<unknown>([true, 1, '1', 'S', 's', 'true', 'TRUE', 'sim']);

function int(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number(value.trim());
  return null;
}

function intIn(value: unknown, min: number, max: number, fallback: number): number {
  const n = int(value);
  return n !== null && n >= min && n <= max ? n : fallback;
}

/** The form's ranges, which are the local settings' own: a synced record is always saved. */
function inRange(key: NumberField, value: unknown, fallback: number): number {
  return intIn(value, NUMBER_RANGES[key].min, NUMBER_RANGES[key].max, fallback);
}

/** 1000..10000 in whole seconds; a bare 1..10 is read as seconds (older records). */
export function readDelay(value: unknown): number {
  const n = int(value);
  if (n === null) return 1000;
  if (n >= 1 && n <= 10) return n * 1000;
  return n >= 1000 && n <= 10_000 && n % 1000 === 0 ? n : 1000;
}

const printFlag = (value: unknown): PrintFlag => (TRUE_FLAGS.has(value) ? 'true' : 'false');

/** Absent means "not in the cloud" (02 §3); anything else is read as local settings read it. */
function cashierPrinters(value: unknown): string[] | undefined {
  return value === undefined || value === null ? undefined : readPrinterNames(value);
}

function productionPrinters(value: unknown): Record<string, ProductionPrinter> | undefined {
  return value === undefined || value === null ? undefined : readProductionRoutes(value);
}

const oneOf = <T extends string | number>(options: readonly T[], value: unknown, fallback: T): T => {
  const v = typeof options[0] === 'number' ? int(value) : typeof value === 'string' ? value.trim() : value;
  return options.find((o) => o === v) ?? fallback;
};

/**
 * The cloud record. The cashier and production printers are local extras (02 §3) the platform may
 * not keep: absent means "not in the cloud", so a sync leaves the local ones alone.
 */
export type CloudPrintSettings = Omit<PrintSettings, 'impressorasCaixa' | 'impressorasProducao'> & {
  impressorasCaixa?: string[];
  impressorasProducao?: Record<string, ProductionPrinter>;
};

/** The cloud record as the screen uses it; anything unreadable takes the spec's default (02 §5, §9). */
export const cloudPrintSettingsSchema = z.looseObject({}).transform((r): CloudPrintSettings => {
  const printer =
    typeof r.defaultPrinter === 'string' && r.defaultPrinter !== ''
      ? r.defaultPrinter
      : typeof r.impressora === 'string'
        ? r.impressora
        : '';
  return {
    id_estabelecimento:
      typeof r.id_estabelecimento === 'number' || typeof r.id_estabelecimento === 'string'
        ? String(r.id_estabelecimento)
        : '',
    impressora: printer,
    defaultPrinter: printer,
    impressaoLayout: oneOf([1, 2, 3] as const, r.impressaoLayout, 1),
    delay: readDelay(r.delay),
    impressaoProducao: printFlag(r.impressaoProducao),
    impressaoEstabelecimento: printFlag(r.impressaoEstabelecimento),
    impressaoCliente: printFlag(r.impressaoCliente),
    impressaoItemAgrupado: printFlag(r.impressaoItemAgrupado),
    autoAceiteImprimir: printFlag(r.autoAceiteImprimir),
    qtdeCopia: inRange('qtdeCopia', r.qtdeCopia, 1),
    larguraMaximaPagina: oneOf<PrintPageWidth>(['4,8', '7,0'], r.larguraMaximaPagina, '7,0'),
    metodoImpressao: oneOf<PrintMethod>(['aiboo', 'qz', 'nat'], r.metodoImpressao, 'aiboo'),
    saltoLinhaInicio: inRange('saltoLinhaInicio', r.saltoLinhaInicio, 0),
    margemEsquerda: inRange('margemEsquerda', r.margemEsquerda, 0),
    margemDireita: inRange('margemDireita', r.margemDireita, 0),
    nomeFonte: oneOf<string>(FONT_NAMES, r.nomeFonte, 'Tahoma'),
    tamanhoFonte: oneOf<number>(FONT_SIZES, r.tamanhoFonte, 8),
    impressorasCaixa: cashierPrinters(r.impressorasCaixa),
    impressorasProducao: productionPrinters(r.impressorasProducao),
    sincronizado: r.sincronizado === 'N' || r.sincronizado === 'n' || r.sincronizado === false ? 'N' : 'S',
  };
});

const printSettingsResponseSchema = z.object({ obj: cloudPrintSettingsSchema });
const savedResponseSchema = z.object({ mensagem: z.unknown().optional() });

/**
 * GET estabelecimentosimpressao/listar. `ok: false` is the store without a cloud record (the
 * server's erro is the 'missing configuration' text).
 */
export function getCloudPrintSettings(
  api: ApiClient,
  options?: CallOptions,
): Promise<LegacyResult<CloudPrintSettings>> {
  return unwrap(
    api.legacy('v1', 'get', 'estabelecimentosimpressao/listar', printSettingsResponseSchema, options),
  );
}

/** GET estabelecimentosimpressao/atualizar: the desktop took the cloud record (sincronizado back to 'S'). */
export function refreshCloudPrintSettings(
  api: ApiClient,
  options?: CallOptions,
): Promise<LegacyResult<CloudPrintSettings>> {
  return unwrap(
    api.legacy('v1', 'get', 'estabelecimentosimpressao/atualizar', printSettingsResponseSchema, options),
  );
}

async function unwrap(
  pending: Promise<LegacyResult<{ obj: CloudPrintSettings }>>,
): Promise<LegacyResult<CloudPrintSettings>> {
  const res = await pending;
  return res.ok ? { ok: true, data: res.data.obj } : res;
}

/** The adicionar form: the spec's field list (02 §7), plus the local extras the cloud keeps too. */
export function cloudSaveForm(
  settings: LocalPrintSettings,
  establishmentId: string,
): Record<string, string | number> {
  const production: Record<string, ProductionPrinter> = {};
  for (const [id, p] of Object.entries(settings.impressorasProducao)) {
    if (p.impressora.trim() !== '' || p.agrupamento.trim() !== '') {
      production[id] = { impressora: p.impressora, agrupamento: p.agrupamento };
    }
  }
  return {
    defaultPrinter: settings.defaultPrinter,
    impressaoLayout: settings.impressaoLayout,
    delay: settings.delay,
    impressaoProducao: settings.impressaoProducao,
    impressaoEstabelecimento: settings.impressaoEstabelecimento,
    impressaoCliente: settings.impressaoCliente,
    impressaoItemAgrupado: settings.impressaoItemAgrupado,
    autoAceiteImprimir: settings.autoAceiteImprimir,
    qtdeCopia: settings.qtdeCopia,
    larguraMaximaPagina: settings.larguraMaximaPagina,
    metodoImpressao: settings.metodoImpressao,
    saltoLinhaInicio: settings.saltoLinhaInicio,
    margemEsquerda: settings.margemEsquerda,
    margemDireita: settings.margemDireita,
    nomeFonte: settings.nomeFonte,
    tamanhoFonte: settings.tamanhoFonte,
    id_estabelecimento: establishmentId,
    impressorasCaixa: JSON.stringify(settings.impressorasCaixa),
    impressorasProducao: JSON.stringify(production),
  };
}

/**
 * POST estabelecimentosimpressao/adicionar. A refusal (status 0/false) is shown here as the
 * spec's information dialog with the server's erro (02 §8) and returned, so the caller keeps the
 * form as it is.
 */
export async function saveCloudPrintSettings(
  api: ApiClient,
  settings: LocalPrintSettings,
  establishmentId: string,
): Promise<LegacyResult<string>> {
  const res = await api.legacy('v1', 'post', 'estabelecimentosimpressao/adicionar', savedResponseSchema, {
    form: cloudSaveForm(settings, establishmentId),
  });
  if (!res.ok) {
    await dialogs.alert({
      message: res.message || 'Não foi possível salvar as configurações de impressão na nuvem.',
    });
    return res;
  }
  const mensagem = typeof res.data.mensagem === 'string' ? res.data.mensagem : '';
  return { ok: true, data: mensagem };
}

/**
 * The cloud record → local settings. The local extras come from the cloud when it has them,
 * otherwise from `current` (they are this computer's printers).
 */
export function cloudToLocal(cloud: CloudPrintSettings, current: LocalPrintSettings): LocalPrintSettings {
  const {
    id_estabelecimento: _id,
    sincronizado: _sync,
    impressora: _printer,
    impressorasCaixa,
    impressorasProducao,
    ...rest
  } = cloud;
  const production: LocalPrintSettings['impressorasProducao'] = {};
  for (const [id, p] of Object.entries(impressorasProducao ?? current.impressorasProducao)) {
    production[id] = { ...current.impressorasProducao[id], ...p };
  }
  return {
    ...rest,
    impressorasCaixa: [...(impressorasCaixa ?? current.impressorasCaixa)],
    impressorasProducao: production,
    // This computer's own: the cloud record has no such field.
    ...localOnlyFlags((key) => current[key] ?? null),
  };
}
