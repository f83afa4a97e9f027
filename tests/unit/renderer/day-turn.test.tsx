// Issue 21 §2 and §3: the desk across midnight and across a sleep, with injected clocks.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LegacyResult } from '../../../renderer/src/api/http';
import { useDayTurn } from '../../../renderer/src/orders-live/useDayTurn';
import type { OrdersSync } from '../../../renderer/src/realtime/ordersSync';
import { createDayTurn, msToNextDay } from '../../../renderer/src/realtime/dayTurn';
import { usePeriodQuery, useRangeQuery, lastDaysRange } from '../../../renderer/src/report-kit/useRangeQuery';
import { ServicesProvider, type Services } from '../../../renderer/src/services/services';
import { useDeskClock, useRelativeDay } from '../../../renderer/src/stores/deskClock';
import { useOrders, withoutEarlierFinished } from '../../../renderer/src/stores/orders';
import { createAlertSound } from '../../../renderer/src/sound/alertSound';
import { createWebWake } from '../../../renderer/src/platform/webWake';
import { startOfLocalDay } from '../../../shared/offline';
import { liveOrder } from './orderFixtures';
import { fakePlatform } from './helpers';

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
};

/** 23:58 local time on 26/11/2026. */
const BEFORE_MIDNIGHT = new Date(2026, 10, 26, 23, 58).getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(BEFORE_MIDNIGHT);
  useDeskClock.setState({ day: '2026-11-26' });
});
afterEach(() => {
  vi.useRealTimers();
  useOrders.getState().reset();
});

describe('day turn', () => {
  it('turns once at local midnight, with one timer and no polling', () => {
    const onTurn = vi.fn();
    const turn = createDayTurn({ onTurn, timers });
    turn.start();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(msToNextDay(Date.now()) - 1);
    expect(onTurn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onTurn).toHaveBeenCalledTimes(1);
    expect(onTurn.mock.calls[0]?.[0]).toBe('2026-11-27');
    vi.advanceTimersByTime(23 * 3_600_000);
    expect(onTurn).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    turn.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['a minute before midnight', new Date(2026, 10, 26, 23, 59, 59, 999), new Date(2026, 10, 26)],
    ['midnight itself', new Date(2026, 10, 27), new Date(2026, 10, 27)],
    ['a month and a year turning', new Date(2027, 0, 1, 0, 0, 1), new Date(2027, 0, 1)],
  ])('startOfLocalDay: %s', (_case, at, midnight) => {
    expect(startOfLocalDay(at.getTime())).toBe(midnight.getTime());
  });

  it('a clock moved past midnight (sleep, time sync) turns on the next check, not days later', () => {
    const onTurn = vi.fn();
    const turn = createDayTurn({ onTurn, timers });
    turn.start();
    vi.setSystemTime(new Date(2026, 10, 28, 7, 0));
    turn.check();
    expect(onTurn).toHaveBeenCalledWith('2026-11-28', Date.now());
    turn.check();
    expect(onTurn).toHaveBeenCalledTimes(1);
  });
});

describe('the live list at midnight', () => {
  const at = (day: number, hh: number) => `2026-11-${day} ${hh}:00:00`;
  it("yesterday's delivered and cancelled leave; pending, in-progress and today's stay", () => {
    const orders = [
      liveOrder({ id_pedido: '1', status: 'PD', data_criacao: at(26, 20) }),
      liveOrder({ id_pedido: '2', status: 'PC', data_criacao: at(26, 21) }),
      liveOrder({ id_pedido: '3', status: 'PP', data_criacao: at(26, 23) }),
      liveOrder({ id_pedido: '4', status: 'PE', data_criacao: at(26, 22) }),
      liveOrder({ id_pedido: '5', status: 'PD', data_criacao: `2026-11-27 00:01:00` }),
    ];
    const store = useOrders.getState();
    store.applyList(orders, store.beginRequest(), BEFORE_MIDNIGHT);
    store.dropEarlierFinished(new Date(2026, 10, 27).getTime());
    expect([...useOrders.getState().entries.keys()].sort()).toEqual(['3', '4', '5']);
    // Nothing to drop: the same state, no re-render.
    expect(withoutEarlierFinished(useOrders.getState(), new Date(2026, 10, 27).getTime())).toBeNull();
  });

  it('useDayTurn: at midnight the list is pruned, the day moves and a reconcile runs; a wake reconciles and counts', async () => {
    const { platform, systemWake } = fakePlatform();
    const services = { platform, api: {} } as unknown as Services;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServicesProvider value={services}>{children}</ServicesProvider>
    );
    const reconcile = vi.fn(async () => undefined);
    const sync = { reconcile } as unknown as OrdersSync;
    const store = useOrders.getState();
    store.applyList(
      [liveOrder({ id_pedido: '9', status: 'PD', data_criacao: '2026-11-26 12:00:00' })],
      store.beginRequest(),
    );
    const { unmount } = renderHook(() => useDayTurn(sync, timers), { wrapper });
    expect(useDeskClock.getState().day).toBe('2026-11-26');
    await act(async () => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect(useDeskClock.getState().day).toBe('2026-11-27');
    expect(useOrders.getState().entries.size).toBe(0);
    expect(reconcile).toHaveBeenCalledWith('day');

    const wakes = useDeskClock.getState().wakes;
    act(() => systemWake.emit({ reason: 'resume', awayMs: 8 * 3_600_000 }));
    expect(reconcile).toHaveBeenLastCalledWith('wake');
    expect(useDeskClock.getState().wakes).toBe(wakes + 1);
    unmount();
    act(() => systemWake.emit({ reason: 'resume', awayMs: 1 }));
    expect(reconcile).toHaveBeenCalledTimes(2);
  });
});

