/**
 * The external courier provider (spec 01 §4 External delivery request flow): requests, the
 * status history, cancellation, and the order fields the desk reads (externalDelivery*), with a
 * 'pedido' {tipo:'atualiza'} after every change.
 */
import type { Order } from '../../shared/api/platform-v1';
import type { Db } from '../db/migrations';
import type { OrderRow, Repo } from '../db/repo';
import { presentOrder } from '../orders/service';
import type { Realtime } from '../realtime';
import { localDateTime } from '../time';
import { findArea } from './areas';
import { coordinatesOf } from './coordinates';
import { courierFor, linkCodeFor, newDeliveryId } from './ids';
import { CANCEL_RESULTS, DELIVERY_MESSAGES } from './messages';
import { createSimulatedCourier } from './courier';
import { DELIVERY_STEPS, createDeliveryStore, type DeliveryRow, type DeliveryStep } from './store';

const REQUEST_STATUSES = new Set(['PA', 'PI', 'PL', 'LE']);
const ACTIVE = new Set<string>(['SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY']);
const CANCELLABLE = new Set<string>(['SEARCHING_DELIVERY', 'WAITING_COLLECT']);
const LINK_CODE = /^A-[0-9A-Z]{5}$/;
/** Minutes between the synthesized steps of a delivery the sandbox adopts from seeded orders. */
const ADOPTED_STEP_MS = 4 * 60_000;

export interface DeliveryRequest {
  id_pedido: number;
  coverage_area_id?: number;
  name?: string;
  external_provider?: string;
  code?: string;
}

export type Failure = { ok: false; httpStatus: number; error: string; message: string };
const failure = ([error, message]: readonly [string, string], httpStatus = 422): Failure => ({
  ok: false,
  httpStatus,
  error,
  message,
});

export interface StatusEntry {
  date: string;
  status: DeliveryStep;
  meta_data: { deliveryMan: { name: string; vehicle: { model: string; plate: string } } | null };
}

export interface DeliveryDeps {
  db: Db;
  repo: Repo;
  realtime: Realtime;
  now: () => Date;
  onError: (error: unknown) => void;
}

