// /financeiro/vendas/historico (spec 03 §2.10, §4 sales-history statuses, payment codes, fine
// reversal, §5, §8): totals of delivered orders by sales type from the sandbox's history, the two
// doughnuts, the custom period, and the fine-reversal cycle (failure toast keeps the text →
// request → pending → approved by the control API).
import { SANDBOX_PREFIXES } from '../../shared/config';
import { DEMO, expect, test } from './fixtures';

interface HistoryOrder {
  id_pedido: string;
  hash_pedido: string;
  status: string;
  data_criacao: string;
  valor_total: number;
  pagamento: string;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dmy = (day: string) => day.slice(0, 10).split('-').reverse().join('/');
const loose = (s: string) => new RegExp(s.replace(/\s/g, '\\s').replace(/\./g, '\\.').replace('$', '\\$'));

test('Histórico: totals by type, charts, custom period and the fine-reversal cycle', async ({
  app,
  page,
  sandbox,
}) => {
  const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}pagamentoonline/gerahistorico`, {
    method: 'POST',
    headers: { Authorization: user.sessao.hash, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'periodo=30',
  });
  const orders = ((await res.json()) as { retorno: HistoryOrder[] }).retorno;
  const delivered = orders.filter((o) => o.status === 'PD');
  const total = delivered.reduce((a, o) => a + Math.round(o.valor_total * 100), 0) / 100;
  const cash = delivered.filter((o) => o.pagamento === '-1');
  const refused = orders.find((o) => o.status === 'PC') as HistoryOrder;

  await app.loginAs(DEMO.admin.usuario);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Histórico de vendas' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de vendas' })).toBeVisible();
  const totalCard = page.getByRole('region', { name: 'Pedidos entregues' });
  await expect(totalCard).toContainText(loose(brl.format(total)));
  await expect(totalCard).toContainText(`${delivered.length} pedidos`);
  await expect(page.getByRole('region', { name: 'Vendas em Dinheiro' })).toContainText(
    `${cash.length} vendas`,
  );
  await expect(
    page.getByRole('figure', { name: 'Número de vendas' }).locator('.recharts-pie-sector').first(),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Valor das vendas' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pedidos do histórico' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(table).toContainText('Entregue');
  await app.screenshot('finance-historico');
  await app.audit('historico');

  // Custom period: an inverted range is refused; the refused order's day lists it.
  const day = refused.data_criacao.slice(0, 10);
  await page.getByLabel('Período').selectOption('PP');
  await page.getByLabel('Data inicial').fill(dmy(day));
  await page.getByLabel('Data final').fill('01/01/2020');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A data final não pode ser anterior' }),
  ).toBeVisible();
  await page.getByLabel('Data final').fill(dmy(day));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = table.getByRole('row').filter({ hasText: `#${refused.hash_pedido}` });
  await expect(row).toContainText('Recusado');

  // The request: Enviar only from 20 characters; a refusal shows the server's message and keeps the text.
  await row.getByRole('button', { name: 'Solicitar estorno de multa' }).click();
  const modal = page.getByRole('dialog', { name: 'Solicitacao de estorno de multa' });
  const textarea = modal.getByLabel('Descreva o motivo da sua solicitacao');
  const send = modal.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  await textarea.fill('Muito curto');
  await expect(send).toBeDisabled();
  await expect(modal).toContainText('11/200 caracteres');
  const reason = 'O cliente cancelou por telefone antes do preparo do pedido.';
  await textarea.fill(reason);
  await expect(send).toBeEnabled();
  await app.screenshot('finance-historico-estorno');
  await app.audit('historico-estorno');
  await textarea.fill('x'.repeat(250));
  await expect(textarea).toHaveValue('x'.repeat(200));
  await textarea.fill(reason);
  await sandbox.control('faults', {
    method: 'POST',
    path: 'finance/reversal-fine',
    status: 422,
    body: { message: 'Prazo para solicitar estorno encerrado.' },
    times: 1,
  });
  await send.click();
  await expect(page.getByText('Prazo para solicitar estorno encerrado.')).toBeVisible();
  await expect(textarea).toHaveValue(reason);
  await send.click();
  await expect(modal).toHaveCount(0);
  await expect(row).toContainText('Estorno em análise');
  await expect(row.getByRole('button', { name: 'Solicitar estorno de multa' })).toHaveCount(0);

  // The platform approves it.
  await sandbox.control('finance/fine-reversal', { order_id: refused.id_pedido, approved: true });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(row).toContainText('Estorno aprovado');
});
