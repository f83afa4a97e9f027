// The soak's desk (issue 36 §3): main's core in a process of its own (desk-process-entry.ts, on
// the soak's compressed clock, run with --expose-gc so its memory is read after a GC), the built
// renderer in headless Chromium on Playwright's clock with the real preload bridge, and two
// virtual printers configured in main. The page counts its own timer firings
// (window.__timerFirings), so the bench can say how many ran each day.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import type { PrinterDefinition } from '../shared/printing';
import { startVirtualPrinter, type VirtualPrinter } from '../sandbox/virtual-printer';
import { bridgeInitScript } from '../tests/e2e/support/bridge-bundle';
import type { IpcWireMessage } from '../tests/e2e/support/ipc-wire';
import { bundleDeskEntry, startDeskProcess, type DeskProcess } from './desk-process';
import type { DeskMemory, FromDesk } from './desk-process-entry';
import { PAGE_OPTIONS, type BenchStack } from './support';

type CountingWindow = Window & { __timerFirings?: number };

/**
 * Counts each setTimeout and setInterval callback the page runs. Playwright's clock assigns its
 * fakes to window (before or after this script, depending on when it is injected): an accessor
 * wraps whatever is assigned, so the functions counted are the fakes either way. Plain source,
 * not a function: tsx's compiled functions call a helper (__name) the page does not have.
 */
export const COUNT_TIMER_FIRINGS = `(() => {
  window.__timerFirings = 0;
  window.__timerTally = {};
  const wrap = (original, name) =>
    function (fn, ms, ...args) {
      if (typeof fn !== 'function') return original.call(this, fn, ms, ...args);
      const key = name === 'requestAnimationFrame' ? name : name + ' ' + (Number(ms) || 0) + ' ' + String(fn).slice(0, 60);
      const counted = function (...a) {
        if (name !== 'requestAnimationFrame') window.__timerFirings += 1;
        window.__timerTally[key] = (window.__timerTally[key] || 0) + 1;
        return fn.apply(this, a);
      };
      return original.call(this, counted, ms, ...args);
    };
  for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame']) {
    let current = wrap(window[name], name);
    Object.defineProperty(window, name, {
      configurable: true,
      enumerable: true,
      get: () => current,
      set: (fn) => {
        current = wrap(fn, name);
      },
    });
  }
  window.__fetchesInFlight = 0;
  const realFetch = window.fetch;
  window.fetch = function (...args) {
    window.__fetchesInFlight += 1;
    const done = () => {
      window.__fetchesInFlight -= 1;
    };
    const answer = realFetch.apply(this, args);
    answer.then(done, done);
    return answer;
  };
})();`;

/**
 * The page's clock run through `ms` a second at a time (Playwright's clock controller, as
 * page.clock.runFor drives it), waiting after each second, up to `holdMs` of wall time, while a
 * request is in flight: the network answers in wall time, so a minute run in one go lets a
 * request's 20 s timeout fire before a sandbox busy for a second answers, which a real minute
 * never does (day 1 of a week: 380 timeouts in the run-through hours). One evaluate a minute,
 * not one per second; no init script is added per call (page.clock.runFor adds one each time,
 * for a reload the soak never does). Resolves with the wall ms it waited on requests.
 */
const RUN_PAGE_FOR = `async (ms, tickMs, holdMs) => {
  const clock = globalThis.__pwClock;
  const rest = () => new Promise((r) => clock.builtins.setTimeout(r, 5));
  let held = 0;
  for (let left = ms; left > 0; left -= tickMs) {
    await clock.controller.runFor(Math.min(tickMs, left));
    for (let waited = 0; window.__fetchesInFlight > 0 && waited < holdMs; waited += 5) {
      await rest();
      held += 5;
    }
  }
  return held;
}`;

export interface SoakDesk {
  page: Page;
  userDataDir: string;
  printers: VirtualPrinter[];
  /**
   * Main's clock to the page's moment `at`, never back: jumped (each due timer once) or run
   * through (every firing); returns main's firings.
   */
  jumpTo(at: number): Promise<number>;
  /**
   * The page's clock through `ms`, a second at a time, holding while a request is in flight
   * (RUN_PAGE_FOR); resolves with the wall ms held.
   */
  runPageFor(ms: number): Promise<number>;
  runTo(at: number): Promise<number>;
  /** Timer firings so far: main's (its compressed clock) and the page's. */
  firings(): Promise<{ main: number; renderer: number }>;
  /** The PC's sleep and wake as Electron's powerMonitor tells main. */
  suspend(): Promise<void>;
  resume(): Promise<void>;
  /** Main's process memory after a forced GC. */
  memory(): Promise<DeskMemory>;
  dispose(): Promise<void>;
}

