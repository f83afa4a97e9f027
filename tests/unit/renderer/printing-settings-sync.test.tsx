// /configuracoes/impressoras: the cloud sync (sincronizado 'N' suggestion, the sync button, the
// missing-record warning), the live preview and this computer's printers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PrintSettingsPage from '../../../renderer/src/features/printing/settings/PrintSettingsPage';
import { json } from './helpers';
import { cloudRecord, cloudRoutes, fakePrinting, renderScreen } from './printing-settings-fakes';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const saveButton = () => screen.getByRole('button', { name: 'Salvar alterações' }) as HTMLButtonElement;

function start(
  routes = cloudRoutes(cloudRecord()),
  opts: Parameters<typeof fakePrinting>[0] = {},
  kind?: 'web',
) {
  const fake = fakePrinting(opts);
  return { ...fake, ...renderScreen(PrintSettingsPage, { printing: fake.printing, routes, kind }) };
}

describe('cloud sync', () => {
  it("sincronizado 'N' → suggestion; 'Sim, Confirmar!' copies the cloud record, saves locally, calls atualizar", async () => {
    const { printing, calls } = start(cloudRoutes(cloudRecord({ sincronizado: 'N' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/sugere sincronizar as configurações de impressão/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Não, Cancelar.' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, Confirmar!' }));
    expect(await screen.findByText('Configurações de impressão sincronizadas com a nuvem.')).toBeTruthy();
    expect(printing.saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({
        defaultPrinter: 'Nuvem Caixa',
        delay: 3000,
        impressaoLayout: 2,
        impressorasProducao: {
          '12': { impressora: 'Nuvem Cozinha', agrupamento: 'COZINHA', nome: 'Pizzas Salgadas' },
        },
      }),
    );
    expect(calls.some((c) => c.route === 'v1 estabelecimentosimpressao/atualizar')).toBe(true);
    await waitFor(() => expect(field('Atraso entre impressões').value).toBe('3000'));
    expect(field('Impressora padrão').value).toBe('Nuvem Caixa');
    expect(within(field('Impressora padrão')).getByText('Nuvem Caixa (não encontrada)')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("'Não, Cancelar.' leaves this computer's settings and the cloud flag alone", async () => {
    const { printing, calls } = start(cloudRoutes(cloudRecord({ sincronizado: 'N' })));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não, Cancelar.' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(printing.saveSettings).not.toHaveBeenCalled();
    expect(calls.some((c) => c.route === 'v1 estabelecimentosimpressao/atualizar')).toBe(false);
    expect(field('Impressora padrão').value).toBe('Caixa');
  });

  it("sincronizado 'S' asks nothing", async () => {
    start();
    await screen.findByLabelText('Impressora padrão');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a cloud the cash desk cannot reach leaves the local settings working, with a notice', async () => {
    const { printing } = start(
      cloudRoutes(null, { 'GET v1 estabelecimentosimpressao/listar': () => json({}, 500) }),
    );
    expect(await screen.findByText(/Não foi possível consultar as configurações da nuvem/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field('Impressora padrão').value).toBe('Caixa');
    expect(printing.saveSettings).not.toHaveBeenCalled();
  });

  it("opening the screen with no cloud record warns 'Atenção!' to configure and click Salvar alterações", async () => {
    const { printing } = start(cloudRoutes(null));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Atenção!')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'A loja não possui configuração de impressão salva na nuvem. Configure a impressão e clique em Salvar alterações.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('Impressora padrão').value).toBe('Caixa');
    expect(printing.saveSettings).not.toHaveBeenCalled();
  });

  it("the sync button with no cloud record warns 'Atenção!' to configure and click Salvar alterações", async () => {
    const { printing } = start(cloudRoutes(null));
    await screen.findByLabelText('Impressora padrão');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar com a nuvem' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Atenção!')).toBeTruthy();
    expect(
      within(dialog).getByText(/não possui configuração de impressão salva na nuvem.*Salvar alterações/),
    ).toBeTruthy();
    expect(printing.saveSettings).not.toHaveBeenCalled();
  });

  it('the sync button copies the cloud record; unsaved edits are only replaced after confirming', async () => {
    const { printing } = start();
    await screen.findByLabelText('Impressora padrão');
    await userEvent.selectOptions(field('Layout da via do caixa'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar com a nuvem' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(field('Layout da via do caixa').value).toBe('3');
    expect(printing.saveSettings).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar com a nuvem' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sincronizar' }),
    );
    await waitFor(() => expect(field('Layout da via do caixa').value).toBe('2'));
    expect(printing.saveSettings).toHaveBeenCalledTimes(1);
  });
});

describe('live preview', () => {
  const paper = () => screen.getByTestId('ticket-preview-paper');

  it('follows the form: width, customer name, layout, font; switches to the production ticket', async () => {
    start();
    await screen.findByLabelText('Impressora padrão');
    expect(paper().dataset.width).toBe('7,0');
    expect(paper().style.width).toBe('80mm');
    expect(within(paper()).getByText('Cliente: Conceição Gonçalves')).toBeTruthy();
    await userEvent.selectOptions(field('Largura da página'), '4,8');
    expect(paper().style.width).toBe('58mm');
    await userEvent.click(screen.getByLabelText('Mostrar o nome do cliente'));
    expect(within(paper()).queryByText('Cliente: Conceição Gonçalves')).toBeNull();
    expect(within(paper()).getByText('Recebido')).toBeTruthy();
    await userEvent.selectOptions(field('Layout da via do caixa'), '2');
    expect(within(paper()).queryByText('Recebido')).toBeNull();
    await userEvent.selectOptions(field('Fonte'), 'Courier New');
    await userEvent.selectOptions(field('Tamanho da fonte'), '12');
    expect(paper().style.fontFamily).toContain('Courier New');
    expect(paper().style.fontSize).toBe('12pt');
    await userEvent.click(screen.getByRole('button', { name: /Produção/ }));
    expect(paper().style.fontSize).toBe('14pt');
    expect(within(paper()).getByText('Pizzas')).toBeTruthy();
    expect(within(paper()).queryByText(/COBRAR DO CLIENTE/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /80mm/ }));
    expect(paper().style.width).toBe('80mm');
  });
});

