import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createQzClient,
  type QzApi,
  type QzRawData,
  type QzResolver,
} from '../../../main/printing/qz/client';
import { QZ_MESSAGES, type QzCredentialsStore } from '../../../main/printing/qz/credentials';
import { createQzPrinter } from '../../../main/printing/transports/qz-printer';
import { createMemoryLogger } from '../../support/logger';
import { printerFailure } from '../../support/printer-error';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/qz');
const CERT = fs.readFileSync(path.join(FIXTURES, 'certificate.pem'), 'utf8').trim();
const KEY = fs.readFileSync(path.join(FIXTURES, 'private-key.pem'), 'utf8');

/** Signs like the real store; `has` switches the stored pieces off. */
function credentials(has = { certificate: true, privateKey: true }) {
  const store: Pick<QzCredentialsStore, 'view' | 'certificate' | 'sign'> = {
    view: () => ({ certificate: has.certificate ? CERT : '', hasPrivateKey: has.privateKey }),
    certificate: () => CERT,
    sign: (toSign) => crypto.createSign('SHA512').update(toSign).sign(KEY, 'base64'),
  };
  return store;
}

/** Runs a QZ-style callback the way qz-tray 2.3 does (AsyncFunction called directly, else wrapped). */
function callQz<T>(handler: QzResolver<T> | ((...args: unknown[]) => Promise<T>)): Promise<T> {
  if (handler.constructor.name === 'AsyncFunction') return (handler as () => Promise<T>)();
  return new Promise<T>(handler as QzResolver<T>);
}

/** QZ Tray as the client sees it: checks the certificate on connect and each call's signature. */
function fakeQz(
  opts: { refuse?: number; printers?: unknown; printError?: Error; dropOnPrint?: boolean } = {},
) {
  let active = false;
  let refusals = opts.refuse ?? 0;
  let certHandler: QzResolver<string> | undefined;
  let signFactory: ((toSign: string) => QzResolver<string>) | undefined;
  const state = {
    connects: 0,
    disconnects: 0,
    algorithm: '',
    rejectOnFailure: false,
    certificate: '',
    printed: [] as { config: unknown; data: QzRawData[] }[],
    verified: [] as boolean[],
  };
  async function signed(call: string): Promise<void> {
    const toSign = JSON.stringify({ call, timestamp: Date.now() });
    const signature = await callQz(signFactory!(toSign));
    const publicKey = new crypto.X509Certificate(state.certificate).publicKey;
    state.verified.push(
      crypto.verify(
        state.algorithm.toLowerCase(),
        Buffer.from(toSign),
        publicKey,
        Buffer.from(signature, 'base64'),
      ),
    );
  }
  const qz: QzApi = {
    websocket: {
      async connect() {
        state.connects += 1;
        if (refusals > 0) {
          refusals -= 1;
          throw new Error('Unable to establish connection with QZ');
        }
        state.certificate = await callQz(certHandler!);
        active = true;
      },
      async disconnect() {
        state.disconnects += 1;
        active = false;
      },
      isActive: () => active,
    },
    security: {
      setCertificatePromise(handler, options) {
        certHandler = handler;
        state.rejectOnFailure = options?.rejectOnFailure === true;
      },
      setSignaturePromise(factory) {
        signFactory = factory;
      },
      setSignatureAlgorithm(algorithm) {
        state.algorithm = algorithm;
      },
    },
    printers: {
      async find() {
        await signed('printers.find');
        return (opts.printers ?? ['ELGIN i9', 'EPSON TM-T20']) as string[];
      },
    },
    configs: { create: (printer) => ({ printer }) },
    async print(config, data) {
      await signed('print');
      if (opts.dropOnPrint) {
        active = false;
        throw new Error('Connection closed before response received');
      }
      if (opts.printError) throw opts.printError;
      state.printed.push({ config, data });
    },
    api: { setWebSocketType: () => undefined },
  };
  return { qz, state, drop: () => (active = false) };
}

