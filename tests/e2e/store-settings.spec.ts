// Store settings (spec 02 §2.10, §2.11, §4, §5, §8; 03 §2.2): opening hours with the sandbox
// opening and closing the store at the scheduled minute (control clock), and payment methods with
// the online-payment switch's failure redirect.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { refuseOnce } from './support/back-office';

const storeSwitch = (page: Page) => page.getByRole('switch', { name: /Loja (aberta|fechada)/ });

test('Funcionamento: validation, save, server refusal, and the store opening and closing on schedule', async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Horário de funcionamento' })
    .click();
  await expect(page).toHaveURL(/#\/configuracoes\/funcionamento$/);
  await expect(page.getByRole('heading', { name: 'Horário de funcionamento' })).toBeVisible();

  // Monday is closed in the demo week: its slots are disabled until it is ticked.
  const segAbertura = page.getByLabel('Abertura de Segunda-feira', { exact: true });
  await expect(segAbertura).toBeDisabled();
  await page.getByLabel('Segunda-feira aberto').check();
  await expect(segAbertura).toBeEnabled();
  await segAbertura.fill('1800');
  await expect(segAbertura).toHaveValue('18:00');
  await page.getByLabel('Fechamento de Segunda-feira', { exact: true }).fill('2330');
  // Saturday's second slot overlapping its first, and Sunday's first closing before it opens.
  await page.getByLabel('Abertura 2 de Sábado').fill('14:00');
  await page.getByLabel('Fechamento de Domingo', { exact: true }).fill('10:00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const invalid = page.getByRole('alertdialog');
  await expect(invalid).toContainText('Horários inválidos');
  await expect(invalid).toContainText('Sábado: o 1º e o 2º horário se sobrepõem.');
  await expect(invalid).toContainText('Domingo: o fechamento deve ser depois da abertura.');
  await invalid.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sábado:' })).toBeVisible();
  await app.screenshot('store-settings-hours-invalid');
  await app.audit('funcionamento (inválido)');

  // Today in the test is Tuesday 24/11/2026: 11:00–14:30 and 18:00–23:00.
  await page.getByLabel('Abertura 2 de Sábado').fill('');
  await page.getByLabel('Fechamento 2 de Sábado').fill('');
  await page.getByLabel('Fechamento de Domingo', { exact: true }).fill('15:00');
  await page.getByLabel('Abertura de Terça-feira', { exact: true }).fill('11:00');
  await page.getByLabel('Fechamento de Terça-feira', { exact: true }).fill('14:30');
  await page.getByLabel('Abertura 2 de Terça-feira').fill('18:00');
  await page.getByLabel('Fechamento 2 de Terça-feira').fill('23:00');
  await page.getByRole('switch', { name: 'Abrir a loja automaticamente' }).click();
  await page.getByRole('switch', { name: 'Fechar a loja automaticamente' }).click();

  // The server refuses once: the error dialog with its mensagem, and the typed values stay.
  await refuseOnce(sandbox, 'alteraHorarios2', { mensagem: 'Não foi possível gravar os horários agora.' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  const refused = page.getByRole('alertdialog');
  await expect(refused).toContainText('Erro!');
  await expect(refused).toContainText('Não foi possível gravar os horários agora.');
  await refused.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByLabel('Abertura de Terça-feira', { exact: true })).toHaveValue('11:00');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Horários salvos com sucesso!')).toBeVisible();
  await expect(page.getByText('Horários salvos com sucesso!')).toBeHidden();
  await app.screenshot('store-settings-hours');
  await app.audit('funcionamento');

  await page.reload();
  await expect(page.getByLabel('Fechamento 2 de Terça-feira')).toHaveValue('23:00');
  await expect(page.getByLabel('Abertura de Segunda-feira', { exact: true })).toHaveValue('18:00');
  await expect(page.getByRole('switch', { name: 'Abrir a loja automaticamente' })).toBeChecked();

  // The sandbox's schedule clock: the store opens at 11:00 and closes at 14:30, and the header follows.
  await sandbox.control('store', { fechado: 'S' });
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');
  await sandbox.control('clock', { at: '2026-11-24T10:58:00' });
  await sandbox.control('clock', { at: '2026-11-24T10:59:00' });
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');
  await sandbox.control('clock', { at: '2026-11-24T11:00:00' });
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');
  await sandbox.control('clock', { at: '2026-11-24T14:30:00' });
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');
  await sandbox.control('clock', { at: '2026-11-24T18:00:00' });
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');
});

test('Formas de pagamento: accent-insensitive search, save after a change, online-payment refusal redirect', async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/configuracoes/formapagamento');
  await expect(page.getByRole('heading', { name: 'Formas de pagamento' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(page.getByLabel('Pix')).toBeChecked();
  await expect(save).toBeDisabled();
  await app.screenshot('store-settings-payments');
  await app.audit('formas de pagamento');

  await page.getByLabel('Procurar formas de pagamento').fill('credito');
  const grid = page.getByRole('list', { name: 'Formas de pagamento' });
  await expect(grid.getByRole('listitem')).toHaveCount(5);
  await expect(grid).not.toContainText('Pix');
  await page.getByLabel('Crédito Elo').check();
  await expect(save).toBeEnabled();
  await page.getByLabel('Crédito Elo').uncheck();
  await expect(save).toBeDisabled();
  await page.getByLabel('Crédito Elo').check();
  await page.getByLabel('Procurar formas de pagamento').fill('VALE refeicao vr');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Vale-refeição VR').check();
  await save.click();
  await expect(page.getByText('Formas de Pagamento salvas com sucesso')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Crédito Elo')).toBeChecked();
  await expect(page.getByLabel('Vale-refeição VR')).toBeChecked();

  // Online payment: turning it on is refused while the registration is incomplete.
  await sandbox.control('acceptance', {
    acceptsOnline: false,
    blockers: ['Cadastre uma conta de recebimento.'],
  });
  await page.reload();
  const online = page.getByRole('switch', { name: 'Aceitar pagamento online' });
  await expect(online).not.toBeChecked();
  await online.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Cadastre uma conta de recebimento.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/financeiro\/cadastro\/recebimentos$/);
});

test('Locais de Atendimento: bulk actions on the ticked subset, free-delivery swap and warning, power button, errors', async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/configuracoes/bairros');
  await expect(page.getByRole('heading', { name: 'Locais de Atendimento' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'São Paulo' })).toHaveAttribute('aria-selected', 'true');
  const fee = (name: string) => page.getByLabel(`Taxa de Entrega de ${name}`, { exact: true });
  const free = (name: string) => page.getByRole('button', { name: `Frete grátis em ${name}` });
  await expect(fee('Pinheiros')).toHaveValue('5.00');
  await app.screenshot('store-settings-neighbourhoods');
  await app.audit('locais de atendimento');

  // Nothing ticked: the action says so.
  await page.getByRole('button', { name: /Alterar selecionados/ }).click();
  await page.getByRole('menuitem', { name: 'Ativar Selecionados', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Selecione ao menos um bairro.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Fechar' }).click();

  // Bulk: free delivery and a minimum on Pinheiros and Santa Cecília (never served) only.
  await page.getByLabel('Selecionar Pinheiros').check();
  await page.getByLabel('Selecionar Santa Cecília').check();
  await page.getByLabel('Compra Mínima', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Alterar selecionados (2)' }).click();
  await page.getByRole('menuitem', { name: 'Ativar frete grátis', exact: true }).click();
  await expect(page.getByText('Bairros alterados com sucesso!')).toBeVisible();
  await expect(fee('Pinheiros')).toHaveValue('0.00');
  await expect(free('Pinheiros')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Compra Mínima de Pinheiros')).toHaveValue('20.00');
  await expect(page.getByRole('button', { name: 'Desativar Santa Cecília', exact: true })).toBeVisible();
  await expect(fee('Vila Madalena')).toHaveValue('6.00');
  await expect(page.getByLabel('Compra Mínima de Vila Madalena')).toHaveValue('30.00');
  await expect(page.getByRole('button', { name: 'Alterar selecionados (0)' })).toBeVisible();

  // Bulk off again on Pinheiros: the old fee comes back.
  await page.getByLabel('Compra Mínima', { exact: true }).fill('');
  await page.getByLabel('Selecionar Pinheiros').check();
  await page.getByRole('button', { name: 'Alterar selecionados (1)' }).click();
  await page.getByRole('menuitem', { name: 'Desativar frete grátis', exact: true }).click();
  await expect(fee('Pinheiros')).toHaveValue('5.00');

  // Row toggle: the fee swaps with the old fee and back; both 0 gives the warning.
  await free('Jardim Paulista').click();
  await expect(fee('Jardim Paulista')).toHaveValue('0.00');
  await expect(free('Jardim Paulista')).toHaveAttribute('aria-pressed', 'true');
  await free('Jardim Paulista').click();
  await expect(fee('Jardim Paulista')).toHaveValue('7.50');
  await free('Consolação').click();
  await expect(page.getByText('O frete deste bairro já é grátis!')).toBeVisible();
  // 02 §8: a warning toast, not an information one.
  await expect(
    page.locator('[data-sonner-toast][data-type="warning"]', {
      hasText: 'O frete deste bairro já é grátis!',
    }),
  ).toBeVisible();

  // Power button: an inactive neighbourhood is served again.
  await page.getByRole('button', { name: 'Ativar Bela Vista', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Desativar Bela Vista', exact: true })).toBeVisible();

  // Money validation: refused next to the field, nothing sent.
  await page.getByLabel('Compra Mínima de Moema').fill('12,345');
  await expect(page.getByRole('alert').filter({ hasText: 'Valor inválido' })).toBeVisible();
  await page.getByLabel('Compra Mínima de Moema').fill('45,5');
  await page.getByLabel('Compra Mínima de Moema').press('Enter');
  await expect(page.getByLabel('Compra Mínima de Moema')).toHaveValue('45.50');

  // The server refuses: 'Atenção!' with its text.
  await refuseOnce(sandbox, 'estabelecimentobairros/editar', { erro: 'Bairro bloqueado pela plataforma.' });
  await page.getByLabel('Entrega Grátis Em de Moema').fill('99');
  await page.getByLabel('Entrega Grátis Em de Moema').press('Enter');
  const refused = page.getByRole('alertdialog');
  await expect(refused).toContainText('Atenção!');
  await expect(refused).toContainText('Bairro bloqueado pela plataforma.');
  await refused.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('tab', { name: 'Osasco' }).click();
  await expect(fee('Centro')).toHaveValue('12.00');
  await page.getByLabel('Procurar bairros de Osasco').fill('km');
  await expect(page.getByRole('table', { name: 'Bairros de Osasco' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByLabel('Selecionar Km 18')).toBeVisible();
});

test('Usuários: list, validation, create an operator who logs in with the operator menu, deactivate and the login is refused', async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  // The list fails once: the spec's text and a retry.
  await sandbox.control('faults', { method: 'GET', path: 'users/merchant', status: 503, times: 1 });
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Usuários' })
    .click();
  await expect(page).toHaveURL(/#\/configuracoes\/usuarios\/list$/);
  await expect(page.getByText('Ocorreu um erro ao carregar os usuários.')).toBeVisible();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('Lojista Operador');
  await app.screenshot('store-settings-users');
  await app.audit('usuários');

  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  await expect(page).toHaveURL(/#\/configuracoes\/usuarios\/new$/);
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Nome', { exact: true }).fill('Beatriz Lima');
  await page.getByLabel('E-mail', { exact: true }).fill('beatriz@bellanapoli.com.br');
  await page.getByLabel('Grupo de acesso').selectOption('operator');
  await page.getByLabel('Senha', { exact: true }).fill('fraca');
  await expect(
    page
      .getByText(
        'A senha deve ter no mínimo 8 caracteres, conter pelo menos um número, uma letra maiúscula e um caractere especial.',
      )
      .first(),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Senha', { exact: true }).fill('Segura#2026');
  await page.getByLabel('Confirmação de senha', { exact: true }).fill('Segura#2025');
  await expect(page.getByText('As senhas não correspondem')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Confirmação de senha', { exact: true }).fill('Segura#2026');
  await expect(save).toBeEnabled();
  await app.screenshot('store-settings-user-form');
  await app.audit('novo usuário');

  // The e-mail is taken (400 'Erro ao criar o usuário.'): its error field shows, the form keeps its values.
  await page.getByLabel('E-mail', { exact: true }).fill('admin@bellanapoli.com.br');
  await save.click();
  const taken = page.getByRole('alertdialog');
  await expect(taken).toContainText('Este e-mail já está em uso por outro usuário.');
  await taken.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Beatriz Lima');

  await page.getByLabel('E-mail', { exact: true }).fill('beatriz@bellanapoli.com.br');
  await save.click();
  const created = page.getByRole('alertdialog');
  await expect(created).toContainText('Usuário cadastrado com sucesso!');
  await created.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#\/configuracoes\/usuarios\/list$/);
  await expect(table.getByRole('row', { name: /Beatriz Lima/ })).toContainText('Ativo');

  // Edit: an empty password is kept; a 422 shows the joined details.
  await page.getByRole('button', { name: 'Editar Beatriz Lima' }).click();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Beatriz Lima');
  await sandbox.control('faults', {
    path: 'users/merchant-update',
    status: 422,
    body: { message: 'Dados inválidos.', details: ['Nome muito curto.', 'E-mail bloqueado.'] },
    times: 1,
  });
  await page.getByLabel('Nome', { exact: true }).fill('Beatriz L. Lima');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const details = page.getByRole('alertdialog');
  await expect(details).toContainText('Nome muito curto.');
  await expect(details).toContainText('E-mail bloqueado.');
  await details.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Usuário atualizado com sucesso!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // The new operator logs in with the operator's menu (no finance, no users).
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Sair da Loja' })
    .click();
  await expect(page).toHaveURL(/#\/login/);
  await app.loginAs('beatriz@bellanapoli.com.br', 'Segura#2026');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Gerenciador de Pedidos' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Horário de funcionamento' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Faturas' })).toHaveCount(0);

  // The admin deactivates her: she can no longer log in.
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Sair da Loja' })
    .click();
  await expect(page).toHaveURL(/#\/login/);
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/configuracoes/usuarios/list');
  await page.getByRole('button', { name: 'Inutilizar Beatriz L. Lima' }).click();
  await expect(table.getByRole('row', { name: /Beatriz L\. Lima/ })).toContainText('Inativo');
  await expect(page.getByRole('button', { name: 'Reativar Beatriz L. Lima' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Sair da Loja' })
    .click();
  await expect(page).toHaveURL(/#\/login/);
  await page.getByLabel('Usuário').fill('beatriz@bellanapoli.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('Segura#2026');
  await page.getByRole('button', { name: 'ACESSAR' }).click();
  await expect(page.getByText('Usuário inativo. Fale com o administrador da loja.')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});
