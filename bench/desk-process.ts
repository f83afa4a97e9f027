// The parent's side of the main core in a process of its own (desk-process-entry.ts): bundles the
// entry as the installed app's main is shipped, forks it, and carries the renderer's IPC to it,
// its messages back, and the bench's controls (the soak's clock, printers, sleep, memory).
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { MAIN_BUNDLED_PACKAGES, packageOf } from '../scripts/main-bundle';
import { wireArgs, type IpcWireMessage } from '../tests/e2e/support/ipc-wire';
import type { DeskControl, DeskProcessConfig, FromDesk, ToDesk } from './desk-process-entry';

const repoRoot = join(import.meta.dirname, '..');

/**
 * Packages as the installed app's main takes them: those its bundle carries (zod) bundled, the
 * rest left to node_modules.
 */
const shippedPackages: Plugin = {
  name: 'shipped-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || !MAIN_BUNDLED_PACKAGES.includes(packageOf(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * The entry bundled as main is shipped: one file, the packages main's bundle carries inside it,
 * the others left to node_modules (so the file sits in the build's folder, inside the
 * repository, where node finds them).
 */
export async function bundleDeskEntry(dir: string): Promise<string> {
  const outfile = join(dir, 'bench-desk-main.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'desk-process-entry.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    plugins: [shippedPackages],
    logLevel: 'silent',
  });
  return outfile;
}

export interface DeskProcess {
  child: ChildProcess;
  /** The renderer's IPC (invoke or send) from a frame at `url`. */
  call(message: IpcWireMessage, url: string): Promise<unknown>;
  /** One of the bench's controls; resolves with its answer. */
  control<T = unknown>(op: DeskControl): Promise<T>;
  /** SIGKILL, as a PC going down. */
  kill(): Promise<void>;
  /** Stops the core (its print jobs in flight recorded) and waits for the process to end. */
  stop(): Promise<void>;
}

export function startDeskProcess(
  entry: string,
  config: DeskProcessConfig,
  onMessage: (m: FromDesk) => void,
  execArgv: string[] = [],
): DeskProcess {
  const child = fork(entry, [], {
    cwd: repoRoot,
    env: { ...process.env, CASHDESK_DESK_PROCESS: JSON.stringify(config) },
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  child.on('message', (m: FromDesk) => {
    if (m.kind !== 'result') return onMessage(m);
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.ok) w?.resolve(m.value);
    else w?.reject(new Error(m.error));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A send after the process ended (a page still calling main) is that call's failure, not the bench's.
  child.on('error', () => undefined);
  const request = (make: (id: number) => ToDesk) => {
    if (!child.connected) return Promise.reject(new Error('main terminou'));
    const id = ++next;
    return new Promise<unknown>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      child.send(make(id));
    });
  };
  const rejectAll = () => {
    for (const w of waiting.values()) w.reject(new Error('main terminou'));
    waiting.clear();
  };
  return {
    child,
    call(message, url) {
      if (message.kind === 'send') {
        const out: ToDesk = { kind: 'send', channel: message.channel, url, args: wireArgs(message) };
        if (child.connected) child.send(out);
        return Promise.resolve(undefined);
      }
      return request((id) => ({
        kind: 'invoke',
        id,
        channel: message.channel,
        url,
        args: wireArgs(message),
      }));
    },
    control<T>(op: DeskControl) {
      return request((id) => ({ kind: 'control', id, op })) as Promise<T>;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
      rejectAll();
    },
    async stop() {
      if (child.exitCode === null) {
        await request((id) => ({ kind: 'control', id, op: { op: 'stop' } })).catch(() => undefined);
      }
      await exited;
      rejectAll();
    },
  };
}
