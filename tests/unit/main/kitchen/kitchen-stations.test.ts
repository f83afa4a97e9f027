// Kitchen screens as stations of the print journal (issue 33 §3), through the real print service,
// journal and card store: one card per screen whose categories the order has, numbered by the
// station counter, counted as out; cancel and change marked on the card whatever the slip
// settings; a restart of the desk loses no card and shows none twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveOrder } from '../../../../shared/api/live-order';
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '../../../../shared/kitchen-screen/contract';
import type { LocalPrintSettings } from '../../../../shared/printing';
import { createKitchenSystem, type KitchenSystem } from '../../../../main/kitchen';
import { createPrintService, type PrintService } from '../../../../main/printing/print-service';
import type { ResolvedPrinter } from '../../../../main/printing/registry';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../../main/printing/settings';
import { fakeSafeStorage } from '../fakes';
import { twoCategoryOrder } from '../printing-fixtures';
import type { JournalTimers } from '../../../../main/printing/journal';
import { createMemoryLogger } from '../../../support/logger';
import { fakeClock, T0 } from '../../../support/print-journal';

let dir: string;
const running: { service: PrintService; kitchen: KitchenSystem }[] = [];
let sent: Buffer[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-stations-'));
  sent = [];
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map(async (r) => Promise.all([r.service.stop(), r.kitchen.stop()])));
  fs.rmSync(dir, { recursive: true, force: true });
});

const printSettings = (patch: Partial<LocalPrintSettings> = {}): LocalPrintSettings => ({
  ...structuredClone(DEFAULT_LOCAL_PRINT_SETTINGS),
  impressorasCaixa: ['Caixa'],
  ...patch,
});
const kitchenOn: KitchenSettings = {
  ...structuredClone(DEFAULT_KITCHEN_SETTINGS),
  enabled: true,
  screens: [
    { id: 'pizza', name: 'Pizzas', categories: ['1'] },
    { id: 'bar', name: 'Bar', categories: ['2'] },
    { id: 'sobremesa', name: 'Sobremesas', categories: ['9'] },
    { id: 'expo', name: 'Expedição', categories: [] },
  ],
};

function start(
  settings = printSettings(),
  kitchenSettings: KitchenSettings | null = kitchenOn,
  timers?: JournalTimers,
  opts: { dataDir?: string; send?(channel: string): void } = {},
) {
  const dataDir = opts.dataDir ?? dir;
  const kitchen = createKitchenSystem({
    dataDir,
    rendererDir: dataDir,
    log: createMemoryLogger(),
    send: (channel) => opts.send?.(channel),
  });
  if (kitchenSettings) kitchen.settings.save(kitchenSettings);
  const caixa: ResolvedPrinter = {
    name: 'Caixa',
    format: 'escpos',
    model: 'escpos',
    codePage: 'cp860',
    port: {
      send: (bytes) => {
        sent.push(bytes);
        return Promise.resolve({ confirmed: true });
      },
    },
  };
  const service = createPrintService({
    journalFile: path.join(dataDir, 'journal.json'),
    ordersDir: path.join(dataDir, 'orders'),
    safeStorage: fakeSafeStorage(),
    log: createMemoryLogger(),
    settings: () => settings,
    resolvePrinter: (name) => Promise.resolve(name === 'Caixa' ? caixa : undefined),
    screens: kitchen.stations,
    ...(timers ? { timers } : {}),
  });
  service.start();
  running.push({ service, kitchen });
  return { service, kitchen };
}

async function until<T>(read: () => T, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}
const feedOf = (kitchen: KitchenSystem, screen: string) =>
  kitchen.ipc.getFeed(screen) as ReturnType<KitchenSystem['cards']['feed']>;
const cardsOn = (kitchen: KitchenSystem, screen: string, count: number) =>
  until(
    () => feedOf(kitchen, screen).cards,
    (cards) => cards.length >= count,
  );
const order = (id: string, patch: Partial<LiveOrder['pedidoObj']> = {}): LiveOrder => {
  const base = twoCategoryOrder();
  return { ...base, id_pedido: id, pedidoObj: { ...base.pedidoObj, ...patch } };
};

