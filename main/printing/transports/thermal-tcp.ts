/**
 * Network ESC/POS printers (raw TCP, port 9100), over our own socket: bytes our encoder already
 * built with the printer's code page go out as they are.
 *
 * A TCP write that "went out" proves nothing: the bytes are handed to the network, not to the
 * paper, and some print servers accept a connection and close it at once without reading while
 * their printer is off or jammed. So:
 * - a connection that fails, or that the printer closes before any byte was written, is
 *   'offline': nothing left, safe to send again as is (each send waits a moment after
 *   connecting, so a print server that drops connections is caught here). The exception is the
 *   connection the status query just ran on: the printer answered on it, so it is no print
 *   server dropping connections, and a send that follows within WARM_MS writes on it at once
 *   (the journal asks the status right before each job, so a job usually skips the wait);
 * - a printer that answers status queries ends every job with DLE EOT 1, 2 and 4 and send()
 *   resolves only on the answers, which it can give only after it received every byte before
 *   them; a reset, a timeout or a connection closed before the first answer is 'interrupted'
 *   (the journal reprints it marked REIMPRESSÃO), and an answer of "paper end" or "cover open"
 *   means the roll ran out or the cover was opened during this ticket, so part of it was
 *   swallowed: 'interrupted' too, and the journal holds the reprint until the printer is fixed.
 *   A printer that has answered once is held to it for as long as this port lives: a later
 *   silence is a failure, never a reason to fall back to a plain write;
 * - printers that never answered get the plain write: the best any sender can do for them. Once
 *   silent twice in a row they are remembered as silent (silence.ts): status() no longer waits
 *   for them, and prepare() opens and settles the job's connection ahead instead of asking.
 * Every send has a deadline (SendOptions.deadlineMs), so quitting never waits on a printer.
 */
import net from 'node:net';
import { PrinterError, sendDeadlineMs, type PrinterPort, type PrinterStatus, type SendOptions } from './port';
import {
  afterPendingReads,
  DEFAULT_PRINTER_PORT,
  ESCPOS_STATUS,
  NEVER_CONNECTED_CODES,
  REST_OF_ANSWERS_MS,
  openStatusConnection,
  type StatusDialect,
} from './tcp-status';
import { openEarlyConnection } from './tcp-preopen';
import { createSilence } from './silence';

interface ThermalTcpPrinterOptions {
  host: string;
  port?: number;
  /** Limit for the status query. */
  timeoutMs?: number;
  /** Overrides timeoutMs for status(). */
  statusTimeoutMs?: number;
  /** How long a fresh connection must stay open before the first byte is written. */
  settleMs?: number;
  /** How often a printer remembered as silent is asked again (silence.ts). */
  silentPollMs?: number;
  /**
   * How its status is asked and read: ESC/POS's DLE EOT n (the default), or Star line mode's
   * EOT / ENQ for a printer whose model is 'star' (star-status.ts STAR_STATUS).
   */
  dialect?: StatusDialect;
}

type ThermalTcpPrinter = PrinterPort & {
  format: 'escpos';
  status(): Promise<PrinterStatus>;
  prepare(): Promise<void>;
};

const DEFAULT_PROBE_TIMEOUT_MS = 2000;
const DEFAULT_SETTLE_MS = 100;
/** How long a connection that answered 'ok' is kept for the send that follows the query. */
const WARM_MS = 1000;
/**
 * How long a status read ahead of a job (prepare) stands for the read before it: the platform
 * confirms an accept in tens of ms. Past that it is read again, so a roll that ran out meanwhile
 * holds the job instead of swallowing it.
 */
export const PREPARED_MS = 300;

