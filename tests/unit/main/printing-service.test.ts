import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../../main/log/logger';
import { PrinterError } from '../../../main/printing/escpos/tcp-transport';
import type { PrinterConfig } from '../../../main/printing/printers';
import { createPrintService, TEST_PAGE_TITLE, type PrintService } from '../../../main/printing/print-service';
import { startVirtualPrinter, type Job, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { categories, settings, twoCategoryOrder } from './printing-fixtures';

let dir: string;
let caixa: VirtualPrinter;
let cozinha: VirtualPrinter;
let service: PrintService;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-service-'));
  [caixa, cozinha] = await Promise.all([startVirtualPrinter(), startVirtualPrinter()]);
  service = serviceFor({
    journalFile: path.join(dir, 'journal.json'),
    printers: [tcpPrinter('caixa', caixa, 'cp860', 48), tcpPrinter('cozinha', cozinha, 'cp850', 32)],
  });
  service.start();
});

/** A TCP printer config on a virtual printer. */
function tcpPrinter(
  id: string,
  printer: VirtualPrinter,
  codePage: PrinterConfig['codePage'],
  columns: PrinterConfig['columns'],
): PrinterConfig {
  const name = id.charAt(0).toUpperCase() + id.slice(1);
  return { id, name, kind: 'tcp', host: '127.0.0.1', port: printer.port, codePage, columns };
}

interface ServiceOptions {
  journalFile: string;
  printers: PrinterConfig[];
  copies?: number;
  production?: boolean;
  getOrder?: Parameters<typeof createPrintService>[0]['getOrder'];
  log?: ReturnType<typeof createMemoryLogger>;
}

/** The demo store's service: 'caixa' is the cashier printer, categories from the fixtures. */
function serviceFor(o: ServiceOptions): PrintService {
  return createPrintService({
    journalFile: o.journalFile,
    log: o.log ?? createMemoryLogger(),
    sendTimeoutMs: 2000,
    printers: () => o.printers,
    settings: () => ({ ...settings, copies: o.copies ?? settings.copies }),
    categories: () => categories,
    cashierPrinterIds: () => ['caixa'],
    productionEnabled: () => o.production ?? true,
    getOrder: o.getOrder ?? (() => undefined),
    storeName: () => 'Pizzaria São João',
  });
}

