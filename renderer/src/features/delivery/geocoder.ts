/**
 * Address autocomplete for the adjust-address modal (spec 01 §2, §4). The modal only knows the
 * Geocoder interface; the app's implementation asks the platform's geocoder (base C
 * geocoder/autocomplete), validating every result: a result without usable coordinates is not
 * offered, since saving it could not fix the order.
 */
import { geoAutocompleteSchema, geoResultSchema } from '../../../../shared/api/delivery';
import type { ApiClient } from '../../api/http';

export interface GeoAddress {
  id: string;
  formattedAddress: string;
  lat: number;
  lng: number;
  /** The rest of what the geocoder said (saved as selectedAddress). */
  raw: Record<string, unknown>;
}

export interface Geocoder {
  /** Suggestions for what was typed; rejects when the service cannot answer. */
  search(query: string, signal?: AbortSignal): Promise<GeoAddress[]>;
}

export const GEOCODER_MIN_QUERY = 3;
const GEOCODER_MAX_QUERY = 120;

export function parseGeoResults(raw: unknown): GeoAddress[] {
  if (!Array.isArray(raw)) return [];
  const out: GeoAddress[] = [];
  for (const item of raw.slice(0, 20)) {
    const parsed = geoResultSchema.safeParse(item);
    if (!parsed.success) continue;
    const { id, formattedAddress, lat, lng, ...rest } = parsed.data;
    out.push({ id, formattedAddress, lat, lng, raw: { id, formattedAddress, lat, lng, ...rest } });
  }
  return out;
}

/** The query as it is sent: trimmed, single spaces; null when too short to search. */
export function normalizeQuery(q: string): string | null {
  const clean = q.replace(/\s+/g, ' ').trim().slice(0, GEOCODER_MAX_QUERY);
  return clean.length >= GEOCODER_MIN_QUERY ? clean : null;
}

export function createHttpGeocoder(api: ApiClient): Geocoder {
  return {
    async search(query, signal) {
      const q = normalizeQuery(query);
      if (q === null) return [];
      const res = await api.json('json', 'get', 'geocoder/autocomplete', geoAutocompleteSchema, {
        silent: true,
        searchParams: { q },
        signal,
      });
      return parseGeoResults(res.results);
    },
  };
}
