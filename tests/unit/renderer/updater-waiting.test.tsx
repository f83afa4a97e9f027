// A downloaded update waits for the desk to be idle: the overlay says so, staff may keep working
// (a banner) or install now; the shell reports the pending-order count main waits on.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPDATE_WAITING_MESSAGE, type UpdateStatus } from '../../../shared/bridge';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { waitingFor } from '../../../renderer/src/features/updater/UpdateScreen';
import { UpdaterGate } from '../../../renderer/src/features/updater/UpdaterGate';
import { usePendingOrdersReport } from '../../../renderer/src/features/updater/usePendingOrdersReport';
import { useOrders } from '../../../renderer/src/stores/orders';
import { fakePlatform, makeServices } from './helpers';
import { liveOrder } from './orderFixtures';

const WAITING: UpdateStatus = { state: 'waiting', version: '1.3.0', pendingOrders: 2, printing: true };

function app(host: ReturnType<typeof fakePlatform>) {
  render(
    <UpdaterGate platform={host.platform}>
      <button type="button">Aceitar pedido</button>
    </UpdaterGate>,
  );
  return { desk: () => screen.getByText('Aceitar pedido', { selector: 'button' }) };
}

/** Main moves on: a new status, announced by an update-message (the renderer re-reads it). */
function mainSays(host: ReturnType<typeof fakePlatform>, status: UpdateStatus, message: string) {
  host.setStatus(status);
  act(() => host.emit.message.emit({ message }));
}

describe('what the waiting update says it waits for', () => {
  it.each([
    [{ pendingOrders: 1, printing: false }, 'Aguardando: 1 pedido pendente.'],
    [{ pendingOrders: 3, printing: false }, 'Aguardando: 3 pedidos pendentes.'],
    [{ pendingOrders: 0, printing: true }, 'Aguardando: impressões na fila.'],
    [{ pendingOrders: 2, printing: true }, 'Aguardando: 2 pedidos pendentes e impressões na fila.'],
    [{ pendingOrders: 0, printing: false }, ''],
  ])('%j → %s', (wait, text) => {
    expect(waitingFor(wait)).toBe(text);
  });
});

