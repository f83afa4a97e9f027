/**
 * SQL of the status changes the platform applied, one row per change in the order they happened,
 * and of every status-change request the store's API calls made (applied or not).
 * The progress entries (andamentos) carry only a label and a minute, and seeded orders get made-up
 * ones; this log is what tests count to prove an action queued offline reached the platform exactly
 * once (issue 19 §4). Merged into the main repo by db/repo.ts.
 */
import type { LabelValue } from '../../shared/api/platform-v1';
import type { Db } from '../db/migrations';

export interface StatusChangeRecord {
  status: string;
  /** The status before the change. */
  from: string;
  /** ISO time of the sandbox clock. */
  at: string;
  obs: string;
  /** The cancel reason (PC), '' otherwise. */
  motivo: string;
  origem: 'loja' | 'cliente';
}

/**
 * One status change the store asked for through the API, as it reached the route: a repeat of the
 * current status (which the platform answers as done and applies nothing) and a refused one count too.
 */
export interface StatusRequestRecord {
  status: string;
  /** ISO time of the sandbox clock. */
  at: string;
}

/** The answer of GET /control/orders/{id}/history. */
export interface OrderHistory {
  ok: true;
  id_pedido: string;
  /** The order's status now. */
  status: string;
  changes: StatusChangeRecord[];
  /**
   * Every status-change request the store's API calls made, in order. A desk that sent an action
   * twice shows two here even though the second one changed nothing: exactly-once counts these.
   */
  requests: StatusRequestRecord[];
  /** The progress entries as the API shows them. */
  andamentos: LabelValue[];
}

export function createOrderHistoryRepo(db: Db) {
  const s = {
    insert:
      db.prepare(`INSERT INTO order_status_changes (order_id, status, from_status, at, obs, motivo, origem)
      VALUES (@orderId, @status, @from, @at, @obs, @motivo, @origem)`),
    list: db.prepare(
      'SELECT status, from_status AS "from", at, obs, motivo, origem FROM order_status_changes WHERE order_id = ? ORDER BY id',
    ),
    insertRequest: db.prepare(
      'INSERT INTO order_status_requests (order_id, status, at) VALUES (@orderId, @status, @at)',
    ),
    listRequests: db.prepare('SELECT status, at FROM order_status_requests WHERE order_id = ? ORDER BY id'),
  };
  return {
    recordStatusChange: (orderId: number, change: StatusChangeRecord) =>
      void s.insert.run({ orderId, ...change }),
    statusChanges: (orderId: number) => s.list.all(orderId) as StatusChangeRecord[],
    recordStatusRequest: (orderId: number, request: StatusRequestRecord) =>
      void s.insertRequest.run({ orderId, ...request }),
    statusRequests: (orderId: number) => s.listRequests.all(orderId) as StatusRequestRecord[],
  };
}
