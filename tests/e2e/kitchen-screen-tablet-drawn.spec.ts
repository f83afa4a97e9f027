// Issue 33 §3 end to end, a paired tablet's page drawing its screen (kitchen-screen-tablet.spec.ts
// reads the feed itself): the real kitchen system and print service of main/, the page served by
// the kitchen-screen service on a free loopback port.
// - cards accepted 24, 12 and 3 minutes ago (the kitchen's clock is this test's, moved back as
//   each order is accepted; the page keeps the real one) read 'atrasado', 'atenção' and plain,
//   each in words as well as colour;
// - an order whose items change after its card came shows ALTERADO with + and −; a cancelled one
//   shows CANCELADO with the reason;
// - the desk's service goes away: 'Sem conexão com o caixa'; an order accepted meanwhile shows
//   once the service is back, and no card shows twice;
// - axe on the drawn screen; screenshots at 1280×800 and 1920×1080 (the age colours, ALTERADO
//   and CANCELADO, which the desktop test's fresh burst does not show).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LiveOrder } from '../../shared/api/live-order';
import { twoCategoryOrder } from '../unit/main/printing-fixtures';
import { auditPage, formatViolations } from './support/axe';
import { expect, RENDERER_DIR, test } from './fixtures';
import { kdsCard, shownCardIds, startKitchenDesk } from './support/kitchen-desk';
import { absenceWindow, scaled } from './support/timeouts';

const MINUTE = 60_000;
const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/** The fixture's two-category order under another number and customer; `pickup` for Retirada. */
function order(id: string, customer: string, opts: { pickup?: boolean; obs?: string } = {}): LiveOrder {
  const base = twoCategoryOrder();
  return {
    ...base,
    id_pedido: id,
    usuario_nome: customer,
    pedidoObj: {
      ...base.pedidoObj,
      usuario_nome: customer,
      retirada_local: opts.pickup === true,
      observacoes: opts.obs ?? '',
    },
  } as LiveOrder;
}

test('a paired tablet draws its cards: ages in words and colour, ALTERADO, CANCELADO, and a lost desk caught up', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  /** How far back the kitchen's clock is: each order is accepted "that long ago". */
  let back = 0;
  const desk = await startKitchenDesk({
    dataDir: testInfo.outputPath('user-data'),
    rendererDir: RENDERER_DIR,
    screen: { id: 'chapa', name: 'Chapa' },
    now: () => Date.now() - back,
    heartbeatMs: 1000,
  });
  const { kitchen, service, settings } = desk;
  /** Accepted `minutesAgo`: the card takes the kitchen's clock when the journal delivers it. */
  const accept = async (o: LiveOrder, minutesAgo: number) => {
    back = minutesAgo * MINUTE;
    expect(service.printOrder(o)).toMatchObject({ ok: true });
    await expect
      .poll(async () => (await kitchen.ipc.getFeed('chapa')).cards.some((c) => c.orderId === o.id_pedido))
      .toBe(true);
    back = 0;
  };
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${desk.base}/`);
    await page.getByLabel('Código de pareamento').fill(kitchen.serviceView().pairingCode ?? '');
    await page.getByLabel('Nome deste tablet').fill('Tablet da chapa');
    await page.getByRole('button', { name: 'Parear' }).click();
    await expect(page.getByRole('heading', { name: 'Chapa', level: 1 })).toBeVisible();
    await expect(page.getByText('Nenhum pedido para preparar.')).toBeVisible();

    await accept(order('48401', 'Carla Dias', { obs: 'Sem cebola na pizza, por favor.' }), 24);
    await accept(order('48402', 'Bruno Costa', { pickup: true }), 12);
    await accept(order('48403', 'Diego Reis'), 8);
    await accept(order('48404', 'Elisa Nunes', { pickup: true }), 5);
    await accept(order('48405', 'Ana Paula'), 3);
    await accept(order('48406', 'Fábio Melo', { obs: 'Deixar na portaria.' }), 1);

    // The age, in words and by the card's level (never colour alone).
    await expect(kdsCard(page, '48401')).toContainText('há 24 min · atrasado');
    await expect(kdsCard(page, '48401')).toHaveClass(/kds-card--red/);
    await expect(kdsCard(page, '48402')).toContainText('há 12 min · atenção');
    await expect(kdsCard(page, '48402')).toHaveClass(/kds-card--amber/);
    await expect(kdsCard(page, '48405')).toContainText('há 3 min');
    await expect(kdsCard(page, '48405')).not.toContainText('atenção');
    await expect(kdsCard(page, '48405')).toHaveClass(/kds-card--fresh/);
    await expect(kdsCard(page, '48402')).toContainText('Retirada');
    await expect(kdsCard(page, '48401')).toContainText('Sem cebola na pizza');

    // The items of 48403 change after its card came: one more pizza, no Guaraná.
    const changed = order('48403', 'Diego Reis');
    const [pizza] = changed.pedidoObj.itens;
    changed.pedidoObj.itens = [{ ...pizza!, quantidade: 2, valor_total: 123 }];
    // One ALTERADO for the cashier printer, one for the screen.
    expect(service.orderChanged({ kind: 'items', order: changed })).toEqual({ ok: true, slips: 2 });
    const alterado = kdsCard(page, '48403');
    await expect(alterado).toContainText('ALTERADO');
    await expect(alterado.getByRole('list', { name: 'Adicionado' })).toContainText('Pizza Calabresa à moda');
    await expect(alterado.getByRole('list', { name: 'Removido' })).toContainText('Guaraná Antarctica 2L');

    // 48404 is cancelled: it stays, marked, with the reason.
    expect(
      service.orderChanged({ kind: 'cancelled', orderId: '48404', reason: 'Cliente desistiu' }),
    ).toMatchObject({
      ok: true,
    });
    await expect(kdsCard(page, '48404')).toContainText('CANCELADO');
    await expect(kdsCard(page, '48404')).toContainText('Cliente desistiu');
    await expect(kdsCard(page, '48404').getByRole('button', { name: 'Ciente' })).toBeVisible();

    const violations = await auditPage(page);
    expect(violations, formatViolations('tela da cozinha no tablet', violations)).toEqual([]);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const shot = async (width: number, height: number) => {
      await page.setViewportSize({ width, height });
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `kitchen-screen-ages-${width}x${height}.png`),
        animations: 'disabled',
        caret: 'hide',
      });
    };
    await shot(1280, 800);
    await shot(1920, 1080);

    // The desk's service goes away (the tablet's network, as far as the page can tell).
    await kitchen.ipc.saveSettings({ ...settings, tablet: { ...settings.tablet, enabled: false } });
    await expect(page.getByText('Sem conexão com o caixa')).toBeVisible({ timeout: scaled(30_000) });
    // The cards it had stay in sight meanwhile.
    await expect(kdsCard(page, '48401')).toBeVisible();
    await accept(order('48407', 'Gabriel Lima'), 0);
    await kitchen.ipc.saveSettings(settings);
    await expect(kdsCard(page, '48407')).toBeVisible({ timeout: scaled(30_000) });
    await expect(page.getByText('Sem conexão com o caixa')).toHaveCount(0);
    await absenceWindow(1500);
    const ids = await shownCardIds(page);
    expect(ids).toHaveLength(new Set(ids).size);
    expect([...ids].sort()).toEqual(['48401', '48402', '48403', '48404', '48405', '48406', '48407']);
  } finally {
    await desk.stop();
  }
});
