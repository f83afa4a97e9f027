// The sandbox in a process of its own, for benchmarks that time the app's own path. The platform
// is a server elsewhere: in the bench's process its request handling (the order's fetch, the
// accept, the status changes and 'atualiza' refreshes that follow) would share one event loop
// with the main core under test, and each ticket would wait for the platform's work as well as
// its own, which no store's PC ever does. Everything the bench asks of it goes over HTTP, as it
// does in process (tests/e2e/support/sandbox.ts `sandboxClient`).
import { fork } from 'node:child_process';
import type { ApiBases } from '../shared/config';
import { sandboxClient, startTestSandbox, type TestSandbox } from '../tests/e2e/support/sandbox';

/** What the child sends once listening. */
interface Ready {
  url: string;
  api: ApiBases;
}

const STARTUP_MS = 30_000;

/** Starts the sandbox in a child process (its SQLite file in `dataDir`); close() ends the child. */
export async function startSandboxProcess(dataDir: string): Promise<TestSandbox> {
  const child = fork(import.meta.filename, ['--child', dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('o sandbox não iniciou a tempo')), STARTUP_MS);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as Ready);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`o sandbox terminou ao iniciar (código ${code})`));
    });
  }).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return sandboxClient(
    ready.url,
    ready.api,
    async () => {
      // The child closes its server when the channel goes (below), then exits.
      child.disconnect();
      await exited;
    },
    (origin) =>
      new Promise<void>((resolve, reject) => {
        child.once('message', () => resolve());
        child.send({ allowOrigin: origin }, (error) => error && reject(error));
      }),
  );
}

async function runChild(dataDir: string): Promise<void> {
  const sandbox = await startTestSandbox(dataDir);
  process.send?.({ url: sandbox.url, api: sandbox.api } satisfies Ready);
  // The bench's web server starts after the sandbox: its origin comes over the channel.
  process.on('message', (message: { allowOrigin?: unknown }) => {
    if (typeof message.allowOrigin !== 'string') return;
    void sandbox
      .allowOrigin(message.allowOrigin)
      .then(() => process.send?.({ allowed: message.allowOrigin }));
  });
  process.once('disconnect', () => {
    void sandbox.close().finally(() => process.exit(0));
  });
}

if (process.argv[2] === '--child' && process.argv[3]) await runChild(process.argv[3]);
