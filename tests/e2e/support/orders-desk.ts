// Locators and steps the orders desk's specs share: the list, its sections and rows, the detail,
// orders made through the control API, the live connection, logging out, and the expired session
// the store switch's call runs into.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Order } from '../../../shared/api/platform-v1';
import { DEMO, type TestSandbox } from './sandbox';
import { scaled } from './timeouts';

export const list = (page: Page) => page.getByRole('region', { name: 'Lista de pedidos' });
export const row = (page: Page, id: string) => list(page).locator(`.order-row[data-order-id="${id}"]`);
export const detail = (page: Page) => page.getByRole('region', { name: /^Pedido #/ });
export const section = (page: Page, label: string) =>
  list(page).getByRole('region', { name: label, exact: false });
/** A section's heading, which carries its count. */
export const sectionHeading = (page: Page, label: string) =>
  list(page).getByRole('heading', { name: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`) });
/** Order `id` as it stands in the section named `label`. */
export const inSection = (page: Page, label: string, id: string) =>
  section(page, label).locator(`[data-order-id="${id}"]`);
/** Entregue on the open detail: the order lands in Entregues. */
export async function deliverFromDetail(page: Page, id: string) {
  await detail(page).getByRole('button', { name: 'Entregue' }).click();
  await expect(inSection(page, 'Entregues', id)).toContainText('Entregue');
}

/** The toast every status change confirms with. */
export const statusToast = (page: Page) => page.getByText('Status do pedido alterado');
export const cancelModal = (page: Page, id: string) =>
  page.getByRole('dialog', { name: `Cancelar pedido #${id}` });

/** A new order from the control API (announced with 'novo' unless emit:false). */
export async function newOrder(
  sandbox: TestSandbox,
  body: Record<string, unknown> = {},
): Promise<{ id: string; pedido: Order }> {
  const res = await sandbox.control<{ pedido: Order; ids: string[] }>('orders', body);
  return { id: res.ids[0] ?? res.pedido.id_pedido, pedido: res.pedido };
}

/**
 * The reconciliation intervals for the page's next load, through the debug key
 * localStorage['cashDesk.debug.ordersSync'] (read once when the sync starts).
 */
export async function syncIntervals(
  page: Page,
  intervals: { reconcileMs?: number; pollMs?: number; listMs?: number },
) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('cashDesk.debug.ordersSync', value);
  }, JSON.stringify(intervals));
}

export const plug = (page: Page) => page.locator('.plug');

/** Live = the store's room is joined: from there on no event is lost. `timeout` is stretched by E2E_TIME_SCALE. */
export async function expectLive(page: Page, timeout?: number) {
  await expect(plug(page)).toHaveAttribute(
    'data-connected',
    'true',
    timeout ? { timeout: scaled(timeout) } : undefined,
  );
}

/** Logs in (the admin unless told) and waits until the desk is live. */
export async function loginLive(
  app: { loginAs(usuario: string): Promise<void> },
  page: Page,
  usuario: string = DEMO.admin.usuario,
) {
  await app.loginAs(usuario);
  await expectLive(page);
}

/** Sair da Loja: back on the login screen. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Sair da Loja' }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

/** Sair da Loja, then another store's login: its name shows in the banner. */
export async function switchStoreTo(
  app: { loginAs(usuario: string): Promise<void> },
  page: Page,
  usuario: string,
  storeName: string,
) {
  await logOut(page);
  await app.loginAs(usuario);
  await expect(page.getByRole('banner')).toContainText(storeName);
}

export const storeSwitch = (page: Page) => page.getByRole('switch', { name: /Loja (aberta|fechada)/ });

/** 'Fazer login' on the expired session's dialog: back on the login screen. */
export async function loginAgainFrom(dialog: Locator, page: Page) {
  await dialog.getByRole('link', { name: 'Fazer login' }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

/**
 * Expires the session, then toggles the store: the call's 401 opens the non-dismissable
 * login-again dialog, which this returns.
 */
export async function expireSessionOnStoreSwitch(page: Page, sandbox: TestSandbox) {
  await expect(storeSwitch(page)).toBeEnabled();
  await sandbox.control('sessions/expire', {});
  await storeSwitch(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Atenção!' });
  await expect(dialog).toContainText('É necessário fazer o login novamente.');
  return dialog;
}
