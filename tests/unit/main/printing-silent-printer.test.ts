// Issue 32 §2: a printer that never answers its status query is remembered as silent after two
// silences in a row; its jobs then go out without waiting for an answer, and it is asked again in
// the background until it answers. (ESC/POS DLE EOT n is answered "in real time" only by printers
// that implement it: Epson's ESC/POS Command Reference, DLE EOT, notes the command is ignored by
// models or interfaces without a receive path; clones and print servers often never answer.)
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSilence, SILENT_AFTER } from '../../../main/printing/transports/silence';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { encodeEscPos } from '../../support/escpos-encoder';

describe('createSilence', () => {
  it('is silent only after SILENT_AFTER silences in a row; an answer forgets them', () => {
    const s = createSilence();
    expect(SILENT_AFTER).toBe(2);
    s.heard('silent');
    expect(s.silent()).toBe(false);
    s.heard('answered');
    s.heard('silent');
    expect(s.silent()).toBe(false);
    s.heard('silent');
    expect(s.silent()).toBe(true);
    s.heard('answered');
    expect(s.silent()).toBe(false);
  });

  it('a failed connection says nothing about silence', () => {
    const s = createSilence();
    s.heard('silent');
    s.heard('no-connection');
    s.heard('silent');
    expect(s.silent()).toBe(true);
  });

  it('asks a silent printer again in the background at most every pollMs', () => {
    const s = createSilence({ pollMs: 1000 });
    expect(s.askInBackground(0)).toBe(false); // not silent: the job asks itself
    s.heard('silent');
    s.heard('silent');
    expect(s.askInBackground(10)).toBe(true);
    expect(s.askInBackground(500)).toBe(false);
    expect(s.askInBackground(1010)).toBe(true);
  });
});

interface Conn {
  socket: net.Socket;
  closed: boolean;
  data: Buffer;
}

let printer: VirtualPrinter | undefined;
const servers: net.Server[] = [];
const conns: Conn[] = [];

