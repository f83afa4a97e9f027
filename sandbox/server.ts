/**
 * `startSandbox` wires the sandbox: database (migrated, seeded or topped up), Fastify with its
 * hooks (outage, CORS, faults, session guard), the domain services in one SandboxContext, the routes,
 * socket.io and the simulator. It is the only file that builds things; everything else receives the
 * context, so tests can run many sandboxes in one process on port 0.
 */
import { mkdirSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { DEFAULT_SANDBOX_PORT, sandboxApiBases, type ApiBases } from '../shared/config';
import { createAuth } from './auth/service';
import { DEFAULT_CUSTOMER } from './chat/customer';
import { createChat } from './chat/service';
import { registerChatSocket } from './chat/socket';
import { registerBodyParsers, BODY_LIMIT } from './body';
import type { SandboxContext } from './context';
import { createCors, DEFAULT_CORS_HEADERS, type CorsOptions } from './cors';
import { migrate, wipe } from './db/migrations';
import { createRepo } from './db/repo';
import { DEFAULT_COURIER } from './delivery/courier';
import { createDelivery } from './delivery/service';
import { ensureContent, ensureTodayOrders, isSeeded, seed } from './db/seed';
import { DEMO_STORE_ID } from './db/ids';
import { frameworkErrors, installErrorHandling } from './errors';
import { CUSTOMER_CANCEL_REASON } from './orders/generator-data';
import { createFaults } from './faults';
import { createWithdrawn } from './withdrawn';
import { createOutage } from './outage';
import { createOnlinePaymentAcceptance } from './online-payment/service';
import { createOrders } from './orders/factory';
import { changeOrderStatus } from './orders/transitions';
import { createRealtime, type SocketHeartbeat } from './realtime';
import { registerRoutes } from './routes';
import { createSimulator, type SimulatorSettings } from './orders/simulator';
import { registerStatic } from './static';
import {
  createSocketServer,
  installSpecOnly,
  listenSocketServer,
  reshapeOrderEvent,
  chooseShapes,
  specOnlyApiBases,
  SPEC_ONLY_SHAPES,
  toSandboxUrl,
  type SandboxProfile,
  type SpecOnlyShapes,
} from './spec-only';
import { localDay } from './time';

export const DEFAULT_DB_FILE = '.sandbox-data/sandbox.sqlite';

export interface SandboxOptions {
  /** 0 picks a free port. Default DEFAULT_SANDBOX_PORT. */
  port?: number;
  host?: string;
  /** SQLite file, or ':memory:'. Default '.sandbox-data/sandbox.sqlite'. */
  dbFile?: string;
  /** One line per request on stdout. */
  log?: boolean;
  /**
   * 'separate': the socket.io endpoint is also served on a second port (a second origin) and the
   * login announces that one, as a platform whose realtime service lives elsewhere would.
   */
  socketOrigin?: 'same' | 'separate';
  /** The sandbox's clock (sessions, reset codes, "today's" orders). */
  now?: () => Date;
  /**
   * The clock sessions expire on (default `now`). A soak moves `now` a week ahead in minutes; its
   * desk's one login would otherwise pass the 12 h session lifetime twice a simulated day.
   */
  sessionNow?: () => Date;
  /**
   * Order traffic on the main demo store. Off by default (tests stay quiet); when omitted the env
   * SANDBOX_SIMULATE_RATE (orders per minute) turns it on.
   */
  simulate?: SimulatorSettings;
  /**
   * 'spec-only' (sandbox/spec-only/): only the calls the specs document, the other legal answer
   * shapes, another URL layout (the handle's `api`) and the store socket on its own port.
   */
  profile?: SandboxProfile;
  /** spec-only: the shapes the spec leaves open, each pinned (default SPEC_ONLY_SHAPES). */
  shapes?: Partial<SpecOnlyShapes>;
  /**
   * spec-only: every answer of the specs' §7 tables in the shape this seed picks
   * (spec-only/variants.ts); without one, the profile's own shapes.
   */
  seed?: number;
  /**
   * false: no answer carries a validator (ETag, Last-Modified), not even one a page cannot read:
   * a platform that offers none (bench orders.reconcile_kb_per_hour.spec_only_no_etag). Default true.
   */
  validators?: boolean;
  /**
   * The socket heartbeat; a client gives up interval + timeout after the last ping. A test that
   * jumps the page's clock over minutes (page.clock.fastForward) widens it: those minutes pass for
   * the page only, and the client would otherwise read the missing pings as a dead connection.
   */
  heartbeat?: SocketHeartbeat;
  /**
   * Who may call from a browser (sandbox/cors.ts): the web-mode desk's origins (default the
   * `npm start` desk on 5180; app:// always), the request headers and methods a preflight may
   * name (default the spec's headers plus X-Id-Usuario, and If-None-Match where the profile
   * offers the conditional list).
   */
  cors?: Pick<CorsOptions, 'origins' | 'headers' | 'methods'>;
}

/** `SANDBOX_SIMULATE_RATE=6` → 6 orders per minute; unset, empty or invalid → none. */
export function simulateFromEnv(env: NodeJS.ProcessEnv = process.env): SimulatorSettings | undefined {
  const raw = env.SANDBOX_SIMULATE_RATE?.trim();
  if (!raw) return undefined;
  const rate = Number(raw);
  return Number.isFinite(rate) && rate > 0 ? { ordersPerMinute: rate } : undefined;
}

export interface SandboxHandle {
  /** http://HOST:PORT, no trailing slash. */
  url: string;
  port: number;
  /** Orders per minute the simulator started with (0 = off). */
  simulating: number;
  /** The bases a desk pointed at this sandbox is configured with (they follow the profile's layout). */
  api: ApiBases;
  /** Answers CORS for one more web-mode origin (a web server started after the sandbox). */
  allowOrigin(origin: string): void;
  close(): Promise<void>;
}

function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<SandboxHandle> {
  const host = opts.host ?? '127.0.0.1';
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? false;
  const db = openDatabase(opts.dbFile ?? DEFAULT_DB_FILE);
  const repo = createRepo(db);
  if (isSeeded(repo)) {
    ensureContent(repo);
    ensureTodayOrders(repo, now());
  } else seed(db, repo, now());
  const specOnly = opts.profile === 'spec-only';
  const shapes: SpecOnlyShapes = { ...SPEC_ONLY_SHAPES, ...opts.shapes };
  const choice = specOnly && opts.seed !== undefined ? chooseShapes(opts.seed) : undefined;
  const startupTraffic: SimulatorSettings = opts.simulate ?? simulateFromEnv() ?? { ordersPerMinute: 0 };
  // The default profile serves the order list with an ETag (sandbox/orders/etag.ts), so it lets
  // pages read it and send it back; spec-only offers no validator at all.
  const cors = createCors({
    ...opts.cors,
    headers:
      opts.cors?.headers ?? (specOnly ? DEFAULT_CORS_HEADERS : [...DEFAULT_CORS_HEADERS, 'If-None-Match']),
    exposeEtag: !specOnly,
    ownHost: host,
  });

  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    // The spec-only layout is rewritten to the sandbox's own before routing.
    ...(specOnly ? { rewriteUrl: (req: { url?: string }) => toSandboxUrl(req.url ?? '/') } : {}),
  });
  const auth = createAuth(repo, opts.sessionNow ?? now);
  const faults = createFaults();
  const withdrawn = createWithdrawn();
  const socketServer = specOnly ? createSocketServer() : undefined;
  const realtime = createRealtime(socketServer ?? app.server, {
    allowsOrigin: (origin) => cors.allows(origin),
    establishmentOfSession: (hash) => auth.establishmentOfSession(hash),
    establishmentExists: (id) => repo.establishment(id) !== undefined,
    ...(opts.heartbeat ? { heartbeat: opts.heartbeat } : {}),
  });
  const outage = createOutage({ realtime, cors: cors.hook });

  if (specOnly) {
    const emit = realtime.emitStore.bind(realtime) as (id: number, event: string, payload: unknown) => void;
    realtime.emitStore = ((id: number, event: string, payload: unknown) =>
      emit(
        id,
        event,
        event === 'pedido' ? reshapeOrderEvent(payload as Record<string, unknown>, shapes, choice) : payload,
      )) as typeof realtime.emitStore;
  }

  const onActorError = (error: unknown): void => {
    if (log || process.env.SANDBOX_DEBUG) console.error('[sandbox] simulação de chat/entrega:', error);
  };
  const chat = createChat({ db, repo, realtime, now, onError: onActorError });
  const delivery = createDelivery({ db, repo, realtime, now, onError: onActorError });
  registerChatSocket(realtime, chat, (hash) => auth.establishmentOfSession(hash));
  // The simulated customer and courier come with order traffic (npm start); tests run without.
  const actorsOn = (): void => {
    const on = startupTraffic.ordersPerMinute > 0;
    chat.customer.configure({ ...DEFAULT_CUSTOMER, enabled: on });
    delivery.courier.configure({ ...DEFAULT_COURIER, enabled: on });
    delivery.resetFaults();
  };
  actorsOn();

  let baseUrl = '';
  let socketBaseUrl = '';
  let socketProxy: Server | undefined;
  const simulator = createSimulator({
    createOrder: () => void createOrders(ctx, { establishmentId: DEMO_STORE_ID }),
    cancelPending(pick) {
      const pending = repo.orderIdsByStatus(DEMO_STORE_ID, localDay(now()), 'PP');
      // Not the order that has just arrived: a customer gives up on one that is waiting.
      const candidates = pending.slice(0, -1);
      if (candidates.length === 0) return false;
      const id = pick(candidates);
      return changeOrderStatus(ctx, DEMO_STORE_ID, id, {
        status: 'PC',
        motivo: CUSTOMER_CANCEL_REASON,
        origem: 'cliente',
      }).ok;
    },
    onError: (error) => {
      if (log || process.env.SANDBOX_DEBUG) console.error('[sandbox] simulação parada:', error);
    },
  });
  const onlinePayment = createOnlinePaymentAcceptance();
  const ctx: SandboxContext = {
    db,
    repo,
    auth,
    faults,
    withdrawn,
    outage,
    realtime,
    simulator,
    chat,
    delivery,
    onlinePayment,
    now,
    baseUrl: () => baseUrl,
    socketBaseUrl: () => socketBaseUrl || baseUrl,
    absolute: (p) => (/^[a-z][a-z0-9+.-]*:/i.test(p) ? p : baseUrl + (p.startsWith('/') ? p : `/${p}`)),
    startedAt: Date.now(),
    reset() {
      chat.stop();
      delivery.stop();
      wipe(db);
      seed(db, repo, now());
      actorsOn();
      faults.clear();
      withdrawn.clear();
      outage.clear();
      onlinePayment.clear();
      realtime.restore();
      realtime.withhold(false);
      simulator.configure(startupTraffic);
    },
  };

  app.decorateRequest('session', null);
  // First, so an outage turns requests away before anything else (it applies CORS to its 503 itself).
  app.addHook('onRequest', outage.hook);
  app.addHook('onRequest', cors.hook);
  if (specOnly) installSpecOnly(app, shapes, () => baseUrl, choice);
  app.addHook('onRequest', withdrawn.hook);
  app.addHook('onRequest', faults.hook);
  app.addHook('onSend', faults.onSend);
  app.addHook('onRequest', auth.guard);
  if (log) {
    app.addHook('onResponse', async (request, reply) => {
      console.log(
        `[sandbox] ${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`,
      );
    });
  }
  installErrorHandling(app, log);
  await registerBodyParsers(app);
  registerStatic(app);
  // A real platform's web server compresses; the sandbox's own profile stays plain (its benches' figures).
  await registerRoutes(app, ctx, { compress: specOnly, validators: opts.validators ?? true });

  try {
    await app.listen({ port: opts.port ?? DEFAULT_SANDBOX_PORT, host });
  } catch (error) {
    chat.stop();
    delivery.stop();
    await realtime.close();
    db.close();
    throw error;
  }
  const port = (app.server.address() as AddressInfo).port;
  baseUrl = `http://${urlHost(host)}:${port}`;
  if (socketServer) {
    socketBaseUrl = `http://${urlHost(host)}:${await listenSocketServer(socketServer, host)}`;
  } else if (opts.socketOrigin === 'separate') {
    socketProxy = await startTcpForwarder(host, port);
    socketBaseUrl = `http://${urlHost(host)}:${(socketProxy.address() as AddressInfo).port}`;
  }
  simulator.configure(startupTraffic);

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    simulating: simulator.state().ordersPerMinute,
    api: specOnly ? specOnlyApiBases(baseUrl, socketBaseUrl) : sandboxApiBases(baseUrl),
    allowOrigin: (origin) => cors.allowOrigin(origin),
    close() {
      closing ??= (async () => {
        simulator.stop();
        outage.end();
        chat.stop();
        delivery.stop();
        await realtime.close();
        if (socketProxy) await new Promise<void>((done) => socketProxy?.close(() => done()));
        if (socketServer) {
          socketServer.closeAllConnections();
          await new Promise<void>((done) => socketServer.close(() => done()));
        }
        await app.close();
        db.close();
      })();
      return closing;
    },
  };
}

/**
 * A second origin for the same server: every connection to it is piped to `port`, so socket.io
 * (long-polling and WebSocket) answers there too.
 */
async function startTcpForwarder(host: string, port: number): Promise<Server> {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const close = server.close.bind(server);
  server.close = (cb?: (err?: Error) => void) => {
    for (const s of open) s.destroy();
    return close(cb);
  };
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, host, () => done());
  });
  return server;
}
