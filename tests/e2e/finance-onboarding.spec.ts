// Online-payment onboarding (spec 03 §2.2–2.6, §4 registration form, fee plan, bank account, §5, §8;
// 01 §2 registration notice): the ways into Contas e taxas (the orders notice's modal and the
// acceptance switch's failure), the accounts (register with validation, activate, delete), the
// sanitized plan HTML, the fee-plan switch, documents, and the registration form (read-only until
// Editar, CNPJ only for J, CEP lookup hit and miss, masks, locked again after saving).
import { DEMO, expect, test } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('Contas e taxas: notice modal, switch failure redirect, register, activate and delete accounts', async ({
  app,
  page,
  sandbox,
}) => {
  await sandbox.control('acceptance', {
    acceptsOnline: false,
    blockers: ['Cadastre uma conta de recebimento.'],
  });
  await sandbox.control('finance/onboarding', {
    taxHtml:
      '<h3>Plano Standard</h3><p>Débito em 1 dia.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  });
  await app.loginAs(DEMO.admin.usuario);

  // The orders screen's notice → the registration modal (mentions the franchisee) → Saiba mais.
  await app.goto('/pedidos');
  await page.getByRole('button', { name: 'Como funciona o cadastro' }).click();
  const notice = page.getByRole('dialog', { name: 'Cadastro do pagamento online' });
  await expect(notice).toContainText('franqueado');
  await app.screenshot('finance-onboarding-notice-modal');
  await app.audit('registration notice modal');
  await notice.getByRole('link', { name: 'Saiba mais' }).click();
  await expect(page).toHaveURL(/#\/financeiro\/cadastro\/recebimentos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contas e taxas' })).toBeVisible();

  // The acceptance switch refused: error dialog, then this same (working) screen.
  await app.goto('/financeiro/pagamentoonline');
  await page.getByRole('switch', { name: 'Aceitar pagamento online' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('Cadastre uma conta de recebimento.');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/financeiro\/cadastro\/recebimentos$/);
  await expect(page.getByText('Página não encontrada')).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Contas cadastradas' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Conta Ativa');
  await expect(table.getByRole('row').nth(1)).toContainText('341 - Itaú Unibanco S.A.');
  await expect(page.getByText('Transferência para conta bancária (Itaú Unibanco S.A.)')).toBeVisible();
  // Server HTML: shown, without its script or handler.
  const plan = page.getByRole('region', { name: 'Plano e taxas' });
  await expect(plan.getByRole('heading', { name: 'Plano Standard' })).toBeVisible();
  expect(await plan.locator('[onerror], script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await app.screenshot('finance-onboarding-recebimentos');
  await app.audit('contas e taxas');

  // Register: validation, PIX key without punctuation, agency max 4, holder read-only.
  await page.getByRole('button', { name: 'Cadastrar conta' }).click();
  const modal = page.getByRole('dialog', { name: 'Cadastrar conta' });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByLabel('Banco')).toHaveAccessibleDescription(/Campo obrigatório/);
  await expect(modal.getByLabel('Nome do titular')).toHaveAttribute('readonly', '');
  await expect(modal.getByLabel('CPF/CNPJ do titular')).toHaveAttribute('readonly', '');
  await modal.getByLabel('Forma de recebimento').selectOption('CHAVE');
  await modal.getByLabel('Chave PIX').fill('390.533.447-05');
  await expect(modal.getByLabel('Chave PIX')).toHaveValue('39053344705');
  await modal.getByLabel('Tipo de conta').selectOption('CP');
  await modal.getByLabel('Banco').selectOption('237');
  await modal.getByLabel('Agência', { exact: true }).fill('123456');
  await expect(modal.getByLabel('Agência', { exact: true })).toHaveValue('1234');
  await modal.getByLabel('Dígito da agência (opcional)').fill('56');
  await expect(modal.getByLabel('Dígito da agência (opcional)')).toHaveValue('5');
  await modal.getByLabel('Conta com dígito').fill('998877-1');
  await app.screenshot('finance-onboarding-account-modal');
  await app.audit('register account modal');
  // A refusal shows 'Atenção!' with the server's erros and keeps what was typed.
  await sandbox.control('finance/onboarding', { failNext: 'account' });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  const refused = page.getByRole('alertdialog');
  await expect(refused).toContainText('Serviço de pagamento online indisponível no momento.');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(modal.getByLabel('Chave PIX')).toHaveValue('39053344705');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(4);
  const added = table.getByRole('row').filter({ hasText: 'Chave PIX: 39053344705' });
  await expect(added).toContainText('237 - Banco Bradesco S.A.');
  await expect(added).toContainText('Conta poupança');

  // Activate it: it becomes the one 'Conta Ativa'.
  await added.getByRole('button', { name: /^Ativar/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Chave PIX: 39053344705');
  await expect(table.getByRole('row').nth(1)).toContainText('Conta Ativa');
  await expect(table.getByText('Conta Ativa')).toHaveCount(1);
  await expect(page.getByText('Chave PIX (39053344705)')).toBeVisible();

  // Delete the old Itaú account, after the confirmation (cancel first keeps it).
  const itau = table.getByRole('row').filter({ hasText: 'Itaú' });
  await itau.getByRole('button', { name: /^Excluir/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  await itau.getByRole('button', { name: /^Excluir/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim deletar.' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Itaú')).toHaveCount(0);
});

test('Planos de taxas and Documentos: plan switch and image uploads', async ({ app, page }) => {
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/financeiro/cadastro/planos');
  const standard = page.getByRole('region', { name: 'Plano Standard' });
  const pro = page.getByRole('region', { name: 'Plano Pro' });
  await expect(standard).toContainText('Plano Ativo');
  await expect(pro).not.toContainText('Plano Ativo');
  await expect(standard.getByRole('table', { name: /Débito \(recebe em 1 dia\)/ })).toBeVisible();
  const credit = pro.getByRole('table', { name: /Crédito \(recebe em 30 dias\)/ });
  await expect(credit.getByRole('row', { name: /^12x/ })).toContainText('7,94%');
  await app.screenshot('finance-onboarding-planos');
  await app.audit('planos de taxas');
  await pro.getByRole('switch', { name: 'Ativar plano Pro' }).click();
  await expect(pro).toContainText('Plano Ativo');
  await expect(standard).not.toContainText('Plano Ativo');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Plano Pro' })).toContainText('Plano Ativo');

  await page
    .getByRole('navigation', { name: 'Cadastro do pagamento online' })
    .getByRole('link', { name: 'Documentos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
  const ident = page.getByLabel('Documento de identificação');
  await ident.setInputFiles({ name: 'rg.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Formato não aceito. Envie uma imagem .png, .jpg ou .jpeg.')).toBeVisible();
  await ident.setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Imagem enviada com sucesso!')).toBeVisible();
  await expect(page.getByRole('img', { name: /Documento de identificação/ })).toBeVisible();
  await app.screenshot('finance-onboarding-documentos');
  await app.audit('documentos');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Imagem atual: Documento de identificação' })).toBeVisible();
});

test('Dados cadastrais: read-only until Editar, CNPJ for J, CEP hit and miss, masks, locked after saving', async ({
  app,
  page,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/financeiro/cadastro/dados');
  const cep = page
    .getByRole('region', { name: 'Endereço do estabelecimento' })
    .getByLabel('CEP', { exact: true });
  const street = page.getByRole('region', { name: 'Endereço do estabelecimento' }).getByLabel('Endereço');
  await expect(cep).toHaveValue('04010100');
  await expect(cep).toBeDisabled();
  await expect(page.getByLabel('Nome fantasia')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await app.screenshot('finance-onboarding-dados-locked');
  await app.audit('dados cadastrais');

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(cep).toBeEnabled();
  // CNPJ only for J.
  const cnpj = page.getByLabel('CNPJ');
  const tipoF = page.getByRole('radio', { name: 'Pessoa física' });
  const tipoJ = page.getByRole('radio', { name: 'Pessoa jurídica' });
  await tipoF.check();
  await expect(cnpj).toBeDisabled();
  await tipoJ.check();
  await expect(cnpj).toBeEnabled();
  await cnpj.fill('');

  // CEP miss clears the address; CEP max 8; hit fills it.
  await cep.fill('99999999123');
  await expect(cep).toHaveValue('99999999');
  await expect(page.getByText('CEP não encontado.')).toBeVisible();
  await expect(street).toHaveValue('');
  await cep.fill('04016032');
  await expect(street).toHaveValue('Rua França Pinto');
  await expect(page.getByText('CEP não encontado.')).toHaveCount(0);

  // Masks.
  const birth = page.getByLabel('Data de nascimento');
  await birth.fill('');
  await birth.pressSequentially('01021990');
  await expect(birth).toHaveValue('01/02/1990');
  const phone = page.getByLabel('Telefone do proprietário');
  await phone.fill('');
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11)98765-4321');

  // CNPJ is required for J: the save is refused until it is filled.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(cnpj).toHaveAccessibleDescription(/Campo obrigatório/);
  await page.getByRole('combobox', { name: 'Categoria do negócio' }).selectOption('5814');
  await app.screenshot('finance-onboarding-dados-editing');
  await cnpj.fill('12345678000199');
  await page.getByLabel('Nome fantasia').fill('Pizzaria Nova');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cadastro salvo com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Nome fantasia')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Pizzaria Nova');
  await expect(page.getByLabel('CNPJ')).toHaveValue('12345678000199');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('01/02/1990');
  await expect(
    page.getByRole('region', { name: 'Endereço do estabelecimento' }).getByLabel('Endereço'),
  ).toHaveValue('Rua França Pinto');
});
