import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodePage } from '../../../main/printing/escpos/code-pages';
import {
  DLE_EOT_FULL_STATUS,
  parseFullStatus,
  parsePaperStatus,
  REST_OF_ANSWERS_MS,
} from '../../../main/printing/transports/tcp-status';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { startVirtualPrinter, statusByte, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { encodeEscPos, type EscPosCommand } from '../../support/escpos-encoder';
import { printerFailure } from '../../support/printer-error';

const TICKET_LINES = [
  'PIZZARIA SÃO JOÃO',
  'Pedido nº 1234',
  'Ação: preparação',
  'Pão de queijo, feijão, limões',
  'Observação: sem cebola é melhor',
  'Total: R$ 89,90',
];

function ticket(page: CodePage): EscPosCommand[] {
  return [
    { init: true },
    { codePage: page },
    { text: TICKET_LINES[0] ?? '', bold: true, doubleSize: true, align: 'center' },
    ...TICKET_LINES.slice(1).map((text) => ({ text })),
    { feed: 3 },
    { cut: true },
  ];
}

let printer: VirtualPrinter | undefined;
const servers: net.Server[] = [];
const held: net.Socket[] = [];

afterEach(async () => {
  await printer?.close();
  printer = undefined;
  held.splice(0).forEach((socket) => socket.destroy());
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function start(slowDelayMs?: number) {
  printer = await startVirtualPrinter({ port: 0, host: '127.0.0.1', slowDelayMs });
  return { printer, port: createThermalTcpPrinter({ host: '127.0.0.1', port: printer.port }) };
}

/** The printer files a job when the connection ends, a moment after the sender has its answer. */
async function jobsArrived(p: VirtualPrinter, count: number): Promise<void> {
  const deadline = Date.now() + 2000;
  while (p.jobs.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * A printer scripted by the test: `status` answers a connection whose first bytes are the status
 * query, `job` one that carried a job ending in it. Answers go out at once (no Nagle delay).
 */
async function scriptedPrinter(answer: {
  status(socket: net.Socket): void;
  job(socket: net.Socket): void;
}): Promise<ReturnType<typeof createThermalTcpPrinter>> {
  const server = net.createServer((socket) => {
    held.push(socket);
    socket.setNoDelay(true);
    let seen = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      seen = Buffer.concat([seen, chunk]);
      if (!seen.subarray(-DLE_EOT_FULL_STATUS.length).equals(DLE_EOT_FULL_STATUS)) return;
      if (seen.equals(DLE_EOT_FULL_STATUS)) answer.status(socket);
      else answer.job(socket);
      seen = Buffer.alloc(0);
    });
    socket.on('error', () => undefined);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return createThermalTcpPrinter({ host: '127.0.0.1', port });
}

describe('TCP printer against the virtual printer', () => {
  it.each<CodePage>(['cp860', 'cp850', 'cp1252'])('prints a ticket with accents in %s', async (page) => {
    const { printer, port } = await start();
    await port.send(encodeEscPos(ticket(page)), { timeoutMs: 2000 });
    await jobsArrived(printer, 1);
    expect(printer.jobs).toHaveLength(1);
    expect(printer.jobs[0]).toMatchObject({
      lines: [...TICKET_LINES, '', '', ''],
      cuts: 1,
      codePages: [page],
      printed: true,
    });
  });

  it('notifies job listeners and records one job per connection', async () => {
    const { printer, port } = await start();
    const seen: string[][] = [];
    const unsubscribe = printer.onJob((job) => seen.push(job.lines));
    await port.send(encodeEscPos([{ text: 'um' }]), { timeoutMs: 2000 });
    await port.send(encodeEscPos([{ text: 'dois' }]), { timeoutMs: 2000 });
    await jobsArrived(printer, 2);
    unsubscribe();
    await port.send(encodeEscPos([{ text: 'três' }]), { timeoutMs: 2000 });
    await jobsArrived(printer, 3);
    expect(seen).toEqual([['um'], ['dois']]);
    expect(printer.jobs.map((j) => j.lines)).toEqual([['um'], ['dois'], ['tres']]);
  });

  it('reports an offline printer clearly, and recovers when it is back', async () => {
    const { printer, port } = await start();
    await printer.setMode('offline');
    const error = await printerFailure(port.send(encodeEscPos([{ text: 'x' }]), { timeoutMs: 2000 }));
    expect(error.kind).toBe('offline');
    expect(error.message).toBe(
      `A impressora 127.0.0.1:${printer.port} não respondeu. Verifique se está ligada e na rede.`,
    );
    expect(await port.status()).toBe('offline');

    await printer.setMode('online');
    await port.send(encodeEscPos([{ text: 'de volta' }]), { timeoutMs: 2000 });
    await jobsArrived(printer, 1);
    expect(printer.jobs.map((j) => j.lines)).toEqual([['de volta']]);
  });

  it('detects paper-out through DLE EOT 4 and does not send into an empty printer', async () => {
    const { printer, port } = await start();
    await printer.setMode('paper-out');
    const error = await printerFailure(port.send(encodeEscPos([{ text: 'guardado' }]), { timeoutMs: 2000 }));
    // Nothing left: the journal keeps the job as it is ('offline' = never sent).
    expect(error).toMatchObject({ kind: 'offline', code: 'PAPER_OUT' });
    expect(error.message).toContain('está sem papel');
    expect(printer.jobs).toEqual([]);
    expect(await port.status()).toBe('paper-out');
  });

  it('a roll that runs out during the ticket is an interrupted job (reprinted, marked)', async () => {
    const { printer, port } = await start();
    expect(await port.status()).toBe('ok');
    // The journal checked a moment ago; the paper ends while this ticket prints.
    await printer.setMode('paper-out');
    const error = await printerFailure(port.send(encodeEscPos([{ text: 'metade' }]), { timeoutMs: 2000 }));
    expect(error).toMatchObject({ kind: 'interrupted', code: 'PAPER_OUT' });
    expect(error.message).toContain('acabou durante a impressão');
  });

  it('a cover opened during the ticket is an interrupted job (reprinted, marked)', async () => {
    const { printer, port } = await start();
    expect(await port.status()).toBe('ok');
    await printer.setMode('cover-open');
    const error = await printerFailure(port.send(encodeEscPos([{ text: 'metade' }]), { timeoutMs: 2000 }));
    expect(error).toMatchObject({ kind: 'interrupted', code: 'COVER_OPEN' });
    expect(error.message).toBe(
      `A tampa da impressora 127.0.0.1:${printer.port} foi aberta durante a impressão. Feche a tampa: o pedido será impresso de novo.`,
    );
    // Filed once the connection ends, a moment after the answer.
    await vi.waitFor(() => expect(printer.jobs.map((job) => job.printed)).toEqual([false]));
  });

  it('does not record status queries as jobs', async () => {
    const { printer, port } = await start();
    await port.status();
    await port.status();
    expect(printer.jobs).toEqual([]);
  });

  it('completes on a slow printer: the timeout is for inactivity, not the whole job', async () => {
    const { printer, port } = await start(15);
    await printer.setMode('slow');
    const lines = Array.from({ length: 40_000 }, (_, i) => `Item ${i} — pão de queijo`);
    const started = Date.now();
    await port.send(encodeEscPos([{ codePage: 'cp860' }, ...lines.map((text) => ({ text }))]), {
      timeoutMs: 1000,
    });
    expect(Date.now() - started).toBeGreaterThan(30);
    await jobsArrived(printer, 1);
    expect(printer.jobs[0]?.lines).toEqual(lines.map((l) => l.replace('—', '-')));
  });

  it('reports a connection cut mid-send as an error, not success', async () => {
    const { printer, port } = await start();
    printer.cutNextConnectionAfter(1000);
    const big = Buffer.alloc(8 * 1024 * 1024, 0x41);
    const error = await printerFailure(port.send(big, { timeoutMs: 2000 }));
    expect(error.kind).toBe('interrupted');
    expect(error.message).toContain(`A conexão com a impressora 127.0.0.1:${printer.port} caiu`);
    expect(printer.jobs).toEqual([]);
  });

  it('a small ticket cut off after the bytes were written is still caught (the printer never confirmed it)', async () => {
    const { printer, port } = await start();
    await port.status();
    printer.cutNextConnectionAfter(10);
    const error = await printerFailure(
      port.send(encodeEscPos([{ text: 'x'.repeat(200) }]), { timeoutMs: 2000 }),
    );
    expect(error.kind).toBe('interrupted');
    expect(printer.jobs).toEqual([]);
  });

  it("a status answer that comes late is never read as the next job's confirmation", async () => {
    // The status query is answered in three writes and the last two come after the sender has
    // stopped waiting for them. Then the roll runs out during the job: only the job's own
    // answers may confirm it.
    const port = await scriptedPrinter({
      status(socket) {
        socket.write(Buffer.from([statusByte(1, 'online')]));
        setTimeout(() => socket.write(Buffer.from([statusByte(2, 'online'), statusByte(4, 'online')])), 300);
      },
      job(socket) {
        setTimeout(() => socket.write(Buffer.from([1, 2, 4].map((n) => statusByte(n, 'paper-out')))), 400);
      },
    });
    expect(await port.status()).toBe('ok');
    const error = await printerFailure(port.send(encodeEscPos([{ text: 'metade' }]), { timeoutMs: 2000 }));
    expect(error).toMatchObject({ kind: 'interrupted', code: 'PAPER_OUT' });
  });

  it("reads the answers already waiting before it stops waiting for them (a busy PC's stalled loop)", async () => {
    // The cover is opened during the ticket. The printer's answers come in two writes; the
    // sender's loop then stalls past REST_OF_ANSWERS_MS (the busy-wait below, as a loaded counter
    // PC does), so its timer falls due in the same turn as the answers waiting in the socket.
    const port = await scriptedPrinter({
      status(socket) {
        socket.write(Buffer.from([1, 2, 4].map((n) => statusByte(n, 'online'))));
      },
      job(socket) {
        socket.write(Buffer.from([statusByte(1, 'cover-open')]));
        // After this turn's reads (setImmediate), so the sender reads them in the next turn only.
        const stall = () => {
          socket.write(Buffer.from([statusByte(2, 'cover-open'), statusByte(4, 'cover-open')]));
          const until = Date.now() + 3 * REST_OF_ANSWERS_MS;
          while (Date.now() < until) {
            // The loop is stalled.
          }
        };
        setTimeout(() => setImmediate(stall), 20);
      },
    });
    const error = await printerFailure(port.send(encodeEscPos([{ text: 'metade' }]), { timeoutMs: 2000 }));
    expect(error).toMatchObject({ kind: 'interrupted', code: 'COVER_OPEN' });
  });

  it('a printer that never answers status queries gets a plain write', async () => {
    const silent = net.createServer((socket) => held.push(socket));
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port: silentPort } = silent.address() as net.AddressInfo;
    const port = createThermalTcpPrinter({ host: '127.0.0.1', port: silentPort, statusTimeoutMs: 100 });

    // Silent to status queries, so its jobs are plain writes: the best any sender can do.
    expect(await port.status()).toBe('unknown');
    await port.send(encodeEscPos([{ text: 'x' }]), { timeoutMs: 200 });
  });
});

describe('virtual printer: when a job came out', () => {
  it("stamps the job's last byte to print, not the status asked before or after it nor the closing", async () => {
    const { printer } = await start();
    const socket = net.createConnection({ host: '127.0.0.1', port: printer.port });
    socket.setNoDelay(true);
    socket.on('data', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    // The status read before the job, on the same connection.
    socket.write(Buffer.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]));
    await pause();
    const before = Date.now();
    socket.write(Buffer.from('um\n'));
    await pause();
    socket.write(Buffer.from('dois\n'));
    const last = Date.now();
    await pause();
    // The status query that ends the job, then the close, come later.
    socket.write(Buffer.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]));
    await pause();
    socket.end();
    await jobsArrived(printer, 1);
    const job = printer.jobs[0];
    expect(job?.lines).toEqual(['um', 'dois']);
    expect(job?.lastByteAt).toBeGreaterThanOrEqual(last);
    expect(job?.lastByteAt).toBeGreaterThan(before + 100);
    expect(job?.lastByteAt).toBeLessThan(last + 100);
  });
});

describe('virtual printer status queries', () => {
  it('answers DLE EOT inside a job in real time and keeps it off the paper', async () => {
    const { printer } = await start();
    await printer.setMode('paper-out');
    const socket = net.createConnection({ host: '127.0.0.1', port: printer.port });
    const answers: number[] = [];
    socket.on('data', (data: Buffer) => answers.push(...data));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(Buffer.from('antes\n'));
    // Split across writes: the query may arrive in pieces.
    socket.write(Buffer.from([0x10]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    socket.write(Buffer.from([0x04, 0x04, 0x10, 0x04, 0x01, 0x10, 0x04, 0x02]));
    socket.end(Buffer.from('depois\n'));
    await closed;
    expect(answers).toEqual([0x7e, 0x1a, 0x32]);
    expect(printer.jobs[0]).toMatchObject({ lines: ['antes', 'depois'], printed: false });
  });

  it('answers the queries of one write in one go, also late on a connection (no wait for an ACK)', async () => {
    const { printer } = await start();
    const socket = net.createConnection({ host: '127.0.0.1', port: printer.port });
    socket.setNoDelay(true);
    const chunks: Buffer[] = [];
    let answered: () => void = () => undefined;
    socket.on('data', (data: Buffer) => {
      chunks.push(data);
      if (Buffer.concat(chunks).length % 3 === 0) answered();
    });
    const ask = () =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        answered = () => resolve(performance.now() - started);
        socket.write(Buffer.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]));
      });
    await new Promise((resolve) => socket.once('connect', resolve));
    // Past the first exchanges (when Linux ACKs at once), an answer held for an ACK is late.
    const times: number[] = [];
    for (let i = 0; i < 8; i++) times.push(await ask());
    socket.destroy();
    expect(chunks.every((c) => c.length === 3)).toBe(true);
    expect(Math.min(...times.slice(4))).toBeLessThan(30);
  });

  it.each([
    [1, 'online', 0x12],
    [2, 'online', 0x12],
    [4, 'online', 0x12],
    [4, 'slow', 0x12],
    [1, 'paper-out', 0x1a],
    [2, 'paper-out', 0x32],
    [4, 'paper-out', 0x7e],
    [1, 'cover-open', 0x1a],
    [2, 'cover-open', 0x16],
    [4, 'cover-open', 0x12],
  ] as const)('DLE EOT %s while %s → %s', (query, mode, expected) => {
    expect(statusByte(query, mode)).toBe(expected);
  });
});

