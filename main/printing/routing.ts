/**
 * Which printers an order's tickets go to, from the local print settings (02 §2.8): the cashier
 * printers, and the production categories with their printers, in menu order.
 */
import type { PrintCategory } from '../../shared/bridge';
import type { LocalPrintSettings } from '../../shared/printing';
import type { ProductionCategory } from '../../shared/tickets';

/** Cashier printers: the checked ones, else the default printer (02 §2.8). */
export function cashierPrinters(settings: LocalPrintSettings): string[] {
  const checked = settings.impressorasCaixa.map((n) => n.trim()).filter((n) => n !== '');
  if (checked.length > 0) return [...new Set(checked)];
  const fallback = settings.defaultPrinter.trim();
  return fallback === '' ? [] : [fallback];
}

/** Routing: the menu's categories in menu order, then routed ones the menu list did not name. */
export function productionCategories(
  settings: LocalPrintSettings,
  menu: readonly PrintCategory[],
): ProductionCategory[] {
  const routes = settings.impressorasProducao;
  const out: ProductionCategory[] = [];
  const seen = new Set<string>();
  for (const { id, name } of [
    ...menu,
    ...Object.keys(routes).map((id) => ({ id, name: routes[id]?.nome ?? '' })),
  ]) {
    if (seen.has(id)) continue;
    seen.add(id);
    const route = Object.hasOwn(routes, id) ? routes[id] : undefined;
    out.push({
      id,
      name: route?.nome?.trim() || name.trim() || id,
      printer: route?.impressora ?? null,
      grouping: route?.agrupamento ?? null,
    });
  }
  return out;
}
