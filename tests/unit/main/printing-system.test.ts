// createPrintingSystem as main and the web-mode print host run it: the settings, registry, journal
// and the loopback local print service wired together, against virtual printers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Channels } from '../../../shared/bridge';
import { applyQueueUpdate, type PrintQueueUpdate } from '../../../shared/print-queue-update';
import type { PrintQueue } from '../../../shared/printing';
import { createPrintingSystem, type LocalServiceDeps, type PrintingSystem } from '../../../main/printing';
import { LOCAL_HOST_MESSAGES, type LocalHostView } from '../../../shared/local-print-host';
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

async function system(
  sent: [string, unknown][] = [],
  localService: LocalServiceDeps = { ports: { aiboo: 0, nat: 0 }, run: 'always' },
): Promise<PrintingSystem> {
  const s = createPrintingSystem({
    ...printingSystemBase(dir, sent),
    devPrinters: [
      {
        name: 'Caixa',
        connection: { kind: 'tcp', host: '127.0.0.1', port: printer.port },
        codePage: 'cp860',
      },
    ],
    localService,
    queueThrottleMs: 200,
    sendTimeoutMs: 2000,
  });
  await s.start();
  stops.push(() => s.stop());
  return s;
}

/** The pairing code header of a running system, as a local program or the paired page sends it. */
async function tokenOf(s: PrintingSystem): Promise<Record<string, string>> {
  const view = await s.ipc.getLocalHost();
  if (view.role !== 'host') throw new Error('não é o host');
  return { 'X-Caixa-Token': view.token };
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
    const token = await tokenOf(s);
    const list = (await (
      await fetch(`http://127.0.0.1:${aiboo}/impressoras`, { headers: token })
    ).json()) as {
      impressoras: string[];
    };
    expect(list.impressoras).toEqual(['Caixa']);

    const res = await fetch(`http://127.0.0.1:${nat}/print`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...token },
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

  it("the store's openings reach the station numbers' business day, kept for a restart (issue 33 §1)", async () => {
    const s = await system([], { run: 'setting' });
    s.ipc.storeOpenChanged(false);
    s.ipc.storeOpenChanged(true);
    const kept = JSON.parse(fs.readFileSync(path.join(dir, 'business-day.json'), 'utf8')) as {
      open: boolean;
    };
    expect(kept.open).toBe(true);
  });

  it('printing to an unknown printer through the local service answers the reason', async () => {
    const s = await system();
    const res = await fetch(`http://127.0.0.1:${s.localPorts().aiboo}/imprimir`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await tokenOf(s)) },
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
    const updates = sent
      .filter(([c]) => c === Channels.printing.queueChanged)
      .map(([, u]) => u as PrintQueueUpdate);
    // After the first whole queue, each push carries only what changed (shared/print-queue-update.ts).
    expect(updates.slice(1).every((u) => 'from' in u)).toBe(true);
    let queue: PrintQueue | null = null;
    for (const u of updates) {
      const next = applyQueueUpdate(queue, u);
      if (typeof next !== 'string') queue = next;
    }
    expect(queue?.printedToday.length).toBe(printer.jobs.length);
    expect(queue?.pending.length).toBe(10 - printer.jobs.length);
    expect(await s.ipc.getQueue()).toEqual(queue);
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
    const url = `http://127.0.0.1:${host.ports.aiboo}/impressoras`;
    expect((await fetch(url)).status).toBe(403);
    const list = (await (await fetch(url, { headers: { 'X-Caixa-Token': host.token } })).json()) as {
      impressoras: string[];
    };
    expect(list.impressoras).toEqual(['Caixa']);
  });
});

