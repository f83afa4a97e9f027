// Issue 22 §4 / issue 23 §2: where spec 03 §7 documents two calls for one thing, either works
// (the first-generation overview when the second is absent, settlement-periods/{id} for the
// drawer, mudarStatus beside setAcceptanceStatus); finance lists page with five numbers (§9);
// Extrato and Transferir say plainly when the platform lacks the calls the spec does not
// document, and a transfer without a confirmed answer reads as unknown. The sandbox withdraws
// calls through /control/calls/withdrawn, as a platform that never had them.
import type { Page } from '@playwright/test';
import type {
  FinancialPeriodV1,
  OrderTransaction,
  Paginated,
  SettlementPeriod,
} from '../../shared/api/finance';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { DEMO, expect, test } from './fixtures';
import { dmy, financeApi, money } from './support/finance';
import { absenceWindow } from './support/timeouts';

/** The page-number buttons of a pager, as shown. */
async function pageNumbers(page: Page, label: string): Promise<string[]> {
  return page
    .getByRole('navigation', { name: label })
    .getByRole('button', { name: /^Página \d+$/ })
    .allInnerTexts();
}

test('Visão geral on a first-generation platform: periods, summary and orders 10 a page, five page numbers', async ({
  app,
  page,
  sandbox,
}) => {
  // Enough history for more than five pages of orders in a period.
  await sandbox.control('finance/history', { days: 120 });
  await sandbox.control('calls/withdrawn', {
    calls: { finance: ['GET financial-periods', 'GET financial-periods/:id', 'GET order-transactions'] },
  });
  const get = await financeApi(sandbox);
  const periods = (await get<{ financial_periods: FinancialPeriodV1[] }>('finance/financial-periods'))
    .financial_periods;
  const previous = periods[1] as FinancialPeriodV1;
  const summary = (
    await get<{ financial_period_summary: { total_value: number } }>(
      `finance/financial-periods/${previous.id}`,
    )
  ).financial_period_summary;
  const rows = (
    await get<{ order_transactions: OrderTransaction[] }>(
      `finance/order-transactions?financial_period_id=${previous.id}`,
    )
  ).order_transactions;
  const orders = [...new Set(rows.map((t) => t.order_hash))];
  expect(orders.length).toBeGreaterThan(50);

  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/financeiro/visao-geral');
  const select = page.getByLabel('Período financeiro');
  await expect(select.locator('option')).toHaveCount(periods.length);
  await select.selectOption(String(previous.id));
  await expect(page.getByRole('region', { name: 'Total vendido' })).toContainText(money(summary.total_value));
  const card = page.getByRole('region', { name: 'Transações do período' });
  await expect(card).toContainText(`${orders.length} resultados`);
  const table = card.getByRole('table', { name: 'Transações por pedido' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('tbody tr').first()).toContainText(`#${orders[0]}`);
  expect(await pageNumbers(page, 'Páginas de transações')).toEqual(['1', '2', '3', '4', '5']);
  await card
    .getByRole('navigation', { name: 'Páginas de transações' })
    .getByRole('button', { name: 'Página 4', exact: true })
    .click();
  await expect(card).toContainText(`31–40 de ${orders.length}`);
  await expect(table.locator('tbody tr').first()).toContainText(`#${orders[30]}`);
  // Five numbers around the current page, no first/last/ellipsis (03 §9).
  expect(await pageNumbers(page, 'Páginas de transações')).toEqual(['2', '3', '4', '5', '6']);
  await expect(card.getByRole('navigation', { name: 'Páginas de transações' })).not.toContainText('…');
  await app.screenshot('finance-visao-geral-primeira-geracao');
  await app.audit('visao-geral-primeira-geracao');
});

test('Repasses drawer reads settlement-periods/{id}; without it, the list row’s totals', async ({
  app,
  page,
  sandbox,
}) => {
  const get = await financeApi(sandbox);
  const s = (await get<Paginated<SettlementPeriod>>('settlement-periods?per_page=10&page=1'))
    .data[0] as SettlementPeriod;
  // The detail call answers its own figure, so the drawer shows which call it read.
  await sandbox.control('faults', {
    method: 'GET',
    path: `/api/finance/settlement-periods/${s.id}`,
    status: 200,
    body: { ...s, merchant_split_value: 123456 },
  });
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/financeiro/repasses');
  const open = () =>
    page
      .getByRole('table', { name: 'Repasses' })
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: `Ver pedidos do repasse de ${dmy(s.settlement_date)}` })
      .click();
  const drawer = page.getByRole('dialog', { name: `Pedidos do repasse de ${dmy(s.settlement_date)}` });
  await open();
  await expect(drawer.locator('dl')).toContainText(money(123456));
  await page.keyboard.press('Escape');

  await sandbox.control('faults', undefined, 'DELETE');
  await sandbox.control('calls/withdrawn', { calls: { finance: ['GET settlement-periods/:id'] } });
  await open();
  await expect(drawer.locator('dl')).toContainText(money(s.merchant_split_value));
  await expect(drawer.getByRole('alert')).toHaveCount(0);
});

