// Issue 20 §4: the cash drawer. A request pulses the cashier printer's drawer exactly once (the
// bytes read back by the test decoders), a Brother or an OS printer says it cannot, and every
// pulse is logged with the printer, the reason and the order. Web mode reaches the same drawer
// through the local print host's POST /gaveta.
import { afterEach, describe, expect, it } from 'vitest';
import { createCashDrawer, drawerPulseBytes } from '../../../main/printing/drawer';
import { startLocalPrintService, type LocalPrintService } from '../../../main/printing/local-service';
import { createLocalCore } from '../../../main/printing/local-service/core';
import type { ResolvedPrinter } from '../../../main/printing/registry';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import {
  DEFAULT_LOCAL_PRINT_SETTINGS,
  DRAWER_MESSAGES,
  modelHasDrawer,
  PRINTER_MODELS,
  type LocalPrintSettings,
  type PrinterModel,
} from '../../../shared/printing';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { decodeForModel } from '../../support/printer-decode';
import { createMemoryLogger } from '../../support/logger';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

const drawerPulses = (bytes: Buffer, model: PrinterModel) =>
  decodeForModel(bytes, model).commands.filter((c) => c.kind === 'drawer');

function fakeTarget(patch: Partial<ResolvedPrinter> = {}) {
  const sent: Buffer[] = [];
  const target: ResolvedPrinter = {
    name: 'Balcão',
    format: 'escpos',
    codePage: 'cp860',
    model: 'escpos',
    port: { send: async (bytes) => void sent.push(bytes) },
    ...patch,
  };
  return { target, sent };
}

function drawerWith(target: ResolvedPrinter, settings: Partial<LocalPrintSettings> = {}) {
  const log = createMemoryLogger();
  const drawer = createCashDrawer({
    settings: () => ({ ...DEFAULT_LOCAL_PRINT_SETTINGS, impressorasCaixa: ['Balcão'], ...settings }),
    resolvePrinter: async (name) => (name === target.name ? target : undefined),
    log,
  });
  return { drawer, log };
}

