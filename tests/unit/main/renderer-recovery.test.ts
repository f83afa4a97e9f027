// The renderer dies or hangs: main reloads it with backoff, and a crash loop stops at a native
// dialog. Driven through createMainCore with the fake window emitting Electron's events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainCore } from '../../../main/core';
import {
  CRASH_LOOP_BUTTONS,
  CRASH_LOOP_MESSAGE,
  CRASH_LOOP_TITLE,
} from '../../../main/window/renderer-recovery';
import { fakeMainDeps } from './fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(response = 0) {
  const f = fakeMainDeps();
  f.dialog.showMessageBox.mockImplementation(async () => ({ response }));
  const core = createMainCore(f.deps);
  core.start();
  const win = f.windows[0]!;
  const crash = (reason = 'crashed') =>
    win.webContents.emit('render-process-gone', { preventDefault() {} }, { reason, exitCode: 1 });
  return { ...f, core, win, crash };
}

describe('renderer recovery', () => {
  it('a crashed renderer is reloaded after a backoff that grows; a clean exit is not a crash', async () => {
    const { win, crash, log } = setup();
    crash('clean-exit');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(win.webContents.reloads).toBe(0);
    crash('crashed');
    await vi.advanceTimersByTimeAsync(999);
    expect(win.webContents.reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(win.webContents.reloads).toBe(1);
    crash('oom');
    await vi.advanceTimersByTimeAsync(2999);
    expect(win.webContents.reloads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(win.webContents.reloads).toBe(2);
    expect(log.has('error', 'A tela do caixa parou (oom)')).toBe(true);
    expect(log.has('info', 'Recarregando a tela do caixa')).toBe(true);
  });

  it('a page unresponsive past the grace period is reloaded; one that recovers is left alone', async () => {
    const { win } = setup();
    win.emit('unresponsive', { preventDefault() {} });
    await vi.advanceTimersByTimeAsync(10_000);
    win.emit('responsive', { preventDefault() {} });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(win.webContents.reloads).toBe(0);
    win.emit('unresponsive', { preventDefault() {} });
    await vi.advanceTimersByTimeAsync(15_000 + 1000);
    expect(win.webContents.reloads).toBe(1);
  });

  it('a crash loop stops reloading and asks with a native dialog; "Tentar de novo" reloads', async () => {
    const { win, crash, dialog, log } = setup(0);
    for (let i = 0; i < 3; i++) {
      crash();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(win.webContents.reloads).toBe(3);
    crash();
    await vi.advanceTimersByTimeAsync(0);
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: CRASH_LOOP_TITLE,
        message: CRASH_LOOP_MESSAGE,
        buttons: [...CRASH_LOOP_BUTTONS],
      }),
    );
    expect(log.has('error', 'recarga automática suspensa')).toBe(true);
    // Staff chose to try again: reloaded at once, the count starts over.
    expect(win.webContents.reloads).toBe(4);
  });

  it('"Sair" on the crash-loop dialog quits', async () => {
    const { crash, app } = setup(1);
    for (let i = 0; i < 4; i++) {
      crash();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(app.quit).toHaveBeenCalled();
  });
});
