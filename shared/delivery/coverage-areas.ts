/**
 * The bairro (coverage area) list of the external delivery request (spec 01 §3, §4): only areas
 * that are enabled and have an id and a name; a name that appears more than once gets its city
 * appended (' - <city>'); sorted as people read them (pt-BR, accents and case ignored).
 * The input is whatever the server sent: every field is checked here.
 */

export interface CoverageAreaOption {
  /** coverageAreaID, as text (sent back as coverage_area_id). */
  id: string;
  /** What the list shows: the name, or 'name - city' when the name is not unique. */
  label: string;
  name: string;
  city: string;
  /** Delivery price when the server sent a usable one. */
  price: number | null;
}

export const AREA_REQUIRED_MESSAGE = 'Escolha o bairro da entrega para solicitar o motoboy.';

const MAX_TEXT = 200;

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : '';
}

function idOf(v: unknown): string {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return String(v);
  if (typeof v === 'string' && /^[\w-]{1,64}$/.test(v.trim())) return v.trim();
  return '';
}

/** true, 1, '1', 'S', 'true' (the platform's flag spellings); anything else is not enabled. */
function enabled(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'S' || v === 'true';
}

function price(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function coverageAreaOptions(raw: unknown): CoverageAreaOption[] {
  if (!Array.isArray(raw)) return [];
  const usable: Omit<CoverageAreaOption, 'label'>[] = [];
  const seen = new Set<string>();
  for (const item of raw.slice(0, 2000)) {
    if (item === null || typeof item !== 'object') continue;
    const a = item as Record<string, unknown>;
    if (!enabled(a.enabled)) continue;
    const id = idOf(a.coverageAreaID);
    const area = a.coverageArea !== null && typeof a.coverageArea === 'object' ? a.coverageArea : {};
    const name = text((area as Record<string, unknown>).name);
    if (id === '' || name === '' || seen.has(id)) continue;
    seen.add(id);
    const cityObj = (area as Record<string, unknown>).city;
    const city =
      cityObj !== null && typeof cityObj === 'object' ? text((cityObj as Record<string, unknown>).name) : '';
    usable.push({ id, name, city, price: price(a.price) });
  }
  const counts = new Map<string, number>();
  for (const a of usable) counts.set(key(a.name), (counts.get(key(a.name)) ?? 0) + 1);
  const options = usable.map((a) => ({
    ...a,
    label: (counts.get(key(a.name)) ?? 0) > 1 && a.city !== '' ? `${a.name} - ${a.city}` : a.name,
  }));
  return options.sort((x, y) => collator.compare(x.label, y.label) || collator.compare(x.id, y.id));
}

/** The required choice: the message when nothing (or something not offered) is chosen. */
export function areaChoiceError(
  chosenId: string | null | undefined,
  options: readonly CoverageAreaOption[],
): string | null {
  if (!chosenId || !options.some((o) => o.id === chosenId)) return AREA_REQUIRED_MESSAGE;
  return null;
}
