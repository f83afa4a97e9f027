import { describe, expect, it } from 'vitest';
import type { OnlineTransactionsResponse, PayoutBatchesResponse } from '../../../shared/api/reports';
import { LEGACY_BAD_DATE, LEGACY_END_BEFORE_START } from '../../../sandbox/reports/legacy-online';
import { useSandbox } from './helpers';

describe('sandbox pre-cutoff online payments (getReportTransactions, getReportBatch)', () => {
  const sb = useSandbox();
  const tx = (form: Record<string, string>) =>
    sb.call<OnlineTransactionsResponse>('/api/v1/pagamentoonline/getReportTransactions', {
      hash: sb.hash,
      form,
    });
  const batch = (form: Record<string, string>) =>
    sb.call<PayoutBatchesResponse>('/api/v1/pagamentoonline/getReportBatch', { hash: sb.hash, form });

  it('transactions of a range before 19/02/2025; none after it; refusals', async () => {
    const jan = (await tx({ data_inicio: '2025-01-01', data_final: '2025-01-31' })).body;
    expect(jan.status).toBe(true);
    expect(jan.report.length).toBeGreaterThan(30);
    for (const t of jan.report) {
      expect(t.transactionDate.startsWith('2025-01')).toBe(true);
      expect(t.finalEstablishment).toBeLessThan(t.orderAmountTotal);
    }
    const last = (await tx({ data_inicio: '2025-02-17', data_final: '2025-02-18' })).body.report;
    expect(last.every((t) => t.status === 'AGUARDANDO LOTE')).toBe(true);
    expect((await tx({ data_inicio: '2025-03-01', data_final: '2025-03-31' })).body).toEqual({
      status: true,
      mensagem: '',
      report: [],
    });
    expect((await tx({ data_inicio: 'x', data_final: '2025-03-31' })).body).toMatchObject({
      status: false,
      erro: LEGACY_BAD_DATE,
    });
    expect((await tx({ data_inicio: '2025-02-02', data_final: '2025-02-01' })).body).toMatchObject({
      status: false,
      erro: LEGACY_END_BEFORE_START,
    });
  });

  it('batches: 100 a page with the count, newest first, filtered by payment date', async () => {
    const p1 = (await batch({ limit: '100', page: '1', paymentData: '' })).body.report;
    expect(p1.entities).toHaveLength(100);
    expect(p1.count).toBeGreaterThan(300);
    const p4 = (await batch({ limit: '100', page: '4', paymentData: '' })).body.report;
    expect(p4.entities.length).toBe(p1.count - 300);
    expect(p1.entities[0]?.status).toBe('PENDENTE');
    const paid = p1.entities.find((b) => b.finished_at);
    const day = paid?.finished_at?.slice(0, 10) ?? '';
    const one = (await batch({ limit: '100', page: '1', paymentData: day })).body.report;
    expect(one.count).toBe(1);
    expect(one.entities[0]?.id).toBe(paid?.id);
    expect((await batch({ paymentData: '18/02/2025' })).body).toMatchObject({
      status: false,
      erro: LEGACY_BAD_DATE,
    });
  });
});
