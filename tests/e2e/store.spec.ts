// The shell's store controls and banners (spec 01 §2 Shell, §4 Store open/closed, §8, §9):
// the open/closed switch both ways with its toast, the realtime 'loja' event, the suspension
// banner and the overdue-invoice banner.
import { SANDBOX_PREFIXES } from '../../shared/config';
import type { InvoicesResponse } from '../../shared/api/platform-json';
import { DEFAULT_BRAND } from '../../scripts/web-server';
import { DEMO, expect, test } from './fixtures';
import { scaled } from './support/timeouts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** Intl puts a no-break space after R$; the page text may carry either. */
const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

test.describe('store switch', () => {
  test('closes and reopens the store, with the server’s toast each time', async ({ app, page }) => {
    await app.loginAs(DEMO.admin.usuario);
    const storeSwitch = page.getByRole('switch', { name: /Loja (aberta|fechada)/ });
    await expect(storeSwitch).toHaveAccessibleName('Loja aberta');
    await expect(storeSwitch).toBeChecked();

    const closedToast = page.getByText('Loja fechada com sucesso!');
    const openedToast = page.getByText('Loja aberta com sucesso!');

    await storeSwitch.click();
    await expect(storeSwitch).toHaveAccessibleName('Loja fechada');
    await expect(storeSwitch).not.toBeChecked();
    await expect(closedToast).toBeVisible();
    // Success toasts last 2 s (spec 01 §9); a hovered toast stays, so move the pointer away.
    await page.mouse.move(10, 700);
    await expect(closedToast).toHaveCount(0, { timeout: scaled(15_000) });

    await storeSwitch.click();
    await expect(storeSwitch).toHaveAccessibleName('Loja aberta');
    await expect(openedToast).toBeVisible();
    // A hovered toast stays: audit it (sonner's own success green was 4.25:1 on its tint).
    await openedToast.hover();
    await app.audit('store-toast');

    // The server kept it: close again, reload, still closed.
    await storeSwitch.click();
    await expect(closedToast).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /Loja (aberta|fechada)/ })).toHaveAccessibleName(
      'Loja fechada',
    );
  });

  test('follows the realtime loja event both ways', async ({ app, page, sandbox }) => {
    await app.loginAs(DEMO.admin.usuario);
    const storeSwitch = page.getByRole('switch', { name: /Loja (aberta|fechada)/ });
    await expect(storeSwitch).toHaveAccessibleName('Loja aberta');

    await sandbox.control('store', { fechado: 'S' });
    await expect(storeSwitch).toHaveAccessibleName('Loja fechada');
    await sandbox.control('store', { fechado: 'N' });
    await expect(storeSwitch).toHaveAccessibleName('Loja aberta');
  });

  test('a refused change goes back and shows Atenção! with the server message', async ({
    app,
    page,
    sandbox,
  }) => {
    await sandbox.control('store', {
      fechado: 'S',
      loja_bloqueada: 'S',
      texto_bloqueada: 'Regularize as faturas.',
    });
    await app.loginAs(DEMO.admin.usuario);
    const storeSwitch = page.getByRole('switch', { name: /Loja (aberta|fechada)/ });
    await expect(storeSwitch).toHaveAccessibleName('Loja fechada');

    await storeSwitch.click();
    const dialog = page.getByRole('alertdialog', { name: 'Atenção!' });
    await expect(dialog).toContainText('A loja está suspensa e não pode ser aberta.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(storeSwitch).toHaveAccessibleName('Loja fechada');
  });
});

test.describe('banners', () => {
  test('suspended store: A sua loja está suspensa! with the server text', async ({ app, page, sandbox }) => {
    await sandbox.control('store', {
      loja_bloqueada: 'S',
      texto_bloqueada: 'Loja suspensa por pendência financeira.',
    });
    await app.loginAs(DEMO.admin.usuario);
    const banner = page.getByRole('alert').filter({ hasText: 'A sua loja está suspensa!' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Loja suspensa por pendência financeira.');
  });

  test('no suspension banner for a store in good standing; no chat setting, no help button', async ({
    app,
    page,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    await expect(page.getByText('A sua loja está suspensa!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ajuda' })).toHaveCount(0);
  });

  test('overdue invoice: due date and amount in BRL, linking to /financeiro/faturas', async ({
    app,
    page,
    sandbox,
  }) => {
    // What the platform says is overdue, straight from the API (amount = balance / -100).
    const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
    const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.json}invoices?status=overdue`, {
      headers: { Authorization: user.sessao.hash, Accept: 'application/json' },
    });
    const { data } = (await res.json()) as InvoicesResponse;
    const first = data[0];
    if (!first) throw new Error('the sandbox seed has no overdue invoice');
    const amount = brl.format(first.balance / -100);
    const [y, m, d] = first.overdues_at.slice(0, 10).split('-');

    await app.loginAs(DEMO.admin.usuario);
    const banner = page.getByRole('alert').filter({ hasText: 'fatura vencida' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(loose(amount));
    await expect(banner).toContainText(`${d}/${m}/${y}`);

    const link = banner.getByRole('link', { name: 'Ver faturas' });
    await expect(link).toHaveAttribute('href', '#/financeiro/faturas');
    await link.click();
    await expect(page).toHaveURL(/#\/financeiro\/faturas$/);
  });
});

test.describe('support chat (03 §2.22)', () => {
  const chatUrl = 'https://suporte.example.com/chat?loja=demo';
  test.use({ brand: { ...DEFAULT_BRAND, supportChat: { provider: 'Tawk.to', url: chatUrl } } });

  test('the brand’s chat setting puts Ajuda in the header; it opens the chat outside the app', async ({
    app,
    page,
    context,
  }) => {
    // The chat's page is not this test's business: answer it locally.
    await context.route('https://suporte.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
    );
    await app.loginAs(DEMO.operator.usuario);
    const help = page.getByRole('button', { name: 'Ajuda' });
    await expect(help).toBeVisible();
    await expect(help).toHaveAttribute('title', 'Abrir o chat de suporte (Tawk.to)');
    const popup = context.waitForEvent('page');
    await help.click();
    await expect.poll(async () => (await popup).url()).toBe(chatUrl);
    // The app itself stays where it was.
    await expect(page).toHaveURL(/#\/pedidos/);
    await app.audit('shell com chat de suporte');
  });
});
