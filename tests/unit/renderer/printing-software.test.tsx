// /configuracoes/software: the auto accept-and-print checkbox, saved on this computer at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../renderer/src/components/feedback/notify';
import { SCREENS } from '../../../renderer/src/app/registry';
import SoftwareSettingsPage from '../../../renderer/src/features/printing/software/SoftwareSettingsPage';
import { cloudRoutes, fakePrinting, renderScreen } from './printing-settings-fakes';

const box = () => screen.getByLabelText(/Aceitar e imprimir pedidos automaticamente/) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('SoftwareSettingsPage', () => {
  it('is registered with the print settings screen', () => {
    expect(SCREENS['/configuracoes/software']).toBeDefined();
    expect(SCREENS['/configuracoes/impressoras']).toBeDefined();
  });

  it("saves autoAceiteImprimir 'true' / 'false' at once, keeping every other setting, with a toast", async () => {
    const fake = fakePrinting({ settings: { defaultPrinter: 'Balcão', delay: 5000 } });
    renderScreen(SoftwareSettingsPage, { printing: fake.printing, routes: cloudRoutes(null) });
    await waitFor(() => expect(box().checked).toBe(false));
    await userEvent.click(box());
    expect(await screen.findByText('Configurações salvas com sucesso')).toBeTruthy();
    expect(fake.printing.saveSettings).toHaveBeenLastCalledWith(
      expect.objectContaining({ autoAceiteImprimir: 'true', defaultPrinter: 'Balcão', delay: 5000 }),
    );
    expect(box().checked).toBe(true);
    expect(screen.getByText(/Ligado: pedidos novos são aceitos e impressos sozinhos/)).toBeTruthy();
    await userEvent.click(box());
    await waitFor(() =>
      expect(fake.printing.saveSettings).toHaveBeenLastCalledWith(
        expect.objectContaining({ autoAceiteImprimir: 'false' }),
      ),
    );
    await waitFor(() => expect(box().checked).toBe(false));
  });

  it('a failed save says so and leaves the box as it was', async () => {
    const fake = fakePrinting({ settings: { autoAceiteImprimir: 'true' } });
    const success = vi.spyOn(notify, 'success');
    fake.printing.saveSettings.mockRejectedValueOnce(new Error('Disco cheio: não foi possível gravar.'));
    renderScreen(SoftwareSettingsPage, { printing: fake.printing, routes: cloudRoutes(null) });
    await waitFor(() => expect(box().checked).toBe(true));
    await userEvent.click(box());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Disco cheio: não foi possível gravar.')).toBeTruthy();
    expect(box().checked).toBe(true);
    expect(success).not.toHaveBeenCalled();
  });

  it('follows a change saved elsewhere (the print settings screen, the local print service)', async () => {
    const fake = fakePrinting();
    renderScreen(SoftwareSettingsPage, { printing: fake.printing, routes: cloudRoutes(null) });
    await waitFor(() => expect(box().checked).toBe(false));
    fake.emitSettings({ ...fake.view(), settings: { ...fake.view().settings, autoAceiteImprimir: 'true' } });
    await waitFor(() => expect(box().checked).toBe(true));
  });

  it('shows why when the settings cannot be read', async () => {
    const fake = fakePrinting();
    fake.printing.getSettings.mockRejectedValueOnce(new Error(''));
    renderScreen(SoftwareSettingsPage, { printing: fake.printing, routes: cloudRoutes(null) });
    expect(
      await screen.findByText('Não foi possível carregar as configurações deste computador.'),
    ).toBeTruthy();
  });
});
