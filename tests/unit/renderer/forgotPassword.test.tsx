import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import ForgotPasswordWizard from '../../../renderer/src/features/auth/forgot-password/ForgotPasswordWizard';
import { fakeApi, json, makeServices, type Handler } from './helpers';

const STORES = {
  establishments: [
    {
      id_estabelecimento: '1',
      nome: 'Pizzaria Bella Napoli',
      razao_social: 'Bella Napoli Ltda',
      bairro: 'Vila Mariana',
    },
    {
      id_estabelecimento: '2',
      nome: 'Bella Napoli - Moema',
      razao_social: 'Bella Napoli Ltda',
      bairro: 'Moema',
    },
  ],
};
const CONTACTS = { email: 'ad***@bellanapoli.com.br', telefone: '(11) *****-4321' };

function setup(routes: Record<string, Handler | unknown> = {}) {
  const api = fakeApi({
    'POST json reset-password/verify-document': STORES,
    'POST json reset-password/verify-stablishment': CONTACTS,
    'POST json reset-password/send-code': { uuid: 'u-1', usuario: 'admin' },
    'POST json reset-password/save-password': { success: true },
    ...routes,
  });
  const reload = vi.fn();
  const onClose = vi.fn();
  const services = makeServices({ fetch: api.fetch, reload });
  render(
    <ServicesProvider value={services}>
      <ForgotPasswordWizard onClose={onClose} />
      <FeedbackHost />
    </ServicesProvider>,
  );
  return { api, reload, onClose, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const heading = (name: string) => screen.findByRole('heading', { name });
const next = (user: ReturnType<typeof userEvent.setup>, name = 'Continuar') =>
  user.click(screen.getByRole('button', { name }));
const bodies = (api: ReturnType<typeof fakeApi>, route: string) =>
  api.calls
    .filter((c) => c.route === `json reset-password/${route}`)
    .map((c) => JSON.parse(c.body) as unknown);

async function toStep(step: 2 | 3 | 4 | 5, s: ReturnType<typeof setup>) {
  const { user } = s;
  await user.type(await screen.findByLabelText('CNPJ ou CPF'), '11222333000181');
  await next(user);
  await heading('2. Estabelecimento');
  if (step === 2) return;
  await user.click(screen.getByRole('radio', { name: 'Pizzaria Bella Napoli' }));
  await next(user);
  await heading('3. Nova senha');
  if (step === 3) return;
  await user.type(screen.getByLabelText('Nova senha'), 'novasenha1');
  await user.type(screen.getByLabelText('Confirmação da nova senha'), 'novasenha1');
  await next(user);
  await heading('4. Forma de recuperação');
  if (step === 4) return;
  await user.click(screen.getByRole('radio', { name: 'E-mail' }));
  await next(user, 'Enviar código');
  await heading('5. Validação');
}

// Fake timers throughout (the countdown); they advance with real time so the UI flows normally.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Esqueci minha senha: step 1, Identificação', () => {
  it('masks as CPF, then CNPJ by length', async () => {
    const { user } = setup();
    const input = (await screen.findByLabelText('CNPJ ou CPF')) as HTMLInputElement;
    await user.type(input, '52998224725');
    expect(input.value).toBe('529.982.247-25');
    await user.type(input, '000');
    expect(input.value).toBe('52.998.224/7250-00');
  });

  it.each([
    ['', 'Por favor, preencha o CNPJ/CPF.'],
    ['52998224720', 'CNPJ/CPF inválido!'],
    ['1122233300018', 'CNPJ/CPF inválido!'],
  ])('%j → %s (nothing sent)', async (value, message) => {
    const s = setup();
    if (value) await s.user.type(await screen.findByLabelText('CNPJ ou CPF'), value);
    await next(s.user);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(s.api.calls).toHaveLength(0);
  });

  it("the server's message (4xx) is shown", async () => {
    const s = setup({
      'POST json reset-password/verify-document': () =>
        json({ message: 'Nenhum estabelecimento encontrado para este documento.' }, 404),
    });
    await s.user.type(await screen.findByLabelText('CNPJ ou CPF'), '11222333000181');
    await next(s.user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Nenhum estabelecimento encontrado para este documento.',
    );
    expect(bodies(s.api, 'verify-document')).toEqual([{ cnpj_cpf: '11222333000181' }]);
  });
});

