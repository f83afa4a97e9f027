// Transactions grouped by order (03 §2.11, §2.12): one row per order_hash with its sums, and the
// footer totals.
import { describe, expect, it } from 'vitest';
import { groupByOrder, totalsOf, type TransactionInput } from '../../../shared/finance/transactions';

const tx = (over: Partial<TransactionInput>): TransactionInput => ({
  order_hash: 'h1',
  order_id: '101',
  order_created_at: '2025-03-01 12:00:00',
  created_at: '2025-03-01 12:05:00',
  payment_type: 'online',
  subtotal_value: 1000,
  delivery_value: 500,
  total_value: 1500,
  online_payment_value: 1500,
  commission_value: 150,
  nett_value: 1350,
  ...over,
});

describe('groupByOrder and totalsOf', () => {
  const rows = [
    tx({}),
    tx({
      payment_type: 'fine',
      subtotal_value: -200,
      total_value: -200,
      online_payment_value: 0,
      nett_value: -200,
    }),
    tx({ order_hash: 'h2', order_id: '102', payment_type: 'cash', commission_value: 100, nett_value: -100 }),
  ];

  it('sums each order once, in first-seen order, naming its payment types', () => {
    const groups = groupByOrder(rows);
    expect(groups.map((g) => g.hash)).toEqual(['h1', 'h2']);
    expect(groups[0]).toMatchObject({
      orderId: '101',
      paymentTypes: ['Pagamento online', 'Multa'],
      subtotal: 800,
      delivery: 1000,
      total: 1300,
      online: 1500,
      commission: 300,
      nett: 1150,
      count: 2,
    });
    expect(groups[1]).toMatchObject({ paymentTypes: ['Dinheiro'], commission: 100, nett: -100, count: 1 });
  });

  it('totals the groups for the footer', () => {
    expect(totalsOf(groupByOrder(rows))).toEqual({
      subtotal: 1800,
      delivery: 1500,
      total: 2800,
      online: 3000,
      commission: 400,
      nett: 1050,
    });
  });
});
