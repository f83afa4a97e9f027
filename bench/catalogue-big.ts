// One category of 5,000 products (seeded through the sandbox's control lever), /produtos in web
// mode in headless Chromium:
//   catalogue.big_category.open                click on the category → its table painted (count
//                                              '5000 produtos' and the first row), at the next
//                                              frame; median of RUNS openings (the GET of the
//                                              5,000 products included, its share logged)
//   catalogue.big_category.search_keystroke.p95  keydown in 'Procurar...' → the filtered table
//                                              rendered for that text, at the next frame
// Alone: `npx electron-vite build` (or CASHDESK_OUT_DIR=<dir>), then
//   BENCH_RENDERER_DIR=<dir>/renderer npx tsx bench/catalogue-big.ts
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { PAGE_OPTIONS, loginAsAdmin, percentile, startBenchStack } from './support';
import { instrument, typeWords } from './catalogue';

export interface BigCategoryBenchResult {
  products: number;
  openMs: number[];
  fetchMs: number[];
  keystrokeMs: number[];
  mountedRows: number;
}

const BIG = 'Cardápio completo';
const RUNS = 5;

/** Clicks the category and waits for its table painted with `count` products. */
async function openCategory(page: Page, name: string, count: number): Promise<number> {
  await page.evaluate((category) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('.catalogue-category__name')].find(
      (b) => b.textContent?.trim() === category,
    );
    if (!button) throw new Error(`categoria ${category} ausente`);
    (window as Window & { __openAt?: number }).__openAt = performance.now();
    button.click();
  }, name);
  const handle = await page.waitForFunction(
    (expected) => {
      const card = document.querySelector('.catalogue-products-card');
      const heading = card?.querySelector('h2')?.textContent ?? '';
      const painted =
        heading.endsWith(expected.name) &&
        card?.textContent?.includes(`${expected.count} produtos`) === true &&
        card.querySelector('tbody tr .catalogue-product-name') !== null;
      const at = (window as Window & { __openAt?: number }).__openAt;
      return painted && at !== undefined ? performance.now() - at : undefined;
    },
    { name, count },
    { timeout: 30_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

export async function benchCatalogueBigCategory(options: {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  products?: number;
}): Promise<BigCategoryBenchResult> {
  const log = options.log ?? (() => undefined);
  const products = options.products ?? 5000;
  const stack = await startBenchStack({ name: 'catalogue-big', ...options });
  try {
    await stack.sandbox.control('catalogue/big-category', { produtos: products, nome_categoria: BIG });
    const page = await stack.browser.newPage(PAGE_OPTIONS);
    await loginAsAdmin(page, stack.web.url);
    await page.goto(`${stack.web.url}/#/produtos`);
    // The first (demo) category is selected on load; the big one is opened from it, RUNS times.
    const first = (await page.locator('.catalogue-category__name').first().textContent())?.trim() ?? '';
    await page.locator('.catalogue-products-card tbody tr').first().waitFor({ timeout: 30_000 });
    const openMs: number[] = [];
    const fetchMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      openMs.push(await openCategory(page, BIG, products));
      fetchMs.push(
        await page.evaluate(() => {
          const entries = performance
            .getEntriesByType('resource')
            .filter((e) => /cardapio\/listar\/\d+$/.test(e.name));
          return entries.at(-1)?.duration ?? 0;
        }),
      );
      if (run < RUNS - 1) {
        await page.locator('.catalogue-category__name', { hasText: first }).first().click();
        await page.waitForFunction(
          (big) => !document.querySelector('.catalogue-products-card h2')?.textContent?.endsWith(big),
          BIG,
        );
      }
    }
    const mountedRows = await page.locator('.catalogue-products tbody tr[data-index]').count();
    log(
      `  categoria com ${products} produtos: abrir p50 ${percentile(openMs, 50).toFixed(0)} ms ` +
        `(GET p50 ${percentile(fetchMs, 50).toFixed(0)} ms), ${mountedRows} linhas montadas`,
    );
    await instrument(page);
    const keystrokeMs = await typeWords(page);
    return { products, openMs, fetchMs, keystrokeMs, mountedRows };
  } finally {
    await stack.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const result = await benchCatalogueBigCategory({
    rootDir: resolve(process.env.BENCH_RENDERER_DIR ?? resolve(import.meta.dirname, '..', 'out', 'renderer')),
    // The distribution's Chromium, as scripts/ensure-chromium.mjs finds it for `npm run bench`.
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    log,
  });
  console.log(`bench catalogue.big_category.open ${percentile(result.openMs, 50).toFixed(0)} ms`);
  console.log(
    `bench catalogue.big_category.search_keystroke.p95 ${percentile(result.keystrokeMs, 95).toFixed(1)} ms`,
  );
}
