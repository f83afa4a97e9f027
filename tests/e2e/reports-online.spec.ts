// /onlinepayment/report and /onlinepayment/batch (03 §2.17, §2.18, §8, §9): pre-cutoff online
// transactions with the banner, 'Erro!' and 'Nenhum registro encontrado!'; payout batches 100 a
// page, the payment-date filter and the 'Informações' modal with a hostile description inert.
import type { PayoutBatchesResponse } from '../../shared/api/reports';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { DEMO, expect, test } from './fixtures';
import { typeDate } from './support/inputs';
import { openAsAdmin, refuseOnce } from './support/back-office';

test('online payment report: banner, transactions, empty and refused answers', async ({
  app,
  page,
  sandbox,
}) => {
  await openAsAdmin(app, page, '/onlinepayment/report', 'Pagamento online/Relatório');
  await expect(page.getByRole('note')).toContainText('19 de fevereiro de 2025');
  await expect(page.getByRole('link', { name: 'Ver novos repasses' })).toHaveAttribute(
    'href',
    '#/financeiro/repasses',
  );
  const table = page.getByRole('table', { name: 'Transações' });
  await expect(table.locator('tbody tr')).toHaveCount(50);
  for (const header of ['Hash', 'Data', 'Valor da venda', 'Valor líquido', 'Tipo pgto', 'Status']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.getByText('PAGO').first()).toBeVisible();
  await app.screenshot('reports-online-report');
  await app.audit('/onlinepayment/report');

  await typeDate(page, 'Data inicial', '01/03/2025');
  await typeDate(page, 'Data final', '31/03/2025');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Atenção!');
  await expect(dialog).toContainText('Nenhum registro encontrado!');
  await dialog.getByRole('button', { name: 'OK' }).click();

  await refuseOnce(sandbox, 'pagamentoonline/getReportTransactions', { erro: 'Relatório indisponível.' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(dialog).toContainText('Erro!');
  await expect(dialog).toContainText('Relatório indisponível.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  // What was typed stays.
  await expect(page.getByLabel('Data inicial', { exact: true })).toHaveValue('01/03/2025');
});

test('payout batches: pages of 100, payment-date filter, details with a sanitized description', async ({
  app,
  page,
  sandbox,
}) => {
  const user = await sandbox.login(DEMO.admin.usuario, 'demo1234');
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}pagamentoonline/getReportBatch`, {
    method: 'POST',
    headers: { Authorization: user.sessao.hash, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ limit: '100', page: '1', paymentData: '' }),
  });
  const first = ((await res.json()) as PayoutBatchesResponse).report;
  const paid = first.entities.find((b) => b.finished_at);
  if (!paid?.finished_at) throw new Error('no paid batch');
  await sandbox.control('payout-batches/description', {
    id: paid.id,
    html: '<p>Descrição segura</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
  });

  await openAsAdmin(app, page, '/onlinepayment/batch', 'Lotes de repasse');
  const table = page.getByRole('table', { name: 'Lotes' });
  await expect(table.locator('tbody tr')).toHaveCount(100);
  await expect(page.getByText(`${first.count} lotes`)).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Páginas de lotes' });
  const last = Math.ceil(first.count / 100);
  await pages.getByRole('button', { name: `Página ${last}`, exact: true }).click();
  await expect(table.locator('tbody tr')).toHaveCount(first.count - (last - 1) * 100);
  await expect(pages.getByRole('button', { name: `Página ${last}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByLabel('Data de pagamento').fill(paid.finished_at.slice(0, 10));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByText('Pago')).toBeVisible();
  await app.screenshot('reports-online-batches');
  await app.audit('/onlinepayment/batch');

  await table.getByRole('button', { name: `Informações do lote ${paid.id}` }).click();
  const modal = page.getByRole('dialog', { name: 'Payout - Informações Completas' });
  await expect(modal).toContainText(paid.token);
  await expect(modal).toContainText(paid.invoice_id ?? '');
  for (const label of [
    'Lote',
    'Token',
    'Período',
    'Status',
    'Valor',
    'Taxa',
    'Comissão',
    'Valor retido',
    'Valor compensado',
    'Nota fiscal',
    'Finalizado em',
  ]) {
    await expect(modal.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(modal.getByText('Descrição segura')).toBeVisible();
  await expect(modal.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await app.screenshot('reports-online-batch-details');
  await app.audit('/onlinepayment/batch details');
  await modal.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(modal).toBeHidden();
});
