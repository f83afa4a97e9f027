// The live order list (spec 01 §4, §8, §9): every 'pedido' event type and 'loja' through the
// sandbox's control API, malformed events, a lost connection (toast, plug) with orders created
// while away appearing after the reconnect, withheld events found by the periodic
// reconciliation, and the desktop's notification, flash and tray count.
//
// The reconciliation intervals are shortened per test through the debug key
// localStorage['cashDesk.debug.ordersSync'] (read once when the sync starts; see
// renderer/src/realtime/ordersSync.ts).
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import {
  detail,
  expectLive,
  list,
  loginLive,
  logOut,
  newOrder,
  plug,
  row,
  syncIntervals,
} from './support/orders-desk';
import { scaled } from './support/timeouts';

test.describe('realtime events', () => {
  test.beforeEach(async ({ page }) => {
    // Events, not reconciliations, must be what updates the list here.
    await syncIntervals(page, { reconcileMs: 600_000, pollMs: 600_000 });
  });

  test("'novo' puts the order first; 'atualiza' replaces it", async ({ app, page, sandbox }) => {
    await loginLive(app, page);
    const { id } = await newOrder(sandbox, { status: 'PP', overrides: { usuario_nome: 'Cliente Novo' } });
    const pendingRows = list(page)
      .getByRole('region', { name: 'Pendente', exact: false })
      .locator('.order-row');
    await expect(pendingRows.first()).toHaveAttribute('data-order-id', id);
    await expect(row(page, id)).toContainText('Cliente Novo');

    await sandbox.control(`orders/${id}/status`, { status: 'PA' });
    await expect(row(page, id)).toContainText('Aceito');
    await expect(list(page).locator(`[data-order-id="${id}"]`)).toHaveCount(1);
  });

  test("'f5pagina' reloads the list; 'mensagem' shows Atenção! with the text (as text)", async ({
    app,
    page,
    sandbox,
  }) => {
    await loginLive(app, page);
    const quiet = await sandbox.control<{ ids: string[] }>('orders', { count: 2, emit: false });
    for (const id of quiet.ids) await expect(row(page, id)).toHaveCount(0);
    await sandbox.control('events/pedido', { tipo: 'f5pagina' });
    for (const id of quiet.ids) await expect(row(page, id)).toBeVisible();

    const texto = 'Atenção: <b>promoção</b> de frete grátis até 22h';
    await sandbox.control('events/pedido', { tipo: 'mensagem', texto });
    const dialog = page.getByRole('alertdialog', { name: 'Atenção!' });
    await expect(dialog).toContainText(texto);
    await expect(dialog.locator('b')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
  });

  test("'loja' moves the store switch while on the orders desk", async ({ app, page, sandbox }) => {
    await loginLive(app, page);
    const storeSwitch = page.getByRole('switch', { name: /Loja (aberta|fechada)/ });
    await sandbox.control('store', { fechado: 'S' });
    await expect(storeSwitch).toHaveAccessibleName('Loja fechada');
    await sandbox.control('store', { fechado: 'N' });
    await expect(storeSwitch).toHaveAccessibleName('Loja aberta');
  });

  test('malformed events are skipped and the desk keeps working', async ({ app, page, sandbox }) => {
    await loginLive(app, page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const count = await list(page).locator('.order-row').count();
    for (const payloadJson of [
      '{"tipo":"novo","id_pedido":"../../admin"}',
      '{"tipo":"apaga","id_pedido":"1"}',
      '"novo"',
      'null',
      '{"__proto__":{"tipo":"novo"},"id_pedido":"1"}',
    ]) {
      await sandbox.control('emit', { namespace: '/loja', event: 'pedido', payloadJson, room: 'loja-1' });
    }
    await expect
      .poll(() => warnings.filter((w) => w.includes('malformado')).length)
      .toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(list(page).locator('.order-row')).toHaveCount(count);
    const { id } = await newOrder(sandbox);
    await expect(row(page, id)).toBeVisible();
    // A 'mensagem' with no readable text is not dropped: staff learn the platform said something.
    await sandbox.control('emit', {
      namespace: '/loja',
      event: 'pedido',
      payloadJson: '{"tipo":"mensagem"}',
      room: 'loja-1',
    });
    await expect(
      page.getByText('Recebemos uma mensagem da plataforma que não pôde ser exibida.'),
    ).toBeVisible();
    expect(warnings.some((w) => w.includes("evento 'mensagem' sem texto legível"))).toBe(true);
  });
});

test.describe('never missing an order', () => {
  test('connection lost: toast and plug; three orders created while away appear after the reconnect', async ({
    app,
    page,
    sandbox,
  }) => {
    // Neither polling nor the periodic reconciliation may be what finds them: the reconnect must.
    await syncIntervals(page, { reconcileMs: 600_000, pollMs: 600_000 });
    await loginLive(app, page);

    await sandbox.control('socket/drop', {});
    await expect(page.getByText('Perda de conexão com o servidor')).toBeVisible();
    await expect(plug(page)).toHaveAttribute('data-connected', 'false');
    await expect(plug(page)).toContainText('Sem conexão');
    await expect(plug(page)).toHaveAccessibleName(/Sem conexão com o servidor desde \d\d:\d\d/);

    await sandbox.control('socket/withhold', { on: true });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await newOrder(sandbox, { status: 'PP' })).id);
    for (const id of ids) await expect(row(page, id)).toHaveCount(0);

    await sandbox.control('socket/restore', {});
    await expectLive(page, 15_000);
    for (const id of ids) await expect(row(page, id)).toBeVisible();
  });

  test('while disconnected the list is polled', async ({ app, page, sandbox }) => {
    await syncIntervals(page, { reconcileMs: 600_000, pollMs: 1_000 });
    await app.loginAs(DEMO.admin.usuario);
    await sandbox.control('socket/drop', {});
    await expect(plug(page)).toHaveAttribute('data-connected', 'false');
    const { id } = await newOrder(sandbox);
    await expect(row(page, id)).toBeVisible();
    await sandbox.control('socket/restore', {});
  });

  test('events withheld while connected: the periodic reconciliation finds the orders', async ({
    app,
    page,
    sandbox,
  }) => {
    await syncIntervals(page, { reconcileMs: 1_500, pollMs: 600_000 });
    await loginLive(app, page);
    await sandbox.control('socket/withhold', { on: true });
    const a = await newOrder(sandbox);
    const b = await newOrder(sandbox);
    await sandbox.control(`orders/${a.id}/status`, { status: 'PA' });
    await expect(row(page, b.id)).toBeVisible();
    await expect(row(page, a.id)).toContainText('Aceito');
    await expectLive(page);
  });
});

