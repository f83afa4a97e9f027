// Virtual printers in a process of their own, for benchmarks that time a ticket to the paper. A
// store's printer is a device of its own: it reads a job and answers its status queries whatever
// the counter PC is doing. In the bench's process (which also runs the main core and drives the
// browser) each byte it reads would wait for that process's other work, and the time a job came
// out would be stamped late. The child stamps it (Job.lastByteAt, Date.now() on the same clock)
// and tells the parent what came out.
import { fork } from 'node:child_process';
import { startVirtualPrinter, type VirtualPrinter } from '../sandbox/virtual-printer';
import { isReprint, orderNumber } from '../tests/e2e/support/printing';

/** One ticket that came out, as the child tells it. */
export interface PrintedTicket {
  /** The printer's place in the list the process was started with. */
  printer: number;
  order: string;
  reprint: boolean;
  /** When its last byte to print reached the printer (ms since the epoch). */
  at: number;
}

export interface PrinterProcess {
  printers: { host: string; port: number }[];
  onTicket(cb: (ticket: PrintedTicket) => void): void;
  close(): Promise<void>;
}

type FromChild =
  { kind: 'ready'; printers: { host: string; port: number }[] } | ({ kind: 'ticket' } & PrintedTicket);

const STARTUP_MS = 30_000;

/**
 * Starts `count` virtual ESC/POS printers on loopback in a child process; those at the `silent`
 * places never answer a status query (the virtual printer's 'silent' mode).
 */
export async function startPrinterProcess(
  count: number,
  opts: { silent?: readonly number[] } = {},
): Promise<PrinterProcess> {
  const child = fork(import.meta.filename, ['--child', String(count), (opts.silent ?? []).join(',')], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listeners = new Set<(ticket: PrintedTicket) => void>();
  const printers = await new Promise<{ host: string; port: number }[]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('as impressoras virtuais não iniciaram a tempo')),
      STARTUP_MS,
    );
    child.on('message', (message: FromChild) => {
      if (message.kind === 'ready') {
        clearTimeout(timer);
        resolve(message.printers);
        return;
      }
      const { printer, order, reprint, at } = message;
      for (const cb of listeners) cb({ printer, order, reprint, at });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`as impressoras virtuais terminaram ao iniciar (código ${code})`));
    });
  }).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return {
    printers,
    onTicket: (cb) => listeners.add(cb),
    async close() {
      child.disconnect();
      await exited;
    },
  };
}

async function runChild(count: number, silent: ReadonlySet<number>): Promise<void> {
  const started: VirtualPrinter[] = [];
  for (let i = 0; i < count; i++) {
    const printer = await startVirtualPrinter();
    if (silent.has(i)) await printer.setMode('silent');
    const index = i;
    printer.onJob((job) =>
      process.send?.({
        kind: 'ticket',
        printer: index,
        order: orderNumber(job) ?? '?',
        reprint: isReprint(job),
        at: job.lastByteAt,
      } satisfies FromChild),
    );
    started.push(printer);
  }
  process.send?.({
    kind: 'ready',
    printers: started.map((p) => ({ host: p.host, port: p.port })),
  } satisfies FromChild);
  process.once('disconnect', () => {
    void Promise.all(started.map((p) => p.close())).finally(() => process.exit(0));
  });
}

if (process.argv[2] === '--child' && process.argv[3]) {
  const silent = (process.argv[4] ?? '')
    .split(',')
    .filter((n) => n !== '')
    .map(Number);
  await runChild(Number(process.argv[3]), new Set(silent));
}
