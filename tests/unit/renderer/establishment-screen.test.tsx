import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import EstablishmentPage from '../../../renderer/src/features/establishment/EstablishmentPage';
import { PENDING_TOOLTIP, REQUESTS_EMPTY } from '../../../renderer/src/features/establishment/model';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, fakeApi, json, makeServices, type Handler } from './helpers';

const EXIBIR = 'GET v1 estabelecimento/getExibir';
const LISTAR = 'GET v1 pendencias/listar';
const SAVE = 'POST v1 estabelecimento/postEstabelecimento';

const EST = {
  id_estabelecimento: '1',
  cnpj_cpf: '11222333000181',
  razao_social: 'Bella Napoli Ltda',
  nome: 'Bella Napoli',
  logotipo: 'http://platform.test/static/logo.svg',
  banner: '',
  texto_app: 'Texto atual',
  frase_promocional: 'Frase atual',
};

function setup(routes: Record<string, Handler | unknown>) {
  useSession.setState({ user: ADMIN });
  const api = fakeApi(routes);
  render(
    <ServicesProvider value={makeServices({ fetch: api.fetch })}>
      <EstablishmentPage />
      <FeedbackHost />
    </ServicesProvider>,
  );
  return api;
}

describe('Estabelecimentos screen', () => {
  it('CADASTRO shows the registration of 03 §3 beside CNPJ and razão social, all read-only', async () => {
    setup({
      [EXIBIR]: {
        status: true,
        est: {
          ...EST,
          email: 'contato@bellanapoli.com.br',
          endereco_rua: 'Rua Augusta',
          endereco_numero: '1500',
          endereco_bairro: 'Consolação',
          endereco_cep: '01304001',
          contato: '(11) 3333-4444',
        },
        pen: [],
      },
      [LISTAR]: { status: true, obj: [] },
    });
    const expected: [string, string][] = [
      ['CNPJ', '11.222.333/0001-81'],
      ['Razão social', 'Bella Napoli Ltda'],
      ['Nome', 'Bella Napoli'],
      ['E-mail', 'contato@bellanapoli.com.br'],
      ['Contato', '(11) 3333-4444'],
      ['CEP', '01304-001'],
      ['Endereço', 'Rua Augusta, 1500'],
      ['Bairro', 'Consolação'],
    ];
    for (const [label, value] of expected) {
      const field = (await screen.findByLabelText(label)) as HTMLInputElement;
      expect(field.value).toBe(value);
      expect(field.readOnly).toBe(true);
    }
  });

  it('a registration without address fields still opens (they read as empty)', async () => {
    setup({ [EXIBIR]: { status: true, est: EST, pen: [] }, [LISTAR]: { status: true, obj: [] } });
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Razão social') as HTMLInputElement).value).toBe('Bella Napoli Ltda');
  });

  it('disables a pending field with the tooltip and keeps the typed text on a refusal', async () => {
    const user = userEvent.setup();
    const api = setup({
      [EXIBIR]: {
        status: true,
        est: EST,
        pen: [
          {
            id_pendencias: '5',
            tabela: 'estabelecimentos',
            nome_campo: 'frase_promocional',
            valor_ant: 'Frase atual',
            valor_post: 'Frase nova',
            data_inclusao: '2026-11-20 10:00:00',
            data_status: null,
            status: 'Pendente',
          },
        ],
      },
      [SAVE]: { status: false, erro: 'O texto do app deve ter no máximo 500 caracteres.' },
    });
    const frase = await screen.findByLabelText('Frase promocional');
    expect((frase as HTMLTextAreaElement).disabled).toBe(true);
    expect((frase as HTMLTextAreaElement).value).toBe('Frase nova');
    expect(frase.closest('[title]')?.getAttribute('title')).toBe(PENDING_TOOLTIP);
    const texto = screen.getByLabelText('Texto do app');
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.clear(texto);
    await user.type(texto, 'Novo texto');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText('O texto do app deve ter no máximo 500 caracteres.')).toBeTruthy();
    expect((texto as HTMLTextAreaElement).value).toBe('Novo texto');
    // The pending field travels with its live value, so no second request is opened for it.
    const body = new URLSearchParams(
      String(api.calls.find((c) => c.route === 'v1 estabelecimento/postEstabelecimento')?.body),
    );
    expect(body.get('frase_promocional')).toBe('Frase atual');
    expect(body.get('texto_app')).toBe('Novo texto');
  });

  it("shows the refusal of getExibir in 'Atencao!' and inline, then the empty SOLICITAÇÕES message", async () => {
    const user = userEvent.setup();
    setup({
      [EXIBIR]: { status: false, erro: 'Estabelecimento não encontrado.' },
      [LISTAR]: { status: true, obj: [] },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Atencao!' });
    expect(within(dialog).getByText('Estabelecimento não encontrado.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Estabelecimento não encontrado.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'SOLICITAÇÕES' }));
    expect(await screen.findByText(REQUESTS_EMPTY)).toBeTruthy();
  });

  it('a 401 asks for a new login', async () => {
    setup({ [EXIBIR]: () => json({ status: false, erro: 'Sessão expirada. Faça login novamente.' }, 401) });
    await waitFor(() => expect(screen.getByText('É necessário fazer o login novamente.')).toBeTruthy());
  });
});