describe('parsePaperStatus', () => {
  it.each([
    [0x12, 'ok'],
    [0x1e, 'ok'], // near end only: still printing
    [0x72, 'paper-out'],
    [0x7e, 'paper-out'],
    [0xff, 'unknown'], // not a status byte (bit 7 set)
    [0x00, 'unknown'],
    [undefined, 'unknown'],
  ] as const)('status byte %s → %s', (byte, expected) => {
    expect(parsePaperStatus(byte)).toBe(expected);
  });
});

describe('parseFullStatus (DLE EOT 1, 2, 4)', () => {
  it.each([
    [[0x12, 0x12, 0x12], 'ok'],
    [[0x12, 0x12, 0x1e], 'ok'], // near end only: still printing
    [[0x1a, 0x32, 0x7e], 'paper-out'],
    [[0x1a, 0x32], 'paper-out'], // stopped at paper end, the sensor query unanswered
    [[0x12, 0x12, 0x72], 'paper-out'],
    [[0x1a, 0x16, 0x12], 'cover-open'],
    [[0x1a, 0x36, 0x7e], 'cover-open'], // open cover first: closing it is the first step
    [[0x1a, 0x12, 0x12], 'offline'], // offline for another reason (feeding by hand, an error)
    [[0x12], 'ok'], // a model that answers DLE EOT 1 only
    [[0xff, 0x00, 0x80], 'unknown'], // not status bytes
    [[], 'unknown'],
  ] as const)('%j → %s', (answer, expected) => {
    expect(parseFullStatus(Uint8Array.from(answer))).toBe(expected);
  });

  it('reads the virtual printer in each mode over one connection', async () => {
    const printer = await startVirtualPrinter();
    try {
      const port = createThermalTcpPrinter({ host: printer.host, port: printer.port });
      for (const mode of ['online', 'paper-out', 'cover-open'] as const) {
        await printer.setMode(mode);
        expect(await port.status()).toBe(mode === 'online' ? 'ok' : mode);
      }
      await printer.setMode('offline');
      expect(await port.status()).toBe('offline');
    } finally {
      await printer.close();
    }
  });
});
