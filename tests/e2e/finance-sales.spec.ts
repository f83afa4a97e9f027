// /financeiro/vendas/calendario, /financeiro/vendas/vendas and /vendas/vendas/transferir (spec 03
// §2.7–2.9, §4 calendar statuses and transfer wizard, §5 dates): the calendar's daily totals and
// day list are the sandbox's receivables read back from its API; the statement's balances come from
// the same receivables; a transfer refused by the platform debits nothing, a confirmed one lowers
// the available balance. Screenshots and axe audits of every screen.
import type { Page } from '@playwright/test';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { DEMO, expect, test } from './fixtures';
import type { TestSandbox } from './support/sandbox';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const loose = (s: string) => new RegExp(s.replace(/\s/g, '\\s').replace(/\./g, '\\.').replace('$', '\\$'));
const dmy = (day: string) => day.slice(0, 10).split('-').reverse().join('/');
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function v1(sandbox: TestSandbox) {
  const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
  return async <T>(path: string, form?: Record<string, string>): Promise<T> => {
    const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}${path}`, {
      method: form ? 'POST' : 'GET',
      headers: { Authorization: user.sessao.hash, 'content-type': 'application/x-www-form-urlencoded' },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    return (await res.json()) as T;
  };
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true });

interface Pay {
  id: string;
  status: string;
  is_paid: number;
  valorReceber: number;
  hash_pedido: string;
  transaction_id: string;
}

test('Calendário: month grid with daily totals, day list and the payment detail modal', async ({
  app,
  page,
  sandbox,
}) => {
  const call = await v1(sandbox);
  const cal = await call<{ valores: { dia: string; totalDia: number }[] }>(
    'pagamentoonlinecalendario/listar',
  );
  const today = iso(new Date());
  const month = today.slice(0, 7);
  const past = cal.valores.filter((v) => v.dia < today && v.dia.startsWith(month)).at(-1);
  const future = cal.valores.filter((v) => v.dia > today && v.dia.startsWith(month)).at(-1);
  const paidDay =
    past ?? (cal.valores.filter((v) => v.dia < today).at(-1) as { dia: string; totalDia: number });
  const paid = (await call<{ obj: Pay[] }>('pagamentoonlinecalendario/listarPag', { dataPag: paidDay.dia }))
    .obj;

  await app.loginAs(DEMO.admin.usuario);
  await menuLink(page, 'Calendário de recebimentos').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendário de recebimentos' })).toBeVisible();
  const grid = page.getByRole('table', { name: /^Recebimentos de / });
  await expect(grid.getByRole('columnheader')).toHaveCount(7);
  const monthTotal = cal.valores
    .filter((v) => v.dia.startsWith(month))
    .reduce((a, v) => a + Math.round(v.totalDia * 100), 0);
  await expect(page.getByText(loose(`Total do mês: ${brl.format(monthTotal / 100)}`))).toBeVisible();
  if (future) {
    const cell = grid.getByRole('button', { name: new RegExp(`^${dmy(future.dia)}`) });
    await expect(cell).toContainText(loose(brl.format(future.totalDia)));
    await cell.click();
    const list = page.getByRole('table', { name: `Pagamentos de ${dmy(future.dia)}` });
    await expect(list.getByText(/Agendamento|Confirmado|Cancelado/).first()).toBeVisible();
  }
  await app.screenshot('finance-calendario');
  await app.audit('calendario');

  // A past day: the payments are paid ('Pago' by is_paid in the list, by SUCCEEDED in the modal).
  if (!paidDay.dia.startsWith(month)) await page.getByRole('button', { name: 'Mês anterior' }).click();
  await grid.getByRole('button', { name: new RegExp(`^${dmy(paidDay.dia)}`) }).click();
  await expect(grid.getByRole('button', { name: new RegExp(`^${dmy(paidDay.dia)}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = page.getByRole('table', { name: `Pagamentos de ${dmy(paidDay.dia)}` });
  await expect(list.locator('tbody tr')).toHaveCount(Math.min(10, paid.length));
  const first = paid[0] as Pay;
  const row = list.getByRole('row').filter({ hasText: `#${first.hash_pedido}` });
  await expect(row).toContainText(loose(brl.format(first.valorReceber)));
  await expect(row).toContainText(first.is_paid === 1 ? 'Pago' : /Pendente|Falhado/);
  await row.getByRole('button', { name: `Detalhes do pagamento #${first.hash_pedido}` }).click();
  const modal = page.getByRole('dialog', { name: 'Detalhes do pagamento' });
  await expect(modal).toContainText(first.status === 'SUCCEEDED' ? 'Pago' : 'Pendente');
  await expect(modal).toContainText(first.transaction_id);
  await expect(modal).toContainText(loose(brl.format(first.valorReceber)));
  await app.screenshot('finance-calendario-detalhe');
  await app.audit('calendario-detalhe');
  await modal.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(modal).toHaveCount(0);
});

