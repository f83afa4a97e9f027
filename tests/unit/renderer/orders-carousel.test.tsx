// Banner carousel timing with fake timers: 3 s advance, 7 s pause after interaction, 50 px swipe.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../../../renderer/src/services/services';
import {
  Slides,
  bannerTarget,
  internalRoute,
} from '../../../renderer/src/features/orders/banners/BannerCarousel';
import {
  ADVANCE_MS,
  PAUSE_AFTER_INTERACTION_MS,
  carouselReducer,
  initCarousel,
  swipeDirection,
} from '../../../renderer/src/features/orders/banners/carousel';
import { fakeApi, fakePlatform, makeServices } from './helpers';

// jsdom has no PointerEvent: without one, fireEvent.pointerDown drops clientX.
if (!('PointerEvent' in window)) {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {};
}

describe('carousel reducer', () => {
  it('advances every 3 s and wraps', () => {
    let s = initCarousel(3, 0);
    s = carouselReducer(s, { type: 'tick', now: ADVANCE_MS - 1 });
    expect(s.index).toBe(0);
    s = carouselReducer(s, { type: 'tick', now: ADVANCE_MS });
    expect(s.index).toBe(1);
    s = carouselReducer(s, { type: 'tick', now: 2 * ADVANCE_MS });
    s = carouselReducer(s, { type: 'tick', now: 3 * ADVANCE_MS });
    expect(s.index).toBe(0);
  });

  it('an interaction pauses for 7 s', () => {
    let s = initCarousel(3, 0);
    s = carouselReducer(s, { type: 'interact', now: 1000 });
    s = carouselReducer(s, { type: 'tick', now: 1000 + PAUSE_AFTER_INTERACTION_MS - 1 });
    expect(s.index).toBe(0);
    s = carouselReducer(s, { type: 'tick', now: 1000 + PAUSE_AFTER_INTERACTION_MS });
    expect(s.index).toBe(1);
  });

  it('next/prev/goto move and pause; one banner never moves; stopped never moves', () => {
    let s = initCarousel(3, 0);
    s = carouselReducer(s, { type: 'prev', now: 0 });
    expect(s.index).toBe(2);
    s = carouselReducer(s, { type: 'goto', index: 1, now: 0 });
    expect(s).toMatchObject({ index: 1, nextAt: PAUSE_AFTER_INTERACTION_MS });
    const one = carouselReducer(initCarousel(1, 0), { type: 'tick', now: 99_000 });
    expect(one.index).toBe(0);
    const stopped = carouselReducer(initCarousel(3, 0, true), { type: 'tick', now: 99_000 });
    expect(stopped.index).toBe(0);
  });

  it('fewer banners keep the index in range', () => {
    const s = carouselReducer({ ...initCarousel(3, 0), index: 2 }, { type: 'count', count: 2, now: 0 });
    expect(s.index).toBe(1);
  });

  it.each([
    [-49, 0, 0],
    [-50, 0, -1],
    [50, 0, 1],
    [120, 10, 1],
    [-60, 90, 0],
    [0, 0, 0],
    [Number.NaN, 0, 0],
  ])('swipe dx=%i dy=%i → %i', (dx, dy, dir) => {
    expect(swipeDirection(dx, dy)).toBe(dir);
  });
});

