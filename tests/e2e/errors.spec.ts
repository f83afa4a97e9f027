// Global response handling (spec 01 §8): a 401 logs the user out with a non-dismissable
// 'É necessário fazer o login novamente.'; any other failure shows
// 'Ops! Ocorreu um erro inesperado {status}!' whose 'Tentar novamente' reloads the page.
import { DEMO, expect, loginForm, test } from './fixtures';
import { expireSessionOnStoreSwitch, loginAgainFrom, storeSwitch } from './support/orders-desk';

test.describe('global error handling', () => {
  test('401: expired session → É necessário fazer o login novamente., back to login', async ({
    app,
    page,
    sandbox,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    const dialog = await expireSessionOnStoreSwitch(page, sandbox);
    // Non-dismissable: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await loginAgainFrom(dialog, page);
    await expect(loginForm(page).acessar).toBeVisible();
    // The session is gone for good: a protected route asks for a login again.
    await app.goto('/estoque');
    await expect(page).toHaveURL(/#\/login$/);
  });

  // The back-office screens load through the same layer: an expired session on their first
  // call logs out the same way (one screen per issue's area: catalogue, store settings,
  // finance, reports).
  for (const route of ['/produtos', '/configuracoes/bairros', '/financeiro/faturas', '/relatorio']) {
    test(`401 on ${route}: É necessário fazer o login novamente., back to login`, async ({
      app,
      page,
      sandbox,
    }) => {
      await app.loginAs(DEMO.admin.usuario);
      await sandbox.control('sessions/expire', {});
      await app.goto(route);
      const dialog = page.getByRole('alertdialog', { name: 'Atenção!' });
      await expect(dialog).toContainText('É necessário fazer o login novamente.');
      await loginAgainFrom(dialog, page);
    });
  }

  test('500: Ops! Ocorreu um erro inesperado 500! and Tentar novamente reloads', async ({
    app,
    page,
    sandbox,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    await expect(storeSwitch(page)).toBeEnabled();
    const before = await storeSwitch(page).getAttribute('aria-checked');

    await sandbox.control('faults', { path: 'estabelecimento/mudaAberturaFechamento', status: 500 });
    await storeSwitch(page).click();

    const dialog = page.getByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 500!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

    await sandbox.control('faults', undefined, 'DELETE');
    await page.evaluate(() => ((window as unknown as { __beforeReload?: boolean }).__beforeReload = true));
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Tentar novamente' }).click(),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
    ).toBeUndefined();

    // After the reload the session is still there and the shell comes back without the error.
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The failed toggle changed nothing on the server.
    await expect(storeSwitch(page)).toHaveAttribute('aria-checked', before ?? '');
  });

  test('500 on the first screen: the dialog appears on entering the shell', async ({
    app,
    page,
    sandbox,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    await sandbox.control('faults', { path: 'estabelecimento/getLoja', status: 500 });
    await page.reload();
    await expect(
      page.getByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 500!' }),
    ).toBeVisible();
  });
});
