// The desktop wrapper (spec 03 §2.22) without the Electron binary: the real preload bridge in
// the page, the real main-process handlers behind it (see fixtures.ts, mode 'desktop').
// update-available → 'Atualizando...' with percent progress, then a downloaded update that waits
// for pending orders (staff keep working, or 'Instalar agora'); the window's close button →
// 'Tem certeza que precisa fechar?' with Minimizar (hide to tray), Fechar (quit), Cancelar.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

test.use({ mode: 'desktop' });

const closePrompt = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Tem certeza que precisa fechar?' });

test.describe('desktop bridge', () => {
  test('the session goes through the bridge into main, hash encrypted', async ({ app, page, main }) => {
    const configFetches: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/runtime-config.json')) configFetches.push(r.url());
    });
    await app.loginAs(DEMO.admin.usuario);
    // The config came from main (CASHDESK_API_ORIGIN → the sandbox), not from the web server.
    expect(configFetches).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toContainText('Versão 1.2.0');
    const saved = main.core.session.load();
    expect(saved?.nome).toBe('Marco Rossi');
    expect(saved?.sessao.hash).toBeTruthy();
    const stored = JSON.stringify(main.fakes.sessionFile.value);
    expect(stored).toContain('"encoding":"safeStorage"');
    expect(stored).not.toContain(saved?.sessao.hash ?? '-');
    // Nothing of the session is left in the page's storage (web mode keeps it there).
    expect(await page.evaluate(() => window.localStorage.getItem('usuario'))).toBeNull();
    // The tray tooltip learned the store name.
    await expect.poll(() => main.fakes.tray?.tooltip).toContain('Pizzaria Bella Napoli');

    // Logging out clears it in main too.
    await page.getByRole('button', { name: 'Sair da Loja' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect.poll(() => main.core.session.load()).toBeNull();
  });

  test('a restart restores the session saved in main', async ({ app, page, main }) => {
    await app.loginAs(DEMO.operator.usuario);
    // A new main core on the same session file, then a fresh page: only the saved file can log in.
    await main.restart();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page).not.toHaveURL(/#\/login/);
  });
});

test.describe('updater', () => {
  test('Atualizando... with percent progress; once downloaded it waits for pending orders, staff keep working or install now', async ({
    app,
    page,
    main,
    sandbox,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    // A new order waits for acceptance: the desk reports it to main.
    await sandbox.control('orders', {});
    await expect.poll(() => main.core.updater.pendingOrders()).toBeGreaterThan(0);
    expect(main.fakes.autoUpdater.calls.checkForUpdates).toBeGreaterThan(0);

    await main.emitUpdater('update-available', { version: '1.3.0' });
    await expect(page.getByRole('heading', { name: 'Atualizando...' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    // An overlay, not an unmount: the desk is still there underneath (orders, sound, printing).
    await expect(page.getByRole('navigation', { name: 'Menu principal', includeHidden: true })).toHaveCount(
      1,
    );
    await expect(page.getByText('Estamos instalando a versão 1.3.0.', { exact: false })).toBeVisible();

    await main.emitUpdater('download-progress', {
      percent: 42.4,
      transferred: 42,
      total: 100,
      bytesPerSecond: 10,
    });
    const bar = page.getByRole('progressbar', { name: 'Progresso da atualização' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(page.getByText('42%', { exact: true })).toBeVisible();
    await app.screenshot('updating');
    await app.audit('atualizando');

    await main.emitUpdater('download-progress', { percent: 100 });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(main.core.updater.status()).toMatchObject({
      state: 'downloading',
      version: '1.3.0',
      percent: 100,
    });

    // Downloaded while an order is pending: no install, the screen says what it waits for.
    await main.emitUpdater('update-downloaded', { version: '1.3.0' });
    const ready = page.getByRole('dialog', { name: 'Atualização pronta' });
    await expect(ready).toBeVisible();
    await expect(ready).toContainText(
      'Atualização pronta. Será instalada quando não houver pedidos pendentes nem impressões na fila.',
    );
    await expect(ready).toContainText(/Aguardando: \d+ pedidos? pendentes?\./);
    await expect(ready.getByRole('button', { name: 'Continuar trabalhando' })).toBeFocused();
    expect(main.fakes.autoUpdater.calls.quitAndInstall).toBe(0);
    await app.screenshot('update-ready');
    await app.audit('atualização pronta');

    // Keep working: a banner instead of the overlay, and the desk is usable again.
    await page.keyboard.press('Enter');
    const banner = page.getByRole('region', { name: 'Atualização pronta' });
    await expect(banner).toBeVisible();
    await expect(ready).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await app.screenshot('update-ready-banner');
    await app.audit('atualização pronta, trabalhando');

    // 'Instalar agora' installs at once, order pending or not.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Instalar agora' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => main.fakes.autoUpdater.calls.quitAndInstall).toBe(1);
    await expect(page.getByRole('heading', { name: 'Atualizando...' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Instalando atualização...' })).toBeVisible();
  });
});

test.describe('close prompt', () => {
  test('Minimizar hides the window to the tray', async ({ app, page, main }) => {
    await app.loginAs(DEMO.admin.usuario);
    expect(main.fakes.window.isVisible()).toBe(true);

    expect(await main.clickClose()).toBe(true); // main prevented the close
    const prompt = closePrompt(page);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button')).toHaveText(['Minimizar', 'Fechar', 'Cancelar']);
    await app.screenshot('close-prompt');
    await app.audit('fechar o app');

    await prompt.getByRole('button', { name: 'Minimizar' }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(() => main.fakes.window.isVisible()).toBe(false);
    expect(main.fakes.window.calls.hide).toBe(1);
    expect(main.fakes.app.calls.quit).toBe(0);
    expect(main.core.closeFlow.pendingPrompt()).toBeNull();
  });

  test('Fechar quits the app', async ({ app, page, main }) => {
    await app.loginAs(DEMO.admin.usuario);
    await main.clickClose();
    await closePrompt(page).getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => main.fakes.app.calls.quit).toBe(1);
    expect(main.fakes.window.calls.hide).toBe(0);
    expect(main.core.closeFlow.isQuitting()).toBe(true);
  });

  test('Cancelar keeps everything as it was', async ({ app, page, main }) => {
    await app.loginAs(DEMO.admin.usuario);
    await main.clickClose();
    const prompt = closePrompt(page);
    await prompt.getByRole('button', { name: 'Cancelar' }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(() => main.core.closeFlow.pendingPrompt()).toBeNull();
    expect(main.fakes.window.isVisible()).toBe(true);
    expect(main.fakes.window.calls.hide).toBe(0);
    expect(main.fakes.app.calls.quit).toBe(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

    // Asked again, it asks again.
    await main.clickClose();
    await expect(closePrompt(page)).toBeVisible();
  });

  test('the prompt also works on the login screen', async ({ app, page, main }) => {
    await app.goto('/login');
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeEnabled();
    await main.clickClose();
    await closePrompt(page).getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => main.fakes.app.calls.quit).toBe(1);
  });
});
