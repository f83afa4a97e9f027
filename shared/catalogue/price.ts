/**
 * Price inputs of the catalogue (spec 02 §5, §9): at most 6 characters, 2 decimals, dot as the
 * decimal separator. A comma typed by habit becomes the dot.
 */
export const PRICE_MAX_LENGTH = 6;

/** What the input keeps of a keystroke's text: digits and one dot, 2 decimals, 6 characters. */
export function sanitizePriceInput(raw: string): string {
  let out = '';
  let dot = false;
  let decimals = 0;
  for (const ch of raw.replace(/,/g, '.')) {
    if (out.length >= PRICE_MAX_LENGTH) break;
    if (ch === '.') {
      if (dot) continue;
      dot = true;
      out += out === '' ? '0.' : '.';
      continue;
    }
    if (ch < '0' || ch > '9') continue;
    if (dot) {
      if (decimals >= 2) continue;
      decimals += 1;
    }
    out += ch;
  }
  return out.slice(0, PRICE_MAX_LENGTH);
}

/** The price an input holds, or null when it is not a valid price ('' counts as null). */
export function parsePrice(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,6}(\.\d{0,2})?$/.test(t) || t.length > PRICE_MAX_LENGTH) return null;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

/** A stored number shown in the input ('12.5' → '12.50'; 0 → ''). */
export function priceToInput(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n) || n <= 0) return '';
  return sanitizePriceInput(n.toFixed(2));
}
