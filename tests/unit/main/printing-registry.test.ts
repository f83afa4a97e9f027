import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrintMethod, PrinterDefinition } from '../../../shared/printing';
import { PRINT_MESSAGES } from '../../../shared/printing';
import {
  createPrinterRegistry,
  PrinterDefinitionError,
  type PrinterRegistryDeps,
} from '../../../main/printing/registry';
import type { PrinterPort } from '../../../main/printing/transports/port';
import { createMemoryLogger } from '../../support/logger';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printer-registry-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Transports that record which printer each port was made for. */
function fakeTransports() {
  const made: string[] = [];
  const port = (label: string, status?: PrinterPort['status']): PrinterPort => {
    made.push(label);
    return { send: async () => undefined, ...(status ? { status } : {}) };
  };
  return {
    made,
    transports: {
      tcp: ({ host, port: p }: { host: string; port: number }) => port(`tcp:${host}:${p}`),
      device: (file: string) => port(`device:${file}`),
      os: (name: string) => port(`os:${name}`),
      qz: (name: string) => port(`qz:${name}`),
    },
  };
}

const caixa: PrinterDefinition = {
  name: 'Caixa',
  connection: { kind: 'tcp', host: '192.168.0.50', port: 9100 },
  codePage: 'cp860',
};

function withoutMethod<T extends { method?: unknown }>(o: T): Omit<T, 'method'> {
  const { method: _method, ...rest } = o;
  return rest;
}

function setup(overrides: Partial<Omit<PrinterRegistryDeps, 'method'>> & { method?: PrintMethod } = {}) {
  const fake = fakeTransports();
  const log = createMemoryLogger();
  let method: PrintMethod = overrides.method ?? 'aiboo';
  const registry = createPrinterRegistry({
    file: path.join(dir, 'printers.json'),
    log,
    transports: fake.transports,
    deviceDirs: [`${dir}/usb/`],
    readdir: async () => ['lp0', 'lp1', 'hiddev0'],
    osPrinting: { listPrinters: async () => [{ name: 'EPSON TM-T20' }, { name: 'PDF' }] },
    ...withoutMethod(overrides),
    method: () => method,
  });
  return { registry, log, made: fake.made, setMethod: (m: PrintMethod) => (method = m) };
}

