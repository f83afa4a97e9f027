// Cancel and change slips (issue 33 §2) and the station numbers on paper (§1), through the print
// service, its journal and virtual printers on loopback: once per station, through paper-out, a
// printer off, a connection dropped mid-send, a restart and the desk's call told again after it
// failed (renderer slipTeller.ts); and the plan (slips.ts) and layout (shared/tickets/slips.ts)
// apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveOrder } from '../../../shared/api/live-order';
import type { LocalPrintSettings } from '../../../shared/printing';
import { slipPrintedText } from '../../../shared/print-stations';
import { DEFAULT_TICKET_SETTINGS, renderText, slipTicket } from '../../../shared/tickets';
import { createPrintService, type PrintService } from '../../../main/printing/print-service';
import type { ResolvedPrinter } from '../../../main/printing/registry';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../main/printing/settings';
import { cancelSlips, changeSlips, itemDifference } from '../../../main/printing/slips';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { createSlipTeller } from '../../../renderer/src/order-printing/slipTeller';
import { startVirtualPrinter, type Job, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { fakeSafeStorage } from './fakes';
import { twoCategoryOrder } from './printing-fixtures';
import { createMemoryLogger } from '../../support/logger';

let dir: string;
let caixa: VirtualPrinter;
let cozinha: VirtualPrinter;
const services: PrintService[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-slips-'));
  [caixa, cozinha] = await Promise.all([startVirtualPrinter(), startVirtualPrinter()]);
});

afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
  await Promise.all([caixa.close(), cozinha.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

const demo = (patch: Partial<LocalPrintSettings> = {}): LocalPrintSettings => ({
  ...structuredClone(DEFAULT_LOCAL_PRINT_SETTINGS),
  impressorasCaixa: ['Caixa'],
  impressaoProducao: 'true',
  impressorasProducao: { '1': { impressora: 'Cozinha', agrupamento: 'COZINHA' } },
  ...patch,
});
const categories = [
  { id: '1', name: 'Pizzas' },
  { id: '2', name: 'Bebidas' },
];

function serviceFor(settings: LocalPrintSettings) {
  const tcp = (name: string, printer: VirtualPrinter): ResolvedPrinter => ({
    name,
    format: 'escpos',
    model: 'escpos',
    codePage: 'cp860',
    port: createThermalTcpPrinter({ host: '127.0.0.1', port: printer.port }),
  });
  const printers: Record<string, ResolvedPrinter> = {
    Caixa: tcp('Caixa', caixa),
    Cozinha: tcp('Cozinha', cozinha),
  };
  const service = createPrintService({
    journalFile: path.join(dir, 'journal.json'),
    ordersDir: path.join(dir, 'orders'),
    safeStorage: fakeSafeStorage(),
    log: createMemoryLogger(),
    sendTimeoutMs: 2000,
    settings: () => settings,
    storeName: () => 'Pizzaria São João',
    resolvePrinter: async (name) => printers[name],
  });
  services.push(service);
  service.start();
  return service;
}

async function jobsOn(printer: VirtualPrinter, count: number, timeoutMs = 8000): Promise<Job[]> {
  const until = Date.now() + timeoutMs;
  while (printer.jobs.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return printer.jobs;
}
const text = (job: Job | undefined) => (job?.lines ?? []).map((l) => l.trim()).join('\n');
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
const cancels = (printer: VirtualPrinter) => printer.jobs.filter((j) => /^CANCELADO$/m.test(text(j)));

/** The demo order printed on both printers. */
async function printedOrder(service: PrintService) {
  service.printOrder(twoCategoryOrder(), { categories });
  await jobsOn(caixa, 1);
  await jobsOn(cozinha, 1);
}

describe('station numbers on paper', () => {
  it('each station counts its own tickets: Nº 1, Nº 2 on the cashier and on the kitchen printer', async () => {
    const service = serviceFor(demo());
    const first = twoCategoryOrder();
    service.printOrder(first, { categories });
    service.printOrder({ ...first, id_pedido: '48312' }, { categories });
    const [c1, c2] = await jobsOn(caixa, 2);
    const [k1, k2] = await jobsOn(cozinha, 2);
    expect(text(c1)).toMatch(/Nº 1\n.*PEDIDO #48311/);
    expect(text(c2)).toMatch(/Nº 2\n.*PEDIDO #48312/);
    expect(text(k1)).toMatch(/COZINHA\nNº 1\nPEDIDO #48311/);
    expect(text(k2)).toContain('Nº 2');
    expect(service.queue().stations).toEqual([
      { station: 'Caixa', day: expect.any(String), lastOut: 2, missing: [] },
      { station: 'Cozinha', day: expect.any(String), lastOut: 2, missing: [] },
    ]);
  });

  it('prints no number once the store turns numbering off', async () => {
    const service = serviceFor(demo({ numerarCupons: 'false' }));
    service.printOrder(twoCategoryOrder(), { categories });
    const [c1] = await jobsOn(caixa, 1);
    expect(text(c1)).not.toContain('Nº');
    expect(service.queue().stations).toBeUndefined();
  });
});

describe('cancel slips through the service', () => {
  it('one CANCELADO per station, once however often it is told, through paper-out and a restart', async () => {
    const service = serviceFor(demo());
    const order = twoCategoryOrder();
    service.printOrder(order, { categories });
    await jobsOn(caixa, 1);
    await jobsOn(cozinha, 1);
    await cozinha.setMode('paper-out');
    const told = service.orderChanged({ kind: 'cancelled', orderId: '48311', reason: 'Cliente desistiu' });
    expect(told).toEqual({ ok: true, slips: 2 });
    // The platform's 'atualiza' and the staff's action both tell it: nothing more.
    expect(service.orderChanged({ kind: 'cancelled', orderId: '48311' })).toEqual({ ok: true, slips: 0 });
    const [, cashierSlip] = await jobsOn(caixa, 2);
    expect(text(cashierSlip)).toContain('CANCELADO');
    await settle(600);
    expect(cozinha.jobs).toHaveLength(1);
    const waiting = service.queue();
    expect(waiting.pending.map((j) => [j.label, j.printerName])).toEqual([['CANCELADO', 'Cozinha']]);
    expect(waiting.stations?.find((s) => s.station === 'Cozinha')?.missing).toEqual([
      { no: 2, reason: expect.stringMatching(/papel/i) },
    ]);
    // Main restarts while the kitchen is still out of paper: the slip is still due, once.
    await service.stop();
    services.splice(services.indexOf(service), 1);
    const again = serviceFor(demo());
    expect(again.orderChanged({ kind: 'cancelled', orderId: '48311' })).toEqual({ ok: true, slips: 0 });
    await cozinha.setMode('online');
    const [, slip] = await jobsOn(cozinha, 2);
    await settle(600);
    expect(cozinha.jobs).toHaveLength(2);
    expect(text(slip)).toMatch(/CANCELADO\nNº 2\nPEDIDO #48311\nCupom original: nº 1\n/);
    expect(text(slip)).toContain('Motivo: Cliente desistiu');
    expect(
      again
        .queue()
        .printedToday.filter((j) => j.kind === 'cancel')
        .map((j) => j.printerName),
    ).toEqual(['Caixa', 'Cozinha']);
  });

  it.each([
    {
      fault: 'off (nothing listens: connection refused)',
      down: () => cozinha.setMode('offline'),
      reason: /desligada/i,
      reprint: false,
    },
    {
      fault: 'dropping its connection mid-send',
      down: async () => cozinha.cutNextConnectionAfter(64),
      reason: /caiu durante a impressão/i,
      reprint: true,
    },
  ])(
    'the kitchen printer $fault: its CANCELADO comes out once when it is back',
    async ({ down, reason, reprint }) => {
      const service = serviceFor(demo());
      await printedOrder(service);
      await down();
      expect(service.orderChanged({ kind: 'cancelled', orderId: '48311' })).toEqual({ ok: true, slips: 2 });
      await jobsOn(caixa, 2);
      // Held (off) or failed and waiting for its retry (dropped): not out, and the queue says why.
      await expect
        .poll(() => service.queue().stations?.find((st) => st.station === 'Cozinha')?.missing, {
          timeout: 8000,
        })
        .toEqual([{ no: 2, reason: expect.stringMatching(reason) }]);
      expect(service.orderChanged({ kind: 'cancelled', orderId: '48311' })).toEqual({ ok: true, slips: 0 });
      await cozinha.setMode('online');
      const [, slip] = await jobsOn(cozinha, 2);
      await settle(600);
      expect(cozinha.jobs).toHaveLength(2);
      expect(cancels(caixa)).toHaveLength(1);
      // The same slip, its number kept (a cut one says REIMPRESSÃO: part of it may be on paper).
      expect(text(slip)).toMatch(/CANCELADO\n(REIMPRESSÃO .*\n)?Nº 2\nPEDIDO #48311\nCupom original: nº 1\n/);
      expect(text(slip).includes('REIMPRESSÃO')).toBe(reprint);
      expect(service.queue().stations?.find((st) => st.station === 'Cozinha')).toMatchObject({
        lastOut: 2,
        missing: [],
      });
    },
  );

  it.each([
    { lost: 'refused before main had it', reached: false },
    { lost: 'taken by main, its answer lost', reached: true },
  ])("the desk's first call $lost: told again, each station prints its slip once", async ({ reached }) => {
    const service = serviceFor(demo());
    await printedOrder(service);
    let calls = 0;
    const teller = createSlipTeller({
      orderChanged: async (change) => {
        calls += 1;
        if (calls > 1) return service.orderChanged(change);
        if (reached) service.orderChanged(change);
        throw new Error('main ocupado');
      },
      retryDelayMs: () => 20,
    });
    teller.tell([{ kind: 'cancelled', orderId: '48311' }]);
    await jobsOn(caixa, 2);
    await jobsOn(cozinha, 2);
    await settle(600);
    teller.stop();
    expect(calls).toBe(2);
    expect([cancels(caixa).length, cancels(cozinha).length]).toEqual([1, 1]);
    expect([caixa.jobs.length, cozinha.jobs.length]).toEqual([2, 2]);
  });

  it('keeps the cashier printer out when the store says so, and prints none when slips are off', async () => {
    const kitchenOnly = serviceFor(demo({ avisoCancelamentoCaixa: 'false' }));
    kitchenOnly.printOrder(twoCategoryOrder(), { categories });
    await jobsOn(cozinha, 1);
    expect(kitchenOnly.orderChanged({ kind: 'cancelled', orderId: '48311' })).toEqual({ ok: true, slips: 1 });
    await jobsOn(cozinha, 2);
    expect(caixa.jobs).toHaveLength(1);
    const none = cancelSlips(
      '1',
      [{ kind: 'production', printerId: 'Cozinha', state: 'printed' }],
      demo({ avisoCancelamento: 'false' }),
      0,
    );
    expect(none).toEqual([]);
  });

  it('an order never printed here gets no slip', () => {
    const service = serviceFor(demo());
    expect(service.orderChanged({ kind: 'cancelled', orderId: '999' })).toEqual({ ok: true, slips: 0 });
  });
});

describe('change slips', () => {
  const withItems = (order: LiveOrder, itens: LiveOrder['pedidoObj']['itens']): LiveOrder => ({
    ...order,
    pedidoObj: { ...order.pedidoObj, itens },
  });

  it('the kitchen gets + added and - removed of its categories, once; the cashier all of them', async () => {
    const service = serviceFor(demo());
    const order = twoCategoryOrder();
    service.printOrder(order, { categories });
    await jobsOn(caixa, 1);
    await jobsOn(cozinha, 1);
    const [pizza, drink] = order.pedidoObj.itens;
    const changed = withItems(order, [
      { ...pizza!, quantidade: 2 },
      { ...pizza!, nome: 'Pizza Portuguesa', linhas: [] },
    ]);
    expect(service.orderChanged({ kind: 'items', order: changed })).toEqual({ ok: true, slips: 2 });
    expect(service.orderChanged({ kind: 'items', order: changed })).toEqual({ ok: true, slips: 0 });
    const [, kitchenSlip] = await jobsOn(cozinha, 2);
    expect(text(kitchenSlip)).toMatch(/ALTERADO\nNº 2\nPEDIDO #48311/);
    // Long item lines wrap on paper: read them as one line.
    expect(text(kitchenSlip).replace(/\n/g, ' ')).toContain(
      '+ 1x Pizza Calabresa à moda (Borda: Catupiry; Sem cebola)',
    );
    expect(text(kitchenSlip)).toContain('+ 1x Pizza Portuguesa');
    expect(text(kitchenSlip)).not.toContain('Guaraná');
    const [, cashierSlip] = await jobsOn(caixa, 2);
    expect(text(cashierSlip)).toContain('- 2x Guaraná Antarctica 2L');
    // Back to what it was: a new change, a new slip.
    expect(service.orderChanged({ kind: 'items', order: withItems(order, [pizza!, drink!]) })).toEqual({
      ok: true,
      slips: 2,
    });
  });

  it('a change only in a category no station printed calls for no kitchen slip', () => {
    const order = twoCategoryOrder();
    const [pizza, drink] = order.pedidoObj.itens;
    const after = withItems(order, [pizza!, { ...drink!, quantidade: 5 }]);
    const jobs = [
      { kind: 'production' as const, printerId: 'Cozinha', categoryId: '1', state: 'printed' as const },
    ];
    expect(changeSlips(order, after, jobs, demo(), 0)).toEqual([]);
  });

  it('counts the difference by name and options', () => {
    const a = { nome: 'X', quantidade: 1, linhas: [] } as unknown as LiveOrder['pedidoObj']['itens'][number];
    const b = { ...a, linhas: ['Sem sal'] };
    expect(itemDifference([a, a], [a, b])).toEqual({
      added: [{ qty: 1, name: 'X (Sem sal)' }],
      removed: [{ qty: 1, name: 'X' }],
    });
  });
});

describe('slip layout', () => {
  const at = new Date(2026, 11, 2, 21, 7).getTime();
  it('CANCELADO: the label, its number, the order, the original number, the time, the reason', () => {
    const ticket = slipTicket(
      { kind: 'cancel', orderId: '48311', slip: { at, reason: 'Cliente desistiu', originalNos: [36] } },
      DEFAULT_TICKET_SETTINGS,
      { stationNo: 41 },
    );
    expect(ticket.lines[0]).toMatchObject({ text: 'CANCELADO', size: 'large', bold: true });
    expect(renderText(ticket, 32)).toMatchInlineSnapshot(`
      [
        "           CANCELADO",
        "             Nº 41",
        "         PEDIDO #48311",
        "     Cupom original: nº 36",
        "        02/12/2026 21:07",
        "================================",
        "Motivo: Cliente desistiu",
        "",
        "",
        "",
      ]
    `);
  });

  it('ALTERADO: + added, - removed, marked REIMPRESSÃO on a reprint', () => {
    const ticket = slipTicket(
      {
        kind: 'change',
        orderId: '48311',
        slip: {
          at,
          originalNos: [36, 37],
          added: [{ qty: 2, name: 'X-Burguer' }],
          removed: [{ qty: 1, name: 'Coca-Cola' }],
        },
      },
      DEFAULT_TICKET_SETTINGS,
      { stationNo: 42, reprint: true, now: new Date(at) },
    );
    expect(renderText(ticket, 32)).toMatchInlineSnapshot(`
      [
        "            ALTERADO",
        "  REIMPRESSÃO 02/12/2026 21:07",
        "             Nº 42",
        "         PEDIDO #48311",
        "   Cupom original: nº 36, 37",
        "        02/12/2026 21:07",
        "================================",
        "    + 2x X-Burguer",
        "    - 1x Coca-Cola",
        "",
        "",
        "",
      ]
    `);
  });

  it("names the stations on the orders screen: 'Cancelamento impresso na Cozinha'", () => {
    expect(slipPrintedText('cancel', ['Cozinha'])).toBe('Cancelamento impresso na Cozinha');
    expect(slipPrintedText('change', ['Cozinha', 'Bar'])).toBe('Alteração impressa na Cozinha, Bar');
  });
});