describe('banner links', () => {
  it.each([
    ['/financeiro/faturas', { kind: 'route', path: '/financeiro/faturas' }],
    ['#/pedidos', { kind: 'route', path: '/pedidos' }],
    ['https://parceiros.exemplo.com.br/x', { kind: 'external', url: 'https://parceiros.exemplo.com.br/x' }],
    ['http://x.test/a?b=1', { kind: 'external', url: 'http://x.test/a?b=1' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['//evil.test/x', { kind: 'none' }],
    ['/../../etc', { kind: 'none' }],
    ['data:text/html,<script>', { kind: 'none' }],
    ['', { kind: 'none' }],
  ])('%j → %j', (link, target) => {
    expect(bannerTarget(link)).toEqual(target);
  });

  it('internalRoute refuses protocol-relative URLs', () => {
    expect(internalRoute('//x')).toBeNull();
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSlides() {
  const host = fakePlatform();
  const services = makeServices({ fetch: fakeApi({}).fetch, platform: host.platform });
  render(
    <ServicesProvider value={services}>
      <MemoryRouter initialEntries={['/pedidos']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Slides
                  banners={[
                    { image: 'https://cdn.test/1.png', link: 'https://parceiros.test/1' },
                    { image: 'https://cdn.test/2.png', link: '/financeiro/faturas' },
                    { image: 'https://cdn.test/3.png', link: 'javascript:alert(1)' },
                  ]}
                />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
  return host;
}

const current = () =>
  screen.getByRole('button', { name: /Mostrar banner \d de 3/, current: true }).getAttribute('aria-label');

describe('<Slides> with fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 3 s; a click pauses it 7 s', () => {
    renderSlides();
    expect(current()).toBe('Mostrar banner 1 de 3');
    act(() => void vi.advanceTimersByTime(3000));
    expect(current()).toBe('Mostrar banner 2 de 3');
    fireEvent.pointerDown(screen.getByRole('group', { name: 'Banner 2 de 3' }), { clientX: 10, clientY: 10 });
    act(() => void vi.advanceTimersByTime(6999));
    expect(current()).toBe('Mostrar banner 2 de 3');
    act(() => void vi.advanceTimersByTime(1));
    expect(current()).toBe('Mostrar banner 3 de 3');
  });

  it('a key press is an interaction; arrows move; dots and buttons are buttons', () => {
    renderSlides();
    const region = screen.getByRole('region', { name: 'Novidades e avisos' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toBe('Mostrar banner 2 de 3');
    act(() => void vi.advanceTimersByTime(6000));
    expect(current()).toBe('Mostrar banner 2 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(current()).toBe('Mostrar banner 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar banner 3 de 3' }));
    expect(current()).toBe('Mostrar banner 3 de 3');
  });

  it('a 50 px swipe moves one banner; a shorter drag does not', () => {
    renderSlides();
    const slide = screen.getByRole('group', { name: 'Banner 1 de 3' });
    fireEvent.pointerDown(slide, { clientX: 300, clientY: 50 });
    fireEvent.pointerUp(slide, { clientX: 260, clientY: 50 });
    expect(current()).toBe('Mostrar banner 1 de 3');
    fireEvent.pointerDown(slide, { clientX: 300, clientY: 50 });
    fireEvent.pointerUp(slide, { clientX: 250, clientY: 52 });
    expect(current()).toBe('Mostrar banner 2 de 3');
    const second = screen.getByRole('group', { name: 'Banner 2 de 3' });
    fireEvent.pointerDown(second, { clientX: 100, clientY: 50 });
    fireEvent.pointerUp(second, { clientX: 180, clientY: 50 });
    expect(current()).toBe('Mostrar banner 1 de 3');
  });

  it('the pause button stops the advance until pressed again', () => {
    renderSlides();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar banners' }));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(current()).toBe('Mostrar banner 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar banners' }));
    act(() => void vi.advanceTimersByTime(3000));
    expect(current()).toBe('Mostrar banner 2 de 3');
  });

  it('external links go through the platform; internal ones navigate; others are plain images', () => {
    const host = renderSlides();
    fireEvent.click(screen.getByRole('link', { name: 'Banner 1 de 3 (abre no navegador)' }));
    expect(host.openExternal).toHaveBeenCalledWith('https://parceiros.test/1');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar banner 2 de 3' }));
    fireEvent.click(screen.getByRole('link', { name: 'Banner 2 de 3' }));
    expect(screen.getByTestId('where').textContent).toBe('/financeiro/faturas');
    expect(screen.queryByRole('link', { name: /Banner 3 de 3/, hidden: true })).toBeNull();
  });
});
