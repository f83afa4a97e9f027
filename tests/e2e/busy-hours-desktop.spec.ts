// Busy hours (issue 34) in desktop mode: the real main core with fake Electron pieces
// (tests/e2e/support/desktop.ts), on the simulated Tuesday 19:00 of support/busy-hours.ts.
// The pause kept in main and named in the tray; busy mode kept in main across a restart of main,
// its end moving the estimate back through the outbox when the platform is down then; the alert
// ladder raising the window and flashing the taskbar through attention:raise on the fake window.
import { expectLive, newOrder, row, storeSwitch } from './support/orders-desk';
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
import { expect } from './fixtures';

test.describe.configure({ timeout: 90_000 });
test.use({ mode: 'desktop' });

test('the pause is kept in main and named in the tray; a restart of the page finds it; Retomar agora ends it', async ({
  app,
  page,
  main,
  sandbox,
  simClock,
}) => {
  await openOrdersAtSimTime(page, app, simClock);
  await pauseFromHeader(page, '30 min', 'Falta de produto');
  await expect(header(page).getByText('Pausado · volta às 19:30')).toBeVisible();
  await expect.poll(() => main.fakes.tray?.tooltip).toContain('Pausado · volta às 19:30 (faltam ');
  const kept = main.core.settingsStore.get('storePause');
  expect(kept.pause).toMatchObject({ length: '30', reason: 'Falta de produto' });
  expect(kept.log.at(-1)?.why).toBe('Pausa de 30 min até 19:30: Falta de produto');

  // The page starts again (main stays): the pause is read back from main, still running.
  await page.reload();
  await expect(header(page).getByText('Pausado · volta às 19:30')).toBeVisible();
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja fechada');
  expect((await platformStore(sandbox)).fechado).toBe('S');

  await header(page).getByRole('button', { name: 'Retomar agora' }).click();
  await expect(storeSwitch(page)).toHaveAccessibleName('Loja aberta');
  await expect.poll(async () => (await platformStore(sandbox)).fechado).toBe('N');
  await expect.poll(() => main.fakes.tray?.tooltip).not.toContain('Pausado');
  expect(main.core.settingsStore.get('storePause')).toMatchObject({
    pause: null,
    log: [expect.objectContaining({ kind: 'pause' }), expect.objectContaining({ kind: 'return' })],
  });
});

test('busy mode kept in main: it survives a restart of main, and its end during an outage moves the estimate back once the platform returns', async ({
  app,
  page,
  main,
  sandbox,
  simClock,
}) => {
  await openOrdersAtSimTime(page, app, simClock);
  const before = await platformStore(sandbox);
  await busyFromHeader(page, 'Uma faixa acima', '30 min');
  const label = header(page).getByText(/^Entrega \d+–\d+ min · movimentado até 19:30$/);
  await expect(label).toBeVisible();
  await expect
    .poll(async () => (await platformStore(sandbox)).entrega_minimo)
    .toBeGreaterThan(before.entrega_minimo);
  const raised = await platformStore(sandbox);
  expect(main.core.settingsStore.get('storePause').busy).toMatchObject({
    length: '30',
    steps: 1,
    from: { min: before.entrega_minimo, max: before.entrega_maximo },
    to: { min: raised.entrega_minimo, max: raised.entrega_maximo },
  });

  // The orders in production were accepted under the estimate before busy mode: main keeps that.
  const acceptedUnder = () =>
    Object.fromEntries(
      main.core.settingsStore.get('acceptedEstimates').orders.map((o) => [o.id, `${o.min}–${o.max}`]),
    );
  const beforeRange = `${before.entrega_minimo}–${before.entrega_maximo}`;
  const raisedRange = `${raised.entrega_minimo}–${raised.entrega_maximo}`;
  await expect.poll(() => Object.values(acceptedUnder())).toContain(beforeRange);
  const keptBefore = acceptedUnder();
  expect(new Set(Object.values(keptBefore))).toEqual(new Set([beforeRange]));

  // Main quits and starts again on the same user data; the page starts again: busy mode is read
  // back from main's settings, still running, and the estimate stays raised.
  await main.restart();
  await page.reload();
  await expectLive(page);
  await expect(label).toBeVisible();
  expect((await platformStore(sandbox)).entrega_minimo).toBe(raised.entrega_minimo);
  // An order accepted now takes the raised estimate; the record written with it still holds the
  // earlier orders under the one they were accepted with (none re-noted after the restart).
  const fresh = await newOrder(sandbox, { status: 'PA' });
  await expect(row(page, fresh.id)).toHaveCount(1);
  await expect.poll(() => acceptedUnder()[fresh.id]).toBe(raisedRange);
  expect(acceptedUnder()).toEqual({ ...keptBefore, [fresh.id]: raisedRange });

  // The platform refuses every call at the end: the return waits in the outbox and lands after.
  await sandbox.outage({ mode: 'refuse', target: 'http', seconds: 120 });
  await moveBoth(page, simClock, 31 * MINUTE);
  await expect(header(page).getByText(/movimentado até/)).toHaveCount(0);
  await sandbox.endOutage();
  await expect.poll(async () => (await platformStore(sandbox)).entrega_minimo).toBe(before.entrega_minimo);
  expect((await platformStore(sandbox)).entrega_maximo).toBe(before.entrega_maximo);
  const kept = main.core.settingsStore.get('storePause');
  expect(kept.busy).toBeNull();
  expect(kept.log.at(-1)).toMatchObject({ kind: 'busy-end' });
  await expect(header(page).getByRole('button', { name: 'Modo movimentado' })).toBeVisible();
});

test('the alert ladder on the desktop: 30 s unanswered raises the window and flashes the taskbar (attention:raise)', async ({
  app,
  page,
  main,
  simClock,
}) => {
  main.core.settingsStore.set('alerts', {
    ladder: true,
    raiseAfterSeconds: 30,
    speak: false,
    quiet: { enabled: false, from: '22:00', to: '07:00', volume: 0.3 },
  });
  await openOrdersAtSimTime(page, app, simClock);
  // The demo day has orders pending from the start: their ladders count from the desk's first sight.
  await expect(page.locator('.order-row--pending').first()).toBeVisible();
  const win = main.fakes.window;
  // The operator went to another program; nothing raised it or flashed yet.
  win.blur();
  expect(win.flashing).toBe(false);
  const focused = win.calls.focus;
  await moveBoth(page, simClock, 10_000);
  await main.flush();
  expect(win.calls.focus).toBe(focused);
  expect(win.flashing).toBe(false);

  // Past 30 s: main brings the window to the front (focus) and flashes the taskbar.
  await moveBoth(page, simClock, 21_000);
  await expect.poll(() => win.calls.focus).toBeGreaterThan(focused);
  expect(win.flashing).toBe(true);
  expect(win.isFocused()).toBe(true);
});
