// Staff actions through a platform outage (issue 19 §4): the sandbox's outage lever takes the
// platform away (connections refused, requests hung, 503s; on HTTP or on HTTP and the socket);
// what staff press meanwhile shows at once, marked 'Aguardando conexão', and reaches the platform
// exactly once when it is back. Exactly-once is read from the sandbox's order history (every
// status-change request that reached the platform, repeats included), never from the screen.
// Also: an accept applied whose answer was lost is read back, not resent; Desfazer sends nothing,
// a replay the platform refuses becomes a notice, what cannot wait is disabled with its reason,
// and (desktop) an ambiguous send survives a restart of the main process.
import type { Page } from '@playwright/test';
import type { OutageMode, OutageTarget } from '../../sandbox/outage';
import { DEMO, expect, test, type AppFixture } from './fixtures';
import {
  detail,
  expectLive,
  inSection,
  loginLive,
  plug,
  row,
  storeSwitch,
  syncIntervals,
} from './support/orders-desk';
import {
  alertDialogsOpened,
  cachedIds,
  expectDeskOffline,
  hintConnectivity,
  newOrder,
  platformStore,
  recordAlertDialogs,
  statusesRequested,
  timesApplied,
} from './support/outage';
import type { TestSandbox } from './support/sandbox';
import {
  AUTO_PRINT,
  isReprint,
  orderNumber,
  saveCloudPrintSettings,
  startDemoPrinters,
  TWO_CATEGORY_ITEMS,
} from './support/printing';
import type { VirtualPrinter } from '../../sandbox/virtual-printer';
import { absenceWindow, scaled } from './support/timeouts';

test.describe.configure({ timeout: scaled(90_000) });

/** Long enough never to end by itself: each test ends it with endOutage(). */
const OUTAGE_SECONDS = 120;
/** The probe asks every ≤ 2 s; the replay then takes a few requests. */
const REPLAY_TIMEOUT = scaled(20_000);

// The reasons as staff read them, written out: a test that compared with the exported table
// would still pass if a reason were emptied.
const CANCEL_REASON =
  'Indisponível sem conexão com a plataforma: o cliente precisa ser avisado do cancelamento e do motivo na hora.';
const COURIER_REASON =
  'Indisponível sem conexão com a plataforma: a solicitação de motoboy precisa de uma resposta imediata da plataforma.';

interface Kind {
  mode: OutageMode;
  target: OutageTarget;
}

const waitingMark = (page: Page) => page.getByRole('status').filter({ hasText: 'Aguardando conexão' });
/** Enviar and Cancelar carry a key hint (<kbd>): buttons are found by their action's class. */
const actionButton = (page: Page, action: string) => detail(page).locator(`.order-actions__btn--${action}`);

async function press(page: Page, id: string, action: string) {
  await row(page, id).click();
  await expect(detail(page).getByRole('heading', { name: `Pedido #${id}` })).toBeVisible();
  await actionButton(page, action).click();
}

/** A press while the platform is away: the action shows at once, marked as waiting. */
async function pressWhileAway(page: Page, id: string, action: string) {
  await press(page, id, action);
  await expect(waitingMark(page)).toBeVisible();
}

/** Takes the platform away and waits until the desk has noticed. */
async function platformAway(page: Page, sandbox: TestSandbox, kind: Kind) {
  await sandbox.outage({ ...kind, seconds: OUTAGE_SECONDS });
  await expectDeskOffline(page);
}

/** One change to `status` has reached the platform (a later duplicate is for the caller to rule out). */
async function expectAppliedSoon(sandbox: TestSandbox, id: string, status: string) {
  await expect
    .poll(() => timesApplied(sandbox, id, status), {
      timeout: REPLAY_TIMEOUT,
      message: `${status} em #${id}`,
    })
    .toBe(1);
}

