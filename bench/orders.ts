// The orders desk under a busy day: 2,000 orders in the day's list (control POST orders
// {count: 2000, status: 'mix', emit: false}, then a reload), in web mode in headless Chromium.
//   orders.event_to_row.p95         control POST orders (the sandbox stores it and emits 'novo'
//                                   before answering) → the row in the DOM, at the next frame
//   orders.search_keystroke.p95     keydown in 'Procurar...' → the filtered list rendered for
//                                   that text (the list's data-query), at the next frame: the
//                                   rows in view; rows below the fold may follow in a deferred
//                                   pass (aria-busy on the list until then), whose end for the
//                                   last letter of each word is logged as 'lista completa'
//   orders.row_commit.p95           the renderer's own work for a new order: the 'orders:in-hand'
//                                   performance mark (the fetched order in hand, before the store
//                                   takes it) → its row committed to the DOM (the MutationObserver's
//                                   callback, run right after React's commit): no network, no frame
//   orders.search_commit.p95        keydown in 'Procurar...' → the filtered list committed for that
//                                   text (the MutationObserver's callback on data-query), no frame
//   orders.heap_growth_1000_updates JS heap after 1,000 'atualiza' events on existing orders
//                                   (each one fetched and replaced) minus before, both after GC
// Chromium runs with --js-flags=--expose-gc; the heap is read through the DevTools protocol.
//
// benchSilentLoss (default sync intervals, 300 orders that day):
//   orders.silent_loss_to_row.max   an order created with its 'novo' withheld (socket connected)
//                                   → its row, worst of several spread over the check period
//   orders.reconcile_kb_per_hour    the sync's own calls while idle, on the wire, per hour
// and the same two against the sandbox's spec-only profile (no pedidos/resumo: the desk polls
// pedidos/listar conditionally), as orders.silent_loss_to_row.spec_only.max and
// orders.reconcile_kb_per_hour.spec_only. The spec-only sandbox exposes no ETag (every list is a
// 200, compressed as a web server sends it); with the day's 200 orders that is
// orders.reconcile_kb_per_hour.spec_only_no_etag (and its orders.silent_loss_to_row.spec_only_no_etag.max).
import type { Page } from 'playwright-core';
import { DEFAULT_INTERVALS } from '../renderer/src/realtime/ordersSync';
import { keystrokeToListMs, loginAsAdmin, PAGE_OPTIONS, percentile, startBenchStack } from './support';

export interface OrdersBenchOptions {
  rootDir: string;
  executablePath: string;
  /** Progress lines (stderr). */
  log?: (line: string) => void;
  dayOrders?: number;
  newOrders?: number;
  updates?: number;
}

export interface OrdersBenchResult {
  eventToRowMs: number[];
  keystrokeMs: number[];
  /** In-hand mark → the row committed (no network, no frame wait). */
  rowCommitMs: number[];
  /** Keydown → the filtered list committed (no frame wait). */
  searchCommitMs: number[];
  /** Keydown of each word's last letter → the list complete for it (no longer aria-busy). */
  settledMs: number[];
  heapGrowthBytes: number;
}

type BenchWindow = Window & {
  __rowSeen?: Record<string, number>;
  __keyAt?: number;
  /** performance.now() of the last keydown in the search box. */
  __keyPerf?: number;
  /** Order id → in-hand mark → row committed (ms). */
  __rowCommit?: Record<string, number>;
  /** Query → keydown → list committed (ms). */
  __queryCommit?: Record<string, number>;
  __queryAt?: Record<string, number>;
  __settledAt?: Record<string, number>;
  /** Queries whose list was ever aria-busy (rendered in more than one pass). */
  __busy?: Record<string, boolean>;
  gc?: () => void;
};