describe('the cash drawer pulse', () => {
  // From the printers' manuals: Brother's ESC p selects proportional characters, no drawer port.
  const HAS_DRAWER: Record<PrinterModel, boolean> = {
    escpos: true,
    tanca: true,
    daruma: true,
    star: true,
    brother: false,
  };

  it.each(PRINTER_MODELS)('%s: the shared capability agrees with the bytes the model sends', (model) => {
    expect(modelHasDrawer(model)).toBe(HAS_DRAWER[model]);
    const pulses = drawerPulses(drawerPulseBytes({ model, codePage: 'cp860' }), model);
    expect(pulses).toHaveLength(HAS_DRAWER[model] ? 1 : 0);
  });

  it.each(['escpos', 'tanca', 'daruma', 'star'] as const)(
    '%s: one request sends one pulse and prints nothing',
    (model) => {
      const bytes = drawerPulseBytes({ model, codePage: 'cp860' });
      expect(drawerPulses(bytes, model)).toHaveLength(1);
      expect(decodeForModel(bytes, model).lines.join('').trim()).toBe('');
    },
  );

  it('pulses the first cashier printer once per request, through the virtual printer', async () => {
    const printer: VirtualPrinter = await startVirtualPrinter({});
    open.push(printer);
    const { target } = fakeTarget({
      port: createThermalTcpPrinter({ host: printer.host, port: printer.port, timeoutMs: 1000 }),
    });
    const { drawer, log } = drawerWith(target, { impressorasCaixa: ['Balcão', 'Outra'] });
    expect(await drawer.open({ reason: 'manual' })).toEqual({ ok: true });
    expect(await drawer.open({ reason: 'cash-print', orderId: '71' })).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(printer.jobs).toHaveLength(2);
    for (const job of printer.jobs) {
      expect(job.commands.filter((c) => c.kind === 'drawer')).toHaveLength(1);
    }
    expect(log.has('info', 'Gaveta aberta na impressora Balcão (botão Abrir gaveta)')).toBe(true);
    expect(
      log.has('info', 'Gaveta aberta na impressora Balcão (pedido em dinheiro impresso, pedido #71)'),
    ).toBe(true);
  });

  it('a pulse asked through the local print host names the caller and gives its reason as claimed, not as fact', async () => {
    const { target, sent } = fakeTarget();
    const { drawer, log } = drawerWith(target);
    expect(await drawer.open({ reason: 'cash-print', orderId: '71' }, 'Balcão', 'programa local')).toEqual({
      ok: true,
    });
    expect(sent).toHaveLength(1);
    expect(
      log.has(
        'info',
        'Gaveta aberta na impressora Balcão (a pedido de programa local; motivo informado pelo chamador: pedido em dinheiro impresso, pedido #71)',
      ),
    ).toBe(true);
    expect(log.lines.some((l) => l.includes('(pedido em dinheiro impresso, pedido #71)'))).toBe(false);
  });

  it.each([
    ['a Brother', { model: 'brother' as const }, DRAWER_MESSAGES.noDrawer('Balcão')],
    ['an OS printer', { format: 'html' as const }, DRAWER_MESSAGES.osPrinter('Balcão')],
  ])('%s says it cannot, sends nothing and logs no pulse', async (_name, patch, error) => {
    const { target, sent } = fakeTarget(patch);
    const { drawer, log } = drawerWith(target);
    expect(await drawer.open({ reason: 'manual' })).toEqual({ ok: false, error });
    expect(sent).toEqual([]);
    expect(log.lines.some((l) => l.includes('Gaveta aberta'))).toBe(false);
  });

  it('without a cashier printer it says the drawer hangs off one', async () => {
    const { target } = fakeTarget();
    const { drawer } = drawerWith(target, { impressorasCaixa: [], defaultPrinter: '' });
    expect(await drawer.open({ reason: 'manual' })).toEqual({ ok: false, error: DRAWER_MESSAGES.noPrinter });
  });

  it('web mode: POST /gaveta on the local print host pulses the named printer and logs it', async () => {
    const { target, sent } = fakeTarget();
    const { drawer, log } = drawerWith(target, { impressorasCaixa: [] });
    const service: LocalPrintService = await startLocalPrintService({
      core: createLocalCore({
        registry: { list: async () => ({ printers: [] }), resolve: async () => target },
        settings: () => DEFAULT_LOCAL_PRINT_SETTINGS,
        drawer,
      }),
      ports: { aiboo: 0, nat: 0 },
      log: createMemoryLogger(),
      access: { accepts: (h) => h === 'ABCD-EFGH-JKLM-NPQR-STUV', webOrigins: () => [] },
    });
    open.push(service);
    const post = (body: unknown) =>
      fetch(`http://127.0.0.1:${service.ports.aiboo}/gaveta`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Caixa-Token': 'ABCD-EFGH-JKLM-NPQR-STUV' },
        body: JSON.stringify(body),
      });
    const res = await post({ impressora: 'Balcão', motivo: 'cash-delivered', pedido: '72' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });
    expect(sent).toHaveLength(1);
    expect(drawerPulses(sent[0]!, 'escpos')).toHaveLength(1);
    expect(
      log.has(
        'info',
        'Gaveta aberta na impressora Balcão (a pedido de programa local; motivo informado pelo chamador: pedido em dinheiro entregue, pedido #72)',
      ),
    ).toBe(true);
    // Hostile requests are refused before anything is sent.
    expect((await post({ impressora: 'Balcão', motivo: 'rm -rf' })).status).toBe(400);
    expect((await post({ impressora: 'Balcão', pedido: '../../x' })).status).toBe(400);
    expect((await post({ motivo: 'manual' })).status).toBe(400);
    expect(sent).toHaveLength(1);
  });
});
