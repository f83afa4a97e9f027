// An action pressed during a platform outage, replayed when the platform is back (issue 19 §4),
// in web mode in headless Chromium against the sandbox's outage lever:
//   outage.replay_to_applied.p95 / .p50   DELETE /control/outage sent (the platform is back) →
//                                         the queued Aceitar in the sandbox's order history (the
//                                         status-change requests it received), polled every 20 ms
// Each trial: a new pending order on screen, an outage (refused connections, hung requests and
// 503s in turn, on HTTP), the desk noticing (a pending order's Cancelar says why it is off),
// Aceitar pressed and shown as waiting, then the outage ended. Every trial also checks that the
// accept reached the platform exactly once.
import type { Page } from 'playwright-core';
import type { OutageMode } from '../sandbox/outage';
// Requests, not applied changes: a repeated accept changes nothing, only its request shows.
import { timesApplied } from '../tests/e2e/support/outage';
import { loginAsAdmin, PAGE_OPTIONS, startBenchStack, type BenchRunOptions } from './support';

export interface OutageBenchResult {
  replayToAppliedMs: number[];
}

const MODES: readonly OutageMode[] = ['refuse', 'hang', '503'];
const POLL_MS = 20;

async function waitOffline(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    // The browser's `online` event only hints: the desk probes now rather than at its next call.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    if ((await page.locator('[title^="Indisponível sem conexão com a plataforma"]').count()) > 0) return;
    await page.waitForTimeout(200);
  }
  throw new Error('o painel não percebeu a queda da plataforma');
}

export async function benchOutageReplay(options: BenchRunOptions): Promise<OutageBenchResult> {
  const log = options.log ?? (() => undefined);
  const runs = Math.max(10, options.runs ?? 12);
  const stack = await startBenchStack({
    name: 'outage',
    rootDir: options.rootDir,
    executablePath: options.executablePath,
  });
  const { sandbox, browser } = stack;
  try {
    const page = await browser.newPage(PAGE_OPTIONS);
    await loginAsAdmin(page, stack.web.url);
    await page.locator('.plug[data-connected="true"]').waitFor({ timeout: 15_000 });
    const replayToAppliedMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const mode = MODES[i % MODES.length] as OutageMode;
      const res = await sandbox.control<{ ids: string[] }>('orders', {
        status: 'PP',
        overrides: { retirada_local: false },
      });
      const id = res.ids[0] as string;
      const row = page.locator(`.order-row[data-order-id="${id}"]`);
      await row.waitFor({ timeout: 15_000 });
      await row.click();
      await page.getByRole('heading', { name: `Pedido #${id}` }).waitFor();

      await sandbox.outage({ mode, target: 'http', seconds: 120 });
      await waitOffline(page);
      await page.locator('.order-actions__btn--accept').click();
      await page.getByRole('status').filter({ hasText: 'Aguardando conexão' }).waitFor({ timeout: 10_000 });

      const t0 = performance.now();
      await sandbox.endOutage();
      let applied = 0;
      while (applied === 0 && performance.now() - t0 < 30_000) {
        applied = await timesApplied(sandbox, id, 'PA');
        if (applied === 0) await new Promise((r) => setTimeout(r, POLL_MS));
      }
      const ms = performance.now() - t0;
      if (applied !== 1) throw new Error(`pedido ${id}: Aceitar aplicado ${applied} vez(es)`);
      replayToAppliedMs.push(ms);
      log(`  ${mode}: plataforma de volta → aceite aplicado em ${ms.toFixed(0)} ms`);
      await page
        .getByRole('status')
        .filter({ hasText: 'Aguardando conexão' })
        .waitFor({ state: 'detached', timeout: 10_000 });
    }
    // A late second copy would have landed by now.
    await page.waitForTimeout(1000);
    return { replayToAppliedMs };
  } finally {
    await stack.close();
  }
}
