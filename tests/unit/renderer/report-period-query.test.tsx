import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LegacyResult } from '../../../renderer/src/api/http';
import { ServicesProvider, type Services } from '../../../renderer/src/services/services';
import { usePeriodQuery, useRangeQuery, type IsoRange } from '../../../renderer/src/report-kit/useRangeQuery';
import { refusedRange } from '../../../renderer/src/features/reports/useReport';
import type { PeriodValue } from '../../../shared/reports/dates';
import { END_BEFORE_START, INVALID_DATE } from '../../../shared/reports/dates';

const services = { api: {} } as unknown as Services;
const wrapper = ({ children }: { children: ReactNode }) => (
  <ServicesProvider value={services}>{children}</ServicesProvider>
);

type Call = {
  period: PeriodValue;
  dates: IsoRange | null;
  signal: AbortSignal;
  answer(r: LegacyResult<string>): void;
};

/** A fetch whose answers the test gives, one call at a time. */
function deferredFetch() {
  const calls: Call[] = [];
  const fetch = vi.fn(
    (_api: unknown, period: PeriodValue, dates: IsoRange | null, signal: AbortSignal) =>
      new Promise<LegacyResult<string>>((answer) => calls.push({ period, dates, signal, answer })),
  );
  return { calls, fetch };
}

const RANGE = { start: '01/02/2025', end: '10/02/2025' };

describe('usePeriodQuery (Avaliações, Gráficos: 03 §5, §8, §9)', () => {
  it('a preset period calls without dates; Personalizado checks the range and calls with ISO days', async () => {
    const { calls, fetch } = deferredFetch();
    const { result } = renderHook(
      () => usePeriodQuery<string>({ period: '30', range: RANGE }, { fetch, onRefused: vi.fn() }),
      { wrapper },
    );
    await act(() => {
      void result.current.load('7', { start: 'xx', end: '' });
    });
    expect(calls[0]).toMatchObject({ period: '7', dates: null });
    expect(result.current.errors).toEqual({});

    await act(() => result.current.load('PP', { start: '10/02/2025', end: '01/02/2025' }));
    expect(result.current.errors).toEqual({ end: END_BEFORE_START });
    await act(() => result.current.load('PP', { start: '31/02/2025', end: '01/03/2025' }));
    expect(result.current.errors).toEqual({ start: INVALID_DATE });
    expect(calls).toHaveLength(1);

    await act(() => {
      void result.current.load('PP', RANGE);
    });
    expect(result.current.errors).toEqual({});
    expect(calls[1]).toMatchObject({ period: 'PP', dates: { startIso: '2025-02-01', endIso: '2025-02-10' } });
    // The request it replaced is aborted and its late answer ignored.
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.answer({ ok: true, data: 'stale' }));
    expect(result.current.state.status).toBe('loading');
    await act(async () => calls[1]?.answer({ ok: true, data: 'fresh' }));
    expect(result.current.state).toMatchObject({ status: 'ready', data: 'fresh', range: RANGE });
    expect(result.current.data).toBe('fresh');
  });

  it('keeps the last data while reloading; a refusal says it and leaves failedData; reload repeats the last call', async () => {
    const { calls, fetch } = deferredFetch();
    const onRefused = vi.fn();
    const { result } = renderHook(
      () => usePeriodQuery<string>({ period: '0', range: RANGE }, { fetch, onRefused, failedData: 'zero' }),
      { wrapper },
    );
    expect(result.current.data).toBeNull();
    await act(() => {
      void result.current.load('60', RANGE);
    });
    await act(async () => calls[0]?.answer({ ok: true, data: 'list' }));
    await act(() => {
      void result.current.reload();
    });
    expect(calls[1]?.period).toBe('60');
    expect(result.current.state.status).toBe('loading');
    expect(result.current.data).toBe('list');
    await act(async () => calls[1]?.answer({ ok: false, message: 'Avaliações indisponíveis.' }));
    expect(onRefused).toHaveBeenCalledWith('Avaliações indisponíveis.');
    expect(result.current.state.status).toBe('failed');
    expect(result.current.data).toBe('zero');
  });

  it('submit loads the period and range as typed', async () => {
    const { calls, fetch } = deferredFetch();
    const { result } = renderHook(
      () => usePeriodQuery<string>({ period: '30', range: RANGE }, { fetch, onRefused: vi.fn() }),
      { wrapper },
    );
    act(() => result.current.setPeriod('90'));
    const preventDefault = vi.fn();
    act(() => result.current.submit({ preventDefault } as never));
    expect(preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(calls[0]?.period).toBe('90'));
  });
});

