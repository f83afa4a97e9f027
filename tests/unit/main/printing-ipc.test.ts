import { describe, expect, it, vi } from 'vitest';
import { Channels, type BridgeHandlers, type PrintingBridge } from '../../../shared/bridge';
import type { PrinterDefinition } from '../../../shared/printing';
import { register } from '../../../main/ipc/printing';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../main/printing/settings';
import { FakeIpcMain } from './fakes';
import { createMemoryLogger } from '../../support/logger';
import { liveOrder, rawOrder } from '../renderer/orderFixtures';

function setup() {
  const view = {
    settings: structuredClone(DEFAULT_LOCAL_PRINT_SETTINGS),
    qz: { certificate: '', hasPrivateKey: false },
  };
  const list = { printers: [] };
  const target = {
    getSettings: vi.fn(async () => view),
    saveSettings: vi.fn(async () => view),
    setQzCredentials: vi.fn(async () => view),
    listPrinters: vi.fn(async () => list),
    savePrinter: vi.fn(async () => list),
    removePrinter: vi.fn(async () => list),
    printOrder: vi.fn(() => ({ ok: true as const, queued: 1, skippedCategories: [] })),
    reprintJob: vi.fn(() => ({ ok: true as const })),
    discardJob: vi.fn(() => ({ ok: true as const })),
    testPage: vi.fn(async () => ({ ok: true as const })),
    discoverPrinters: vi.fn(async () => ({ printers: [], cancelled: false })),
    cancelDiscovery: vi.fn(() => undefined),
    getQueue: vi.fn(() => ({ pending: [], failed: [], printedToday: [], alerts: [] })),
    openDrawer: vi.fn(async () => ({ ok: true as const })),
    printDaySummary: vi.fn(() => ({ ok: true as const })),
    orderChanged: vi.fn(() => ({ ok: true as const, slips: 1 })),
    preparePrinters: vi.fn(() => undefined),
    storeOpenChanged: vi.fn(() => undefined),
    getLocalHost: vi.fn(() => ({
      role: 'host' as const,
      enabled: false,
      token: 'ABCD-EFGH-JKLM-NPQR-STUV',
      webOrigins: [],
      ports: { aiboo: null, nat: null },
    })),
    changeLocalHost: vi.fn(() => ({ role: 'client' as const, token: '' })),
  } satisfies BridgeHandlers<PrintingBridge>;
  const ipc = new FakeIpcMain();
  const log = createMemoryLogger();
  const dispose = register(ipc, {
    log,
    isTrustedSender: (e) => e?.senderFrame?.url === 'app://bundle/index.html',
    printing: target,
  });
  return { ipc, target, dispose, log };
}

const order = { id_pedido: '48311', status: 'PA', pedidoObj: { itens: [] } };
const printer: PrinterDefinition = {
  name: 'Caixa',
  connection: { kind: 'tcp', host: '10.0.0.5', port: 9100 },
  codePage: 'cp860',
};

