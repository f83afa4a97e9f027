/**
 * Where the order's address is on the map. Addresses have coordinates unless the store adjusted
 * them away (control API) or they are the demo addresses the platform never geocoded, so the
 * adjust-address flow (spec 01 §4 External delivery request flow, step 1) can be exercised.
 */
import type { Order } from '../../shared/api/platform-v1';
import { BAIRRO_POINTS } from './areas';
import type { CoordinatesRow, DeliveryStore } from './store';

export interface Coordinates {
  lat: number;
  lng: number;
  formattedAddress: string;
}

/** Demo orders (address id, customer id) whose address never got a map position. */
const DEMO_WITHOUT_COORDINATES: readonly (readonly [string, string])[] = [
  ['90310', '55310'],
  ['90187', '55187'],
];

const STORE_POINT = { lat: -23.5869, lng: -46.6353 };

/** A point near the bairro's, spread by the address id so neighbours do not share one pin. */
export function defaultPoint(order: Order): { lat: number; lng: number } {
  const base = BAIRRO_POINTS[order.pedidoObj.endereco_id_bairro ?? ''] ?? STORE_POINT;
  const seed = Number(order.endereco_id ?? order.id_pedido) || 0;
  const dLat = ((seed % 97) - 48) / 20_000;
  const dLng = ((Math.floor(seed / 97) % 89) - 44) / 20_000;
  return { lat: round6(base.lat + dLat), lng: round6(base.lng + dLng) };
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

function fromRow(row: CoordinatesRow): Coordinates | null {
  if (row.lat === null || row.lng === null) return null;
  return { lat: row.lat, lng: row.lng, formattedAddress: row.formatted_address };
}

export function coordinatesOf(store: DeliveryStore, order: Order): Coordinates | null {
  if (order.pedidoObj.retirada_local || order.endereco_id === null) return null;
  const row = store.coordinates(Number(order.id_pedido));
  if (row) return fromRow(row);
  const demoMissing = DEMO_WITHOUT_COORDINATES.some(
    ([address, customer]) => address === order.endereco_id && customer === order.id_usuario,
  );
  if (demoMissing) return null;
  return { ...defaultPoint(order), formattedAddress: order.endereco_completo };
}

export interface CoordinatesInput {
  lat: number | null;
  lng: number | null;
  formattedAddress: string;
  selectedAddress: string;
}

export function saveCoordinates(
  store: DeliveryStore,
  order: Order,
  input: CoordinatesInput,
  at: number,
): void {
  store.saveCoordinates({
    order_id: Number(order.id_pedido),
    address_id: order.endereco_id ?? '',
    lat: input.lat,
    lng: input.lng,
    formatted_address: input.formattedAddress,
    selected_address: input.selectedAddress,
    updated_at: at,
  });
}

/** A latitude/longitude as forms (text, comma decimals too) or JSON (numbers) carry it. */
export function parseCoordinate(value: unknown, limit: number): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d{1,3}([.,]\d{1,15})?\s*$/.test(value)
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** founded as the adjust-address modal sends it: true, 'true', '1', 1. */
export function parseFounded(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}
