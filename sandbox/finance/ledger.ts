/**
 * The store's sales ledger, the one source every finance call derives from (spec 03 §2.10–2.13):
 * the orders in the orders table (today's desk) plus a deterministic history of past days
 * (default 120 days, `POST /control/finance/history {days}` for longer, e.g. two years for the
 * benchmark). Money in cents. Same store, same days → same sales on every machine.
 */
import type { SandboxContext } from '../context';
import type { Db } from '../db/migrations';
import { createRng } from '../rng';
import { addDays, localDay, startOfDay } from '../time';

export type SaleStatus = 'PD' | 'PC' | 'PE' | 'PA';

export interface Sale {
  id: number;
  hash: string;
  createdAt: Date;
  customer: string;
  status: SaleStatus | string;
  subtotal: number;
  discount: number;
  delivery: number;
  /** Payment code (spec 03 §4): -2/-10/-11/-12 online, -1 cash, other card on delivery. */
  payment: number;
}

const COMMISSION_RATE = 0.12;
const ONLINE_TAX_RATE = 0.0349;
/** A refused order costs the store this share of its subtotal (the fine a reversal can undo). */
const FINE_RATE = 0.1;
const DEFAULT_HISTORY_DAYS = 120;

const CUSTOMERS = [
  'Mariana Alves',
  'João Pedro Santos',
  'Fernanda Lima',
  'Rafael Oliveira',
  'Beatriz Costa',
  'Lucas Martins',
  'Camila Rocha',
  'Gustavo Ferreira',
  'Larissa Gomes',
  'Thiago Ribeiro',
  'Juliana Carvalho',
  'Felipe Araújo',
];
const ONLINE_CODES = [-2, -10, -11, -12] as const;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const total = (s: Sale): number => s.subtotal + s.delivery - s.discount;
export const isOnline = (s: Sale): boolean => (ONLINE_CODES as readonly number[]).includes(s.payment);
export const commissionOf = (s: Sale): number => Math.round(s.subtotal * COMMISSION_RATE);
export const onlineTaxOf = (s: Sale): number => (isOnline(s) ? Math.round(total(s) * ONLINE_TAX_RATE) : 0);
export const fineOf = (s: Sale): number => (s.status === 'PC' ? Math.round(s.subtotal * FINE_RATE) : 0);

function hashOf(seed: number): string {
  const rng = createRng(seed);
  let out = '';
  for (let i = 0; i < 6; i++) out += ALPHABET[rng.int(0, ALPHABET.length - 1)];
  return out;
}

/** One past day's sales; every choice comes from (store, day). */
function daySales(storeId: number, day: Date, dayIndex: number): Sale[] {
  const seed = storeId * 1_000_003 + Number(localDay(day).replace(/-/g, ''));
  const rng = createRng(seed);
  const weekend = day.getDay() === 0 || day.getDay() >= 5;
  const count = rng.int(weekend ? 6 : 3, weekend ? 12 : 8);
  const out: Sale[] = [];
  for (let i = 0; i < count; i++) {
    const minutes = rng.int(11 * 60, 23 * 60 + 30);
    const createdAt = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes, rng.int(0, 59));
    const subtotal = rng.int(28, 140) * 100 + rng.pick([0, 50, 90]);
    const pickup = rng.chance(0.2);
    const status = rng.weighted<SaleStatus>([
      ['PD', 88],
      ['PC', 9],
      ['PE', 2],
      ['PA', 1],
    ]);
    const payment = rng.weighted<number>([
      [-2, 40],
      [-10, 8],
      [-11, 6],
      [-12, 4],
      [-1, 20],
      [3, 12],
      [5, 10],
    ]);
    const id = 900_000 + storeId * 100_000_000 + dayIndex * 100 + i;
    out.push({
      id,
      hash: hashOf(id),
      createdAt,
      customer: rng.pick(CUSTOMERS),
      status,
      subtotal,
      discount: rng.chance(0.12) ? rng.pick([500, 800, 1000]) : 0,
      delivery: pickup ? 0 : rng.pick([500, 600, 700, 850]),
      payment,
    });
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

interface StoredOrder {
  id: number;
  status: string;
  created_at: number;
  data: string;
}

const cents = (reais: unknown): number => (typeof reais === 'number' ? Math.round(reais * 100) : 0);

/** The desk's own orders (today's and simulated ones) as sales. */
function storedSales(db: Db, storeId: number): Sale[] {
  const rows = db
    .prepare('SELECT id, status, created_at, data FROM orders WHERE establishment_id = ?')
    .all(storeId) as StoredOrder[];
  return rows.map((row) => {
    const order = JSON.parse(row.data) as {
      hash_pedido?: string;
      usuario_nome?: string;
      valor_total?: number;
      pedidoObj?: { itens?: { valor_total?: number }[]; forma_pagamento?: string; cobrar_cliente?: boolean };
    };
    const subtotal = (order.pedidoObj?.itens ?? []).reduce((sum, i) => sum + cents(i.valor_total), 0);
    const totalCents = cents(order.valor_total);
    const forma = (order.pedidoObj?.forma_pagamento ?? '').toLowerCase();
    const payment = order.pedidoObj?.cobrar_cliente === false ? -2 : forma.includes('dinheiro') ? -1 : 3;
    return {
      id: row.id,
      hash: order.hash_pedido ?? String(row.id),
      createdAt: new Date(row.created_at),
      customer: order.usuario_nome ?? 'Cliente',
      status: row.status,
      subtotal,
      discount: Math.max(0, subtotal - totalCents),
      delivery: Math.max(0, totalCents - subtotal),
      payment,
    };
  });
}

export interface Ledger {
  /** Every sale of the store, oldest first. */
  sales(storeId: number): Sale[];
  setHistoryDays(days: number): void;
  historyDays(): number;
  clear(): void;
}

function createLedger(db: Db, now: () => Date): Ledger {
  let days = DEFAULT_HISTORY_DAYS;
  const history = new Map<string, Sale[]>();
  return {
    sales(storeId) {
      const today = startOfDay(now());
      const key = `${storeId}:${localDay(today)}:${days}`;
      let past = history.get(key);
      if (!past) {
        past = [];
        for (let i = days; i >= 1; i--) past.push(...daySales(storeId, addDays(today, -i), i));
        history.set(key, past);
      }
      return [
        ...past,
        ...storedSales(db, storeId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
      ];
    },
    setHistoryDays(n) {
      days = Math.max(0, Math.min(1000, Math.floor(n)));
      history.clear();
    },
    historyDays: () => days,
    clear() {
      days = DEFAULT_HISTORY_DAYS;
      history.clear();
    },
  };
}

const ledgers = new WeakMap<SandboxContext, Ledger>();

/** One ledger per sandbox instance, built on first use (every finance call reads the same one). */
export function ledgerOf(ctx: SandboxContext): Ledger {
  let ledger = ledgers.get(ctx);
  if (!ledger) {
    ledger = createLedger(ctx.db, ctx.now);
    ledgers.set(ctx, ledger);
  }
  return ledger;
}
