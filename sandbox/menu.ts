/**
 * A store's menu as the order generator and the catalogue read it (categories, products, sizes,
 * option groups with their price calculation), plus writing a category's availability text. Plain
 * types and pure functions, so the generator stays seeded and testable without a database. The
 * text is read with the panel's own rules (shared/catalogue/availability).
 */
import type { MenuCategory, MenuStatus, WeekdayKey, WeeklyAvailability } from '../shared/api/platform-v1';
import { WEEKDAY_KEYS } from '../shared/catalogue/availability';

/** Price calculation of an option group (spec 02 §4): highest, lowest, average, sum, incremental. */
export type PriceCalc = 'mp' | 'pm' | 'mm' | 'st' | 'in';

export interface OptionItem {
  nome: string;
  preco: number;
}

/** A product's option group (a variation: Borda, Adicionais, Ponto...), with its choices. */
export interface OptionGroup {
  nome_variacao: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: PriceCalc;
  itens: OptionItem[];
  /** Offered only with this size (a product variation link to one size); absent = every size. */
  tamanho?: string;
}

export interface MenuSize {
  nome: string;
  preco: number;
}

export interface MenuProduct {
  id_cardapio: string;
  id_cardapio_categoria: string;
  nome_prod: string;
  descricao: string;
  preco: number;
  /** Promotional price, used instead of preco when set. */
  novo_preco: number | null;
  status: MenuStatus;
  ordem: number;
  /** Empty for a single-size product. */
  tamanhos: MenuSize[];
  variacoes: OptionGroup[];
}

/** One store's menu as the order generator reads it. */
export interface MenuSnapshot {
  categorias: MenuCategory[];
  produtos: MenuProduct[];
}

/** A schedule with the same periods on the given weekdays, as the JSON text the API carries. */
export function weekly(
  days: readonly WeekdayKey[],
  first: [string, string],
  second?: [string, string],
): string {
  const schedule: WeeklyAvailability = {};
  for (const d of days) {
    schedule[d] = {
      initAt: first[0],
      endAt: first[1],
      initAt2: second?.[0] ?? '',
      endAt2: second?.[1] ?? '',
    };
  }
  return JSON.stringify(schedule);
}

export const ALL_WEEK: readonly WeekdayKey[] = WEEKDAY_KEYS;
