/**
 * Order transactions grouped by order (spec 03 §2.11, §2.12): one row per order_hash with the
 * sums of its transactions, and the footer totals. Cents in, cents out.
 */

export interface TransactionInput {
  order_hash: string;
  order_id: string;
  order_created_at: string;
  created_at: string;
  payment_type: string;
  subtotal_value: number;
  delivery_value: number;
  total_value: number;
  online_payment_value: number;
  commission_value: number;
  nett_value: number;
}

export interface OrderGroup {
  hash: string;
  orderId: string;
  orderCreatedAt: string;
  paymentTypes: string[];
  subtotal: number;
  delivery: number;
  total: number;
  online: number;
  commission: number;
  nett: number;
  count: number;
}

const PAYMENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  online: 'Pagamento online',
  cash: 'Dinheiro',
  card: 'Cartão na entrega',
  fine: 'Multa',
};

function paymentTypeName(type: string): string {
  return Object.hasOwn(PAYMENT_TYPE_NAMES, type) ? (PAYMENT_TYPE_NAMES[type] as string) : type || '—';
}

/** Each sum a group keeps, with the transaction field it adds up. */
const SUMMED = [
  ['subtotal', 'subtotal_value'],
  ['delivery', 'delivery_value'],
  ['total', 'total_value'],
  ['online', 'online_payment_value'],
  ['commission', 'commission_value'],
  ['nett', 'nett_value'],
] as const;

/** Groups in first-seen order (the server's order: newest first). */
export function groupByOrder(rows: readonly TransactionInput[]): OrderGroup[] {
  const byHash = new Map<string, OrderGroup>();
  for (const t of rows) {
    const key = t.order_hash || `#${t.order_id}`;
    let g = byHash.get(key);
    if (!g) {
      g = {
        hash: t.order_hash,
        orderId: t.order_id,
        orderCreatedAt: t.order_created_at,
        paymentTypes: [],
        subtotal: 0,
        delivery: 0,
        total: 0,
        online: 0,
        commission: 0,
        nett: 0,
        count: 0,
      };
      byHash.set(key, g);
    }
    const name = paymentTypeName(t.payment_type);
    if (!g.paymentTypes.includes(name)) g.paymentTypes.push(name);
    for (const [sum, field] of SUMMED) g[sum] += t[field];
    g.count += 1;
  }
  return [...byHash.values()];
}

export type GroupTotals = Pick<
  OrderGroup,
  'subtotal' | 'delivery' | 'total' | 'online' | 'commission' | 'nett'
>;

export function totalsOf(groups: readonly OrderGroup[]): GroupTotals {
  const t: GroupTotals = { subtotal: 0, delivery: 0, total: 0, online: 0, commission: 0, nett: 0 };
  for (const g of groups) {
    for (const [sum] of SUMMED) t[sum] += g[sum];
  }
  return t;
}
