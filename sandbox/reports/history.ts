/**
 * A store's order history for the reports (spec 03 §2.15–2.19). Today's (and any stored) orders
 * come from the orders table; earlier days with no stored order are generated from the store's
 * menu, seeded by store and day, so the same day always has the same orders and a year of
 * history exists without being stored. Each order becomes a report row (03 §3) plus what the
 * charts group by.
 */
import type { Order } from '../../shared/api/platform-v1';
import type { ReportOrderRowPayload } from '../../shared/api/reports';
import {
  DELIVERY_FEE_LABEL,
  DISCOUNT_LABEL,
  paymentCode,
  paymentLine,
  productsValue,
} from '../../shared/reports/live-row';
import type { SandboxContext } from '../context';
import type { OrderRow } from '../db/repo';
import { generateTemplate } from '../orders/generator';
import { BAIRROS } from '../orders/generator-data';
import { buildOrder, presentOrder } from '../orders/service';
import { createRng } from '../rng';
import { addDays, localDay, startOfDay } from '../time';

/** How far back generated history goes. */
export const HISTORY_DAYS = 400;
/** Generated ids start here, far from the stored orders' ids. */
const HISTORY_ID_BASE = 1_000_000;

export interface ReportOrder {
  row: ReportOrderRowPayload;
  /** 'YYYY-MM-DD'. */
  day: string;
  weekday: number;
  bairro: string | null;
  items: { nome: string; quantidade: number }[];
}

const BAIRRO_NAMES = new Map(BAIRROS.map((b) => [b.id, b.nome]));
const round2 = (n: number): number => Math.round(n * 100) / 100;

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Platform commission: 12% of the products on app orders, 8% on the web menu. */
const COMMISSION = { app: 0.12, 'cardapio-web': 0.08 } as const;

function toReportOrder(order: Order): ReportOrder {
  const subtotal = productsValue(order);
  const fee = paymentLine(order, DELIVERY_FEE_LABEL);
  const discount = paymentLine(order, DISCOUNT_LABEL);
  const day = order.data_criacao.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const bairroId = order.pedidoObj.endereco_id_bairro;
  return {
    row: {
      id_pedido: order.id_pedido,
      hash_pedido: order.hash_pedido,
      usuario_nome: order.usuario_nome,
      data_criacao: order.data_criacao,
      valor_pedido: subtotal,
      valor_desconto: discount,
      valor_taxa: fee,
      pagamento: paymentCode(order),
      status: order.status,
      valor_desconto_rest: discount,
      valor_desconto_aiboo: 0,
      valor_total: order.valor_total,
      comissao: round2(subtotal * (COMMISSION[order.app_origin] ?? COMMISSION.app)),
      id_cupom: discount > 0 ? `CUPOM${Math.round(discount)}` : null,
      compraGlobal: order.compraGlobal,
    },
    day,
    weekday: new Date(y, m - 1, d).getDay(),
    bairro: bairroId ? (BAIRRO_NAMES.get(bairroId) ?? null) : null,
    items: order.pedidoObj.itens.map((i) => ({ nome: i.nome, quantidade: i.quantidade })),
  };
}

const cache = new WeakMap<SandboxContext, Map<string, ReportOrder[]>>();

function generatedDay(
  ctx: SandboxContext,
  establishmentId: number,
  date: Date,
  index: number,
): ReportOrder[] {
  const day = localDay(date);
  let perStore = cache.get(ctx);
  if (!perStore) cache.set(ctx, (perStore = new Map()));
  const key = `${establishmentId}:${day}`;
  const hit = perStore.get(key);
  if (hit) return hit;
  const menu = ctx.repo.menu(establishmentId);
  const store = ctx.repo.establishment(establishmentId);
  const rng = createRng(hashSeed(key));
  // Weekends are busier; some days the store is closed.
  const weekend = date.getDay() === 0 || date.getDay() === 5 || date.getDay() === 6;
  const count =
    menu.produtos.length === 0 || rng.chance(0.06) ? 0 : rng.int(weekend ? 7 : 3, weekend ? 14 : 9);
  const orders: ReportOrder[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(date.getFullYear(), date.getMonth(), date.getDate(), rng.int(11, 22), rng.int(0, 59));
    const template = generateTemplate(hashSeed(`${key}:${i}`), menu, { status: 'PD', at });
    const cancelled = rng.chance(0.08);
    if (cancelled) template.motivoCancelamento = 'Cancelado pela loja';
    const order = buildOrder(
      { ...template, status: cancelled ? 'PC' : 'PD' },
      {
        id: HISTORY_ID_BASE + index * 100 + i,
        createdAt: at,
        now: new Date(at.getTime() + 3 * 3600_000),
        establishmentName: store?.nome ?? '',
      },
    );
    orders.push(toReportOrder(order));
  }
  orders.sort((a, b) => a.row.data_criacao.localeCompare(b.row.data_criacao));
  perStore.set(key, orders);
  return orders;
}

/** Every order of the store from `from` to `to` ('YYYY-MM-DD', inclusive), oldest first. */
export function ordersBetween(
  ctx: SandboxContext,
  establishmentId: number,
  from: string,
  to: string,
): ReportOrder[] {
  const stored = ctx.db
    .prepare(
      'SELECT * FROM orders WHERE establishment_id = ? AND day BETWEEN ? AND ? ORDER BY created_at, id',
    )
    .all(establishmentId, from, to) as OrderRow[];
  const now = ctx.now();
  const storedDays = new Set(stored.map((r) => r.day));
  const today = startOfDay(now);
  const first = addDays(today, -HISTORY_DAYS);
  const out: ReportOrder[] = [];
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  let date = new Date(fy, fm - 1, fd);
  if (date < first) date = first;
  const byDay = new Map<string, ReportOrder[]>();
  for (const r of stored) {
    const list = byDay.get(r.day) ?? [];
    list.push(toReportOrder(presentOrder(r, now)));
    byDay.set(r.day, list);
  }
  for (; localDay(date) <= to && date < today; date = addDays(date, 1)) {
    const day = localDay(date);
    if (storedDays.has(day)) continue;
    const index = Math.round((date.getTime() - first.getTime()) / 86_400_000);
    byDay.set(day, generatedDay(ctx, establishmentId, date, index));
  }
  for (const day of [...byDay.keys()].sort()) out.push(...(byDay.get(day) ?? []));
  return out;
}