describe('an order reaches the kitchen screens', () => {
  it('nothing while the kitchen screen is off (the default)', async () => {
    const { service, kitchen } = start(printSettings(), null);
    expect(service.printOrder(order('100'))).toMatchObject({ ok: true, queued: 1 });
    await until(
      () => sent.length,
      (n) => n === 1,
    );
    expect(service.snapshot().printedToday.map((j) => j.printerId)).toEqual(['Caixa']);
    expect(feedOf(kitchen, 'expo').cards).toEqual([]);
  });

  it('a burst reaches a screen at once: the pause between tickets is for paper only', async () => {
    // The clock stands still: whatever waits for the pause never comes out.
    const clock = fakeClock(T0);
    const { service, kitchen } = start(printSettings({ delay: 10_000 }), kitchenOn, clock.timers);
    for (const id of ['100', '101', '102']) service.printOrder(order(id));
    const cards = await cardsOn(kitchen, 'expo', 3);
    expect(cards.map((c) => c.orderId)).toEqual(['100', '101', '102']);
    expect((await cardsOn(kitchen, 'pizza', 3)).map((c) => c.stationNo)).toEqual([1, 2, 3]);
    // The cashier printer still takes its pause: its first ticket, and the next one waits.
    await until(
      () => sent.length,
      (n) => n >= 1,
    );
    expect(sent).toHaveLength(1);
  });

  it('one card per screen whose categories it has, numbered per station, counted as out', async () => {
    const { service, kitchen } = start();
    expect(service.printOrder(order('100'))).toMatchObject({ ok: true, queued: 4 });
    service.printOrder(order('101'));
    const pizza = await cardsOn(kitchen, 'pizza', 2);
    expect(pizza[0]).toMatchObject({
      key: '100:pizza',
      orderId: '100',
      screenId: 'pizza',
      stationNo: 1,
      customerFirstName: 'João',
      mode: 'entrega',
      state: 'open',
      observacoes: 'Não tocar a campainha',
      items: [{ qty: 1, name: 'Pizza Calabresa à moda', linhas: ['Borda: Catupiry', 'Sem cebola'] }],
    });
    expect(pizza[1]?.stationNo).toBe(2);
    expect((await cardsOn(kitchen, 'bar', 2))[0]?.items).toEqual([
      { qty: 2, name: 'Guaraná Antarctica 2L', linhas: [] },
    ]);
    expect((await cardsOn(kitchen, 'expo', 2))[0]?.items).toHaveLength(2);
    expect(feedOf(kitchen, 'sobremesa').cards).toEqual([]);
    // A card shows at once; its job is recorded delivered once the card is on the disk.
    await until(
      () => service.queue().stations ?? [],
      (s) => s.length === 4 && s.every((c) => !c.station.startsWith('tela:') || c.missing.length === 0),
    );
    expect(service.queue().stations).toEqual(
      expect.arrayContaining([
        { station: 'tela:pizza', label: 'Tela Pizzas', day: expect.any(String), lastOut: 2, missing: [] },
        { station: 'tela:expo', label: 'Tela Expedição', day: expect.any(String), lastOut: 2, missing: [] },
      ]),
    );
    // A printer keeps its own name, with no label.
    expect(service.queue().stations?.find((s) => s.station === 'Caixa')).not.toHaveProperty('label');
    // The same order again (a second accept, a reconnect) adds nothing.
    expect(service.printOrder(order('100'))).toMatchObject({ ok: true, queued: 0 });
  });

  it('a pickup order reads Retirada', async () => {
    const { service, kitchen } = start();
    service.printOrder(order('100', { retirada_local: true }));
    expect((await cardsOn(kitchen, 'expo', 1))[0]?.mode).toBe('retirada');
  });
});

