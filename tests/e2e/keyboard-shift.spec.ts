// A shift without the mouse (issue 35 §2), in web and desktop mode: log in, open the store,
// accept and print three orders, look at the print queue, send one and mark it delivered, cancel
// one with a reason, answer a chat, request a courier, change the delivery estimate, search,
// silence the alert and close the store, with page.keyboard only. The test never clicks, never
// calls focus(), never fills a field: every step is a key press or typed text, and any pointer
// event on the page fails it. Each control reached with Tab must show the app's focus ring.
// The control API plays the platform (orders, the customer's chat message); reads only observe.
import type { Locator, Page } from '@playwright/test';
import { BAIRRO_AREAS } from '../../sandbox/delivery/areas';
import type { VirtualPrinter } from '../../sandbox/virtual-printer';
import { DEMO, expect, loginForm, test, type AppMode } from './fixtures';
import {
  cancelModal,
  detail,
  expectLive,
  inSection,
  list,
  newOrder,
  row,
  storeSwitch,
} from './support/orders-desk';
import { cashierOnly } from './support/printing';
import type { TestSandbox } from './support/sandbox';
import { TIMEOUTS } from './support/timeouts';

/** Presses at most this many keys to reach one control or order (the page has fewer stops). */
const MAX_PRESSES = 60;

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * The focused control shows where the keyboard is: base.css's `:focus-visible` outline (3px
 * solid), or for a text field its box's (components.css, `.field__box:focus-within`). Chromium's
 * own ring, left when ours is gone, is a 1px 'auto' outline: not enough to pass.
 */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return 'nothing focused';
    const box = el.closest('.field__box');
    if (!box && !el.matches(':focus-visible')) return `${el.tagName} not :focus-visible`;
    const s = getComputedStyle(box ?? el);
    return `${s.outlineStyle} ${parseFloat(s.outlineWidth) >= 2 ? 'wide' : s.outlineWidth}`;
  });
  expect(ring).toBe('solid wide');
}

/** Tab until `target` (or something inside it) has the focus, and shows it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < MAX_PRESSES; i++) {
    if ((await target.count()) > 0 && (await isFocused(target))) return expectFocusRing(page);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab não chegou a ${target.toString()}`);
}

/** J (next) and K (previous) until order `id` is the chosen one. */
async function choose(page: Page, id: string) {
  const chosen = () => row(page, id).getAttribute('aria-current');
  await expect(row(page, id)).toBeVisible();
  for (const key of ['j', 'k']) {
    for (let i = 0; i < MAX_PRESSES / 2; i++) {
      if ((await chosen()) === 'true') break;
      await page.keyboard.press(key);
      await expect(list(page).locator('.order-row[aria-current="true"]')).toHaveCount(1);
    }
  }
  await expect(row(page, id)).toHaveAttribute('aria-current', 'true');
  await expect(detail(page)).toHaveAttribute('data-order-id', id);
}

/** The order's row, or its detail pane, has the focus: a dialog gave it back. */
async function expectFocusOnOrder(page: Page, id: string) {
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('[data-order-id]')?.getAttribute('data-order-id')),
    )
    .toBe(id);
}

/** Records every pointer event the page sees: a keyboard shift has none. */
async function watchPointer(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __pointer: string[] };
    w.__pointer = [];
    for (const type of ['pointerdown', 'mousedown', 'wheel', 'touchstart']) {
      window.addEventListener(type, (e) => w.__pointer.push(`${type} ${String(e.isTrusted)}`), true);
    }
  });
}

/** Web mode's local print module, stood in on its fixed port: what it was asked to print. */
async function stubPrintModule(page: Page, posts: string[]) {
  await page.route('http://127.0.0.1:65517/**', async (route) => {
    if (route.request().url().endsWith('/impressoras')) {
      return route.fulfill({ json: { impressoras: ['EPSON'] } });
    }
    const body = route.request().postDataJSON() as { texto?: string };
    posts.push(String(body.texto ?? ''));
    return route.fulfill({ json: { status: true } });
  });
  await page.evaluate(() => {
    localStorage.setItem('impressora', 'EPSON');
    localStorage.setItem('metodoImpressao', 'aiboo');
  });
}