describe('printing IPC', () => {
  it('registers one handler per renderer → main printing channel, and a listener for the hint', () => {
    const { ipc, target, dispose } = setup();
    const {
      queueChanged: _q,
      settingsChanged: _s,
      discoveryProgress: _d,
      preparePrinters,
      storeOpenChanged: _o,
      ...invokes
    } = Channels.printing;
    expect(new Set(ipc.handlers.keys())).toEqual(new Set(Object.values(invokes)));
    expect(ipc.listeners.get(preparePrinters)).toHaveLength(1);
    ipc.send(preparePrinters);
    expect(target.preparePrinters).toHaveBeenCalledTimes(1);
    // A hint takes no argument: one with a payload is dropped.
    ipc.send(preparePrinters, { pedido: '1' });
    expect(target.preparePrinters).toHaveBeenCalledTimes(1);
    dispose();
    expect(ipc.handlers.size).toBe(0);
    expect(ipc.listeners.get(preparePrinters)).toHaveLength(0);
  });

  it("the store's open / close reaches main as a boolean, anything else is dropped (issue 33 §1)", () => {
    const { ipc, target } = setup();
    const channel = Channels.printing.storeOpenChanged;
    expect(ipc.listeners.get(channel)).toHaveLength(1);
    ipc.send(channel, true);
    ipc.send(channel, false);
    ipc.send(channel, 'S');
    ipc.send(channel);
    expect(target.storeOpenChanged.mock.calls).toEqual([[true], [false]]);
  });

  it('passes valid payloads through', async () => {
    const { ipc, target } = setup();
    await ipc.invoke(Channels.printing.saveSettings, { ...DEFAULT_LOCAL_PRINT_SETTINGS, delay: 2000 });
    expect(target.saveSettings).toHaveBeenCalledWith(expect.objectContaining({ delay: 2000 }));
    await ipc.invoke(Channels.printing.setQzCredentials, { certificate: 'CERT', privateKey: null });
    expect(target.setQzCredentials).toHaveBeenCalledWith({ certificate: 'CERT', privateKey: null });
    await ipc.invoke(Channels.printing.savePrinter, printer);
    expect(target.savePrinter).toHaveBeenCalledWith(printer);
    await ipc.invoke(Channels.printing.printOrder, { ...order, id_pedido: 48311 });
    expect(target.printOrder).toHaveBeenCalledWith(
      expect.objectContaining({ id_pedido: '48311' }),
      undefined,
    );
    await ipc.invoke(Channels.printing.printOrder, order, {
      reprint: true,
      categories: [{ id: '1', name: 'Pizzas' }],
    });
    expect(target.printOrder).toHaveBeenLastCalledWith(expect.objectContaining({ id_pedido: '48311' }), {
      reprint: true,
      categories: [{ id: '1', name: 'Pizzas' }],
    });
    expect(await ipc.invoke(Channels.printing.reprintJob, '48311:cashier:-:Caixa')).toEqual({ ok: true });
    expect(await ipc.invoke(Channels.printing.discardJob, '48311:cashier:-:Caixa')).toEqual({ ok: true });
    expect(target.discardJob).toHaveBeenCalledWith('48311:cashier:-:Caixa');
    expect(await ipc.invoke(Channels.printing.testPage, 'Caixa')).toEqual({ ok: true });
    await ipc.invoke(Channels.printing.removePrinter, 'Caixa');
    await ipc.invoke(Channels.printing.listPrinters);
    await ipc.invoke(Channels.printing.getQueue);
    await ipc.invoke(Channels.printing.getSettings);
    await ipc.invoke(Channels.printing.getLocalHost);
    const cancel = { kind: 'cancelled', orderId: '48311', reason: 'Cliente desistiu' };
    expect(await ipc.invoke(Channels.printing.orderChanged, cancel)).toEqual({ ok: true, slips: 1 });
    expect(target.orderChanged).toHaveBeenLastCalledWith(cancel);
    await ipc.invoke(Channels.printing.orderChanged, { kind: 'items', order });
    expect(target.orderChanged).toHaveBeenLastCalledWith({
      kind: 'items',
      order: expect.objectContaining({ id_pedido: '48311' }),
    });
    for (const change of [
      { enabled: true },
      { rotateToken: true },
      { webOrigins: ['http://127.0.0.1:5180'] },
    ]) {
      await ipc.invoke(Channels.printing.changeLocalHost, change);
      expect(target.changeLocalHost).toHaveBeenLastCalledWith(change);
    }
  });

  it.each<[string, string, unknown[]]>([
    [
      'settings with a bad delay',
      Channels.printing.saveSettings,
      [{ ...DEFAULT_LOCAL_PRINT_SETTINGS, delay: 1500 }],
    ],
    [
      'settings with an extra key',
      Channels.printing.saveSettings,
      [{ ...DEFAULT_LOCAL_PRINT_SETTINGS, hack: 1 }],
    ],
    ['settings missing', Channels.printing.saveSettings, []],
    ['a 100 kB certificate', Channels.printing.setQzCredentials, [{ certificate: 'x'.repeat(100_000) }]],
    ['a QZ patch with other keys', Channels.printing.setQzCredentials, [{ password: 'x' }]],
    ['a printer without a connection', Channels.printing.savePrinter, [{ name: 'Caixa', codePage: 'cp860' }]],
    [
      'a printer with an unknown code page',
      Channels.printing.savePrinter,
      [{ ...printer, codePage: 'utf8' }],
    ],
    ['a printer with an unknown model', Channels.printing.savePrinter, [{ ...printer, model: 'zebra' }]],
    ['an empty printer name', Channels.printing.removePrinter, ['']],
    ['an order without id', Channels.printing.printOrder, [{ status: 'PA' }]],
    ['an order without status', Channels.printing.printOrder, [{ id_pedido: '48311' }]],
    ['an order whose status is not text', Channels.printing.printOrder, [{ ...order, status: 7 }]],
    ['an order with an empty status', Channels.printing.printOrder, [{ ...order, status: ' ' }]],
    ['an order whose JSON id is an object', Channels.printing.printOrder, [{ ...order, orderId: { id: 1 } }]],
    ['an order id with a path', Channels.printing.printOrder, [{ id_pedido: '../../etc' }]],
    ['a negative order id', Channels.printing.printOrder, [{ id_pedido: -1 }]],
    ['a huge order', Channels.printing.printOrder, [{ id_pedido: '1', blob: 'x'.repeat(300_000) }]],
    ['unknown print options', Channels.printing.printOrder, [order, { copies: 99 }]],
    ['a string as the order', Channels.printing.printOrder, ['48311']],
    ['an extra argument', Channels.printing.getQueue, [1]],
    ['a job key that is not text', Channels.printing.reprintJob, [{ key: 'x' }]],
    ['a test page for nobody', Channels.printing.testPage, [null]],
    [
      'a cancel of an order id with a path',
      Channels.printing.orderChanged,
      [{ kind: 'cancelled', orderId: '../x' }],
    ],
    [
      'a cancel with another key',
      Channels.printing.orderChanged,
      [{ kind: 'cancelled', orderId: '1', at: 5 }],
    ],
    ['a change of an unknown kind', Channels.printing.orderChanged, [{ kind: 'deleted', orderId: '1' }]],
    ['a change without its order', Channels.printing.orderChanged, [{ kind: 'items' }]],
    [
      'a local host change of two kinds',
      Channels.printing.changeLocalHost,
      [{ enabled: true, rotateToken: true }],
    ],
    ['a local host switch that is not a boolean', Channels.printing.changeLocalHost, [{ enabled: 'sim' }]],
    ['a rotation that is not true', Channels.printing.changeLocalHost, [{ rotateToken: false }]],
    ['eleven web origins', Channels.printing.changeLocalHost, [{ webOrigins: Array(11).fill('http://a:1') }]],
    ['a local host change with another key', Channels.printing.changeLocalHost, [{ token: 'X' }]],
  ])('rejects %s', async (_name, channel, args) => {
    const { ipc, target, log } = setup();
    await expect(ipc.invoke(channel, ...args)).rejects.toThrow(/Chamada recusada/);
    for (const fn of Object.values(target)) expect(fn).not.toHaveBeenCalled();
    expect(log.has('warn', 'recusado')).toBe(true);
  });

  it('rejects calls from frames that are not ours', async () => {
    const { ipc, target } = setup();
    await expect(
      ipc.invokeFrom({ senderFrame: { url: 'https://evil.example/' } }, Channels.printing.printOrder, order),
    ).rejects.toThrow(/remetente não confiável/);
    expect(target.printOrder).not.toHaveBeenCalled();
  });

  describe('the order at the IPC door is read with the live order schema', () => {
    it('refuses an order that does not parse, saying which field', async () => {
      const { ipc, target } = setup();
      await expect(ipc.invoke(Channels.printing.printOrder, { id_pedido: '48311' })).rejects.toThrow(
        /Chamada recusada em printing:print-order: .*status/,
      );
      expect(target.printOrder).not.toHaveBeenCalled();
    });

    it("accepts the platform's lenient variants and hands printing the parsed order", async () => {
      const { ipc, target } = setup();
      const raw = rawOrder({ id_pedido: '48311' });
      await ipc.invoke(Channels.printing.printOrder, {
        ...raw,
        id_pedido: 48311,
        orderId: '99',
        valor_total: '87,40',
        segundos: '30',
        usuario_confirmado: '1',
        chat_enabled: '0',
        compraGlobal: 1,
        compraEst: 'S',
        pedidoObj: { ...raw.pedidoObj, retirada_local: '1', itens: [{ nome: 'Pizza', quantidade: '2' }] },
      });
      expect(target.printOrder).toHaveBeenCalledWith(
        expect.objectContaining({
          id_pedido: '48311',
          orderId: '99',
          valor_total: 87.4,
          segundos: 30,
          usuario_confirmado: true,
          chat_enabled: false,
          compraGlobal: '1',
          compraEst: '1',
          pedidoObj: expect.objectContaining({
            retirada_local: true,
            itens: [expect.objectContaining({ nome: 'Pizza', quantidade: 2, linhas: [] })],
          }),
        }),
        undefined,
      );
    });

    it('passes an order the desk already read through unchanged', async () => {
      const { ipc, target } = setup();
      const live = liveOrder({ id_pedido: '48312', motivo_cancelamento: undefined });
      await ipc.invoke(Channels.printing.printOrder, live, { reprint: true });
      expect(target.printOrder).toHaveBeenCalledWith(live, { reprint: true });
    });
  });
});
