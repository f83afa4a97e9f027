// Spec 03 §7: the financial overview's two generations and settlement-periods/{id}, chosen by
// configuration or by the platform's answer (404/501 = no such call); §9: the first generation's
// transactions grouped 10 per page on the desk.
import { describe, expect, it } from 'vitest';
import {
  fetchGroupedPage,
  fetchPeriods,
  fetchSettlement,
  fetchSummary,
} from '../../../renderer/src/features/finance/financeApi';
import { eitherCall, isCallAbsent, CallAbsent } from '../../../renderer/src/api/platformCalls';
import { fakeApi, json, makeServices } from './helpers';

const SECOND = { data: [{ id: 202611, starts_at: '2026-11-01', ends_at: '2026-11-30' }] };
const FIRST = { financial_periods: [{ id: 202610, start_at: '2026-10-01', end_at: '2026-10-31' }] };

function setup(routes: Record<string, unknown>) {
  const fake = fakeApi(routes);
  const { api } = makeServices({ fetch: fake.fetch });
  const asked = () => fake.calls.map((c) => `${c.method} ${c.route}`);
  return { api, asked };
}

describe('financial overview generations (03 §7)', () => {
  it("'auto' uses the second generation where the platform has it, and asks nothing else", async () => {
    const { api, asked } = setup({
      'GET finance financial-periods': SECOND,
      'GET finance finance/financial-periods': FIRST,
    });
    const got = await fetchPeriods(api, 'auto');
    expect(got.generation).toBe('second');
    expect(got.periods.map((p) => p.id)).toEqual(['202611']);
    expect(asked()).toEqual(['GET finance financial-periods']);
  });

  it("'auto' falls back to the first generation on 404 or 501, and remembers it for this client", async () => {
    for (const status of [404, 501]) {
      const { api, asked } = setup({
        'GET finance financial-periods': () => json({ message: 'Não encontrado.' }, status),
        'GET finance finance/financial-periods': FIRST,
      });
      const got = await fetchPeriods(api, 'auto');
      expect(got).toMatchObject({ generation: 'first', periods: [{ id: '202610', endsAt: '2026-10-31' }] });
      await fetchPeriods(api, 'auto');
      expect(asked()).toEqual([
        'GET finance financial-periods',
        'GET finance finance/financial-periods',
        'GET finance finance/financial-periods',
      ]);
    }
  });

  it('a failing second generation (500) is the answer: the first is not asked', async () => {
    const { api, asked } = setup({
      'GET finance financial-periods': () => json({ message: 'Erro interno.' }, 500),
      'GET finance finance/financial-periods': FIRST,
    });
    await expect(fetchPeriods(api, 'auto')).rejects.toMatchObject({ status: 500 });
    expect(asked()).not.toContain('GET finance finance/financial-periods');
  });

  it('configured, the desk asks only the named generation', async () => {
    const first = setup({
      'GET finance financial-periods': SECOND,
      'GET finance finance/financial-periods': FIRST,
    });
    expect((await fetchPeriods(first.api, 'first')).generation).toBe('first');
    expect(first.asked()).toEqual(['GET finance finance/financial-periods']);
    const second = setup({ 'GET finance finance/financial-periods': FIRST });
    await expect(fetchPeriods(second.api, 'second')).rejects.toMatchObject({ status: 404 });
    expect(second.asked()).toEqual(['GET finance financial-periods']);
  });

  it('the summary comes from the generation the periods came from', async () => {
    const { api, asked } = setup({
      'GET finance finance/financial-periods/202610': { financial_period_summary: { total_value: 1234 } },
      'GET finance financial-periods/202611': { total_value: 999 },
    });
    expect((await fetchSummary(api, 'first', '202610')).total_value).toBe(1234);
    expect((await fetchSummary(api, 'second', '202611')).total_value).toBe(999);
    expect(asked()).toEqual([
      'GET finance finance/financial-periods/202610',
      'GET finance financial-periods/202611',
    ]);
  });

  it('first generation: every transaction of the period, grouped by order 10 a page, the range kept on the desk', async () => {
    // 12 orders, two transactions each, one a day from 2026-10-01.
    const rows = Array.from({ length: 12 }, (_, i) => {
      const day = `2026-10-${String(i + 1).padStart(2, '0')} 12:00:00`;
      const t = { order_hash: `H${i + 1}`, order_id: i + 1, created_at: day, order_created_at: day };
      return [
        { ...t, total_value: 1000, payment_type: 'online' },
        { ...t, total_value: 500, payment_type: 'fine' },
      ];
    }).flat();
    const { api, asked } = setup({ 'GET finance finance/order-transactions': { order_transactions: rows } });
    const q = { page: 1, perPage: 15, financialPeriodId: '202610' };
    const page1 = await fetchGroupedPage(api, 'first', q);
    expect(page1).toMatchObject({ total: 12, pageSize: 10 });
    expect(page1.groups.map((g) => g.hash)).toEqual([
      'H1',
      'H2',
      'H3',
      'H4',
      'H5',
      'H6',
      'H7',
      'H8',
      'H9',
      'H10',
    ]);
    expect(page1.groups[0]).toMatchObject({ total: 1500, count: 2 });
    const page2 = await fetchGroupedPage(api, 'first', { ...q, page: 2 });
    expect(page2.groups.map((g) => g.hash)).toEqual(['H11', 'H12']);
    const ranged = await fetchGroupedPage(api, 'first', {
      ...q,
      processedAtStart: '2026-10-03 00:00:00',
      processedAtEnd: '2026-10-04 23:59:59',
    });
    expect(ranged.groups.map((g) => g.hash)).toEqual(['H3', 'H4']);
    expect(ranged.total).toBe(2);
    expect(asked().every((c) => c === 'GET finance finance/order-transactions')).toBe(true);
  });

  it('settlement-periods/{id}: its own totals, null where the platform has no such call', async () => {
    const row = { id: 7, settlement_date: '2026-11-10', merchant_split_value: 4321 };
    const has = setup({ 'GET finance settlement-periods/7': row });
    expect(await fetchSettlement(has.api, '7')).toMatchObject({ id: '7', merchant_split_value: 4321 });
    const lacks = setup({});
    expect(await fetchSettlement(lacks.api, '7')).toBeNull();
    const fails = setup({ 'GET finance settlement-periods/7': () => json({ message: 'x' }, 500) });
    await expect(fetchSettlement(fails.api, '7')).rejects.toMatchObject({ status: 500 });
  });
});

describe('eitherCall', () => {
  it('a configured absence is an absence; a refusal of another kind is not', async () => {
    expect(isCallAbsent(new CallAbsent('pagamentoonline/extrato'))).toBe(true);
    expect(isCallAbsent(new Error('x'))).toBe(false);
    const { api } = setup({});
    const order: string[] = [];
    const got = await eitherCall(
      api,
      'x',
      'fallback',
      async () => {
        order.push('preferred');
        return 1;
      },
      async () => {
        order.push('fallback');
        return 2;
      },
    );
    expect(got).toBe(2);
    expect(order).toEqual(['fallback']);
  });
});