describe("this computer's printers", () => {
  it('adds a network printer after validating the address; port 9100 by default', async () => {
    const { printing } = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar impressora' }));
    const modal = await screen.findByRole('dialog');
    await userEvent.type(within(modal).getByLabelText('Nome'), 'Bar');
    await userEvent.type(within(modal).getByLabelText('IP ou nome na rede'), '192.168.0.300');
    expect((within(modal).getByLabelText('Porta') as HTMLInputElement).value).toBe('9100');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar impressora' }));
    expect(within(modal).getByText(/Informe o IP/)).toBeTruthy();
    expect(printing.savePrinter).not.toHaveBeenCalled();
    await userEvent.clear(within(modal).getByLabelText('IP ou nome na rede'));
    await userEvent.type(within(modal).getByLabelText('IP ou nome na rede'), '192.168.0.60');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar impressora' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(printing.savePrinter).toHaveBeenCalledWith({
      name: 'Bar',
      codePage: 'cp860',
      model: 'escpos',
      connection: { kind: 'tcp', host: '192.168.0.60', port: 9100 },
    });
    expect(await screen.findByText(/192\.168\.0\.60:9100/)).toBeTruthy();
  });

  it('saves the model chosen under Modelo', async () => {
    const { printing } = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar impressora' }));
    const modal = await screen.findByRole('dialog');
    await userEvent.type(within(modal).getByLabelText('Nome'), 'Fritadeira');
    await userEvent.type(within(modal).getByLabelText('IP ou nome na rede'), '192.168.0.61');
    expect((within(modal).getByLabelText('Modelo') as HTMLSelectElement).value).toBe('escpos');
    await userEvent.selectOptions(within(modal).getByLabelText('Modelo'), 'Star');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar impressora' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(printing.savePrinter).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Fritadeira', model: 'star' }),
    );
  });

  it('a test page shows the result or the error text', async () => {
    const { printing } = start();
    await screen.findByRole('button', { name: 'Editar Caixa' });
    printing.testPage
      .mockResolvedValueOnce({ ok: true })
      .mockResolvedValueOnce({ ok: false, error: 'Erro EP01 - módulo de impressão' });
    const buttons = screen.getAllByRole('button', { name: 'Imprimir página de teste' });
    await userEvent.click(buttons[0]!);
    expect(await screen.findByText(/Página de teste enviada para a impressora\./)).toBeTruthy();
    await userEvent.click(buttons[1]!);
    expect(await screen.findByText(/Erro EP01 - módulo de impressão/)).toBeTruthy();
    expect(printing.testPage.mock.calls.map((c) => c[0])).toEqual(['Caixa', 'Cozinha']);
  });

  it('renaming a printer moves the settings that named it; removing asks first', async () => {
    const { printing } = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Cozinha' }));
    const modal = await screen.findByRole('dialog');
    await userEvent.clear(within(modal).getByLabelText('Nome'));
    await userEvent.type(within(modal).getByLabelText('Nome'), 'Caixa');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar impressora' }));
    expect(within(modal).getByText('Já existe uma impressora com este nome.')).toBeTruthy();
    await userEvent.clear(within(modal).getByLabelText('Nome'));
    await userEvent.type(within(modal).getByLabelText('Nome'), 'Cozinha 2');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar impressora' }));
    await waitFor(() => expect(printing.removePrinter).toHaveBeenCalledWith('Cozinha'));
    await waitFor(() => expect(field('Impressora de Pizzas Salgadas').value).toBe('Cozinha 2'));
    expect(saveButton().disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remover EPSON TM-T20' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remover Caixa' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim deletar.' }));
    await waitFor(() => expect(printing.removePrinter).toHaveBeenLastCalledWith('Caixa'));
  });

  it('web mode lists the printers with test pages but edits none (the local print module owns them)', async () => {
    const { printing } = start(undefined, {}, 'web');
    await screen.findByLabelText('Impressora padrão');
    expect(screen.queryByRole('button', { name: 'Adicionar impressora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Caixa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover Caixa' })).toBeNull();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Imprimir página de teste' }))[0]!);
    expect(printing.testPage).toHaveBeenCalledWith('Caixa');
  });
});
