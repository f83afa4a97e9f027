import { describe, expect, it } from 'vitest';
import type {
  FinancialPeriod,
  OrderTransaction,
  Paginated,
  PeriodSummary,
  SettlementPeriod,
} from '../../../shared/api/finance';
import type { LegacyInvoicesResponse } from '../../../shared/api/platform-v1';
import { useSandbox } from './helpers';

describe('sandbox finance (derived from the sales ledger)', () => {
  const sb = useSandbox();
  const get = <T>(path: string) => sb.call<T>(`/api/finance/${path}`, { hash: sb.hash });

  it('lists monthly periods, newest first, in both generations', async () => {
    const res = await get<Paginated<FinancialPeriod>>('financial-periods?per_page=5000&page=1');
    expect(res.status).toBe(200);
    const periods = res.body.data;
    expect(periods.length).toBeGreaterThanOrEqual(4);
    expect(res.body.paginate_metadata.total).toBe(periods.length);
    const now = new Date();
    const id = now.getFullYear() * 100 + now.getMonth() + 1;
    expect(periods[0]?.id).toBe(id);
    expect(periods[0]?.starts_at).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    const v1 = await get<{ financial_periods: { id: number; start_at: string; end_at: string }[] }>(
      'finance/financial-periods',
    );
    expect(v1.body.financial_periods[0]).toEqual({
      id,
      start_at: periods[0]?.starts_at,
      end_at: periods[0]?.ends_at,
    });
  });

  it('a summary is coherent with its transactions (cents)', async () => {
    const periods = (await get<Paginated<FinancialPeriod>>('financial-periods')).body.data;
    const previous = periods[1] as FinancialPeriod;
    const s = (await get<PeriodSummary>(`financial-periods/${previous.id}`)).body;
    const tx = (
      await get<Paginated<OrderTransaction>>(
        `order-transactions?per_page=5000&page=1&financial_period_id=${previous.id}`,
      )
    ).body.data;
    const sales = tx.filter((t) => t.payment_type !== 'fine');
    expect(s.order_count).toBe(sales.length);
    expect(s.total_value).toBe(sales.reduce((a, t) => a + t.total_value, 0));
    expect(s.commission_value).toBe(sales.reduce((a, t) => a + t.commission_value, 0));
    expect(s.online_payment_value).toBe(tx.reduce((a, t) => a + t.online_payment_value, 0));
    expect(s.total_value).toBe(s.total_online_payment_value + s.total_offline_payment_value);
    expect(s.fine_value).toBe(
      -tx.filter((t) => t.payment_type === 'fine').reduce((a, t) => a + t.nett_value, 0),
    );
    expect(Number.isInteger(s.total_value) && s.total_value > 0).toBe(true);
    expect(s.nfseUrl).toBeNull();
    // The previous month has an overdue invoice (seed), so its links are there.
    expect(s.invoiceUrl).toMatch(/fatura=fat-301-bn$/);
    expect(s.bankSlipUrl).toMatch(/boleto=fat-301-bn$/);
    const v1 = await get<{ financial_period_summary: PeriodSummary }>(
      `finance/financial-periods/${previous.id}`,
    );
    expect(v1.body.financial_period_summary).toEqual(s);
  });

  it('filters transactions by processing date and pages them', async () => {
    const periods = (await get<Paginated<FinancialPeriod>>('financial-periods')).body.data;
    const p = periods[1] as FinancialPeriod;
    const day = p.starts_at.slice(0, 8) + '10';
    const res = await get<Paginated<OrderTransaction>>(
      `order-transactions?per_page=15&page=1&financial_period_id=${p.id}&processed_at_start=${encodeURIComponent(`${day} 00:00:00`)}&processed_at_end=${encodeURIComponent(`${day} 23:59:59`)}`,
    );
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const t of res.body.data) expect(t.created_at.slice(0, 10)).toBe(day);
    const bad = await get('order-transactions?processed_at_start=ontem');
    expect(bad.status).toBe(422);
    expect((await get('financial-periods/190001')).status).toBe(404);
  });

  it('weekly settlements: net = online − tax − commission − retained; their orders add up', async () => {
    const res = await get<Paginated<SettlementPeriod>>('settlement-periods?per_page=100&page=1');
    const list = res.body.data;
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const s of list) {
      expect(s.settlement_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.merchant_split_value).toBe(
        s.online_payment_value - s.online_payment_tax_value - s.commission_value - s.retained_value,
      );
    }
    const first = list[0] as SettlementPeriod;
    const tx = (
      await get<Paginated<OrderTransaction>>(
        `order-transactions?per_page=6000&page=1&settlement_period_id=${first.id}`,
      )
    ).body.data;
    expect(tx.reduce((a, t) => a + t.online_payment_value, 0)).toBe(first.online_payment_value);
    expect(tx.reduce((a, t) => a + t.commission_value, 0)).toBe(first.commission_value);
    expect((await get<SettlementPeriod>(`settlement-periods/${first.id}`)).body).toEqual(first);
  });

  it('history length is a control lever (two years for the benchmark)', async () => {
    expect((await sb.control('finance/history', { days: 730 })).status).toBe(200);
    const periods = (await get<Paginated<FinancialPeriod>>('financial-periods?per_page=5000')).body.data;
    expect(periods.length).toBeGreaterThanOrEqual(24);
    expect((await sb.control('finance/history', { days: -1 })).status).toBe(400);
    await sb.control('finance/history', { days: 120 });
  });

  it('legacy invoices carry the spec status codes', async () => {
    const res = await sb.call<LegacyInvoicesResponse>('/api/v1/faturas/listar', { hash: sb.hash });
    expect(res.body.faturas.map((f) => f.status)).toEqual(['PG', 'FA', 'IS']);
  });
});