describe('the update overlay while a downloaded update waits', () => {
  it('downloading covers the desk; ready says why it waits and lets staff keep working or install now', async () => {
    const user = userEvent.setup();
    const host = fakePlatform();
    const { desk } = app(host);
    act(() => host.emit.available.emit({ version: '1.3.0' }));
    act(() => host.emit.progress.emit({ percent: 64 }));
    expect(await screen.findByRole('heading', { name: 'Atualizando...' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('64');
    expect(desk().closest('[inert]')).not.toBeNull();

    mainSays(host, WAITING, UPDATE_WAITING_MESSAGE);
    const dialog = await screen.findByRole('dialog', { name: 'Atualização pronta' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain(UPDATE_WAITING_MESSAGE);
    expect(dialog.textContent).toContain('Versão 1.3.0.');
    expect(dialog.textContent).toContain('Aguardando: 2 pedidos pendentes e impressões na fila.');
    expect(screen.queryByRole('heading', { name: 'Atualizando...' })).toBeNull();
    // The safe choice has the focus; the desk is still covered until staff choose.
    const keepWorking = screen.getByRole('button', { name: 'Continuar trabalhando' });
    await waitFor(() => expect(document.activeElement).toBe(keepWorking));
    expect(desk().closest('[inert]')).not.toBeNull();

    await user.keyboard('{Enter}');
    const banner = await screen.findByRole('region', { name: 'Atualização pronta' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner.textContent).toContain(UPDATE_WAITING_MESSAGE);
    // The desk is live again: reachable, clickable, visible to screen readers.
    expect(desk().closest('[inert]')).toBeNull();
    expect(desk().closest('[aria-hidden="true"]')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(banner));
    // The count changes: the banner follows, still collapsed.
    mainSays(host, { ...WAITING, pendingOrders: 1, printing: false }, UPDATE_WAITING_MESSAGE);
    await waitFor(() => expect(banner.textContent).toContain('Aguardando: 1 pedido pendente.'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Instalar agora' }));
    await user.keyboard('{Enter}');
    expect(host.installNow).toHaveBeenCalledOnce();
    // Main installs: the whole screen says so again, over an inert desk.
    mainSays(host, { state: 'downloaded', version: '1.3.0' }, 'Instalando atualização...');
    expect(await screen.findByRole('heading', { name: 'Atualizando...' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Atualização pronta' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Instalando atualização...'));
    expect(desk().closest('[inert]')).not.toBeNull();
  });

  it('a window opened while the update waits shows it; Escape keeps working', async () => {
    const user = userEvent.setup();
    const host = fakePlatform({ status: WAITING });
    const { desk } = app(host);
    await screen.findByRole('dialog', { name: 'Atualização pronta' });
    await user.keyboard('{Escape}');
    await screen.findByRole('region', { name: 'Atualização pronta' });
    expect(desk().closest('[inert]')).toBeNull();
    expect(host.installNow).not.toHaveBeenCalled();
  });

  it("'Instalar agora' on the card installs", async () => {
    const user = userEvent.setup();
    const host = fakePlatform({ status: WAITING });
    app(host);
    await screen.findByRole('dialog', { name: 'Atualização pronta' });
    await user.click(screen.getByRole('button', { name: 'Instalar agora' }));
    expect(host.installNow).toHaveBeenCalledOnce();
  });

  it('when nothing is left to install (the update failed meanwhile), the failure is shown', async () => {
    const user = userEvent.setup();
    const host = fakePlatform({ status: WAITING });
    host.installNow.mockImplementation(async () => {
      host.setStatus({ state: 'error', message: 'instalador recusado' });
      return false;
    });
    app(host);
    await screen.findByRole('dialog', { name: 'Atualização pronta' });
    await user.click(screen.getByRole('button', { name: 'Instalar agora' }));
    expect(
      await screen.findByText(
        'A atualização não pôde ser concluída agora; ela será tentada de novo mais tarde.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voltar ao aplicativo' }));
    expect(screen.queryByRole('heading', { name: 'Atualizando...' })).toBeNull();
  });
});

describe('the shell reports pending orders to the host', () => {
  function Probe() {
    usePendingOrdersReport();
    return null;
  }

  it('once the list is loaded and on every change of the PP count; none when the shell goes away', () => {
    const host = fakePlatform();
    const services = makeServices({ fetch: globalThis.fetch, platform: host.platform });
    const { unmount } = render(
      <ServicesProvider value={services}>
        <Probe />
      </ServicesProvider>,
    );
    // Not loaded yet: nothing is known, nothing is said.
    expect(host.reportPendingOrders).not.toHaveBeenCalled();
    const store = () => useOrders.getState();
    act(() => {
      store().applyList(
        [
          liveOrder({ id_pedido: '1', status: 'PP' }),
          liveOrder({ id_pedido: '2', status: 'PP' }),
          liveOrder({ id_pedido: '3', status: 'PA' }),
        ],
        store().beginRequest(),
      );
    });
    expect(host.reportPendingOrders).toHaveBeenLastCalledWith(2);
    act(() => {
      store().applyOrder(liveOrder({ id_pedido: '1', status: 'PA' }), store().beginRequest());
    });
    expect(host.reportPendingOrders).toHaveBeenLastCalledWith(1);
    const calls = host.reportPendingOrders.mock.calls.length;
    // A change that leaves the count alone sends nothing.
    act(() => {
      store().applyOrder(liveOrder({ id_pedido: '3', status: 'PE' }), store().beginRequest());
    });
    expect(host.reportPendingOrders.mock.calls.length).toBe(calls);
    unmount();
    expect(host.reportPendingOrders).toHaveBeenLastCalledWith(0);
  });
});
