// createPrintingSystem as main and the web-mode print host run it: the settings, registry, journal
// and the loopback local print service wired together, against virtual printers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Channels } from '../../../shared/bridge';
import type { PrintQueue } from '../../../shared/printing';
import { createPrintingSystem, type PrintingSystem } from '../../../main/printing';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../main/printing/settings';
import { startPrintHost } from '../../../main/printing/host';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { twoCategoryOrder } from './printing-fixtures';
import { printingSystemBase } from './fakes';
import { createMemoryLogger } from '../../support/logger';

let dir: string;
let printer: VirtualPrinter;
const stops: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printing-system-'));
  printer = await startVirtualPrinter();
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  await printer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function system(sent: [string, unknown][] = []): Promise<PrintingSystem> {
  const s = createPrintingSystem({
    ...printingSystemBase(dir, sent),
    devPrinters: [
      {
        name: 'Caixa',
        connection: { kind: 'tcp', host: '127.0.0.1', port: printer.port },
        codePage: 'cp860',
      },
    ],
    localService: { ports: { aiboo: 0, nat: 0 } },
    queueThrottleMs: 200,
    sendTimeoutMs: 2000,
  });
  await s.start();
  stops.push(() => s.stop());
  return s;
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

describe('createPrintingSystem', () => {
  it('the local print service lists and prints through the same printers', async () => {
    const s = await system();
    const { aiboo, nat } = s.localPorts();
    expect(aiboo).toBeGreaterThan(0);
    expect(nat).toBeGreaterThan(0);
    const list = (await (await fetch(`http://127.0.0.1:${aiboo}/impressoras`)).json()) as {
      impressoras: string[];
    };
    expect(list.impressoras).toEqual(['Caixa']);

    const res = await fetch(`http://127.0.0.1:${nat}/print`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        impressora: 'Caixa',
        texto: 'PEDIDO #9\nPão de queijo',
        copias: 2,
        largura: '4,8',
      }),
    });
    expect(await res.json()).toEqual({ status: true });
    await until(() => printer.jobs.length === 1);
    const [job] = printer.jobs;
    expect(job?.lines).toEqual(expect.arrayContaining(['PEDIDO #9', 'Pão de queijo']));
    expect(job?.cuts).toBe(2);
  });

  it('printing to an unknown printer through the local service answers the reason', async () => {
    const s = await system();
    const res = await fetch(`http://127.0.0.1:${s.localPorts().aiboo}/imprimir`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ impressora: 'Bar', texto: 'x' }),
    });
    const body = (await res.json()) as { status: boolean; erro: string };
    expect(body.status).toBe(false);
    expect(body.erro).toContain('Impressora Bar não encontrada');
  });

  it('broadcasts settings changes and a throttled queue while a burst prints', async () => {
    const sent: [string, unknown][] = [];
    const s = await system(sent);
    await s.ipc.saveSettings({
      ...structuredClone(DEFAULT_LOCAL_PRINT_SETTINGS),
      impressorasCaixa: ['Caixa'],
    });
    expect(sent.filter(([c]) => c === Channels.printing.settingsChanged)).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) s.ipc.printOrder({ ...twoCategoryOrder(), id_pedido: String(100 + i) });
    await new Promise((r) => setTimeout(r, 150));
    // Ten orders queued in one go: at most one broadcast so far (the throttle window is 200 ms).
    expect(sent.filter(([c]) => c === Channels.printing.queueChanged).length).toBeLessThanOrEqual(1);
    await until(() => printer.jobs.length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    const queues = sent.filter(([c]) => c === Channels.printing.queueChanged).map(([, q]) => q as PrintQueue);
    expect(queues.at(-1)?.printedToday.length).toBe(printer.jobs.length);
    expect(queues.at(-1)?.pending.length).toBe(10 - printer.jobs.length);
  });

  it('the standalone print host runs the same system in plain Node', async () => {
    const host = await startPrintHost({
      dataDir: dir,
      ports: { aiboo: 0, nat: 0 },
      env: {
        CASHDESK_DEV_PRINTERS: JSON.stringify([{ name: 'Caixa', host: '127.0.0.1', port: printer.port }]),
      },
      log: createMemoryLogger(),
    });
    stops.push(() => host.close());
    const list = (await (await fetch(`http://127.0.0.1:${host.ports.aiboo}/impressoras`)).json()) as {
      impressoras: string[];
    };
    expect(list.impressoras).toEqual(['Caixa']);
  });
});
