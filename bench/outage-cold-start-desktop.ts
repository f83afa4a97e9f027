// The desktop desk started cold during a platform outage (issue 36 §4), as a PC rebooted in the
// middle of one gives it:
//   outage.cold_start_desktop_to_orders   the main core's process killed (SIGKILL) and started
//        again while the sandbox refuses every HTTP request and socket, its order cache on disk,
//        the renderer loaded anew: the process's start (fork) → the first cached order row on
//        screen (the frame after it entered the DOM). Goal ≤ 1,500 ms.
// The core runs in a process of its own (desk-process-entry.ts, bundled as the installed app's
// main is, the fake Electron pieces standing in for Electron); the page is headless Chromium
// with the real preload bridge, whose IPC crosses to that process. Before each run the desk is
// logged in, has loaded the day's orders and main has written them to its cache file; between
// runs the outage ends and the desk reconnects.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { ORDERS_CACHE_FILE } from '../main/offline';
import { bridgeInitScript } from '../tests/e2e/support/bridge-bundle';
import type { IpcWireMessage } from '../tests/e2e/support/ipc-wire';
import { bundleDeskEntry, startDeskProcess, type DeskProcess } from './desk-process';
import type { DeskProcessConfig, FromDesk } from './desk-process-entry';
import { loginAsAdmin, PAGE_OPTIONS, startBenchStack, until, type BenchRunOptions } from './support';

type BenchWindow = Window & { __firstRowEpochMs?: number };

const repoRoot = join(import.meta.dirname, '..');

/** Main's order cache on disk holds orders (it writes the day's within its interval). */
function cacheOnDisk(userDataDir: string): boolean {
  const file = join(userDataDir, 'offline', ORDERS_CACHE_FILE);
  return existsSync(file) && readFileSync(file, 'utf8').length > 200;
}

/** Where one cold start's time went, in ms from the fork (issue 36 §4). */
export interface ColdStartPhases {
  /** The process running (node up). */
  processStart: number;
  /** Main's bundle and its packages loaded: the entry's code runs. */
  bundleLoaded: number;
  /** The core built (services, journal, outbox, caches read). */
  coreBuilt: number;
  /** Main opened its window (loadURL). */
  windowLoad: number;
  /** The renderer's first IPC call: its bundle loaded and running. */
  rendererFirstIpc: number;
  /** The renderer asked main for the cached orders, and had them. */
  cacheAsked: number;
  cacheAnswered: number;
  /** The first cached order row on screen. */
  firstRow: number;
}

/**
 * The renderer's side of the same run, in ms from the fork: the page's navigation (HTML asked,
 * HTML in, DOM parsed) and the desk's start marks (renderer/src/offline/startMarks.ts).
 */
export type RendererMarks = Record<string, number>;

/** One IPC call of the renderer: its channel, asked and answered in ms from the fork. */
interface IpcCall {
  channel: string;
  at: number;
  done: number;
}

const PHASES: (keyof ColdStartPhases)[] = [
  'processStart',
  'bundleLoaded',
  'coreBuilt',
  'windowLoad',
  'rendererFirstIpc',
  'cacheAsked',
  'cacheAnswered',
  'firstRow',
];

