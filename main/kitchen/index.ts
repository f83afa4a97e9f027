/**
 * createKitchenSystem: the kitchen screen's main side (issue 33 §3), wired from its parts: the
 * settings (kitchen-settings.json), the cards (kitchen-cards.json) the print journal delivers
 * through the screen stations, the tablets' pairing (kitchen-devices.json) and service, and the
 * bridge domain `kitchen`. Everything is off until the store turns it on.
 */
import path from 'node:path';
import type { BridgeHandlers } from '../../shared/bridge';
import { KitchenRoutes, type KitchenDeskBridge } from '../../shared/kitchen-screen/bridge';
import type { KitchenFeed, KitchenServiceView, KitchenSettings } from '../../shared/kitchen-screen/contract';
import type { Logger } from '../log/logger';
import type { KitchenFeedUpdate } from '../../shared/kitchen-screen/feed-update';
import { createKitchenCards, type ScreenChange } from './cards';
import { createFeedPusher } from './feed-push';
import { createKitchenPairing } from './pairing';
import { createKitchenSettings } from './settings';
import { createScreenStations } from './stations';
import { startTabletService, type TabletService } from './tablet-service';

export interface KitchenSystemDeps {
  dataDir: string;
  log: Logger;
  /** out/renderer, where the tablet page (kitchen.html) is served from. */
  rendererDir: string;
  /** main → renderer pushes (every window of the app). */
  send(channel: string, payload: unknown): void;
  now?(): number;
  /** The settings changed (the second window follows them). */
  onSettings?(settings: KitchenSettings): void;
  heartbeatMs?: number;
}

export type KitchenSystem = ReturnType<typeof createKitchenSystem>;

const SERVICE_ERRORS: Record<string, (bind: { address: string; port: number }) => string> = {
  EADDRINUSE: (b) => `A porta ${b.port} já está em uso neste computador. Escolha outra.`,
  EADDRNOTAVAIL: (b) => `O endereço ${b.address} não é deste computador. Confira o endereço na rede da loja.`,
  EACCES: (b) => `Sem permissão para usar a porta ${b.port}. Escolha outra.`,
};

