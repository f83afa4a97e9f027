import { describe, expect, it } from 'vitest';
import { canRequestReversal, historySummary, reversalState } from '../../../shared/finance/history';

describe('sales-history totals (03 §4: only PD counts)', () => {
  it('counts delivered orders by payment kind', () => {
    const s = historySummary([
      { status: 'PD', valor_total: 50.5, pagamento: '-2' },
      { status: 'PD', valor_total: '20.10', pagamento: -1 },
      { status: 'PD', valor_total: 30, pagamento: '3' },
      { status: 'PD', valor_total: 10, pagamento: -12 },
      { status: 'PC', valor_total: 99, pagamento: -2 },
      { status: 'PE', valor_total: 99, pagamento: -1 },
      { status: 'PD', valor_total: 'x', pagamento: -1 },
    ]);
    expect(s.count).toBe(5);
    expect(s.total).toBe(110.6);
    expect(s.byKind).toEqual([
      { kind: 'Cartão', count: 1, total: 30 },
      { kind: 'Dinheiro', count: 2, total: 20.1 },
      { kind: 'Online', count: 2, total: 60.5 },
    ]);
    expect(historySummary([]).byKind.every((k) => k.count === 0)).toBe(true);
  });
});

describe('fine reversal states (03 §4)', () => {
  it.each([
    [{ fine_reversal_id: null, fine_reversal_is_approved: null }, 'none'],
    [{ fine_reversal_id: '', fine_reversal_is_approved: null }, 'none'],
    [{ fine_reversal_id: '4', fine_reversal_is_approved: null }, 'pending'],
    [{ fine_reversal_id: 4, fine_reversal_is_approved: '1' }, 'approved'],
    [{ fine_reversal_id: '4', fine_reversal_is_approved: '0' }, 'rejected'],
    [{ fine_reversal_id: '4', fine_reversal_is_approved: 0 }, 'rejected'],
  ])('%j → %s', (o, state) => {
    expect(reversalState(o)).toBe(state);
  });

  it('only refused orders without a request can ask', () => {
    expect(canRequestReversal({ status: 'PC', fine_reversal_id: null })).toBe(true);
    expect(canRequestReversal({ status: 'PC', fine_reversal_id: '3' })).toBe(false);
    expect(canRequestReversal({ status: 'PD', fine_reversal_id: null })).toBe(false);
  });
});