export function createThermalTcpPrinter(opts: ThermalTcpPrinterOptions): ThermalTcpPrinter {
  const { host } = opts;
  const port = opts.port ?? DEFAULT_PRINTER_PORT;
  const where = `${host}:${port}`;
  const statusTimeoutMs = opts.statusTimeoutMs ?? opts.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const settleMs = opts.settleMs ?? DEFAULT_SETTLE_MS;
  const dialect = opts.dialect ?? ESCPOS_STATUS;
  // Whether this printer answers DLE EOT: undefined until asked; once true, true for good.
  let answersStatus: boolean | undefined;
  let warm: { socket: net.Socket; settledAt: number; timer: ReturnType<typeof setTimeout> } | undefined;
  const silence = createSilence(opts.silentPollMs === undefined ? {} : { pollMs: opts.silentPollMs });
  /** Remembered as silent: never answered on this port, and not the last SILENT_AFTER times. */
  const silent = () => answersStatus !== true && silence.silent();
  // A silent printer's next job connection, being opened ahead by prepare().
  let opening: Promise<void> | undefined;

  /**
   * Keeps a connection for the job that follows: one that just answered 'ok' (settled: the
   * printer read on it), or one opened ahead for a silent printer, trusted from `settledAt`.
   */
  function keepWarm(socket: net.Socket, settledAt = 0): void {
    takeWarm()?.socket.destroy();
    const timer = setTimeout(() => takeWarm()?.socket.destroy(), WARM_MS);
    timer.unref();
    warm = { socket, settledAt, timer };
  }

  /** The connection kept by keepWarm, if the printer has not closed it since. */
  function takeWarm(): Early | undefined {
    const taken = warm;
    warm = undefined;
    if (!taken) return undefined;
    clearTimeout(taken.timer);
    if (!stillOpen(taken.socket)) {
      taken.socket.destroy();
      return undefined;
    }
    return { socket: taken.socket, settledAt: taken.settledAt };
  }

  // One query at a time: prepare() may be asking while the journal asks before the job.
  let asking: Promise<PrinterStatus> | undefined;
  // When prepare() read 'ok' and kept that connection for the job it was read for.
  let preparedAt: number | undefined;

  /**
   * The printer's real-time state, read now; or, once, the read prepare() made moments ago
   * (PREPARED_MS at most) if its connection is still open: the job is then written on that very
   * connection. A problem in between (the roll ran out) shows in the query that ends the job,
   * which then prints again marked REIMPRESSÃO, as after a roll running out mid-ticket.
   */
  function status(): Promise<PrinterStatus> {
    const readAt = preparedAt;
    preparedAt = undefined;
    if (readAt !== undefined && Date.now() - readAt <= PREPARED_MS && warmOpen())
      return Promise.resolve('ok');
    if (silent()) {
      // Asked again in the background; the job that asked does not wait for it.
      if (!asking && silence.askInBackground(Date.now())) void askOnce();
      return Promise.resolve('unknown');
    }
    return askOnce();
  }

  function askOnce(): Promise<PrinterStatus> {
    asking ??= ask().finally(() => {
      asking = undefined;
    });
    return asking;
  }

  /**
   * A silent printer's job connection, opened ahead and kept warm for the job; it counts as
   * settled `settleMs` after it connected (the job may be written on it sooner: see rawSend).
   */
  function preopen(): Promise<void> {
    opening ??= openEarlyConnection(host, port)
      .then((socket) => {
        if (socket) keepWarm(socket, Date.now() + settleMs);
      })
      .finally(() => {
        opening = undefined;
      });
    return opening;
  }

  /** The connection that answered 'ok' is still held and open. */
  const warmOpen = (): boolean => warm !== undefined && stillOpen(warm.socket);

  async function ask(): Promise<PrinterStatus> {
    const { status: result, socket } = await openStatusConnection(host, port, statusTimeoutMs, {
      keepIfOk: true,
      dialect,
    });
    if (socket) keepWarm(socket);
    if (result === 'ok' || result === 'paper-out' || result === 'cover-open') {
      answersStatus = true;
      silence.heard('answered');
    } else if (result === 'unknown') {
      silence.heard('silent');
      answersStatus ??= false;
    }
    // A printer that answered before and is silent now is not "a model that never answers".
    if (result === 'unknown' && answersStatus) return 'offline';
    return result;
  }

  return {
    format: 'escpos',
    status,
    // Asked and never answered: it cannot tell its paper (its jobs are 'enviado').
    statusSource: () => (answersStatus === false ? 'none' : 'printer'),
    async prepare() {
      if (silent()) {
        await preopen();
        return;
      }
      const ok = (await status()) === 'ok' && warmOpen();
      preparedAt = ok ? Date.now() : undefined;
    },

    async send(bytes, sendOpts) {
      if (answersStatus === undefined) {
        const now = await status();
        if (now === 'offline') throw offline(where);
        // Out of paper, it would swallow the ticket: hold the job, nothing was sent.
        if (now === 'paper-out') throw new PrinterError('offline', paperOutMessage(where), 'PAPER_OUT');
        if (now === 'cover-open') {
          throw new PrinterError(
            'offline',
            `A impressora ${where} está com a tampa aberta. Feche a tampa para continuar a impressão.`,
            'COVER_OPEN',
          );
        }
      }
      const target: Target = { host, port, where, settleMs, dialect };
      if (!answersStatus) {
        // A connection prepare() is opening is connected sooner than a new one would be.
        if (opening) await opening;
        // Known silent: written at once, the settle wait runs after the bytes (rawSend `early`).
        await rawSend(target, bytes, sendOpts, false, takeWarm(), silent());
        return { confirmed: false };
      }
      const answer = await rawSend(
        target,
        Buffer.concat([bytes, dialect.query]),
        sendOpts,
        true,
        takeWarm()?.socket,
      );
      const after = dialect.parse(answer ?? Buffer.alloc(0));
      if (after === 'paper-out') {
        throw new PrinterError(
          'interrupted',
          `A bobina da impressora ${where} acabou durante a impressão. Troque o papel: o pedido será impresso de novo.`,
          'PAPER_OUT',
        );
      }
      if (after === 'cover-open') {
        throw new PrinterError(
          'interrupted',
          `A tampa da impressora ${where} foi aberta durante a impressão. Feche a tampa: o pedido será impresso de novo.`,
          'COVER_OPEN',
        );
      }
      return { confirmed: true };
    },
  };
}

