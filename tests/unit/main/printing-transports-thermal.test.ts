import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createThermalTcpPrinter, PREPARED_MS } from '../../../main/printing/transports/thermal-tcp';
import { REST_OF_ANSWERS_MS } from '../../../main/printing/transports/tcp-status';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { encodeEscPos } from '../../support/escpos-encoder';
import { printerFailure } from '../../support/printer-error';

const printers: VirtualPrinter[] = [];
const servers: net.Server[] = [];
const held: net.Socket[] = [];

afterEach(async () => {
  await Promise.all(printers.splice(0).map((p) => p.close()));
  held.splice(0).forEach((s) => s.destroy());
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A server that accepts, reads everything, and runs `onData` on what it got. */
async function server(onData: (socket: net.Socket, data: Buffer) => void): Promise<number> {
  const s = net.createServer((socket) => {
    held.push(socket);
    socket.on('data', (data: Buffer) => onData(socket, data));
    socket.on('error', () => undefined);
  });
  servers.push(s);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.address() as net.AddressInfo).port;
}

describe('network printer (raw TCP)', () => {
  it('is an ESC/POS port and prints to an IPv6 literal (the library URL has no IPv6 form)', async () => {
    const printer = await startVirtualPrinter({ host: '::1', port: 0 });
    printers.push(printer);
    const port = createThermalTcpPrinter({ host: '::1', port: printer.port });
    expect(port.format).toBe('escpos');
    await port.send(encodeEscPos([{ codePage: 'cp860' }, { text: 'Coração' }]), { timeoutMs: 2000 });
    await until(() => printer.jobs.length === 1);
    expect(printer.jobs[0]?.lines).toEqual(['Coração']);
  });

  it('sends the bytes exactly as encoded, ended by one status query (DLE EOT 1, 2, 4) as confirmation', async () => {
    const printer = await startVirtualPrinter();
    printers.push(printer);
    const port = createThermalTcpPrinter({ host: printer.host, port: printer.port });
    const bytes = encodeEscPos([{ init: true }, { codePage: 'cp850' }, { text: 'Açaí €' }, { cut: true }]);
    await port.send(bytes, { timeoutMs: 2000 });
    await until(() => printer.jobs.length === 1);
    expect(printer.jobs[0]?.bytes).toEqual(
      Buffer.concat([bytes, Buffer.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04])]),
    );
  });

  it('a printer that stops answering mid-job (no confirmation) is interrupted, not printed', async () => {
    let statusQueries = 0;
    const port = await server((socket, data) => {
      // Answers the first status query only (the one before sending), then goes silent.
      if (onlyStatusQueries(data) && statusQueries++ === 0) socket.write(readyAnswers(data));
    });
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, timeoutMs: 300 });
    const error = await printerFailure(printer.send(Buffer.from('cupom\n'), { timeoutMs: 200 }));
    expect(error.kind).toBe('interrupted');
    expect(error.message).toContain(`A conexão com a impressora 127.0.0.1:${port} caiu durante a impressão`);
    // It answered once, so it is held to it: silence is never a reason for a plain write.
    const again = await printerFailure(printer.send(Buffer.from('de novo\n'), { timeoutMs: 200 }));
    expect(again.kind).toBe('interrupted');
    expect(await printer.status()).toBe('offline');
  });

  it('a print server that accepts and drops connections: offline, never printed (both paths)', async () => {
    const printer = await startVirtualPrinter();
    printers.push(printer);
    const port = createThermalTcpPrinter({ host: printer.host, port: printer.port, timeoutMs: 300 });
    await printer.setMode('drops');
    // Never asked before: the status query is cut off, which is offline, not "a silent model".
    expect(await port.status()).toBe('offline');
    const first = await printerFailure(port.send(Buffer.from('um\n'), { timeoutMs: 300 }));
    expect(first.kind).toBe('offline');
    await printer.setMode('online');
    await port.send(Buffer.from('dois\n'), { timeoutMs: 2000 });
    // Known to answer now; dropped again: the send itself fails, before any byte.
    await printer.setMode('drops');
    const second = await printerFailure(port.send(Buffer.from('tres\n'), { timeoutMs: 300 }));
    expect(second.kind).toBe('offline');
    expect(await port.status()).toBe('offline');
    await printer.setMode('online');
    await port.send(Buffer.from('quatro\n'), { timeoutMs: 2000 });
    await until(() => printer.jobs.length === 2);
    expect(printer.jobs.map((j) => j.lines)).toEqual([['dois'], ['quatro']]);
  });

  it('a print server that drops connections also fails a printer that never answered status', async () => {
    const silent = net.createServer((socket) => {
      held.push(socket);
      socket.on('error', () => undefined);
    });
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port: silentPort } = silent.address() as net.AddressInfo;
    const port = createThermalTcpPrinter({ host: '127.0.0.1', port: silentPort, statusTimeoutMs: 100 });
    expect(await port.status()).toBe('unknown');
    // Now it accepts and closes at once.
    silent.removeAllListeners('connection');
    silent.on('connection', (socket) => socket.destroy());
    const error = await printerFailure(port.send(Buffer.from('x\n'), { timeoutMs: 300 }));
    expect(error.kind).toBe('offline');
  });

  it('every send has a deadline, however the printer trickles', async () => {
    let answered = false;
    const port = await server((socket, data) => {
      // Answers the status query, then takes the job and never confirms it.
      if (!answered && onlyStatusQueries(data)) socket.write(readyAnswers(data));
      answered = true;
    });
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, timeoutMs: 300, settleMs: 0 });
    expect(await printer.status()).toBe('ok');
    const started = Date.now();
    const error = await printerFailure(
      printer.send(Buffer.from('x\n'), { timeoutMs: 10_000, deadlineMs: 300 }),
    );
    expect(error.kind).toBe('interrupted');
    expect(error.code).toBe('DEADLINE');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an unresolvable host is offline with the actionable message, before any byte', async () => {
    const port = createThermalTcpPrinter({ host: 'impressora-inexistente.invalid', timeoutMs: 500 });
    const error = await printerFailure(port.send(Buffer.from('x'), { timeoutMs: 500 }));
    expect(error).toMatchObject({
      kind: 'offline',
      message:
        'A impressora impressora-inexistente.invalid:9100 não respondeu. Verifique se está ligada e na rede.',
    });
  });

  it('learns from status() whether the printer answers, and keeps sending after it changed', async () => {
    const printer = await startVirtualPrinter();
    printers.push(printer);
    const port = createThermalTcpPrinter({ host: printer.host, port: printer.port });
    expect(await port.status()).toBe('ok');
    await port.send(Buffer.from('um\n'), { timeoutMs: 2000 });
    await until(() => printer.jobs.length === 1);
    await printer.setMode('offline');
    expect(await port.status()).toBe('offline');
    await printer.setMode('online');
    await port.send(Buffer.from('dois\n'), { timeoutMs: 2000 });
    await until(() => printer.jobs.length === 2);
    expect(printer.jobs.map((j) => j.lines)).toEqual([['um'], ['dois']]);
  });
});