test('Extrato and Transferir: balances from receivables, filter validation, transfer failure and success', async ({
  app,
  page,
  sandbox,
}) => {
  const call = await v1(sandbox);
  const st = await call<{ saldo_receber: number; saldo_disponivel: number }>('pagamentoonline/extrato', {
    periodo: '0',
  });
  expect(st.saldo_disponivel).toBeGreaterThan(150);

  await app.loginAs(DEMO.admin.usuario);
  await menuLink(page, 'Extrato').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
  const toReceive = page.getByRole('region', { name: 'Saldo a receber' });
  const available = page.getByRole('region', { name: 'Saldo disponivel' });
  await expect(toReceive).toContainText(loose(brl.format(st.saldo_receber)));
  await expect(toReceive).toContainText('O valor pode mudar até o fim do dia.');
  await expect(available).toContainText(loose(brl.format(st.saldo_disponivel)));
  const banks = page.getByRole('table', { name: 'Bancos' });
  await expect(banks.getByRole('columnheader')).toHaveText(['Codigo', 'Nome', 'Status']);
  await expect(banks.locator('tbody tr')).toHaveCount(10);
  await expect(banks).toContainText('Banco do Brasil S.A.');
  await expect(banks.getByText('Ativo').first()).toBeVisible();
  const monthAgo = new Date();
  monthAgo.setDate(monthAgo.getDate() - 29);
  await expect(page.getByRole('region', { name: 'No período' })).toContainText(
    `${dmy(iso(monthAgo))} a ${dmy(iso(new Date()))}`,
  );
  await app.screenshot('finance-extrato');
  await app.audit('extrato');

  // Filter: a custom period in dd/mm/yyyy; the end cannot precede the start.
  await page.getByLabel('Data inicial').fill('10/03/2026');
  await page.getByLabel('Data final').fill('01/03/2026');
  await expect(page.getByText('A data final não pode ser anterior à data inicial.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtrar' })).toBeDisabled();
  await expect(page.getByLabel('Período', { exact: true })).toHaveValue('personalizado');
  await page.getByLabel('Data final').fill('20/03/2026');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('region', { name: 'No período' })).toContainText('10/03/2026 a 20/03/2026');

  // 'Ver calendario' and back; then Transferir.
  await available.getByRole('button', { name: 'Ver calendario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendário de recebimentos' })).toBeVisible();
  await page.goBack();
  await toReceive.getByRole('link', { name: 'Transferir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transferir' })).toBeVisible();

  // Step 1: destination.
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Selecione a conta de destino.' })).toBeVisible();
  await page.getByRole('button', { name: 'Conta bancária' }).click();
  const select = page.getByLabel('Conta de destino');
  await expect(select.locator('option').first()).toHaveText('Selecione...');
  await select.selectOption({ index: 1 });
  const accountText = (await select.locator('option:checked').textContent()) ?? '';
  expect(accountText).toContain('(ativa)');
  await app.screenshot('finance-transferir-destino');
  await page.getByRole('button', { name: 'Avançar' }).click();

  // Step 2: amount > 0 and ≤ the available balance.
  await expect(page.getByText(loose(`Saldo disponível: ${brl.format(st.saldo_disponivel)}`))).toBeVisible();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('Informe um valor maior que zero.')).toBeVisible();
  const value = page.getByRole('textbox', { name: 'Valor' });
  await value.fill(String(Math.ceil(st.saldo_disponivel) + 100).replace('.', ','));
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('O valor não pode ser maior que o saldo disponível.')).toBeVisible();
  await value.fill('150,25');
  await page.getByLabel('Identificação (opcional)').fill('Retirada semanal');
  await app.screenshot('finance-transferir-valor');
  await app.audit('transferir-valor');
  // Back keeps what was chosen.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(select).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(value).toHaveValue('150,25');
  await page.getByRole('button', { name: 'Avançar' }).click();

  // Step 3: confirmation with beneficiary, tax id, bank, branch and account.
  const summary = page.getByRole('definition').locator('..').locator('..');
  await expect(summary).toContainText(loose('R$ 150,25'));
  await expect(summary).toContainText('Retirada semanal');
  await expect(summary).toContainText('Beneficiário');
  await expect(summary).toContainText(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{3}\.\d{3}\.\d{3}-\d{2}/);
  await expect(summary).toContainText('Agência');
  await app.screenshot('finance-transferir-confirma');
  await app.audit('transferir-confirma');

  // The platform refuses once: nothing is debited, the data stays. A legacy refusal reads as
  // spec 03 §8 writes it: 'Atencao!', unaccented.
  await sandbox.control('finance/transfer-failure', { message: 'Instituição de destino indisponível.' });
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const attention = page.getByRole('alertdialog', { name: 'Atencao!' });
  await expect(attention).toContainText('Instituição de destino indisponível.');
  await app.screenshot('finance-transferir-falha');
  await attention.getByRole('button', { name: 'OK' }).click();
  await expect(attention).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Transferência não realizada.' })).toContainText(
    'Instituição de destino indisponível.',
  );
  const unchanged = await call<{ saldo_disponivel: number }>('pagamentoonline/extrato', { periodo: '0' });
  expect(unchanged.saldo_disponivel).toBe(st.saldo_disponivel);

  // Confirmed: the available balance drops by the amount.
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const expected = Math.round(st.saldo_disponivel * 100 - 15025) / 100;
  await expect(
    page.getByRole('status').filter({ hasText: 'Transferência realizada com sucesso!' }),
  ).toContainText(loose(brl.format(expected)));
  await app.screenshot('finance-transferir-sucesso');
  await page.getByRole('link', { name: 'Voltar ao extrato' }).click();
  await expect(available).toContainText(loose(brl.format(expected)));
  await expect(page.getByRole('region', { name: 'No período' })).toContainText('1 transferência');
});