/** Exactly one change to `status` reached the platform, and a moment later still one. */
async function expectAppliedOnce(sandbox: TestSandbox, id: string, status: string) {
  await expectAppliedSoon(sandbox, id, status);
  // A late duplicate (a resend after an unanswered attempt) would land within a probe or two.
  await absenceWindow(2500);
  expect(await timesApplied(sandbox, id, status), `${status} em #${id}, mais tarde`).toBe(1);
}

/** 'HH:MM' now, as the desk writes it (the e2e run shares the store's time zone). */
const clockTime = () =>
  new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(new Date());

/** A delivery order waiting for acceptance (the platform's 'PP'). */
const pendingDelivery = (sandbox: TestSandbox) =>
  newOrder(sandbox, { status: 'PP', overrides: { retirada_local: false } });

/** The admin logged in, with one delivery order waiting for acceptance on the desk. */
async function deskWithPendingDelivery(app: AppFixture, page: Page, sandbox: TestSandbox): Promise<string> {
  // Every error dialog the page opens is recorded (alertDialogsOpened), even one gone by the end.
  await recordAlertDialogs(page);
  await app.loginAs(DEMO.admin.usuario);
  const id = await pendingDelivery(sandbox);
  await expect(row(page, id)).toBeVisible();
  return id;
}

const KINDS: Kind[] = [
  { mode: 'refuse', target: 'http' },
  { mode: 'hang', target: 'http' },
  { mode: '503', target: 'http' },
  { mode: 'refuse', target: 'both' },
  { mode: 'hang', target: 'both' },
  { mode: '503', target: 'both' },
];

for (const kind of KINDS) {
  test(`${kind.mode} on ${kind.target}: every queued action shows at once and reaches the platform exactly once`, async ({
    app,
    page,
    sandbox,
  }) => {
    await app.loginAs(DEMO.admin.usuario);
    const accept = await pendingDelivery(sandbox);
    const pickup = await newOrder(sandbox, { status: 'PA', overrides: { retirada_local: true } });
    const send = await newOrder(sandbox, {
      status: 'PA',
      overrides: { retirada_local: false, canUseExternalDelivery: false },
    });
    const deliver = await newOrder(sandbox, { status: 'PE', overrides: { retirada_local: false } });
    for (const id of [accept, pickup, send, deliver]) await expect(row(page, id)).toBeVisible();
    const storeBefore = await platformStore(sandbox);
    expect(storeBefore.fechado).toBe('N');

    await row(page, accept).click();
    await platformAway(page, sandbox, kind);

    const before = clockTime();
    await pressWhileAway(page, accept, 'accept');
    const after = clockTime();
    await expect(inSection(page, 'Aceito/Produção', accept)).toBeVisible();
    // The minute it was pressed (the one after too, should the press straddle a minute).
    await expect(waitingMark(page)).toContainText(new RegExp(`^Aguardando conexão · (${before}|${after})`));
    // Still pending on the platform: its time to accept keeps counting, in the row and the detail.
    for (const where of [row(page, accept), detail(page)]) {
      await expect(where.getByText('Tempo para aceitar:')).toBeAttached();
      await expect(where.locator('.countdown__value')).toHaveText(/^\d\d:\d\d$/);
      await expect(where.locator('.countdown__value')).not.toHaveText('00:00');
    }

    await pressWhileAway(page, pickup, 'pickupReady');
    await expect(inSection(page, 'Enviado(s)/Pronto para retirada', pickup)).toBeVisible();

    await pressWhileAway(page, send, 'send');
    await expect(inSection(page, 'Enviado(s)/Pronto para retirada', send)).toBeVisible();

    await pressWhileAway(page, deliver, 'deliver');
    await expect(inSection(page, 'Entregues', deliver)).toBeVisible();

    await storeSwitch(page).click();
    await expect(storeSwitch(page)).toHaveAccessibleName(/Loja fechada/);
    await page.getByRole('button', { name: /^Entrega .*Alterar a previsão de entrega$/ }).click();
    await page.getByRole('menuitemradio', { name: /15.30 min/ }).click();
    await expect(page.getByRole('button', { name: /^Entrega 15.30 min/ })).toBeVisible();
    // The order's, the switch's and the estimate's marks.
    await expect(waitingMark(page)).toHaveCount(3);

    const queued = [
      [accept, 'PA'],
      [pickup, 'PICKUP_READY'],
      [send, 'PE'],
      [deliver, 'PD'],
    ] as const;
    // Nothing reached the platform while it was away.
    for (const [id, status] of queued) expect(await timesApplied(sandbox, id, status)).toBe(0);
    expect((await sandbox.outageState()).refused).toBeGreaterThan(0);

    await sandbox.endOutage();
    // Each lands; the check for late duplicates is the one after the marks are gone, for all at once.
    for (const [id, status] of queued) await expectAppliedSoon(sandbox, id, status);
    await expect
      .poll(() => platformStore(sandbox), { timeout: REPLAY_TIMEOUT })
      .toMatchObject({ fechado: 'S', entrega_minimo: 15, entrega_maximo: 30 });
    await expect(waitingMark(page)).toHaveCount(0, { timeout: REPLAY_TIMEOUT });
    await expect(page.getByText(/Aguardando conexão/)).toHaveCount(0);
    await expect(storeSwitch(page)).toHaveAccessibleName(/Loja fechada/);
    await expect(inSection(page, 'Aceito/Produção', accept)).toBeVisible();

    // Late duplicates would show up after the replay: none does.
    await absenceWindow(2500);
    for (const [id, status] of queued) expect(await timesApplied(sandbox, id, status)).toBe(1);
  });
}

