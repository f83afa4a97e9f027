// The menu manager with a large menu (issue #9 benchmark): 60 categories × 80 products seeded
// through the sandbox's big-category lever, /produtos in web mode in headless Chromium, the
// busiest category open.
//   catalogue.search_keystroke.p95   keydown in the products' 'Procurar...' → the filtered table
//                                    rendered for that text (the toolbar's data-query, set in the
//                                    same commit as the rows), at the next frame
//   catalogue.open_product.p95       click on a product's Editar → the product modal painted with
//                                    that product's data (Nome do Produto filled), at the next frame
import type { Page } from 'playwright-core';
import { keystrokeToListMs, loginAsAdmin, PAGE_OPTIONS, startBenchStack, type BenchStack } from './support';

export interface CatalogueBenchResult {
  products: number;
  keystrokeMs: number[];
  openProductMs: number[];
}

export type BenchWindow = Window & {
  __keyAt?: number;
  __queryAt?: Record<string, number>;
  __openAt?: number;
};

export const WORDS = ['frango catupiry', 'queijos', 'borda recheada', 'grande 12', 'zz'];

/**
 * The menu, one category at a time through the sandbox's big-category lever (its products named,
 * described and priced like a real menu): `categories` × `perCategory` products.
 */
async function seedMenu(stack: BenchStack, categories: number, perCategory: number): Promise<string[]> {
  const ids: string[] = [];
  for (let c = 1; c <= categories; c++) {
    const { id_cardapio_categoria } = await stack.sandbox.control<{ id_cardapio_categoria: string }>(
      'catalogue/big-category',
      { produtos: perCategory, nome_categoria: `Categoria ${String(c).padStart(2, '0')}` },
    );
    ids.push(id_cardapio_categoria);
  }
  return ids;
}

export async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as BenchWindow;
    w.__queryAt = {};
    const toolbar = document.querySelector('.catalogue-products-card [data-query]');
    if (!toolbar) throw new Error('busca de produtos ausente');
    new MutationObserver((records) => {
      const queries = records.map((r) => (r.target as HTMLElement).dataset.query ?? '');
      requestAnimationFrame(() => {
        const at = performance.timeOrigin + performance.now();
        for (const q of queries) if (w.__queryAt) w.__queryAt[q] = at;
      });
    }).observe(toolbar, { attributes: true, attributeFilter: ['data-query'] });
    toolbar.querySelector('input')?.addEventListener(
      'keydown',
      () => {
        w.__keyAt = performance.timeOrigin + performance.now();
      },
      true,
    );
  });
}

/** Opens every 4th product of the open category (Editar) and closes it again; ms to the painted modal. */
async function openProducts(page: Page, perCategory: number, log: (line: string) => void): Promise<number[]> {
  const names = await page.locator('table.catalogue-products .catalogue-product-name').allTextContents();
  // Only the rows in view are mounted (the table is virtualized): cycle through them for as many
  // openings as every 4th product of the category would give.
  const picked = Array.from(
    { length: Math.max(1, Math.ceil(perCategory / 4)) },
    (_, i) => names[(i * 2) % names.length] as string,
  );
  const out: number[] = [];
  const fetchMs: number[] = [];
  for (const name of picked) {
    await page.evaluate((productName) => {
      const button = document.querySelector<HTMLButtonElement>(
        `button[aria-label="${CSS.escape(`Editar ${productName}`)}"]`,
      );
      if (!button) throw new Error(`Editar ${productName} ausente`);
      (window as BenchWindow).__openAt = performance.now();
      button.click();
    }, name);
    const handle = await page.waitForFunction(
      (productName) => {
        const dialog = document.querySelector('[role="dialog"]');
        const filled = dialog
          ? [...dialog.querySelectorAll('input')].some((i) => i.value === productName)
          : false;
        const at = (window as BenchWindow).__openAt;
        return filled && at !== undefined ? performance.now() - at : undefined;
      },
      name,
      { timeout: 15_000, polling: 'raf' },
    );
    const ms = (await handle.jsonValue()) as number;
    // The product is fetched again on open (GET cardapio/listar/{cat}/{id}): its share of the time.
    fetchMs.push(
      await page.evaluate(() => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('cardapio/listar/'));
        return entries.at(-1)?.duration ?? 0;
      }),
    );
    out.push(ms);
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  }
  const sorted = [...fetchMs].sort((a, b) => a - b);
  log(`  abrir produto: GET do produto p50 ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms`);
  return out;
}

/** Types WORDS letter by letter in the products' 'Procurar...' (instrumented); ms per keystroke. */
export async function typeWords(page: Page): Promise<number[]> {
  const search = page.getByRole('searchbox', { name: 'Procurar produtos' });
  await search.click();
  const keystrokeMs: number[] = [];
  for (const word of WORDS) {
    for (const ch of word) {
      keystrokeMs.push(await keystrokeToListMs(page, search, ch));
    }
    await search.fill('');
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLElement>('.catalogue-products-card [data-query]')?.dataset.query === '',
    );
  }
  return keystrokeMs;
}

export async function benchCatalogueSearch(options: {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  categories?: number;
  perCategory?: number;
}): Promise<CatalogueBenchResult> {
  const log = options.log ?? (() => undefined);
  const categories = options.categories ?? 60;
  const perCategory = options.perCategory ?? 80;
  const stack = await startBenchStack({ name: 'catalogue', ...options });
  try {
    const started = Date.now();
    const ids = await seedMenu(stack, categories, perCategory);
    log(`  ${categories} categorias × ${perCategory} produtos criados em ${Date.now() - started} ms`);

    const page = await stack.browser.newPage(PAGE_OPTIONS);
    await loginAsAdmin(page, stack.web.url);
    await page.goto(`${stack.web.url}/#/produtos`);
    const last = `Categoria ${String(categories).padStart(2, '0')}`;
    await page.getByRole('button', { name: last, exact: true }).click();
    await page.getByText(`${perCategory} produtos`, { exact: true }).waitFor({ timeout: 30_000 });
    log(`  categoria ${ids.at(-1)} aberta com ${perCategory} produtos`);
    await instrument(page);

    const keystrokeMs = await typeWords(page);
    const openProductMs = await openProducts(page, perCategory, log);
    return { products: categories * perCategory, keystrokeMs, openProductMs };
  } finally {
    await stack.close();
  }
}
