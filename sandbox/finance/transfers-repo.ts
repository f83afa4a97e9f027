/**
 * The transfers already made out of a store's wallet (finance_transfers, migration 12). Apart from
 * `transfer.ts` because the balances in `sales.ts` subtract them and the transfer call checks
 * those balances: one file for both made sales and transfer import each other.
 */
import type { Db } from '../db/migrations';

export interface TransferRow {
  id: number;
  establishment_id: number;
  account_id: number;
  value_cents: number;
  identification: string;
  created_at: number;
}

function ensureTransfersTable(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS finance_transfers (
    id INTEGER PRIMARY KEY AUTOINCREMENT, establishment_id INTEGER NOT NULL, account_id INTEGER NOT NULL,
    value_cents INTEGER NOT NULL CHECK (value_cents > 0), identification TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL)`);
}

export function transfersOf(db: Db, storeId: number): TransferRow[] {
  ensureTransfersTable(db);
  return db
    .prepare('SELECT * FROM finance_transfers WHERE establishment_id = ? ORDER BY id')
    .all(storeId) as TransferRow[];
}
