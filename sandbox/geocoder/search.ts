/**
 * Address autocomplete for the adjust-address modal: every word typed must begin a word of the
 * address, accents and case ignored, CEP with or without its hyphen.
 */
import { GEO_ADDRESSES, type GeoAddress } from './addresses';

const GEOCODER_MIN_QUERY = 3;
export const GEOCODER_MAX_QUERY = 120;
const GEOCODER_MAX_RESULTS = 8;

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Words of a text: punctuation (commas, hyphens outside CEPs) separates them. */
function words(text: string): string[] {
  return fold(text)
    .replace(/(\d{5})-(\d{3})/g, '$1$2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

const INDEX = GEO_ADDRESSES.map((a) => ({
  address: a,
  words: words(`${a.street} ${a.number} ${a.bairro} ${a.city} ${a.uf} ${a.cep}`),
}));

/** Up to 8 addresses; a query shorter than 3 characters (trimmed) finds nothing yet. */
export function autocomplete(query: string, addresses = INDEX): GeoAddress[] {
  const q = query.trim();
  if (q.length < GEOCODER_MIN_QUERY) return [];
  const typed = words(q);
  if (typed.length === 0) return [];
  const out: GeoAddress[] = [];
  for (const entry of addresses) {
    // Each typed word starts a word of the address, as people type ('domin mor 12').
    if (typed.every((t) => entry.words.some((w) => w.startsWith(t)))) out.push(entry.address);
    if (out.length === GEOCODER_MAX_RESULTS) break;
  }
  return out;
}
