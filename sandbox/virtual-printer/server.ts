/**
 * A virtual network printer (raw TCP, like port 9100) for tests and the demo. It reads the
 * command language of the model it is started as (ESC/POS by default, or Star line mode,
 * Daruma's or Brother's): see decode-model.ts.
 * Plain Node, no test-framework imports: `npm start` runs one too. Started as a Star, it answers
 * Star line mode's own status and version queries instead of ESC/POS's (star-status.ts).
 *
 * What real printers do, and what this simulates:
 * - online: accepts a connection, prints what arrives; the client closing the connection ends
 *   the job. Answers DLE EOT n status queries in real time with one status byte (queries at the
 *   start of a connection are not part of its job).
 * - offline (switched off, unplugged, wrong IP): nothing listens, so connecting gives
 *   ECONNREFUSED (or a timeout on a dead IP). Simulated by closing the listening socket and
 *   dropping open connections; `setMode('online')` listens on the same port again.
 * - paper-out: Epson-style printers go offline but keep the network up: they still accept
 *   data into a small receive buffer (printed after the paper is replaced, or stalling the
 *   sender once full), while cheaper clones simply drop it. Either way a successful TCP send
 *   does not mean paper came out, which is why the app asks DLE EOT 4 (paper roll sensor).
 *   Simulated: connections are accepted, status queries answer "paper end", the data is read
 *   and recorded with `printed: false`.
 * - cover-open: like paper-out, the printer is offline with the network up: status queries
 *   answer "offline" (DLE EOT 1) and "cover open" (DLE EOT 2), the paper sensor is fine, and
 *   what arrives is read and recorded with `printed: false`.
 * - slow: a busy or old printer reads slowly, so TCP back-pressure stalls the sender.
 *   Simulated by pausing the socket for `slowDelayMs` after every chunk.
 * - silent: prints like 'online' but never answers a status query (DLE EOT), as many no-name
 *   clones and print servers in front of a USB printer do: the app cannot know paper from no
 *   paper, and must not make each ticket wait for an answer that never comes.
 * - drops: what some print servers do while their printer is off or jammed: the TCP connection
 *   is accepted and closed at once, nothing is read, status queries are never answered. A
 *   sender that only checks the write went out would count the ticket as printed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import type { PrinterModel } from '../../shared/printing';
import type { DecodedJob } from './decode';
import { decodeForModel } from './decode-model';
import { answerStarQueries, STAR_VERSION_QUERY } from './star-status';
import type { PrinterIdentity, PrinterMode } from './modes';

export type { PrinterIdentity, PrinterMode } from './modes';

export interface Job extends DecodedJob {
  bytes: Buffer;
  /** False when the printer was out of paper or had its cover open: the bytes went nowhere. */
  printed: boolean;
  /**
   * When the job's last byte to print arrived (ms since the epoch): the paper's end of the job,
   * before the status answers it asked for and the closing of the connection.
   */
  lastByteAt: number;
}

export interface VirtualPrinterOptions {
  port?: number;
  host?: string;
  slowDelayMs?: number;
  /** The command language its jobs are decoded in; 'escpos' by default. */
  model?: PrinterModel;
  /**
   * Each job is also written here as a text file (the decoded lines), so someone running the
   * demo can read the tickets: <ticketsDir>/<date>T<time>-<n>.txt.
   */
  ticketsDir?: string;
  /**
   * What it says to the ESC/POS printer ID queries (GS I 66 maker, GS I 67 model; GS I 1-3 and
   * 65-69 answered too). Absent: it ignores them, as many cheap printers do.
   */
  identity?: PrinterIdentity;
}

export interface VirtualPrinter {
  readonly port: number;
  readonly host: string;
  readonly jobs: Job[];
  readonly mode: PrinterMode;
  onJob(cb: (job: Job) => void): () => void;
  /** Resolves once the mode is in effect (offline: the port is closed). */
  setMode(mode: PrinterMode): Promise<void>;
  /** The next connection to carry this many bytes is reset (TCP RST): a cable pulled mid-job. */
  cutNextConnectionAfter(bytes: number): void;
  /**
   * The next connection to carry this many bytes puts the printer in `problem` at that byte:
   * the roll runs out or the cover is opened mid-ticket; the rest of it is swallowed.
   */
  problemAfter(problem: 'paper-out' | 'cover-open', bytes: number): void;
  close(): Promise<void>;
}