test('socket-only outage: HTTP answers, so nothing waits: no mark, no banner, actions go straight through, the socket comes back', async ({
  app,
  page,
  sandbox,
}) => {
  const id = await pendingDelivery(sandbox);
  // Only the reconnect may bring the order created after the outage: no polling, no reconciliation.
  await syncIntervals(page, { reconcileMs: 600_000, pollMs: 600_000 });
  await loginLive(app, page);
  await expect(row(page, id)).toBeVisible();
  await expect(storeSwitch(page)).toHaveAccessibleName(/Loja aberta/);

  await sandbox.outage({ mode: 'refuse', target: 'socket', seconds: OUTAGE_SECONDS });
  await expect(plug(page)).toHaveAttribute('data-connected', 'false');
  // The dropped socket only makes the desk ask the platform, which answers.
  await hintConnectivity(page);

  await press(page, id, 'accept');
  await expect(inSection(page, 'Aceito/Produção', id)).toBeVisible();
  // Applied by the press itself, while the socket is still refused.
  expect(await statusesRequested(sandbox, id)).toEqual(['PA']);
  await storeSwitch(page).click();
  await expect(storeSwitch(page)).toHaveAccessibleName(/Loja fechada/);
  await expect.poll(async () => (await platformStore(sandbox)).fechado).toBe('S');
  // What cannot wait stays usable: the platform answers.
  await expect(actionButton(page, 'cancel')).toBeEnabled();
  await absenceWindow(2500);
  await expect(page.getByText(/Aguardando conexão/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão com a plataforma' })).toHaveCount(0);
  await expect(page.locator('[title^="Indisponível sem conexão com a plataforma"]')).toHaveCount(0);
  expect((await sandbox.outageState()).refused).toBeGreaterThan(0);
  expect(await plug(page).getAttribute('data-connected')).toBe('false');

  await sandbox.endOutage();
  await expectLive(page, 15_000);
  const later = await pendingDelivery(sandbox);
  await expect(row(page, later)).toBeVisible();
  expect(await statusesRequested(sandbox, id)).toEqual(['PA']);
});

test('a refused connection met by the press itself: the action waits without an error dialog, then lands once', async ({
  app,
  page,
  sandbox,
}) => {
  const id = await deskWithPendingDelivery(app, page, sandbox);
  // The desk has not noticed anything yet: the press is the first call to meet the outage.
  await sandbox.outage({ mode: 'refuse', target: 'http', seconds: OUTAGE_SECONDS });
  await pressWhileAway(page, id, 'accept');
  await expect(inSection(page, 'Aceito/Produção', id)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await sandbox.endOutage();
  await expectAppliedOnce(sandbox, id, 'PA');
  await expect(waitingMark(page)).toHaveCount(0, { timeout: REPLAY_TIMEOUT });
  // Every dialog opened since the page loaded, not only one still open at the end.
  expect(await alertDialogsOpened(page)).toEqual([]);
});

test('applied, answer lost: the platform applies Aceitar and the connection drops; the desk reads it back and never sends it again', async ({
  app,
  page,
  sandbox,
}) => {
  const id = await deskWithPendingDelivery(app, page, sandbox);
  await sandbox.control('faults', { method: 'PUT', path: `orders/${id}`, dropAnswer: true, times: 1 });
  await press(page, id, 'accept');
  // The platform has it, the desk does not know: no error dialog, the accept is shown.
  await expect(inSection(page, 'Aceito/Produção', id)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await sandbox.orderHistory(id)).status).toBe('PA');
  // The fault was met: the accept's answer really was cut.
  expect((await sandbox.control<{ faults: unknown[] }>('faults')).faults).toEqual([]);
  // The desk reads the platform's PA back (nothing resent) and the mark goes.
  await expect(waitingMark(page)).toHaveCount(0, { timeout: REPLAY_TIMEOUT });
  await expectAppliedOnce(sandbox, id, 'PA');
  expect(await statusesRequested(sandbox, id)).toEqual(['PA']);
  await expect(inSection(page, 'Aceito/Produção', id)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await alertDialogsOpened(page)).toEqual([]);
});

test('web: an Aceitar waiting in IndexedDB survives a reload of the page during the outage, then lands once', async ({
  app,
  page,
  sandbox,
}) => {
  const id = await deskWithPendingDelivery(app, page, sandbox);
  // The reloaded page shows the order from the day's cache: wait until the writer has it.
  await expect
    .poll(async () => (await cachedIds(page))?.ids.includes(id) ?? false, { timeout: scaled(15_000) })
    .toBe(true);
  await row(page, id).click();
  await platformAway(page, sandbox, { mode: 'refuse', target: 'both' });
  const before = clockTime();
  await pressWhileAway(page, id, 'accept');
  const after = clockTime();

  await page.reload();
  await expect(row(page, id)).toBeVisible();
  await row(page, id).click();
  await expect(inSection(page, 'Aceito/Produção', id)).toBeVisible();
  await expect(waitingMark(page)).toContainText(new RegExp(`^Aguardando conexão · (${before}|${after})`));
  expect(await timesApplied(sandbox, id, 'PA')).toBe(0);

  await sandbox.endOutage();
  await expectAppliedOnce(sandbox, id, 'PA');
  await expect(waitingMark(page)).toHaveCount(0, { timeout: REPLAY_TIMEOUT });
  await expect(inSection(page, 'Aceito/Produção', id)).toBeVisible();
});

test('Desfazer during the outage: the action is never sent', async ({ app, page, sandbox }) => {
  const id = await deskWithPendingDelivery(app, page, sandbox);
  const kept = await pendingDelivery(sandbox);
  await row(page, id).click();
  await platformAway(page, sandbox, { mode: '503', target: 'http' });

  await pressWhileAway(page, id, 'accept');
  await detail(page)
    .getByRole('button', { name: /^Desfazer/ })
    .click();
  await expect(waitingMark(page)).toHaveCount(0);
  await expect(inSection(page, 'Pendente', id)).toBeVisible();
  // Another order's accept stays queued: the replay runs, and still leaves the undone one alone.
  await pressWhileAway(page, kept, 'accept');

  await sandbox.endOutage();
  await expectAppliedOnce(sandbox, kept, 'PA');
  await absenceWindow(1500);
  expect(await statusesRequested(sandbox, id)).toEqual([]);
  expect((await sandbox.orderHistory(id)).status).toBe('PP');
});

test('Desfazer on a waiting delivery estimate: never sent, the platform’s estimate shown again', async ({
  app,
  page,
  sandbox,
}) => {
  // An order on screen: its Cancelar tells when the desk knows the platform is away.
  await row(page, await deskWithPendingDelivery(app, page, sandbox)).click();
  const before = await platformStore(sandbox);
  // A preset the store is not on, so a send would show in the platform's store.
  expect([before.entrega_minimo, before.entrega_maximo]).not.toEqual([15, 30]);
  const estimate = page.getByRole('button', { name: /^Entrega .*Alterar a previsão de entrega$/ });
  const shown = await estimate.getAttribute('aria-label');
  await platformAway(page, sandbox, { mode: 'refuse', target: 'http' });

  await estimate.click();
  await page.getByRole('menuitemradio', { name: /15.30 min/ }).click();
  await expect(estimate).toHaveAccessibleName(/^Entrega 15.30 min/);
  await expect(waitingMark(page)).toHaveCount(1);
  await page.getByRole('button', { name: /^Desfazer a previsão de entrega 15.30 min$/ }).click();
  await expect(waitingMark(page)).toHaveCount(0);
  await expect(estimate).toHaveAttribute('aria-label', shown ?? '');

  await sandbox.endOutage();
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão com a plataforma' })).toHaveCount(0, {
    timeout: REPLAY_TIMEOUT,
  });
  await absenceWindow(2500);
  expect(await platformStore(sandbox)).toEqual(before);
  await expect(estimate).toHaveAttribute('aria-label', shown ?? '');
});