export async function benchDesktopColdStart(options: BenchRunOptions): Promise<{
  coldStartMs: number[];
  loadMs: number[];
  phases: ColdStartPhases[];
  rendererMarks: RendererMarks[];
}> {
  const log = options.log ?? (() => undefined);
  const stack = await startBenchStack({ name: 'desktop-cold', ...options });
  const coldStartMs: number[] = [];
  const loadMs: number[] = [];
  /** Main's CPU time from its start to its window: its work, apart from what else the PC runs. */
  const mainCpuMs: number[] = [];
  const phases: ColdStartPhases[] = [];
  /** Epoch ms of this run's first IPC call and of the cached orders asked and answered. */
  let ipcMarks: { first?: number; cacheAsked?: number; cacheAnswered?: number } = {};
  /** This run's IPC calls (epoch ms), to list those made before the first row. */
  let ipcCalls: IpcCall[] = [];
  const rendererMarks: RendererMarks[] = [];
  let desk: DeskProcess | null = null;
  try {
    const entry = await bundleDeskEntry(dirname(options.rootDir));
    log(`  main empacotado: ${entry}`);
    const userDataDir = join(stack.dir, 'user-data');
    mkdirSync(userDataDir, { recursive: true });
    const config: DeskProcessConfig = {
      userDataDir,
      sandboxUrl: stack.sandbox.url,
      rendererOrigin: stack.web.url,
      outDir: dirname(options.rootDir),
      packagedConfig: JSON.parse(readFileSync(join(repoRoot, 'config', 'app.config.json'), 'utf8')) as Record<
        string,
        unknown
      >,
    };
    const context = await stack.browser.newContext(PAGE_OPTIONS);
    await context.exposeBinding('__cashDeskIpc', async (source, message: IpcWireMessage) => {
      if (!desk) throw new Error('main não está rodando');
      ipcMarks.first ??= Date.now();
      const cache = message.kind === 'invoke' && message.channel === 'offline:load-orders-cache';
      if (cache) ipcMarks.cacheAsked ??= Date.now();
      const call: IpcCall = { channel: message.channel, at: Date.now(), done: Number.NaN };
      ipcCalls.push(call);
      try {
        return await desk.call(message, source.frame.url());
      } finally {
        call.done = Date.now();
        if (cache) ipcMarks.cacheAnswered ??= Date.now();
      }
    });
    await context.addInitScript({ content: await bridgeInitScript() });
    // Every navigation records when its first order row reached the screen (epoch ms).
    await context.addInitScript(() => {
      const w = window as BenchWindow;
      const observer = new MutationObserver(() => {
        if (w.__firstRowEpochMs !== undefined || !document.querySelector('.order-row')) return;
        w.__firstRowEpochMs = -1;
        requestAnimationFrame(() => {
          w.__firstRowEpochMs = performance.timeOrigin + performance.now();
        });
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    let page: Page = await context.newPage();
    let delivery: Promise<unknown> = Promise.resolve();
    let loaded: (m: Extract<FromDesk, { kind: 'load' }>) => void = () => undefined;
    const onMessage = (m: FromDesk) => {
      if (m.kind === 'load') return loaded(m);
      if (m.kind !== 'deliver') return;
      const target = page;
      delivery = delivery.then(() =>
        target
          .evaluate(([c, a]) => window.__cashDeskDeliver?.(c, a) ?? -1, [m.channel, m.args] as const)
          .catch(() => undefined),
      );
    };
    /** Starts main; once it opens its window the page loads the renderer. */
    const launch = async () => {
      const windowLoads = new Promise<Extract<FromDesk, { kind: 'load' }>>((resolve) => (loaded = resolve));
      const startedAt = Date.now();
      const started = startDeskProcess(entry, config, onMessage);
      desk = started;
      const died = new Promise<never>((_, reject) =>
        started.child.once('exit', (code) => reject(new Error(`main terminou ao iniciar (código ${code})`))),
      );
      const load = await Promise.race([windowLoads, died]);
      ipcMarks = {};
      ipcCalls = [];
      // What main's window loads (app://bundle/index.html, no route) on the renderer's origin: a
      // desk in use lands on Pedidos by itself (renderer/src/app/deskStart.ts).
      await page.goto(`${stack.web.url}/index.html`);
      return { startedAt, load };
    };

    await launch();
    log('  main no ar; login...');
    await loginAsAdmin(page, stack.web.url);
    for (let i = 0; i < (options.runs ?? 5); i++) {
      await page.locator('.order-row').first().waitFor({ timeout: 30_000 });
      if (!(await until(() => cacheOnDisk(userDataDir), 15_000)))
        throw new Error('main não gravou o cache de pedidos');
      await stack.sandbox.outage({ mode: 'refuse', seconds: 120, target: 'both' });
      // The PC goes down: main dies with its window; the renderer goes with it.
      await desk!.kill();
      await page.close();
      page = await context.newPage();
      const { startedAt, load } = await launch();
      await page
        .waitForFunction(() => ((window as BenchWindow).__firstRowEpochMs ?? -1) > 0, undefined, {
          timeout: 30_000,
          polling: 'raf',
        })
        .catch(async (error: unknown) => {
          // What the desk showed instead, for whoever reads the failure.
          log(`  tela: ${(await page.locator('body').innerText()).slice(-700)} (${page.url()})`);
          throw error;
        });
      const at = await page.evaluate(() => (window as BenchWindow).__firstRowEpochMs ?? 0);
      const marks = await page.evaluate(() => {
        const out: Record<string, number> = {};
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        if (nav) {
          out.htmlAsked = nav.requestStart;
          out.htmlIn = nav.responseEnd;
          out.domParsed = nav.domInteractive;
        }
        for (const m of performance.getEntriesByType('mark')) {
          if (m.name.startsWith('desk:')) out[m.name.slice('desk:'.length)] ??= m.startTime;
        }
        return { origin: performance.timeOrigin, out };
      });
      rendererMarks.push(
        Object.fromEntries(Object.entries(marks.out).map(([k, v]) => [k, marks.origin + v - startedAt])),
      );
      const beforeRow = ipcCalls.filter((c) => c.at <= at);
      log(
        `  IPC antes da 1ª linha (${beforeRow.length}): ${beforeRow
          .map((c) => `${c.channel}@${(c.at - startedAt).toFixed(0)}+${(c.done - c.at).toFixed(0)}`)
          .join(' ')}`,
      );
      // The rows come while the platform still refuses: the banner follows, proving the outage.
      await page.getByText('Sem conexão com a plataforma desde').waitFor({ timeout: 15_000 });
      coldStartMs.push(at - startedAt);
      loadMs.push(load.at - startedAt);
      mainCpuMs.push(load.cpuMs);
      phases.push({
        processStart: load.processStartAt - startedAt,
        bundleLoaded: load.entryAt - startedAt,
        coreBuilt: load.coreBuiltAt - startedAt,
        windowLoad: load.at - startedAt,
        rendererFirstIpc: (ipcMarks.first ?? Number.NaN) - startedAt,
        cacheAsked: (ipcMarks.cacheAsked ?? Number.NaN) - startedAt,
        cacheAnswered: (ipcMarks.cacheAnswered ?? Number.NaN) - startedAt,
        firstRow: at - startedAt,
      });
      await stack.sandbox.endOutage();
      await page
        .getByText('Sem conexão com a plataforma desde')
        .waitFor({ state: 'detached', timeout: 30_000 });
    }
    log(`  runs: ${coldStartMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    log(
      `  carga da máquina (1/5/15 min): ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );
    for (const name of PHASES) log(`    ${name}: ${phases.map((p) => p[name].toFixed(0)).join(', ')} ms`);
    const markNames = [...new Set(rendererMarks.flatMap((m) => Object.keys(m)))];
    markNames.sort((a, b) => (rendererMarks[0]?.[a] ?? 0) - (rendererMarks[0]?.[b] ?? 0));
    for (const name of markNames) {
      log(
        `    página ${name}: ${rendererMarks.map((m) => (m[name] ?? Number.NaN).toFixed(0)).join(', ')} ms`,
      );
    }
    log(`  CPU de main até a janela: ${mainCpuMs.join(', ')} ms`);
  } finally {
    // Narrowed to null by the compiler: it is set inside launch().
    await (desk as DeskProcess | null)?.kill();
    await stack.close();
  }
  return { coldStartMs, loadMs, phases, rendererMarks };
}
