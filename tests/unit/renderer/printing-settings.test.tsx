// /configuracoes/impressoras against a fake platform.printing and a fake cloud API: the changed
// flag, QZ toggling, validation, category routing, the cloud save and the live preview.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../renderer/src/components/feedback/notify';
import PrintSettingsPage from '../../../renderer/src/features/printing/settings/PrintSettingsPage';
import { usePrintQueue } from '../../../renderer/src/order-printing/printQueueStore';
import { json } from './helpers';
import { cloudRecord, cloudRoutes, fakePrinting, renderScreen } from './printing-settings-fakes';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';

async function setup(opts: Parameters<typeof fakePrinting>[0] = {}, routes = cloudRoutes(cloudRecord())) {
  const fake = fakePrinting(opts);
  const utils = renderScreen(PrintSettingsPage, { printing: fake.printing, routes });
  await screen.findByRole('tab', { name: 'IMPRESSORA(S)' });
  await screen.findByLabelText('Impressora padrão');
  return { ...fake, ...utils };
}

const saveButton = () => screen.getByRole('button', { name: 'Salvar alterações' }) as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const formBody = (body: string) => Object.fromEntries(new URLSearchParams(body));

afterEach(() => {
  vi.restoreAllMocks();
  usePrintQueue.setState({ queue: null });
});