test('Extrato and Transferir on a platform without extrato and transferir say so', async ({
  app,
  page,
  sandbox,
}) => {
  await sandbox.control('calls/withdrawn', {
    calls: { v1: ['POST pagamentoonline/extrato', 'POST pagamentoonline/transferir'] },
  });
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/financeiro/vendas/vendas');
  await expect(
    page.getByText(
      'Esta plataforma não oferece o extrato do pagamento online: os saldos e a movimentação não podem ser consultados pelo aplicativo.',
    ),
  ).toBeVisible();
  const transfer = page.getByRole('button', { name: 'Transferir' });
  await expect(transfer).toBeDisabled();
  await expect(transfer).toHaveAccessibleDescription(
    'Esta plataforma não oferece o extrato, e sem o saldo disponível não é possível transferir pelo aplicativo.',
  );
  // The documented bank list stays, and no error dialog was raised.
  await expect(page.getByRole('table', { name: 'Bancos' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await app.screenshot('finance-extrato-indisponivel');
  await app.audit('extrato-indisponivel');

  await app.goto('/financeiro/vendas/vendas/transferir');
  await expect(
    page.getByText(
      'Esta plataforma não oferece o extrato, e sem o saldo disponível não é possível transferir pelo aplicativo.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  await app.screenshot('finance-transferir-indisponivel');
  await app.audit('transferir-indisponivel');
});

/** Transferir up to the confirmation step with R$ 10,00 to the first account. */
async function toConfirmation(page: Page) {
  await page.getByRole('button', { name: 'Conta bancária' }).click();
  await page.getByLabel('Conta de destino').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('textbox', { name: 'Valor' }).fill('10,00');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
}

test('a transfer without a confirmed answer is unknown, points to the extrato and is not sent again', async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/financeiro/vendas/vendas/transferir');
  await toConfirmation(page);
  await sandbox.control('faults', { method: 'POST', path: 'pagamentoonline/transferir', status: 500 });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('pagamentoonline/transferir')) sent.push(r.method());
  });
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const unknown = page.getByRole('alert').filter({ hasText: 'Resultado desconhecido.' });
  await expect(unknown).toContainText(
    'A plataforma não confirmou a transferência, então não é possível saber se ela foi feita. Confira o extrato antes de tentar de novo.',
  );
  await expect(unknown.getByRole('link', { name: 'Ver extrato' })).toBeVisible();
  await expect(page.getByText('Transferência concluída')).toHaveCount(0);
  const confirm = page.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();
  // Close the HTTP layer's own dialog, if any, before the screenshot.
  const dialog = page.getByRole('alertdialog');
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Fechar' }).click();
  await app.screenshot('finance-transferir-desconhecido');
  await app.audit('transferir-desconhecido');
  await absenceWindow(500);
  expect(sent).toEqual(['POST']);

  // A platform that answers it has no transfer: nothing moved, said so.
  await sandbox.control('faults', undefined, 'DELETE');
  await sandbox.control('calls/withdrawn', { calls: { v1: ['POST pagamentoonline/transferir'] } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Transferir' })).toBeVisible();
  await toConfirmation(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nenhum valor foi transferido.' })).toContainText(
    'Esta plataforma não oferece transferências pelo aplicativo.',
  );
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
});

test('the acceptance switch goes through mudarStatus where setAcceptanceStatus is absent', async ({
  app,
  page,
  sandbox,
}) => {
  await sandbox.control('calls/withdrawn', { calls: { v1: ['POST pagamentoonline/setAcceptanceStatus'] } });
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/financeiro/pagamentoonline');
  const sw = page.getByRole('switch', { name: 'Aceitar pagamento online' });
  await expect(sw).toBeChecked();
  await sw.click();
  await expect(sw).not.toBeChecked();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}pagamentoonline/getAcceptanceStatus`, {
    headers: { Authorization: user.sessao.hash },
  });
  expect(((await res.json()) as { acceptsOnline: boolean }).acceptsOnline).toBe(false);
});
