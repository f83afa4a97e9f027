// /financeiro/visao-geral and /financeiro/repasses (spec 03 §2.11, §2.12, §7 second generation,
// §9 cents and the noon rule): figures on screen are the sandbox's derived ones, read back from
// its API; filters, pagination, the drawer's sums, the two empty states verbatim; audited.
import type { Page } from '@playwright/test';
import type {
  FinancialPeriod,
  OrderTransaction,
  Paginated,
  PeriodSummary,
  SettlementPeriod,
} from '../../shared/api/finance';
import { DEMO, expect, test } from './fixtures';
import { dmy, financeApi, money } from './support/finance';

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true });

test.describe('Visão geral e Repasses', () => {
  test('overview: period select by month, cents cards, documents, grouped transactions, filters', async ({
    app,
    page,
    sandbox,
  }) => {
    const get = await financeApi(sandbox);
    const periods = (await get<Paginated<FinancialPeriod>>('financial-periods?per_page=5000&page=1')).data;
    const previous = periods[1] as FinancialPeriod;
    const summary = await get<PeriodSummary>(`financial-periods/${previous.id}`);
    const all = await get<Paginated<OrderTransaction>>(
      `order-transactions?per_page=15&page=1&financial_period_id=${previous.id}`,
    );

    await app.loginAs(DEMO.admin.usuario);
    await menuLink(page, 'Visão geral').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visão geral' })).toBeVisible();
    const select = page.getByLabel('Período financeiro');
    await expect(select.locator('option')).toHaveCount(periods.length);
    await expect(select.locator('option').first()).toHaveText(/^[A-ZÇ][a-zç]+ de \d{4}$/);
    await select.selectOption(String(previous.id));

    const total = page.getByRole('region', { name: 'Total vendido' });
    await expect(total).toContainText(money(summary.total_value));
    await expect(total).toContainText(`${summary.order_count} pedidos entregues`);
    await expect(page.getByRole('region', { name: 'Comissao' })).toContainText(
      money(summary.commission_value),
    );
    const docs = page.getByRole('region', { name: 'Documentos' });
    await expect(docs.getByRole('link', { name: 'Baixar fatura' })).toHaveAttribute(
      'href',
      /fatura=fat-301-bn/,
    );
    await expect(docs.getByRole('link', { name: 'Baixar boleto' })).toBeVisible();
    await expect(docs.getByRole('link', { name: 'Baixar nota fiscal' })).toHaveCount(0);

    const card = page.getByRole('region', { name: 'Transações do período' });
    await expect(card).toContainText(`${all.paginate_metadata.total} resultados`);
    const table = card.getByRole('table', { name: 'Transações por pedido' });
    await expect(table.locator('tbody tr')).toHaveCount(all.data.length);
    const first = all.data[0] as OrderTransaction;
    await expect(table.locator('tbody tr').first()).toContainText(`#${first.order_hash}`);
    await expect(table.locator('tbody tr').first()).toContainText(money(first.total_value));
    await app.screenshot('finance-visao-geral');
    await app.audit('visao-geral');

    // Page 2, then a one-day filter inside the period; an inverted range is refused.
    await card
      .getByRole('navigation', { name: 'Páginas de transações' })
      .getByRole('button', { name: 'Página 2', exact: true })
      .click();
    await expect(card).toContainText(`16–30 de ${all.paginate_metadata.total}`);
    const day = `${previous.starts_at.slice(0, 8)}12`;
    await card.getByLabel('Data inicial').fill(dmy(day));
    await card.getByLabel('Data final').fill(dmy(`${previous.starts_at.slice(0, 8)}11`));
    await card.getByRole('button', { name: 'Filtrar' }).click();
    await expect(card.getByRole('alert')).toHaveText('A data final não pode ser anterior à data inicial.');
    await card.getByLabel('Data final').fill(dmy(day));
    await card.getByRole('button', { name: 'Filtrar' }).click();
    await expect(card.getByRole('alert')).toHaveCount(0);
    // The filter is on when the platform processed the transaction (processed_at_*), the
    // column shows when the order was placed: an order of the evening before, processed after
    // midnight, is in the day. The rows are the platform's answer for that day, in its order;
    // page 2 of the whole period is still on screen until it comes (read until they match).
    const ofDay = await get<Paginated<OrderTransaction>>(
      `order-transactions?per_page=15&page=1&financial_period_id=${previous.id}` +
        `&processed_at_start=${encodeURIComponent(`${day} 00:00:00`)}` +
        `&processed_at_end=${encodeURIComponent(`${day} 23:59:59`)}`,
    );
    expect(ofDay.data.length).toBeGreaterThan(0);
    await expect(table.locator('tbody tr')).toHaveText(ofDay.data.map((t) => new RegExp(`#${t.order_hash}`)));

    // The link to the payouts.
    await page.getByRole('link', { name: 'Ver repasses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Repasses' })).toBeVisible();
  });

  test('overview in a narrow window: every scrollable region can be reached by keyboard (axe)', async ({
    app,
    page,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    await app.goto('/financeiro/visao-geral');
    await page.setViewportSize({ width: 900, height: 700 });
    // In a narrow window the side menu is a drawer; closed, the page is what is audited.
    const close = page.getByRole('button', { name: 'Fechar menu' });
    if (await close.isVisible()) await close.click();
    await expect(page.getByRole('region', { name: 'Transações do período' })).toContainText('resultados');
    await app.screenshot('finance-visao-geral-estreita');
    await app.audit('visao-geral-estreita');
  });

  test('data before 19/02/2025 (03 §9): Visão geral and Repasses lead to the old report and batches', async ({
    app,
    page,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    for (const screen of ['Visão geral', 'Repasses']) {
      await menuLink(page, screen).click();
      await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
      const note = page.getByRole('note').filter({ hasText: 'Dados anteriores a 19/02/2025' });
      await note.getByRole('link', { name: 'Pagamento online/Relatório' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pagamento online/Relatório' })).toBeVisible();
      await page.goBack();
      // Back on the screen (its lazy chunk and first loads answered) before using its note again.
      await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
      await app.settled();
      await note.getByRole('link', { name: 'Lotes de repasse' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lotes de repasse' })).toBeVisible();
    }
    // The online-payment switch (03 §2.2) has its own item in the Financeiro menu.
    await menuLink(page, 'Pagamento online').click();
    await expect(page).toHaveURL(/#\/financeiro\/pagamentoonline$/);
  });

  test('overview empty states, verbatim', async ({ app, page, sandbox }) => {
    await app.loginAs(DEMO.admin.usuario);
    await sandbox.control('faults', {
      method: 'GET',
      path: '/api/finance/order-transactions',
      status: 200,
      body: { data: [], paginate_metadata: { total: 0 } },
    });
    await app.goto('/financeiro/visao-geral');
    await expect(
      page.getByText(
        'Nenhum transacao encontrada. Pesquise em outro periodo financeiro ou tente novamente mais tarde.',
      ),
    ).toBeVisible();
    await app.screenshot('finance-visao-geral-sem-transacoes');

    await sandbox.control('faults', {
      method: 'GET',
      path: '/api/finance/financial-periods',
      status: 200,
      body: { data: [], paginate_metadata: { total: 0 } },
    });
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Nenhum periodo financeiro encontrado.')).toBeVisible();
    await app.screenshot('finance-visao-geral-vazia');
    await app.audit('visao-geral-vazia');
  });

  test('repasses: settlements at noon, count, pagination, drawer with totals and sums', async ({
    app,
    page,
    sandbox,
  }) => {
    const get = await financeApi(sandbox);
    const list = await get<Paginated<SettlementPeriod>>('settlement-periods?per_page=10&page=1');
    const s = list.data[0] as SettlementPeriod;
    const tx = await get<Paginated<OrderTransaction>>(
      `order-transactions?per_page=6000&page=1&settlement_period_id=${s.id}`,
    );

    await app.loginAs(DEMO.admin.usuario);
    await menuLink(page, 'Repasses').click();
    const card = page.getByRole('region', { name: 'Repasses' });
    await expect(card).toContainText(`${list.paginate_metadata.total} resultados`);
    const table = card.getByRole('table', { name: 'Repasses' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Total a receber',
      'Data',
      'Total pagamento online',
      'Taxa',
      'Comissao',
      'Retido',
      'Ver pedidos',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, list.paginate_metadata.total));
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText(dmy(s.settlement_date));
    await expect(row).toContainText(money(s.merchant_split_value));
    await expect(row).toContainText(money(s.online_payment_value));
    await expect(row).toContainText(money(s.commission_value));
    await app.screenshot('finance-repasses');
    await app.audit('repasses');

    await row.getByRole('button', { name: `Ver pedidos do repasse de ${dmy(s.settlement_date)}` }).click();
    const drawer = page.getByRole('dialog', { name: `Pedidos do repasse de ${dmy(s.settlement_date)}` });
    await expect(drawer).toContainText(money(s.merchant_split_value));
    await expect(drawer).toContainText('Total vendido via pag. online');
    const orders = new Set(tx.data.map((t) => t.order_hash));
    await expect(
      drawer.getByRole('table', { name: 'Pedidos do repasse', exact: true }).locator('tbody tr'),
    ).toHaveCount(orders.size);
    const sums = drawer.getByRole('table', { name: 'Somas dos pedidos do repasse' });
    await expect(sums).toContainText(`Pag. online ${money(s.online_payment_value)}`);
    await expect(sums).toContainText(`Comissão ${money(s.commission_value)}`);
    await expect(drawer).toContainText('Retido é o valor descontado deste repasse');
    await app.screenshot('finance-repasses-pedidos');
    await app.audit('repasses-pedidos');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    if (list.paginate_metadata.total > 10) {
      await card
        .getByRole('navigation', { name: 'Páginas de repasses' })
        .getByRole('button', { name: 'Página 2', exact: true })
        .click();
      await expect(card).toContainText(`11–`);
    }
  });
});
