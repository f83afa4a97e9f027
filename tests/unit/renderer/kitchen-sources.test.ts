// Which source and which screen a kitchen page uses (issue 33 §3).
import type { KitchenDeskBridge } from '../../../shared/kitchen-screen/bridge';
import { describe, expect, it, vi } from 'vitest';
import { listTabletScreens, pickSource, resolveScreenId } from '../../../renderer/src/kitchen/sources';
import { hostKitchenBridge, kitchenOf } from '../../../renderer/src/platform/kitchen';
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '../../../shared/kitchen-screen/contract';
import { fakeSource } from './kitchenFakes';

function bridgeWith(settings: Partial<KitchenSettings>): KitchenDeskBridge {
  return {
    ...fakeSource([]),
    getSettings: vi.fn(async () => ({ ...DEFAULT_KITCHEN_SETTINGS, ...settings })),
  } as unknown as KitchenDeskBridge;
}

const screens = [
  { id: 'a', name: 'Chapa', categories: [] },
  { id: 'b', name: 'Pizzas', categories: ['7'] },
];

describe('pickSource', () => {
  it('the bridge when the page has one, else the HTTP service, else none', () => {
    const bridge = bridgeWith({});
    const http = fakeSource([]);
    const viaBridge = fakeSource([]);
    expect(pickSource(bridge, { bridge: () => viaBridge, http: () => http })).toEqual({
      kind: 'bridge',
      source: viaBridge,
      bridge,
    });
    expect(pickSource(null, { bridge: () => viaBridge, http: () => http })).toEqual({
      kind: 'http',
      source: http,
      bridge: null,
    });
    expect(pickSource(null, { bridge: () => viaBridge }).kind).toBe('none');
  });

  it('reads the bridge from window.cashDesk.kitchen and from a platform', () => {
    const kitchen = bridgeWith({});
    expect(hostKitchenBridge({ cashDesk: { kitchen } } as unknown as Window)).toBe(kitchen);
    expect(hostKitchenBridge({} as Window)).toBeNull();
    expect(hostKitchenBridge({ cashDesk: {} } as unknown as Window)).toBeNull();
    expect(kitchenOf({ kind: 'web' })).toBeNull();
    // Web mode's domain only reads as off: the kitchen settings and marks stay hidden there.
    expect(kitchenOf({ kind: 'web', kitchen })).toBeNull();
    expect(kitchenOf({ kind: 'desktop', kitchen })).toBe(kitchen);
  });
});

describe('resolveScreenId', () => {
  it('?screen= wins', async () => {
    expect(await resolveScreenId('?screen=b', bridgeWith({ screens }))).toBe('b');
    expect(await resolveScreenId('?screen=b', null)).toBe('b');
  });

  it("without it: the window's screen, else the first one set up", async () => {
    const window = { enabled: true, screenId: 'b', displayId: null };
    expect(await resolveScreenId('', bridgeWith({ screens, window }))).toBe('b');
    expect(await resolveScreenId('', bridgeWith({ screens }))).toBe('a');
    // A window pointing at a screen since removed: the first one.
    expect(await resolveScreenId('', bridgeWith({ screens, window: { ...window, screenId: 'x' } }))).toBe(
      'a',
    );
  });

  it('nothing to go by: null (the page says so)', async () => {
    expect(await resolveScreenId('', null)).toBeNull();
    expect(await resolveScreenId('?screen=%20', bridgeWith({}))).toBeNull();
  });
});

describe('listTabletScreens', () => {
  it("reads the service's screens and drops what is not one", async () => {
    const doFetch = vi.fn(async () =>
      Response.json([{ id: 'a', name: 'Cozinha' }, { id: 'b' }, { name: 'sem id' }, null, 'x']),
    );
    expect(await listTabletScreens(doFetch)).toEqual([
      { id: 'a', name: 'Cozinha' },
      { id: 'b', name: 'b' },
    ]);
    expect(doFetch).toHaveBeenCalledWith('/screens', { credentials: 'same-origin' });
  });

  it('an unpaired or failing service is an error, not an empty list', async () => {
    await expect(listTabletScreens(async () => new Response('', { status: 401 }))).rejects.toThrow();
  });
});