afterEach(async () => {
  await service.stop();
  await Promise.all([caixa.close(), cozinha.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function jobsOn(printer: VirtualPrinter, count: number, timeoutMs = 5000): Promise<Job[]> {
  const until = Date.now() + timeoutMs;
  while (printer.jobs.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return printer.jobs;
}

const text = (job: Job | undefined) => (job?.lines ?? []).join('\n');
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('createPrintService', () => {
  it('prints one cashier ticket and one production ticket per routed category, once', async () => {
    const order = twoCategoryOrder();
    const result = service.printOrder(order);
    expect(result.jobs.map((j) => j.key)).toEqual(['48311:cashier:-:caixa', '48311:production:1:cozinha']);
    expect(result.skipped).toEqual([
      { categoryId: '2', name: 'Bebidas', reason: 'no-printer', itemCount: 1 },
    ]);

    const [cashier] = await jobsOn(caixa, 1);
    const [kitchen] = await jobsOn(cozinha, 1);
    expect(text(cashier)).toContain('PEDIDO #48311');
    expect(text(cashier)).toContain('João Conceição');
    expect(text(cashier)).toContain('R$ 87,40');
    expect(text(cashier)).toContain('Não tocar a campainha');
    expect(text(cashier)).not.toContain('REIMPRESSÃO');
    expect(cashier?.cuts).toBe(1);
    expect(cashier?.codePages).toEqual(['cp860']);
    expect(cashier?.lines.every((l) => l.length <= 48)).toBe(true);

    expect(text(kitchen)).toContain('COZINHA');
    expect(text(kitchen)).toContain('Calabresa à moda');
    expect(text(kitchen)).not.toContain('Guaraná');
    expect(kitchen?.codePages).toEqual(['cp850']);
    expect(kitchen?.lines.every((l) => l.length <= 32)).toBe(true);

    service.printOrder(order);
    await settle();
    expect(caixa.jobs).toHaveLength(1);
    expect(cozinha.jobs).toHaveLength(1);
    expect(service.snapshot().printedToday).toHaveLength(2);
  });

  it('reprints only the cashier ticket, marked REIMPRESSÃO', async () => {
    const order = twoCategoryOrder();
    service.printOrder(order);
    await jobsOn(caixa, 1);
    await jobsOn(cozinha, 1);

    service.printOrder(order, { reprint: true });
    const jobs = await jobsOn(caixa, 2);
    expect(jobs).toHaveLength(2);
    expect(text(jobs[1])).toContain('REIMPRESSÃO');
    expect(text(jobs[1])).toContain('PEDIDO #48311');
    await settle();
    expect(caixa.jobs).toHaveLength(2);
    expect(cozinha.jobs).toHaveLength(1);
  });

  it('prints the cashier copies setting as one job', async () => {
    const order = twoCategoryOrder();
    const copies = createPrintServiceWithCopies(2);
    copies.service.start();
    copies.service.printOrder(order);
    const [job] = await jobsOn(caixa, 1);
    expect(job?.cuts).toBe(2);
    await copies.service.stop();
  });

  it('skips production tickets when production is disabled', async () => {
    const other = createPrintServiceWithCopies(1, false);
    other.service.start();
    const result = other.service.printOrder(twoCategoryOrder());
    expect(result.jobs.map((j) => j.kind)).toEqual(['cashier']);
    await jobsOn(caixa, 1);
    await settle();
    expect(cozinha.jobs).toHaveLength(0);
    await other.service.stop();
  });

  it('prints a test page with accents', async () => {
    await service.testPage('cozinha');
    const [page] = await jobsOn(cozinha, 1);
    expect(text(page)).toContain(TEST_PAGE_TITLE);
    expect(text(page)).toContain('ÁÉÍÓÚ ÂÊÔ ÃÕ À Ç');
    expect(text(page)).toContain('áéíóú âêô ãõ à ç');
    expect(page?.cuts).toBe(1);
  });

  it('rejects a test page for an unknown printer or an offline one', async () => {
    await expect(service.testPage('bar')).rejects.toBeInstanceOf(PrinterError);
    await caixa.setMode('offline');
    await expect(service.testPage('caixa')).rejects.toMatchObject({ kind: 'offline' });
  });
});

/** A second service on the same virtual printers with its own journal. */
function createPrintServiceWithCopies(copies: number, production = true) {
  return {
    service: serviceFor({
      journalFile: path.join(dir, `journal-${copies}-${String(production)}.json`),
      printers: [tcpPrinter('caixa', caixa, 'cp860', 48), tcpPrinter('cozinha', cozinha, 'cp860', 48)],
      copies,
      production,
    }),
  };
}

describe('createPrintService rendering', () => {
  it('renders a job from getOrder when the order was not handed over in this run', async () => {
    const order = twoCategoryOrder();
    const journalFile = path.join(dir, 'restored.json');
    const log = createMemoryLogger();
    const make = (getOrder: () => typeof order | undefined) =>
      serviceFor({
        journalFile,
        log,
        printers: [tcpPrinter('caixa', caixa, 'cp860', 48)],
        production: false,
        getOrder,
      });
    // First run: queued while the printer is offline, then the app closes.
    await caixa.setMode('offline');
    const first = make(() => undefined);
    first.start();
    first.printOrder(order);
    await settle();
    await first.stop();
    await caixa.setMode('online');

    const second = make(() => order);
    second.start();
    const [job] = await jobsOn(caixa, 1);
    expect(text(job)).toContain('PEDIDO #48311');
    await second.stop();
  });
});
