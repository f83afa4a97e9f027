/**
 * A small logger: one line per entry (control characters in a message or its metadata are
 * escaped, so a value from outside — a printer name, an Origin — can never start a forged line), written to the console and to userData/logs/main.log,
 * rotated by size (main.log → main.1.log → … → main.<maxFiles>.log). Writes are synchronous
 * so the last lines before a crash are on disk; main logs little, so this is cheap.
 */
import fs from 'node:fs';
import path from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, meta?: unknown): void;
  info(message: string, meta?: unknown): void;
  warn(message: string, meta?: unknown): void;
  error(message: string, meta?: unknown): void;
}

type LogSink = (line: string, level: LogLevel) => void;

const ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * C0 and C1 controls, DEL and the Unicode line and paragraph separators (which some viewers break
 * lines on) as visible escapes: `\n`, `\r`, `\t`, else `\xHH` / `\uHHHH`.
 */
export function escapeControlChars(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => {
    const known = ESCAPES[char];
    if (known) return known;
    const code = char.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

function formatMeta(meta: unknown): string {
  if (meta === undefined) return '';
  if (meta instanceof Error) return ' ' + (meta.stack ?? `${meta.name}: ${meta.message}`);
  try {
    return ' ' + JSON.stringify(meta);
  } catch {
    return ' ' + String(meta);
  }
}

export function createLogger(
  sinks: LogSink[],
  options: { now?: () => Date; minLevel?: LogLevel } = {},
): Logger {
  const order: LogLevel[] = ['debug', 'info', 'warn', 'error'];
  const min = order.indexOf(options.minLevel ?? 'debug');
  const now = options.now ?? (() => new Date());
  const write = (level: LogLevel) => (message: string, meta?: unknown) => {
    if (order.indexOf(level) < min) return;
    const text = escapeControlChars(`${message}${formatMeta(meta)}`);
    const line = `${now().toISOString()} [${level}] ${text}`;
    for (const sink of sinks) {
      try {
        sink(line, level);
      } catch {
        // A broken sink (disk full, closed console) must never break the caller.
      }
    }
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export function consoleSink(out: Pick<Console, 'log' | 'warn' | 'error'> = console): LogSink {
  return (line, level) => {
    if (level === 'error') out.error(line);
    else if (level === 'warn') out.warn(line);
    else out.log(line);
  };
}

interface FileSinkOptions {
  dir: string;
  fileName?: string;
  /** Rotate when the file would pass this size. */
  maxBytes?: number;
  /** Rotated files kept besides the current one. */
  maxFiles?: number;
}

export function fileSink({
  dir,
  fileName = 'main.log',
  maxBytes = 1024 * 1024,
  maxFiles = 3,
}: FileSinkOptions): LogSink {
  const file = path.join(dir, fileName);
  const ext = path.extname(fileName);
  const base = fileName.slice(0, fileName.length - ext.length);
  const rotated = (n: number) => path.join(dir, `${base}.${n}${ext}`);
  let size: number | undefined;

  const rotate = () => {
    fs.rmSync(rotated(maxFiles), { force: true });
    for (let n = maxFiles - 1; n >= 1; n--) {
      if (fs.existsSync(rotated(n))) fs.renameSync(rotated(n), rotated(n + 1));
    }
    if (maxFiles >= 1) fs.renameSync(file, rotated(1));
    else fs.rmSync(file, { force: true });
    size = 0;
  };

  return (line) => {
    const data = line + '\n';
    const bytes = Buffer.byteLength(data);
    if (size === undefined) {
      fs.mkdirSync(dir, { recursive: true });
      size = fs.existsSync(file) ? fs.statSync(file).size : 0;
    }
    if (size > 0 && size + bytes > maxBytes) rotate();
    fs.appendFileSync(file, data);
    size += bytes;
  };
}
