// /financeiro/faturas (spec 03 §2.13, §4 balance type and statuses, §8 invoice list): reached from
// the side menu; new invoices with the balance-type rows, legacy ones appended on the last page,
// PDF / NF / Pagar actions; loading, empty (404 as empty) and error states, each audited.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { scaled } from './support/timeouts';

const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s').replace(/\./g, '\\.'));

function row(page: Page, id: string) {
  return page.getByRole('table', { name: 'Faturas' }).getByRole('row').filter({ hasText: id });
}

test.describe('Faturas', () => {
  test('lists new and legacy invoices with balance types, statuses and actions', async ({ app, page }) => {
    await app.loginAs(DEMO.admin.usuario);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Faturas' })
      .click();
    await expect(page).toHaveURL(/#\/financeiro\/faturas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Faturas' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'ID',
      'Período',
      'Valor',
      'Vencimento',
      'Status',
      'Ações',
    ]);
    // Five new invoices (newest due date first), then the three legacy ones (single page).
    await expect(table.locator('tbody tr')).toHaveCount(8);

    // Normal: owed R$ 159,90, overdue, payable.
    const overdue = row(page, '301');
    await expect(overdue).toContainText(money('R$ 159,90'));
    await expect(overdue).toContainText('Vencido');
    await expect(overdue.getByRole('link', { name: 'Pagar a fatura 301' })).toHaveAttribute(
      'href',
      /pagar=fat-301-bn/,
    );
    await expect(overdue.getByRole('link', { name: 'PDF da fatura 301' })).toHaveAttribute(
      'href',
      /fatura=fat-301-bn/,
    );
    await expect(row(page, '300')).toContainText('Pago');
    await expect(row(page, '300').getByRole('link', { name: /Pagar/ })).toHaveCount(0);

    // Accumulated: R$ 0,00 now, the absolute value carried to the next invoice.
    const small = row(page, '302');
    await expect(small).toContainText(money('R$ 0,00'));
    await expect(small).toContainText(/Acrescimo na proxima fatura:\sR\$\s21,50/);
    await expect(small).toContainText('Processando');
    await expect(small.getByRole('link', { name: /Pagar/ })).toHaveCount(0);
    const credit = row(page, '298');
    await expect(credit).toContainText(/Desconto na proxima fatura:\sR\$\s18,40/);
    await expect(credit).toContainText('Acumulado');

    // Legacy rows at the end with the spec's status names.
    const rows = table.locator('tbody tr');
    await expect(rows.nth(5)).toContainText('Pago');
    await expect(rows.nth(6)).toContainText('Acumulado');
    await expect(rows.nth(7)).toContainText('Isenta');
    await expect(rows.nth(5)).toContainText(/^lg\d{6}bn0/);

    // The tax-note menu.
    await overdue.getByRole('button', { name: 'NF: notas fiscais da fatura 301' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['NF comissao', 'NF pag. online']);
    await app.audit('faturas-nf-menu');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await app.screenshot('finance-faturas');
    await app.audit('faturas');
  });

  test('loading, 404 as empty, error verbatim and retry', async ({ app, page, sandbox }) => {
    await app.loginAs(DEMO.admin.usuario);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const reopen = async () => {
      await menu.getByRole('link', { name: 'Início' }).click();
      await expect(page.getByRole('table', { name: 'Faturas' })).toHaveCount(0);
      await menu.getByRole('link', { name: 'Faturas' }).click();
    };

    // Loading: the list answers late.
    await sandbox.control('faults', { method: 'GET', path: '/api/json/invoices', latencyMs: 800, times: 1 });
    await app.goto('/financeiro/faturas');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
    await app.screenshot('finance-faturas-loading');
    await expect(page.getByRole('table', { name: 'Faturas' })).toBeVisible();

    // 404 from the new list and no legacy invoices: the empty state.
    await sandbox.control('faults', {
      method: 'GET',
      path: '/api/json/invoices',
      status: 404,
      body: { message: 'Not found' },
    });
    await sandbox.control('faults', {
      method: 'GET',
      path: 'faturas/listar',
      status: 200,
      body: { status: true, faturas: [] },
    });
    // Hash navigation, not a reload: the shell's overdue banner (same call) loads once per page.
    await reopen();
    await expect(page.getByText('Nada por aqui')).toBeVisible();
    await expect(page.getByText('Nenhuma fatura para listar.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await app.screenshot('finance-faturas-empty');
    await app.audit('faturas-empty');

    // Any other failure: the error state, no global dialog; 'Tentar novamente' reloads.
    await sandbox.control('faults', {}, 'DELETE');
    await sandbox.control('faults', { method: 'GET', path: '/api/json/invoices', status: 500 });
    await reopen();
    const error = page.getByRole('alert').filter({ hasText: 'Nao foi possivel listar as faturas' });
    await expect(error).toBeVisible({ timeout: scaled(15_000) });
    await expect(error).toContainText(
      'Tente recarregar a pagina e se o problema persistir, contate o suporte.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await app.screenshot('finance-faturas-error');
    await app.audit('faturas-error');

    await sandbox.control('faults', {}, 'DELETE');
    await error.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('table', { name: 'Faturas' }).locator('tbody tr')).toHaveCount(8);
  });
});
