import { describe, expect, it, vi } from 'vitest';
import { lazyPrinting } from '../../../renderer/src/platform/lazyPrinting';
import { fakePrinting } from './printing-orders-fakes';

describe('lazyPrinting (web mode loads its printing on first use)', () => {
  it('loads nothing until a call, then once, and forwards every call', async () => {
    const real = fakePrinting();
    const load = vi.fn(async () => real.bridge);
    const printing = lazyPrinting(load);
    expect(load).not.toHaveBeenCalled();
    await printing.getSettings();
    await printing.getQueue();
    await printing.listPrinters();
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.bridge.getSettings).toHaveBeenCalledTimes(1);
    expect(real.bridge.getQueue).toHaveBeenCalledTimes(1);
  });

  it('a subscription made before the load takes effect once loaded; unsubscribing first cancels it', async () => {
    const real = fakePrinting();
    const printing = lazyPrinting(async () => real.bridge);
    const kept = vi.fn();
    const dropped = vi.fn();
    printing.onQueueChanged(kept);
    const off = printing.onQueueChanged(dropped);
    off();
    await printing.getQueue();
    real.setQueue({ pending: [], failed: [], printedToday: [], alerts: [] });
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('a fire-and-forget hint answers nothing, and reaches the loaded printing', async () => {
    const real = fakePrinting();
    const printing = lazyPrinting(async () => real.bridge);
    expect(printing.preparePrinters()).toBeUndefined();
    await printing.getQueue();
    expect(real.bridge.preparePrinters).toHaveBeenCalledTimes(1);
  });
});