const DLE = 0x10;
const EOT = 0x04;
const GS = 0x1d;
const ENQ = 0x05;
const ID_QUERY = 0x49; // GS I n: transmit printer ID
// Status bytes always have bit 1 and bit 4 set, bits 0 and 7 clear.
const FIXED = 0x12;
const OFFLINE_BIT = 0x08;
const PAPER_STOP_BIT = 0x20; // DLE EOT 2: printing stopped because of paper end
const COVER_OPEN_BIT = 0x04; // DLE EOT 2: cover open
const PAPER_NEAR_END_BITS = 0x0c; // DLE EOT 4 bits 2-3
const PAPER_END_BITS = 0x60; // DLE EOT 4 bits 5-6

export function statusByte(query: number, mode: PrinterMode): number {
  const paperOut = mode === 'paper-out';
  const coverOpen = mode === 'cover-open';
  switch (query) {
    case 1:
      return FIXED | (paperOut || coverOpen ? OFFLINE_BIT : 0);
    case 2:
      return FIXED | (paperOut ? PAPER_STOP_BIT : 0) | (coverOpen ? COVER_OPEN_BIT : 0);
    case 4:
      return FIXED | (paperOut ? PAPER_NEAR_END_BITS | PAPER_END_BITS : 0);
    default:
      return FIXED;
  }
}

export async function startVirtualPrinter(options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> {
  const host = options.host ?? '127.0.0.1';
  const slowDelayMs = options.slowDelayMs ?? 40;
  const jobs: Job[] = [];
  const listeners = new Set<(job: Job) => void>();
  const sockets = new Set<net.Socket>();
  let mode: PrinterMode = 'online';
  let cutAfter: number | undefined;
  let problemAt: { problem: 'paper-out' | 'cover-open'; bytes: number } | undefined;
  let listening = false;

  const server = net.createServer((socket) => handle(socket));
  server.on('error', () => undefined);

  function handle(socket: net.Socket): void {
    if (mode === 'offline' || mode === 'drops') {
      // Offline: the listening socket is closed, this only catches a connection already queued.
      socket.on('error', () => undefined);
      socket.destroy();
      return;
    }
    sockets.add(socket);
    // A printer answers status queries at once. With Nagle on, a second small answer waits for
    // the ACK of the first, which the app's side delays (~40 ms on Linux): a cost no printer has.
    socket.setNoDelay(true);
    const chunks: Buffer[] = [];
    // Out of paper or with the cover open, what arrives goes nowhere: a ticket whose bytes came
    // (even in part) while the paper was out or the cover open did not come out whole.
    let printed = true;
    let received = 0;
    let tail: Buffer = Buffer.alloc(0);
    let lastByteAt = 0;

    socket.on('data', (chunk: Buffer) => {
      // A chunk of queries only (the status asked before the job) carries nothing to print.
      if (leadingQueriesLength(chunk) < chunk.length) lastByteAt = Date.now();
      chunks.push(chunk);
      received += chunk.length;
      if (problemAt !== undefined && received >= problemAt.bytes) {
        mode = problemAt.problem;
        problemAt = undefined;
      }
      if (mode === 'paper-out' || mode === 'cover-open') printed = false;
      // Armed until a connection carries that many bytes: probes and status queries pass.
      // The cable is gone at that byte, so queries after it are never answered.
      if (cutAfter !== undefined && received >= cutAfter) {
        cutAfter = undefined;
        socket.resetAndDestroy();
        return;
      }
      const window = Buffer.concat([tail, chunk]);
      tail =
        options.model === 'star'
          ? answerStarQueries(socket, window, mode, options.identity)
          : answerQueries(socket, window, () => mode, options.identity);
      if (mode === 'slow') {
        socket.pause();
        setTimeout(() => socket.resume(), slowDelayMs);
      }
    });
    socket.on('end', () => {
      // The app may ask the status first and then print on the same connection: the questions
      // before the job are answered, not printed.
      const received = Buffer.concat(chunks);
      const bytes = received.subarray(leadingQueriesLength(received));
      if (bytes.length > 0) {
        const job: Job = { bytes, printed, lastByteAt, ...decodeForModel(bytes, options.model) };
        jobs.push(job);
        if (options.ticketsDir) writeTicketFile(options.ticketsDir, job, jobs.length);
        for (const cb of listeners) cb(job);
      }
      socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  }

  function listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        listening = true;
        resolve();
      });
    });
  }

  function stopListening(): Promise<void> {
    if (!listening) return Promise.resolve();
    listening = false;
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  if (options.ticketsDir) mkdirSync(options.ticketsDir, { recursive: true });
  await listen(options.port ?? 0);
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    host,
    jobs,
    get mode() {
      return mode;
    },
    onJob(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    async setMode(next) {
      mode = next;
      if (next === 'offline') await stopListening();
      else if (!listening) await listen(port);
    },
    problemAfter(problem, bytes) {
      problemAt = { problem, bytes };
    },
    cutNextConnectionAfter(bytes) {
      cutAfter = bytes;
    },
    close: stopListening,
  };
}