describe('date filters that default to today move with the clock', () => {
  const services = { api: {} } as unknown as Services;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider value={services}>{children}</ServicesProvider>
  );
  const ok = async (..._args: unknown[]): Promise<LegacyResult<string>> => ({ ok: true, data: 'x' });

  it('a default range moves and loads again; a range the user set stays', async () => {
    const fetch = vi.fn(ok);
    const today = (now: Date) => lastDaysRange(30, now);
    const { result } = renderHook(
      () => useRangeQuery<string>(today(new Date()), { fetch, onRefused: vi.fn(), today }),
      { wrapper },
    );
    await act(() => result.current.load(result.current.range));
    expect(fetch).toHaveBeenLastCalledWith(services.api, '2026-10-27', '2026-11-26', expect.anything());
    vi.setSystemTime(new Date(2026, 10, 27, 0, 1));
    await act(async () => useDeskClock.getState().turnDay('2026-11-27'));
    expect(result.current.range).toEqual({ start: '28/10/2026', end: '27/11/2026' });
    expect(fetch).toHaveBeenLastCalledWith(services.api, '2026-10-28', '2026-11-27', expect.anything());

    const mine = { start: '01/11/2026', end: '10/11/2026' };
    await act(async () => result.current.setRange(mine));
    await act(() => result.current.load(mine));
    const calls = fetch.mock.calls.length;
    vi.setSystemTime(new Date(2026, 10, 28, 0, 1));
    await act(async () => useDeskClock.getState().turnDay('2026-11-28'));
    expect(result.current.range).toEqual(mine);
    expect(fetch).toHaveBeenCalledTimes(calls);
  });

  it("a period counted from today ('Últimos 30 dias') is asked again; 'Personalizado' stays", async () => {
    vi.setSystemTime(new Date(2026, 10, 28, 12, 0));
    useDeskClock.getState().turnDay('2026-11-28');
    const fetch = vi.fn(ok);
    const { result } = renderHook(
      () => usePeriodQuery<string>({ period: '30', range: lastDaysRange(30) }, { fetch, onRefused: vi.fn() }),
      { wrapper },
    );
    await act(() => result.current.load('30', result.current.range));
    vi.setSystemTime(new Date(2026, 10, 29, 0, 1));
    await act(async () => useDeskClock.getState().turnDay('2026-11-29'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]).toBe('30');

    await act(() => result.current.load('PP', { start: '01/11/2026', end: '02/11/2026' }));
    vi.setSystemTime(new Date(2026, 10, 30, 0, 1));
    await act(async () => useDeskClock.getState().turnDay('2026-11-30'));
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('finance queries counted back from today', () => {
  it('depend on the day only while relative', () => {
    const relative = renderHook(() => useRelativeDay(true));
    const fixed = renderHook(() => useRelativeDay(false));
    expect(relative.result.current).toBe('2026-11-26');
    act(() => useDeskClock.getState().turnDay('2026-11-27'));
    expect(relative.result.current).toBe('2026-11-27');
    expect(fixed.result.current).toBeNull();
  });
});

describe('after a wake', () => {
  it('the alert sound starts over while orders are pending (the OS reset the audio under it)', async () => {
    const play = vi.fn(async () => undefined);
    const audio = { play, stop: vi.fn(), setVolume: vi.fn(), setSource: vi.fn() };
    const alert = createAlertSound({ audio, onBlocked: vi.fn(), ...timers });
    alert.update({ pending: 1 });
    expect(play).toHaveBeenCalledTimes(1);
    alert.resume();
    expect(audio.stop).toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(2);
    alert.update({ pending: 0 });
    alert.resume();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('a silence that ended during the sleep ends on wake', () => {
    const play = vi.fn(async () => undefined);
    const audio = { play, stop: vi.fn(), setVolume: vi.fn(), setSource: vi.fn() };
    const onUnmuted = vi.fn();
    const alert = createAlertSound({ audio, onBlocked: vi.fn(), onUnmuted, now: () => Date.now() });
    alert.update({ pending: 2, mutedUntil: Date.now() + 120_000 });
    expect(play).not.toHaveBeenCalled();
    // Asleep: the timer did not run, the wall clock moved on.
    vi.setSystemTime(Date.now() + 3_600_000);
    alert.resume();
    expect(onUnmuted).toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('web mode tells a clock jump from its own check and on visibilitychange', () => {
    let wall = 1_000_000;
    const mono = 0;
    const onWake = createWebWake(window, { wall: () => wall, monotonic: () => mono });
    const seen: unknown[] = [];
    const off = onWake((w) => seen.push(w));
    wall += 3_600_000;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual([{ reason: 'clock-jump', awayMs: 3_600_000 }]);
    wall += 7_200_000;
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(2);
    off();
    wall += 7_200_000;
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(2);
  });
});
