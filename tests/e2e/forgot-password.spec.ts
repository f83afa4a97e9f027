// 'Esqueci minha senha' (spec 01 §2, §4, §5, §8): the five steps end to end with the code the
// sandbox "sent", then a login with the new password; and each error the wizard must show.
import type { Page } from '@playwright/test';
import { DEMO, expect, loginForm, test, type AppFixture } from './fixtures';
import type { TestSandbox } from './support/sandbox';
import { scaled } from './support/timeouts';

const STORE = 'Pizzaria Bella Napoli';
const NEW_PASSWORD = 'novaSenha2026';

interface ResetCode {
  code: string;
  usuario: string | null;
  used: boolean;
}

function wizard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Esqueci minha senha' });
  return {
    dialog,
    heading: (text: string) => dialog.getByRole('heading', { name: text }),
    error: dialog.getByRole('alert'),
    continuar: dialog.getByRole('button', { name: 'Continuar' }),
    documento: dialog.getByLabel('CNPJ ou CPF'),
    novaSenha: dialog.getByLabel('Nova senha', { exact: true }),
    confirmacao: dialog.getByLabel('Confirmação da nova senha', { exact: true }),
    codigo: dialog.getByLabel('Código de validação'),
  };
}

async function open(app: AppFixture, page: Page) {
  await app.goto('/login');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  const w = wizard(page);
  await expect(w.heading('1. Identificação')).toBeVisible();
  return w;
}

/** Steps 1–2 with valid answers: the demo document, then the demo store. */
async function submitDocumentAndStore(w: ReturnType<typeof wizard>) {
  await w.documento.fill(DEMO.cnpj);
  await w.continuar.click();
  await expect(w.heading('2. Estabelecimento')).toBeVisible();
  await w.dialog.getByRole('radio', { name: STORE }).click();
  await w.continuar.click();
}

/** Steps 1–3 with valid answers; leaves the wizard on step 4. */
async function upToRecoveryType(app: AppFixture, page: Page) {
  const w = await open(app, page);
  await submitDocumentAndStore(w);
  await expect(w.heading('3. Nova senha')).toBeVisible();
  await w.novaSenha.fill(NEW_PASSWORD);
  await w.confirmacao.fill(NEW_PASSWORD);
  await w.continuar.click();
  await expect(w.heading('4. Forma de recuperação')).toBeVisible();
  return w;
}

async function latestCode(sandbox: TestSandbox): Promise<ResetCode> {
  const { codes } = await sandbox.control<{ codes: ResetCode[] }>('reset-codes');
  const code = codes.find((c) => !c.used);
  if (!code) throw new Error('no reset code was sent');
  return code;
}