/** Records when each new row and each rendered query reach the screen (the frame after the DOM change). */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as BenchWindow;
    w.__rowSeen = {};
    w.__queryAt = {};
    w.__settledAt = {};
    w.__busy = {};
    w.__rowCommit = {};
    w.__queryCommit = {};
    const inHand = new Map<string, number>();
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) {
        const id = (e as PerformanceMark).detail as unknown;
        if (e.name === 'orders:in-hand' && typeof id === 'string') inHand.set(id, e.startTime);
      }
    }).observe({ type: 'mark' });
    const list = document.querySelector('.orders__list');
    if (!list) throw new Error('lista de pedidos ausente');
    new MutationObserver((records) => {
      // Called at the microtask checkpoint right after the DOM change (React's commit).
      const committed = performance.now();
      const ids: string[] = [];
      const queries: string[] = [];
      const settled: string[] = [];
      for (const r of records) {
        const target = r.target as HTMLElement;
        if (r.type === 'attributes' && r.attributeName === 'data-query') {
          queries.push(target.dataset.query ?? '');
        }
        if (r.type === 'attributes' && r.attributeName === 'aria-busy') {
          if (target.hasAttribute('aria-busy')) w.__busy![target.dataset.query ?? ''] = true;
          else settled.push(target.dataset.query ?? '');
        }
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const rows = node.matches('.order-row')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('.order-row')];
          for (const row of rows) if (row.dataset.orderId) ids.push(row.dataset.orderId);
        }
      }
      if (ids.length === 0 && queries.length === 0 && settled.length === 0) return;
      // The observer's callbacks come later, in a task of their own: the current mark is read here.
      for (const e of performance.getEntriesByName('orders:in-hand')) {
        const id = (e as PerformanceMark).detail as unknown;
        if (typeof id === 'string') inHand.set(id, e.startTime);
      }
      for (const id of ids) {
        const at = inHand.get(id);
        if (at !== undefined && !(id in w.__rowCommit!)) w.__rowCommit![id] = committed - at;
      }
      for (const q of queries) {
        if (w.__keyPerf !== undefined) w.__queryCommit![q] = committed - w.__keyPerf;
      }
      requestAnimationFrame(() => {
        const at = performance.timeOrigin + performance.now();
        for (const id of ids) if (w.__rowSeen && !(id in w.__rowSeen)) w.__rowSeen[id] = at;
        for (const q of queries) if (w.__queryAt) w.__queryAt[q] = at;
        for (const q of settled) if (w.__settledAt) w.__settledAt[q] = at;
      });
    }).observe(list, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-query', 'aria-busy'],
    });
    document.querySelector('input[type="search"]')?.addEventListener(
      'keydown',
      () => {
        w.__keyPerf = performance.now();
        w.__keyAt = performance.timeOrigin + w.__keyPerf;
      },
      true,
    );
  });
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => (window as BenchWindow).gc?.());
      await cdp.send('HeapProfiler.collectGarbage');
    }
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

