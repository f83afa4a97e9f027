// The orders desk /pedidos (spec 01 §2, §4, §5, §8): the five sections from the sandbox's day,
// the detail, accept → send → deliver with the toast, the cancel modal, search, hostile
// content as text, and the store switch. Realtime and reconnection: orders-live.spec.ts.
import type { Page } from '@playwright/test';
import { ORDER_SECTIONS, sectionOf } from '../../shared/order-status';
import { SANDBOX_PREFIXES } from '../../shared/config';
import type { Order, OrdersResponse } from '../../shared/api/platform-v1';
import { DEMO, expect, test, type AppFixture } from './fixtures';
import {
  cancelModal,
  deliverFromDetail,
  detail,
  inSection,
  list,
  switchStoreTo,
  newOrder,
  row,
  sectionHeading,
  statusToast,
} from './support/orders-desk';
import type { TestSandbox } from './support/sandbox';
import { scaled } from './support/timeouts';

/** The store's orders straight from the API, as the app reads them. */
async function serverOrders(sandbox: TestSandbox, usuario: string = DEMO.admin.usuario): Promise<Order[]> {
  const user = await sandbox.login(usuario, 'demo1234');
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}pedidos/listar`, {
    headers: { Authorization: user.sessao.hash, Accept: 'application/json' },
  });
  return ((await res.json()) as OrdersResponse).pedidos;
}

/** Logs in as the admin and opens a new pending order's detail. */
async function openNewPendingOrder(app: AppFixture, page: Page, sandbox: TestSandbox): Promise<string> {
  await app.loginAs(DEMO.admin.usuario);
  const { id } = await newOrder(sandbox, { status: 'PP' });
  await row(page, id).click();
  return id;
}

test.describe('orders desk', () => {
  test('login lands on /pedidos: five sections with their counts; selecting shows the detail', async ({
    app,
    page,
    sandbox,
  }) => {
    const orders = await serverOrders(sandbox);
    await app.loginAs(DEMO.admin.usuario);
    await expect(page).toHaveURL(/#\/pedidos$/);
    await expect(page.getByRole('heading', { name: 'Gerenciador de Pedidos', level: 1 })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Gerenciador de Pedidos' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    for (const s of ORDER_SECTIONS) {
      const count = orders.filter((o) => sectionOf(o.status) === s.id).length;
      expect(count, `the seed fills ${s.label}`).toBeGreaterThan(0);
      await expect(sectionHeading(page, s.label)).toContainText(String(count));
    }
    await expect(list(page).locator('.order-row')).toHaveCount(orders.length);

    const pending = orders.find((o) => o.status === 'PP' && !o.pedidoObj.retirada_local) as Order;
    await row(page, pending.id_pedido).click();
    const d = detail(page);
    await expect(d.getByRole('heading', { name: `Pedido #${pending.id_pedido}` })).toBeVisible();
    await expect(d).toContainText(pending.pedidoObj.usuario_nome);
    await expect(d).toContainText(pending.pedidoObj.itens[0]?.nome ?? '');
    await expect(d.getByRole('button', { name: 'Aceitar' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    // Countdown ticking (mm:ss) on pending orders.
    await expect(row(page, pending.id_pedido).locator('.countdown__value')).toHaveText(/^\d\d:\d\d$/);
    await page.mouse.move(5, 760);
    await app.screenshot('orders');
    await app.audit('pedidos com detalhe');
  });

  test('Aceitar → Enviar → Entregue, each with the toast, the row moving section', async ({
    app,
    page,
    sandbox,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    const { id } = await newOrder(sandbox, {
      status: 'PP',
      overrides: { usuario_nome: 'Cliente Fluxo', retirada_local: false },
    });
    await expect(row(page, id)).toBeVisible();
    await row(page, id).click();
    const toast = statusToast(page);

    await detail(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(toast).toBeVisible();
    await expect(inSection(page, 'Aceito/Produção', id)).toContainText('Aceito');

    // P: the next step (Enviar) from the keyboard.
    await page.mouse.move(5, 760);
    await expect(toast).toHaveCount(0, { timeout: scaled(15_000) });
    await detail(page).focus();
    await page.keyboard.press('p');
    await expect(toast).toBeVisible();
    await expect(inSection(page, 'Enviado(s)/Pronto para retirada', id)).toContainText('Enviado');

    await deliverFromDetail(page, id);
    await expect(detail(page).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    const stored = (await serverOrders(sandbox)).find((o) => o.id_pedido === id);
    expect(stored?.status).toBe('PD');
  });

  test('a refused change shows the product message followed by the server’s', async ({
    app,
    page,
    sandbox,
  }) => {
    const id = await openNewPendingOrder(app, page, sandbox);
    // Someone else cancelled it meanwhile, without the desk hearing of it (events withheld).
    await sandbox.control('socket/withhold', { on: true });
    await sandbox.control(`orders/${id}/status`, { status: 'PC' });
    await detail(page).getByRole('button', { name: 'Aceitar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erro!' });
    await expect(dialog).toContainText(
      'Ocorreu um erro ao mudar o status do pedido. Tente novamente mais tarde',
    );
    await expect(dialog).toContainText('Pedido já finalizado.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // The order was fetched again: it shows as cancelled.
    await expect(inSection(page, 'Cancelados', id)).toBeVisible();
  });

  test('cancel modal: reason required, description too short, then cancelled with the reason', async ({
    app,
    page,
    sandbox,
  }) => {
    const id = await openNewPendingOrder(app, page, sandbox);
    await detail(page).getByRole('button', { name: 'Cancelar' }).click();
    const modal = cancelModal(page, id);
    await expect(modal.getByRole('radio')).toHaveCount(4);
    await modal.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(modal).toContainText('Selecione um motivo para cancelamento');

    await modal.getByRole('radio', { name: 'Outro motivo...' }).click();
    const description = modal.getByLabel(/Descreva o motivo/);
    await description.fill('Sem gás');
    await modal.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(modal).toContainText('Descrição de motivo muito curta.');

    await description.fill('Acabou o gás do forno');
    await modal.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(modal).toBeHidden();
    await expect(statusToast(page)).toBeVisible();
    await expect(inSection(page, 'Cancelados', id)).toBeVisible();
    await expect(detail(page)).toContainText('Motivo do cancelamento: Acabou o gás do forno');
    const stored = (await serverOrders(sandbox)).find((o) => o.id_pedido === id);
    expect(stored?.motivo_cancelamento).toBe('Acabou o gás do forno');
  });

  test('search: accent- and case-insensitive, by name, number and phone', async ({ app, page, sandbox }) => {
    await app.loginAs(DEMO.admin.usuario);
    const { id } = await newOrder(sandbox, {
      overrides: { usuario_nome: 'Conceição Araújo', usuario_telefone_formatado: '(11) 91234-5678' },
    });
    await expect(row(page, id)).toBeVisible();
    const search = page.getByRole('searchbox', { name: /Procurar pedidos/ });
    for (const q of ['conceicao', 'ARAUJO', `#${id}`, '91234']) {
      await search.fill(q);
      await expect(list(page).locator('.order-row')).toHaveCount(1);
      await expect(row(page, id)).toBeVisible();
    }
    await search.fill('ninguém se chama assim');
    await expect(list(page).locator('.order-row')).toHaveCount(0);
    await expect(list(page)).toContainText('Nenhum pedido encontrado');
    // Ctrl+F from anywhere, Escape clears.
    await page.locator('body').click({ position: { x: 5, y: 760 } });
    await page.keyboard.press('Control+f');
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
  });

  test('hostile content in names, observations and item lines is shown as text', async ({
    app,
    page,
    sandbox,
  }) => {
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await app.loginAs(DEMO.admin.usuario);
    const { id } = await newOrder(sandbox, {
      overrides: {
        usuario_nome: evil,
        observacoes: `Obs ${evil}`,
        endereco_completo: `Rua ${evil}`,
        forma_pagamento: evil,
        itens: [
          { nome: `Pizza ${evil}`, quantidade: 1, valor_unitario: 10, linhas: [`Borda:${evil},Cheddar`] },
        ],
      },
    });
    await row(page, id).click();
    await expect(detail(page)).toContainText(`Obs ${evil}`);
    await expect(detail(page)).toContainText(`Pizza ${evil}`);
    await expect(row(page, id)).toContainText(evil);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('.orders img[src="x"], .orders script')).toHaveCount(0);
  });

  test('store switch: another store’s login sees only its own orders, live', async ({
    app,
    page,
    sandbox,
  }) => {
    const store1 = await serverOrders(sandbox);
    await app.loginAs(DEMO.admin.usuario);
    await expect(list(page).locator('.order-row')).toHaveCount(store1.length);
    await switchStoreTo(app, page, 'moema', 'Moema');
    const store2 = await serverOrders(sandbox, 'moema');
    await expect(list(page).locator('.order-row')).toHaveCount(store2.length);
    for (const o of store1.slice(0, 3)) await expect(row(page, o.id_pedido)).toHaveCount(0);

    const mine = await newOrder(sandbox, { id_estabelecimento: 2 });
    const theirs = await newOrder(sandbox, { id_estabelecimento: 1 });
    await expect(row(page, mine.id)).toBeVisible();
    await expect(row(page, theirs.id)).toHaveCount(0);
  });
});
