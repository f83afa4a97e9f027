// Login (spec 01 §2 Login, §6, §8; spec 03 §2.1): the form, its failure, the auto-login link,
// the "not logged in" guard and the no-role logout rule.
import { DEMO, expect, loginForm, test } from './fixtures';

const STORE_NAME = 'Pizzaria Bella Napoli';

test.describe('login', () => {
  test('admin logs in with the form and reaches the shell', async ({ app, page }) => {
    await app.goto('/login');
    const form = loginForm(page);
    await expect(form.acessar).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible();
    await app.screenshot('login');

    await form.usuario.fill(DEMO.admin.usuario);
    await form.senha.fill(DEMO.admin.senha);
    await form.acessar.click();

    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page).not.toHaveURL(/#\/login/);
    await expect(page.getByRole('banner')).toContainText(STORE_NAME);
    await expect(page.getByRole('switch', { name: /Loja (aberta|fechada)/ })).toBeVisible();
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

  test('the auto-login link /login/<base64 usuario>/<hash> enters by itself', async ({
    app,
    page,
    sandbox,
  }) => {
    const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
    const usuario = Buffer.from(DEMO.admin.usuario, 'utf8').toString('base64');
    await app.goto(`/login/${usuario}/${encodeURIComponent(user.sessao.hash)}`);

    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page).not.toHaveURL(/#\/login/);
    await expect(page.getByRole('banner')).toContainText(STORE_NAME);
    // The link's user name (decoded) is who Início greets.
    await app.goto('/');
    await expect(page.getByRole('main')).toContainText(`Olá, ${DEMO.admin.usuario}!`);
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
