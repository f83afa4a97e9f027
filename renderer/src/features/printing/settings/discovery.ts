/**
 * What the search dialog's 'Caixa' and 'Produção' choices do to the print settings form: the
 * same fields the Opções and Produção sections change, so the printer is saved exactly as the
 * screen saves one chosen there, and exactly as chosen (issue 32 §3): not 'Caixa' takes it off
 * the cashier printers, a category not chosen that went to it goes to no printer, and choosing
 * categories turns production tickets on (without it, none would print).
 */
import type { PrintCategory } from '../../../../../shared/bridge';
import type { FoundPrinter, PrinterDefinition } from '../../../../../shared/printing';
import { printerDefinition } from '../../../../../shared/printing-definition';
import type { PrintForm } from './form';

export interface PrinterRouting {
  cashier: boolean;
  /** Category ids whose production tickets go to this printer. */
  categories: string[];
}

export function withPrinterRouting(
  form: PrintForm,
  name: string,
  routing: PrinterRouting,
  categories: readonly PrintCategory[],
): PrintForm {
  const rest = form.settings.impressorasCaixa.filter((n) => n !== name);
  const production = { ...form.settings.impressorasProducao };
  for (const [id, route] of Object.entries(production)) {
    if (route.impressora === name && !routing.categories.includes(id))
      production[id] = { ...route, impressora: '' };
  }
  for (const id of routing.categories) {
    const current = production[id] ?? { impressora: '', agrupamento: '' };
    const category = categories.find((c) => c.id === id);
    production[id] = { ...current, impressora: name, ...(category ? { nome: category.name } : {}) };
  }
  return {
    ...form,
    settings: {
      ...form.settings,
      impressorasCaixa: routing.cashier ? [...rest, name] : rest,
      impressorasProducao: production,
      ...(routing.categories.length > 0 ? { impressaoProducao: 'true' } : {}),
    },
  };
}

/** What the dialog says once a printer was saved with `routing`. */
export function routedText(routing: PrinterRouting): string {
  if (routing.cashier && routing.categories.length > 0) return 'Impressora salva para o caixa e a produção.';
  return routing.cashier ? 'Impressora salva para o caixa.' : 'Impressora salva para a produção.';
}

export const NOTHING_CHOSEN = 'Escolha Caixa, uma categoria de Produção ou os dois.';

/**
 * A found network printer not yet saved: what 'Adicionar impressora' would have saved, with the
 * model staff chose (the one it identified itself as, unless corrected).
 */
export function definitionOf(printer: FoundPrinter, model = printer.model): PrinterDefinition | null {
  // Listed ones are saved already; only network printers have a connection this computer saves.
  if (printer.listed || !printer.connection) return null;
  return printerDefinition({ name: printer.name, connection: printer.connection, model });
}
