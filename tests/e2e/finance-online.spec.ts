// /financeiro/pagamentoonline (spec 03 §2.2, §4 online-payment label): the registration status from
// listarStatusPagOn (ENABLED → Ativo, PENDING → Pendente) and the acceptance switch; audited.
import { DEMO, expect, test } from './fixtures';

test('Pagamento online: status label and acceptance switch', async ({ app, page, sandbox }) => {
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/financeiro/pagamentoonline');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento online' })).toBeVisible();
  const cadastro = page.getByRole('region', { name: 'Cadastro' });
  await expect(cadastro).toContainText('Situação do cadastro: Ativo');
  const aceitacao = page.getByRole('region', { name: 'Aceitação' });
  await expect(aceitacao.getByRole('switch', { name: 'Aceitar pagamento online' })).toBeChecked();
  await app.screenshot('finance-pagamento-online');
  await app.audit('pagamento-online');

  await sandbox.control('finance/online-status', { zoop_status: 'PENDING' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cadastro' })).toContainText(
    'Situação do cadastro: Pendente',
  );
});
