// kds.order_to_card.p95 (issue 33 §4): the platform's 'novo' → the accepted order's card on a
// kitchen screen page, automatic accept on. The desktop app as in printing-auto.ts (the built
// renderer in headless Chromium, the real preload bridge over the e2e harness's in-process IPC
// into the real main core, the sandbox and three virtual printers in processes of their own),
// plus one kitchen screen for every item, shown by kitchen.html?screen=… in a second page of the
// same context (the desk's second window: main's feed pushes reach it).
// Each order: control POST orders (the sandbox stores it and emits 'novo') → the animation frame
// after its card entered the screen's DOM (the frame that paints it). Orders come one at a time,
// 250 ms after the previous card; each card is bumped once measured, as a kitchen does, so the
// screen holds a working kitchen's few cards. The first orders warm up and are not counted.
import type { Page } from '@playwright/test';
import type { Order } from '../shared/api/platform-v1';
import {
  DEMO_BAR_PRINTER,
  DEMO_CASHIER_PRINTER,
  DEMO_KITCHEN_PRINTER,
} from '../sandbox/print-settings/service';
import type { DesktopHarness } from '../tests/e2e/support/desktop';
import { AUTO_PRINT, saveCloudPrintSettings, TWO_CATEGORY_ITEMS } from '../tests/e2e/support/printing';
import { startPrinterProcess, type PrinterProcess } from './printer-process';
import { loginAsAdmin, openDesktop, startBenchStack } from './support';

const DEMO_PRINTERS = [DEMO_CASHIER_PRINTER, DEMO_KITCHEN_PRINTER, DEMO_BAR_PRINTER];
const SCREEN = 'cozinha';
const CARD_LIMIT_MS = 30_000;
const GAP_MS = 250;

export interface OrderToCardOptions {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
  orders?: number;
  warmup?: number;
  /** Between a card and the next order (default 250 ms). */
  gapMs?: number;
}

export interface OrderToCardResult {
  orderToCardMs: number[];
}

type ScreenWindow = Window & { __cardSeenAt?: Record<string, number> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Records, per order id, the wall-clock time of the frame after its card entered the DOM. */
async function watchCards(kds: Page): Promise<void> {
  await kds.evaluate(() => {
    const w = window as ScreenWindow;
    w.__cardSeenAt = {};
    const seen = w.__cardSeenAt;
    const scan = () => {
      const fresh: string[] = [];
      for (const h of document.querySelectorAll('article.kds-card h2')) {
        const id = (h.textContent ?? '').replace(/^#/, '');
        if (id && !(id in seen)) {
          seen[id] = Number.NaN;
          fresh.push(id);
        }
      }
      if (fresh.length > 0) {
        requestAnimationFrame(() => {
          const at = Date.now();
          for (const id of fresh) seen[id] = at;
        });
      }
    };
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
    scan();
  });
}

async function cardSeenAt(kds: Page, id: string): Promise<number> {
  const handle = await kds.waitForFunction(
    (orderId) => {
      const at = (window as ScreenWindow).__cardSeenAt?.[orderId];
      return at !== undefined && !Number.isNaN(at) ? at : false;
    },
    id,
    { timeout: CARD_LIMIT_MS, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

export async function benchKitchenOrderToCard(options: OrderToCardOptions): Promise<OrderToCardResult> {
  const log = options.log ?? (() => undefined);
  const stack = await startBenchStack({
    name: 'kds',
    rootDir: options.rootDir,
    executablePath: options.executablePath,
    chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
    sandboxProcess: true,
  });
  const { sandbox, web } = stack;
  let harness: DesktopHarness | undefined;
  let printerProcess: PrinterProcess | undefined;
  try {
    const desk = await openDesktop(stack);
    harness = desk.harness;
    const { page } = desk;
    printerProcess = await startPrinterProcess(DEMO_PRINTERS.length);
    const registry = harness.core.printing?.registry;
    if (!registry) throw new Error('main foi criado sem impressão');
    printerProcess.printers.forEach(({ host, port }, i) =>
      registry.save({
        name: DEMO_PRINTERS[i] ?? '',
        connection: { kind: 'tcp', host, port },
        codePage: 'cp860',
      }),
    );

    await loginAsAdmin(page, web.url);
    await page.locator('.plug[data-connected="true"]').waitFor({ timeout: 15_000 });
    await saveCloudPrintSettings(page, sandbox, AUTO_PRINT);
    await page.evaluate(async (screen) => {
      const settings = await window.cashDesk.kitchen.getSettings();
      await window.cashDesk.kitchen.saveSettings({
        ...settings,
        enabled: true,
        screens: [{ id: screen, name: 'Cozinha', categories: [] }],
      });
    }, SCREEN);

    const kds = await page.context().newPage();
    harness.attachPage(kds);
    await kds.setViewportSize({ width: 1920, height: 1080 });
    // tsx (esbuild keepNames) wraps the named functions of the evaluated code in __name().
    await kds.addInitScript({ content: 'window.__name = (f) => f;' });
    await kds.goto(`${web.url}/kitchen.html?screen=${SCREEN}`);
    await kds
      .getByText('Conectado', { exact: true })
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        throw new Error(`tela da cozinha não abriu: ${await kds.locator('body').innerText()}`, {
          cause: error,
        });
      });
    await watchCards(kds);

    const warmup = options.warmup ?? 5;
    const total = warmup + (options.orders ?? 200);
    const orderToCardMs: number[] = [];
    for (let i = 0; i < total; i++) {
      const t0 = Date.now();
      const res = await sandbox.control<{ ids: string[]; pedido: Order }>('orders', {
        status: 'PP',
        overrides: { itens: TWO_CATEGORY_ITEMS },
      });
      const id = res.ids[0] ?? String(res.pedido.id_pedido);
      const at = await cardSeenAt(kds, id);
      if (i >= warmup) orderToCardMs.push(at - t0);
      const bumped = await kds.evaluate(
        ([screen, key]) => window.cashDesk.kitchen.command(screen, { type: 'bump', key }),
        [SCREEN, `${id}:${SCREEN}`] as const,
      );
      if (!bumped.ok) throw new Error(`Pronto recusado: ${bumped.error}`);
      if ((i + 1) % 50 === 0) log(`  ${i + 1 - Math.min(i + 1, warmup)} de ${total - warmup} cartões`);
      await sleep(options.gapMs ?? GAP_MS);
    }
    return { orderToCardMs };
  } finally {
    await harness?.dispose();
    await printerProcess?.close();
    await stack.close();
  }
}