describe('useRangeQuery (Relatório, Painel, Pagamento online/Relatório)', () => {
  it('checks the range, calls with ISO days, and a refusal can reset the range', async () => {
    const fetch = vi.fn(async () => ({ ok: false as const, message: 'Não.' }));
    const onRefused = vi.fn((_m: string, reset: (r: typeof RANGE) => void) =>
      reset({ start: '01/01/2025', end: '02/01/2025' }),
    );
    const { result } = renderHook(() => useRangeQuery<string>(RANGE, { fetch, onRefused }), { wrapper });
    await act(() => result.current.load({ start: '', end: '01/01/2025' }));
    expect(result.current.errors).toEqual({ start: INVALID_DATE });
    expect(fetch).not.toHaveBeenCalled();
    await act(() => result.current.load(RANGE));
    expect(fetch).toHaveBeenCalledWith(services.api, '2025-02-01', '2025-02-10', expect.any(AbortSignal));
    expect(result.current.state.status).toBe('failed');
    expect(result.current.range).toEqual({ start: '01/01/2025', end: '02/01/2025' });
  });
});

describe('refusedRange (03 §8: a refused general report shows the range the server returned)', () => {
  const NOW = new Date(2026, 10, 26, 10, 0);
  it.each([
    [
      'the returned range',
      { status: 0, data_inicio: '2026-01-05', data_final: '2026-01-20' },
      { start: '05/01/2026', end: '20/01/2026' },
    ],
    [
      'with times after the day',
      { data_inicio: '2025-12-01 00:00:00', data_final: '2025-12-31 23:59:59' },
      { start: '01/12/2025', end: '31/12/2025' },
    ],
    // Issue 31: the panel's own notation.
    [
      'the returned range as dd/mm/yyyy',
      { status: 0, data_inicio: '05/01/2026', data_final: '20/01/2026' },
      { start: '05/01/2026', end: '20/01/2026' },
    ],
    [
      'dd/mm/yyyy with times, one of each notation',
      { data_inicio: ' 01/12/2025 00:00:00', data_final: '2025-12-31' },
      { start: '01/12/2025', end: '31/12/2025' },
    ],
    [
      'an impossible dd/mm/yyyy: this month so far',
      { data_inicio: '31/02/2026', data_final: '01/03/2026' },
      { start: '01/11/2026', end: '26/11/2026' },
    ],
    ['no range: this month so far', { status: 0, erro: 'x' }, { start: '01/11/2026', end: '26/11/2026' }],
    [
      'half a range: this month so far',
      { data_inicio: '2026-01-05' },
      { start: '01/11/2026', end: '26/11/2026' },
    ],
    [
      'an impossible day: this month so far',
      { data_inicio: '2026-02-31', data_final: '2026-03-01' },
      { start: '01/11/2026', end: '26/11/2026' },
    ],
    ['no body', undefined, { start: '01/11/2026', end: '26/11/2026' }],
  ])('%s', (_name, body, expected) => {
    expect(refusedRange(body, NOW)).toEqual(expected);
  });

  it('the range query hands the refusal body to onRefused', async () => {
    const body = {
      status: 0,
      erro: 'Período muito longo.',
      data_inicio: '2026-01-05',
      data_final: '2026-01-20',
    };
    const fetch = vi.fn(async () => ({ ok: false as const, message: 'Período muito longo.', body }));
    const onRefused = vi.fn((_m: string, reset: (r: typeof RANGE) => void, b: unknown) =>
      reset(refusedRange(b)),
    );
    const { result } = renderHook(() => useRangeQuery<string>(RANGE, { fetch, onRefused }), { wrapper });
    await act(() => result.current.load(RANGE));
    expect(onRefused).toHaveBeenCalledWith('Período muito longo.', expect.any(Function), body);
    expect(result.current.range).toEqual({ start: '05/01/2026', end: '20/01/2026' });
  });
});