describe('step 1: the establishments found, in every shape (issue 31)', () => {
  const list = STORES.establishments;
  it.each<[string, unknown]>([
    ["the spec's establishments", STORES],
    ['the bare list', list],
    ['under estabelecimentos', { estabelecimentos: list }],
    ['under data', { status: true, data: list }],
    ['under obj', { obj: list }],
    ['under the one key that holds a list', { status: true, lojas: list }],
  ])('%s → step 2 lists them', async (_name, body) => {
    const s = setup({ 'POST json reset-password/verify-document': body });
    await toStep(2, s);
    expect(screen.getByRole('radio', { name: 'Pizzaria Bella Napoli' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Bella Napoli - Moema' })).toBeTruthy();
  });

  it.each<[string, unknown]>([
    ['two keys with lists', { a: list, b: list }],
    ['an object without a list', { status: true, mensagem: 'ok' }],
    ['a text', 'ok'],
  ])('an answer it cannot read (%s) says so, never CNPJ/CPF inválido!', async (_name, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = setup({ 'POST json reset-password/verify-document': body });
    await s.user.type(await screen.findByLabelText('CNPJ ou CPF'), '11222333000181');
    await next(s.user);
    const alert = (await screen.findByRole('alert')).textContent ?? '';
    expect(alert).toContain('O servidor enviou uma resposta que o aplicativo não entendeu.');
    expect(alert).not.toContain('CNPJ/CPF inválido!');
    expect(warn).toHaveBeenCalledWith('[api] resposta ilegível', {
      call: 'POST reset-password/verify-document',
      issues: expect.any(Array) as unknown,
    });
    warn.mockRestore();
  });

  it('an empty list → Nenhum estabelecimento encontrado para este CNPJ/CPF.', async () => {
    const s = setup({ 'POST json reset-password/verify-document': { establishments: [] } });
    await s.user.type(await screen.findByLabelText('CNPJ ou CPF'), '11222333000181');
    await next(s.user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Nenhum estabelecimento encontrado para este CNPJ/CPF.',
    );
  });
});

describe('step 2, Estabelecimento', () => {
  it('lists name, razão social and bairro; none selected → Por favor, preencha todos os campos.', async () => {
    const s = setup();
    await toStep(2, s);
    expect(screen.getAllByText('Razão social: Bella Napoli Ltda')).toHaveLength(2);
    expect(screen.getByText('Bairro: Vila Mariana')).toBeTruthy();
    expect(screen.getByText('Bairro: Moema')).toBeTruthy();
    await next(s.user);
    expect((await screen.findByRole('alert')).textContent).toContain('Por favor, preencha todos os campos.');
  });

  it("a server error here goes back to step 1 with the server's text", async () => {
    const s = setup({
      'POST json reset-password/verify-stablishment': () =>
        json({ message: 'Estabelecimento não pertence a este documento.' }, 422),
    });
    await toStep(2, s);
    await s.user.click(screen.getByRole('radio', { name: 'Bella Napoli - Moema' }));
    await next(s.user);
    await heading('1. Identificação');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Estabelecimento não pertence a este documento.',
    );
    expect(bodies(s.api, 'verify-stablishment')).toEqual([
      { cnpj_cpf: '11222333000181', id_estabelecimento: '2' },
    ]);
  });

  it('Voltar returns to the previous step, keeping what was typed', async () => {
    const s = setup();
    await toStep(2, s);
    await s.user.click(screen.getByRole('button', { name: 'Voltar' }));
    await heading('1. Identificação');
    expect((screen.getByLabelText('CNPJ ou CPF') as HTMLInputElement).value).toBe('11.222.333/0001-81');
  });
});

describe('step 3, Nova senha', () => {
  it.each([
    ['1234567', '1234567', 'A Senha deve ter no mínimo 8 caracteres.'],
    ['12345678', '12345670', 'A senha e a confirmação de senha não são iguais.'],
  ])('%s / %s → %s', async (password, confirmation, message) => {
    const s = setup();
    await toStep(3, s);
    await s.user.type(screen.getByLabelText('Nova senha'), password);
    await s.user.type(screen.getByLabelText('Confirmação da nova senha'), confirmation);
    await next(s.user);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('each password has a show/hide toggle', async () => {
    const s = setup();
    await toStep(3, s);
    const field = screen.getByLabelText('Nova senha');
    expect(field.getAttribute('type')).toBe('password');
    await s.user.click(screen.getByRole('button', { name: 'Mostrar nova senha' }));
    expect(field.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Mostrar confirmação da nova senha' })).toBeTruthy();
  });
});

describe('step 4, Forma de recuperação', () => {
  it('shows both masked contacts; a failed send says so', async () => {
    const s = setup({ 'POST json reset-password/send-code': () => json({ message: 'x' }, 500) });
    await toStep(4, s);
    expect(screen.getByText(CONTACTS.email)).toBeTruthy();
    expect(screen.getByText(CONTACTS.telefone)).toBeTruthy();
    await s.user.click(screen.getByRole('radio', { name: 'SMS' }));
    await next(s.user, 'Enviar código');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível enviar o código de validação.',
    );
    expect(bodies(s.api, 'send-code')).toEqual([
      { cnpj_cpf: '11222333000181', id_estabelecimento: '1', type: 'sms' },
    ]);
  });
});

describe('step 5, Validação', () => {
  it('saves with every field and reloads after "Senha alterada com sucesso."', async () => {
    const s = setup();
    await toStep(5, s);
    expect(screen.getByRole('timer').textContent).toBe('05:00');
    await s.user.type(screen.getByLabelText('Código de validação'), '123456');
    await s.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findAllByText('Senha alterada com sucesso.')).not.toHaveLength(0);
    expect(bodies(s.api, 'save-password')).toEqual([
      {
        id_estabelecimento: '1',
        code: '123456',
        uuid: 'u-1',
        password: 'novasenha1',
        password_confirmation: 'novasenha1',
        cnpj_cpf: '11222333000181',
      },
    ]);
    expect(s.reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(s.reload).toHaveBeenCalledTimes(1);
  });

  it('a refused save → Não foi possível salvar a nova senha.', async () => {
    const s = setup({
      'POST json reset-password/save-password': () =>
        json({ error: 'Código inválido ou expirado.', message: 'Código inválido ou expirado.' }, 422),
    });
    await toStep(5, s);
    await s.user.type(screen.getByLabelText('Código de validação'), '000000');
    await s.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível salvar a nova senha.');
    expect(alert.textContent).toContain('Código inválido ou expirado.');
  });

  it('the countdown runs from 05:00; at zero it offers to resend, which restarts it', async () => {
    const s = setup();
    await toStep(5, s);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^03:5\d$/));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(240_000);
    });
    expect(await screen.findByText('O código expirou.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar nova senha' }).hasAttribute('disabled')).toBe(true);
    await s.user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('05:00'));
    expect(bodies(s.api, 'send-code')).toHaveLength(2);
  });

  it('an empty code is not sent', async () => {
    const s = setup();
    await toStep(5, s);
    await s.user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Informe o código de validação');
    expect(bodies(s.api, 'save-password')).toHaveLength(0);
    expect(within(screen.getByRole('dialog')).getByText(/Seu usuário de acesso é/)).toBeTruthy();
  });
});