/** Neither side has closed it: a job written on it can still be read and answered. */
function stillOpen(socket: net.Socket): boolean {
  return !socket.destroyed && !socket.readableEnded && socket.writable;
}

interface Target {
  host: string;
  port: number;
  where: string;
  settleMs: number;
  dialect: StatusDialect;
}

/** A connection opened before its job, and from when it counts as settled (0: it answered). */
interface Early {
  socket: net.Socket;
  settledAt: number;
}

/**
 * One connection: waits `settleMs` after connecting (a connection the printer closes in that
 * time is offline, nothing written), writes `bytes`, then either resolves on the printer's first
 * answer (`confirm`) or once the bytes and our end of the connection were handed to the network.
 * A `warm` connection (it just answered the status query) is written on at once.
 *
 * `early` (a printer known to be silent, issue 32 §2): the bytes go out the moment the
 * connection is up, and the settle wait runs after them instead, before our FIN: a printer never
 * closes a job connection first, so one closed or reset by the other side before the connection
 * lived `settleMs` (a print server dropping connections while its printer is off) fails the send
 * as 'interrupted' (the bytes went out: the reprint is marked REIMPRESSÃO), never as printed.
 * Exactly once holds; the ticket just no longer waits for the check.
 */
function rawSend(
  target: Target,
  bytes: Buffer,
  opts: SendOptions,
  confirm: boolean,
  kept?: Early | net.Socket,
  early = false,
): Promise<Buffer | undefined> {
  const { where } = target;
  const warm = kept instanceof net.Socket ? { socket: kept, settledAt: 0 } : kept;
  return new Promise((resolve, reject) => {
    let connected = warm !== undefined;
    let settledAt = warm?.settledAt ?? 0;
    // The answers to the closing status query: all three, or what came within a moment of the
    // first (a model may answer only some).
    let answers = Buffer.alloc(0);
    let rest: ReturnType<typeof setTimeout> | undefined;
    let writing = false;
    let done = false;
    const socket = warm?.socket ?? net.createConnection({ host: target.host, port: target.port });
    socket.setTimeout(opts.timeoutMs);

    const finish = (error: PrinterError | undefined, answer?: Buffer) => {
      if (done) return;
      done = true;
      clearTimeout(rest);
      clearTimeout(deadline);
      clearTimeout(settle);
      if (error) {
        socket.destroy();
        reject(error);
        return;
      }
      resolve(answer);
    };
    // Before the first byte: offline. After it: part of the ticket may have come out.
    const failure = (reason: string, code?: string) =>
      writing ? interrupted(where, reason, code) : offlineWith(where, code);

    const deadline = setTimeout(() => finish(failure('prazo esgotado', 'DEADLINE')), sendDeadlineMs(opts));
    let settle: ReturnType<typeof setTimeout> | undefined;

    const closed = () => {
      finish(undefined);
      // Our side is closed; a printer that keeps its side open is let go.
      setTimeout(() => socket.destroy(), opts.timeoutMs).unref();
    };
    const close = (last?: Buffer) => (last ? socket.end(last, closed) : socket.end(closed));
    const write = () => {
      if (done) return;
      writing = true;
      if (confirm) {
        socket.write(bytes);
        return;
      }
      if (!early) {
        close(bytes);
        return;
      }
      socket.write(bytes);
      const wait = settledAt - Date.now();
      if (wait > 0) settle = setTimeout(() => close(), wait);
      else close();
    };
    if (warm) write();
    else
      socket.on('connect', () => {
        connected = true;
        socket.setNoDelay(true);
        settledAt = Date.now() + target.settleMs;
        if (early) write();
        else settle = setTimeout(write, target.settleMs);
      });
    const answered = () => {
      if (done) return;
      clearTimeout(rest);
      finish(undefined, answers);
      // A FIN, not a reset: closing with a late answer byte unread would reset the connection,
      // and a print server may drop what it still holds on a reset.
      socket.end();
      setTimeout(() => socket.destroy(), opts.timeoutMs).unref();
    };
    socket.on('data', (data: Buffer) => {
      if (!confirm || !writing) return;
      answers = Buffer.concat([answers, data]);
      if (answers.length >= target.dialect.answers) answered();
      else rest ??= setTimeout(afterPendingReads(answered), REST_OF_ANSWERS_MS);
    });
    socket.on('timeout', () => finish(connected ? failure('sem resposta', 'ETIMEDOUT') : offlineWith(where)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code;
      if (!connected || (code !== undefined && NEVER_CONNECTED_CODES.has(code))) {
        finish(offlineWith(where, code));
        return;
      }
      finish(failure(code ?? error.message, code));
    });
    // Answered, then hung up before the other answers: what it said is the confirmation.
    socket.on('end', () =>
      answers.length > 0
        ? answered()
        : finish(failure('conexão fechada pela impressora antes da confirmação', 'EOF')),
    );
    socket.on('close', () =>
      answers.length > 0 ? answered() : finish(failure('conexão fechada antes da confirmação', 'CLOSED')),
    );
  });
}

function paperOutMessage(where: string): string {
  return `A impressora ${where} está sem papel. Troque a bobina para continuar a impressão.`;
}

function offline(where: string): PrinterError {
  return new PrinterError(
    'offline',
    `A impressora ${where} não respondeu. Verifique se está ligada e na rede.`,
  );
}

function offlineWith(where: string, code?: string): PrinterError {
  const e = offline(where);
  return new PrinterError(e.kind, e.message, code);
}

function interrupted(where: string, reason: string, code?: string): PrinterError {
  return new PrinterError(
    'interrupted',
    `A conexão com a impressora ${where} caiu durante a impressão (${reason}); o pedido será impresso de novo, marcado como REIMPRESSÃO.`,
    code,
  );
}