describe('QZ Tray client', () => {
  it('connects lazily with SHA512, every call signed and verifiable; prints raw base64 ESC/POS', async () => {
    const { qz, state } = fakeQz();
    const client = createQzClient({ qz, credentials: credentials(), log: createMemoryLogger() });
    expect(state.connects).toBe(0);
    expect(await client.listPrinters()).toEqual(['ELGIN i9', 'EPSON TM-T20']);
    const bytes = Buffer.from([0x1b, 0x40, 0x50, 0xe3, 0x6f, 0x0a, 0x1d, 0x56, 0x00]);
    await client.printRaw('ELGIN i9', bytes);
    expect(state).toMatchObject({
      connects: 1,
      algorithm: 'SHA512',
      rejectOnFailure: true,
      certificate: CERT,
    });
    expect(state.verified).toEqual([true, true]);
    expect(state.printed).toEqual([
      {
        config: { printer: 'ELGIN i9' },
        data: [{ type: 'raw', format: 'command', flavor: 'base64', data: bytes.toString('base64') }],
      },
    ]);
  });

  it('shares one connection attempt between concurrent calls, and reconnects after a drop', async () => {
    const { qz, state, drop } = fakeQz();
    const client = createQzClient({ qz, credentials: credentials(), log: createMemoryLogger() });
    await Promise.all([client.listPrinters(), client.printRaw('A', Buffer.from('x')), client.listPrinters()]);
    expect(state.connects).toBe(1);
    drop();
    await client.printRaw('A', Buffer.from('y'));
    expect(state.connects).toBe(2);
    await client.close();
    expect(state.disconnects).toBe(1);
    await client.close();
    expect(state.disconnects).toBe(1);
  });

  it('QZ not running: the spec message, and the next use tries again', async () => {
    const { qz, state } = fakeQz({ refuse: 1 });
    const client = createQzClient({ qz, credentials: credentials(), log: createMemoryLogger() });
    const error = await printerFailure(client.printRaw('A', Buffer.from('x')));
    expect(error.kind).toBe('offline');
    expect(error.message).toMatch(/^Módulo da impressora não encontrado: /);
    expect(state.printed).toEqual([]);
    await client.printRaw('A', Buffer.from('x'));
    expect(state.printed).toHaveLength(1);
  });

  it.each([
    [{ certificate: false, privateKey: true }, QZ_MESSAGES.missingCertificate],
    [{ certificate: true, privateKey: false }, QZ_MESSAGES.missingPrivateKey],
    [{ certificate: false, privateKey: false }, QZ_MESSAGES.missingCertificate],
  ])('missing credentials %j stop before connecting', async (has, message) => {
    const { qz, state } = fakeQz();
    const client = createQzClient({ qz, credentials: credentials(has), log: createMemoryLogger() });
    expect(await printerFailure(client.printRaw('A', Buffer.from('x')))).toMatchObject({
      kind: 'not-found',
      message,
    });
    expect(await printerFailure(client.listPrinters())).toMatchObject({ message });
    expect(state.connects).toBe(0);
  });

  it.each([
    [
      { printError: new Error('Specified printer could not be found.') },
      'not-found',
      'Impressora A não encontrada no QZ Tray.',
    ],
    [{ dropOnPrint: true }, 'interrupted', 'A conexão com o QZ Tray caiu durante a impressão'],
    [
      { printError: new Error('Printer is out of paper') },
      'unknown',
      'Erro EP01 - módulo de impressão (Printer is out of paper).',
    ],
  ] as const)('print failure %j → %s', async (opts, kind, text) => {
    const { qz } = fakeQz(opts);
    const client = createQzClient({ qz, credentials: credentials(), log: createMemoryLogger() });
    const error = await printerFailure(client.printRaw('A', Buffer.from('x')));
    expect(error.kind).toBe(kind);
    expect(error.message).toContain(text);
  });

  it('keeps only printer names from a strange list answer; refuses an empty job', async () => {
    const { qz, state } = fakeQz({ printers: ['ok', '', 42, null, '  ', 'outra'] });
    const client = createQzClient({ qz, credentials: credentials(), log: createMemoryLogger() });
    expect(await client.listPrinters()).toEqual(['ok', 'outra']);
    expect((await printerFailure(client.printRaw('ok', Buffer.alloc(0)))).message).toContain('Cupom vazio');
    expect(state.printed).toEqual([]);
  });
});

describe('QZ printer port', () => {
  it('prints through the client of the moment, and explains when QZ is not in use', async () => {
    const { qz, state } = fakeQz();
    const client = createQzClient({ qz, credentials: credentials(), log: createMemoryLogger() });
    let current: typeof client | undefined = client;
    const port = createQzPrinter({ printer: 'ELGIN i9', client: () => current });
    expect(port.format).toBe('escpos');
    await port.send(Buffer.from('cupom'), { timeoutMs: 1000 });
    expect(state.printed[0]?.data[0]?.data).toBe(Buffer.from('cupom').toString('base64'));
    current = undefined;
    const error = await printerFailure(port.send(Buffer.from('cupom'), { timeoutMs: 1000 }));
    expect(error).toMatchObject({ kind: 'not-found', code: 'QZ_UNAVAILABLE' });
    expect(error.message).toMatch(/^Módulo da impressora não encontrado/);
  });
});