/**
 * A printer that answers every DLE EOT n with "ready" and records what each connection carried;
 * with `hangUpAfterStatus` it closes a connection once it answered a status query.
 */
async function recordingPrinter(opts: { hangUpAfterStatus?: boolean } = {}) {
  const connections: Buffer[] = [];
  const port = await server((socket, data) => {
    const index = held.indexOf(socket);
    connections[index] = Buffer.concat([connections[index] ?? Buffer.alloc(0), data]);
    let queries = 0;
    for (let i = 0; i + 1 < data.length; i++) if (data[i] === 0x10 && data[i + 1] === 0x04) queries += 1;
    if (queries > 0) socket.write(Buffer.alloc(queries, 0x12));
    if (opts.hangUpAfterStatus && onlyStatusQueries(data)) socket.end();
  });
  return { port, connections };
}

describe('network printer: the connection the status query ran on', () => {
  const STATUS_QUERY = [0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04];

  it("carries the job that follows an 'ok', at once (no second connection, no settle wait)", async () => {
    const { port, connections } = await recordingPrinter();
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 5000 });
    expect(await printer.status()).toBe('ok');
    const started = Date.now();
    await printer.send(Buffer.from('um\n'), { timeoutMs: 2000 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(connections).toEqual([Buffer.from([...STATUS_QUERY, 0x75, 0x6d, 0x0a, ...STATUS_QUERY])]);
  });

  it('is not reused when an answer to the query is late: the job goes on a fresh connection', async () => {
    const connections: Buffer[] = [];
    const port = await server((socket, data) => {
      const index = held.indexOf(socket);
      connections[index] = Buffer.concat([connections[index] ?? Buffer.alloc(0), data]);
      if (!onlyStatusQueries(data)) {
        socket.write(Buffer.alloc(3, 0x12));
        return;
      }
      // The first answer at once, the others after the transport stopped waiting for them.
      socket.write(Buffer.from([0x12]));
      setTimeout(() => socket.writable && socket.write(Buffer.from([0x12, 0x12])), REST_OF_ANSWERS_MS + 100);
    });
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 0 });
    expect(await printer.status()).toBe('ok');
    await printer.send(Buffer.from('um\n'), { timeoutMs: 2000 });
    expect(connections).toEqual([
      Buffer.from(STATUS_QUERY),
      Buffer.from([0x75, 0x6d, 0x0a, ...STATUS_QUERY]),
    ]);
  });

  it('is closed with a FIN once the job is confirmed, even with an answer byte still unread (a reset may lose the job)', async () => {
    const closes: string[] = [];
    let asked = false;
    const port = await server((socket, data) => {
      if (!asked && onlyStatusQueries(data)) {
        asked = true;
        socket.write(Buffer.alloc(3, 0x12));
        socket.on('end', () => closes.push('end'));
        socket.on('error', (error: NodeJS.ErrnoException) => closes.push(error.code ?? 'error'));
        return;
      }
      // The job: one answer at once; the others land while this process is busy, after the
      // transport stopped waiting for them and before it reads them.
      socket.write(Buffer.from([0x12]));
      setTimeout(
        // From the check phase: the next turn of the loop runs the transport's timers first.
        () =>
          setImmediate(() => {
            socket.write(Buffer.from([0x12, 0x12]));
            const busyUntil = Date.now() + REST_OF_ANSWERS_MS + 100;
            while (Date.now() < busyUntil);
          }),
        20,
      );
    });
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 0 });
    expect(await printer.status()).toBe('ok');
    await printer.send(Buffer.from('um\n'), { timeoutMs: 2000 });
    await until(() => closes.length > 0);
    expect(closes).toEqual(['end']);
  });

  it('is not reused once the printer closed it: the job goes on a fresh connection', async () => {
    const { port, connections } = await recordingPrinter({ hangUpAfterStatus: true });
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 0 });
    expect(await printer.status()).toBe('ok');
    await until(() => held[0]?.destroyed === true || held[0]?.writableEnded === true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await printer.send(Buffer.from('um\n'), { timeoutMs: 2000 });
    expect(connections).toEqual([
      Buffer.from(STATUS_QUERY),
      Buffer.from([0x75, 0x6d, 0x0a, ...STATUS_QUERY]),
    ]);
  });
});

