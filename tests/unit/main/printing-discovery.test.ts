// 'Procurar impressoras' (issue 20 §2): the range parser, the ID answer reader, and the sweep of
// 127.0.0.0/24 against virtual printers (one says ELGIN, one STAR, one nothing) and a port that
// accepts but is an HTTP server. Everything here stays on loopback: every range is given.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Channels } from '../../../shared/bridge';
import { UNIDENTIFIED_PRINTER, type DiscoveryProgress, type FoundPrinter } from '../../../shared/printing';
import { createPrintingSystem } from '../../../main/printing';
import {
  createPrinterDiscovery,
  modelFromMaker,
  networkPrinterName,
  ownSubnet,
  parseRange,
  readAnswer,
  sweep,
} from '../../../main/printing/discovery';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { printingSystemBase } from './fakes';
import { createMemoryLogger } from '../../support/logger';

describe('parseRange', () => {
  it.each([
    ['127.0.0.0/24', 254, '127.0.0.1', '127.0.0.254'],
    ['127.0.0.7/24', 254, '127.0.0.1', '127.0.0.254'],
    ['127.0.0.4/30', 2, '127.0.0.5', '127.0.0.6'],
    ['127.0.0.9/32', 1, '127.0.0.9', '127.0.0.9'],
    ['127.0.0.250-127.0.1.2', 9, '127.0.0.250', '127.0.1.2'],
  ])('%s', (range, count, first, last) => {
    const list = parseRange(range);
    expect([list.length, list[0], list.at(-1)]).toEqual([count, first, last]);
  });

  it.each(['', '127.0.0.0', '127.0.0.0/33', '127.0.0.300/24', '127.0.0.9-127.0.0.1', '10.0.0.0/8', 'a-b'])(
    'refuses %j',
    (range) => expect(() => parseRange(range)).toThrow(),
  );
});

describe('ownSubnet', () => {
  it('is the /24 of the first non-internal IPv4 address', () => {
    expect(
      ownSubnet({
        lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
        eth0: [
          { address: 'fe80::1', family: 'IPv6', internal: false },
          { address: '192.168.10.37', family: 'IPv4', internal: false },
        ],
      }),
    ).toBe('192.168.10.0/24');
    expect(ownSubnet({ lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }] })).toBeUndefined();
  });
});

describe('readAnswer and modelFromMaker', () => {
  const block = (text: string) => Buffer.concat([Buffer.from('_' + text, 'latin1'), Buffer.from([0])]);
  it.each([
    [
      'maker, model, serial number and status',
      Buffer.concat([block('ELGIN'), block('i9'), block('X5QG012345'), Buffer.from([0x12])]),
      ['ELGIN', 'i9', 'X5QG012345'],
      false,
      true,
    ],
    [
      // A printer without GS I 68 is waited for until the probe's answer wait ends.
      'maker, model and status, no serial number',
      Buffer.concat([block('ELGIN'), block('i9'), Buffer.from([0x12])]),
      ['ELGIN', 'i9'],
      false,
      false,
    ],
    ['status only', Buffer.from([0x12]), [], false, false],
    ['nothing', Buffer.alloc(0), [], false, false],
    ['an HTTP answer', Buffer.from('HTTP/1.1 400 Bad Request\r\n'), [], true, false],
  ])('%s', (_what, bytes, texts, foreign, complete) => {
    expect(readAnswer(bytes)).toMatchObject({ texts, foreign, complete });
  });

  it.each([
    ['EPSON', 'escpos'],
    ['ELGIN', 'escpos'],
    ['BEMATECH', 'escpos'],
    ['Knup', 'escpos'],
    ['STAR', 'star'],
    ['DARUMA', 'daruma'],
    ['TANCA', 'tanca'],
    ['BROTHER', 'brother'],
    ['ACME', undefined],
  ])('%s → %s', (maker, model) => expect(modelFromMaker(maker)).toBe(model));
});

describe('networkPrinterName', () => {
  it.each([
    ['127.0.0.2', 9100, 'ELGIN', 'ELGIN 127.0.0.2'],
    ['127.0.0.4', 9100, undefined, 'Impressora 127.0.0.4'],
    ['127.0.0.4', 9101, '', 'Impressora 127.0.0.4:9101'],
  ])('%s:%d said %j → %s', (host, port, maker, name) => {
    expect(networkPrinterName({ host, port }, maker)).toBe(name);
  });
});