test.describe('forgot password', () => {
  test('happy path: new password by e-mail code, then log in with it', async ({ app, page, sandbox }) => {
    const w = await open(app, page);
    await w.documento.fill('11222333000181');
    await expect(w.documento).toHaveValue(DEMO.cnpj); // masked as typed
    await w.continuar.click();

    await expect(w.heading('2. Estabelecimento')).toBeVisible();
    await expect(w.dialog).toContainText('Vila Mariana');
    await app.screenshot('forgot-password');
    await app.audit('esqueci minha senha');
    await w.dialog.getByRole('radio', { name: STORE }).click();
    await w.continuar.click();

    await expect(w.heading('3. Nova senha')).toBeVisible();
    await w.novaSenha.fill(NEW_PASSWORD);
    await w.confirmacao.fill(NEW_PASSWORD);
    await w.continuar.click();

    await expect(w.heading('4. Forma de recuperação')).toBeVisible();
    await w.dialog.getByRole('radio', { name: 'E-mail' }).click();
    await w.dialog.getByRole('button', { name: 'Enviar código' }).click();

    await expect(w.heading('5. Validação')).toBeVisible();
    await expect(w.dialog.getByRole('timer')).toHaveText(/^0?[45]:\d\d$/);
    const sent = await latestCode(sandbox);
    await w.codigo.fill(sent.code);
    await w.dialog.getByRole('button', { name: 'Salvar nova senha' }).click();

    await expect(page.getByText('Senha alterada com sucesso.').first()).toBeVisible();
    // The page reloads by itself, then the new password works and the old one does not.
    await page.waitForEvent('load', { timeout: scaled(15_000) });
    const form = loginForm(page);
    await form.usuario.fill(sent.usuario ?? DEMO.admin.usuario);
    await form.senha.fill(DEMO.admin.senha);
    await form.acessar.click();
    await expect(page.getByRole('alertdialog', { name: 'Erro!' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await form.senha.fill(NEW_PASSWORD);
    await form.acessar.click();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });

  test('empty document: Por favor, preencha o CNPJ/CPF.', async ({ app, page }) => {
    const w = await open(app, page);
    await w.continuar.click();
    await expect(w.error).toHaveText('Por favor, preencha o CNPJ/CPF.');
    await expect(w.heading('1. Identificação')).toBeVisible();
  });

  test('invalid document: CNPJ/CPF inválido!', async ({ app, page }) => {
    const w = await open(app, page);
    await w.documento.fill('11.222.333/0001-00');
    await w.continuar.click();
    await expect(w.error).toHaveText('CNPJ/CPF inválido!');
    await expect(w.heading('1. Identificação')).toBeVisible();
  });

  test('no establishment chosen: Por favor, preencha todos os campos.', async ({ app, page }) => {
    const w = await open(app, page);
    await w.documento.fill(DEMO.cnpj);
    await w.continuar.click();
    await expect(w.heading('2. Estabelecimento')).toBeVisible();
    await w.continuar.click();
    await expect(w.error).toHaveText('Por favor, preencha todos os campos.');
    await expect(w.heading('2. Estabelecimento')).toBeVisible();
  });

  test('a server error at the establishment step goes back to step 1 with its text', async ({
    app,
    page,
    sandbox,
  }) => {
    await sandbox.control('faults', {
      path: 'reset-password/verify-stablishment',
      status: 422,
      body: { message: 'Estabelecimento indisponível para recuperação.' },
      times: 1,
    });
    const w = await open(app, page);
    await submitDocumentAndStore(w);
    await expect(w.heading('1. Identificação')).toBeVisible();
    await expect(w.error).toHaveText('Estabelecimento indisponível para recuperação.');
  });

  test('short password: A Senha deve ter no mínimo 8 caracteres.', async ({ app, page }) => {
    const w = await open(app, page);
    await submitDocumentAndStore(w);
    await w.novaSenha.fill('1234567');
    await w.confirmacao.fill('1234567');
    await w.continuar.click();
    await expect(w.error).toHaveText('A Senha deve ter no mínimo 8 caracteres.');
    await expect(w.heading('3. Nova senha')).toBeVisible();
  });

  test('confirmation differs: A senha e a confirmação de senha não são iguais.', async ({ app, page }) => {
    const w = await open(app, page);
    await submitDocumentAndStore(w);
    await w.novaSenha.fill(NEW_PASSWORD);
    await w.confirmacao.fill(`${NEW_PASSWORD}x`);
    await w.continuar.click();
    await expect(w.error).toHaveText('A senha e a confirmação de senha não são iguais.');
  });

  test('send-code failure: Não foi possível enviar o código de validação.', async ({
    app,
    page,
    sandbox,
  }) => {
    await sandbox.control('faults', { path: 'reset-password/send-code', status: 500 });
    const w = await upToRecoveryType(app, page);
    await w.dialog.getByRole('radio', { name: 'SMS' }).click();
    await w.dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(w.error).toContainText('Não foi possível enviar o código de validação.');
    await expect(w.heading('4. Forma de recuperação')).toBeVisible();
  });

  test('wrong code: Não foi possível salvar a nova senha.', async ({ app, page, sandbox }) => {
    const w = await upToRecoveryType(app, page);
    await w.dialog.getByRole('radio', { name: 'E-mail' }).click();
    await w.dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(w.heading('5. Validação')).toBeVisible();
    const sent = await latestCode(sandbox);
    await w.codigo.fill(sent.code === '000000' ? '111111' : '000000');
    await w.dialog.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(w.error).toContainText('Não foi possível salvar a nova senha.');
    await expect(w.heading('5. Validação')).toBeVisible();
    // The old password still works.
    const stillValid = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
    expect(stillValid.sessao.hash).toBeTruthy();
  });

  test('Voltar returns to the previous step', async ({ app, page }) => {
    const w = await upToRecoveryType(app, page);
    await w.dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(w.heading('3. Nova senha')).toBeVisible();
    await w.dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(w.heading('2. Estabelecimento')).toBeVisible();
  });
});
