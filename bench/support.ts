// What the browser benchmarks share: a fresh sandbox (the e2e one: own SQLite file, no simulated
// traffic, control/login helpers), the built renderer served against it, headless Chromium with
// the e2e flags, and the demo admin's login through the login screen.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { SandboxOptions } from '../sandbox/server';
import { sandboxRuntimeConfig, startWebServer, type WebServer } from '../scripts/web-server';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import { ANSWER_FIRST_RUN } from '../tests/e2e/support/first-run';
import {
  startDesktopHarness,
  type DesktopHarness,
  type DesktopHarnessOptions,
} from '../tests/e2e/support/desktop';
import { DEMO, startTestSandbox, type TestSandbox } from '../tests/e2e/support/sandbox';
import { startSandboxProcess } from './sandbox-process';

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

/** What a browser benchmark is called with: the built renderer, the Chromium to drive, a log, the runs. */
export interface BenchRunOptions {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  runs?: number;
}

export async function startBenchStack(options: {
  name: string;
  rootDir: string;
  executablePath: string;
  chromiumArgs?: readonly string[];
  /** The sandbox's profile and shapes (spec-only: another platform that follows the specs). */
  sandbox?: Pick<SandboxOptions, 'profile' | 'shapes' | 'now' | 'sessionNow' | 'validators'>;
  /**
   * The sandbox in a child process (bench/sandbox-process.ts says why), for a bench timing the
   * app's own path; not with `sandbox` options (clocks are functions, they stay in process).
   */
  sandboxProcess?: boolean;
  /** true: the first-run guide is offered as on a new computer (bench/first-run.ts). */
  firstRun?: boolean;
}): Promise<BenchStack> {
  const dir = mkdtempSync(join(tmpdir(), `cashdesk-bench-${options.name}-`));
  const sandbox = options.sandboxProcess
    ? await startSandboxProcess(dir)
    : await startTestSandbox(dir, options.sandbox);
  const web = await startWebServer({
    port: 0,
    rootDir: options.rootDir,
    runtimeConfig: { ...sandboxRuntimeConfig(sandbox.url), api: sandbox.api },
  });
  await sandbox.allowOrigin(web.url);
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.chromiumArgs ?? [])],
  });
  if (!options.firstRun) {
    // A fresh browser has no print settings: each login would be offered the first-run guide.
    // newPage goes through newContext, so every page of the stack has the offer answered.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (contextOptions) => {
      const context = await newContext(contextOptions);
      await context.addInitScript({ content: ANSWER_FIRST_RUN });
      return context;
    };
  }
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

/**
 * A warm-up run, then `runs` measured ones (default 5): each logged with its order count and
 * time; the warm-up's time is left out of renderMs, the last run's count is `rows`.
 */
export async function warmedRenderRuns(
  options: BenchRunOptions,
  run: () => Promise<{ ms: number; count: number }>,
): Promise<{ rows: number; renderMs: number[] }> {
  const log = options.log ?? (() => undefined);
  const renderMs: number[] = [];
  let rows = 0;
  const runs = (options.runs ?? 5) + 1;
  for (let i = 0; i < runs; i++) {
    const { ms, count } = await run();
    rows = count;
    if (i > 0) renderMs.push(ms);
    log(`  run ${i}: ${count} pedidos, ${ms.toFixed(0)} ms${i === 0 ? ' (aquecimento)' : ''}`);
  }
  return { rows, renderMs };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 20 ms; false when `timeoutMs` passed first. */
export async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await sleep(20);
  }
  return true;
}

/**
 * The desk in desktop mode inside the stack: a page in its own context, the desktop harness (real
 * main core, real preload) on a user-data dir in the stack's scratch dir. `beforeHarness` runs on
 * the page first (e.g. installing Playwright's clock).
 */
export async function openDesktop(
  stack: BenchStack,
  harnessOptions: Partial<Omit<DesktopHarnessOptions, 'context' | 'page'>> = {},
  beforeHarness?: (page: Page) => Promise<void>,
): Promise<{ page: Page; harness: DesktopHarness; userDataDir: string }> {
  const userDataDir = join(stack.dir, 'user-data');
  mkdirSync(userDataDir, { recursive: true });
  const context = await stack.browser.newContext(PAGE_OPTIONS);
  const page = await context.newPage();
  await beforeHarness?.(page);
  const harness = await startDesktopHarness({
    context,
    page,
    sandboxUrl: stack.sandbox.url,
    rendererOrigin: stack.web.url,
    userDataDir,
    ...harnessOptions,
  });
  return { page, harness, userDataDir };
}