afterEach(async () => {
  await printer?.close();
  printer = undefined;
  conns.splice(0).forEach((c) => c.socket.destroy());
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A printer that reads everything and answers the status query only once `answering` is set. */
async function quietServer(state: { answering: boolean }): Promise<number> {
  const server = net.createServer((socket) => {
    const conn: Conn = { socket, closed: false, data: Buffer.alloc(0) };
    conns.push(conn);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      conn.data = Buffer.concat([conn.data, chunk]);
      // The three real-time answers of a printer that is fine (DLE EOT 1, 2, 4).
      if (state.answering && chunk.includes(0x10)) socket.write(Buffer.from([0x12, 0x12, 0x12]));
    });
    socket.on('close', () => {
      conn.closed = true;
    });
    socket.on('error', () => undefined);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a TCP printer that never answers status', () => {
  it('after two silences, status() answers at once while the background question is still open', async () => {
    const state = { answering: false };
    const port = createThermalTcpPrinter({
      host: '127.0.0.1',
      port: await quietServer(state),
      statusTimeoutMs: 300,
      silentPollMs: 0,
    });
    expect(await port.status()).toBe('unknown');
    expect(await port.status()).toBe('unknown');
    expect(conns).toHaveLength(2);

    // Remembered as silent: the answer comes before the background query gives up (300 ms).
    expect(await port.status()).toBe('unknown');
    await until(() => conns.length === 3);
    expect(conns[2]?.closed).toBe(false);

    // It answers again: asked in the background, it is no longer silent and is read before each job.
    state.answering = true;
    let status = await port.status();
    while (status !== 'ok') {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = await port.status();
    }
    expect(conns.length).toBeGreaterThanOrEqual(4);
  });

  it("a silent printer's job waits for no status: prepare() opens its connection ahead and the job goes on it", async () => {
    const port = createThermalTcpPrinter({
      host: '127.0.0.1',
      port: await quietServer({ answering: false }),
      statusTimeoutMs: 100,
    });
    expect(await port.status()).toBe('unknown');
    expect(await port.status()).toBe('unknown');

    await port.prepare();
    expect(conns).toHaveLength(3);
    expect(await port.status()).toBe('unknown');
    await port.send(encodeEscPos([{ text: 'sem status' }]), { timeoutMs: 2000 });
    // The job went on the connection prepare() opened, without a status query; any later
    // connection is the background question (silence.ts), carrying no ticket.
    await until(() => conns[2]?.data.length !== 0);
    expect(conns[2]?.data.includes(Buffer.from('sem status'))).toBe(true);
    expect(conns[2]?.data.includes(Buffer.from([0x10, 0x04]))).toBe(false);
    for (const later of conns.slice(3)) expect(later.data.includes(Buffer.from('sem status'))).toBe(false);
  });

  it('a silent printer prints through the virtual printer in silent mode', async () => {
    printer = await startVirtualPrinter({ port: 0, host: '127.0.0.1' });
    await printer.setMode('silent');
    const port = createThermalTcpPrinter({ host: '127.0.0.1', port: printer.port, statusTimeoutMs: 100 });
    await port.status();
    await port.status();
    await port.prepare();
    // Sent, but it cannot say the ticket came out: the queue shows it 'enviado'.
    expect(await port.send(encodeEscPos([{ text: 'sem status' }]), { timeoutMs: 2000 })).toEqual({
      confirmed: false,
    });
    await until(() => printer?.jobs.length === 1);
    expect(printer.jobs[0]).toMatchObject({ lines: ['sem status'], printed: true });
  });

  it('new settings make a new port: the silence is forgotten', async () => {
    const state = { answering: false };
    const at = await quietServer(state);
    const first = createThermalTcpPrinter({ host: '127.0.0.1', port: at, statusTimeoutMs: 100 });
    await first.status();
    await first.status();
    state.answering = true;
    const renamed = createThermalTcpPrinter({ host: '127.0.0.1', port: at, statusTimeoutMs: 100 });
    expect(await renamed.status()).toBe('ok');
  });
});

describe("a silent printer's ticket goes out before the settle check (issue 32 §2)", () => {
  it('the bytes reach the printer at once; our FIN only once the connection lived settleMs', async () => {
    const port = await quietServer({ answering: false });
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, statusTimeoutMs: 100, settleMs: 400 });
    await printer.status();
    await printer.status();
    const sending = printer.send(encodeEscPos([{ text: 'ja saiu' }]), { timeoutMs: 2000 });
    // The ticket is at the printer while our side is still open: no settle wait before it.
    await until(() => conns.some((c) => c.data.includes(Buffer.from('ja saiu'))));
    const job = conns.find((c) => c.data.includes(Buffer.from('ja saiu')));
    let finished = false;
    void sending.then(() => {
      finished = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    expect(job?.closed).toBe(false);
    expect(await sending).toEqual({ confirmed: false });
  });

  it('a print server that drops the connection after the early write: interrupted, never printed', async () => {
    const server = net.createServer((socket) => {
      const conn: Conn = { socket, closed: false, data: Buffer.alloc(0) };
      conns.push(conn);
      socket.on('error', () => undefined);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, statusTimeoutMs: 100, settleMs: 300 });
    await printer.status();
    await printer.status();
    // Its printer went off: the print server now accepts and closes at once.
    server.removeAllListeners('connection');
    server.on('connection', (socket) => socket.destroy());
    const error = await printer
      .send(encodeEscPos([{ text: 'x' }]), { timeoutMs: 2000 })
      .catch((e: unknown) => e);
    // The bytes went out before the check: the reprint is marked REIMPRESSÃO, never lost as printed.
    expect(error).toMatchObject({ name: 'PrinterError', kind: 'interrupted' });
  });
});

describe('send receipts (issue 32 §4)', () => {
  it('a printer that answers the status query after the last byte confirmed the ticket', async () => {
    printer = await startVirtualPrinter({ port: 0, host: '127.0.0.1' });
    const port = createThermalTcpPrinter({ host: '127.0.0.1', port: printer.port });
    expect(await port.send(encodeEscPos([{ text: 'confirmado' }]), { timeoutMs: 2000 })).toEqual({
      confirmed: true,
    });
  });
});

describe("virtual printer 'silent' mode", () => {
  it('prints but never answers DLE EOT', async () => {
    printer = await startVirtualPrinter({ port: 0, host: '127.0.0.1' });
    await printer.setMode('silent');
    const port = createThermalTcpPrinter({ host: '127.0.0.1', port: printer.port, statusTimeoutMs: 100 });
    expect(await port.status()).toBe('unknown');
    await printer.setMode('online');
    const answering = createThermalTcpPrinter({
      host: '127.0.0.1',
      port: printer.port,
      statusTimeoutMs: 100,
    });
    expect(await answering.status()).toBe('ok');
  });
});