// Three virtual printers and one HTTP server on port 9100 of 127.0.0.2–5 where loopback takes
// those addresses (Linux); else all four on 127.0.0.1, each on its own port, and the sweep
// takes that port list.
let elgin: VirtualPrinter;
let star: VirtualPrinter;
let silent: VirtualPrinter;
let web: http.Server;
let ports: number[];
let addressOf: (i: 0 | 1 | 2 | 3) => string;

async function listenHttp(host: string, port: number): Promise<http.Server> {
  const server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

beforeAll(async () => {
  try {
    elgin = await startVirtualPrinter({
      host: '127.0.0.2',
      port: 9100,
      identity: { maker: 'ELGIN', model: 'i9' },
    });
    star = await startVirtualPrinter({
      host: '127.0.0.3',
      port: 9100,
      identity: { maker: 'STAR', model: 'TSP100' },
    });
    silent = await startVirtualPrinter({ host: '127.0.0.4', port: 9100 });
    web = await listenHttp('127.0.0.5', 9100);
    ports = [9100];
    addressOf = (i) => `127.0.0.${i + 2}:9100`;
  } catch {
    await Promise.all([elgin?.close(), star?.close(), silent?.close()]);
    elgin = await startVirtualPrinter({ identity: { maker: 'ELGIN', model: 'i9' } });
    star = await startVirtualPrinter({ identity: { maker: 'STAR', model: 'TSP100' } });
    silent = await startVirtualPrinter();
    web = await listenHttp('127.0.0.1', 0);
    ports = [elgin.port, star.port, silent.port, (web.address() as net.AddressInfo).port];
    addressOf = (i) => `127.0.0.1:${ports[i]}`;
  }
});
afterAll(async () => {
  await Promise.all([elgin.close(), star.close(), silent.close()]);
  await new Promise((resolve) => web.close(resolve));
});

const fakeRegistry = () => {
  const remembered: unknown[] = [];
  return {
    remembered,
    list: async () => ({
      printers: [
        {
          name: '/dev/usb/lp0',
          kind: 'device' as const,
          detail: '/dev/usb/lp0',
          configured: false,
          health: 'unknown' as const,
        },
        // The OS queue of the ELGIN found on the network (CUPS' socket:// backend).
        {
          name: 'ELGIN_fila',
          kind: 'os' as const,
          detail: 'ELGIN_fila',
          configured: false,
          health: 'unknown' as const,
          deviceUri: `socket://${addressOf(0)}`,
        },
      ],
    }),
    definitions: () => [],
    rememberFound: (list: readonly unknown[]) => void remembered.push(...list),
  };
};

describe('the sweep of 127.0.0.0/24', () => {
  it('lists the three printers with the models they said, not the HTTP server, and ends at total', async () => {
    const progress: DiscoveryProgress[] = [];
    const registry = fakeRegistry();
    const discovery = createPrinterDiscovery({
      registry,
      log: createMemoryLogger(),
      options: () => ({ range: '127.0.0.0/24', ports }),
      onProgress: (p) => progress.push(p),
    });
    const started = Date.now();
    const result = await discovery.discover();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.cancelled).toBe(false);

    const byDetail = new Map(result.printers.map((p) => [p.detail, p]));
    expect(byDetail.get(addressOf(0))).toMatchObject({
      kind: 'tcp',
      model: 'escpos',
      identity: 'ELGIN i9',
      listed: false,
    });
    expect(byDetail.get(addressOf(0))?.name).toMatch(/^ELGIN 127\.0\.0\./);
    // Reachable two ways, shown once with both.
    expect(byDetail.get(addressOf(0))?.alsoAt).toEqual([{ kind: 'os', detail: 'ELGIN_fila' }]);
    expect(result.printers.some((p) => p.name === 'ELGIN_fila')).toBe(false);
    expect(byDetail.get(addressOf(1))).toMatchObject({ model: 'star', identity: 'STAR TSP100' });
    const quiet = byDetail.get(addressOf(2));
    expect(quiet).toMatchObject({ kind: 'tcp', model: 'escpos' });
    expect(quiet?.identity).toBeUndefined();
    expect(byDetail.has(addressOf(3))).toBe(false);
    // USB and OS printers come from the registry's own list, once.
    expect(result.printers.filter((p) => p.detail === '/dev/usb/lp0')).toHaveLength(1);
    expect(result.printers.filter((p) => p.kind === 'tcp')).toHaveLength(3);

    const last = progress.at(-1)!;
    expect(last.done).toBe(254 * ports.length);
    expect(last.total).toBe(254 * ports.length);
    expect(progress.some((p) => p.printers.some((f) => f.kind === 'tcp') && p.done < p.total)).toBe(true);
    // The probes were queries, not jobs: nothing printed.
    expect([elgin.jobs, star.jobs, silent.jobs]).toEqual([[], [], []]);
    // Remembered as 'Usar esta impressora' would save them, so a test page before saving prints the same.
    const tcpAt = (i: 0 | 1 | 2) => {
      const [host, port] = addressOf(i).split(':');
      return { kind: 'tcp', host, port: Number(port) };
    };
    expect(registry.remembered).toHaveLength(3);
    expect(registry.remembered).toContainEqual({
      definition: {
        name: byDetail.get(addressOf(1))?.name,
        connection: tcpAt(1),
        codePage: 'cp860',
        model: 'star',
      },
      identity: 'STAR TSP100',
    });
    expect(registry.remembered).toContainEqual({
      definition: { name: quiet?.name, connection: tcpAt(2), codePage: 'cp860', model: 'escpos' },
    });
    expect(UNIDENTIFIED_PRINTER).toBe('ESC/POS (modelo não identificado)');
  });

  it('stops when cancelled, without trying the rest', async () => {
    const controller = new AbortController();
    let done = 0;
    let total = 0;
    await sweep({
      addresses: parseRange('127.0.0.0/24'),
      ports,
      concurrency: 2,
      signal: controller.signal,
      onProgress: (d, t) => {
        [done, total] = [d, t];
        if (d === 10) controller.abort();
      },
    });
    expect(total).toBe(254 * ports.length);
    expect(done).toBe(10);
  });

  it('a cancelled search resolves with what it found, marked cancelled', async () => {
    const discovery: ReturnType<typeof createPrinterDiscovery> = createPrinterDiscovery({
      registry: fakeRegistry(),
      log: createMemoryLogger(),
      options: () => ({ range: '127.0.0.0/24', ports, concurrency: 1 }),
      onProgress: (p) => {
        if (p.done === 5) discovery.cancel();
      },
    });
    const result = await discovery.discover();
    expect(result.cancelled).toBe(true);
  });
});