describe("a card does not wait for its job's 'printing' mark on the disk", () => {
  it("shows right after the order's tickets are queued, with no sync between; the printer's ticket still waits for its own", async () => {
    const sync = vi.spyOn(fs, 'fdatasyncSync');
    const syncsAtCard: number[] = [];
    const { service, kitchen } = start(printSettings(), kitchenOn, undefined, {
      send: (channel) => channel === 'kitchen:feed' && syncsAtCard.push(sync.mock.calls.length),
    });
    // The settings' whole feeds at the start are no card.
    syncsAtCard.length = 0;
    service.printOrder(order('100'));
    // One sync: the order's tickets queued (cashier and three screens) in one write.
    expect(sync).toHaveBeenCalledTimes(1);
    await cardsOn(kitchen, 'pizza', 1);
    await cardsOn(kitchen, 'bar', 1);
    await cardsOn(kitchen, 'expo', 1);
    expect(syncsAtCard).toEqual([1, 1, 1]);
    // The cashier's ticket went out after its 'printing' record was synced.
    await until(
      () => sent.length,
      (n) => n === 1,
    );
    expect(sync.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a crash as the card shows (its mark and its line not synced) shows it once after the restart, recorded delivered', async () => {
    const image = fs.mkdtempSync(path.join(os.tmpdir(), 'kitchen-stations-crash-'));
    let armed = false;
    const { service, kitchen } = start(printSettings(), kitchenOn, undefined, {
      send: (channel) => {
        // What the disk holds when the first card shows: the files as the OS has them then.
        if (channel !== 'kitchen:feed' || !armed) return;
        armed = false;
        fs.cpSync(dir, image, { recursive: true });
      },
    });
    armed = true;
    service.printOrder(order('100'));
    await cardsOn(kitchen, 'expo', 1);
    try {
      const again = start(printSettings(), kitchenOn, undefined, { dataDir: image });
      const expo = await cardsOn(again.kitchen, 'expo', 1);
      expect(expo.map((c) => [c.orderId, c.stationNo])).toEqual([['100', 1]]);
      await until(
        () => again.service.queue().stations ?? [],
        (s) => s.some((c) => c.station === 'tela:expo' && c.lastOut === 1 && c.missing.length === 0),
      );
      expect(again.service.queue().stations?.find((s) => s.station === 'tela:expo')).toMatchObject({
        lastOut: 1,
        missing: [],
      });
      expect(feedOf(again.kitchen, 'expo').cards).toHaveLength(1);
    } finally {
      await Promise.all(running.splice(1).map((r) => Promise.all([r.service.stop(), r.kitchen.stop()])));
      fs.rmSync(image, { recursive: true, force: true });
    }
  });
});

describe('cancel and change on the screens', () => {
  it('a cancel marks each screen card CANCELADO once, even with the slips turned off', async () => {
    const { service, kitchen } = start(printSettings({ avisoCancelamento: 'false' }));
    service.printOrder(order('100'));
    await cardsOn(kitchen, 'bar', 1);
    await cardsOn(kitchen, 'pizza', 1);
    expect(service.orderChanged({ kind: 'cancelled', orderId: '100', reason: 'Cliente desistiu' })).toEqual({
      ok: true,
      slips: 3,
    });
    expect(service.orderChanged({ kind: 'cancelled', orderId: '100' })).toEqual({ ok: true, slips: 0 });
    const pizza = await until(
      () => feedOf(kitchen, 'pizza').cards,
      (c) => c[0]?.state === 'cancelled',
    );
    expect(pizza[0]).toMatchObject({ state: 'cancelled', cancelReason: 'Cliente desistiu' });
    await until(
      () => feedOf(kitchen, 'expo').cards,
      (c) => c[0]?.state === 'cancelled',
    );
    // No slip went to the cashier printer: only its ticket.
    expect(sent).toHaveLength(1);
  });

  it('a change shows ALTERADO with the difference on the screens it concerns', async () => {
    const { service, kitchen } = start();
    const first = order('100');
    service.printOrder(first);
    await cardsOn(kitchen, 'bar', 1);
    await cardsOn(kitchen, 'pizza', 1);
    await cardsOn(kitchen, 'expo', 1);
    const items = first.pedidoObj.itens.map((i) =>
      i.id_cardapio_categoria === '2' ? { ...i, quantidade: 3 } : i,
    );
    const changed = { ...first, pedidoObj: { ...first.pedidoObj, itens: items } };
    // The cashier printer's ALTERADO slip, and the two screens holding the drink.
    expect(service.orderChanged({ kind: 'items', order: changed })).toEqual({ ok: true, slips: 3 });
    expect(service.orderChanged({ kind: 'items', order: changed })).toEqual({ ok: true, slips: 0 });
    const bar = await until(
      () => feedOf(kitchen, 'bar').cards,
      (c) => c[0]?.change !== undefined,
    );
    expect(bar[0]?.change).toMatchObject({ added: [{ qty: 1, name: 'Guaraná Antarctica 2L' }], removed: [] });
    expect(bar[0]?.items).toEqual([{ qty: 3, name: 'Guaraná Antarctica 2L', linhas: [] }]);
    await until(
      () => feedOf(kitchen, 'expo').cards,
      (c) => c[0]?.change !== undefined,
    );
    expect(feedOf(kitchen, 'pizza').cards[0]?.change).toBeUndefined();
  });
});

describe('a restart of the desk', () => {
  it('keeps every card once, and the same orders again add none', async () => {
    const first = start();
    first.service.printOrder(order('100'));
    first.service.printOrder(order('101'));
    await cardsOn(first.kitchen, 'expo', 2);
    await cardsOn(first.kitchen, 'pizza', 2);
    await cardsOn(first.kitchen, 'bar', 2);
    first.kitchen.ipc.command('expo', { type: 'bump', key: '100:expo' });
    const before = feedOf(first.kitchen, 'expo');
    await Promise.all(running.splice(0).map((r) => Promise.all([r.service.stop(), r.kitchen.stop()])));

    const again = start(printSettings(), null);
    expect(feedOf(again.kitchen, 'expo')).toEqual(before);
    expect(again.service.printOrder(order('100'))).toMatchObject({ queued: 0 });
    again.service.printOrder(order('102'));
    const expo = await cardsOn(again.kitchen, 'expo', 2);
    expect(expo.map((c) => [c.orderId, c.stationNo])).toEqual([
      ['101', 2],
      ['102', 3],
    ]);
  });
});
