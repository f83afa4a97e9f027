import { describe, expect, it } from 'vitest';
import {
  periodsSchema,
  settlementsSchema,
  summarySchema,
  transactionsSchema,
} from '../../../shared/api/finance';
import { invoicePageSchema } from '../../../shared/api/platform-json';

describe('finance schemas read both API generations (03 §7)', () => {
  it('periods: data[starts_at] (second) and financial_periods[start_at] (first)', () => {
    const second = periodsSchema.parse({
      data: [{ id: 202611, starts_at: '2026-11-01 00:00:00', ends_at: '2026-11-30 23:59:59' }],
      paginate_metadata: { total: 1 },
    });
    const first = periodsSchema.parse({
      financial_periods: [{ id: '202611', start_at: '2026-11-01 00:00:00', end_at: '2026-11-30 23:59:59' }],
    });
    expect(second).toEqual(first);
    expect(second[0]).toEqual({
      id: '202611',
      startsAt: '2026-11-01 00:00:00',
      endsAt: '2026-11-30 23:59:59',
    });
    expect(periodsSchema.parse({})).toEqual([]);
    expect(periodsSchema.parse({ data: [{ id: 1 }] })[0]).toEqual({ id: '1', startsAt: '', endsAt: '' });
  });

  it('summary: flat or in financial_period_summary; missing values read 0, unreadable ones fail; only http(s) links', () => {
    const body = {
      total_value: '12345',
      commission_value: 1481,
      invoiceUrl: 'javascript:alert(1)',
      bankSlipUrl: 'https://x/b',
    };
    const flat = summarySchema.parse(body);
    expect(summarySchema.parse({ financial_period_summary: body })).toEqual(flat);
    expect(flat).toMatchObject({
      total_value: 12345,
      commission_value: 1481,
      order_count: 0,
      invoiceUrl: null,
      bankSlipUrl: 'https://x/b',
      nfseUrl: null,
    });
    // Never R$ 0,00 for an amount that is there but unreadable: the screen shows its error state.
    expect(summarySchema.safeParse({ total_value: 'abc' }).success).toBe(false);
    expect(summarySchema.parse({ total_value: null }).total_value).toBe(0);
  });

  it('transactions: data + paginate_metadata (second) or order_transactions (first)', () => {
    const t = { order_hash: 'ABC', order_id: 9, total_value: 4500, nett_value: -300 };
    expect(transactionsSchema.parse({ data: [t], paginate_metadata: { total: 31 } }).total).toBe(31);
    const first = transactionsSchema.parse({ order_transactions: [t, t] });
    expect(first.total).toBe(2);
    expect(first.rows[0]).toMatchObject({
      order_hash: 'ABC',
      order_id: '9',
      total_value: 4500,
      nett_value: -300,
      subtotal_value: 0,
    });
  });

  it('settlements and invoice pages', () => {
    const s = settlementsSchema.parse({
      data: [{ id: 3, settlement_date: '2026-11-18', merchant_split_value: 100 }],
      paginate_metadata: { total: 40 },
    });
    expect(s.total).toBe(40);
    expect(s.rows[0]).toMatchObject({
      id: '3',
      settlement_date: '2026-11-18',
      merchant_split_value: 100,
      retained_value: 0,
    });
    const page = invoicePageSchema.parse({
      data: [{ id: 301, balance: -15990, nfs: null }],
      paginate_metadata: { last_page: 'x' },
    });
    expect(page.paginate_metadata.last_page).toBe(1);
    expect(page.data[0]).toMatchObject({ id: '301', balance: -15990, nfs: [], pdf_url: null });
  });
});