test('a replay the platform refuses (the customer cancelled meanwhile): a notice with its message, the platform’s truth shown', async ({
  app,
  page,
  sandbox,
}) => {
  const id = await deskWithPendingDelivery(app, page, sandbox);
  await row(page, id).click();
  await platformAway(page, sandbox, { mode: 'refuse', target: 'http' });
  await pressWhileAway(page, id, 'accept');

  // The customer cancels; the desk does not hear of it (events withheld) until it asks.
  await sandbox.control('socket/withhold', { on: true });
  await sandbox.control(`orders/${id}/status`, { status: 'PC' });

  await sandbox.endOutage();
  const notice = detail(page).getByRole('alert').filter({ hasText: 'A plataforma recusou a ação' });
  await expect(notice).toBeVisible({ timeout: REPLAY_TIMEOUT });
  await expect(notice).toContainText('Pedido já finalizado.');
  await expect(inSection(page, 'Cancelados', id)).toBeVisible();
  await expect(waitingMark(page)).toHaveCount(0);
  const history = await sandbox.orderHistory(id);
  expect(history.changes.map((c) => c.status)).toEqual(['PC']);
  // Sent once and refused: a refusal is final, never sent again.
  expect(history.requests.map((r) => r.status)).toEqual(['PA']);
});

test('what cannot wait: Cancelar and Solicitar Motoboy are disabled and say why', async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  const pending = await pendingDelivery(sandbox);
  const courier = await newOrder(sandbox, {
    status: 'PA',
    overrides: { retirada_local: false, canUseExternalDelivery: true, chat_enabled: false },
  });
  await expect(row(page, courier)).toBeVisible();
  await row(page, pending).click();
  await platformAway(page, sandbox, { mode: 'hang', target: 'both' });

  const cancel = actionButton(page, 'cancel');
  await expect(cancel).toBeDisabled();
  await expect(cancel).toHaveAttribute('title', CANCEL_REASON);
  await expect(cancel).toHaveAccessibleDescription(CANCEL_REASON);

  await row(page, courier).click();
  const request = detail(page).getByRole('button', { name: 'Solicitar Motoboy', exact: true });
  await expect(request).toBeDisabled();
  await expect(request).toHaveAccessibleDescription(COURIER_REASON);
  await expect(actionButton(page, 'cancel')).toBeDisabled();

  await sandbox.endOutage();
  await expect(request).toBeEnabled({ timeout: REPLAY_TIMEOUT });
  await expect(actionButton(page, 'cancel')).toBeEnabled();
});