describe('network printer: the status read ahead of a job (prepare)', () => {
  const STATUS_QUERY = [0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04];

  it("answers the job's status read from it, once, and the job goes on that connection", async () => {
    const { port, connections } = await recordingPrinter();
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 5000 });
    await printer.prepare();
    expect(connections).toEqual([Buffer.from(STATUS_QUERY)]);
    // The journal's read before the job: no second query, no second connection.
    expect(await printer.status()).toBe('ok');
    await printer.send(Buffer.from('um\n'), { timeoutMs: 2000 });
    expect(connections).toEqual([Buffer.from([...STATUS_QUERY, 0x75, 0x6d, 0x0a, ...STATUS_QUERY])]);
  });

  it('is used once: a second read asks the printer again', async () => {
    const { port, connections } = await recordingPrinter();
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 0 });
    await printer.prepare();
    expect(await printer.status()).toBe('ok');
    expect(await printer.status()).toBe('ok');
    await until(() => connections.length === 2);
    expect(connections).toEqual([Buffer.from(STATUS_QUERY), Buffer.from(STATUS_QUERY)]);
  });

  it('stands for a moment only: a read ahead older than that is read again', async () => {
    const { port, connections } = await recordingPrinter();
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 0 });
    await printer.prepare();
    await new Promise((resolve) => setTimeout(resolve, PREPARED_MS + 50));
    expect(await printer.status()).toBe('ok');
    await until(() => connections.length === 2);
    expect(connections).toEqual([Buffer.from(STATUS_QUERY), Buffer.from(STATUS_QUERY)]);
  });

  it('a plain read keeps asking: a roll that ran out right after an ok is seen', async () => {
    const printer = await startVirtualPrinter();
    printers.push(printer);
    const port = createThermalTcpPrinter({ host: printer.host, port: printer.port });
    expect(await port.status()).toBe('ok');
    await printer.setMode('paper-out');
    expect(await port.status()).toBe('paper-out');
  });

  it('is worth nothing once the printer closed its connection: the read asks again', async () => {
    const { port, connections } = await recordingPrinter({ hangUpAfterStatus: true });
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 0 });
    await printer.prepare();
    await until(() => held[0]?.destroyed === true || held[0]?.writableEnded === true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await printer.status()).toBe('ok');
    expect(connections).toEqual([Buffer.from(STATUS_QUERY), Buffer.from(STATUS_QUERY)]);
  });

  it('a problem read ahead is not kept: the read before the job asks again and sees the fix', async () => {
    const printer = await startVirtualPrinter();
    printers.push(printer);
    await printer.setMode('paper-out');
    const port = createThermalTcpPrinter({ host: printer.host, port: printer.port });
    await port.prepare();
    await printer.setMode('online');
    expect(await port.status()).toBe('ok');
  });

  it('a read asked while another is on its way shares it: one query, one connection', async () => {
    const { port, connections } = await recordingPrinter();
    const printer = createThermalTcpPrinter({ host: '127.0.0.1', port, settleMs: 0 });
    const [, first] = await Promise.all([printer.prepare(), printer.status()]);
    expect(first).toBe('ok');
    expect(connections).toEqual([Buffer.from(STATUS_QUERY)]);
  });
});

/** A chunk made only of DLE EOT n queries (the status check before a job). */
function onlyStatusQueries(data: Buffer): boolean {
  if (data.length === 0 || data.length % 3 !== 0) return false;
  for (let i = 0; i < data.length; i += 3) if (data[i] !== 0x10 || data[i + 1] !== 0x04) return false;
  return true;
}

/** "Ready" to each query: one status byte apiece. */
const readyAnswers = (queries: Buffer) => Buffer.alloc(queries.length / 3, 0x12);
