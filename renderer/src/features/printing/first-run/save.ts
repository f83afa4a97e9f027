/**
 * What each step of 'Configurar este computador' saves, through the same calls the settings
 * screens make: the printers as 'Procurar impressoras' saves them (savePrinter, then the routing
 * in the print settings form, saved here and in the cloud as 'Salvar alterações' does), the
 * automatic print as /configuracoes/software does, the sound as the orders screen's sound
 * popover does, and the desktop options through the settings bridge.
 */
import type { PrintCategory } from '../../../../../shared/bridge';
import type { FoundPrinter, LocalPrintSettings, PrintSettingsView } from '../../../../../shared/printing';
import type { ApiClient } from '../../../api/http';
import type { Platform } from '../../../platform';
import { saveCloudPrintSettings } from '../printSettingsApi';
import { definitionOf, withPrinterRouting, type PrinterRouting } from '../settings/discovery';
import { formFromView, hasErrors, toLocalSettings, validate } from '../settings/form';
import { errorText } from '../errorText';

export type PrinterUse = 'none' | 'cashier' | 'production' | 'both';

export const USE_LABELS: Record<PrinterUse, string> = {
  none: 'Não usar',
  cashier: 'Caixa',
  production: 'Produção',
  both: 'Caixa e produção',
};

/** A use and its ticked categories as the search dialog's routing; null when it prints nothing. */
export function routingOf(use: PrinterUse, categories: readonly string[]): PrinterRouting | null {
  const cashier = use === 'cashier' || use === 'both';
  const production = use === 'production' || use === 'both' ? [...categories] : [];
  return cashier || production.length > 0 ? { cashier, categories: production } : null;
}

export interface PrinterChoice {
  printer: FoundPrinter;
  routing: PrinterRouting;
}

export interface SaveDeps {
  platform: Platform;
  api: ApiClient;
  establishmentId: string;
}

export type PrintersSaved =
  { ok: true; cloud: boolean; view: PrintSettingsView } | { ok: false; error: string };

/**
 * Saves each found network printer as 'Adicionar impressora' would, then every routing in one
 * settings save, here and in the cloud. A cloud refusal keeps what this computer saved.
 */
export async function savePrinterChoices(
  deps: SaveDeps,
  choices: readonly PrinterChoice[],
  categories: readonly PrintCategory[],
): Promise<PrintersSaved> {
  const { platform } = deps;
  try {
    for (const { printer } of choices) {
      const definition = definitionOf(printer);
      if (!definition) continue;
      const list = await platform.printing.savePrinter(definition);
      if (list.problem) return { ok: false, error: list.problem };
    }
    const current = await platform.printing.getSettings();
    let form = formFromView(current);
    for (const { printer, routing } of choices) {
      form = withPrinterRouting(form, printer.name, routing, categories);
    }
    if (hasErrors(validate(form))) {
      return { ok: false, error: 'Corrija as configurações de impressão na tela Impressoras.' };
    }
    const settings = toLocalSettings(form, current.settings);
    const view = await platform.printing.saveSettings(settings);
    const cloud = await saveCloudPrintSettings(deps.api, settings, deps.establishmentId).catch(() => null);
    return { ok: true, cloud: cloud?.ok === true, view };
  } catch (err) {
    return { ok: false, error: errorText(err, 'Não foi possível salvar as impressoras.') };
  }
}

/** As /configuracoes/software: fresh settings, only the flag changes. */
export async function saveAutoPrint(platform: Platform, on: boolean): Promise<PrintSettingsView> {
  const current = await platform.printing.getSettings();
  return platform.printing.saveSettings({ ...current.settings, autoAceiteImprimir: on ? 'true' : 'false' });
}

/** The printers the settings print to (cashier first), each named once. */
export function routedPrinters(settings: LocalPrintSettings): string[] {
  const names = [
    ...settings.impressorasCaixa,
    ...Object.values(settings.impressorasProducao).map((p) => p.impressora),
  ].filter((n) => n.trim() !== '');
  return [...new Set(names)];
}

/** 'Caixa', 'Produção: Pizzas, Bebidas' or both, for the summary. */
export function printerUseText(settings: LocalPrintSettings, name: string): string {
  const parts: string[] = [];
  if (settings.impressorasCaixa.includes(name)) parts.push('Caixa');
  const categories = Object.entries(settings.impressorasProducao)
    .filter(([, p]) => p.impressora === name)
    .map(([id, p]) => p.nome || `Categoria ${id}`);
  // A long menu is counted, not listed: the summary stays one glance.
  if (categories.length > 3) parts.push(`Produção (${categories.length} categorias)`);
  else if (categories.length > 0) parts.push(`Produção (${categories.join(', ')})`);
  return parts.join(' e ');
}
