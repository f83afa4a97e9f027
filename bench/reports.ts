// The general report over a year of orders (~2,500 rows), in web mode in headless Chromium:
//   reports.relatorio_1y.render   the geraRelatorio answer received (its resource timing
//                                 responseEnd) → the summary, doughnut and first table page in
//                                 the DOM, at the next frame. Median of `runs` after a warm-up
//                                 run (the sandbox generates the history on first use).
import { addDaysTo, dayOf, toBrDate } from '../shared/reports/dates';
import { loginAsAdmin, PAGE_OPTIONS, startBenchStack } from './support';

export interface ReportsBenchResult {
  rows: number;
  renderMs: number[];
}

type BenchWindow = Window & { __renderedAt?: number; __expect?: string };

export async function benchReportYear(options: {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  runs?: number;
}): Promise<ReportsBenchResult> {
  const log = options.log ?? (() => undefined);
  const stack = await startBenchStack({
    name: 'reports',
    rootDir: options.rootDir,
    executablePath: options.executablePath,
  });
  try {
    const page = await stack.browser.newPage(PAGE_OPTIONS);
    await loginAsAdmin(page, stack.web.url);
    await page.goto(`${stack.web.url}/#/relatorio`);
    await page.getByText('Total Geral').waitFor({ timeout: 30_000 });
    const today = dayOf(new Date());
    const type = async (label: string, text: string) => {
      const input = page.getByLabel(label, { exact: true });
      await input.click();
      await input.press('ControlOrMeta+a');
      await input.press('Backspace');
      await input.pressSequentially(text.replace(/\D/g, ''));
    };
    const renderMs: number[] = [];
    let rows = 0;
    const runs = (options.runs ?? 5) + 1;
    for (let i = 0; i < runs; i++) {
      // Alternate a week and the year, so each run renders the year from another state.
      await type('Data inicial', toBrDate(addDaysTo(today, -7)));
      await type('Data final', toBrDate(today));
      await page.getByRole('button', { name: 'Ver Relatório' }).click();
      await page
        .locator('.bo-card__head', { hasText: /\d+ pedidos/ })
        .first()
        .waitFor();
      await type('Data inicial', toBrDate(addDaysTo(today, -365)));
      await page.evaluate(() => {
        const w = window as BenchWindow;
        w.__renderedAt = undefined;
        performance.clearResourceTimings();
        new MutationObserver((_, observer) => {
          const meta = [...document.querySelectorAll('.bo-card__head')].find((h) =>
            /\d+ pedidos/.test(h.textContent ?? ''),
          );
          const count = Number(/(\d+) pedidos/.exec(meta?.textContent ?? '')?.[1] ?? 0);
          if (count > 1000) {
            observer.disconnect();
            requestAnimationFrame(() => {
              w.__renderedAt = performance.now();
            });
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Ver Relatório' }).click();
      await page.waitForFunction(() => (window as BenchWindow).__renderedAt !== undefined, null, {
        timeout: 60_000,
      });
      const { rendered, responseEnd, count } = await page.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('relatorio/geraRelatorio')) as PerformanceResourceTiming | undefined;
        const text = [...document.querySelectorAll('.bo-card__head')]
          .map((h) => h.textContent ?? '')
          .find((t) => /\d+ pedidos/.test(t));
        return {
          rendered: (window as BenchWindow).__renderedAt ?? 0,
          responseEnd: entry?.responseEnd ?? 0,
          count: Number(/(\d+) pedidos/.exec(text ?? '')?.[1] ?? 0),
        };
      });
      rows = count;
      if (i > 0) renderMs.push(rendered - responseEnd);
      log(
        `  run ${i}: ${count} pedidos, ${(rendered - responseEnd).toFixed(0)} ms${i === 0 ? ' (aquecimento)' : ''}`,
      );
    }
    return { rows, renderMs };
  } finally {
    await stack.close();
  }
}
