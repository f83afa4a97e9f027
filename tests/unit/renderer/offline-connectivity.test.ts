// Whether the platform answers (issue 19): fed by the HTTP layer's outcomes, probed with a short
// backoff while it does not, never waiting more than 2 s between probes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity, type ConnectivityState } from '../../../renderer/src/offline/connectivity';
import { createApiClient } from '../../../renderer/src/api/http';
import { CONFIG } from './helpers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function rig(answers: boolean[]) {
  const states: ConnectivityState[] = [];
  const probeAt: number[] = [];
  const start = Date.now();
  const c = createConnectivity({
    set: (s) => states.push(s),
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
    now: () => Date.now(),
  });
  c.setProbe(async () => {
    probeAt.push(Date.now() - start);
    return answers.shift() ?? false;
  });
  return { c, states, probeAt };
}

describe('connectivity', () => {
  it('starts reachable and probes nothing while the platform answers', async () => {
    const r = rig([]);
    expect(r.c.state()).toEqual({ reachable: true, downSince: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.probeAt).toEqual([]);
  });

  it('no answer: unreachable since then, probed at 0.5 s, 1 s, 2 s, then every 2 s', async () => {
    const r = rig([false, false, false, false, false, true]);
    const reached = vi.fn();
    r.c.onReachable(reached);
    r.c.unanswered();
    expect(r.c.state()).toEqual({ reachable: false, downSince: Date.now() });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(r.probeAt).toEqual([500, 1500, 3500, 5500, 7500, 9500]);
    expect(r.c.state()).toEqual({ reachable: true, downSince: null });
    expect(reached).toHaveBeenCalledTimes(1);
    const gaps = r.probeAt.slice(1).map((t, i) => t - (r.probeAt[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2000);
  });

  it('any answer seen by the HTTP layer makes it reachable at once and stops probing', async () => {
    const r = rig([]);
    r.c.unanswered();
    r.c.answered();
    expect(r.c.state().reachable).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.probeAt).toEqual([]);
  });

  it('a hint (socket back, browser online) only kicks a probe: the state follows its outcome', async () => {
    const r = rig([false, true]);
    r.c.unanswered();
    r.c.hint();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.probeAt).toEqual([0]);
    expect(r.c.state().reachable).toBe(false);
    r.c.hint();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.c.state().reachable).toBe(true);
  });

  it('a hinted probe that gets nothing while reachable (a hung platform) makes it unreachable and probing', async () => {
    const r = rig([false, false, true]);
    r.c.hint();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.c.state()).toEqual({ reachable: false, downSince: Date.now() });
    await vi.advanceTimersByTimeAsync(500);
    expect(r.probeAt).toEqual([0, 500]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.c.state().reachable).toBe(true);
  });

  it('a probe still running when its session ended (logout, stop) decides nothing for the next one', async () => {
    const r = rig([]);
    let answer!: (ok: boolean) => void;
    r.c.setProbe(() => new Promise<boolean>((resolve) => (answer = resolve)));
    r.c.hint();
    r.c.stop();
    r.c.setProbe(async () => true);
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(r.c.state()).toEqual({ reachable: true, downSince: null });
    expect(r.states).toEqual([]);
  });

  it('without a probe (before login) the state still follows the HTTP outcomes', async () => {
    const r = rig([]);
    r.c.setProbe(null);
    r.c.unanswered();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.probeAt).toEqual([]);
    r.c.answered();
    expect(r.c.state().reachable).toBe(true);
  });
});

describe('http onOutcome', () => {
  it.each<[string, () => Response | Promise<Response>, boolean]>([
    ['200', () => new Response('{"status":true}', { status: 200 }), true],
    ['404', () => new Response('{}', { status: 404 }), true],
    ['500', () => new Response('{}', { status: 500 }), true],
    ['502', () => new Response('', { status: 502 }), false],
    ['503', () => new Response('', { status: 503 }), false],
    ['504', () => new Response('', { status: 504 }), false],
    [
      'network',
      () => {
        throw new TypeError('Failed to fetch');
      },
      false,
    ],
  ])('%s → answered %s', async (_n, respond, answered) => {
    vi.useRealTimers();
    const outcomes: [string, boolean][] = [];
    const api = createApiClient(CONFIG.api, {
      getHash: () => 'h',
      onUnauthorized: () => {},
      reload: () => {},
      fetch: (async () => respond()) as typeof fetch,
      onOutcome: (base, ok) => outcomes.push([base, ok]),
    });
    const { z } = await import('zod');
    await api.legacy('v1', 'post', 'x', z.unknown(), { silent: true }).catch(() => undefined);
    expect(outcomes).toEqual([['v1', answered]]);
  });
});
