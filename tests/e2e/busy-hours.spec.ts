// Busy hours (issue 34 §1, §4) in web mode against the sandbox, on a simulated Tuesday 19:00 (the
// demo store's Funcionamento has it open 18:00–23:00): 'Pausar' 15 min closes the store with the
// spec's call and shows 'Pausado · volta às 19:15' with its countdown; the page's clock (Playwright's
// page.clock) and the sandbox's (its `now`) move 16 minutes together and the store reopens by
// itself, without a reload. Then accepted orders of different ages show amber and 'Atrasado', the
// chip 'Atrasados (n)' filters the list, and the count follows the clock.
import type { Page } from '@playwright/test';
import { expectLive, list, newOrder, row, storeSwitch } from './support/orders-desk';
import { platformStore } from './support/outage';
import {
  busyFromHeader,
  header,
  MINUTE,
  moveBoth,
  openOrdersAtSimTime,
  pauseFromHeader,
  test,
} from './support/busy-hours';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { DEMO, expect } from './fixtures';

test.describe.configure({ timeout: 90_000 });
test.use({ mode: 'web' });

const lateChip = (page: Page) => page.getByRole('button', { name: /^Atrasados \(\d+\)$/ });

test('pause 15 min → automatic return within hours; late orders in sight on the clock', async ({
  app,
  page,
  sandbox,
  simClock,
}) => {
  const start = new Date(simClock.now());
  simClock.offset = start.getTime() - Date.now();
  await page.clock.install({ time: start });
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/pedidos');
  await expectLive(page);
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');

  // Pause: 15 min, 'Muitos pedidos'.
  await header(page).getByRole('button', { name: 'Pausar' }).click();
  const menu = page.getByRole('dialog', { name: 'Pausar a loja' });
  await menu.getByRole('radio', { name: '15 min' }).check();
  await menu.getByRole('radio', { name: 'Muitos pedidos' }).check();
  await app.audit('store-pause-menu');
  await menu.getByRole('button', { name: 'Pausar loja' }).click();
  await expect(header(page).getByText('Pausado · volta às 19:15')).toBeVisible();
  await expect(header(page).getByLabel(/^Faltam 1[45]:\d\d$/)).toBeVisible();
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');
  await expect(header(page).getByRole('button', { name: 'Retomar agora' })).toBeVisible();
  await expect.poll(async () => (await platformStore(sandbox)).fechado).toBe('S');
  // A paused store takes no orders: no 'Modo movimentado' then, and the header fits 1366 px whole.
  await expect(header(page).getByRole('button', { name: 'Modo movimentado' })).toHaveCount(0);
  expect(await header(page).evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  const switchBox = await header(page).locator('.store-switch').boundingBox();
  expect((switchBox?.x ?? Infinity) + (switchBox?.width ?? 0)).toBeLessThanOrEqual(1366);
  await app.screenshot('busy-hours-header-paused');
  await app.audit('store-pause-header');

  // 16 minutes later on both clocks: the desk reopens the store by itself (no reload).
  await page.evaluate(() => Object.assign(window, { busyDocument: true }));
  await moveBoth(page, simClock, 16 * MINUTE);
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');
  await expect(header(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect(header(page).getByText(/^Pausado/)).toHaveCount(0);
  // The toast comes only with the platform's confirmation of the opening.
  await expect(page.getByText(/^Fim da pausa: a loja foi reaberta às 19:1\d\.$/)).toBeVisible();
  expect((await platformStore(sandbox)).fechado).toBe('N');

  // Late orders: 45 min (past the 40 min minimum: amber), 70 min (past 60: red), 10 min (nothing).
  const amber = await newOrder(sandbox, {
    status: 'PA',
    minutesAgo: 45,
    overrides: { usuario_nome: 'Cliente Âmbar' },
  });
  const late = await newOrder(sandbox, {
    status: 'PA',
    minutesAgo: 70,
    overrides: { usuario_nome: 'Cliente Atrasado' },
  });
  const fresh = await newOrder(sandbox, {
    status: 'PA',
    minutesAgo: 10,
    overrides: { usuario_nome: 'Cliente Novo' },
  });
  await expect(row(page, fresh.id)).toHaveCount(1);
  await expect(row(page, late.id).locator('.late-badge--late')).toContainText('Atrasado');
  await expect(row(page, amber.id).locator('.late-badge--warn')).toContainText(/^4[45] min/);
  await expect(row(page, fresh.id).locator('.late-badge')).toHaveCount(0);
  // The seeded day has accepted orders of its own: the chip counts every red badge, ours included.
  const chipCount = async () =>
    Number(/\((\d+)\)/.exec((await lateChip(page).textContent()) ?? '')?.[1] ?? -1);
  const redRows = () => list(page).locator('.order-row:has(.late-badge--late)').count();
  await expect
    .poll(async () => (await chipCount()) === (await redRows()) && (await chipCount()) > 0)
    .toBe(true);
  const before = await chipCount();

  await lateChip(page).click();
  await expect(lateChip(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, late.id)).toHaveCount(1);
  await expect(row(page, amber.id)).toHaveCount(0);
  await expect(row(page, fresh.id)).toHaveCount(0);
  await expect(list(page).locator('.order-row')).toHaveCount(before);
  await expect(list(page).locator('.order-row:not(:has(.late-badge--late))')).toHaveCount(0);
  await app.screenshot('busy-hours-late-filter');
  await app.audit('orders-late-filter');

  // 16 minutes on, no reload: the amber one passes 60 min too; the chip and the filtered list follow.
  await moveBoth(page, simClock, 16 * MINUTE);
  await expect(row(page, amber.id).locator('.late-badge--late')).toContainText('Atrasado');
  await expect.poll(chipCount).toBeGreaterThan(before);
  const after = await chipCount();
  await expect(list(page).locator('.order-row')).toHaveCount(after);

  // Início counts them.
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Início', exact: true })
    .click();
  await expect(
    page
      .locator('.stat', { has: page.getByRole('heading', { name: 'Pedidos atrasados' }) })
      .locator('.stat__value'),
  ).toHaveText(String(after));
  expect(await page.evaluate(() => (window as { busyDocument?: boolean }).busyDocument === true)).toBe(true);
});

test('a platform outage at the end of the pause: the return waits in the outbox and lands when it is back', async ({
  app,
  page,
  sandbox,
  simClock,
}) => {
  await openOrdersAtSimTime(page, app, simClock);
  await pauseFromHeader(page, '15 min', 'Problema na cozinha');
  await expect(header(page).getByText('Pausado · volta às 19:15')).toBeVisible();
  await expect.poll(async () => (await platformStore(sandbox)).fechado).toBe('S');

  await sandbox.outage({ mode: 'refuse', target: 'http', seconds: 120 });
  await moveBoth(page, simClock, 16 * MINUTE);
  // The pause is over; its opening waits, marked, on the switch (the switch shows what waits).
  await expect(header(page).getByText(/^Pausado/)).toHaveCount(0);
  await expect(header(page).getByRole('status').filter({ hasText: 'Aguardando conexão' })).toBeVisible();
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');
  await expect(
    page.getByText(/^Fim da pausa: a loja foi reaberta às 19:1\d\. \(aguardando a conexão/),
  ).toBeVisible();

  await sandbox.endOutage();
  await expect.poll(async () => (await platformStore(sandbox)).fechado).toBe('N');
  await expect(header(page).getByRole('status').filter({ hasText: 'Aguardando conexão' })).toHaveCount(0);
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');
});

test('another desk opening the store ends the pause, and the desk says so', async ({
  app,
  page,
  sandbox,
  simClock,
}) => {
  await openOrdersAtSimTime(page, app, simClock);
  await pauseFromHeader(page, '1 h');
  await expect(header(page).getByText('Pausado · volta às 20:00')).toBeVisible();
  await expect.poll(async () => (await platformStore(sandbox)).fechado).toBe('S');

  // Another cash desk of the same store opens it through the platform.
  const other = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}estabelecimento/mudaAberturaFechamento`, {
    method: 'POST',
    headers: { Authorization: other.sessao.hash, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'fechado=N',
  });
  expect(res.ok).toBe(true);

  await expect(
    page.getByText('Pausa encerrada: a loja foi aberta por outro caixa ou pela plataforma'),
  ).toBeVisible();
  await expect(header(page).getByText(/^Pausado/)).toHaveCount(0);
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');
  await expect(header(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
});

test("'Modo movimentado' 30 min: one preset up, shown in the header; an outage at its end waits in the outbox", async ({
  app,
  page,
  sandbox,
  simClock,
}) => {
  await openOrdersAtSimTime(page, app, simClock);
  const before = await platformStore(sandbox);
  await busyFromHeader(page, 'Uma faixa acima', '30 min');
  await expect(header(page).getByText(/^Entrega \d+–\d+ min · movimentado até 19:30$/)).toBeVisible();
  await expect
    .poll(async () => (await platformStore(sandbox)).entrega_minimo)
    .toBeGreaterThan(before.entrega_minimo);
  await app.screenshot('busy-hours-header-busy');

  await sandbox.outage({ mode: 'refuse', target: 'http', seconds: 120 });
  await moveBoth(page, simClock, 31 * MINUTE);
  await expect(header(page).getByText(/movimentado até/)).toHaveCount(0);
  await sandbox.endOutage();
  await expect.poll(async () => (await platformStore(sandbox)).entrega_minimo).toBe(before.entrega_minimo);
  expect((await platformStore(sandbox)).entrega_maximo).toBe(before.entrega_maximo);
});

test('the alert ladder in web mode: the spoken words, then the tab title after 30 s', async ({
  app,
  page,
  sandbox,
  simClock,
}) => {
  // A fake speechSynthesis with a pt-BR voice that records what it is asked to say, and the
  // ladder and the spoken alert turned on in the web's settings.
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    const voice = { lang: 'pt-BR', name: 'Fake pt-BR', localService: true, default: true, voiceURI: 'fake' };
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: { getVoices: () => [voice], speak: (u: { text: string }) => spoken.push(u.text), cancel() {} },
    });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      configurable: true,
      value: class {
        voice: unknown = null;
        lang = '';
        constructor(readonly text: string) {}
      },
    });
    const key = 'cashDesk.settings';
    if (!localStorage.getItem(key))
      localStorage.setItem(
        key,
        JSON.stringify({
          startWithOs: false,
          closeBehavior: 'ask',
          sound: { enabled: true, volume: 1, name: 'default' },
          alerts: {
            ladder: true,
            raiseAfterSeconds: 30,
            speak: true,
            quiet: { enabled: false, from: '22:00', to: '07:00', volume: 0.3 },
          },
        }),
      );
  });
  await openOrdersAtSimTime(page, app, simClock);
  const order = await newOrder(sandbox, {
    overrides: {
      usuario_nome: 'Érica Lima',
      endereco_completo: 'Rua das Flores, 123',
      usuario_telefone_formatado: '(11) 98888-7777',
    },
  });
  await expect(row(page, order.id)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken))
    .toEqual([expect.stringMatching(/^Novo pedido de Érica, \d+ ite(m|ns), (entrega|retirada)$/)]);
  const said = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken.join());
  expect(said).not.toMatch(/Flores|123|98888/);
  await expect(page).not.toHaveTitle(/Novo pedido!/);
  // The demo day has other pending orders too: each counts once it waits past 30 s.
  await moveBoth(page, simClock, 31_000);
  await expect(page).toHaveTitle(/^\(\d+\) Novo pedido!$/);
  const waiting = Number(/^\((\d+)\)/.exec(await page.title())?.[1]);
  expect(waiting).toBeGreaterThanOrEqual(1);
  // Opening the order answers it: it leaves the count.
  await row(page, order.id).click();
  await expect(page).toHaveTitle(waiting > 1 ? `(${waiting - 1}) Novo pedido!` : /^(?!\().*/);
});
