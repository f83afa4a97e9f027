// Late orders in sight (issue 34 §4): the row badge (amber past the minimum, red with the word
// 'Atrasado' past the maximum) and the 'Atrasados (n)' chip follow one shared tick, no reload.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LateFilterChip } from '../../../renderer/src/features/orders/LateFilterChip';
import { LATE_TICK_MS, LateBadge } from '../../../renderer/src/orders-live/lateness';
import { toEntry } from '../../../renderer/src/stores/orders';
import { useShop } from '../../../renderer/src/stores/shop';
import type { StoreInfo } from '../../../shared/api/platform-v1';
import { liveOrder } from './orderFixtures';

const T0 = new Date(2026, 11, 4, 20, 0, 0).getTime();
const EST = { min: 30, max: 45 };
const stamp = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:00`;
};
const entry = (id: string, status: 'PA' | 'PE' | 'PD' | 'PP', minutesAgo: number) =>
  toEntry(liveOrder({ id_pedido: id, status, data_criacao: stamp(T0 - minutesAgo * 60_000) }), T0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
  useShop.setState({ info: { entrega_minimo: 30, entrega_maximo: 45 } as StoreInfo, status: 'ready' });
});
afterEach(() => {
  vi.useRealTimers();
  useShop.getState().reset();
});

describe('LateBadge', () => {
  it('nothing before the minimum, amber past it, red with Atrasado past the maximum, on the tick', () => {
    const e = entry('1', 'PA', 25);
    const { container } = render(
      <LateBadge createdAt={e.createdAt} status={e.order.status} estimate={EST} />,
    );
    expect(container.textContent).toBe('');
    act(() => vi.advanceTimersByTime(5 * 60_000));
    const badge = container.querySelector('.late-badge');
    expect(badge?.className).toContain('late-badge--warn');
    expect(badge?.textContent).toBe('30 min, passou da previsão mínima (30–45 min)');
    act(() => vi.advanceTimersByTime(15 * 60_000));
    expect(container.querySelector('.late-badge')?.className).toContain('late-badge--late');
    expect(container.textContent).toContain('Atrasado · 45 min');
  });

  it.each(['PP', 'PD'] as const)('is never shown for %s', (status) => {
    const e = entry('1', status, 120);
    const { container } = render(
      <LateBadge createdAt={e.createdAt} status={e.order.status} estimate={EST} />,
    );
    expect(container.textContent).toBe('');
  });

  it('judges nothing without an estimate', () => {
    useShop.setState({ info: { entrega_minimo: 0, entrega_maximo: 0 } as StoreInfo });
    const e = entry('1', 'PA', 120);
    const { container } = render(
      <LateBadge createdAt={e.createdAt} status={e.order.status} estimate={null} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('LateFilterChip', () => {
  it('counts the late ones and follows the clock; pressing it toggles the filter', () => {
    const entries = [entry('1', 'PA', 50), entry('2', 'PE', 40), entry('3', 'PD', 90), entry('4', 'PA', 10)];
    const toggle = vi.fn();
    const { rerender } = render(<LateFilterChip entries={entries} active={false} onToggle={toggle} />);
    expect(screen.getByRole('button', { name: 'Atrasados (1)' }).getAttribute('aria-pressed')).toBe('false');
    act(() => vi.advanceTimersByTime(5 * 60_000 + LATE_TICK_MS));
    expect(screen.getByRole('button', { name: 'Atrasados (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Atrasados (2)' }));
    expect(toggle).toHaveBeenCalledTimes(1);
    rerender(<LateFilterChip entries={entries} active onToggle={toggle} />);
    expect(screen.getByRole('button', { name: 'Atrasados (2)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is hidden with none late, unless the filter is on', () => {
    const entries = [entry('1', 'PA', 5)];
    const { container, rerender } = render(
      <LateFilterChip entries={entries} active={false} onToggle={() => undefined} />,
    );
    expect(container.textContent).toBe('');
    rerender(<LateFilterChip entries={entries} active onToggle={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Atrasados (0)' })).toBeTruthy();
  });
});
