// 'Configurar este computador' (issue 35 §1) in desktop mode: a new computer (no print settings
// saved in main) is offered the guide on its first login; a newcomer completes it with two
// virtual printers on loopback (the sweep's range is the harness's 127.0.0.0/24): the saved
// settings here and in the cloud, the test pages, the sound, axe on every step and a screenshot
// of each at 1366×768. 'Agora não' is remembered, and the Impressoras screen opens it again.
import type { Page } from '@playwright/test';
import type { PrintSettings } from '../../shared/api/platform-v1';
import type { CashDeskBridge } from '../../shared/bridge';
import { networkPrinterName } from '../../main/printing/discovery';
import { startVirtualPrinter } from '../../sandbox/virtual-printer';
import { DEMO, expect, test } from './fixtures';
import { ActionCounter, completeFirstRun } from './support/first-run';
import type { TestSandbox } from './support/sandbox';
import { scaled } from './support/timeouts';

test.use({ mode: 'desktop', firstRun: true });

declare global {
  interface Window {
    cashDesk: CashDeskBridge;
  }
}

const GUIDE = 'Configurar este computador';

async function cloud(sandbox: TestSandbox): Promise<PrintSettings | null> {
  return (await sandbox.control<{ obj: PrintSettings | null }>('print-settings')).obj;
}

/** Counts every sound the page starts (the order alert and its test). */
async function countSounds(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sounds: number };
    w.__sounds = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      w.__sounds += 1;
      return play.call(this).catch(() => undefined);
    };
  });
}

test('a new computer: the guide finds two printers, routes them, prints test pages and ends ready', async ({
  app,
  page,
  main,
  sandbox,
}) => {
  const caixa = await startVirtualPrinter({ identity: { maker: 'ELGIN', model: 'i9' } });
  const cozinha = await startVirtualPrinter({ identity: { maker: 'EPSON', model: 'TM-T20' } });
  try {
    main.discovery.ports = [caixa.port, cozinha.port];
    await countSounds(page);
    const cashier = networkPrinterName({ host: caixa.host, port: caixa.port }, 'ELGIN');
    const kitchen = networkPrinterName({ host: cozinha.host, port: cozinha.port }, 'EPSON');

    await app.loginAs(DEMO.admin.usuario);
    // Nothing saved on this computer yet: that is why the guide is offered.
    expect((await page.evaluate(() => window.cashDesk.printing.getSettings())).neverSaved).toBe(true);
    const actions = new ActionCounter();
    await completeFirstRun({
      page,
      actions,
      cashier,
      kitchen,
      timeoutMs: scaled(30_000),
      testPagesOut: async () => {
        await expect.poll(() => caixa.jobs.length, { timeout: scaled(15_000) }).toBe(1);
        await expect.poll(() => cozinha.jobs.length, { timeout: scaled(15_000) }).toBe(1);
      },
      onStep: async (name) => {
        await app.audit(name);
        await app.screenshot(name);
      },
    });
    expect(actions.count).toBeLessThanOrEqual(11);

    // Ends on the orders screen with what was set.
    await expect(page).toHaveURL(/#\/pedidos/);
    const summary = page.getByRole('region', { name: 'Este computador está pronto' });
    await expect(summary).toContainText(`Impressora ${cashier}`);
    await expect(summary).toContainText('Caixa · página de teste impressa');
    await expect(summary).toContainText(`Impressora ${kitchen}`);
    await expect(summary).toContainText('Produção (');
    await expect(summary).toContainText(/Aceitar e imprimir automaticamente\s*Ligado/);
    await expect(summary).toContainText('testado');
    await app.audit('first-run-6-summary');
    await app.screenshot('first-run-6-summary');

    // Saved here as the settings screens save: both printers, their routing, auto-print.
    const { settings, neverSaved } = await page.evaluate(() => window.cashDesk.printing.getSettings());
    expect(neverSaved).toBeUndefined();
    expect(settings.impressorasCaixa).toEqual([cashier]);
    const routes = Object.values(settings.impressorasProducao);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((r) => r.impressora === kitchen)).toBe(true);
    expect(settings.impressaoProducao).toBe('true');
    expect(settings.autoAceiteImprimir).toBe('true');
    const list = await page.evaluate(() => window.cashDesk.printing.listPrinters());
    expect(list.printers.map((p) => p.name)).toEqual(expect.arrayContaining([cashier, kitchen]));
    // …and in the cloud record, as 'Salvar alterações' does.
    expect((await cloud(sandbox))?.impressorasCaixa).toContain(cashier);

    // The test pages came out, with the accents right, and were cut.
    for (const printer of [caixa, cozinha]) {
      const lines = printer.jobs[0]?.lines.map((l) => l.trimEnd()) ?? [];
      expect(lines).toContain('ÁÉÍÓÚ ÂÊÔ ÃÕ Ç áéíóú âêô ãõ ç');
      expect(printer.jobs[0]?.cuts).toBeGreaterThanOrEqual(1);
    }
    // A sound was started (the test's, or the order alert's loop the test does not interrupt).
    const sounds = await page.evaluate(() => (window as unknown as { __sounds: number }).__sounds);
    expect(sounds).toBeGreaterThanOrEqual(1);

    // Closing the summary leaves the orders screen as it was; the guide is not offered again.
    await summary.getByRole('button', { name: 'Fechar resumo' }).click();
    await expect(summary).toBeHidden();
    await page.reload();
    await app.settled();
    await expect(page.getByRole('dialog', { name: GUIDE })).toHaveCount(0);
  } finally {
    await caixa.close();
    await cozinha.close();
  }
});

test("'Agora não' is remembered; the Impressoras screen opens the guide again", async ({ app, page }) => {
  await app.loginAs(DEMO.admin.usuario);
  const guide = page.getByRole('dialog', { name: GUIDE });
  await expect(guide.getByRole('button', { name: 'Começar' })).toBeFocused();
  await guide.getByRole('button', { name: 'Agora não' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await app.settled();
  await expect(guide).toHaveCount(0);

  await app.goto('/configuracoes/impressoras');
  await page.getByRole('button', { name: GUIDE }).click();
  await expect(page).toHaveURL(/#\/pedidos/);
  await guide.getByRole('button', { name: 'Começar' }).click();
  await expect(guide.getByRole('heading', { name: 'Impressoras deste computador' })).toBeFocused();
  // Every step can be skipped; the desktop step is the fifth.
  for (let i = 0; i < 4; i += 1) await guide.getByRole('button', { name: 'Pular' }).click();
  await expect(guide.getByRole('heading', { name: 'Bandeja e início com o sistema' })).toBeVisible();
  await guide.getByRole('button', { name: 'Pular' }).click();
  await expect(page.getByRole('region', { name: 'Este computador está pronto' })).toContainText(
    'Nenhuma escolhida',
  );
});