/** A local timestamp keeps the files in print order and readable in a file manager. */
function writeTicketFile(dir: string, job: Job, n: number): void {
  const now = new Date();
  const pad = (v: number, size = 2) => String(v).padStart(size, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}-${pad(now.getMilliseconds(), 3)}`;
  const note = job.printed ? '' : '[SEM PAPEL: este cupom não saiu na impressora]\n';
  const cuts = job.cuts > 0 ? `\n[${job.cuts} corte(s) de papel]\n` : '\n';
  try {
    writeFileSync(join(dir, `${stamp}-${pad(n, 4)}.txt`), `${note}${job.lines.join('\n')}${cuts}`, 'utf8');
  } catch (error) {
    // The demo keeps printing (jobs stay in memory); the folder may have been removed.
    console.error(`Impressora virtual: não foi possível gravar o cupom em ${dir}:`, error);
  }
}

/**
 * GS I n as an Epson-compatible printer answers it: n 1-3 one byte (model ID, type, ROM
 * version), n 65-69 '_' + text + NUL (firmware, maker, model, serial, fonts).
 */
export function idAnswer(n: number, identity: PrinterIdentity): Buffer | undefined {
  const block = (text: string) =>
    Buffer.concat([Buffer.from([0x5f]), Buffer.from(text, 'latin1'), Buffer.from([0])]);
  switch (n) {
    case 1:
    case 49:
      return Buffer.from([0x20]);
    case 2:
    case 50:
      return Buffer.from([0x02]);
    case 3:
    case 51:
      return Buffer.from([0x31]);
    case 65:
      return block('1.00');
    case 66:
      return block(identity.maker);
    case 67:
      return block(identity.model);
    case 68:
      return block(identity.serial ?? 'VIRTUAL0001');
    case 69:
      return block('PC860');
    default:
      return undefined;
  }
}

/**
 * Replies to every complete DLE EOT n (and GS I n, when it has an identity) in `window`, in one
 * write (the answers to one chunk's queries leave together); returns the bytes to keep for the
 * next chunk.
 */
function answerQueries(
  socket: net.Socket,
  window: Buffer,
  mode: () => PrinterMode,
  identity: PrinterIdentity | undefined,
): Buffer {
  const answers: Buffer[] = [];
  for (let i = 0; i + 2 < window.length; i++) {
    if (window[i] === DLE && window[i + 1] === EOT) {
      if (mode() !== 'silent') answers.push(Buffer.from([statusByte(window[i + 2] ?? 0, mode())]));
      i += 2;
    } else if (window[i] === GS && window[i + 1] === ID_QUERY) {
      const answer = identity ? idAnswer(window[i + 2] ?? 0, identity) : undefined;
      if (answer) answers.push(answer);
      i += 2;
    }
  }
  if (answers.length > 0) socket.write(Buffer.concat(answers));
  return window.subarray(Math.max(0, window.length - 2));
}

/**
 * How many bytes at the start are status or printer ID queries: a connection that only asked is
 * no print job, and one that asked before printing has its job start after them.
 */
function leadingQueriesLength(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const status = bytes[i] === DLE && bytes[i + 1] === EOT;
    const id = bytes[i] === GS && bytes[i + 1] === ID_QUERY;
    if (bytes.subarray(i, i + STAR_VERSION_QUERY.length).equals(STAR_VERSION_QUERY)) {
      i += STAR_VERSION_QUERY.length;
      continue;
    }
    // Star line mode's own status queries, one byte each.
    if (bytes[i] === EOT || bytes[i] === ENQ) {
      i += 1;
      continue;
    }
    if (!status && !id) break;
    i += 3;
  }
  return Math.min(i, bytes.length);
}