export async function benchOrders(options: OrdersBenchOptions): Promise<OrdersBenchResult> {
  const log = options.log ?? (() => undefined);
  const dayOrders = options.dayOrders ?? 2000;
  const newOrders = options.newOrders ?? 40;
  const updates = options.updates ?? 1000;
  const stack = await startBenchStack({
    name: 'orders',
    ...options,
    chromiumArgs: ['--js-flags=--expose-gc', '--autoplay-policy=no-user-gesture-required'],
  });
  const { sandbox, browser } = stack;
  try {
    const page = await browser.newPage(PAGE_OPTIONS);
    // Only events may bring orders in during the measurements: no periodic reconciliation.
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'cashDesk.debug.ordersSync',
        JSON.stringify({ reconcileMs: 3_600_000, pollMs: 3_600_000 }),
      ),
    );
    await loginAsAdmin(page, stack.web.url);

    const created = await sandbox.control<{ created: number }>('orders', {
      count: dayOrders,
      status: 'mix',
      emit: false,
    });
    log(`  ${created.created} pedidos criados; recarregando`);
    await page.reload();
    await page.locator('.order-list').waitFor({ timeout: 60_000 });
    const total = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.order-section__count')].reduce(
          (n, el) => n + Number(el.textContent),
          0,
        ),
      );
    const start = Date.now();
    while ((await total()) < dayOrders && Date.now() - start < 60_000) await page.waitForTimeout(100);
    log(`  lista com ${await total()} pedidos`);
    await page.locator('.plug[data-connected="true"]').waitFor({ timeout: 15_000 });
    await instrument(page);

    // ---- 'novo' → row on screen
    const eventToRowMs: number[] = [];
    const rowCommitMs: number[] = [];
    for (let i = 0; i < newOrders; i++) {
      const t0 = Date.now();
      const res = await sandbox.control<{ ids: string[] }>('orders', { status: 'PP' });
      const id = res.ids[0] as string;
      const seenAt = await page.waitForFunction(
        (orderId) => (window as BenchWindow).__rowSeen?.[orderId],
        id,
        { timeout: 15_000, polling: 'raf' },
      );
      eventToRowMs.push(((await seenAt.jsonValue()) as number) - t0);
      const commit = await page.evaluate((orderId) => (window as BenchWindow).__rowCommit?.[orderId], id);
      if (commit === undefined) throw new Error(`pedido ${id}: linha sem a marca 'orders:in-hand'`);
      rowCommitMs.push(commit);
    }
    log(`  evento→linha: ${eventToRowMs.map((n) => n.toFixed(0)).join(', ')} ms`);
    log(`  em mãos→linha no DOM: ${rowCommitMs.map((n) => n.toFixed(1)).join(', ')} ms`);

    // ---- keystroke → filtered list
    const search = page.getByRole('searchbox', { name: /Procurar pedidos/ });
    await search.click();
    const keystrokeMs: number[] = [];
    const settledMs: number[] = [];
    const searchCommitMs: number[] = [];
    for (const word of ['maria', 'joao silva', 'pizza calabresa', '#48', 'rua']) {
      for (const ch of word) {
        keystrokeMs.push(await keystrokeToListMs(page, search, ch));
        const q = await search.inputValue();
        const commit = await page.evaluate((text) => (window as BenchWindow).__queryCommit?.[text], q);
        if (commit === undefined) throw new Error(`busca '${q}': lista sem commit medido`);
        searchCommitMs.push(commit);
      }
      const settled = await page.waitForFunction(
        (q) => {
          const w = window as BenchWindow;
          const list = document.querySelector<HTMLElement>('.order-list');
          // A list rendered in one pass is complete when it shows the query.
          const at = w.__busy?.[q] ? w.__settledAt?.[q] : w.__queryAt?.[q];
          return list?.dataset.query === q && !list.hasAttribute('aria-busy') && at !== undefined
            ? at - (w.__keyAt ?? at)
            : undefined;
        },
        await search.inputValue(),
        { timeout: 15_000, polling: 'raf' },
      );
      settledMs.push((await settled.jsonValue()) as number);
      await search.fill('');
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('.order-list')?.dataset.query === '',
      );
    }
    log(`  tecla→lista p50 ${percentile(keystrokeMs, 50).toFixed(1)} ms (${keystrokeMs.length} teclas)`);
    log(`  tecla→lista no DOM: ${searchCommitMs.map((n) => n.toFixed(1)).join(', ')} ms`);
    log(`  última tecla de cada palavra→lista completa: ${settledMs.map((n) => n.toFixed(0)).join(', ')} ms`);

    // ---- heap after 1,000 'atualiza' on existing orders (none asked: `npm run bench -- orders.row_commit`)
    if (updates === 0) {
      return {
        eventToRowMs,
        keystrokeMs,
        rowCommitMs,
        searchCommitMs,
        settledMs,
        heapGrowthBytes: Number.NaN,
      };
    }
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.order-row')].map((r) => r.dataset.orderId ?? ''),
    );
    let fetched = 0;
    page.on('requestfinished', (r) => {
      if (/\/pedidos\/listar\/[\w-]+$/.test(r.url())) fetched += 1;
    });
    await page.waitForTimeout(500);
    const before = await heapUsed(page);
    const batch = 20;
    for (let i = 0; i < updates; i += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, updates - i) }, (_, j) =>
          sandbox.control('events/pedido', { tipo: 'atualiza', id_pedido: ids[(i + j) % ids.length] }),
        ),
      );
    }
    const waitStart = Date.now();
    while (fetched < updates && Date.now() - waitStart < 60_000) await page.waitForTimeout(100);
    log(`  ${fetched} pedidos buscados após 'atualiza'`);
    await page.waitForTimeout(1000);
    const after = await heapUsed(page);
    log(`  heap antes ${(before / 1048576).toFixed(2)} MB, depois ${(after / 1048576).toFixed(2)} MB`);

    return {
      eventToRowMs,
      keystrokeMs,
      rowCommitMs,
      searchCommitMs,
      settledMs,
      heapGrowthBytes: after - before,
    };
  } finally {
    await stack.close();
  }
}