describe('sandbox sales history and fine reversals', () => {
  const sb = useSandbox();
  interface HistoryOrder {
    id_pedido: string;
    hash_pedido: string;
    status: string;
    data_criacao: string;
    pagamento: string;
    fine_reversal_id: string | null;
    fine_reversal_is_approved: '0' | '1' | null;
  }
  const history = (form: Record<string, string>) =>
    sb.call<{ status: boolean; erro: string; retorno: HistoryOrder[] }>(
      '/api/v1/pagamentoonline/gerahistorico',
      {
        hash: sb.hash,
        form,
      },
    );
  const reverse = (body: unknown) =>
    sb.call<{ message: string }>('/api/finance/finance/reversal-fine', { hash: sb.hash, json: body });

  it('filters by period (0, 7, 30, 60, 90, PP) and refuses bad ranges with status false', async () => {
    const d30 = (await history({ periodo: '30' })).body;
    const d7 = (await history({ periodo: '7' })).body;
    expect(d30.status).toBe(true);
    expect(d30.retorno.length).toBeGreaterThan(d7.retorno.length);
    const days = new Set(d7.retorno.map((o) => o.data_criacao.slice(0, 10)));
    expect(days.size).toBeLessThanOrEqual(7);
    const bad = (await history({ periodo: 'PP', data_inicio: '10/10/2026', data_final: '01/10/2026' })).body;
    expect(bad).toMatchObject({ status: false, erro: 'A data final não pode ser anterior à data inicial.' });
    expect((await history({ periodo: '15' })).body.status).toBe(false);
  });

  it('a refused order: request → pending → approved by the control API; one request per order', async () => {
    const refused = (await history({ periodo: '30' })).body.retorno.find(
      (o) => o.status === 'PC',
    ) as HistoryOrder;
    const delivered = (await history({ periodo: '30' })).body.retorno.find(
      (o) => o.status === 'PD',
    ) as HistoryOrder;
    expect(refused.fine_reversal_id).toBeNull();
    expect((await reverse({ description: 'curto', order_id: refused.id_pedido })).status).toBe(422);
    const text = 'O cliente cancelou por telefone antes do preparo.';
    expect((await reverse({ description: text, order_id: delivered.id_pedido })).status).toBe(422);
    const ok = await reverse({
      description: text,
      order_id: refused.id_pedido,
      order_hash: refused.hash_pedido,
    });
    expect(ok.status).toBe(201);
    expect((await reverse({ description: text, order_id: refused.id_pedido })).status).toBe(409);
    const pending = (await history({ periodo: '30' })).body.retorno.find(
      (o) => o.id_pedido === refused.id_pedido,
    );
    expect(pending?.fine_reversal_id).not.toBeNull();
    expect(pending?.fine_reversal_is_approved).toBeNull();
    await sb.control('finance/fine-reversal', { order_id: refused.id_pedido, approved: true });
    const approved = (await history({ periodo: '30' })).body.retorno.find(
      (o) => o.id_pedido === refused.id_pedido,
    );
    expect(approved?.fine_reversal_is_approved).toBe('1');
  });
});
