// External couriers (spec 01 §2, §4 "External delivery request flow", §5, §8, §9) against the
// sandbox: the bairro list (filtered, duplicates by city), a request with and without
// coordinates (address adjusted and saved), the progression to FINISHED with the card labels
// and the Enviar/Cancelar rules at each step, linking the store's own courier (code format),
// and cancelling (success and failure).
import type { Locator, Page } from '@playwright/test';
import type { Order } from '../../shared/api/platform-v1';
import { DEMO, expect, test } from './fixtures';
import type { TestSandbox } from './support/sandbox';

const list = (page: Page) => page.getByRole('region', { name: 'Lista de pedidos' });
const row = (page: Page, id: string) => list(page).locator(`.order-row[data-order-id="${id}"]`);
const detail = (page: Page) => page.getByRole('region', { name: /^Pedido #/ });
const actions = (page: Page) => detail(page).getByRole('group', { name: 'Ações do pedido' });
const action = (page: Page, name: string) => actions(page).getByRole('button', { name, exact: true });
const modal = (page: Page) => page.getByRole('dialog');

async function courierOrder(sandbox: TestSandbox, nome: string): Promise<string> {
  const res = await sandbox.control<{ pedido: Order; ids: string[] }>('orders', {
    status: 'PA',
    overrides: {
      usuario_nome: nome,
      canUseExternalDelivery: true,
      retirada_local: false,
      chat_enabled: false,
    },
  });
  return res.ids[0] ?? res.pedido.id_pedido;
}

type Delivery = {
  delivery: null | { id: string; status: string; code: string | null; coverageAreaID: number };
  coordinates: null | { lat: number; lng: number; formattedAddress: string };
};
const deliveryOf = (sandbox: TestSandbox, id: string) =>
  sandbox.control<Delivery>(`delivery?id_pedido=${id}`);

/** Enviar and Cancelar carry a key hint (<kbd>): their names are matched on the label. */
const orderButton = (page: Page, label: 'Enviar' | 'Cancelar'): Locator =>
  actions(page).locator(`.order-actions__btn--${label === 'Enviar' ? 'send' : 'cancel'}`);

async function requestCourier(page: Page, id: string) {
  await row(page, id).click();
  await action(page, 'Solicitar Motoboy').click();
  const area = modal(page).getByLabel('Bairro da entrega');
  await expect(area).toHaveValue('1101');
  await modal(page).getByRole('button', { name: 'Solicitar Motoboy' }).click();
}

test.describe('external courier', () => {
  test('bairro list, request, and the progression to FINISHED', async ({ app, page, sandbox }) => {
    const id = await courierOrder(sandbox, 'Helena Entrega');
    await app.loginAs(DEMO.admin.usuario);
    await row(page, id).click();
    await expect(orderButton(page, 'Enviar')).toBeEnabled();
    await action(page, 'Solicitar Motoboy').click();
    const area = modal(page).getByLabel('Bairro da entrega');
    // The order's bairro (Vila Mariana) comes preselected.
    await expect(area).toHaveValue('1101');
    const labels = (await area.locator('option').allTextContents()).map((t) =>
      t.replace(/\s*\(R\$.*\)$/, ''),
    );
    expect(labels).toContain('Centro - São Paulo');
    expect(labels).toContain('Centro - Guarulhos');
    expect(labels).toContain('Centro - Osasco');
    for (const hidden of [
      'Centro',
      'Centro - São Caetano do Sul',
      'Ipiranga',
      'Mooca',
      'Vila Prudente',
      'Tatuapé',
      'x',
      '',
    ])
      expect(labels, hidden).not.toContain(hidden);
    expect(labels.slice(1)).toEqual([...labels.slice(1)].sort((x, y) => x.localeCompare(y, 'pt-BR')));
    const osasco = await area.locator('option', { hasText: 'Centro - Osasco' }).getAttribute('value');
    await area.selectOption(osasco ?? '');
    await expect(area).toHaveValue('2201');
    await area.selectOption('');
    await modal(page).getByRole('button', { name: 'Solicitar Motoboy' }).click();
    await expect(modal(page).getByRole('alert')).toHaveText(
      'Escolha o bairro da entrega para solicitar o motoboy.',
    );
    await area.selectOption('1101');
    await app.screenshot('courier-modal');
    await app.audit('solicitar motoboy');
    await modal(page).getByRole('button', { name: 'Solicitar Motoboy' }).click();
    await expect(modal(page)).toHaveCount(0);

    // SEARCHING_DELIVERY: sub-label, Enviar and Cancelar disabled, Cancelar Solicitação offered.
    await expect(row(page, id)).toContainText('BUSCANDO MOTOBOY');
    await expect(detail(page)).toContainText('Buscando motoboy');
    await expect(orderButton(page, 'Enviar')).toBeDisabled();
    await expect(orderButton(page, 'Cancelar')).toBeDisabled();
    await expect(action(page, 'Cancelar Solicitação')).toBeEnabled();
    await expect(action(page, 'Solicitar Motoboy')).toHaveCount(0);
    expect((await deliveryOf(sandbox, id)).delivery).toMatchObject({
      status: 'SEARCHING_DELIVERY',
      coverageAreaID: 1101,
    });

    // WAITING_COLLECT: the courier and the vehicle; still no Enviar/Cancelar.
    await sandbox.control('delivery/advance', { id_pedido: Number(id) });
    await expect(row(page, id)).toContainText('MOTOBOY A CAMINHO');
    await expect(detail(page)).toContainText('Motoboy a caminho da loja');
    await expect(detail(page).locator('.delivery-status__man')).toContainText('Motoboy:');
    await expect(detail(page).locator('.delivery-status__vehicle')).toContainText('Veículo:');
    await expect(orderButton(page, 'Enviar')).toBeDisabled();
    await expect(orderButton(page, 'Cancelar')).toBeDisabled();
    await expect(action(page, 'Cancelar Solicitação')).toHaveCount(0);

    // WITH_DELIVERY: no sub-label; Enviar and Cancelar back; no new request meanwhile.
    await sandbox.control('delivery/advance', { id_pedido: Number(id) });
    await expect(detail(page)).toContainText('Motoboy saiu para a entrega');
    await expect(row(page, id)).not.toContainText('MOTOBOY');
    await expect(orderButton(page, 'Enviar')).toBeEnabled();
    await expect(orderButton(page, 'Cancelar')).toBeEnabled();
    await expect(action(page, 'Solicitar Motoboy')).toHaveCount(0);

    // FINISHED.
    await sandbox.control('delivery/advance', { id_pedido: Number(id) });
    await expect(detail(page)).toContainText('Entrega finalizada');
    await expect(orderButton(page, 'Enviar')).toBeEnabled();
    await expect(action(page, 'Solicitar Motoboy')).toBeVisible();
  });

  test('no coordinates: the error, the address adjusted and saved, the request goes on', async ({
    app,
    page,
    sandbox,
  }) => {
    const id = await courierOrder(sandbox, 'Igor Sem Mapa');
    await sandbox.control('delivery/coordinates', { id_pedido: Number(id), on: false });
    await app.loginAs(DEMO.admin.usuario);
    await requestCourier(page, id);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Erro ao solicitar entrega externa!');
    await expect(alert).toContainText('Não é possível solicitar uma entrega externa para este pedido');
    await alert.getByRole('button', { name: 'OK' }).click();

    const search = modal(page).getByRole('combobox', { name: 'Buscar endereço' });
    await search.fill('domingos de morais 1200');
    const option = modal(page).getByRole('option', { name: /Rua Domingos de Morais, 1200/ });
    await expect(option).toBeVisible();
    await search.press('ArrowDown');
    await search.press('ArrowUp');
    await search.press('Enter');
    await expect(modal(page)).toContainText('Endereço escolhido');
    await modal(page).getByRole('button', { name: 'Salvar endereço e continuar' }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(row(page, id)).toContainText('BUSCANDO MOTOBOY');
    const state = await deliveryOf(sandbox, id);
    expect(state.coordinates).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(state.delivery?.status).toBe('SEARCHING_DELIVERY');
  });

  test('a refused request shows the server message; the modal stays', async ({ app, page, sandbox }) => {
    const id = await courierOrder(sandbox, 'Júlia Recusa');
    await sandbox.control('delivery/fail', {
      mode: 'next-request',
      message: 'Nenhum entregador disponível na região no momento.',
    });
    await app.loginAs(DEMO.admin.usuario);
    await requestCourier(page, id);
    await expect(modal(page).getByRole('alert')).toHaveText(
      'Nenhum entregador disponível na região no momento.',
    );
    await modal(page).getByRole('button', { name: 'Solicitar Motoboy' }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(row(page, id)).toContainText('BUSCANDO MOTOBOY');
  });

  test('Vincular Motoboy: the code, the badge, and cancelling it', async ({ app, page, sandbox }) => {
    const id = await courierOrder(sandbox, 'Kátia Própria');
    await app.loginAs(DEMO.admin.usuario);
    await row(page, id).click();
    await action(page, 'Vincular Motoboy').click();
    const code = modal(page).getByTestId('link-code');
    await expect(code).toHaveText(/^A-[0-9A-Z]{5}$/);
    const first = await code.textContent();
    await modal(page).getByRole('button', { name: 'Gerar outro código' }).click();
    await expect(code).toHaveText(/^A-[0-9A-Z]{5}$/);
    // Two draws in a row match once in 60 million: a repeat means the button does nothing.
    expect(await code.textContent()).not.toBe(first);
    const linked = (await code.textContent()) ?? '';
    await modal(page).getByRole('button', { name: 'Vincular Motoboy' }).click();
    await expect(modal(page).getByRole('alert')).toHaveText('Informe o nome do motoboy.');
    await modal(page).getByLabel('Nome do motoboy').fill('Lucas da Loja');
    await modal(page)
      .getByLabel(/Empresa ou aplicativo/)
      .fill('Frota própria');
    await modal(page).getByRole('button', { name: 'Vincular Motoboy' }).click();
    await expect(modal(page)).toHaveCount(0);

    const badge = actions(page).getByRole('group', { name: 'Código do motoboy' });
    await expect(badge).toContainText(linked);
    await expect(action(page, 'Cancelar Solicitação')).toHaveCount(0);
    expect((await deliveryOf(sandbox, id)).delivery?.code).toBe(linked);

    await badge.getByRole('button', { name: /Cancelar solicitação do motoboy vinculado/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, cancelar solicitação' }).click();
    await expect(page.getByText('Solicitação de entrega cancelada com sucesso!')).toBeVisible();
    await expect(badge).toHaveCount(0);
    await expect(action(page, 'Vincular Motoboy')).toBeVisible();
    expect((await deliveryOf(sandbox, id)).delivery).toBeNull();
  });

  test('Cancelar Solicitação: a refusal says so and keeps the request', async ({ app, page, sandbox }) => {
    const id = await courierOrder(sandbox, 'Léo Cancela');
    await app.loginAs(DEMO.admin.usuario);
    await requestCourier(page, id);
    await expect(row(page, id)).toContainText('BUSCANDO MOTOBOY');
    await sandbox.control('delivery/fail', { mode: 'next-cancel' });
    await action(page, 'Cancelar Solicitação').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, cancelar solicitação' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Problema ao cancelar solicitação de entrega.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(row(page, id)).toContainText('BUSCANDO MOTOBOY');
  });
});
