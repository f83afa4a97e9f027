// The virtual printer's ticket files: what `npm start` shows a newcomer under .cashdesk-dev/tickets.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ticketToModelBytes } from '../../../main/printing/ticket-bytes';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';

let dir: string | undefined;
let printer: VirtualPrinter | undefined;
afterEach(async () => {
  await printer?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const ticket = (text: string) =>
  ticketToModelBytes(
    {
      lines: [{ kind: 'text', text, align: 'left' }, { kind: 'cut' }],
      fontName: 'Tahoma',
      fontSize: 8,
      marginLeft: 0,
      marginRight: 0,
    },
    { columns: 48, codePage: 'cp860' },
  );

async function waitFor(check: () => boolean) {
  const until = Date.now() + 3000;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

describe('virtual printer ticketsDir', () => {
  it('writes each job as a text file, in order, with accents decoded', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-tickets-'));
    const ticketsDir = path.join(dir, 'Caixa');
    printer = await startVirtualPrinter({ ticketsDir });
    const port = createThermalTcpPrinter({ host: '127.0.0.1', port: printer.port });
    await port.send(ticket('PEDIDO #1 Feijoada à moda'), { timeoutMs: 2000 });
    await port.send(ticket('PEDIDO #2 Pão de queijo'), { timeoutMs: 2000 });
    await waitFor(() => fs.readdirSync(ticketsDir).length === 2);
    const files = fs.readdirSync(ticketsDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{4}-\d\d-\d\dT[\d-]+-\d{4}\.txt$/.test(f))).toBe(true);
    expect(fs.readFileSync(path.join(ticketsDir, files[0] ?? ''), 'utf8')).toContain(
      'PEDIDO #1 Feijoada à moda',
    );
    expect(fs.readFileSync(path.join(ticketsDir, files[1] ?? ''), 'utf8')).toContain('Pão de queijo');
  });

  it('marks a job sent while out of paper', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-tickets-'));
    printer = await startVirtualPrinter({ ticketsDir: dir });
    await printer.setMode('paper-out');
    // Raw socket: a cheap clone takes the bytes while out of paper (the app's transport asks first).
    const socket = net.createConnection({ host: '127.0.0.1', port: printer.port });
    socket.on('error', () => undefined);
    socket.end(ticket('PEDIDO #3'));
    await waitFor(() => fs.readdirSync(dir ?? '').length === 1);
    const [file] = fs.readdirSync(dir);
    expect(fs.readFileSync(path.join(dir, file ?? ''), 'utf8')).toMatch(/^\[SEM PAPEL/);
  });
});
