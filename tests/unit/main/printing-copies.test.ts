// Issue 37 §2: the copies of orders behind print jobs are sealed with the keychain, trimmed to
// what a ticket prints, cleared at logout once printed (waiting ones stay), and without a
// keychain live only while their tickets wait.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalPrintSettings } from '../../../shared/printing';
import type { SafeStorageLike } from '../../../main/deps';
import { createPrintService, type PrintService } from '../../../main/printing/print-service';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../main/printing/settings';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { createMemoryLogger } from '../../support/logger';
import { fakeSafeStorage } from './fakes';
import { twoCategoryOrder } from './printing-fixtures';

let dir: string;
let caixa: VirtualPrinter;
const services: PrintService[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-copies-'));
  caixa = await startVirtualPrinter();
});

afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
  await caixa.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ordersDir = () => path.join(dir, 'orders');
const files = () => (fs.existsSync(ordersDir()) ? fs.readdirSync(ordersDir()).sort() : []);
const raw = (id: string) => fs.readFileSync(path.join(ordersDir(), `${id}.json`), 'utf8');

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function setup(safeStorage: SafeStorageLike | undefined, missing: string[] = ['Sumida']) {
  // 'Caixa' is the virtual printer; 'Sumida' is a printer that is not there (its tickets wait).
  let cashier = ['Caixa'];
  const settings = (): LocalPrintSettings => ({
    ...structuredClone(DEFAULT_LOCAL_PRINT_SETTINGS),
    impressaoCliente: 'true',
    impressorasCaixa: cashier,
    impressaoProducao: 'false',
  });
  const service = createPrintService({
    journalFile: path.join(dir, 'journal.json'),
    ordersDir: ordersDir(),
    ...(safeStorage ? { safeStorage } : {}),
    log: createMemoryLogger(),
    sendTimeoutMs: 2000,
    settings,
    resolvePrinter: async (name) =>
      name === 'Caixa'
        ? {
            name,
            format: 'escpos',
            model: 'escpos',
            codePage: 'cp860',
            port: createThermalTcpPrinter({ host: '127.0.0.1', port: caixa.port }),
          }
        : undefined,
  });
  services.push(service);
  service.start();
  return { service, useMissingPrinter: () => (cashier = missing) };
}

const order = (id: string) => ({ ...twoCategoryOrder(), id_pedido: id, hash_pedido: `hash-${id}` });

describe('with the keychain', () => {
  it('each copy is sealed and trimmed: no name, phone or hash in the file', async () => {
    const safeStorage = fakeSafeStorage();
    const { service } = setup(safeStorage);
    service.printOrder(order('101'));
    await until(() => caixa.jobs.length === 1);
    const content = JSON.parse(raw('101')) as { encoding: string; data: string };
    expect(content.encoding).toBe('safeStorage');
    expect(raw('101')).not.toContain('João');
    const stored = JSON.parse(safeStorage.decryptString(Buffer.from(content.data, 'base64'))) as {
      order: Record<string, unknown>;
    };
    expect(stored.order.id_pedido).toBe('101');
    expect(JSON.stringify(stored)).not.toContain('hash-101');
  });

  it('logout clears the copies of printed tickets and keeps, sealed, those still waiting', async () => {
    const { service, useMissingPrinter } = setup(fakeSafeStorage());
    service.printOrder(order('101'));
    await until(() => caixa.jobs.length === 1);
    useMissingPrinter();
    service.printOrder(order('102'));
    await until(() => service.snapshot().failed.length === 1);
    expect(files()).toEqual(['101.json', '102.json']);

    service.clearPrintedCopies();
    expect(files()).toEqual(['102.json']);
    expect(JSON.parse(raw('102')).encoding).toBe('safeStorage');
    // A reprint of the printed one now says why it cannot.
    expect(service.reprintJob('101:cashier:-:Caixa')).toEqual({
      ok: false,
      error: 'Pedido indisponível para impressão.',
    });
  });

  it('a discarded ticket takes its copy with it', async () => {
    const { service, useMissingPrinter } = setup(fakeSafeStorage());
    useMissingPrinter();
    service.printOrder(order('103'));
    await until(() => service.snapshot().failed.length === 1);
    expect(files()).toEqual(['103.json']);
    expect(service.discardJob('103:cashier:-:Sumida')).toEqual({ ok: true });
    expect(files()).toEqual([]);
  });
});

describe('without a keychain (the web-mode print host, Linux without a keyring)', () => {
  it('a copy lives only while its ticket waits: gone once printed, or discarded', async () => {
    const { service, useMissingPrinter } = setup(undefined);
    service.printOrder(order('201'));
    expect(files()).toEqual(['201.json']);
    expect(JSON.parse(raw('201')).encoding).toBe('plain');
    await until(() => caixa.jobs.length === 1);
    await until(() => files().length === 0);

    useMissingPrinter();
    service.printOrder(order('202'));
    await until(() => service.snapshot().failed.length === 1);
    expect(files()).toEqual(['202.json']);
    service.discardJob('202:cashier:-:Sumida');
    expect(files()).toEqual([]);
  });

  it('a restart forgets the copies of printed tickets too', async () => {
    const { service } = setup(undefined);
    service.printOrder(order('203'));
    await until(() => caixa.jobs.length === 1);
    await service.stop();
    expect(files()).toEqual([]);
  });
});

describe('pruning the copies costs no folder scan when nothing could go (review of issue 32)', () => {
  it('discarding one of two waiting tickets of an order keeps its copy without listing the folder', async () => {
    const { service, useMissingPrinter } = setup(undefined, ['Sumida', 'Longe']);
    useMissingPrinter();
    const scans = vi.spyOn(fs, 'readdirSync');
    const scansOfCopies = () => scans.mock.calls.filter(([d]) => String(d) === ordersDir()).length;
    try {
      service.printOrder(order('301'));
      // Without a keychain the copies are pruned shortly after the changes: once, with the new copy.
      await until(() => service.snapshot().failed.length === 2 && scansOfCopies() > 0);
      expect(files()).toEqual(['301.json']);
      scans.mockClear();
      expect(service.discardJob('301:cashier:-:Sumida')).toEqual({ ok: true });
      // The other ticket still waits on the copy: nothing to remove, so no scan.
      expect(scans.mock.calls.filter(([d]) => String(d) === ordersDir())).toHaveLength(0);
      scans.mockClear();
      expect(service.discardJob('301:cashier:-:Longe')).toEqual({ ok: true });
      expect(scans.mock.calls.filter(([d]) => String(d) === ordersDir())).toHaveLength(1);
    } finally {
      scans.mockRestore();
    }
    expect(files()).toEqual([]);
  });
});
