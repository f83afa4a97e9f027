// Time from "start the web server and a headless Chromium" to the login button ACESSAR being
// enabled, the way a cashier meets the app in web mode. Fresh server and browser every run.
import { chromium } from 'playwright-core';
import { sandboxRuntimeConfig, startWebServer } from '../scripts/web-server';
import { CHROMIUM_ARGS, PAGE_OPTIONS } from './support';

export interface WebStartOptions {
  rootDir: string;
  sandboxUrl: string;
  executablePath: string;
  runs?: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function benchWebStartToLogin({
  rootDir,
  sandboxUrl,
  executablePath,
  runs = 5,
}: WebStartOptions): Promise<{ medianMs: number; runsMs: number[] }> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const web = await startWebServer({ port: 0, rootDir, runtimeConfig: sandboxRuntimeConfig(sandboxUrl) });
    const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage(PAGE_OPTIONS);
      await page.goto(`${web.url}/#/login`);
      const button = page.getByRole('button', { name: 'ACESSAR' });
      await button.waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim().toUpperCase() === 'ACESSAR' && !b.disabled,
          ),
        undefined,
        { timeout: 30_000, polling: 'raf' },
      );
      runsMs.push(performance.now() - started);
    } finally {
      await browser.close();
      await web.close();
    }
  }
  return { medianMs: median(runsMs), runsMs };
}
