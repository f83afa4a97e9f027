// /configuracoes/impressoras and /configuracoes/software in desktop mode, through the real bridge
// into main's printing core and against the sandbox's cloud record (02 §2.8, §2.9, §4, §8):
// the 'sincronizado N' suggestion, Save with the changed flag, QZ toggling, a test page on a
// virtual printer, the missing-cloud warning, and the live preview (screenshot).
import type { Page } from '@playwright/test';
import type { PrintSettings } from '../../shared/api/platform-v1';
import type { CashDeskBridge } from '../../shared/bridge';
import { SANDBOX_PREFIXES } from '../../shared/config';
import {
  DEMO_BAR_PRINTER,
  DEMO_CASHIER_PRINTER,
  DEMO_KITCHEN_PRINTER,
} from '../../sandbox/print-settings/service';
import { startVirtualPrinter } from '../../sandbox/virtual-printer';
import { DEMO, expect, test } from './fixtures';
import type { TestSandbox } from './support/sandbox';
import { scaled } from './support/timeouts';

test.use({ mode: 'desktop' });

declare global {
  interface Window {
    cashDesk: CashDeskBridge;
  }
}

async function cloud(sandbox: TestSandbox): Promise<PrintSettings | null> {
  return (await sandbox.control<{ obj: PrintSettings | null }>('print-settings')).obj;
}