async function shiftOrders(sandbox: TestSandbox) {
  const make = async (nome: string) =>
    await newOrder(sandbox, {
      status: 'PP',
      overrides: {
        usuario_nome: nome,
        retirada_local: false,
        chat_enabled: true,
        canUseExternalDelivery: true,
      },
    });
  const ana = await make('Ana Teclado');
  const bruno = await make('Bruno Teclado');
  const carla = await make('Carla Teclado');
  // The sandbox picks each order's address from its templates: the courier dialog preselects the
  // provider's area of whichever bairro Carla's order got.
  const carlaBairro = String(carla.pedido.pedidoObj.endereco_id_bairro ?? '');
  return {
    ana: ana.id,
    bruno: bruno.id,
    carla: carla.id,
    carlaArea: String(BAIRRO_AREAS[carlaBairro] ?? ''),
  };
}

for (const mode of ['web', 'desktop'] as AppMode[]) {
  test.describe(`keyboard shift (${mode})`, () => {
    test.use({ mode });

    test('a whole shift with the keyboard only', async ({ app, page, sandbox, main }) => {
      test.setTimeout(TIMEOUTS.test * 3);
      await watchPointer(page);
      await app.goto('/login');
      const posts: string[] = [];
      let printer: VirtualPrinter | undefined;
      if (mode === 'web') await stubPrintModule(page, posts);
      else printer = await cashierOnly(app, page, main, sandbox);
      await sandbox.control('store', { fechado: 'S' });
      const printed = () => (mode === 'web' ? posts : (printer?.jobs ?? []).map((j) => j.lines.join('\n')));

      // ---- log in
      await app.goto('/login');
      const form = loginForm(page);
      await tabTo(page, form.usuario);
      await page.keyboard.type(DEMO.admin.usuario);
      await tabTo(page, form.senha);
      await page.keyboard.type(DEMO.admin.senha);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/#\/login/);
      await app.settled();
      await expectLive(page);

      // ---- open the store: L reaches the switch (a key never flips it), Space turns it
      await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');
      await page.keyboard.press('l');
      await expect(storeSwitch(page)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');

      // ---- three orders: accept (A) and print (I) each
      const { ana, bruno, carla, carlaArea } = await shiftOrders(sandbox);
      for (const id of [ana, bruno, carla]) {
        await choose(page, id);
        await page.keyboard.press('a');
        await expect(inSection(page, 'Aceito/Produção', id)).toBeVisible();
        await page.keyboard.press('i');
        await expect(row(page, id)).toContainText('Impresso');
        await expect.poll(() => printed().some((t) => t.includes(`PEDIDO #${id}`))).toBe(true);
      }

      // ---- the print queue (F) from the chosen order: Escape gives focus back to the order
      await choose(page, ana);
      await expectFocusOnOrder(page, ana);
      await page.keyboard.press('f');
      const queue = page.getByRole('dialog', { name: 'Fila de impressão' });
      await expect(queue).toBeVisible();
      await expect.poll(() => queue.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(queue).toHaveCount(0);
      await expectFocusOnOrder(page, ana);

      // ---- send one (P: the next step, Enviar) and mark it delivered (E)
      await page.keyboard.press('p');
      await expect(inSection(page, 'Enviado(s)/Pronto para retirada', ana)).toBeVisible();
      await page.keyboard.press('e');
      await expect(inSection(page, 'Entregues', ana)).toBeVisible();

      // ---- cancel one with a reason (C): the dialog traps focus and gives it back to the order
      await choose(page, bruno);
      await page.keyboard.press('c');
      const cancel = cancelModal(page, bruno);
      await expect(cancel).toBeVisible();
      await tabTo(page, cancel.getByRole('radio').first());
      await page.keyboard.press('Space');
      await expect(cancel.getByRole('radio').first()).toBeChecked();
      await tabTo(page, cancel.getByRole('button', { name: 'Cancelar pedido' }));
      await page.keyboard.press('Enter');
      await expect(cancel).toHaveCount(0);
      await expect(inSection(page, 'Cancelados', bruno)).toBeVisible();
      await expectFocusOnOrder(page, bruno);
      expect((await sandbox.orderHistory(bruno)).changes.at(-1)).toMatchObject({ status: 'PC' });

      // ---- answer a chat (H): the composer takes the focus; Enter sends; Escape tucks it away
      await choose(page, carla);
      await sandbox.control('chat/message', { id_pedido: Number(carla), text: 'Demora muito?' });
      await page.keyboard.press('h');
      const chat = page.locator(`.chat[data-order-id="${carla}"]`);
      const composer = chat.getByLabel('Mensagem para o cliente');
      await expect(composer).toBeFocused();
      await expect(chat.locator('.chat-msg--customer')).toContainText('Demora muito?');
      await page.keyboard.type('Sai em 10 minutos!');
      await page.keyboard.press('Enter');
      await expect(chat.locator('.chat-msg--store')).toContainText('Sai em 10 minutos!');
      await expect
        .poll(async () =>
          (
            await sandbox.control<{ messages: { text: string }[] }>(`chat/messages?id_pedido=${carla}`)
          ).messages.map((m) => m.text),
        )
        .toContain('Sai em 10 minutos!');
      await page.keyboard.press('Escape');
      await expect(chat.locator('.chat__bar')).toBeFocused();

      // ---- request a courier (O): the area comes preselected; focus back on the order after
      await page.keyboard.press('o');
      const courier = page.getByRole('dialog', { name: /Solicitar Motoboy/ });
      expect(carlaArea).not.toBe('');
      await expect(courier.getByLabel('Bairro da entrega')).toHaveValue(carlaArea);
      await tabTo(page, courier.getByRole('button', { name: 'Solicitar Motoboy' }));
      await page.keyboard.press('Enter');
      await expect(courier).toHaveCount(0);
      await expect
        .poll(
          async () => (await sandbox.control<{ delivery: unknown }>(`delivery?id_pedido=${carla}`)).delivery,
        )
        .not.toBeNull();
      await expectFocusOnOrder(page, carla);

      // ---- change the delivery estimate (T): the menu opens on its first option
      const estimate = page.locator('[data-shortcut="deliveryTime"]');
      const before = await estimate.getAttribute('aria-label');
      await page.keyboard.press('t');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      for (let i = 0; i < MAX_PRESSES; i++) {
        const focused = menu.locator('[role="menuitemradio"]:focus');
        if ((await focused.count()) > 0 && (await focused.getAttribute('aria-checked')) === 'false') break;
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await expect(menu).toHaveCount(0);
      await expect(estimate).not.toHaveAttribute('aria-label', before ?? '');

      // ---- search (/): typing filters the list; Escape clears it
      await page.keyboard.press('/');
      const search = page.getByRole('searchbox', { name: /Procurar pedidos/ });
      await expect(search).toBeFocused();
      await page.keyboard.type('Carla Teclado');
      await expect(list(page).locator('.order-list')).toHaveAttribute('data-query', 'Carla Teclado');
      await expect(row(page, carla)).toBeVisible();
      await expect(row(page, ana)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(search).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(search).not.toBeFocused();

      // ---- silence the alert (M)
      await page.keyboard.press('m');
      await expect(page.getByRole('button', { name: /^Som silenciado até/ })).toBeVisible();

      // ---- close the store (L, Space)
      await page.keyboard.press('l');
      await expect(storeSwitch(page)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');

      // Not one pointer event in the whole shift.
      expect(await page.evaluate(() => (window as unknown as { __pointer: string[] }).__pointer)).toEqual([]);
    });
  });
}