describe('printer registry', () => {
  it("keeps an OS printer's device URI, so the search can tell it is a network printer it found", async () => {
    const { registry } = setup({
      osPrinting: {
        listPrinters: async () => [
          { name: 'Cozinha', deviceUri: 'socket://192.168.0.50:9100' },
          { name: 'PDF' },
        ],
      },
    });
    const list = await registry.list();
    expect(list.printers.find((p) => p.name === 'Cozinha')?.deviceUri).toBe('socket://192.168.0.50:9100');
    expect(list.printers.find((p) => p.name === 'PDF')).not.toHaveProperty('deviceUri');
  });

  it('lists hand-configured printers, OS printers and USB device files', async () => {
    const { registry } = setup();
    registry.save(caixa);
    const list = await registry.list();
    expect(list.problem).toBeUndefined();
    expect(list.printers.map((p) => [p.name, p.kind, p.detail, p.configured])).toEqual([
      ['Caixa', 'tcp', '192.168.0.50:9100', true],
      ['EPSON TM-T20', 'os', 'EPSON TM-T20', false],
      ['PDF', 'os', 'PDF', false],
      [`${dir}/usb/lp0`, 'device', `${dir}/usb/lp0`, false],
      [`${dir}/usb/lp1`, 'device', `${dir}/usb/lp1`, false],
    ]);
  });

  it.each([
    ['the OS list', { osPrinting: { listPrinters: () => Promise.reject(new Error('spooler morto')) } }],
    [
      'the device folder',
      { readdir: () => Promise.reject(Object.assign(new Error('EACCES'), { code: 'EACCES' })) },
    ],
  ])('a failing source (%s) gives the module problem and keeps the rest', async (_name, broken) => {
    const { registry } = setup(broken);
    registry.save(caixa);
    const list = await registry.list();
    expect(list.problem).toBe(PRINT_MESSAGES.listProblem);
    expect(list.printers.map((p) => p.name)).toContain('Caixa');
    expect(list.printers.length).toBeGreaterThan(1);
  });

  it('no /dev/usb at all is no problem', async () => {
    const { registry } = setup({
      readdir: () => Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' })),
    });
    expect((await registry.list()).problem).toBeUndefined();
  });

  it('with method qz lists QZ Tray printers instead of the OS ones', async () => {
    const { registry } = setup({
      method: 'qz',
      qz: () => ({ listPrinters: async () => ['ELGIN i9'] }),
    });
    const list = await registry.list();
    expect(list.printers.map((p) => [p.name, p.kind, p.detail])).toEqual([['ELGIN i9', 'qz', 'QZ Tray']]);
  });

  it('QZ Tray not answering is the module problem', async () => {
    const { registry } = setup({
      method: 'qz',
      qz: () => ({ listPrinters: () => Promise.reject(new Error('Unable to establish connection')) }),
    });
    expect(await registry.list()).toEqual({ printers: [], problem: PRINT_MESSAGES.listProblem });
  });

  it('resolves each kind of printer by name to its transport, and an unknown name to nothing', async () => {
    const { registry, made, setMethod } = setup({ qz: () => ({ listPrinters: async () => [] }) });
    registry.save(caixa);
    expect(await registry.resolve('Caixa')).toMatchObject({ format: 'escpos', codePage: 'cp860' });
    expect(await registry.resolve('EPSON TM-T20')).toMatchObject({ format: 'html' });
    expect(await registry.resolve(`${dir}/usb/lp1`)).toMatchObject({ format: 'escpos' });
    expect(await registry.resolve('Bar')).toBeUndefined();
    setMethod('qz');
    expect(await registry.resolve('Bar')).toMatchObject({ format: 'escpos' });
    expect(made).toEqual(['tcp:192.168.0.50:9100', 'os:EPSON TM-T20', `device:${dir}/usb/lp1`, 'qz:Bar']);
  });

  it("reuses a printer's transport between jobs", async () => {
    const { registry, made } = setup();
    registry.save(caixa);
    await registry.resolve('Caixa');
    await registry.resolve('Caixa');
    expect(made).toEqual(['tcp:192.168.0.50:9100']);
  });

  it.each<[string, unknown]>([
    ['a URL as host', { ...caixa, connection: { kind: 'tcp', host: 'http://x', port: 9100 } }],
    ['a host with a space', { ...caixa, connection: { kind: 'tcp', host: '10.0.0.1 ', port: 9100 } }],
    ['port 0', { ...caixa, connection: { kind: 'tcp', host: '10.0.0.1', port: 0 } }],
    ['a device outside /dev/usb', { ...caixa, connection: { kind: 'device', path: '/etc/passwd' } }],
    ['a device path with ..', { ...caixa, connection: { kind: 'device', path: `${dir}/usb/../lp0` } }],
    ['an empty name', { ...caixa, name: '  ' }],
    ['an unknown kind', { ...caixa, connection: { kind: 'smb', share: 'x' } }],
  ])('refuses %s', (_name, definition) => {
    const { registry } = setup();
    expect(() => registry.save(definition as PrinterDefinition)).toThrow(PrinterDefinitionError);
    expect(registry.definitions()).toEqual([]);
  });

  it('stores definitions (same name replaces), drops bad ones from a tampered file', () => {
    const { registry } = setup();
    registry.save(caixa);
    registry.save({ ...caixa, connection: { kind: 'tcp', host: '192.168.0.51', port: 9100 } });
    registry.save({ name: 'USB', connection: { kind: 'device', path: `${dir}/usb/lp0` }, codePage: 'cp850' });
    const file = path.join(dir, 'printers.json');
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { printers: unknown[] };
    stored.printers.push({
      name: 'Mal',
      connection: { kind: 'tcp', host: 'a b', port: 1 },
      codePage: 'cp860',
    });
    fs.writeFileSync(file, JSON.stringify(stored));
    const again = setup().registry;
    expect(again.definitions().map((d) => d.name)).toEqual(['Caixa', 'USB']);
    expect(again.definitions()[0]?.connection).toEqual({ kind: 'tcp', host: '192.168.0.51', port: 9100 });
    again.remove('Caixa');
    expect(
      setup()
        .registry.definitions()
        .map((d) => d.name),
    ).toEqual(['USB']);
  });

  it.each([
    ['not JSON', '{ nope'],
    ['wrong shape', JSON.stringify({ version: 2, printers: [] })],
  ])('an unreadable printers file (%s) is backed up and logged; the list starts empty', (_name, content) => {
    fs.writeFileSync(path.join(dir, 'printers.json'), content);
    const { registry, log } = setup();
    expect(registry.definitions()).toEqual([]);
    expect(log.has('error', 'Lista de impressoras ilegível')).toBe(true);
    const backups = fs.readdirSync(dir).filter((f) => f.startsWith('printers.json.corrupt-'));
    expect(backups.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))).toEqual([content]);
  });

  it('development printers are listed and resolved but never stored', async () => {
    const dev: PrinterDefinition = {
      ...caixa,
      name: 'Virtual',
      connection: { kind: 'tcp', host: '127.0.0.1', port: 40000 },
    };
    const { registry } = setup({ extra: [dev] });
    expect((await registry.list()).printers[0]).toMatchObject({ name: 'Virtual', configured: true });
    expect(await registry.resolve('Virtual')).toBeDefined();
    expect(registry.definitions()).toEqual([]);
  });

  it('health comes from the status probe, else from the journal', async () => {
    const { registry } = setup({
      transports: {
        ...fakeTransports().transports,
        tcp: ({ host }) => ({
          send: async () => undefined,
          status: async () => (host === '10.0.0.1' ? 'paper-out' : 'ok'),
        }),
        device: () => ({ send: async () => undefined }),
      },
      journalHealth: (name) => (name === 'USB' ? 'offline' : 'unknown'),
    });
    registry.save({ ...caixa, connection: { kind: 'tcp', host: '10.0.0.1', port: 9100 } });
    registry.save({ name: 'USB', connection: { kind: 'device', path: `${dir}/usb/lp0` }, codePage: 'cp850' });
    const health = Object.fromEntries((await registry.list()).printers.map((p) => [p.name, p.health]));
    expect(health).toMatchObject({ Caixa: 'paper-out', USB: 'offline' });
  });
});
