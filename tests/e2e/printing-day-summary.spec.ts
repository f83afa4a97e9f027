// 'Resumo do dia' (issue 20 §5), desktop mode (real preload bridge into the real main printing
// core, virtual ESC/POS printers): the preview from the orders top bar is the ticket the cashier
// printer receives, once per press of Imprimir; and the option that offers it when the store is
// closed from the header switch.
import type { Page } from '@playwright/test';
import type { CashDeskBridge } from '../../shared/bridge';
import { DEMO, expect, test } from './fixtures';
import { jobsOn, saveCloudPrintSettings, startDemoPrinters, ticketText } from './support/printing';
import { absenceWindow } from './support/timeouts';

test.use({ mode: 'desktop' });

declare global {
  interface Window {
    cashDesk: CashDeskBridge;
  }
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Resumo do dia' });
const storeSwitch = (page: Page) => page.getByRole('switch', { name: /Loja (aberta|fechada)/ });
const squeeze = (line: string) => line.replace(/\s+/g, ' ').trim();

test('the preview from the orders top bar is what the cashier printer prints, once', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const { caixa, cozinha } = await startDemoPrinters(main);
  await app.goto('/login');
  await saveCloudPrintSettings(page, sandbox, {});
  await app.loginAs(DEMO.admin.usuario);
  const rows = page.getByRole('region', { name: 'Lista de pedidos' }).locator('.order-row');
  await expect(rows.first()).toBeVisible();
  const orders = await rows.count();

  await page.getByRole('button', { name: 'Resumo do dia' }).click();
  const preview = dialog(page);
  await expect(preview).toContainText('RESUMO DO DIA');
  await expect(preview).toContainText('PEDIDOS POR SITUAÇÃO');
  await expect(preview).toContainText('ENTREGUES POR PAGAMENTO');
  for (const label of [
    'Dinheiro (',
    'Cartão (',
    'Online (',
    'Taxas de entrega',
    'Descontos',
    'TOTAL GERAL',
  ]) {
    await expect(preview).toContainText(label);
  }
  const shown = (await preview.locator('.tp-row').allInnerTexts()).map(squeeze).filter((t) => t !== '');
  expect(shown).toContain(`Total de pedidos ${orders}`);
  await app.audit('day-summary-preview');
  await app.screenshot('day-summary-preview');

  await preview.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText('Resumo do dia enviado para a impressora do caixa')).toBeVisible();
  await expect(preview).toBeHidden();
  const [ticket] = await jobsOn(caixa, 1);
  const printed = (ticket?.lines ?? []).map(squeeze);
  // Every row of the preview is on the paper, as it was previewed.
  for (const line of shown) expect(printed).toContain(line);
  await absenceWindow(1500);
  expect(caixa.jobs).toHaveLength(1);
  expect(cozinha.jobs.map(ticketText).filter((t) => t.includes('RESUMO DO DIA'))).toEqual([]);

  // Opened again and Cancelar: nothing more is printed.
  await page.getByRole('button', { name: 'Resumo do dia' }).click();
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog(page)).toBeHidden();
  await absenceWindow(1000);
  expect(caixa.jobs).toHaveLength(1);
});

test('closing the store offers the summary only when the option is on', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const { caixa } = await startDemoPrinters(main);
  await app.goto('/login');
  await saveCloudPrintSettings(page, sandbox, {});
  await app.loginAs(DEMO.admin.usuario);
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');

  // Off by default: closing is only closing.
  await storeSwitch(page).click();
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');
  await expect(page.getByText('Loja fechada com sucesso!').first()).toBeVisible();
  await absenceWindow(800);
  await expect(dialog(page)).toHaveCount(0);
  await storeSwitch(page).click();
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');

  // The option, as the settings screen labels it.
  await app.goto('/configuracoes/impressoras');
  const option = page.getByRole('checkbox', { name: 'Imprimir o resumo do dia ao fechar a loja' });
  await expect(option).not.toBeChecked();
  await option.check();
  await page.getByRole('button', { name: 'Salvar alterações' }).first().click();
  await expect
    .poll(async () =>
      page.evaluate(() =>
        window.cashDesk.printing.getSettings().then((v) => v.settings.imprimirResumoAoFechar),
      ),
    )
    .toBe('true');

  await storeSwitch(page).click();
  // The preview is modal: the header behind it is out of reach until it closes.
  const offered = dialog(page);
  await expect(offered).toContainText('RESUMO DO DIA');
  await app.audit('day-summary-on-close');
  await offered.getByRole('button', { name: 'Imprimir' }).click();
  await expect(offered).toBeHidden();
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');
  const [ticket] = await jobsOn(caixa, 1);
  expect(ticketText(ticket)).toContain('RESUMO DO DIA');
});
