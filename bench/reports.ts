// The general report over a year of orders (~2,500 rows), in web mode in headless Chromium:
//   reports.relatorio_1y.render   the geraRelatorio answer received (its resource timing
//                                 responseEnd) → the summary, doughnut and first table page in
//                                 the DOM, at the next frame. Median of `runs` after a warm-up
//                                 run (the sandbox generates the history on first use).
import { addDaysTo, dayOf, toBrDate } from '../shared/reports/dates';
import {
  loginAsAdmin,
  measureResponseToRender,
  PAGE_OPTIONS,
  retypeDate,
  startBenchStack,
  warmedRenderRuns,
  type BenchRunOptions,
} from './support';

export interface ReportsBenchResult {
  rows: number;
  renderMs: number[];
}

export async function benchReportYear(options: BenchRunOptions): Promise<ReportsBenchResult> {
  const stack = await startBenchStack({ name: 'reports', ...options });
  try {
    const page = await stack.browser.newPage(PAGE_OPTIONS);
    await loginAsAdmin(page, stack.web.url);
    await page.goto(`${stack.web.url}/#/relatorio`);
    await page.getByText('Total Geral').waitFor({ timeout: 30_000 });
    const today = dayOf(new Date());
    return await warmedRenderRuns(options, async () => {
      // Alternate a week and the year, so each run renders the year from another state.
      await retypeDate(page, 'Data inicial', toBrDate(addDaysTo(today, -7)));
      await retypeDate(page, 'Data final', toBrDate(today));
      await page.getByRole('button', { name: 'Ver Relatório' }).click();
      await page
        .locator('.bo-card__head', { hasText: /\d+ pedidos/ })
        .first()
        .waitFor();
      await retypeDate(page, 'Data inicial', toBrDate(addDaysTo(today, -365)));
      return measureResponseToRender(page, {
        trigger: () => page.getByRole('button', { name: 'Ver Relatório' }).click(),
        resource: 'relatorio/geraRelatorio',
        countPattern: '(\\d+) pedidos',
        minCount: 1000,
      });
    });
  } finally {
    await stack.close();
  }
}
