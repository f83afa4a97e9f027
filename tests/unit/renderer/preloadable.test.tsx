// The desk's start (issue 36 §4): code loaded ahead renders at once, without its Suspense
// fallback, whose commit would hold the next reveal for React's 300 ms fallback throttle.
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../../renderer/src/app/preloadable';

function Screen() {
  return <p>Pedidos</p>;
}

/** Renders the component in a boundary whose fallback counts its renders. */
function renderInBoundary(Component: ComponentType) {
  const fallbacks = vi.fn();
  function Fallback() {
    fallbacks();
    return <p>Carregando...</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Component />
    </Suspense>,
  );
  return fallbacks;
}

describe('preloadable screens', () => {
  it('loaded ahead: the first render shows the screen, never the fallback', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const code = preloadable(load);
    await code.preload();
    expect(code.loaded()).toBe(true);
    const fallbacks = renderInBoundary(code.Component);
    expect(screen.getByText('Pedidos')).toBeTruthy();
    expect(fallbacks).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not loaded: it loads on render as React.lazy does, behind its fallback', async () => {
    const code = preloadable(async () => ({ default: Screen }));
    const fallbacks = renderInBoundary(code.Component);
    expect(fallbacks).toHaveBeenCalled();
    expect(await screen.findByText('Pedidos')).toBeTruthy();
  });

  it('a preload and the render share one load', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const code = preloadable(load);
    const preloading = code.preload();
    renderInBoundary(code.Component);
    await act(() => preloading);
    expect(await screen.findByText('Pedidos')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load settles the preload and is asked again by the next one', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue({ default: Screen });
    const code = preloadable(load);
    await expect(code.preload()).resolves.toBeUndefined();
    expect(code.loaded()).toBe(false);
    await code.preload();
    expect(code.loaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
