// Login (spec 01 §2 Login, §6, §8; spec 03 §2.1): the form, its failure, the auto-login link,
// the "not logged in" guard and the no-role logout rule.
import { DEMO, expect, loginForm, test } from './fixtures';

const STORE_NAME = 'Pizzaria Bella Napoli';

test.describe('login', () => {
  test('admin logs in with the form and reaches the shell', async ({ app, page, sandbox }) => {
    const admin = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
    // 02 §6: after login every request carries the user id beside the hash (default header name).
    const userIdOn = (prefix: string) =>
      page
        .waitForRequest((r) => r.url().includes(prefix) && r.headers().authorization !== undefined)
        .then((r) => r.headers()['x-id-usuario']);
    const onMainApi = userIdOn('/api/v1/');
    const onJsonService = userIdOn('/api/json/');
    await app.goto('/login');
    const form = loginForm(page);
    await expect(form.acessar).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible();
    await app.screenshot('login');
    await app.audit('login');

    await form.usuario.fill(DEMO.admin.usuario);
    await form.senha.fill(DEMO.admin.senha);
    await form.acessar.click();

    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page).not.toHaveURL(/#\/login/);
    await expect(page.getByRole('banner')).toContainText(STORE_NAME);
    await expect(page.getByRole('switch', { name: /Loja (aberta|fechada)/ })).toBeVisible();
    expect(await onMainApi).toBe(String(admin.id_usuario));
    expect(await onJsonService).toBe(String(admin.id_usuario));
    await app.settled();
    await app.audit('pedidos (após o login)');
  });

  test('Enter in the password field submits', async ({ app, page }) => {
    await app.goto('/login');
    const form = loginForm(page);
    await form.usuario.fill(DEMO.operator.usuario);
    await form.senha.fill(DEMO.operator.senha);
    await form.senha.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });

  test('a wrong password shows Erro! with the server message and stays on login', async ({ app, page }) => {
    await app.goto('/login');
    const form = loginForm(page);
    await form.usuario.fill(DEMO.admin.usuario);
    await form.senha.fill('senha-errada');
    await form.acessar.click();

    const dialog = page.getByRole('alertdialog', { name: 'Erro!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Usuário ou senha inválidos.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(form.acessar).toBeEnabled();
  });

  test('auto-login links /login/<base64 usuario>/<hash>: the admin’s and the operator’s sessions are their own, live', async ({
    app,
    page,
    sandbox,
  }) => {
    // Only the store socket may bring the new orders here: no reconciliation, no polling.
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'cashDesk.debug.ordersSync',
        JSON.stringify({ reconcileMs: 600_000, pollMs: 600_000 }),
      );
    });
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const plug = page.locator('.plug');
    const link = (usuario: string, hash: string) =>
      `/login/${Buffer.from(usuario, 'utf8').toString('base64')}/${encodeURIComponent(hash)}`;

    // The admin's link: admin menu, the store, the socket connected, a new order shows live.
    const admin = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
    await app.goto(link(DEMO.admin.usuario, admin.sessao.hash));
    await expect(nav).toBeVisible();
    await expect(page).not.toHaveURL(/#\/login/);
    await expect(page.getByRole('banner')).toContainText(STORE_NAME);
    await expect(nav.getByRole('link', { name: 'Faturas', exact: true })).toBeVisible();
    await app.goto('/pedidos');
    await expect(plug).toHaveAttribute('data-connected', 'true');
    const first = await sandbox.control<{ ids: string[] }>('orders', {
      status: 'PP',
      overrides: { usuario_nome: 'Cliente Do Link Admin' },
    });
    await expect(page.locator(`.order-row[data-order-id="${first.ids[0]}"]`)).toContainText(
      'Cliente Do Link Admin',
    );
    await app.goto('/');
    await expect(page.getByRole('main')).toContainText(`Olá, ${admin.nome}!`);

    // Out, then the operator's link: no admin item, an admin route is denied, live events too.
    await nav.getByRole('button', { name: 'Sair da Loja' }).click();
    await expect(page).toHaveURL(/#\/login/);
    const operator = await sandbox.login(DEMO.operator.usuario, DEMO.operator.senha);
    await app.goto(link(DEMO.operator.usuario, operator.sessao.hash));
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Faturas', exact: true })).toHaveCount(0);
    await app.goto('/pedidos');
    await expect(plug).toHaveAttribute('data-connected', 'true');
    const second = await sandbox.control<{ ids: string[] }>('orders', {
      status: 'PP',
      overrides: { usuario_nome: 'Cliente Do Link Operador' },
    });
    await expect(page.locator(`.order-row[data-order-id="${second.ids[0]}"]`)).toContainText(
      'Cliente Do Link Operador',
    );
    await app.goto('/financeiro/faturas');
    await expect(page.getByRole('heading', { name: 'Acesso Negado!!' })).toBeVisible();

    // A link whose hash is another user's session is refused. The logout ends first: a link
    // opened over a live session would only show that session.
    await nav.getByRole('button', { name: 'Sair da Loja' }).click();
    await expect(page).toHaveURL(/#\/login/);
    await app.goto(link(DEMO.operator.usuario, admin.sessao.hash));
    await expect(page.getByRole('alertdialog', { name: 'Erro!' })).toContainText(
      'Link de acesso inválido ou expirado.',
    );
  });

  test('/auth opens the login, and with the link’s usuario and hash logs in as /login/{usuario}/{hash} does', async ({
    app,
    page,
    sandbox,
  }) => {
    await app.goto('/auth');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByText('Página não encontrada')).toHaveCount(0);
    await expect(loginForm(page).acessar).toBeVisible();

    const admin = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
    const usuario = Buffer.from(DEMO.admin.usuario, 'utf8').toString('base64');
    await app.goto(
      `/auth?usuario=${encodeURIComponent(usuario)}&hash=${encodeURIComponent(admin.sessao.hash)}`,
    );
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page).not.toHaveURL(/#\/(login|auth)/);
  });

  test('an auto-login link with an unknown hash is refused', async ({ app, page }) => {
    const usuario = Buffer.from('admin', 'utf8').toString('base64');
    await app.goto(`/login/${usuario}/hash-que-nao-existe`);
    await expect(page.getByRole('alertdialog', { name: 'Erro!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  });

  test('a protected route without login says so and shows the login', async ({ app, page }) => {
    await app.goto('/estoque');
    await expect(page.getByText('Você não está logado, tente novamente.')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(loginForm(page).acessar).toBeVisible();
  });

  test('a user without roles is logged out', async ({ app, page }) => {
    await app.goto('/login');
    const form = loginForm(page);
    await form.usuario.fill(DEMO.noRoles.usuario);
    await form.senha.fill(DEMO.noRoles.senha);
    await form.acessar.click();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('sessão foi encerrada');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    // Nothing was kept: a protected route still asks for a login.
    await app.goto('/estoque');
    await expect(page.getByText('Você não está logado, tente novamente.')).toBeVisible();
  });

  test('Sair da Loja logs out and returns to the login', async ({ app, page }) => {
    await app.loginAs(DEMO.admin.usuario);
    await page.getByRole('button', { name: 'Sair da Loja' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await app.goto('/estoque');
    await expect(page).toHaveURL(/#\/login$/);
  });
});
