// Order chat (spec 01 §2, §4 "Chat flow", §5, §8, §9) against the sandbox: two chats open at
// once, sending (acknowledged only) and receiving (control API as the customer), hostile text
// shown as text, the minimized window's sound and unread count, a failed send not added, the
// 400-character limit, and the open error.
import type { Page } from '@playwright/test';
import type { Order } from '../../shared/api/platform-v1';
import { DEMO, expect, test } from './fixtures';
import type { TestSandbox } from './support/sandbox';
import { scaled } from './support/timeouts';

const list = (page: Page) => page.getByRole('region', { name: 'Lista de pedidos' });
const row = (page: Page, id: string) => list(page).locator(`.order-row[data-order-id="${id}"]`);
const detail = (page: Page) => page.getByRole('region', { name: /^Pedido #/ });
const chat = (page: Page, id: string) => page.locator(`.chat[data-order-id="${id}"]`);
const composer = (page: Page, id: string) => chat(page, id).getByLabel('Mensagem para o cliente');
/** The order row's unread-chat badge (icon and number, named for screen readers). */
const rowUnread = (page: Page, id: string) => row(page, id).getByRole('img', { name: /não lidas? no chat$/ });

async function chatOrder(sandbox: TestSandbox, nome: string): Promise<string> {
  const res = await sandbox.control<{ pedido: Order; ids: string[] }>('orders', {
    status: 'PA',
    overrides: { usuario_nome: nome, chat_enabled: true, retirada_local: false },
  });
  return res.ids[0] ?? res.pedido.id_pedido;
}

async function openChat(page: Page, id: string) {
  await row(page, id).click();
  await detail(page)
    .getByRole('button', { name: /^Abrir chat/ })
    .click();
  await expect(composer(page, id)).toBeEnabled();
}

type Messages = { conversation_id: string | null; messages: { text: string; user: { _id: string } }[] };
const serverMessages = (sandbox: TestSandbox, id: string) =>
  sandbox.control<Messages>(`chat/messages?id_pedido=${id}`);

/** Counts the chat sound's plays (the order alert has its own file). */
async function countChatSounds(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __chatSounds: number };
    w.__chatSounds = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this.src.includes('arpeggio')) w.__chatSounds += 1;
      return play.call(this).catch(() => undefined);
    };
  });
}

