import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { ClosePrompt } from '../../../renderer/src/features/updater/ClosePrompt';
import { UpdaterGate } from '../../../renderer/src/features/updater/UpdaterGate';
import { useUpdater } from '../../../renderer/src/stores/updater';
import { fakePlatform } from './helpers';

function app(host: ReturnType<typeof fakePlatform>) {
  return render(
    <>
      <UpdaterGate platform={host.platform}>
        <p>tela do caixa</p>
      </UpdaterGate>
      <ClosePrompt platform={host.platform} />
      <FeedbackHost />
    </>,
  );
}

describe('updater state from events', () => {
  it.each([
    [
      'available',
      (s: typeof useUpdater) => s.getState().available('1.3.0'),
      { updating: true, version: '1.3.0', percent: 0 },
    ],
    ['progress', (s: typeof useUpdater) => s.getState().progress(42.4), { updating: true, percent: 42.4 }],
    ['progress > 100', (s: typeof useUpdater) => s.getState().progress(180), { percent: 100 }],
    ['progress NaN', (s: typeof useUpdater) => s.getState().progress(Number.NaN), { percent: 0 }],
    [
      'status downloading',
      (s: typeof useUpdater) => s.getState().fromStatus({ state: 'downloading', version: '2', percent: 10 }),
      { updating: true, percent: 10 },
    ],
    [
      'status idle',
      (s: typeof useUpdater) => s.getState().fromStatus({ state: 'idle' }),
      { updating: false },
    ],
    [
      'status error while idle',
      (s: typeof useUpdater) => s.getState().fromStatus({ state: 'error', message: 'x' }),
      { updating: false, failed: false },
    ],
  ] as const)('%s', (_name, act, expected) => {
    act(useUpdater);
    expect(useUpdater.getState()).toMatchObject(expected);
  });
});

describe('the whole app switches to Atualizando...', () => {
  it('on update-available, with percent progress and the latest message', async () => {
    const host = fakePlatform();
    app(host);
    const desk = screen.getByText('tela do caixa');
    act(() => host.emit.available.emit({ version: '1.3.0' }));
    expect(await screen.findByRole('heading', { name: 'Atualizando...' })).toBeTruthy();
    // An overlay, not an unmount: the desk (orders, sound, printing) keeps running underneath,
    // inert and hidden from screen readers.
    expect(desk.isConnected).toBe(true);
    expect(screen.getByText('tela do caixa')).toBe(desk);
    expect(desk.closest('[inert]')).not.toBeNull();
    expect(desk.closest('[aria-hidden="true"]')).not.toBeNull();
    const valueNow = () =>
      screen.getByRole('progressbar', { name: 'Progresso da atualização' }).getAttribute('aria-valuenow');
    expect(valueNow()).toBe('0');
    act(() => host.emit.progress.emit({ percent: 42.6 }));
    await waitFor(() => expect(valueNow()).toBe('43'));
    expect(screen.getByText('43%')).toBeTruthy();
    act(() => host.emit.message.emit({ message: 'Baixando atualização...' }));
    act(() => host.emit.message.emit({ message: '<b>Instalando</b>' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('<b>Instalando</b>'));
  });

  it('an update already under way when the window starts is picked up from the status', async () => {
    const host = fakePlatform({ status: { state: 'downloading', version: '1.3.0', percent: 70 } });
    app(host);
    expect(await screen.findByRole('heading', { name: 'Atualizando...' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('70');
  });

  it('unsubscribes every listener on unmount', () => {
    const host = fakePlatform();
    const { unmount } = app(host);
    expect(host.emit.available.listeners.size).toBe(1);
    expect(host.emit.close.listeners.size).toBe(1);
    unmount();
    for (const e of [host.emit.available, host.emit.progress, host.emit.message, host.emit.close]) {
      expect(e.listeners.size).toBe(0);
    }
  });
});

describe("close prompt 'Tem certeza que precisa fechar?'", () => {
  it.each([
    ['Minimizar', 'minimize'],
    ['Fechar', 'quit'],
    ['Cancelar', 'cancel'],
  ] as const)('%s → answerClose(%s)', async (button, choice) => {
    const user = userEvent.setup();
    const host = fakePlatform();
    app(host);
    act(() => host.emit.close.emit());
    const dialog = await screen.findByRole('alertdialog', { name: 'Tem certeza que precisa fechar?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Minimizar', 'Fechar', 'Cancelar']);
    await user.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(host.answerClose).toHaveBeenCalledWith(choice));
    expect(host.answerClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape answers Cancelar; a second click while asking does not answer twice', async () => {
    const user = userEvent.setup();
    const host = fakePlatform();
    app(host);
    act(() => host.emit.close.emit());
    act(() => host.emit.close.emit());
    await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(host.answerClose).toHaveBeenCalledWith('cancel'));
    expect(host.answerClose).toHaveBeenCalledTimes(1);
  });
});
