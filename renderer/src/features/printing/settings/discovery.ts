/**
 * What 'Usar no caixa' and the production categories of the search dialog do to the print
 * settings form: the same fields the Opções and Produção sections change, so the printer is
 * saved exactly as the screen saves one chosen there.
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
  for (const id of routing.categories) {
    const current = production[id] ?? { impressora: '', agrupamento: '' };
    const category = categories.find((c) => c.id === id);
    production[id] = { ...current, impressora: name, ...(category ? { nome: category.name } : {}) };
  }
  return {
    ...form,
    settings: {
      ...form.settings,
      impressorasCaixa: routing.cashier ? [...rest, name] : form.settings.impressorasCaixa,
      impressorasProducao: production,
    },
  };
}

/** A found network printer not yet saved: what 'Adicionar impressora' would have saved. */
export function definitionOf(printer: FoundPrinter): PrinterDefinition | null {
  // Listed ones are saved already; only network printers have a connection this computer saves.
  if (printer.listed || !printer.connection) return null;
  return printerDefinition({ name: printer.name, connection: printer.connection, model: printer.model });
}
