import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRINT_MESSAGES, type LocalPrintSettings } from '../../../shared/printing';
import {
  cashierPrinters,
  createPrintService,
  JOB_NOT_FOUND,
  productionCategories,
  type PrintService,
} from '../../../main/printing/print-service';
import type { ResolvedPrinter } from '../../../main/printing/registry';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../main/printing/settings';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { startVirtualPrinter, type Job, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import type { DaySummaryPrint } from '../../../shared/reports/day-summary';
import { fakeSafeStorage } from './fakes';
import { twoCategoryOrder } from './printing-fixtures';
import { createMemoryLogger } from '../../support/logger';

let dir: string;
let caixa: VirtualPrinter;
let cozinha: VirtualPrinter;
const services: PrintService[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-service-'));
  [caixa, cozinha] = await Promise.all([startVirtualPrinter(), startVirtualPrinter()]);
});

afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
  await Promise.all([caixa.close(), cozinha.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The demo store: 'Caixa' prints the cashier ticket, Pizzas (1) go to 'Cozinha', Bebidas (2) nowhere. */
const demo = (patch: Partial<LocalPrintSettings> = {}): LocalPrintSettings => ({
  ...structuredClone(DEFAULT_LOCAL_PRINT_SETTINGS),
  impressaoCliente: 'true',
  impressaoEstabelecimento: 'true',
  impressorasCaixa: ['Caixa'],
  impressaoProducao: 'true',
  impressorasProducao: { '1': { impressora: 'Cozinha', agrupamento: 'COZINHA' } },
  ...patch,
});

const categories = [
  { id: '1', name: 'Pizzas' },
  { id: '2', name: 'Bebidas' },
];

function serviceFor(settings: LocalPrintSettings | (() => LocalPrintSettings), journal = 'journal.json') {
  const tcp = (name: string, printer: VirtualPrinter, codePage: 'cp860' | 'cp850'): ResolvedPrinter => ({
    name,
    format: 'escpos',
    model: 'escpos',
    codePage,
    port: createThermalTcpPrinter({ host: '127.0.0.1', port: printer.port }),
  });
  const printers: Record<string, ResolvedPrinter> = {
    Caixa: tcp('Caixa', caixa, 'cp860'),
    Cozinha: tcp('Cozinha', cozinha, 'cp850'),
  };
  const service = createPrintService({
    journalFile: path.join(dir, journal),
    ordersDir: path.join(dir, 'orders'),
    // The desktop's keychain: printed tickets' copies stay (sealed) for a reprint.
    safeStorage: fakeSafeStorage(),
    log: createMemoryLogger(),
    sendTimeoutMs: 2000,
    settings: typeof settings === 'function' ? settings : () => settings,
    storeName: () => 'Pizzaria São João',
    resolvePrinter: async (name) => printers[name],
  });
  services.push(service);
  service.start();
  return service;
}

async function jobsOn(printer: VirtualPrinter, count: number, timeoutMs = 5000): Promise<Job[]> {
  const until = Date.now() + timeoutMs;
  while (printer.jobs.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return printer.jobs;
}

const text = (job: Job | undefined) => (job?.lines ?? []).join('\n');
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('cashierPrinters', () => {
  it.each<[string, Partial<LocalPrintSettings>, string[]]>([
    ['the checked printers', { impressorasCaixa: ['A', 'B', 'A'], defaultPrinter: 'D' }, ['A', 'B']],
    ['the default printer when none is checked', { impressorasCaixa: [], defaultPrinter: 'D' }, ['D']],
    ['blank names ignored', { impressorasCaixa: ['  '], defaultPrinter: ' D ' }, ['D']],
    ['nothing at all', { impressorasCaixa: [], defaultPrinter: '' }, []],
  ])('%s', (_name, patch, expected) => {
    expect(cashierPrinters(demo(patch))).toEqual(expected);
  });
});

describe('productionCategories', () => {
  it('routes by category id with the grouping text, naming categories from the route, the menu or the id', () => {
    const settings = demo({
      impressorasProducao: {
        '1': { impressora: 'Cozinha', agrupamento: 'COZINHA' },
        '9': { impressora: 'Bar', agrupamento: '', nome: 'Sucos' },
        '7': { impressora: 'Bar', agrupamento: '' },
      },
    });
    expect(productionCategories(settings, categories)).toEqual([
      { id: '1', name: 'Pizzas', printer: 'Cozinha', grouping: 'COZINHA' },
      { id: '2', name: 'Bebidas', printer: null, grouping: null },
      { id: '7', name: '7', printer: 'Bar', grouping: '' },
      { id: '9', name: 'Sucos', printer: 'Bar', grouping: '' },
    ]);
  });

  it('a category id like __proto__ routes nowhere', () => {
    expect(productionCategories(demo(), [{ id: '__proto__', name: 'X' }])[0]).toMatchObject({
      printer: null,
    });
  });
});

describe('createPrintService', () => {
  it('prints the cashier ticket and each routed production ticket once', async () => {
    const service = serviceFor(demo());
    const order = twoCategoryOrder();
    expect(service.printOrder(order, { categories })).toEqual({
      ok: true,
      queued: 2,
      skippedCategories: ['Bebidas'],
    });
    const [cashier] = await jobsOn(caixa, 1);
    const [kitchen] = await jobsOn(cozinha, 1);
    expect(text(cashier)).toContain('PEDIDO #48311');
    expect(text(cashier)).toContain('Pizzaria São João');
    expect(text(cashier)).toContain('R$ 87,40');
    expect(text(cashier)).not.toContain('REIMPRESSÃO');
    expect(cashier?.codePages).toEqual(['cp860']);
    expect(cashier?.lines.every((l) => l.length <= 48)).toBe(true);
    expect(text(kitchen)).toContain('COZINHA');
    expect(text(kitchen)).toContain('Calabresa à moda');
    expect(text(kitchen)).not.toContain('Guaraná');
    expect(kitchen?.codePages).toEqual(['cp850']);

    expect(service.printOrder(order, { categories })).toMatchObject({ ok: true, queued: 0 });
    await settle();
    expect(caixa.jobs).toHaveLength(1);
    expect(cozinha.jobs).toHaveLength(1);
    const queue = service.queue();
    expect(queue.printedToday.map((j) => [j.label, j.printerName])).toEqual([
      ['Caixa', 'Caixa'],
      ['Pizzas', 'Cozinha'],
    ]);
  });

  it('falls back to the default printer and uses the 58 mm width', async () => {
    const service = serviceFor(
      demo({ impressorasCaixa: [], defaultPrinter: 'Caixa', larguraMaximaPagina: '4,8' }),
    );
    service.printOrder(twoCategoryOrder(), { categories });
    const [cashier] = await jobsOn(caixa, 1);
    expect(cashier?.lines.every((l) => l.length <= 32)).toBe(true);
  });

  it('without any cashier printer queues nothing and says so (01 §8)', async () => {
    const service = serviceFor(demo({ impressorasCaixa: [], defaultPrinter: '' }));
    expect(service.printOrder(twoCategoryOrder())).toEqual({ ok: false, error: PRINT_MESSAGES.noPrinter });
    await settle();
    expect(service.snapshot().pending).toEqual([]);
    expect(caixa.jobs).toHaveLength(0);
  });

  it('production printing off sends nothing to the kitchen', async () => {
    const service = serviceFor(demo({ impressaoProducao: 'false' }));
    expect(service.printOrder(twoCategoryOrder(), { categories })).toMatchObject({ queued: 1 });
    await jobsOn(caixa, 1);
    await settle();
    expect(cozinha.jobs).toHaveLength(0);
  });

  it('prints the copies setting as one cashier job', async () => {
    const service = serviceFor(demo({ qtdeCopia: 2, impressaoProducao: 'false' }));
    service.printOrder(twoCategoryOrder());
    const [job] = await jobsOn(caixa, 1);
    expect(job?.cuts).toBe(2);
  });

  it('a job for an unknown printer fails visibly and stays retryable', async () => {
    const service = serviceFor(demo({ impressorasCaixa: ['Sumiu'], impressaoProducao: 'false' }));
    service.printOrder(twoCategoryOrder());
    await settle();
    const { failed, alerts } = service.queue();
    const message = 'Impressora Sumiu não encontrada. Verifique as configurações de impressão.';
    expect(failed).toMatchObject([{ printerName: 'Sumiu', lastError: message, state: 'failed' }]);
    expect(alerts).toEqual([{ printerName: 'Sumiu', message, waitingJobs: 1, problem: null }]);
  });

  it('discardJob drops a failed job for good (logged); unknown jobs are refused', async () => {
    const service = serviceFor(demo({ impressorasCaixa: ['Sumiu'], impressaoProducao: 'false' }));
    service.printOrder(twoCategoryOrder());
    await settle();
    const [parked] = service.queue().failed;
    expect(parked?.state).toBe('failed');
    expect(service.discardJob(parked?.key ?? '')).toEqual({ ok: true });
    expect(service.queue().failed).toEqual([]);
    expect(service.queue().alerts).toEqual([]);
    expect(service.discardJob(parked?.key ?? '')).toEqual({ ok: false, error: JOB_NOT_FOUND });
  });

  it('reprintJob prints that job again marked REIMPRESSÃO; printOrder reprint only the cashier one', async () => {
    const service = serviceFor(demo());
    service.printOrder(twoCategoryOrder(), { categories });
    await jobsOn(caixa, 1);
    await jobsOn(cozinha, 1);
    const kitchenKey = service.queue().printedToday.find((j) => j.kind === 'production')?.key ?? '';
    expect(service.reprintJob(kitchenKey)).toEqual({ ok: true });
    const kitchen = await jobsOn(cozinha, 2);
    expect(text(kitchen[1])).toContain('REIMPRESSÃO');
    expect(text(kitchen[1])).toContain('COZINHA');

    service.printOrder(twoCategoryOrder(), { reprint: true, categories });
    const cashier = await jobsOn(caixa, 2);
    expect(text(cashier[1])).toContain('REIMPRESSÃO');
    await settle();
    expect(cozinha.jobs).toHaveLength(2);
    expect(service.reprintJob('nada:cashier:-:X')).toEqual({ ok: false, error: JOB_NOT_FOUND });
  });

  it('after a restart, jobs queued in the previous run print from the stored order', async () => {
    await caixa.setMode('offline');
    await cozinha.setMode('offline');
    const first = serviceFor(demo());
    first.printOrder(twoCategoryOrder(), { categories });
    await settle();
    await first.stop();
    await caixa.setMode('online');
    await cozinha.setMode('online');

    serviceFor(demo(), 'journal.json');
    const [cashier] = await jobsOn(caixa, 1);
    const [kitchen] = await jobsOn(cozinha, 1);
    expect(text(cashier)).toContain('PEDIDO #48311');
    expect(text(kitchen)).toContain('COZINHA');
  });

  it('forgets stored orders whose jobs are gone', async () => {
    const service = serviceFor(demo({ impressaoProducao: 'false' }));
    service.printOrder(twoCategoryOrder());
    await jobsOn(caixa, 1);
    await service.stop();
    expect(fs.readdirSync(path.join(dir, 'orders'))).toEqual(['48311.json']);
    // The whole journal: its snapshot and its log of changes.
    for (const name of ['journal.json', 'journal.json.log']) fs.rmSync(path.join(dir, name), { force: true });
    serviceFor(demo(), 'journal.json');
    expect(fs.readdirSync(path.join(dir, 'orders'))).toEqual([]);
  });

  it('a desk left running for days forgets the stored orders of pruned jobs, not only at start', async () => {
    let shift = 0;
    const timers = {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => Date.now() + shift,
    };
    const service = createPrintService({
      journalFile: path.join(dir, 'journal.json'),
      ordersDir: path.join(dir, 'orders'),
      safeStorage: fakeSafeStorage(),
      log: createMemoryLogger(),
      timers,
      sendTimeoutMs: 2000,
      settings: () => demo({ impressaoProducao: 'false' }),
      resolvePrinter: async () => ({
        name: 'Caixa',
        format: 'escpos',
        model: 'escpos',
        codePage: 'cp860',
        port: createThermalTcpPrinter({ host: '127.0.0.1', port: caixa.port }),
      }),
    });
    services.push(service);
    service.start();
    service.printOrder(twoCategoryOrder());
    await jobsOn(caixa, 1);
    await settle();
    expect(fs.readdirSync(path.join(dir, 'orders'))).toEqual(['48311.json']);
    // Three days on, without a restart: the next order's change prunes the old job and its order.
    shift = 3 * 24 * 60 * 60 * 1000;
    service.printOrder({ ...twoCategoryOrder(), id_pedido: '48312' });
    await jobsOn(caixa, 2);
    await settle();
    expect(fs.readdirSync(path.join(dir, 'orders'))).toEqual(['48312.json']);
  });

  it('prints a test page with accents, and says which printer is missing', async () => {
    const service = serviceFor(demo());
    expect(await service.testPage('Cozinha')).toEqual({ ok: true });
    const [page] = await jobsOn(cozinha, 1);
    expect(text(page)).toContain('TESTE DE IMPRESSÃO');
    expect(text(page)).toContain('ÁÉÍÓÚ ÂÊÔ ÃÕ Ç áéíóú âêô ãõ ç');
    expect(await service.testPage('Bar')).toEqual({
      ok: false,
      error: 'Impressora Bar não encontrada. Verifique as configurações de impressão.',
    });
    await caixa.setMode('offline');
    const offline = await service.testPage('Caixa');
    expect(offline.ok).toBe(false);
  });
});

describe('createPrintService with an OS printer', () => {
  it('sends each copy as one HTML document', async () => {
    const sent: string[] = [];
    const service = createPrintService({
      journalFile: path.join(dir, 'html.json'),
      ordersDir: path.join(dir, 'orders'),
      log: createMemoryLogger(),
      settings: () => demo({ qtdeCopia: 2, impressaoProducao: 'false', nomeFonte: 'Verdana' }),
      resolvePrinter: async () => ({
        name: 'Caixa',
        format: 'html',
        codePage: 'cp860',
        model: 'escpos',
        port: { format: 'html', send: async (bytes) => void sent.push(bytes.toString('utf8')) },
      }),
    });
    services.push(service);
    service.start();
    service.printOrder(twoCategoryOrder());
    const until = Date.now() + 3000;
    while (sent.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^<!doctype html>/i);
    expect(sent[0]).toContain('PEDIDO #48311');
    expect(sent[0]).toContain('Verdana');
  });
});

describe('createPrintService: Resumo do dia (issue 20 §5)', () => {
  const cents = (count: number, amount: number) => ({ count, amount });
  const summaryPrint = (id: string): DaySummaryPrint => ({
    id,
    storeName: 'Pizzaria São João',
    printedAt: new Date(2026, 10, 26, 23, 5).getTime(),
    summary: {
      day: '2026-11-26',
      totalOrders: 9,
      byStatus: [
        { status: 'PE', label: 'Enviado', count: 1 },
        { status: 'PD', label: 'Entregue', count: 6 },
        { status: 'PC', label: 'Cancelado', count: 2 },
      ],
      figures: {
        cancelled: cents(2, 62.35),
        delivered: cents(6, 1234.5),
        deliveredOnline: cents(2, 43),
        deliveredInPerson: cents(4, 1191.5),
        deliveredByPayment: { dinheiro: cents(3, 1100), cartao: cents(1, 91.5), online: cents(2, 43) },
        deliveryFees: 19.5,
        discounts: 6.5,
        grandTotal: 1247.5,
      },
    },
  });

  it('prints once on the cashier printer, the same id asked again adds nothing; a new press prints again', async () => {
    const service = serviceFor(demo());
    expect(service.printDaySummary(summaryPrint('resumo-a'))).toEqual({ ok: true });
    expect(service.printDaySummary(summaryPrint('resumo-a'))).toEqual({ ok: true });
    const [ticket] = await jobsOn(caixa, 1);
    await settle();
    expect(caixa.jobs).toHaveLength(1);
    expect(cozinha.jobs).toHaveLength(0);
    // Each pair row's two sides, however far apart the paper width puts them.
    const lines = ticket?.lines.map((l) => l.replace(/\s+/g, ' ').trim()) ?? [];
    for (const expected of [
      'Pizzaria São João',
      'RESUMO DO DIA',
      '26/11/2026',
      'Impresso em 26/11/2026 23:05',
      'PEDIDOS POR SITUAÇÃO',
      'Total de pedidos 9',
      'Dinheiro (3) R$ 1.100,00',
      'Cartão (1) R$ 91,50',
      'Online (2) R$ 43,00',
      'Total entregue (6) R$ 1.234,50',
      'Taxas de entrega R$ 19,50',
      'Descontos -R$ 6,50',
      'TOTAL GERAL R$ 1.247,50',
      'Cancelados (2) R$ 62,35',
    ]) {
      expect(lines).toContain(expected);
    }
    expect(ticket?.cuts).toBe(1);
    expect(service.queue().printedToday).toEqual([
      expect.objectContaining({ orderId: 'resumo-a', kind: 'summary', label: 'Resumo do dia' }),
    ]);
    service.printDaySummary(summaryPrint('resumo-b'));
    expect(await jobsOn(caixa, 2)).toHaveLength(2);
  });

  it('waits with the printer and prints after a restart from the stored summary; a reprint is marked', async () => {
    await caixa.setMode('offline');
    const first = serviceFor(demo());
    first.printDaySummary(summaryPrint('resumo-c'));
    await settle();
    await first.stop();
    await caixa.setMode('online');
    const second = serviceFor(demo(), 'journal.json');
    const [ticket] = await jobsOn(caixa, 1);
    expect(text(ticket)).toContain('RESUMO DO DIA');
    const key = second.queue().printedToday[0]?.key ?? '';
    expect(second.reprintJob(key)).toEqual({ ok: true });
    const [, again] = await jobsOn(caixa, 2);
    expect(text(again)).toContain('REIMPRESSÃO');
  });

  it('says so when no cashier printer is chosen', () => {
    const service = serviceFor(demo({ impressorasCaixa: [], defaultPrinter: '' }));
    expect(service.printDaySummary(summaryPrint('resumo-d'))).toEqual({
      ok: false,
      error: 'Impressora não selecionada, escolha uma impressora e tente novamente.',
    });
  });
});

describe('createPrintService: printers read ahead of an accept (preparePrinters)', () => {
  /** Ports that only count the reads made ahead; `Caixa` holds its one send until released. */
  function counted(settings: LocalPrintSettings) {
    const prepared: string[] = [];
    let release: (() => void) | undefined;
    const port = (name: string): ResolvedPrinter => ({
      name,
      format: 'escpos',
      model: 'escpos',
      codePage: 'cp860',
      port: {
        async send() {
          if (name === 'Caixa') await new Promise<void>((resolve) => (release = resolve));
        },
        status: async () => 'ok',
        async prepare() {
          prepared.push(name);
          if (name === 'Bar') throw new Error('sem rede');
        },
      },
    });
    const printers = new Map(['Caixa', 'Cozinha', 'Bar', 'Outra'].map((n) => [n, port(n)]));
    const service = createPrintService({
      journalFile: path.join(dir, 'journal.json'),
      ordersDir: path.join(dir, 'orders'),
      log: createMemoryLogger(),
      settings: () => settings,
      resolvePrinter: async (name) => printers.get(name),
    });
    services.push(service);
    service.start();
    const flush = () => new Promise((r) => setTimeout(r, 20));
    return { service, prepared, flush, release: () => release?.(), sending: () => release !== undefined };
  }

  it("reads each printer an order's tickets may go to once: the cashier ones and the routed production ones", async () => {
    const t = counted(
      demo({
        impressorasCaixa: ['Caixa', 'Cozinha'],
        impressorasProducao: {
          '1': { impressora: 'Cozinha', agrupamento: 'COZINHA' },
          '2': { impressora: ' Bar ', agrupamento: 'BAR' },
          '3': { impressora: '', agrupamento: 'NADA' },
        },
      }),
    );
    t.service.preparePrinters();
    await t.flush();
    // 'Bar' failed its read: a hint only, nothing thrown, nothing recorded.
    expect(t.prepared.sort()).toEqual(['Bar', 'Caixa', 'Cozinha']);
    expect(t.service.snapshot().pending).toEqual([]);
  });

  it('without production printing, reads the cashier printers only', async () => {
    const t = counted(demo({ impressaoProducao: 'false' }));
    t.service.preparePrinters();
    await t.flush();
    expect(t.prepared).toEqual(['Caixa']);
  });

  it('leaves alone a printer that is printing: its next ticket would wait anyway', async () => {
    const t = counted(demo());
    expect(t.service.printOrder(twoCategoryOrder(), { categories })).toMatchObject({ ok: true });
    await t.flush();
    expect(t.sending()).toBe(true);
    t.service.preparePrinters();
    await t.flush();
    expect(t.prepared).toEqual([]);
    t.release();
  });
});