describe('the desktop local print host (issue 37 §1)', () => {
  const desktop = (extra: Partial<LocalServiceDeps> = {}): LocalServiceDeps => ({
    ports: { aiboo: 0, nat: 0 },
    ...extra,
  });
  const hostView = async (s: PrintingSystem) => {
    const view: LocalHostView = await s.ipc.getLocalHost();
    if (view.role !== 'host') throw new Error('não é o host');
    return view;
  };
  const list = (port: number | null, token?: string) =>
    fetch(`http://127.0.0.1:${port ?? 0}/impressoras`, { headers: token ? { 'X-Caixa-Token': token } : {} });

  it('a new install keeps it off, with a code already made and stored; the switch starts and stops it', async () => {
    const s = await system([], desktop());
    expect(s.localPorts()).toEqual({ aiboo: null, nat: null });
    const off = await hostView(s);
    expect(off.enabled).toBe(false);
    expect(off.token).toMatch(/^([A-HJ-NP-Z2-9]{4}-){4}[A-HJ-NP-Z2-9]{4}$/);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, 'local-print-host.json'), 'utf8')) as {
      token: string;
      enabled: boolean;
    };
    expect(stored).toMatchObject({ token: off.token, enabled: false });

    const on = await s.ipc.changeLocalHost({ enabled: true });
    expect(on).toMatchObject({ role: 'host', enabled: true, token: off.token });
    const { aiboo } = s.localPorts();
    expect(aiboo).toBeGreaterThan(0);
    expect((await list(aiboo)).status).toBe(403);
    expect((await list(aiboo, off.token)).status).toBe(200);
    // Typed by hand: lower case and spaces still pair.
    expect((await list(aiboo, off.token.toLowerCase().replaceAll('-', ' '))).status).toBe(200);

    await s.ipc.changeLocalHost({ enabled: false });
    expect(s.localPorts()).toEqual({ aiboo: null, nat: null });
    await expect(list(aiboo, off.token)).rejects.toThrow();
  });

  it('a new code works at once and the old one stops working, also after a restart', async () => {
    const s = await system([], desktop({ run: 'always' }));
    const before = (await hostView(s)).token;
    const after = await s.ipc.changeLocalHost({ rotateToken: true });
    if (after.role !== 'host') throw new Error('não é o host');
    expect(after.token).not.toBe(before);
    const { nat } = s.localPorts();
    expect((await list(nat, before)).status).toBe(403);
    expect((await list(nat, after.token)).status).toBe(200);
    await s.stop();
    const again = await system([], desktop({ run: 'always' }));
    expect((await hostView(again)).token).toBe(after.token);
  });

  it('an update whose logs show the old host served a browser or program starts with it on, once', async () => {
    fs.mkdirSync(path.join(dir, 'logs'));
    fs.writeFileSync(
      path.join(dir, 'logs', 'main.2.log'),
      '2026-11-30T10:00:00.000Z [info] Serviço local: cupom impresso em Caixa\n',
    );
    const s = await system([], desktop());
    expect((await hostView(s)).enabled).toBe(true);
    expect(s.localPorts().aiboo).toBeGreaterThan(0);
    await s.ipc.changeLocalHost({ enabled: false });
    await s.stop();
    // The stored choice wins from then on: the old log lines do not turn it back on.
    const again = await system([], desktop());
    expect((await hostView(again)).enabled).toBe(false);
  });

  it('logs of a desktop that only printed by itself leave it off', async () => {
    fs.mkdirSync(path.join(dir, 'logs'));
    fs.writeFileSync(
      path.join(dir, 'logs', 'main.log'),
      '2026-11-30T10:00:00.000Z [info] Gaveta aberta na impressora Caixa (botão Abrir gaveta)\n',
    );
    const s = await system([], desktop());
    expect((await hostView(s)).enabled).toBe(false);
  });

  it('stores only loopback web-mode origins, and answers them', async () => {
    const s = await system([], desktop({ run: 'always' }));
    await expect(s.ipc.changeLocalHost({ webOrigins: ['https://evil.example'] })).rejects.toThrow(
      LOCAL_HOST_MESSAGES.badOrigin,
    );
    const view = await s.ipc.changeLocalHost({ webOrigins: ['http://127.0.0.1:5200/'] });
    expect(view).toMatchObject({ webOrigins: ['http://127.0.0.1:5200'] });
    const token = (await hostView(s)).token;
    const from = (origin: string) =>
      fetch(`http://127.0.0.1:${s.localPorts().aiboo}/impressoras`, {
        headers: { 'X-Caixa-Token': token, Origin: origin },
      });
    expect((await from('http://127.0.0.1:5200')).status).toBe(200);
    expect((await from('http://127.0.0.1:5180')).status).toBe(403);
    await expect(s.ipc.changeLocalHost({ pairToken: token })).rejects.toThrow(LOCAL_HOST_MESSAGES.notClient);
  });
});