export interface SilentLossBenchOptions {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  /** Orders in the day's list (default 300). */
  dayOrders?: number;
  /** Orders created with their events withheld (default 6). */
  lostOrders?: number;
  /** How long the idle traffic is watched before it is scaled to an hour (default 60 s; spec-only 100 s). */
  watchMs?: number;
  /**
   * 'spec-only': the sandbox offers only the specs' calls (no pedidos/resumo), so the list is the
   * check; its idle traffic is measured as is, after the first minute of fast polling.
   */
  profile?: 'default' | 'spec-only';
  /** false: the list carries no ETag at all, so not even the browser's cache revalidates it. */
  validators?: boolean;
}

export interface SilentLossBenchResult {
  lossToRowMs: number[];
  /** Bytes on the wire per hour for the sync's own calls while nothing happens. */
  reconcileBytesPerHour: number;
  /** One pedidos/listar of the day (request + response on the wire). */
  listBytes: number;
  /** The change checks seen while watching. */
  checks: number;
  /** List answers that were 304 (a validator the desk could send back): 0 without ETag. */
  notModified: number;
}

/**
 * An order whose 'novo' was lost (the sandbox's withhold lever, socket still connected) → its row,
 * with the desk's DEFAULT sync intervals; and the traffic the sync costs per hour in a store with
 * `dayOrders` orders that day: the idle calls watched for `watchMs` (the change checks) scaled to
 * an hour, plus the hourly full list loads at their default interval, each sized as measured.
 */
