import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeApi, fakePlatform, makeServices, renderApp, shellRoutes, type Handler } from './helpers';

const TERMS = {
  status: true,
  assinar: true,
  texto:
    '<h2>Contrato</h2><p>Cláusula 1</p><script>window.__terms=1</script><a href="https://ex.com/c.pdf">PDF</a>',
  email: 'dono@loja.com',
  link: 'https://ex.com/contrato.pdf',
  contrato: 'C-1',
  obrigatorio: false,
};

/** Under an alert the modal is aria-hidden (Radix), so look for it directly. */
const termsStillOpen = () =>
  [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes('Termos e contrato'));

function setup(terms: Record<string, unknown>, extra: Record<string, Handler | unknown> = {}) {
  const host = fakePlatform({ session: ADMIN });
  const api = fakeApi(shellRoutes({ 'GET v1 terms/check': terms, ...extra }));
  renderApp('/', { user: ADMIN, services: makeServices({ fetch: api.fetch, platform: host.platform }) });
  return { api, host, user: userEvent.setup() };
}

describe('terms on entry', () => {
  it('shows the sanitized text with the e-mail prefilled; sending closes when close is true', async () => {
    const { api, user, host } = setup(TERMS, {
      'POST v1 terms/sendToSignature': {
        status: true,
        close: true,
        mensagem: 'Contrato enviado para assinatura.',
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Termos e contrato' });
    expect(within(dialog).getByText('Cláusula 1')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('link', { name: 'PDF' }));
    expect(host.openExternal).toHaveBeenCalledWith('https://ex.com/c.pdf');
    const email = within(dialog).getByLabelText('E-mail para assinatura') as HTMLInputElement;
    expect(email.value).toBe('dono@loja.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar para assinatura' }));
    expect(await screen.findByText('Contrato enviado para assinatura.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Termos e contrato' })).toBeNull());
    const call = api.calls.find((c) => c.route === 'v1 terms/sendToSignature');
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      email: 'dono@loja.com',
      contrato: 'C-1',
    });
  });

  it("a mandatory one cannot be closed: 'A assinatura deste documento é obrigatória!'", async () => {
    const { user } = setup({ ...TERMS, obrigatorio: true });
    const dialog = await screen.findByRole('dialog', { name: 'Termos e contrato' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    expect(within(alert).getByText('A assinatura deste documento é obrigatória!')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Atenção!' })).toBeTruthy();
    expect(termsStillOpen()).toBe(true);
  });

  it('an optional one closes', async () => {
    const { user } = setup(TERMS);
    const dialog = await screen.findByRole('dialog', { name: 'Termos e contrato' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Termos e contrato' })).toBeNull());
  });

  it('status false on send: the message in an Atenção! alert, the modal stays', async () => {
    const { user } = setup(TERMS, {
      'POST v1 terms/sendToSignature': { status: false, mensagem: 'Informe um e-mail válido.' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Termos e contrato' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar para assinatura' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeTruthy();
    expect(termsStillOpen()).toBe(true);
  });

  it('nothing to sign → no modal', async () => {
    setup({ ...TERMS, assinar: false });
    await screen.findByRole('heading', { name: 'Início', level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