/** Saves a field of the cloud record the way the platform's panel would (adicionar). */
async function saveCloud(sandbox: TestSandbox, form: Record<string, string>) {
  const user = await sandbox.login(DEMO.admin.usuario, 'demo1234');
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}estabelecimentosimpressao/adicionar`, {
    method: 'POST',
    headers: { Authorization: user.sessao.hash, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  expect(((await res.json()) as { status: boolean }).status).toBe(true);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Salvar alterações' });
const paper = (page: Page) => page.getByTestId('ticket-preview-paper');

test('sync suggestion, save with the changed flag, QZ fields, test page and the live preview', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const [caixa] = await main.printers.start([DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER, DEMO_BAR_PRINTER]);
  // The demo record accepts orders by itself; this test is about the screen, not the desk.
  await saveCloud(sandbox, { autoAceiteImprimir: 'false', impressaoCliente: 'true' });
  await sandbox.control('print-settings/sync', { sincronizado: 'N' });

  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/configuracoes/impressoras');
  const suggestion = page.getByRole('alertdialog');
  await expect(suggestion).toContainText('sincronizar as configurações de impressão');
  await suggestion.getByRole('button', { name: 'Sim, Confirmar!' }).click();
  await expect(page.getByText('Configurações de impressão sincronizadas com a nuvem.')).toBeVisible();
  await expect(field(page, 'Impressora padrão')).toHaveValue(DEMO_CASHIER_PRINTER);
  await expect(field(page, 'Impressora de Pizzas Salgadas')).toHaveValue(DEMO_KITCHEN_PRINTER);
  await expect(field(page, 'Agrupamento de Bebidas')).toHaveValue('Bebidas');
  expect((await cloud(sandbox))?.sincronizado).toBe('S');
  const local = await page.evaluate(() => window.cashDesk.printing.getSettings());
  expect(local.settings).toMatchObject({ defaultPrinter: DEMO_CASHIER_PRINTER, impressaoProducao: 'true' });
  await expect(saveButton(page)).toBeDisabled();

  // A change enables Save; the preview follows every change.
  await expect(paper(page)).toHaveAttribute('data-width', '7,0');
  await field(page, 'Largura da página').selectOption('4,8');
  await expect(paper(page)).toHaveAttribute('data-width', '4,8');
  await field(page, 'Atraso entre impressões').selectOption('2000');
  await field(page, 'Agrupamento de Pizzas Salgadas').fill('COZINHA');
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  expect(await cloud(sandbox)).toMatchObject({
    larguraMaximaPagina: '4,8',
    delay: 2000,
    impressorasProducao: { '12': { impressora: DEMO_KITCHEN_PRINTER, agrupamento: 'COZINHA' } },
  });
  const saved = await page.evaluate(() => window.cashDesk.printing.getSettings());
  expect(saved.settings).toMatchObject({ larguraMaximaPagina: '4,8', delay: 2000 });

  // QZ disables what QZ Tray decides itself and asks for its credentials; back to Aiboo clears them.
  await field(page, 'Método de impressão').selectOption('qz');
  for (const label of [
    'Número de cópias',
    'Largura da página',
    'Margem esquerda',
    'Fonte',
    'Tamanho da fonte',
  ]) {
    await expect(field(page, label)).toBeDisabled();
  }
  await expect(field(page, 'Certificado')).toBeVisible();
  await expect(field(page, 'Chave privada')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await field(page, 'Certificado').scrollIntoViewIfNeeded();
  await app.screenshot('print-settings-qz');
  await field(page, 'Método de impressão').selectOption('aiboo');
  await expect(field(page, 'Certificado')).toHaveCount(0);
  await expect(field(page, 'Número de cópias')).toBeEnabled();

  // A test page reaches the virtual printer.
  const before = caixa?.jobs.length ?? 0;
  const row = page.locator('.printer-row', { hasText: DEMO_CASHIER_PRINTER });
  await row.getByRole('button', { name: 'Imprimir página de teste' }).click();
  await expect(row.getByText('Página de teste enviada para a impressora.')).toBeVisible();
  await expect.poll(() => caixa?.jobs.length ?? 0, { timeout: scaled(15_000) }).toBeGreaterThan(before);
  expect((caixa?.jobs.at(-1)?.lines ?? []).join('\n')).toContain('TESTE DE IMPRESSÃO');

  // Validation: an impossible margin is explained inline and blocks Save.
  await field(page, 'Margem direita').fill('9');
  await expect(page.getByText('A margem direita deve ser um número inteiro de 0 a 6.')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await field(page, 'Margem direita').fill('1');
  await expect(saveButton(page)).toBeEnabled();

  await field(page, 'Largura da página').selectOption('7,0');
  await page.getByRole('button', { name: /Caixa/, pressed: true }).waitFor();
  await expect(paper(page)).toContainText('COBRAR DO CLIENTE');
  await page.setViewportSize({ width: 1440, height: 1200 });
  // The shot starts at the page header, with no focus ring or toast over the form.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('heading', { name: 'Impressoras', level: 1 }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: scaled(15_000) });
  await app.screenshot('print-settings');
});

test('sync with no cloud record warns to configure and save; the software screen saves at once', async ({
  app,
  page,
  sandbox,
}) => {
  await sandbox.control('print-settings/clear', {});
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/configuracoes/impressoras');
  await expect(field(page, 'Impressora padrão')).toBeVisible();
  // Opening the screen already says so (02 §8)...
  const opened = page.getByRole('alertdialog', { name: 'Atenção!' });
  await expect(opened).toContainText(
    'A loja não possui configuração de impressão salva na nuvem. Configure a impressão e clique em Salvar alterações.',
  );
  await opened.getByRole('button', { name: 'OK' }).click();
  await expect(opened).toHaveCount(0);
  // ...and so does the sync button.
  await page.getByRole('button', { name: 'Sincronizar com a nuvem' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Atenção!');
  await expect(warning).toContainText('não possui configuração de impressão salva na nuvem');
  await warning.getByRole('button', { name: 'OK' }).click();

  // Saving creates the cloud record.
  await field(page, 'Layout da via do caixa').selectOption('2');
  await saveButton(page).click();
  await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
  expect(await cloud(sandbox)).toMatchObject({ impressaoLayout: 2, sincronizado: 'S' });

  await app.goto('/configuracoes/software');
  const box = page.getByLabel(/Aceitar e imprimir pedidos automaticamente/);
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText('Configurações salvas com sucesso').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await page.evaluate(() => window.cashDesk.printing.getSettings())).settings.autoAceiteImprimir,
    )
    .toBe('true');
  // The demo store has pending orders and, with the cloud record cleared, no printer: the
  // automatic print says so once instead of failing silently.
  const failed = page.getByRole('alertdialog', { name: 'Erro!' });
  await expect(failed).toContainText('A impressão automática falhou');
  await expect(failed).toContainText('Impressora não selecionada, escolha uma impressora e tente novamente.');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: scaled(15_000) });
  await app.screenshot('software-settings');
});

test('Procurar impressoras finds a printer on loopback, prints its test page and puts it on the cashier', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  // The sweep is 127.0.0.0/24 (the harness's range) on this printer's port only.
  const elgin = await startVirtualPrinter({ identity: { maker: 'ELGIN', model: 'i9' } });
  try {
    main.discovery.ports = [elgin.port];
    await saveCloud(sandbox, { autoAceiteImprimir: 'false' });
    await app.loginAs(DEMO.admin.usuario);
    await app.goto('/configuracoes/impressoras');
    await expect(field(page, 'Impressora padrão')).toBeVisible();
    await page.getByRole('button', { name: 'Procurar impressoras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Procurar impressoras' });
    const name = `ELGIN 127.0.0.1:${elgin.port}`;
    await expect(dialog.getByText('Busca concluída: 1 impressora(s).')).toBeVisible({
      timeout: scaled(15_000),
    });
    const row = dialog.locator('.printer-row', { hasText: name });
    await expect(row).toContainText('ELGIN i9');
    await page.setViewportSize({ width: 1280, height: 900 });
    await app.audit('printer-discovery');
    await app.screenshot('printer-discovery');

    await row.getByRole('button', { name: `Imprimir página de teste: ${name}` }).click();
    await expect(row.getByText('Página de teste enviada para a impressora.')).toBeVisible();
    await expect.poll(() => elgin.jobs.length, { timeout: scaled(15_000) }).toBe(1);
    const lines = elgin.jobs[0]?.lines.map((l) => l.trimEnd()) ?? [];
    expect(lines).toContain('ÁÉÍÓÚ ÂÊÔ ÃÕ Ç áéíóú âêô ãõ ç');
    expect(elgin.jobs[0]?.cuts).toBeGreaterThanOrEqual(1);

    await row.getByRole('checkbox', { name: 'Caixa' }).check();
    await row.getByRole('button', { name: `Usar esta impressora: ${name}` }).click();
    await expect(row.getByText('Impressora salva para o caixa.')).toBeVisible();
    const saved = await page.evaluate(() => window.cashDesk.printing.getSettings());
    expect(saved.settings.impressorasCaixa).toContain(name);
    expect((await cloud(sandbox))?.impressorasCaixa).toContain(name);
  } finally {
    await elgin.close();
  }
});
