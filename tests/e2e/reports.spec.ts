// /relatorio, /painel and /relatorio/graficos against the sandbox's order history (03 §2.15,
// §2.16, §2.19, §8, §9): the figures on screen match the shared formulas applied to what the
// sandbox answers, the range validation, a refusal ('Atenção!', range reset, data cleared) and
// printing the whole table.
import type { GeneralReportResponse } from '../../shared/api/reports';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { formatBRL } from '../../shared/format';
import { END_BEFORE_START, addDaysTo, dayOf, toBrDate, toIsoDay } from '../../shared/reports/dates';
import { panelFigures, summarizeReport } from '../../shared/reports/summary';
import { DEMO, expect, test } from './fixtures';
import { typeDate } from './support/inputs';
import type { TestSandbox } from './support/sandbox';
import { openAsAdmin, refuseOnce } from './support/back-office';

async function reportFromSandbox(sandbox: TestSandbox, start: string, end: string) {
  const user = await sandbox.login(DEMO.admin.usuario, 'demo1234');
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}relatorio/geraRelatorio`, {
    method: 'POST',
    headers: { Authorization: user.sessao.hash, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data_inicio: start, data_final: end }),
  });
  return (await res.json()) as GeneralReportResponse;
}

const today = dayOf(new Date());
const monthStart = { ...today, d: 1 };
const money = (v: number) => formatBRL(v).replace(/\u00a0/g, ' ');

test('Relatório: summary and table match the orders, range check, refusal and printing', async ({
  app,
  page,
  sandbox,
}) => {
  const expected = await reportFromSandbox(sandbox, toIsoDay(monthStart), toIsoDay(today));
  const summary = summarizeReport(expected.retorno);

  await openAsAdmin(app, page, '/relatorio', 'Relatório');
  await expect(page.getByLabel('Data inicial', { exact: true })).toHaveValue(toBrDate(monthStart));
  await expect(page.getByLabel('Data final', { exact: true })).toHaveValue(toBrDate(today));

  const resumo = page.getByRole('region', { name: 'Resumo' });
  const line = (label: string) => resumo.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(line('Total Geral')).toContainText(money(summary.grandTotal));
  // Subtracted from Total Geral, so shown negative; none is R$ 0,00, never '-R$ 0,00'.
  await expect(line('Descontos')).toContainText(
    summary.discounts === 0 ? 'R$ 0,00' : `-${money(summary.discounts)}`,
  );
  await expect(line('Descontos')).not.toContainText('-R$ 0,00');
  await expect(line('Pedidos entregues')).toContainText(`${summary.delivered.count}`);
  await expect(line('Pedidos entregues')).toContainText(money(summary.delivered.amount));
  await expect(line('Pedidos cancelados')).toContainText(money(summary.cancelled.amount));
  await expect(line('Entregues – Online')).toContainText(money(summary.deliveredOnline.amount));
  await expect(line('Entregues – Presencial')).toContainText(money(summary.deliveredInPerson.amount));
  await expect(line('Taxas de entrega')).toContainText(money(summary.deliveryFees));
  await expect(page.getByRole('figure', { name: 'Pedidos por situação e pagamento' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Pedidos' });
  await expect(page.getByText(`${expected.retorno.length} pedidos`)).toBeVisible();
  // 50 a page, with the status names and payment names of the spec.
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(50, expected.retorno.length));
  await expect(table.getByRole('cell', { name: 'Entregue', exact: true }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: /^(Online|Dinheiro|Cartão)$/ }).first()).toBeVisible();
  await app.screenshot('reports-relatorio');
  await app.audit('/relatorio');

  // Printing renders every order, then calls the print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      const w = window as unknown as { printed: number; printedRows: number };
      w.printed += 1;
      w.printedRows = document.querySelectorAll('table[aria-label="Pedidos"] tbody tr').length;
    };
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { printedRows: number }).printedRows)).toBe(
    expected.retorno.length,
  );
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(50, expected.retorno.length));

  // The end before the start: nothing is asked, the field says why.
  await typeDate(page, 'Data inicial', toBrDate(addDaysTo(today, -2)));
  await typeDate(page, 'Data final', toBrDate(addDaysTo(today, -5)));
  await page.getByRole('button', { name: 'Ver Relatório' }).click();
  await expect(page.getByText(END_BEFORE_START)).toBeVisible();

  // A refusal: 'Atenção!' with the server's message, the range back to the default, data cleared.
  await sandbox.control('faults', {
    path: 'relatorio/geraRelatorio',
    status: 200,
    body: { status: 0, erro: 'Relatório indisponível no momento.' },
    times: 1,
  });
  await typeDate(page, 'Data final', toBrDate(addDaysTo(today, -1)));
  await page.getByRole('button', { name: 'Ver Relatório' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Atenção!');
  await expect(dialog).toContainText('Relatório indisponível no momento.');
  await app.screenshot('reports-relatorio-refused');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Data inicial', { exact: true })).toHaveValue(toBrDate(monthStart));
  await expect(page.getByRole('figure')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Pedidos' })).toHaveCount(0);

  // A past week loads again.
  await typeDate(page, 'Data inicial', toBrDate(addDaysTo(today, -7)));
  await typeDate(page, 'Data final', toBrDate(addDaysTo(today, -1)));
  await page.getByRole('button', { name: 'Ver Relatório' }).click();
  const week = summarizeReport(
    (await reportFromSandbox(sandbox, toIsoDay(addDaysTo(today, -7)), toIsoDay(addDaysTo(today, -1))))
      .retorno,
  );
  await expect(line('Total Geral')).toContainText(money(week.grandTotal));
});

test('Painel cards follow the formulas; Gráficos draws four charts and clears them on a refusal', async ({
  app,
  page,
  sandbox,
}) => {
  const start = addDaysTo(today, -30);
  const expected = await reportFromSandbox(sandbox, toIsoDay(start), toIsoDay(today));
  const f = panelFigures(expected.retorno);

  await openAsAdmin(app, page, '/painel', 'Painel');
  const cards = page.getByRole('region', { name: 'Indicadores do período' });
  const card = (label: string) => cards.locator('.reports-stat', { hasText: label });
  await expect(card('Pedidos Totais')).toContainText(String(f.totalOrders));
  await expect(card('Pedidos Cancelados')).toContainText(String(f.cancelledOrders));
  await expect(card('Cupons')).toContainText(String(f.coupons));
  await expect(card('Ticket Médio')).toContainText(money(f.averageTicket));
  await expect(card('ROI')).toContainText(f.roi.toFixed(2).replace('.', ','));
  await expect(card('Novos Usuários')).toContainText(String(f.newUsers));
  await expect(page.getByRole('figure', { name: 'Pedidos por dia' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Novos e recorrentes' })).toBeVisible();
  await expect(page.locator('.recharts-line')).toHaveCount(1);
  await app.screenshot('reports-painel');
  await app.audit('/painel');

  await app.goto('/relatorio/graficos');
  await expect(page.getByRole('heading', { name: 'Gráficos', level: 1 })).toBeVisible();
  for (const name of [
    'Pedidos por dia da semana',
    'Produtos mais pedidos',
    'Bairros com mais pedidos',
    'Pedidos por forma de pagamento',
  ]) {
    await expect(page.getByRole('figure', { name })).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: 'Pedidos por dia da semana' })).toContainText('Sábado');
  await expect(page.getByRole('figure', { name: 'Pedidos por forma de pagamento' })).toContainText(
    'Dinheiro',
  );
  await app.screenshot('reports-graficos');
  await app.audit('/relatorio/graficos');

  // Custom dates: the end before the start is refused on the spot.
  await page.getByRole('combobox', { name: 'Período' }).selectOption('PP');
  await typeDate(page, 'Data inicial', toBrDate(addDaysTo(today, -3)));
  await typeDate(page, 'Data final', toBrDate(addDaysTo(today, -9)));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText(END_BEFORE_START)).toBeVisible();

  await refuseOnce(sandbox, 'relatorio/populapainel', { mensagem: 'Gráficos indisponíveis.' });
  await page.getByRole('combobox', { name: 'Período' }).selectOption('7');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Atenção!');
  await expect(dialog).toContainText('Gráficos indisponíveis.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('figure')).toHaveCount(0);
});