test.describe('lost events, default intervals', () => {
  test("a 'novo' lost while connected shows within 20 s; the list is not reloaded to find out", async ({
    app,
    page,
    sandbox,
  }) => {
    const calls = { list: 0, digest: 0 };
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('/pedidos/listar')) calls.list += 1;
      if (path.endsWith('/pedidos/resumo')) calls.digest += 1;
    });
    await loginLive(app, page);
    await sandbox.control('socket/withhold', { on: true });
    const listsBefore = calls.list;
    const { id } = await newOrder(sandbox, {
      status: 'PP',
      overrides: { usuario_nome: 'Cliente Sem Evento' },
    });
    // How soon is the bench's figure (orders.silent_loss_to_row): here, that it comes.
    await expect(row(page, id)).toContainText('Cliente Sem Evento', { timeout: scaled(30_000) });
    // Found by the small check, then one list load.
    expect(calls.digest).toBeGreaterThan(0);
    expect(calls.list - listsBefore).toBe(1);
    await expectLive(page);
  });
});

test.describe('desktop attention', () => {
  test.use({ mode: 'desktop' });

  test('a new order while the window is in the background: notification, flash, tray count; the click selects it', async ({
    app,
    page,
    sandbox,
    main,
  }) => {
    await syncIntervals(page, { reconcileMs: 600_000, pollMs: 600_000 });
    await loginLive(app, page);
    const pendingBefore = await list(page)
      .getByRole('region', { name: 'Pendente', exact: false })
      .locator('.order-row')
      .count();
    await expect.poll(() => main.fakes.tray?.tooltip).toContain(`${pendingBefore} pedidos pendentes`);

    main.fakes.window.blur();
    const { id, pedido } = await newOrder(sandbox, {
      status: 'PP',
      overrides: { usuario_nome: 'Cliente Desktop' },
    });
    await expect(row(page, id)).toBeVisible();
    await expect.poll(() => main.fakes.notifications.length).toBeGreaterThan(0);
    const notification = main.fakes.notifications.at(-1);
    expect(notification?.options).toMatchObject({ title: 'Novo pedido' });
    expect((notification?.options as { body: string }).body).toMatch(
      new RegExp(`^#${id} — Cliente Desktop — R\\$\\s${pedido.valor_total.toFixed(2).replace('.', ',')}$`),
    );
    await expect.poll(() => main.fakes.window.flashing).toBe(true);
    await expect.poll(() => main.fakes.tray?.tooltip).toContain(`${pendingBefore + 1} pedidos pendentes`);

    notification?.click();
    await main.flush();
    await expect(detail(page).getByRole('heading', { name: `Pedido #${id}` })).toBeVisible();
    expect(main.fakes.window.isFocused()).toBe(true);
  });
});

