// What the browser benchmarks share: a fresh sandbox (the e2e one: own SQLite file, no simulated
// traffic, control/login helpers), the built renderer served against it, headless Chromium with
// the e2e flags, and the demo admin's login through the login screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { sandboxRuntimeConfig, startWebServer, type WebServer } from '../scripts/web-server';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import { DEMO, startTestSandbox, type TestSandbox } from '../tests/e2e/support/sandbox';

export { CHROMIUM_ARGS };

export const PAGE_OPTIONS = { viewport: { width: 1366, height: 768 }, locale: 'pt-BR' };

/** Nearest-rank percentile; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export interface BenchStack {
  /** Scratch directory, removed by close(). */
  dir: string;
  sandbox: TestSandbox;
  web: WebServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startBenchStack(options: {
  name: string;
  rootDir: string;
  executablePath: string;
  chromiumArgs?: readonly string[];
}): Promise<BenchStack> {
  const dir = mkdtempSync(join(tmpdir(), `cashdesk-bench-${options.name}-`));
  const sandbox = await startTestSandbox(dir);
  const web = await startWebServer({
    port: 0,
    rootDir: options.rootDir,
    runtimeConfig: sandboxRuntimeConfig(sandbox.url),
  });
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.chromiumArgs ?? [])],
  });
  return {
    dir,
    sandbox,
    web,
    browser,
    async close() {
      await browser.close();
      await web.close();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Logs the demo admin in through the login screen and waits for the orders list. */
export async function loginAsAdmin(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/#/login`);
  await page.getByLabel('Usuário').fill(DEMO.admin.usuario);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.admin.senha);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
  await page.locator('.order-list').waitFor({ timeout: 30_000 });
}