describe('a found printer through the printing system', () => {
  it('takes a test page by its name before it is saved: who it is, the accents, both rulers, a cut', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printing-discovery-'));
    const sent: [string, unknown][] = [];
    const s = createPrintingSystem({
      ...printingSystemBase(dir, sent),
      localService: false,
      discovery: () => ({ range: '127.0.0.0/24', ports }),
    });
    await s.start();
    try {
      const result = await s.ipc.discoverPrinters();
      expect(sent.some(([channel]) => channel === Channels.printing.discoveryProgress)).toBe(true);
      const found = result.printers.find((p) => p.detail === addressOf(0)) as FoundPrinter;
      expect(await s.ipc.testPage(found.name)).toEqual({ ok: true });
      await until(() => elgin.jobs.length === 1);
      const [page] = elgin.jobs;
      const lines = page!.lines.map((l) => l.trimEnd());
      const pair = (left: string, right: string) => new RegExp(`^${left} +${right}$`);
      expect(lines).toContainEqual(expect.stringMatching(pair('Marca', 'ELGIN')));
      expect(lines).toContainEqual(expect.stringMatching(pair('Modelo', 'i9')));
      expect(lines).toContainEqual(expect.stringMatching(pair('Comandos', 'ESC/POS')));
      expect(lines).toContainEqual(expect.stringMatching(pair('Página de código', 'cp860')));
      expect(lines).toContain('ÁÉÍÓÚ ÂÊÔ ÃÕ Ç áéíóú âêô ãõ ç');
      // 80 mm is the default width: both rulers fit, a tens digit every 10 columns, + at the fives.
      expect(lines).toContain('Régua 58 mm (32 colunas):');
      expect(lines).toContain('----+----1----+----2----+----3--');
      expect(lines).toContain('Régua 80 mm (48 colunas):');
      expect(lines).toContain('----+----1----+----2----+----3----+----4----+---');
      expect(page!.cuts).toBeGreaterThanOrEqual(1);
    } finally {
      await s.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function until(check: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}
