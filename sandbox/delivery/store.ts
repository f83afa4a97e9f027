/**
 * SQL of the external deliveries: an order's deliveries with their status step, courier and code,
 * the events the status list shows, and the address coordinates. Apart from delivery/service.ts so
 * the provider's rules and the simulated courier read without SQL.
 */
import type { ExternalDeliveryStatus } from '../../shared/api/platform-v1';
import { EXTERNAL_DELIVERY_STATUSES } from '../../shared/delivery/status';
import type { Db } from '../db/migrations';

/** A delivery's steps, in order: the statuses the desk reads. */
export const DELIVERY_STEPS = EXTERNAL_DELIVERY_STATUSES;
export type DeliveryStep = ExternalDeliveryStatus;

export interface DeliveryRow {
  id: string;
  order_id: number;
  establishment_id: number;
  coverage_area_id: number | null;
  status: DeliveryStep;
  code: string | null;
  provider: string;
  courier_name: string;
  vehicle_model: string;
  vehicle_plate: string;
  cancelled: number;
  created_at: number;
  updated_at: number;
}

export interface DeliveryEventRow {
  id: number;
  delivery_id: string;
  status: DeliveryStep;
  at: number;
}

export interface CoordinatesRow {
  order_id: number;
  address_id: string;
  lat: number | null;
  lng: number | null;
  formatted_address: string;
  selected_address: string;
  updated_at: number;
}

/** SQL of the courier service: deliveries, their status history, order address coordinates. */
export function createDeliveryStore(db: Db) {
  const s = {
    insert: db.prepare(
      `INSERT INTO external_deliveries (id, order_id, establishment_id, coverage_area_id, status, code, provider,
         courier_name, vehicle_model, vehicle_plate, cancelled, created_at, updated_at)
       VALUES (@id, @order_id, @establishment_id, @coverage_area_id, @status, @code, @provider,
         @courier_name, @vehicle_model, @vehicle_plate, @cancelled, @created_at, @updated_at)`,
    ),
    byId: db.prepare('SELECT * FROM external_deliveries WHERE id = ?'),
    latestOfOrder: db.prepare(
      'SELECT * FROM external_deliveries WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    ),
    running: db.prepare(
      "SELECT * FROM external_deliveries WHERE cancelled = 0 AND status != 'FINISHED' ORDER BY created_at",
    ),
    setStatus: db.prepare('UPDATE external_deliveries SET status = ?, updated_at = ? WHERE id = ?'),
    cancel: db.prepare('UPDATE external_deliveries SET cancelled = 1, updated_at = ? WHERE id = ?'),
    insertEvent: db.prepare(
      'INSERT INTO external_delivery_events (delivery_id, status, at) VALUES (?, ?, ?)',
    ),
    events: db.prepare('SELECT * FROM external_delivery_events WHERE delivery_id = ? ORDER BY at, id'),
    coordinates: db.prepare('SELECT * FROM address_coordinates WHERE order_id = ?'),
    saveCoordinates: db.prepare(
      `INSERT INTO address_coordinates (order_id, address_id, lat, lng, formatted_address, selected_address, updated_at)
       VALUES (@order_id, @address_id, @lat, @lng, @formatted_address, @selected_address, @updated_at)
       ON CONFLICT (order_id) DO UPDATE SET address_id = excluded.address_id, lat = excluded.lat,
         lng = excluded.lng, formatted_address = excluded.formatted_address,
         selected_address = excluded.selected_address, updated_at = excluded.updated_at`,
    ),
  };
  return {
    insert: (row: DeliveryRow) => void s.insert.run(row),
    delivery: (id: string) => s.byId.get(id) as DeliveryRow | undefined,
    /** The order's newest delivery, cancelled or not. */
    latestOfOrder: (orderId: number) => s.latestOfOrder.get(orderId) as DeliveryRow | undefined,
    /** Deliveries a courier is still working on. */
    running: () => s.running.all() as DeliveryRow[],
    setStatus: (id: string, status: DeliveryStep, at: number) => void s.setStatus.run(status, at, id),
    cancel: (id: string, at: number) => void s.cancel.run(at, id),
    addEvent: (deliveryId: string, status: DeliveryStep, at: number) =>
      void s.insertEvent.run(deliveryId, status, at),
    events: (deliveryId: string) => s.events.all(deliveryId) as DeliveryEventRow[],
    coordinates: (orderId: number) => s.coordinates.get(orderId) as CoordinatesRow | undefined,
    saveCoordinates: (row: CoordinatesRow) => void s.saveCoordinates.run(row),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}

export type DeliveryStore = ReturnType<typeof createDeliveryStore>;
