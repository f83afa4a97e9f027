/**
 * The network sweep: a TCP connect to each address × port (9100 by default), a few at a time
 * with a short connect timeout, so a /24 takes a few seconds. Where something accepts, the ID
 * queries go out (identify.ts), the probe waits briefly for the answers and closes. Cancelling
 * (the AbortSignal) stops new connects and drops the open ones at once.
 */
import { setMaxListeners } from 'node:events';
import net from 'node:net';
import { parseStarVersion, STAR_VERSION_QUERY } from '../transports/star-status';
import { ID_QUERIES, readAnswer, STAR_MAKER, type PrinterAnswer } from './identify';

export const RAW_PRINT_PORT = 9100;

export interface ProbeOptions {
  connectTimeoutMs: number;
  /** How long the answers to the ID queries are waited for once connected. */
  answerWaitMs: number;
  signal?: AbortSignal;
}

/** null: nothing accepted (closed, refused, timed out, cancelled). */
export type ProbeResult = PrinterAnswer | null;

/**
 * ESC/POS's ID queries first; a printer that answered them with Star's own status byte and no
 * ID is asked Star's version query (ESC # * LF NUL) on a connection of its own. Only then: an
 * ESC/POS printer would print part of that query as text.
 */
export async function probePrinter(host: string, port: number, options: ProbeOptions): Promise<ProbeResult> {
  const answer = await ask(host, port, ID_QUERIES, options, (bytes) => {
    const read = readAnswer(bytes);
    return read.complete || read.foreign;
  });
  if (answer === null) return null;
  const read = readAnswer(answer);
  if (!read.starStatus || read.texts.length > 0 || read.foreign) return read;
  const star = await ask(
    host,
    port,
    STAR_VERSION_QUERY,
    options,
    (bytes) => parseStarVersion(bytes) !== undefined,
  );
  const version = star ? parseStarVersion(star) : undefined;
  return version ? { ...read, texts: [STAR_MAKER, version] } : read;
}

/** One connection: writes `query`, collects the answer until `enough` or the wait ends. */
function ask(
  host: string,
  port: number,
  query: Buffer,
  options: ProbeOptions,
  enough: (bytes: Buffer) => boolean,
): Promise<Buffer | null> {
  return new Promise((resolve) => {
    if (options.signal?.aborted) return resolve(null);
    const socket = net.createConnection({ host, port });
    const chunks: Buffer[] = [];
    let connected = false;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', finish);
      socket.destroy();
      resolve(connected && !options.signal?.aborted ? Buffer.concat(chunks) : null);
    };
    let timer = setTimeout(finish, options.connectTimeoutMs);
    options.signal?.addEventListener('abort', finish, { once: true });
    socket.on('connect', () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(finish, options.answerWaitMs);
      socket.write(query);
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (enough(Buffer.concat(chunks))) finish();
    });
    // Refused, reset, or the far side closed: what came so far is the answer.
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

export interface SweepTarget {
  host: string;
  port: number;
}

export interface SweepOptions {
  addresses: readonly string[];
  ports?: readonly number[];
  /** Connects in flight at once. */
  concurrency?: number;
  connectTimeoutMs?: number;
  answerWaitMs?: number;
  signal?: AbortSignal;
  onProgress?(done: number, total: number): void;
  /** Called for each address where something accepted, as soon as its answer is read. */
  onFound?(target: SweepTarget, answer: PrinterAnswer): void;
  /** Replaces the TCP probe (unit tests of the pacing). */
  probe?(host: string, port: number, options: ProbeOptions): Promise<ProbeResult>;
}

/** Resolves when every target was tried or the signal aborted (the latter without waiting). */
export async function sweep(options: SweepOptions): Promise<void> {
  const ports = options.ports ?? [RAW_PRINT_PORT];
  const targets: SweepTarget[] = options.addresses.flatMap((host) => ports.map((port) => ({ host, port })));
  const total = targets.length;
  const probe = options.probe ?? probePrinter;
  const probeOptions: ProbeOptions = {
    connectTimeoutMs: options.connectTimeoutMs ?? 800,
    answerWaitMs: options.answerWaitMs ?? 500,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const concurrency = Math.min(options.concurrency ?? 64, total);
  // Each probe in flight listens for the abort: as many listeners as probes is expected.
  if (options.signal) setMaxListeners(concurrency + 10, options.signal);
  let next = 0;
  let done = 0;
  options.onProgress?.(0, total);

  async function worker(): Promise<void> {
    while (next < total && !options.signal?.aborted) {
      const target = targets[next++]!;
      const answer = await probe(target.host, target.port, probeOptions);
      if (options.signal?.aborted) return;
      if (answer) options.onFound?.(target, answer);
      done += 1;
      options.onProgress?.(done, total);
    }
  }

  const workers = Array.from({ length: concurrency }, worker);
  await Promise.all(workers);
}