test.describe('order chat', () => {
  test('two chats at once: send and receive, hostile text as text', async ({ app, page, sandbox }) => {
    const a = await chatOrder(sandbox, 'Ana Chat');
    const b = await chatOrder(sandbox, 'Bruno Chat');
    await app.loginAs(DEMO.admin.usuario);

    await openChat(page, a);
    await expect(chat(page, a).getByRole('heading', { name: `Pedido #${a}` })).toBeVisible();
    await expect(chat(page, a)).toContainText('Ana Chat');
    await composer(page, a).fill('Olá! Seu pedido já está saindo.');
    await composer(page, a).press('Enter');
    await expect(chat(page, a).locator('.chat-msg--store')).toHaveText(
      /Olá! Seu pedido já está saindo\.\s*\d\d:\d\d/,
    );
    await expect(composer(page, a)).toHaveValue('');
    await expect
      .poll(async () => (await serverMessages(sandbox, a)).messages.map((m) => m.text))
      .toEqual(['Olá! Seu pedido já está saindo.']);

    const hostile = '<img src=x onerror="window.__pwned=1"><b>negrito</b>';
    await sandbox.control('chat/message', { id_pedido: Number(a), text: hostile });
    await expect(chat(page, a).locator('.chat-msg--customer')).toContainText(hostile);
    await expect(chat(page, a).locator('.chat__messages img, .chat__messages b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // A floating chat sits over the page: minimized (Escape) it frees the order's buttons.
    await composer(page, a).press('Escape');
    await expect(chat(page, a).locator('.chat__bar')).toBeFocused();
    await openChat(page, b);
    await sandbox.control('chat/message', { id_pedido: Number(b), text: 'Pode tirar a cebola?' });
    await expect(chat(page, b).locator('.chat-msg--customer')).toContainText('Pode tirar a cebola?');
    // Each message went to its own window.
    await expect(chat(page, a)).not.toContainText('cebola');
    await expect(chat(page, a)).toBeVisible();
    await composer(page, b).fill('Claro!\nSem cebola.');
    await composer(page, b).press('Enter');
    await expect(chat(page, b).locator('.chat-msg--store')).toContainText('Claro!');
    // Both open side by side.
    await chat(page, a).locator('.chat__bar').click();
    await expect(composer(page, a)).toBeVisible();
    await expect(composer(page, b)).toBeVisible();
    await page.mouse.move(5, 760);
    await app.screenshot('chat-open');
    await app.audit('chat aberto');
  });

  test('minimized: sound and unread count; also on the order card when no chat is open', async ({
    app,
    page,
    sandbox,
  }) => {
    await countChatSounds(page);
    const a = await chatOrder(sandbox, 'Carla Minimizada');
    const b = await chatOrder(sandbox, 'Davi Sem Janela');
    await app.loginAs(DEMO.admin.usuario);
    await openChat(page, a);
    await chat(page, a)
      .getByRole('button', { name: `Minimizar o chat do Pedido #${a}` })
      .click();
    const bar = chat(page, a).getByRole('button', { name: new RegExp(`^Abrir o chat do Pedido #${a}`) });
    await expect(bar).toBeVisible();
    await sandbox.control('chat/message', { id_pedido: Number(a), text: 'Oi?' });
    await sandbox.control('chat/message', { id_pedido: Number(a), text: 'Alguém aí?' });
    await expect(bar).toHaveAccessibleName(`Abrir o chat do Pedido #${a}, 2 mensagens não lidas`);
    await expect(chat(page, a).locator('.chat__unread')).toHaveText('2');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatSounds: number }).__chatSounds))
      .toBe(2);
    // The order rows show it too: the minimized chat's count, and a chat that is not open.
    await expect(rowUnread(page, a)).toHaveAccessibleName('2 mensagens não lidas no chat');
    await expect(rowUnread(page, a)).toHaveText('2');
    await sandbox.control('chat/message', { id_pedido: Number(b), text: 'Qual o tempo de entrega?' });
    await expect(rowUnread(page, b)).toHaveAccessibleName('1 mensagem não lida no chat');
    await expect(row(page, b)).toHaveAccessibleName(/1 mensagem não lida no chat/);
    // Both badged rows whole in the picture (selecting a scrolled b under the sticky heading).
    await row(page, b).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.mouse.move(5, 760);
    await app.screenshot('chat-unread-row');

    await bar.click();
    await expect(chat(page, a).locator('.chat-msg--customer')).toHaveCount(2);
    await expect(chat(page, a).locator('.chat__unread')).toHaveCount(0);
    await expect(rowUnread(page, a)).toHaveCount(0);
    await expect(rowUnread(page, b)).toHaveText('1');

    await composer(page, a).press('Escape');
    await row(page, b).click();
    await expect(
      detail(page)
        .getByRole('button', { name: /^Abrir chat/ })
        .locator('.chat-count'),
    ).toHaveText('1');
    await detail(page)
      .getByRole('button', { name: /^Abrir chat/ })
      .click();
    await expect(chat(page, b).locator('.chat-msg--customer')).toContainText('Qual o tempo de entrega?');
    await expect(detail(page).locator('.chat-count')).toHaveCount(0);
    await expect(rowUnread(page, b)).toHaveCount(0);
  });

  test('a failed send is not added; it can be retried once the chat is back', async ({
    app,
    page,
    sandbox,
  }) => {
    const a = await chatOrder(sandbox, 'Eva Sem Conexão');
    await app.loginAs(DEMO.admin.usuario);
    await openChat(page, a);
    await sandbox.control('chat/socket', { action: 'refuse' });
    await expect(chat(page, a).getByRole('status')).toContainText('Sem conexão com o chat');
    await composer(page, a).fill('Mensagem que não vai');
    await composer(page, a).press('Enter');
    await expect(chat(page, a).getByRole('alert')).toHaveText(
      'Sem conexão com o chat. A mensagem não foi enviada.',
    );
    await expect(chat(page, a).locator('.chat-msg')).toHaveCount(0);
    await expect(composer(page, a)).toHaveValue('Mensagem que não vai');
    expect((await serverMessages(sandbox, a)).messages).toEqual([]);

    await sandbox.control('chat/socket', { action: 'restore' });
    await expect(chat(page, a).getByRole('status')).toHaveCount(0, { timeout: scaled(15_000) });
    await chat(page, a).getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(chat(page, a).locator('.chat-msg--store')).toContainText('Mensagem que não vai');
    await expect(chat(page, a).locator('.chat-msg')).toHaveCount(1);
    // Messages sent while the chat was down arrive after the reconnect, once.
    await sandbox.control('chat/socket', { action: 'disconnect' });
    await sandbox.control('chat/message', { id_pedido: Number(a), text: 'Voltou?' });
    await expect(chat(page, a).locator('.chat-msg--customer')).toHaveCount(1, { timeout: scaled(15_000) });
    await expect(chat(page, a).locator('.chat-msg')).toHaveCount(2);
  });

  test('400 characters at most, with the counter; blank is not sent', async ({ app, page, sandbox }) => {
    const a = await chatOrder(sandbox, 'Fábio Limite');
    await app.loginAs(DEMO.admin.usuario);
    await openChat(page, a);
    const send = chat(page, a).getByRole('button', { name: 'Enviar mensagem' });
    await composer(page, a).fill('   ');
    await expect(chat(page, a).locator('.chat__counter')).toHaveText('3/400');
    await expect(send).toBeDisabled();
    await composer(page, a).press('Enter');
    await composer(page, a).fill('y'.repeat(450));
    await expect(composer(page, a)).toHaveValue('y'.repeat(400));
    await expect(chat(page, a).locator('.chat__counter')).toHaveText('400/400');
    await send.click();
    await expect(chat(page, a).locator('.chat-msg--store')).toHaveCount(1);
    expect((await serverMessages(sandbox, a)).messages.map((m) => m.text.length)).toEqual([400]);
  });

  test("the chat cannot open: 'Ocorreu um erro ao abrir seu chat :(' and no window", async ({
    app,
    page,
    sandbox,
  }) => {
    const a = await chatOrder(sandbox, 'Gil Erro');
    await app.loginAs(DEMO.admin.usuario);
    await page.route('**/chat/establishConnection', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, erro: 'Cliente não corresponde ao pedido.' }),
      }),
    );
    await row(page, a).click();
    await detail(page)
      .getByRole('button', { name: /^Abrir chat/ })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Ocorreu um erro ao abrir seu chat :(');
    await expect(dialog).toContainText('Cliente não corresponde ao pedido.');
    await expect(chat(page, a)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/chat/establishConnection');
    await detail(page)
      .getByRole('button', { name: /^Abrir chat/ })
      .click();
    await expect(composer(page, a)).toBeEnabled();
  });
});

test.describe('order chat on the desktop', () => {
  test.use({ mode: 'desktop' });

  test('a message while the window is in the background: OS notification; its click brings the chat back', async ({
    app,
    page,
    sandbox,
    main,
  }) => {
    await countChatSounds(page);
    const a = await chatOrder(sandbox, 'Hugo Desktop');
    await app.loginAs(DEMO.admin.usuario);
    await openChat(page, a);
    await composer(page, a).press('Escape');
    main.fakes.window.blur();
    await sandbox.control('chat/message', { id_pedido: Number(a), text: 'Estou no portão <b>agora</b>' });
    await expect.poll(() => main.fakes.notifications.length).toBeGreaterThan(0);
    const notification = main.fakes.notifications.at(-1);
    expect(notification?.options).toMatchObject({
      title: `Nova mensagem no chat do pedido #${a}`,
      body: 'Estou no portão bagora/b',
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatSounds: number }).__chatSounds))
      .toBe(1);

    notification?.click();
    await main.flush();
    await expect(composer(page, a)).toBeVisible();
    await expect(chat(page, a).locator('.chat-msg--customer')).toContainText('Estou no portão <b>agora</b>');
    expect(main.fakes.window.isFocused()).toBe(true);
  });
});
