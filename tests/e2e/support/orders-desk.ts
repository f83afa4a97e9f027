// Locators and steps the orders desk's specs share: the list, its sections and rows, the detail,
// and the expired session the store switch's call runs into.
import { expect, type Page } from '@playwright/test';
import type { TestSandbox } from './sandbox';

export const list = (page: Page) => page.getByRole('region', { name: 'Lista de pedidos' });
export const row = (page: Page, id: string) => list(page).locator(`.order-row[data-order-id="${id}"]`);
export const detail = (page: Page) => page.getByRole('region', { name: /^Pedido #/ });
export const section = (page: Page, label: string) =>
  list(page).getByRole('region', { name: label, exact: false });
/** Order `id` as it stands in the section named `label`. */
export const inSection = (page: Page, label: string, id: string) =>
  section(page, label).locator(`[data-order-id="${id}"]`);
/** Entregue on the open detail: the order lands in Entregues. */
export async function deliverFromDetail(page: Page, id: string) {
  await detail(page).getByRole('button', { name: 'Entregue' }).click();
  await expect(inSection(page, 'Entregues', id)).toContainText('Entregue');
}

export const storeSwitch = (page: Page) => page.getByRole('switch', { name: /Loja (aberta|fechada)/ });

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
