// Steps the outage specs (and the outage bench) share: orders made through the control API, the
// store as the platform has it, and exactly-once read from the sandbox's order history.
import { expect, type Page } from '@playwright/test';
import type { Order } from '../../../shared/api/platform-v1';
import { SANDBOX_PREFIXES } from '../../../shared/config';
import { DEMO, type TestSandbox } from './sandbox';
import { scaled } from './timeouts';

export { cachedIds, dropCachedShop } from './offline-cache';

/** A new order from the control API, announced to the desk. */
export async function newOrder(sandbox: TestSandbox, body: Record<string, unknown> = {}): Promise<string> {
  const res = await sandbox.control<{ pedido: Order; ids: string[] }>('orders', body);
  return res.ids[0] ?? res.pedido.id_pedido;
}

/**
 * How many times the desk asked the platform to set `status` on the order (its history, not the UI).
 * Counts requests, not applied changes: the platform answers a repeat as done and applies nothing,
 * so only the requests show a duplicate send.
 */
export async function timesApplied(sandbox: TestSandbox, id: string, status: string): Promise<number> {
  return (await statusesRequested(sandbox, id)).filter((s) => s === status).length;
}

/** Every status the desk asked the platform to set on the order, in order, repeats included. */
export async function statusesRequested(sandbox: TestSandbox, id: string): Promise<string[]> {
  return (await sandbox.orderHistory(id)).requests.map((r) => r.status);
}

/** The store (open or closed, delivery estimate) as the platform has it, read through v1 getLoja. */
export async function platformStore(
  sandbox: TestSandbox,
): Promise<{ fechado: string; entrega_minimo: number; entrega_maximo: number }> {
  const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}estabelecimento/getLoja`, {
    headers: { Authorization: user.sessao.hash, Accept: 'application/json' },
  });
  const { estabelecimento: info } = (await res.json()) as { estabelecimento: Record<string, unknown> };
  return {
    fechado: String(info.fechado),
    entrega_minimo: Number(info.entrega_minimo),
    entrega_maximo: Number(info.entrega_maximo),
  };
}

/**
 * From the next page load on, keeps every alert dialog the page opens, even one closed since (the
 * desk closes its error dialogs when the platform answers again, so a look at the end sees nothing).
 */
export async function recordAlertDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: Element[] = [];
    (window as unknown as { __alertDialogs: Element[] }).__alertDialogs = opened;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="alertdialog"]'))
        if (!opened.includes(el)) opened.push(el);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The text of every alert dialog opened since the page loaded (see recordAlertDialogs). */
export function alertDialogsOpened(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __alertDialogs?: Element[] }).__alertDialogs!.map((el) => el.textContent ?? ''),
  );
}

/**
 * The browser's `online` event: only a hint, it makes the desk probe the platform now instead of
 * waiting for its next call to fail (a hung platform would hold that call for the full timeout).
 */
export async function hintConnectivity(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** Waits until the desk knows the platform is away: a pending order's Cancelar says why it is off. */
export async function expectDeskOffline(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await hintConnectivity(page);
        return page.locator('[title^="Indisponível sem conexão com a plataforma"]').count();
      },
      { timeout: scaled(15_000), intervals: [300, 500, 1000] },
    )
    .toBeGreaterThan(0);
}
