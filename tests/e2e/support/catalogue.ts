// Helpers the catalogue specs share: reading the sandbox as the admin through base v1, an audit
// that waits for the toasts to fade, and dnd-kit's keyboard drag.
import { expect, type Page } from '@playwright/test';
import type { ProductsResponse } from '../../../shared/api/catalogue';
import type { CategoriesResponse } from '../../../shared/api/platform-v1';
import { SANDBOX_PREFIXES } from '../../../shared/config';
import { DEMO, type TestSandbox } from './sandbox';
import { scaled } from './timeouts';

/** GET `path` on base v1 as the demo admin (what the screens should then show). */
export async function v1<T>(sandbox: TestSandbox, path: string): Promise<T> {
  const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}${path}`, {
    headers: { Authorization: user.sessao.hash },
  });
  return (await res.json()) as T;
}

/** Logs in as the demo admin and opens the catalogue (/produtos). */
export async function openProducts(app: {
  loginAs(usuario: string): Promise<unknown>;
  goto(route: string): Promise<unknown>;
}) {
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/produtos');
}

/** The menu's categories, in their order. */
export const categoriesOf = async (sandbox: TestSandbox) =>
  (await v1<CategoriesResponse>(sandbox, 'cardapiocategorias/listar')).categorias;

/** The id of the menu's first category, the one the screen selects on load. */
export const firstCategoryId = async (sandbox: TestSandbox) =>
  (await categoriesOf(sandbox))[0]?.id_cardapio_categoria ?? '';

/** A category's products, in their order. */
export const productsOf = async (sandbox: TestSandbox, categoryId: string) =>
  (await v1<ProductsResponse>(sandbox, `cardapio/listar/${categoryId}`)).cardapio;

/** Toasts fade after 2 s; audits run on the screen itself. */
export async function audit(app: { audit(name: string): Promise<void> }, page: Page, name: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: scaled(15_000) });
  await app.audit(name);
}

/**
 * Until the page has run what it had queued: a macrotask (dnd-kit's keyboard sensor starts
 * listening for arrows one `setTimeout(0)` after the pick-up), every running animation (a moved
 * row slides to its place) and two frames (effects that measure the rows).
 */
async function pageSettled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A spinner's endless animation never finishes: only those that end are waited for.
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Keyboard drag (dnd-kit): Space picks up, arrows move, Space drops. Each key waits for the page
 * to be ready for it, never for a fixed time: an arrow pressed before the sensor listens is lost,
 * and a second arrow sent after a slow but counted one would move the row twice.
 */
export async function keyboardMove(page: Page, handle: string, key: 'ArrowUp' | 'ArrowDown', times: number) {
  const button = page.getByRole('button', { name: handle, exact: true });
  await button.focus();
  // Each list has its own context: the handle's instructions (DndDescribedBy-N) name its region.
  const described = (await button.getAttribute('aria-describedby')) ?? '';
  const live = page.locator(`#${described.replace('DndDescribedBy', 'DndLiveRegion')}`);
  await page.keyboard.press('Space');
  // Picked up: dnd-kit marks the handle pressed and announces where the row is, first as picked
  // up ('X selecionado, posição N.'), then as over its own place ('X sobre a posição N.').
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(live).toHaveText(/(selecionado, posição|sobre a posição) \d+\./);
  let position = Number(/(\d+)\.$/.exec((await live.textContent()) ?? '')?.[1]);
  for (let i = 0; i < times; i += 1) {
    await pageSettled(page);
    await page.keyboard.press(key);
    position += key === 'ArrowUp' ? -1 : 1;
    // A step counts once announced at its new place.
    await expect(live).toHaveText(new RegExp(`sobre a posição ${position}\\.$`));
  }
  await pageSettled(page);
  await page.keyboard.press('Space');
  await expect(button).not.toHaveAttribute('aria-pressed', 'true');
}
