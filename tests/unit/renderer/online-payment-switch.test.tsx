import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { serverErrorsOf } from '../../../renderer/src/api/errors';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import {
  ACCEPTANCE_LABEL,
  ACCEPTANCE_UNKNOWN,
  OnlinePaymentSwitch,
  RECEBIMENTOS_PATH,
} from '../../../renderer/src/online-payment/OnlinePaymentSwitch';
import { useSession } from '../../../renderer/src/stores/session';
import type { RuntimeConfig } from '../../../shared/config';
import { ADMIN, fakeApi, json, makeServices, type Handler } from './helpers';

function setup(routes: Record<string, Handler | unknown>, config?: Partial<RuntimeConfig>) {
  const api = fakeApi(routes);
  useSession.setState({ user: ADMIN });
  const router = createMemoryRouter(
    [
      { path: '/', element: <OnlinePaymentSwitch /> },
      { path: RECEBIMENTOS_PATH, element: <h1>Contas de recebimento</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ServicesProvider value={makeServices({ fetch: api.fetch, config })}>
      <RouterProvider router={router} />
      <FeedbackHost />
    </ServicesProvider>,
  );
  return { api, router };
}

const STATUS = 'GET v1 pagamentoonline/getAcceptanceStatus';
const SET = 'POST v1 pagamentoonline/setAcceptanceStatus';

describe('online-payment acceptance switch', () => {
  const MUDAR = 'POST v1 pagamentoonline/mudarStatus';

  it('a platform without setAcceptanceStatus (404) is switched through mudarStatus, with no error dialog', async () => {
    const user = userEvent.setup();
    const { api } = setup({
      [STATUS]: { status: true, acceptsOnline: false },
      [SET]: () => json({ status: false, erro: 'Não encontrado.' }, 404),
      [MUDAR]: { status: true, mensagem: 'Pagamento online ativado!' },
    });
    const sw = await screen.findByRole('switch', { name: ACCEPTANCE_LABEL });
    await user.click(sw);
    expect(await screen.findByText('Pagamento online ativado!')).toBeTruthy();
    await waitFor(() => expect(sw.getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.find((c) => c.route === 'v1 pagamentoonline/mudarStatus')?.body).toBe(
      'id_estabelecimento=1&aceita_pgto_online=1',
    );
    // Learned: the next change goes straight to mudarStatus.
    await user.click(sw);
    await waitFor(() => expect(sw.getAttribute('aria-checked')).toBe('false'));
    expect(api.calls.filter((c) => c.route === 'v1 pagamentoonline/setAcceptanceStatus')).toHaveLength(1);
  });

  it("configured 'mudarStatus', setAcceptanceStatus is never asked; a refusal still leads to recebimentos", async () => {
    const user = userEvent.setup();
    const { api, router } = setup(
      {
        [STATUS]: { status: true, acceptsOnline: false },
        [MUDAR]: { status: false, mensagem: 'Cadastro do pagamento online pendente.' },
      },
      { calls: { acceptanceSwitch: 'mudarStatus' } },
    );
    await user.click(await screen.findByRole('switch', { name: ACCEPTANCE_LABEL }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Cadastro do pagamento online pendente.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RECEBIMENTOS_PATH));
    expect(api.calls.some((c) => c.route === 'v1 pagamentoonline/setAcceptanceStatus')).toBe(false);
  });

  it('shows the state as a word and turns online payment off with the server message', async () => {
    const user = userEvent.setup();
    const { api } = setup({
      [STATUS]: { status: true, acceptsOnline: true },
      [SET]: {
        status: true,
        accepts: false,
        mensagem: 'Pagamento online desativado com sucesso!',
        erros: [],
      },
    });
    const sw = await screen.findByRole('switch', { name: ACCEPTANCE_LABEL });
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Ativado')).toBeTruthy();
    await user.click(sw);
    expect(await screen.findByText('Pagamento online desativado com sucesso!')).toBeTruthy();
    await waitFor(() => expect(sw.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText('Desativado')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'v1 pagamentoonline/setAcceptanceStatus')?.body).toBe(
      'accepts=0',
    );
  });

  it('refused: an error dialog with every erros line, then the recebimentos screen', async () => {
    const user = userEvent.setup();
    const { router } = setup({
      [STATUS]: { status: true, acceptsOnline: false },
      [SET]: {
        status: false,
        accepts: false,
        mensagem: 'Não foi possível ativar o pagamento online.',
        erros: { conta: ['Cadastre uma conta de recebimento.'], plano: 'Ative um plano de taxas.' },
      },
    });
    await user.click(await screen.findByRole('switch', { name: ACCEPTANCE_LABEL }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Cadastre uma conta de recebimento.');
    expect(dialog.textContent).toContain('Ative um plano de taxas.');
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RECEBIMENTOS_PATH));
    expect(await screen.findByRole('heading', { name: 'Contas de recebimento' })).toBeTruthy();
  });

  it('an unknown status says so and can be loaded again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    setup({
      [STATUS]: () =>
        ++calls === 1 ? json({ erro: 'x' }, 500) : json({ status: true, acceptsOnline: true }),
    });
    expect(await screen.findByText(ACCEPTANCE_UNKNOWN)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: ACCEPTANCE_LABEL })).toBeTruthy();
  });
});

describe('serverErrorsOf', () => {
  it.each([
    [{ erros: 'Uma.' }, ['Uma.']],
    [{ erros: ['Uma.', ' Duas. ', '', 'Uma.'] }, ['Uma.', 'Duas.']],
    [{ erros: { a: ['Uma.'], b: { c: 'Duas.' } } }, ['Uma.', 'Duas.']],
    [{ erros: [1, null, { x: 'Três.' }] }, ['Três.']],
    [{ erro: 'só erro' }, []],
    [null, []],
    ['texto', []],
    [{ erros: Array.from({ length: 50 }, (_, i) => `E${i}`) }, Array.from({ length: 20 }, (_, i) => `E${i}`)],
  ])('%j → %j', (body, expected) => {
    expect(serverErrorsOf(body)).toEqual(expected);
  });
});