describe('PrintSettingsPage', () => {
  it('Save is enabled only after a change, saves locally and in the cloud, then clears the flag', async () => {
    const { printing, calls } = await setup();
    expect(saveButton().disabled).toBe(true);
    expect(field('Impressora padrão').value).toBe('Caixa');
    await userEvent.selectOptions(field('Atraso entre impressões'), '4000');
    await userEvent.selectOptions(field('Layout da via do caixa'), '3');
    expect(saveButton().disabled).toBe(false);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Configurações salvas com sucesso')).toBeTruthy();
    expect(printing.saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({ delay: 4000, impressaoLayout: 3 }),
    );
    const post = calls.find((c) => c.route === 'v1 estabelecimentosimpressao/adicionar');
    expect(formBody(post!.body)).toMatchObject({
      delay: '4000',
      impressaoLayout: '3',
      defaultPrinter: 'Caixa',
      id_estabelecimento: '1',
      larguraMaximaPagina: '7,0',
      metodoImpressao: 'aiboo',
      nomeFonte: 'Tahoma',
      tamanhoFonte: '8',
      autoAceiteImprimir: 'false',
    });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(screen.getByText('✓ Todas as alterações estão salvas.')).toBeTruthy();
  });

  it('QZ disables copies, width, skip, margins and font, and asks for the certificate and key', async () => {
    const { printing } = await setup();
    const locked = [
      'Número de cópias',
      'Largura da página',
      'Linhas puladas no início',
      'Margem esquerda',
      'Margem direita',
      'Fonte',
      'Tamanho da fonte',
    ];
    for (const l of locked) expect(field(l).disabled).toBe(false);
    expect(screen.queryByLabelText('Certificado')).toBeNull();
    await userEvent.selectOptions(field('Método de impressão'), 'qz');
    for (const l of locked) expect(field(l).disabled).toBe(true);
    expect(field('Impressora padrão').disabled).toBe(false);
    expect(field('Atraso entre impressões').disabled).toBe(false);
    // Without credentials QZ cannot sign: Save waits for both.
    expect(saveButton().disabled).toBe(true);
    await userEvent.type(field('Certificado'), 'não é um certificado');
    expect(screen.getByText(/Cole o certificado do QZ Tray/)).toBeTruthy();
    await userEvent.clear(field('Certificado'));
    await userEvent.click(field('Certificado'));
    await userEvent.paste(CERT);
    await userEvent.click(field('Chave privada'));
    await userEvent.paste(KEY);
    expect(saveButton().disabled).toBe(false);
    await userEvent.click(saveButton());
    await screen.findByText('Configurações salvas com sucesso');
    expect(printing.saveSettings).toHaveBeenCalledWith(expect.objectContaining({ metodoImpressao: 'qz' }));
    expect(printing.setQzCredentials).toHaveBeenLastCalledWith({ certificate: CERT, privateKey: KEY });
    // QZ Tray lists its own printers: the list is read again for the new method.
    await waitFor(() => expect(printing.listPrinters).toHaveBeenCalledTimes(2));
    // The key is never shown back.
    expect(await screen.findByText('Chave privada cadastrada')).toBeTruthy();
    expect(document.body.textContent).not.toContain('MIIE');
  });

  it('a stored key shows as "cadastrada" with a replace control; keeping it sends no key', async () => {
    const { printing } = await setup({
      settings: { metodoImpressao: 'qz' },
      qz: { certificate: CERT, hasPrivateKey: true },
    });
    expect(screen.getByText('Chave privada cadastrada')).toBeTruthy();
    expect(screen.queryByLabelText('Chave privada')).toBeNull();
    expect(field('Certificado').value).toBe(CERT);
    await userEvent.click(screen.getByRole('button', { name: 'Substituir chave privada' }));
    expect(field('Chave privada').value).toBe('');
    expect(saveButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Manter a chave cadastrada' }));
    await userEvent.selectOptions(field('Atraso entre impressões'), '2000');
    await userEvent.click(saveButton());
    await screen.findByText('Configurações salvas com sucesso');
    expect(printing.setQzCredentials).toHaveBeenLastCalledWith({ certificate: CERT, privateKey: undefined });
  });

  it('a non-QZ method clears the certificate and the key (02 §4)', async () => {
    const { printing, view } = await setup({
      settings: { metodoImpressao: 'qz' },
      qz: { certificate: CERT, hasPrivateKey: true },
    });
    await userEvent.selectOptions(field('Método de impressão'), 'nat');
    expect(screen.queryByLabelText('Certificado')).toBeNull();
    expect(screen.queryByText('Chave privada cadastrada')).toBeNull();
    await userEvent.click(saveButton());
    await screen.findByText('Configurações salvas com sucesso');
    expect(printing.setQzCredentials).toHaveBeenCalledWith({ certificate: null, privateKey: null });
    expect(view().qz).toEqual({ certificate: '', hasPrivateKey: false });
    // Back to QZ: the areas are empty, nothing came back.
    await userEvent.selectOptions(field('Método de impressão'), 'qz');
    expect(field('Certificado').value).toBe('');
    expect(field('Chave privada').value).toBe('');
  });

  it.each([
    ['Número de cópias', '0', 'O número de cópias deve ser um número inteiro de 1 a 10.'],
    ['Número de cópias', 'abc', 'O número de cópias deve ser um número inteiro de 1 a 10.'],
    ['Margem esquerda', '7', 'A margem esquerda deve ser um número inteiro de 0 a 6.'],
    ['Linhas puladas no início', '-1', 'As linhas puladas no início deve ser um número inteiro de 0 a 20.'],
    ['Margem direita', '2.5', 'A margem direita deve ser um número inteiro de 0 a 6.'],
  ])('%s = %s is refused inline and blocks Save', async (label, value, message) => {
    const { printing } = await setup();
    await userEvent.clear(field(label));
    await userEvent.type(field(label), value);
    expect(screen.getByText(message)).toBeTruthy();
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(saveButton().disabled).toBe(true);
    expect(printing.saveSettings).not.toHaveBeenCalled();
  });

  it.each([[1500], [500], [11000], [0]])(
    'a stored delay of %d ms is shown as invalid until fixed',
    async (delay) => {
      await setup({ settings: { delay } });
      expect(screen.getByText('O atraso deve ser de 1 a 10 segundos, de 1 em 1 segundo.')).toBeTruthy();
      await userEvent.selectOptions(field('Impressora padrão'), 'Cozinha');
      expect(saveButton().disabled).toBe(true);
      await userEvent.selectOptions(field('Atraso entre impressões'), '10000');
      expect(screen.queryByText('O atraso deve ser de 1 a 10 segundos, de 1 em 1 segundo.')).toBeNull();
      expect(saveButton().disabled).toBe(false);
    },
  );

  it('routes categories to printers with a grouping text, saved locally and in the cloud', async () => {
    const { printing, calls } = await setup();
    expect(await screen.findByText('Bebidas')).toBeTruthy();
    expect(screen.queryByText('sem id')).toBeNull();
    expect(field('Impressora de Pizzas Salgadas').value).toBe('Cozinha');
    expect(field('Agrupamento de Pizzas Salgadas').value).toBe('Pizzas');
    await userEvent.selectOptions(field('Impressora de Bebidas'), 'Caixa');
    await userEvent.type(field('Agrupamento de Bebidas'), 'BAR');
    await userEvent.click(saveButton());
    await screen.findByText('Configurações salvas com sucesso');
    expect(printing.saveSettings.mock.lastCall![0].impressorasProducao).toEqual({
      '12': { impressora: 'Cozinha', agrupamento: 'Pizzas', nome: 'Pizzas Salgadas' },
      '20': { impressora: 'Caixa', agrupamento: 'BAR', nome: 'Bebidas' },
    });
    const post = calls.find((c) => c.route === 'v1 estabelecimentosimpressao/adicionar')!;
    expect(JSON.parse(formBody(post.body).impressorasProducao!)).toEqual({
      '12': { impressora: 'Cozinha', agrupamento: 'Pizzas' },
      '20': { impressora: 'Caixa', agrupamento: 'BAR' },
    });
  });

  it('cashier printers and options are checkboxes saved as the spec flags', async () => {
    const { printing } = await setup();
    await userEvent.click(screen.getByLabelText('Cozinha'));
    await userEvent.click(screen.getByLabelText('Caixa'));
    await userEvent.click(screen.getByLabelText(/Aceitar e imprimir pedidos automaticamente/));
    await userEvent.click(screen.getByLabelText(/Imprimir itens desagrupados/));
    await userEvent.click(saveButton());
    await screen.findByText('Configurações salvas com sucesso');
    expect(printing.saveSettings).toHaveBeenLastCalledWith(
      expect.objectContaining({
        impressorasCaixa: ['Cozinha'],
        autoAceiteImprimir: 'true',
        impressaoItemAgrupado: 'true',
      }),
    );
  });

  it('a refused cloud save (status false) shows its erro and keeps Save enabled', async () => {
    const routes = cloudRoutes(cloudRecord(), {
      'POST v1 estabelecimentosimpressao/adicionar': () =>
        json({
          status: false,
          erro: 'Fonte inválida no servidor.',
        }),
    });
    const { printing } = await setup({}, routes);
    const success = vi.spyOn(notify, 'success');
    await userEvent.selectOptions(field('Fonte'), 'Verdana');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Atenção!')).toBeTruthy();
    expect(within(dialog).getByText('Fonte inválida no servidor.')).toBeTruthy();
    expect(printing.saveSettings).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText(/salvas neste computador, mas não na nuvem/)).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    expect(success).not.toHaveBeenCalled();
  });

  it('shows the print module problem in the printer list', async () => {
    await setup({ list: { printers: [], problem: 'Problemas no módulo de impressão.' } });
    expect(screen.getByText('Problemas no módulo de impressão.')).toBeTruthy();
    expect(within(field('Impressora padrão')).getByText('Caixa (não encontrada)')).toBeTruthy();
  });

  it('names the problem a printer reports beside it, live from the print queue', async () => {
    usePrintQueue.setState({
      queue: {
        pending: [],
        failed: [],
        printedToday: [],
        alerts: [
          {
            printerName: 'Caixa',
            message: 'Impressora Caixa sem papel',
            waitingJobs: 2,
            problem: 'paper-out',
          },
        ],
      },
    });
    await setup();
    const row = screen.getByText('Caixa', { selector: 'strong' }).closest('li')!;
    const status = within(row).getByRole('status');
    expect(status.textContent).toContain('Impressora Caixa sem papel — 2 tickets aguardando');
    // The other printers keep what the list said.
    const cozinha = screen.getByText('Cozinha', { selector: 'strong' }).closest('li')!;
    expect(within(cozinha).getByText('Sem conexão')).toBeTruthy();
    expect(within(cozinha).queryByRole('status')).toBeNull();
  });

  it('follows settings saved elsewhere while nothing is being edited', async () => {
    const { emitSettings, view } = await setup();
    emitSettings({ ...view(), settings: { ...view().settings, defaultPrinter: 'Cozinha' } });
    await waitFor(() => expect(field('Impressora padrão').value).toBe('Cozinha'));
    await userEvent.selectOptions(field('Layout da via do caixa'), '2');
    emitSettings({
      ...view(),
      settings: { ...view().settings, defaultPrinter: 'Caixa', impressaoLayout: 1 },
    });
    expect(field('Impressora padrão').value).toBe('Cozinha');
    expect(field('Layout da via do caixa').value).toBe('2');
  });

  it('hostile category and printer names are shown as text, never as markup', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const routes = cloudRoutes(cloudRecord(), {
      'GET v1 cardapiocategorias/listar': {
        status: true,
        categorias: [
          {
            id_cardapio_categoria: '77',
            nome_categoria: hostile,
            status: 'S',
            disponibilidade: '',
            ordem: 1,
          },
        ],
      },
    });
    await setup(
      {
        list: {
          printers: [{ name: hostile, kind: 'tcp', detail: '1.2.3.4:9100', configured: true, health: 'ok' }],
        },
      },
      routes,
    );
    expect((await screen.findAllByText(hostile)).length).toBeGreaterThan(0);
    expect(document.querySelector('img')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