// Web mode: the desktop harness serves pages from the web server, so the desktop's own CSP
// (main/core.ts, the saved session's socket) is covered by tests/unit/main/core.test.ts and the
// page swap at login by tests/unit/renderer/login.test.tsx and socket-csp.test.ts.
test.describe('store socket on another origin (web)', () => {
  test.use({ socketOrigin: 'separate' });

  test.beforeEach(async ({ page }) => {
    await syncIntervals(page, { reconcileMs: 600_000, pollMs: 600_000 });
    // Every connect-src violation of the tab, kept across page loads. (zod probes eval, which
    // script-src refuses, on purpose.)
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        if (!e.effectiveDirective.startsWith('connect-src')) return;
        const seen = JSON.parse(window.sessionStorage.getItem('test.cspViolations') ?? '[]') as string[];
        seen.push(`${e.effectiveDirective} ${e.blockedURI}`);
        window.sessionStorage.setItem('test.cspViolations', JSON.stringify(seen));
      });
    });
  });
  const connectViolations = (page: Page) =>
    page.evaluate(() => window.sessionStorage.getItem('test.cspViolations'));

  test('the login’s socket origin is allowed by the CSP before the first connection; the first screen loads once; events arrive live', async ({
    app,
    page,
    sandbox,
  }) => {
    const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
    const socketOrigin = new URL(user.socket.url).origin;
    expect(socketOrigin).not.toBe(new URL(sandbox.url).origin);
    // Every platform call the desk makes with the session, the orders sync's list included (its
    // first load waits for the socket's first connect: one list for both).
    const calls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin !== new URL(sandbox.url).origin || !req.headers()['authorization']) return;
      calls.push(`${req.method()} ${url.pathname}${url.search}`);
    });

    await app.loginAs(DEMO.admin.usuario);
    // The page the login was typed on could not know the origin: the desk opens on one whose
    // policy lists it, before the first connection and before any first-screen call.
    await expectLive(page, 15_000);
    expect(await connectViolations(page)).toBeNull();
    expect(calls.length).toBeGreaterThan(0);
    // The list waits 1.5 s for the socket's first connect (one list for both, proven on a fixed
    // clock in orders-sync-rules.test.ts); a machine too busy to connect by then loads it once
    // more on the connect, which is right. Every other first-screen call goes out once.
    const isList = (c: string) => c.includes('/pedidos/listar');
    expect(calls.filter((c, i) => !isList(c) && calls.indexOf(c) !== i)).toEqual([]);
    expect(calls.filter(isList).length).toBeLessThanOrEqual(2);
    const csp = await page.evaluate(async () => {
      const res = await fetch(window.location.href);
      return res.headers.get('content-security-policy') ?? '';
    });
    expect(csp).toContain(socketOrigin);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

    const { id } = await newOrder(sandbox, {
      status: 'PP',
      overrides: { usuario_nome: 'Cliente Outra Origem' },
    });
    await expect(row(page, id)).toContainText('Cliente Outra Origem');

    // Logging out forgets the origin.
    await logOut(page);
    const after = await page.evaluate(async () => {
      const res = await fetch(window.location.href);
      return res.headers.get('content-security-policy') ?? '';
    });
    expect(after).not.toContain(socketOrigin);
  });

  test('logout, reload and login again in the same tab: the new page lists the origin again, live', async ({
    app,
    page,
    sandbox,
  }) => {
    await loginLive(app, page);
    await logOut(page);
    // The page served after the logout has no socket origin in its policy.
    await page.reload();
    await app.loginAs(DEMO.admin.usuario);
    await expectLive(page, 15_000);
    expect(await connectViolations(page)).toBeNull();
    const { id } = await newOrder(sandbox, { status: 'PP', overrides: { usuario_nome: 'Cliente Relogin' } });
    await expect(row(page, id)).toContainText('Cliente Relogin');
  });
});