export function createDelivery(deps: DeliveryDeps) {
  const store = createDeliveryStore(deps.db);
  const at = (): number => deps.now().getTime();
  let nextRequestFailure: string | null = null;
  let nextCancelRefused = false;

  const orderRow = (orderId: number, establishmentId?: number): OrderRow | undefined =>
    establishmentId === undefined ? deps.repo.orderById(orderId) : deps.repo.order(establishmentId, orderId);

  /** Writes the order's external-delivery fields and tells the desk. */
  function writeOrder(
    orderId: number,
    status: DeliveryStep | null,
    id: string | null,
    withCode: boolean,
  ): void {
    const row = deps.repo.orderById(orderId);
    if (!row) return;
    const order = JSON.parse(row.data) as Order;
    order.externalDeliveryStatus = status;
    order.externalDeliveryId = id;
    order.externalDeliveryWithCode = withCode;
    deps.repo.updateOrder(row.id, row.status, JSON.stringify(order));
    deps.realtime.emitStore(row.establishment_id, 'pedido', { tipo: 'atualiza', id_pedido: String(row.id) });
  }

  /**
   * The order's delivery the provider is working on (or finished). Orders seeded or generated with
   * an external status get a matching history the first time anyone asks.
   */
  function current(row: OrderRow): DeliveryRow | undefined {
    const order = JSON.parse(row.data) as Order;
    const latest = store.latestOfOrder(row.id);
    const status = order.externalDeliveryStatus;
    if (status && (!latest || latest.cancelled || latest.id !== order.externalDeliveryId)) {
      const idTaken = order.externalDeliveryId ? store.delivery(order.externalDeliveryId) : undefined;
      const id = order.externalDeliveryId && !idTaken ? order.externalDeliveryId : newDeliveryId();
      const steps = DELIVERY_STEPS.slice(0, DELIVERY_STEPS.indexOf(status) + 1);
      const start = Math.min(row.created_at + ADOPTED_STEP_MS, at() - (steps.length - 1) * ADOPTED_STEP_MS);
      const man = courierFor(id);
      store.transaction(() => {
        store.insert({
          id,
          order_id: row.id,
          establishment_id: row.establishment_id,
          coverage_area_id: null,
          status,
          code: order.externalDeliveryWithCode ? linkCodeFor(id) : null,
          provider: '',
          courier_name: man.name,
          vehicle_model: man.model,
          vehicle_plate: man.plate,
          cancelled: 0,
          created_at: start,
          updated_at: at(),
        });
        steps.forEach((s, i) => store.addEvent(id, s, start + i * ADOPTED_STEP_MS));
      });
      if (id !== order.externalDeliveryId) writeOrder(row.id, status, id, order.externalDeliveryWithCode);
      if (ACTIVE.has(status)) courier.follow(id);
      return store.delivery(id);
    }
    return latest && !latest.cancelled ? latest : undefined;
  }

  /** Moves a running delivery forward to `target` (every step in between gets its entry). */
  function advanceTo(delivery: DeliveryRow, target: DeliveryStep): DeliveryStep {
    const from = DELIVERY_STEPS.indexOf(delivery.status);
    const to = DELIVERY_STEPS.indexOf(target);
    const now = at();
    store.transaction(() => {
      for (let i = from + 1; i <= to; i++) {
        const step = DELIVERY_STEPS[i] as DeliveryStep;
        store.setStatus(delivery.id, step, now);
        store.addEvent(delivery.id, step, now);
      }
    });
    writeOrder(delivery.order_id, target, delivery.id, delivery.code !== null);
    return target;
  }

  function stepOnce(deliveryId: string): boolean {
    const d = store.delivery(deliveryId);
    if (!d || d.cancelled || d.status === 'FINISHED') return false;
    const next = DELIVERY_STEPS[DELIVERY_STEPS.indexOf(d.status) + 1] as DeliveryStep;
    return advanceTo(d, next) !== 'FINISHED';
  }

  const courier = createSimulatedCourier(stepOnce, () => store.running().map((d) => d.id), deps.onError);

  function cancelDelivery(delivery: DeliveryRow): void {
    store.cancel(delivery.id, at());
    courier.forget(delivery.id);
    writeOrder(delivery.order_id, null, null, false);
  }

  function entries(delivery: DeliveryRow | undefined): StatusEntry[] {
    if (!delivery) return [];
    const man = {
      name: delivery.courier_name,
      vehicle: { model: delivery.vehicle_model, plate: delivery.vehicle_plate },
    };
    return store.events(delivery.id).map((e) => ({
      date: localDateTime(new Date(e.at)),
      status: e.status,
      meta_data: { deliveryMan: e.status === 'SEARCHING_DELIVERY' ? null : man },
    }));
  }

  return {
    store,
    courier,
    current,
    entries,
    request(establishmentId: number, input: DeliveryRequest) {
      const row = orderRow(input.id_pedido, establishmentId);
      if (!row) return failure(DELIVERY_MESSAGES.orderNotFound, 404);
      const order = presentOrder(row, deps.now());
      if (input.coverage_area_id === undefined) return failure(DELIVERY_MESSAGES.areaRequired);
      if (order.pedidoObj.retirada_local) return failure(DELIVERY_MESSAGES.pickup);
      if (!order.canUseExternalDelivery) return failure(DELIVERY_MESSAGES.notAllowed);
      if (!REQUEST_STATUSES.has(row.status)) return failure(DELIVERY_MESSAGES.status);
      const running = current(row);
      if (running && ACTIVE.has(running.status)) return failure(DELIVERY_MESSAGES.already);
      if (input.code !== undefined && !LINK_CODE.test(input.code)) return failure(DELIVERY_MESSAGES.code);
      const area = findArea(input.coverage_area_id);
      if (!area || !area.coverageArea.name) return failure(DELIVERY_MESSAGES.unknownArea);
      if (!area.enabled) return failure(DELIVERY_MESSAGES.areaDisabled);
      if (!coordinatesOf(store, order)) return failure(DELIVERY_MESSAGES.noCoordinates);
      if (nextRequestFailure !== null) {
        const message = nextRequestFailure;
        nextRequestFailure = null;
        return failure([DELIVERY_MESSAGES.provider[0], message]);
      }
      const id = newDeliveryId();
      const hired = courierFor(id);
      const own = input.code !== undefined;
      const now = at();
      store.transaction(() => {
        store.insert({
          id,
          order_id: row.id,
          establishment_id: establishmentId,
          coverage_area_id: input.coverage_area_id ?? null,
          status: 'SEARCHING_DELIVERY',
          code: input.code ?? null,
          provider: input.external_provider ?? '',
          courier_name: own ? input.name?.trim() || 'Entregador próprio' : hired.name,
          vehicle_model: own ? '' : hired.model,
          vehicle_plate: own ? '' : hired.plate,
          cancelled: 0,
          created_at: now,
          updated_at: now,
        });
        store.addEvent(id, 'SEARCHING_DELIVERY', now);
      });
      writeOrder(row.id, 'SEARCHING_DELIVERY', id, own);
      courier.follow(id);
      return {
        ok: true as const,
        data: {
          id,
          id_pedido: String(row.id),
          status: 'SEARCHING_DELIVERY' as const,
          code: input.code ?? null,
        },
      };
    },
    /** `{id}` of v2/delivery/{id}/cancel: the delivery id, or the order id. */
    cancel(establishmentId: number, idParam: string): { found: false } | { found: true; message: string } {
      let delivery = store.delivery(idParam);
      if (delivery && delivery.establishment_id !== establishmentId) delivery = undefined;
      if (!delivery && /^\d{1,12}$/.test(idParam)) {
        const row = orderRow(Number(idParam), establishmentId);
        delivery = row ? (current(row) ?? store.latestOfOrder(row.id)) : undefined;
      }
      if (!delivery) return { found: false };
      if (delivery.cancelled) return { found: true, message: CANCEL_RESULTS.alreadyCancelled };
      if (nextCancelRefused || !CANCELLABLE.has(delivery.status)) {
        nextCancelRefused = false;
        return { found: true, message: CANCEL_RESULTS.collected };
      }
      cancelDelivery(delivery);
      return { found: true, message: CANCEL_RESULTS.cancelled };
    },
    /** The status list of an order of the store, or null when the order is not the store's. */
    statusList(establishmentId: number, orderId: number): StatusEntry[] | null {
      const row = orderRow(orderId, establishmentId);
      return row ? entries(current(row)) : null;
    },
    advance(orderId: number, target?: DeliveryStep): DeliveryStep | string {
      const row = orderRow(orderId);
      const d = row ? current(row) : undefined;
      if (!d || !ACTIVE.has(d.status)) return 'O pedido não tem entrega em andamento.';
      const next = target ?? (DELIVERY_STEPS[DELIVERY_STEPS.indexOf(d.status) + 1] as DeliveryStep);
      if (DELIVERY_STEPS.indexOf(next) <= DELIVERY_STEPS.indexOf(d.status)) {
        return `A entrega já está em ${d.status}.`;
      }
      const done = advanceTo(d, next);
      if (done === 'FINISHED') courier.forget(d.id);
      else courier.follow(d.id);
      return done;
    },
    providerCancel(orderId: number): boolean {
      const row = orderRow(orderId);
      const d = row ? current(row) : undefined;
      if (!d || !ACTIVE.has(d.status)) return false;
      cancelDelivery(d);
      return true;
    },
    failNextRequest(message: string) {
      nextRequestFailure = message;
    },
    refuseNextCancel() {
      nextCancelRefused = true;
    },
    resetFaults() {
      nextRequestFailure = null;
      nextCancelRefused = false;
    },
    stop: () => courier.stop(),
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