export interface SoakDeskOptions {
  rootDir: string;
  /** Epoch ms both the page's and main's clocks start from. */
  start: number;
  mainScale: number;
  sendTimeoutMs: number;
  queueThrottleMs: number;
  printerNames: string[];
  log?: (message: string) => void;
}

export async function openSoakDesk(stack: BenchStack, options: SoakDeskOptions): Promise<SoakDesk> {
  const repoRoot = join(import.meta.dirname, '..');
  const userDataDir = join(stack.dir, 'user-data');
  mkdirSync(userDataDir, { recursive: true });
  const outDir = dirname(options.rootDir);
  const entry = await bundleDeskEntry(outDir);
  const context = await stack.browser.newContext(PAGE_OPTIONS);
  const page = await context.newPage();
  await page.clock.install({ time: options.start });
  // After the clock's own script: the functions wrapped are Playwright's fakes.
  await context.addInitScript({ content: COUNT_TIMER_FIRINGS });

  let delivery: Promise<unknown> = Promise.resolve();
  const onMessage = (m: FromDesk) => {
    if (m.kind !== 'deliver') return;
    delivery = delivery.then(() =>
      page
        .evaluate(([c, a]) => window.__cashDeskDeliver?.(c, a) ?? -1, [m.channel, m.args] as const)
        .catch(() => undefined),
    );
  };
  const desk: DeskProcess = startDeskProcess(
    entry,
    {
      userDataDir,
      sandboxUrl: stack.sandbox.url,
      rendererOrigin: stack.web.url,
      outDir,
      packagedConfig: JSON.parse(readFileSync(join(repoRoot, 'config', 'app.config.json'), 'utf8')) as Record<
        string,
        unknown
      >,
      soak: {
        start: options.start,
        scale: options.mainScale,
        sendTimeoutMs: options.sendTimeoutMs,
        queueThrottleMs: options.queueThrottleMs,
      },
    },
    onMessage,
    ['--expose-gc'],
  );
  // Said at once: a main that dies mid-week otherwise only shows as the next call failing.
  desk.child.once('exit', (code, signal) => {
    if (!stopping) options.log?.(`  o processo do main terminou (código ${code}, sinal ${signal})`);
  });
  let stopping = false;
  await context.exposeBinding('__cashDeskIpc', (source, message: IpcWireMessage) =>
    desk.call(message, source.frame.url()),
  );
  await context.addInitScript({ content: await bridgeInitScript() });

  const printers: VirtualPrinter[] = [];
  for (const name of options.printerNames) {
    const printer = await startVirtualPrinter();
    printers.push(printer);
    const definition: PrinterDefinition = {
      name,
      connection: { kind: 'tcp', host: printer.host, port: printer.port },
      codePage: 'cp860',
    };
    await desk.control({ op: 'printer', definition });
  }

  return {
    page,
    userDataDir,
    printers,
    jumpTo: (at) => desk.control<number>({ op: 'jumpTo', at }),
    runPageFor: (ms) => page.evaluate<number>(`(${RUN_PAGE_FOR})(${ms}, 1000, 2000)`),
    runTo: (at) => desk.control<number>({ op: 'runTo', at }),
    async firings() {
      const main = await desk.control<number>({ op: 'firings' });
      const renderer = await page.evaluate(() => (window as CountingWindow).__timerFirings ?? 0);
      return { main, renderer };
    },
    suspend: async () => void (await desk.control({ op: 'suspend' })),
    resume: async () => void (await desk.control({ op: 'resume' })),
    memory: () => desk.control<DeskMemory>({ op: 'memory' }),
    async dispose() {
      // The page first: nothing calls main once it is stopping.
      await context.close().catch(() => undefined);
      stopping = true;
      await desk.stop();
      await Promise.all(printers.map((p) => p.close()));
    },
  };
}
