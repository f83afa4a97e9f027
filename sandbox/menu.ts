/**
 * A store's menu as the order generator and the catalogue read it (categories, products, sizes,
 * option groups with their price calculation), plus reading a category's availability text. Plain
 * types and pure functions, so the generator stays seeded and testable without a database.
 */
import type {
  AvailabilityDay,
  MenuCategory,
  MenuStatus,
  WeekdayKey,
  WeeklyAvailability,
} from '../shared/api/platform-v1';

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

const WEEKDAYS: readonly WeekdayKey[] = ['do', 'sg', 'te', 'qa', 'qi', 'sx', 'sb'];

const minutes = (hhmm: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

function inPeriod(start: string, end: string, at: number): boolean {
  const from = minutes(start);
  if (from === null) return false;
  // An empty or 00:00 end counts as 23:59 (spec 02 §5).
  const to = end === '' || end === '00:00' ? 1439 : (minutes(end) ?? 1439);
  return at >= from && at <= to;
}

/** Whether a `disponibilidade` text allows buying at `date` ('' or unreadable = always). */
export function availableAt(disponibilidade: string, date: Date): boolean {
  if (disponibilidade.trim() === '') return true;
  let schedule: WeeklyAvailability;
  try {
    schedule = JSON.parse(disponibilidade) as WeeklyAvailability;
  } catch {
    return true;
  }
  const day: AvailabilityDay | undefined = schedule[WEEKDAYS[date.getDay()] as WeekdayKey];
  if (!day) return false;
  const at = date.getHours() * 60 + date.getMinutes();
  return inPeriod(day.initAt, day.endAt, at) || inPeriod(day.initAt2, day.endAt2, at);
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

export const ALL_WEEK: readonly WeekdayKey[] = WEEKDAYS;