export async function benchSilentLoss(options: SilentLossBenchOptions): Promise<SilentLossBenchResult> {
  const log = options.log ?? (() => undefined);
  const dayOrders = options.dayOrders ?? 300;
  const lostOrders = options.lostOrders ?? 6;
  const specOnly = options.profile === 'spec-only';
  const watchMs = options.watchMs ?? (specOnly ? 100_000 : 60_000);
  const stack = await startBenchStack({
    name: 'orders-silent',
    rootDir: options.rootDir,
    executablePath: options.executablePath,
    // The profile's own shapes (the desk reads them all since issue 23 §1); the point is the missing call.
    ...(specOnly ? { sandbox: { profile: 'spec-only', validators: options.validators ?? true } } : {}),
  });
  const { sandbox, browser } = stack;
  try {
    const page = await browser.newPage(PAGE_OPTIONS);
    await loginAsAdmin(page, stack.web.url);
    const listed = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.order-section__count')].reduce(
          (n, el) => n + Number(el.textContent),
          0,
        ),
      );
    const loadedBy = Date.now() + 15_000;
    while ((await listed()) === 0 && Date.now() < loadedBy) await page.waitForTimeout(100);
    const seeded = await listed();
    if (dayOrders > seeded) {
      await sandbox.control('orders', { count: dayOrders - seeded, status: 'mix', emit: false });
    }

    // Every sync call's size on the wire: response (headers + body, as received) + request headers.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, { url: string; requestBytes: number }>();
    const wire: { url: string; bytes: number; at: number }[] = [];
    let notModified = 0;
    /** How the list came compressed (content-encoding), as the browser received it. */
    let listEncoding = 'nenhuma';
    cdp.on('Network.responseReceived', (e) => {
      if (!/\/pedidos\/listar(\?|$)/.test(e.response.url)) return;
      if (e.response.status === 304) notModified++;
      const encoding = Object.entries(e.response.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      );
      if (encoding) listEncoding = String(encoding[1]);
    });
    cdp.on('Network.requestWillBeSent', (e) => {
      const headers = Object.entries(e.request.headers).reduce(
        (n, [k, v]) => n + k.length + String(v).length + 4,
        0,
      );
      urls.set(e.requestId, { url: e.request.url, requestBytes: e.request.url.length + 16 + headers });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const req = urls.get(e.requestId);
      if (req && /\/pedidos\/(listar|resumo)/.test(req.url)) {
        wire.push({ url: req.url, bytes: req.requestBytes + e.encodedDataLength, at: Date.now() });
      }
    });

    await page.reload();
    await page.locator('.order-list').waitFor({ timeout: 60_000 });
    await page.locator('.plug[data-connected="true"]').waitFor({ timeout: 15_000 });
    const listCall = () => wire.filter((w) => /\/pedidos\/listar(\?|$)/.test(w.url)).at(-1);
    const start = Date.now();
    while (!listCall() && Date.now() - start < 15_000) await page.waitForTimeout(50);
    const listBytes = listCall()?.bytes ?? Number.NaN;
    log(`  pedidos/listar de ${await listed()} pedidos: ${listBytes} B (compressão: ${listEncoding})`);

    // ---- idle traffic
    // Spec-only: the first minute after connecting polls fast on purpose; the steady state is watched.
    if (specOnly) await page.waitForTimeout(DEFAULT_INTERVALS.settleMs);
    const watchFrom = Date.now();
    await page.waitForTimeout(watchMs);
    const idle = wire.filter((w) => w.at >= watchFrom);
    const idleBytes = idle.reduce((n, w) => n + w.bytes, 0);
    const idleLists = idle.filter((w) => /\/pedidos\/listar(\?|$)/.test(w.url)).length;
    let checks: number;
    let reconcileBytesPerHour: number;
    if (specOnly) {
      // The list is the check: every call watched (304s while nothing changes) scaled to an hour.
      checks = idleLists;
      reconcileBytesPerHour = (idleBytes * 3_600_000) / watchMs;
      log(`  ${checks} listas em ${watchMs / 1000} s (${idleBytes} B, ${notModified} com 304)`);
    } else {
      checks = idle.filter((w) => w.url.includes('/pedidos/resumo')).length;
      const listsPerHour = 3_600_000 / DEFAULT_INTERVALS.reconcileMs;
      // The watched window's own full lists (if any) are replaced by their hourly rate.
      const idleWithoutLists = idleBytes - idleLists * listBytes;
      reconcileBytesPerHour = (idleWithoutLists * 3_600_000) / watchMs + listsPerHour * listBytes;
      log(
        `  ${checks} verificações em ${watchMs / 1000} s (${idleBytes} B); ${listsPerHour} listas por hora`,
      );
    }

    // ---- lost 'novo' → row
    await sandbox.control('socket/withhold', { on: true });
    const lossToRowMs: number[] = [];
    // Spread the creations over the check's period.
    const step = specOnly ? Math.round(DEFAULT_INTERVALS.listMs / lostOrders) : 1_700;
    for (let i = 0; i < lostOrders; i++) {
      await page.waitForTimeout(step * i);
      const t0 = Date.now();
      const res = await sandbox.control<{ ids: string[] }>('orders', { status: 'PP' });
      const id = res.ids[0] as string;
      await page.locator(`.order-row[data-order-id="${id}"]`).waitFor({ state: 'attached', timeout: 60_000 });
      lossToRowMs.push(Date.now() - t0);
    }
    log(`  pedido sem evento→linha: ${lossToRowMs.map((n) => n.toFixed(0)).join(', ')} ms`);
    if (notModified > 0) log(`  ${notModified} lista(s) 304`);
    return { lossToRowMs, reconcileBytesPerHour, listBytes, checks, notModified };
  } finally {
    await stack.close();
  }
}
