// Configurações > Impressoras, 'Módulo de impressão local' (issue 37 §1): the desk app shows its
// switch, pairing code and 'Gerar novo código'; a browser types the code in once.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PrintSettingsPage from '../../../renderer/src/features/printing/settings/PrintSettingsPage';
import { createWebPrinting } from '../../../renderer/src/platform/webPrinting';
import { LOCAL_HOST_MESSAGES } from '../../../shared/local-print-host';
import { cloudRecord, cloudRoutes, fakePrinting, renderScreen } from './printing-settings-fakes';

const section = () => screen.findByRole('region', { name: 'Módulo de impressão local' });

describe('local print module settings', () => {
  it('desktop: shows the code, rotates it with Gerar novo código and turns the host on', async () => {
    const fake = fakePrinting();
    renderScreen(PrintSettingsPage, { printing: fake.printing, routes: cloudRoutes(cloudRecord()) });
    await section();
    expect(screen.getByTestId('local-host-token').textContent).toBe('ABCD-EFGH-JKLM-NPQR-STUV');
    const toggle = screen.getByLabelText(/Deixar o caixa no navegador e outros programas imprimirem/);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    expect(fake.printing.changeLocalHost).toHaveBeenCalledWith({ enabled: true });
    expect(await screen.findByText('Módulo de impressão local ligado.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(fake.printing.changeLocalHost).toHaveBeenLastCalledWith({ rotateToken: true });
    await waitFor(() =>
      expect(screen.getByTestId('local-host-token').textContent).toBe('WXYZ-2345-6789-ABCD-EFGH'),
    );
    expect(screen.getByText('Novo código gerado: o anterior não vale mais.')).toBeTruthy();
  });

  it('desktop: a refused origin list shows the reason', async () => {
    const fake = fakePrinting();
    fake.printing.changeLocalHost.mockRejectedValueOnce(new Error(LOCAL_HOST_MESSAGES.badOrigin));
    renderScreen(PrintSettingsPage, { printing: fake.printing, routes: cloudRoutes(cloudRecord()) });
    await section();
    const origins = screen.getByLabelText('Endereço do caixa no navegador');
    await userEvent.clear(origins);
    await userEvent.type(origins, 'https://painel.example');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(fake.printing.changeLocalHost).toHaveBeenCalledWith({ webOrigins: ['https://painel.example'] });
    expect((await screen.findByRole('alert')).textContent).toBe(LOCAL_HOST_MESSAGES.badOrigin);
  });

  it('web: the page is paired by typing the code, kept in this browser', async () => {
    localStorage.clear();
    const printing = createWebPrinting({
      storage: localStorage,
      fetch: async () => new Response(JSON.stringify({ status: true, impressoras: [] })),
      loadConfig: async () => ({}),
    });
    renderScreen(PrintSettingsPage, { printing, routes: cloudRoutes(cloudRecord()), kind: 'web' });
    await section();
    expect(screen.getByText(/ainda não foi pareado/)).toBeTruthy();
    await userEvent.type(
      screen.getByLabelText('Código de pareamento do módulo de impressão'),
      'abcd efgh jklm',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Parear com o módulo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LOCAL_HOST_MESSAGES.badToken);
    await userEvent.type(screen.getByLabelText('Código de pareamento do módulo de impressão'), ' npqr stuv');
    await userEvent.click(screen.getByRole('button', { name: 'Parear com o módulo' }));
    expect(
      await screen.findByText('Pareado com o módulo de impressão (código ABCD-EFGH-JKLM-NPQR-STUV).'),
    ).toBeTruthy();
    expect(localStorage.getItem('codigoModuloImpressao')).toBe('ABCD-EFGH-JKLM-NPQR-STUV');
  });
});