/** Logs the demo admin in through the login screen and waits for the orders list. */
export async function loginAsAdmin(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/#/login`);
  await page.getByLabel('Usuário').fill(DEMO.admin.usuario);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.admin.senha);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
  await page.locator('.order-list').waitFor({ timeout: 30_000 });
}

/** Replaces a masked date field's text (dd/mm/yyyy typed as digits). */
export async function retypeDate(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text.replace(/\D/g, ''));
}

export interface ResponseToRenderOptions {
  /** Starts the request (e.g. clicks the filter's button). */
  trigger(): Promise<void>;
  /** A substring of the measured call's URL (its resource timing gives responseEnd). */
  resource: string;
  /** Source of the regex whose first group is the row count in a card head (`(\d+) pedidos`). */
  countPattern: string;
  /** The render counts once the card says more rows than this. */
  minCount: number;
  /** And at least `min` elements match `selector` (e.g. the chart's sectors). */
  also?: { selector: string; min: number };
}

type RenderBenchWindow = Window & { __renderedAt?: number };

/**
 * The call's answer received (responseEnd) → the screen showing it, at the next frame: a
 * MutationObserver waits until a card head counts more than `minCount` rows (and `also`).
 */
export async function measureResponseToRender(
  page: Page,
  options: ResponseToRenderOptions,
): Promise<{ ms: number; count: number }> {
  const { countPattern, minCount, also = null } = options;
  await page.evaluate(
    ({ countPattern, minCount, also }) => {
      const w = window as RenderBenchWindow;
      const pattern = new RegExp(countPattern);
      w.__renderedAt = undefined;
      performance.clearResourceTimings();
      new MutationObserver((_, observer) => {
        const meta = [...document.querySelectorAll('.bo-card__head')].find((h) =>
          pattern.test(h.textContent ?? ''),
        );
        const count = Number(pattern.exec(meta?.textContent ?? '')?.[1] ?? 0);
        const extra = also ? document.querySelectorAll(also.selector).length >= also.min : true;
        if (count > minCount && extra) {
          observer.disconnect();
          requestAnimationFrame(() => {
            w.__renderedAt = performance.now();
          });
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { countPattern, minCount, also },
  );
  await options.trigger();
  await page.waitForFunction(() => (window as RenderBenchWindow).__renderedAt !== undefined, null, {
    timeout: 60_000,
  });
  const { rendered, responseEnd, count } = await page.evaluate(
    ({ resource, countPattern }) => {
      const pattern = new RegExp(countPattern);
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(resource)) as
        PerformanceResourceTiming | undefined;
      const text = [...document.querySelectorAll('.bo-card__head')]
        .map((h) => h.textContent ?? '')
        .find((t) => pattern.test(t));
      return {
        rendered: (window as RenderBenchWindow).__renderedAt ?? 0,
        responseEnd: entry?.responseEnd ?? 0,
        count: Number(pattern.exec(text ?? '')?.[1] ?? 0),
      };
    },
    { resource: options.resource, countPattern },
  );
  return { ms: rendered - responseEnd, count };
}

/** Stamped by the instrumented search inputs: when a key went down, and when each query's list rendered. */
type KeystrokeBenchWindow = Window & { __keyAt?: number; __queryAt?: Record<string, number> };

/** Presses `ch` in the focused `search` box; ms from the key to the list filtered for the box's new text. */
export async function keystrokeToListMs(page: Page, search: Locator, ch: string): Promise<number> {
  await page.keyboard.press(ch === ' ' ? 'Space' : ch);
  const value = await search.inputValue();
  const handle = await page.waitForFunction(
    (q) => {
      const w = window as KeystrokeBenchWindow;
      const at = w.__queryAt?.[q];
      return at !== undefined && w.__keyAt !== undefined && at >= w.__keyAt ? at - w.__keyAt : undefined;
    },
    value,
    { timeout: 15_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}
