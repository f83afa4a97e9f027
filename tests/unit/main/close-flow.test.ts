import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemTimers } from '../../../main/timers';
import {
  actionForChoice,
  CLOSE_PROMPT,
  createCloseFlow,
  decideClose,
  type CloseContext,
  type CloseDecision,
} from '../../../main/window/close-flow';
import { FakeWindow, preventable } from './fakes';
import { createMemoryLogger } from '../../support/logger';

describe('decideClose', () => {
  const base: CloseContext = {
    quitting: false,
    closeBehavior: 'ask',
    promptPending: false,
    rendererAlive: true,
  };
  const table: [string, Partial<CloseContext>, CloseDecision][] = [
    ['asks the renderer by default', {}, 'ask-renderer'],
    ['quitting (tray Sair, toAppQuit, update) closes without asking', { quitting: true }, 'allow'],
    ['quitting wins over tray behaviour', { quitting: true, closeBehavior: 'tray' }, 'allow'],
    ["closeBehavior 'tray' hides without asking", { closeBehavior: 'tray' }, 'hide'],
    [
      'tray behaviour hides even with a crashed renderer',
      { closeBehavior: 'tray', rendererAlive: false },
      'hide',
    ],
    ['a second click while the prompt is open waits', { promptPending: true }, 'wait'],
    ['a crashed renderer gets the native dialog', { rendererAlive: false }, 'ask-native'],
    ['pending prompt wins over a crashed renderer', { rendererAlive: false, promptPending: true }, 'wait'],
  ];
  it.each(table)('%s', (_name, ctx, expected) => {
    expect(decideClose({ ...base, ...ctx })).toBe(expected);
  });

  it('maps the prompt answers', () => {
    expect(actionForChoice('minimize')).toBe('hide');
    expect(actionForChoice('quit')).toBe('quit');
    expect(actionForChoice('cancel')).toBe('none');
  });
});

describe('createCloseFlow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(opts: { behavior?: 'ask' | 'tray'; response?: number; dialogOpen?: boolean } = {}) {
    const win = new FakeWindow();
    win.visible = true;
    const sent: string[] = [];
    const app = { quit: vi.fn() };
    const dialog = {
      showMessageBox: vi.fn(() =>
        opts.dialogOpen
          ? new Promise<{ response: number }>(() => {})
          : Promise.resolve({ response: opts.response ?? 2 }),
      ),
    };
    const log = createMemoryLogger();
    const flow = createCloseFlow({
      window: { get: () => win, hideToTray: () => win.hide() },
      send: (channel) => sent.push(channel),
      closeClickChannel: 'on-close-click',
      dialog,
      app,
      closeBehavior: () => opts.behavior ?? 'ask',
      timers: systemTimers,
      log,
    });
    flow.attach(win);
    return { win, sent, app, dialog, flow, log };
  }

  it("prevents the close and sends 'on-close-click'", () => {
    const { win, sent, dialog } = setup();
    expect(win.clickClose()).toBe(true);
    expect(sent).toEqual(['on-close-click']);
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('Minimizar hides to the tray, Fechar quits, Cancelar does nothing', () => {
    const { win, app, flow } = setup();
    win.clickClose();
    expect(flow.answer('minimize')).toBe('hide');
    expect(win.isVisible()).toBe(false);

    win.visible = true;
    win.clickClose();
    expect(flow.answer('cancel')).toBe('none');
    expect(win.isVisible()).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();

    win.clickClose();
    expect(flow.answer('quit')).toBe('quit');
    expect(app.quit).toHaveBeenCalledOnce();
    // Once quitting, the close that app.quit() triggers goes through.
    expect(win.clickClose()).toBe(false);
  });

  it('an answer in time cancels the native fallback', async () => {
    const { win, flow, dialog } = setup();
    win.clickClose();
    await vi.advanceTimersByTimeAsync(1500);
    flow.answer('cancel');
    await vi.advanceTimersByTimeAsync(5000);
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('falls back to the native dialog when the renderer does not answer in 2 s', async () => {
    const { win, dialog, app, log } = setup({ response: 1 });
    win.clickClose();
    await vi.advanceTimersByTimeAsync(1999);
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
    expect(dialog.showMessageBox.mock.calls[0]).toEqual([
      expect.objectContaining({
        title: CLOSE_PROMPT.title,
        message: 'Tem certeza que precisa fechar?',
        buttons: ['Minimizar', 'Fechar', 'Cancelar'],
        cancelId: 2,
      }),
    ]);
    await vi.runAllTimersAsync();
    expect(app.quit).toHaveBeenCalledOnce(); // button 1 = Fechar
    expect(log.has('warn', 'não respondeu')).toBe(true);
  });

  it.each([
    [0, 'hidden', false],
    [2, 'visible', false],
    [99, 'visible', false],
  ])('native button %i leaves the window %s', async (response, state, quits) => {
    const { win, app } = setup({ response });
    win.clickClose();
    await vi.advanceTimersByTimeAsync(2000);
    await vi.runAllTimersAsync();
    expect(win.isVisible()).toBe(state === 'visible');
    expect(app.quit.mock.calls.length > 0).toBe(quits);
  });

  it('ignores a late renderer answer while the native dialog is open', async () => {
    const { win, flow, app } = setup({ dialogOpen: true });
    win.clickClose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(flow.pendingPrompt()).toBe('native');
    expect(flow.answer('quit')).toBe('none');
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('a second close click while the prompt is open does not prompt twice', () => {
    const { win, sent } = setup();
    win.clickClose();
    expect(win.clickClose()).toBe(true);
    expect(sent).toEqual(['on-close-click']);
  });

  it('goes native at once when the renderer crashed, and when it crashes mid-prompt', async () => {
    const a = setup();
    a.flow.setRendererAlive(false);
    a.win.clickClose();
    expect(a.sent).toEqual([]);
    expect(a.dialog.showMessageBox).toHaveBeenCalledOnce();

    const b = setup();
    b.win.clickClose();
    b.flow.setRendererAlive(false);
    expect(b.dialog.showMessageBox).toHaveBeenCalledOnce();
  });

  it("closeBehavior 'tray': close and minimize hide without asking", () => {
    const { win, sent } = setup({ behavior: 'tray' });
    expect(win.clickClose()).toBe(true);
    expect(win.isVisible()).toBe(false);
    win.visible = true;
    const e = preventable();
    win.emit('minimize', e);
    expect(e.defaultPrevented).toBe(true);
    expect(win.isVisible()).toBe(false);
    expect(sent).toEqual([]);
  });

  it("minimize stays a normal minimize with closeBehavior 'ask'", () => {
    const { win } = setup();
    const e = preventable();
    win.emit('minimize', e);
    expect(e.defaultPrevented).toBe(false);
  });

  it('Windows session end (shutdown) lets the close through', () => {
    const { win, sent } = setup();
    win.emit('session-end');
    expect(win.clickClose()).toBe(false);
    expect(sent).toEqual([]);
  });

  it('markQuitting (before-quit, update install) lets the close through with no prompt', () => {
    const { win, flow, sent, app } = setup();
    flow.markQuitting();
    expect(win.clickClose()).toBe(false);
    expect(sent).toEqual([]);
    expect(app.quit).not.toHaveBeenCalled();
  });
});
