// /estabelecimentos against the sandbox's store registration (03 §2.20, §4 Change request
// status, §5 Store images, §7, §8): edits become Pendente requests (field disabled with the
// spec's tooltip), the platform approves or rejects them through the control API and the panel
// shows the outcome after a reload; the logo goes for approval and, approved, reaches the header.
import { SANDBOX_PREFIXES } from '../../shared/config';
import { DEMO, expect, test } from './fixtures';
import { openAsAdmin } from './support/back-office';

const PENDING = 'O campo está pendente para avaliação do Aiboo.';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('texts: save, pending and disabled, approved and rejected; SOLICITAÇÕES table', async ({
  app,
  page,
  sandbox,
}) => {
  await openAsAdmin(app, page, '/estabelecimentos', 'Estabelecimento');
  const cnpj = page.getByLabel('CNPJ');
  await expect(cnpj).toHaveValue('11.222.333/0001-81');
  await expect(cnpj).not.toBeEditable();
  await expect(page.getByLabel('Razão social')).toHaveValue('Bella Napoli Pizzaria e Restaurante Ltda');
  await expect(page.getByLabel('Razão social')).not.toBeEditable();
  const texto = page.getByLabel('Texto do app');
  const frase = page.getByLabel('Frase promocional');
  const save = page.getByRole('button', { name: 'Salvar' });
  const oldFrase = await frase.inputValue();
  await expect(save).toBeDisabled();
  await texto.fill('Pizza napolitana de verdade, com entrega rápida em toda a Vila Mariana.');
  await expect(save).toBeEnabled();
  await frase.fill('Frase que o Aiboo vai recusar');
  await app.screenshot('establishment-cadastro');
  await app.audit('/estabelecimentos CADASTRO');
  await save.click();
  await expect(page.getByText('Estabelecimento salvo com sucesso')).toBeVisible();

  // Both fields wait for the platform: disabled, with the tooltip and the word 'Pendente'.
  for (const field of [texto, frase]) {
    await expect(field).toBeDisabled();
    await expect(page.locator('div[title]', { has: field })).toHaveAttribute('title', PENDING);
  }
  await expect(page.getByText(PENDING)).toHaveCount(2);
  // The disabled fields show what was sent for approval.
  await expect(texto).toHaveValue('Pizza napolitana de verdade, com entrega rápida em toda a Vila Mariana.');
  await expect(frase).toHaveValue('Frase que o Aiboo vai recusar');
  await expect(save).toBeDisabled();
  await app.screenshot('establishment-cadastro-pending');
  await app.audit('/estabelecimentos pending');

  await sandbox.control('pendencias/decidir', { nome_campo: 'texto_app', status: 'Aprovado' });
  await sandbox.control('pendencias/decidir', { nome_campo: 'frase_promocional', status: 'Rejeitado' });
  await page.reload();
  await expect(texto).toHaveValue('Pizza napolitana de verdade, com entrega rápida em toda a Vila Mariana.');
  await expect(texto).toBeEnabled();
  await expect(frase).toHaveValue(oldFrase);
  await expect(frase).toBeEnabled();
  await expect(page.getByText(PENDING)).toHaveCount(0);

  // SOLICITAÇÕES: the two decided now plus the seeded history, newest first, pt-BR dates.
  await page.getByRole('tab', { name: 'SOLICITAÇÕES' }).click();
  const table = page.getByRole('table', { name: 'Solicitações de alteração' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText(/Texto do app|Frase promocional/);
  await expect(table.getByText('Aprovado')).toHaveCount(2);
  await expect(table.getByText('Rejeitado')).toHaveCount(2);
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expect(table).toContainText('Frase que o Aiboo vai recusar');
  await table.getByRole('button', { name: 'Status' }).click();
  await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('Aprovado');
  await app.screenshot('establishment-solicitacoes');
  await app.audit('/estabelecimentos SOLICITAÇÕES');
});

test('logo: wrong type, upload sent for approval, refusal keeps the typed text, approval reaches the header', async ({
  app,
  page,
  sandbox,
}) => {
  const user = await sandbox.login(DEMO.admin.usuario, 'demo1234');
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/estabelecimentos');
  const logo = page.getByLabel('Logo', { exact: true });
  await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Formato de arquivo inválido. Envie uma imagem PNG, JPG ou JPEG.' }),
  ).toBeVisible();
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Imagem enviada para avaliação do Aiboo.')).toBeVisible();
  await expect(page.getByText('Enviado para aprovação')).toBeVisible();
  await expect(logo).toBeDisabled();
  await expect(page.getByRole('img', { name: 'Imagem atual: Logo' })).toHaveAttribute(
    'src',
    /\/cardapio\/imagem\/[0-9a-f]{24}$/,
  );
  await expect(page.getByLabel('Banner', { exact: true })).toBeEnabled();
  await app.screenshot('establishment-logo-pending');

  // Another session sends a change first: the server refuses ('Atenção!') and the text stays.
  const typed = 'Texto digitado que não pode se perder';
  await page.getByLabel('Texto do app').fill(typed);
  await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}estabelecimento/postEstabelecimento`, {
    method: 'POST',
    headers: { Authorization: user.sessao.hash, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ texto_app: 'Outra pessoa alterou antes' }).toString(),
  });
  await page.getByRole('button', { name: 'Salvar' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Atenção!');
  await expect(alert).toContainText(PENDING);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Texto do app')).toHaveValue(typed);

  const approved = await sandbox.control<{ pendencia: { valor_post: string } }>('pendencias/decidir', {
    nome_campo: 'logotipo',
    status: 'Aprovado',
  });
  await page.reload();
  await expect(page.locator('.app-header__store-logo')).toHaveAttribute('src', approved.pendencia.valor_post);
  await expect(page.getByLabel('Logo', { exact: true })).toBeEnabled();
  await expect(page.getByText('Enviado para aprovação')).toHaveCount(0);
});

test('CADASTRO shows the registration of 03 §3 beside CNPJ and razão social, read-only', async ({
  app,
  page,
  sandbox,
}) => {
  const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}estabelecimento/getExibir`, {
    headers: { Authorization: user.sessao.hash },
  });
  const { est } = (await res.json()) as { est: Record<string, string> };
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/estabelecimentos');
  const expected: [string, string][] = [
    ['Nome', est.nome ?? ''],
    ['E-mail', est.email ?? ''],
    ['Contato', est.contato ?? ''],
    ['Bairro', est.endereco_bairro ?? ''],
    ['Endereço', [est.endereco_rua, est.endereco_numero].filter(Boolean).join(', ')],
  ];
  for (const [label, value] of expected) {
    expect(value).not.toBe('');
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).not.toBeEditable();
  }
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue(/^\d{5}-\d{3}$/);
  await app.screenshot('establishment-cadastro-dados');
  await app.audit('establishment-cadastro-dados');
});
