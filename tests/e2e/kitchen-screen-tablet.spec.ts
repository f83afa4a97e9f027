// Issue 33 §3 end to end, tablet side: the kitchen-screen service (main/kitchen) on a free
// loopback port, reached by Chromium as a kitchen tablet would reach the desk. Without the code the
// device gets the pairing form and nothing else (a wrong code is refused in Portuguese, the feed
// answers 401); with the code it gets its own cookie (HttpOnly: the page never sees the token) and
// the screen's feed, where an order the desk accepts (printOrder, as the orders screen calls it on
// accept) arrives as a card.
import { twoCategoryOrder } from '../unit/main/printing-fixtures';
import { expect, RENDERER_DIR, test } from './fixtures';
import { startKitchenDesk } from './support/kitchen-desk';

test('a tablet is refused without the code, then paired gets the accepted order as a card', async ({
  page,
}, testInfo) => {
  const desk = await startKitchenDesk({
    dataDir: testInfo.outputPath('user-data'),
    rendererDir: RENDERER_DIR,
    screen: { id: 'cozinha', name: 'Cozinha' },
  });
  const { kitchen, service } = desk;
  try {
    await page.goto(`${desk.base}/`);
    await expect(page.getByRole('heading', { name: 'Tela da cozinha' })).toBeVisible();
    // Without the code: refused, and the feed stays closed.
    const code = kitchen.serviceView().pairingCode ?? '';
    await page.getByLabel('Código de pareamento').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Parear' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Código de pareamento incorreto. Confira o código na tela do caixa.',
    );
    expect(await page.evaluate(() => fetch('/feed?screen=cozinha').then((r) => r.status))).toBe(401);
    expect(kitchen.serviceView().devices).toEqual([]);

    // With the code shown on the desk: paired, the form is gone.
    await page.getByLabel('Código de pareamento').fill(kitchen.serviceView().pairingCode ?? '');
    await page.getByLabel('Nome deste tablet').fill('Tablet da chapa');
    await page.getByRole('button', { name: 'Parear' }).click();
    await expect(page.getByLabel('Código de pareamento')).toHaveCount(0);
    expect(kitchen.serviceView().devices.map((d) => d.name)).toEqual(['Tablet da chapa']);
    expect(await page.evaluate(() => document.cookie)).toBe('');

    // The page's feed (its cookie only), then the desk accepts an order: it arrives as a card (in
    // the whole feed on connect, or in a delta's `put` after it).
    const card = page.evaluate(async () => {
      const res = await fetch('/feed?screen=cozinha');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return null;
        text += decoder.decode(value, { stream: true });
        for (const block of text.split('\n\n')) {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          type Card = { orderId: string; stationNo?: number; customerFirstName: string };
          const update = JSON.parse(data.slice(6)) as { cards?: Card[]; put?: { card: Card }[] };
          const cards = update.cards ?? update.put?.map((p) => p.card) ?? [];
          if (cards.length > 0) {
            await reader.cancel();
            return cards[0];
          }
        }
      }
    });
    expect(service.printOrder(twoCategoryOrder())).toMatchObject({ ok: true, queued: 2 });
    expect(await card).toMatchObject({ orderId: '48311', stationNo: 1, customerFirstName: 'João' });
  } finally {
    await desk.stop();
  }
});
