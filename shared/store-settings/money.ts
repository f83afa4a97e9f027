/**
 * Price inputs of the store settings (spec 02 §5): at most 6 characters, 2 decimals, dot separator.
 * Staff type a comma too (pt-BR keyboards): it is read as the decimal separator.
 */
export const PRICE_MAX_LENGTH = 6;
export const PRICE_MESSAGE = 'Valor inválido: use até 999.99, com no máximo duas casas decimais.';

/** '5', '5.5', '5,50' → 5.5; '' → null (no value); anything else → undefined (refused). */
export function parsePriceInput(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (t.length > PRICE_MAX_LENGTH || !/^\d{1,3}(\.\d{1,2})?$/.test(t)) return undefined;
  return Number(t);
}

/** A stored price ('7.50', '0', '' ) as a number; unreadable or negative is 0. */
export function priceOf(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0;
}

/** The dot-separated text the API stores ('7.50'). */
export function priceText(value: number): string {
  return value.toFixed(2);
}
