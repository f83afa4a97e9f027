// The desk's side of a kitchen tablet, for the tablet specs (and how a screen page is read): the real kitchen system and print
// service of main/, one screen, the tablet service on a free loopback port, and a cashier printer
// that takes every ticket. The keychain is there, so printed copies stay (an ALTERADO is measured
// against the printed copy).
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { createKitchenSystem, type KitchenSystem } from '../../../main/kitchen';
import { createPrintService } from '../../../main/printing/print-service';
import type { PrintService } from '../../../main/printing/print-service-contract';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../main/printing/settings';
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '../../../shared/kitchen-screen/contract';
import { createMemoryLogger } from '../../support/logger';
import { freePort } from '../../support/ports';
import { fakeSafeStorage } from './fake-electron';

export interface KitchenDesk {
  kitchen: KitchenSystem;
  service: PrintService;
  /** The settings it runs with (the tablet service on, at `base`). */
  settings: KitchenSettings;
  base: string;
  stop(): Promise<void>;
}

export async function startKitchenDesk(opts: {
  dataDir: string;
  rendererDir: string;
  screen: { id: string; name: string };
  now?: () => number;
  heartbeatMs?: number;
}): Promise<KitchenDesk> {
  const { dataDir } = opts;
  mkdirSync(dataDir, { recursive: true });
  const log = createMemoryLogger();
  const kitchen = createKitchenSystem({
    dataDir,
    rendererDir: opts.rendererDir,
    log,
    send: () => {},
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.heartbeatMs === undefined ? {} : { heartbeatMs: opts.heartbeatMs }),
  });
  const port = await freePort();
  const settings: KitchenSettings = {
    ...structuredClone(DEFAULT_KITCHEN_SETTINGS),
    enabled: true,
    screens: [{ ...opts.screen, categories: [] }],
    tablet: { enabled: true, address: '127.0.0.1', port },
  };
  await kitchen.ipc.saveSettings(settings);
  const service = createPrintService({
    journalFile: join(dataDir, 'print-journal.json'),
    ordersDir: join(dataDir, 'print-orders'),
    safeStorage: fakeSafeStorage,
    log,
    settings: () => ({ ...structuredClone(DEFAULT_LOCAL_PRINT_SETTINGS), impressorasCaixa: ['Caixa'] }),
    resolvePrinter: () =>
      Promise.resolve({
        name: 'Caixa',
        format: 'escpos',
        model: 'escpos',
        codePage: 'cp860',
        port: { send: () => Promise.resolve({ confirmed: true }) },
      }),
    screens: kitchen.stations,
  });
  service.start();
  return {
    kitchen,
    service,
    settings,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await service.stop();
      await kitchen.stop();
    },
  };
}

/** A screen page's card of an order (its heading is '#<id>'). */
export const kdsCard = (page: Page, id: string) =>
  page
    .locator('article.kds-card')
    .filter({ has: page.getByRole('heading', { name: `#${id}`, exact: true }) });

/** Every order id a screen page shows, in order (a card shown twice appears twice). */
export const shownCardIds = (page: Page) =>
  page.locator('article.kds-card h2').evaluateAll((hs) => hs.map((h) => (h.textContent ?? '').slice(1)));