export function createKitchenSystem(deps: KitchenSystemDeps) {
  const { log } = deps;
  const now = deps.now ?? (() => Date.now());
  const send = (channel: string, payload: unknown) => {
    try {
      deps.send(channel, payload);
    } catch (error) {
      log.warn(`Falha ao enviar ${channel}`, error);
    }
  };
  const watchers = new Set<(screenId: string, update: KitchenFeedUpdate) => void>();
  const pusher = createFeedPusher();

  const settings = createKitchenSettings({
    file: path.join(deps.dataDir, 'kitchen-settings.json'),
    log,
    onChange: (value) => {
      deps.onSettings?.(value);
      // Names and age colours are in every whole feed: each screen gets its whole feed again.
      for (const screen of value.screens) pushWhole(screen.id);
      void applyService();
    },
  });
  const cards = createKitchenCards({
    file: path.join(deps.dataDir, 'kitchen-cards.json'),
    log,
    now,
    onScreenChange: (change) => pushChange(change),
    onProgress: (progress) => send(KitchenRoutes.orderProgress.channel, progress),
  });
  const pairing = createKitchenPairing({
    file: path.join(deps.dataDir, 'kitchen-devices.json'),
    log,
    now,
    onChange: () => {
      tablet?.dropRevoked();
      send(KitchenRoutes.serviceChanged.channel, serviceView());
    },
  });
  const stations = createScreenStations({ settings, cards, now });

  const header = (screenId: string) => {
    const s = settings.get();
    const screen = s.screens.find((sc) => sc.id === screenId);
    return screen
      ? { screenName: screen.name, ageAmberMin: s.ageAmberMin, ageRedMin: s.ageRedMin }
      : undefined;
  };
  /** A screen of the settings' feed, or undefined. */
  const knownFeed = (screenId: string): KitchenFeed | undefined => {
    const h = header(screenId);
    return h ? cards.feed(screenId, h) : undefined;
  };
  /** Pushes a screen's update to the windows and the tablets' streams (feed-push.ts). */
  function push(update: KitchenFeedUpdate): void {
    send(KitchenRoutes.feed.channel, update);
    for (const watcher of watchers) watcher(update.screenId, update);
  }
  /** The screen's whole feed again (its name or age colours changed). */
  function pushWhole(screenId: string): void {
    const feed = knownFeed(screenId);
    if (feed) push(pusher.whole(feed));
  }
  /** A change of a screen's cards: what it moved (a screen the settings no longer have: nothing). */
  function pushChange(change: ScreenChange): void {
    const h = header(change.screenId);
    if (h) push(pusher.change(change, () => cards.feed(change.screenId, h)));
  }
  const command = (screenId: string, cmd: Parameters<typeof cards.command>[1]) => {
    const s = settings.get();
    return cards.command(
      screenId,
      cmd,
      header(screenId) ?? { screenName: screenId, ageAmberMin: s.ageAmberMin, ageRedMin: s.ageRedMin },
    );
  };

  // ------------------------------------------------------------------ the tablet service
  let tablet: TabletService | undefined;
  let running: { address: string; port: number } | undefined;
  let serviceError: string | undefined;
  let change: Promise<void> = Promise.resolve();

  function serviceView(): KitchenServiceView {
    const devices = pairing.devices();
    if (tablet) return { state: 'listening', url: tablet.url, pairingCode: pairing.code(), devices };
    if (serviceError) return { state: 'error', error: serviceError, pairingCode: null, devices };
    return { state: 'off', pairingCode: null, devices };
  }

  /** Starts, stops or moves the service as the settings say; changes run one after another. */
  function applyService(): Promise<void> {
    change = change.then(async () => {
      const s = settings.get();
      const want =
        s.enabled && s.tablet.enabled ? { address: s.tablet.address.trim(), port: s.tablet.port } : undefined;
      if (want && running && want.address === running.address && want.port === running.port) return;
      if (tablet) await tablet.close();
      tablet = undefined;
      running = undefined;
      serviceError = undefined;
      if (want) {
        try {
          tablet = await startTabletService(want, {
            pairing,
            feed: knownFeed,
            command: (screenId, cmd) => command(screenId, cmd as Parameters<typeof cards.command>[1]),
            screens: () => settings.get().screens.map(({ id, name }) => ({ id, name })),
            watch: (listener) => {
              watchers.add(listener);
              return () => watchers.delete(listener);
            },
            rendererDir: deps.rendererDir,
            log,
            ...(deps.heartbeatMs === undefined ? {} : { heartbeatMs: deps.heartbeatMs }),
          });
          running = want;
          pairing.rotate();
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? '';
          serviceError = SERVICE_ERRORS[code]?.(want) ?? 'A tela da cozinha para tablets não iniciou.';
          log.error(
            `Tela da cozinha: serviço para tablets não iniciou (${want.address}:${want.port})`,
            error,
          );
        }
      }
      send(KitchenRoutes.serviceChanged.channel, serviceView());
    });
    return change;
  }

  const ipc: BridgeHandlers<KitchenDeskBridge> = {
    getFeed: (screenId) => {
      const s = settings.get();
      return (
        knownFeed(screenId) ??
        cards.feed(screenId, { screenName: screenId, ageAmberMin: s.ageAmberMin, ageRedMin: s.ageRedMin })
      );
    },
    command: (screenId, cmd) => command(screenId, cmd),
    getSettings: () => settings.get(),
    saveSettings: async (value) => {
      const saved = settings.save(value);
      await change;
      return saved;
    },
    getService: () => serviceView(),
    rotatePairingCode: () => {
      if (tablet) pairing.rotate();
      return serviceView();
    },
    revokeDevice: (id) => {
      pairing.revoke(id);
      return serviceView();
    },
    getOrderProgress: () => cards.progress(),
  };

  return {
    settings,
    cards,
    stations,
    pairing,
    ipc,
    serviceView,
    /** Starts the tablet service when the settings have it on. */
    start: () => applyService(),
    async stop(): Promise<void> {
      await change;
      const open = tablet;
      tablet = undefined;
      running = undefined;
      await open?.close();
      await cards.close();
    },
  };
}
