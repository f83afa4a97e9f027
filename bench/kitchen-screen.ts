// kds.cards_render_60.p95 (issue 33 §4): a kitchen screen holding 60 open cards redraws after one
// bump. The real KitchenScreen (bundled with esbuild, production React) over the unit tests'
// in-memory source, in headless Chromium at 1920×1080 with the screen's own CSS. Each run selects
// the second card, then times Enter (keydown dispatched) → the bumped card gone from the DOM and
// style and layout recomputed (a forced layout in the mutation's callback); 'Desfazer' (not
// timed) brings it back so every run starts from 60 cards.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';

const root = resolve(import.meta.dirname, '..');

export interface KitchenRenderResult {
  cards: number;
  bumpMs: number[];
}

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [join(root, 'bench/kitchen-screen-entry.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

type BenchWindow = Window & { __cards?: number };

export async function benchKitchenRender(opts: {
  executablePath: string;
  runs?: number;
  cards?: number;
}): Promise<KitchenRenderResult> {
  const cards = opts.cards ?? 60;
  const runs = opts.runs ?? 40;
  const script = await bundle();
  const css = ['renderer/src/styles/tokens.css', 'renderer/src/kitchen/kitchen.css']
    .map((f) => readFileSync(join(root, f), 'utf8'))
    .join('\n');
  const browser = await chromium.launch({
    executablePath: opts.executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'pt-BR' });
    await page.setContent('<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>');
    await page.addStyleTag({ content: css });
    // tsx (esbuild keepNames) wraps the named functions of the evaluated code in __name().
    await page.addScriptTag({ content: 'window.__name = (f) => f;' });
    await page.evaluate((n) => ((window as BenchWindow).__cards = n), cards);
    await page.addScriptTag({ content: script });
    await page.waitForFunction((n) => document.querySelectorAll('.kds-card').length === n, cards);
    const bumpMs: number[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const ms = await page.evaluate(async (n) => {
        const key = (k: string) =>
          window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
        const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        key('2');
        await frame();
        const grid = document.querySelector('.kds__grid');
        const selected = document.querySelector('.kds-card.is-selected');
        if (!grid || !selected) throw new Error('nenhum cartão selecionado');
        const done = new Promise<number>((resolveDone) => {
          const observer = new MutationObserver(() => {
            if (selected.isConnected) return;
            observer.disconnect();
            // Style and layout of the grid after the removal, as the next paint needs them.
            void (document.body as HTMLElement).offsetHeight;
            resolveDone(performance.now());
          });
          observer.observe(grid, { childList: true });
        });
        const start = performance.now();
        key('Enter');
        const end = await done;
        await frame();
        key('Backspace');
        await new Promise<void>((r) => {
          const check = () =>
            document.querySelectorAll('.kds-card').length >= n ? r() : requestAnimationFrame(check);
          check();
        });
        await frame();
        return end - start;
      }, cards);
      // The first runs warm the JIT and the style caches.
      if (i >= 5) bumpMs.push(ms);
    }
    return { cards, bumpMs };
  } finally {
    await browser.close();
  }
}
