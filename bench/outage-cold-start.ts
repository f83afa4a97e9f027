// A desk that starts while the platform does not answer (issue 19 §3), in web mode in headless
// Chromium:
//   outage.cold_start_to_orders   the page reloaded with the sandbox refusing every HTTP request and
//                                 socket (POST /control/outage {mode: 'refuse', target: 'both'}):
//                                 navigation start → the first cached order row on screen (the
//                                 frame after it entered the DOM). Goal ≤ 1,500 ms.
// Before each run the desk is logged in, has loaded the day's orders from the platform and has
// written them to its cache (IndexedDB); between runs the outage ends and the desk reconnects.
import type { Page } from 'playwright-core';
import { cachedIds } from '../tests/e2e/support/offline-cache';
import { loginAsAdmin, PAGE_OPTIONS, startBenchStack } from './support';

export interface OutageBenchOptions {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  runs?: number;
}

type BenchWindow = Window & { __firstRowAt?: number };

/** Whether the web platform's cache (IndexedDB cash-desk-offline) holds orders. */
async function cacheHasOrders(page: Page): Promise<boolean> {
  return ((await cachedIds(page))?.ids.length ?? 0) > 0;
}

export async function benchOutageColdStart(options: OutageBenchOptions): Promise<{ coldStartMs: number[] }> {
  const log = options.log ?? (() => undefined);
  const stack = await startBenchStack({ name: 'outage', ...options });
  const coldStartMs: number[] = [];
  try {
    const page = await stack.browser.newPage(PAGE_OPTIONS);
    // Every navigation records when its first order row reached the screen.
    await page.addInitScript(() => {
      const w = window as BenchWindow;
      const observer = new MutationObserver(() => {
        if (w.__firstRowAt !== undefined || !document.querySelector('.order-row')) return;
        w.__firstRowAt = -1;
        requestAnimationFrame(() => {
          w.__firstRowAt = performance.now();
        });
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await loginAsAdmin(page, stack.web.url);
    for (let i = 0; i < (options.runs ?? 5); i++) {
      await page.locator('.order-row').first().waitFor({ timeout: 30_000 });
      // The cache writer keeps the day's orders within its 3 s interval.
      const deadline = Date.now() + 15_000;
      while (!(await cacheHasOrders(page))) {
        if (Date.now() > deadline) throw new Error('o cache de pedidos não foi gravado');
        await page.waitForTimeout(100);
      }
      await stack.sandbox.outage({ mode: 'refuse', seconds: 60, target: 'both' });
      await page.reload();
      await page.waitForFunction(() => ((window as BenchWindow).__firstRowAt ?? -1) > 0, undefined, {
        timeout: 30_000,
        polling: 'raf',
      });
      const at = await page.evaluate(() => (window as BenchWindow).__firstRowAt ?? 0);
      // The rows come before the first unanswered call does: the banner follows, proving the outage.
      await page.getByText('Sem conexão com a plataforma desde').waitFor({ timeout: 15_000 });
      coldStartMs.push(at);
      await stack.sandbox.endOutage();
      await page
        .getByText('Sem conexão com a plataforma desde')
        .waitFor({ state: 'detached', timeout: 30_000 });
    }
    log(`  runs: ${coldStartMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  } finally {
    await stack.close();
  }
  return { coldStartMs };
}
