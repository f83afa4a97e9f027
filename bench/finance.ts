/**
 * Repasses page latency (issue #11 benchmark `finance.repasses_page.p95`): a store with two years
 * of sales in the ledger (POST /control/finance/history {days: 730}), then sequential GET
 * settlement-periods pages of 10 as the Repasses screen asks for them. p50/p95 in ms.
 */
import { startSandbox } from '../sandbox/server';
import {
  loginAsAdmin,
  measureResponseToRender,
  PAGE_OPTIONS,
  percentile,
  retypeDate,
  startBenchStack,
  warmedRenderRuns,
  type BenchRunOptions,
} from './support';

const CALLS = 300;

export async function benchRepassesPage(): Promise<{ p50: number; p95: number; settlements: number }> {
  const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
  try {
    const login = await fetch(`${sandbox.url}/api/v1/login/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ usuario: 'admin', senha: 'demo1234' }).toString(),
    });
    const hash = ((await login.json()) as { usuario: { sessao: { hash: string } } }).usuario.sessao.hash;
    await fetch(`${sandbox.url}/control/finance/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 730 }),
    });
    const get = async (page: number) => {
      const res = await fetch(`${sandbox.url}/api/finance/settlement-periods?per_page=10&page=${page}`, {
        headers: { Authorization: hash, Accept: 'application/json' },
      });
      return (await res.json()) as { paginate_metadata: { total: number; last_page: number } };
    };
    // The first call builds the two-year ledger (once per store and day); it is not a page view.
    const first = await get(1);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const page = 1 + (i % first.paginate_metadata.last_page);
      const start = performance.now();
      await get(page);
      times.push(performance.now() - start);
    }
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      settlements: first.paginate_metadata.total,
    };
  } finally {
    await sandbox.close();
  }
}

// Histórico over a year (issue #11 benchmark `finance.historico_1y.render`), in web mode in
// headless Chromium with two years of sales in the ledger: a week, then a custom year (dd/mm/yyyy)
// and Filtrar; from the gerahistorico answer received (its resource timing responseEnd) to the
// year's count in the table card (> 1,000 orders) and both doughnuts' sectors in the DOM, at the
// next frame. Median of `runs` after a warm-up run.

const pad = (n: number) => String(n).padStart(2, '0');
const brDay = (d: Date) => `${pad(d.getDate())}${pad(d.getMonth() + 1)}${d.getFullYear()}`;

export async function benchHistoricoYear(
  options: BenchRunOptions,
): Promise<{ rows: number; renderMs: number[] }> {
  const stack = await startBenchStack({ name: 'historico', ...options });
  try {
    await stack.sandbox.control('finance/history', { days: 730 });
    const page = await stack.browser.newPage(PAGE_OPTIONS);
    await loginAsAdmin(page, stack.web.url);
    await page.goto(`${stack.web.url}/#/financeiro/vendas/historico`);
    await page.getByText(/\d+ pedidos no período/).waitFor({ timeout: 60_000 });
    await page.getByLabel('Período', { exact: true }).selectOption('PP');
    const today = new Date();
    const week = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
    const year = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
    return await warmedRenderRuns(options, async () => {
      await retypeDate(page, 'Data inicial', brDay(week));
      await retypeDate(page, 'Data final', brDay(today));
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await page.getByText(/^\d{1,3} pedidos no período/).waitFor({ timeout: 30_000 });
      await retypeDate(page, 'Data inicial', brDay(year));
      return measureResponseToRender(page, {
        trigger: () => page.getByRole('button', { name: 'Filtrar' }).click(),
        resource: 'pagamentoonline/gerahistorico',
        countPattern: '(\\d+) pedidos no período',
        minCount: 1000,
        also: { selector: '.recharts-pie-sector', min: 2 },
      });
    });
  } finally {
    await stack.close();
  }
}
