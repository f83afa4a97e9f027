// Issue 33 §1: the station numbers' business day starts at the store's first opening of the day,
// which only the renderer sees: the shell tells main each open / close (printing.storeOpenChanged).
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeDetailsSchema } from '../../../shared/api/platform-v1';
import { useStoreOpenReport } from '../../../renderer/src/features/printing/business-day/useStoreOpenReport';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { useShop } from '../../../renderer/src/stores/shop';
import { fakePlatform, makeServices, storeBody } from './helpers';
import { fakePrinting } from './printing-orders-fakes';

function Probe() {
  useStoreOpenReport();
  return null;
}

afterEach(() => useShop.getState().reset());

describe('the shell tells main when the store opens and closes', () => {
  it('once the store is known, then on each change; nothing while it is unknown', () => {
    const printing = fakePrinting();
    const host = fakePlatform({ printing: printing.bridge });
    const services = makeServices({ fetch: globalThis.fetch, platform: host.platform });
    render(
      <ServicesProvider value={services}>
        <Probe />
      </ServicesProvider>,
    );
    const told = printing.bridge.storeOpenChanged as unknown as { mock: { calls: unknown[][] } };
    expect(told.mock.calls).toEqual([]);
    act(() =>
      useShop.getState().setInfo(storeDetailsSchema.parse({ ...storeBody().estabelecimento, fechado: 'S' })),
    );
    expect(told.mock.calls).toEqual([[false]]);
    // The switch (or the 'loja' event) opens it.
    act(() => useShop.getState().setFechado('N'));
    expect(told.mock.calls).toEqual([[false], [true]]);
    // The same state again (getLoja re-read) says nothing new.
    act(() => useShop.getState().setFechado('N'));
    expect(told.mock.calls).toEqual([[false], [true]]);
    act(() => useShop.getState().setFechado('S'));
    expect(told.mock.calls).toEqual([[false], [true], [false]]);
  });
});