test.describe('desktop', () => {
  test.use({ mode: 'desktop' });

  test('an ambiguous send survives a restart of the main process: sent exactly once after', async ({
    app,
    page,
    main,
    sandbox,
  }) => {
    const id = await deskWithPendingDelivery(app, page, sandbox);
    // A hung platform: the press's request goes out and nothing comes back.
    await sandbox.outage({ mode: 'hang', target: 'http', seconds: OUTAGE_SECONDS });
    await press(page, id, 'accept');
    await expect.poll(async () => (await sandbox.outageState()).refused).toBeGreaterThan(0);
    // The hung connection is cut (refused from now on): the press learns nothing about its fate,
    // so the action is kept as possibly sent ('sending': verified before it is sent again).
    await sandbox.outage({ mode: 'refuse', target: 'http', seconds: OUTAGE_SECONDS });
    await expect(waitingMark(page)).toBeVisible({ timeout: REPLAY_TIMEOUT });
    await expect
      .poll(async () => (await main.core.offline!.ipc.listOutbox()).map((e) => e.state))
      .toEqual(['sending']);

    await main.restart();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    expect((await main.core.offline!.ipc.listOutbox()).map((e) => e.state)).toEqual(['sending']);
    expect(await timesApplied(sandbox, id, 'PA')).toBe(0);

    await sandbox.endOutage();
    await expectAppliedOnce(sandbox, id, 'PA');
    await expect.poll(() => main.core.offline!.ipc.listOutbox()).toEqual([]);
    // Once the outbox is empty, still once.
    await absenceWindow(2500);
    expect(await timesApplied(sandbox, id, 'PA')).toBe(1);
  });

  test('automatic accept-and-print with HTTP refused: nothing printed until the accept is confirmed, then once', async ({
    app,
    page,
    main,
    sandbox,
  }) => {
    const printers = await startDemoPrinters(main);
    await app.loginAs(DEMO.admin.usuario);
    const ticketsOf = (printer: VirtualPrinter, id: string) =>
      printer.jobs.filter((j) => orderNumber(j) === id);
    // A new order reaches the desk through an HTTP read after the socket's 'novo': it comes in
    // just before the outage, and the automatic accept is switched on (locally, in main) once
    // HTTP is refused, so its accept is the first thing to meet the outage.
    const id = await newOrder(sandbox, {
      status: 'PP',
      overrides: { retirada_local: false, itens: TWO_CATEGORY_ITEMS },
    });
    await expect(row(page, id)).toBeVisible();
    await sandbox.outage({ mode: 'refuse', target: 'http', seconds: OUTAGE_SECONDS });
    await saveCloudPrintSettings(page, sandbox, AUTO_PRINT);
    // The automatic accept waits for the platform: shown as waiting, nothing printed.
    await row(page, id).click();
    await expect(waitingMark(page)).toBeVisible({ timeout: REPLAY_TIMEOUT });
    await absenceWindow(2 * AUTO_PRINT.delay);
    for (const printer of Object.values(printers)) expect(ticketsOf(printer, id)).toEqual([]);
    expect(await statusesRequested(sandbox, id)).toEqual([]);

    await sandbox.endOutage();
    await expectAppliedOnce(sandbox, id, 'PA');
    for (const [name, printer] of Object.entries(printers)) {
      await expect
        .poll(() => ticketsOf(printer, id).length, { timeout: scaled(30_000), message: `tickets em ${name}` })
        .toBe(1);
    }
    await expectAppliedOnce(sandbox, id, 'PI');
    await absenceWindow(2500);
    for (const printer of Object.values(printers)) {
      expect(ticketsOf(printer, id)).toHaveLength(1);
      expect(ticketsOf(printer, id).filter(isReprint)).toEqual([]);
    }
    const history = await sandbox.orderHistory(id);
    expect(history.changes.map((c) => c.status)).toEqual(['PA', 'PI']);
    expect(history.requests.map((r) => r.status)).toEqual(['PA', 'PI']);
    expect(history.changes[0]?.obs).toBe('auto');
  });
});
