/** Test doubles for the renderer: a fake host, a fake platform API, and the app under a memory router. */
import { IDBFactory as FakeIDBFactory } from 'fake-indexeddb';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type {
  CloseChoice,
  UpdateAvailable,
  UpdateMessage,
  UpdateProgress,
  UpdateStatus,
} from '../../../shared/bridge';
import type { SystemWake } from '../../../shared/clock-jump';
import { sandboxApiBases, type RuntimeConfig } from '../../../shared/config';
import { ROLE_ADMIN, ROLE_OPERATOR, type SessionUser } from '../../../shared/session';
import { createApiClient } from '../../../renderer/src/api/http';
import { isRegistered } from '../../../renderer/src/app/registry';
import { createAppRoutes } from '../../../renderer/src/app/routes';
import { ServicesProvider, type Services } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { signOut } from '../../../renderer/src/features/auth/session';
import { DEFAULT_BRAND } from '../../../renderer/src/platform/runtimeConfig';
import type { Platform } from '../../../renderer/src/platform';
import { createWebPause } from '../../../renderer/src/platform/webPause';
import { createWebOffline } from '../../../renderer/src/platform/webOffline';
import { useSession } from '../../../renderer/src/stores/session';
import { fakePrinting } from './printing-orders-fakes';
import { storeBody } from './storeFixtures';
import { DEFAULT_ALERT_SETTINGS } from '../../../shared/alerts/escalation';
import { createWebKitchen } from '../../../renderer/src/platform/webKitchen';

export { storeBody };

const ORIGIN = 'http://platform.test';
export const CONFIG: RuntimeConfig = { api: sandboxApiBases(ORIGIN), brand: DEFAULT_BRAND };

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id_estabelecimento: '1',
    id_usuario: '10',
    nome: 'Marco Rossi',
    company: 'Pizzaria Teste',
    role_group: [ROLE_ADMIN],
    sessao: { hash: 'hash-admin', id_sessao: '99' },
    // No socket URL: tests never open a real connection.
    socket: { url: '', canal: '' },
    ...overrides,
  };
}

export const ADMIN = makeUser();
export const OPERATOR = makeUser({
  nome: 'Op',
  role_group: [ROLE_OPERATOR],
  sessao: { hash: 'hash-op', id_sessao: '98' },
});

type Emitter<T> = { listeners: Set<(v: T) => void>; emit(v: T): void; on(cb: (v: T) => void): () => void };
function emitter<T>(): Emitter<T> {
  const listeners = new Set<(v: T) => void>();
  return {
    listeners,
    emit: (v) => listeners.forEach((cb) => cb(v)),
    on: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
}

export function fakePlatform(
  options: {
    session?: SessionUser | null;
    status?: UpdateStatus;
    config?: unknown;
    printing?: Platform['printing'];
    offline?: Platform['offline'];
  } = {},
) {
  let stored: SessionUser | null = options.session ?? null;
  const available = emitter<UpdateAvailable>();
  const progress = emitter<UpdateProgress>();
  const message = emitter<UpdateMessage>();
  const close = emitter<void>();
  const answerClose = vi.fn<(c: CloseChoice) => void>();
  const openExternal = vi.fn(async (_url: string) => true);
  const setTrayInfo = vi.fn();
  const notificationClick = emitter<string>();
  const systemWake = emitter<SystemWake>();
  const notify = vi.fn();
  const flash = vi.fn();
  const raise = vi.fn();
  let status: UpdateStatus = options.status ?? { state: 'idle' };
  const reportPendingOrders = vi.fn<(count: number) => void>();
  const installNow = vi.fn(async () => true);
  const platform: Platform = {
    kind: 'desktop',
    app: {
      getInfo: async () => ({ version: '1.2.0', platform: 'linux', isPackaged: false }),
      // A broken config on purpose, as a misconfigured host would hand it over.
      getRuntimeConfig: async () => (options.config ?? CONFIG) as RuntimeConfig,
      openExternal,
      onSystemWake: systemWake.on,
    },
    session: {
      load: async () => stored,
      save: async (u) => {
        stored = u;
      },
      clear: async () => {
        stored = null;
      },
    },
    updater: {
      getStatus: async () => status,
      onUpdateAvailable: available.on,
      onUpdateProgress: progress.on,
      onUpdateMessage: message.on,
      reportPendingOrders,
      installNow,
    },
    window: {
      onCloseClick: (cb) => close.on(() => cb()),
      answerClose,
      focus: () => undefined,
      setTrayInfo,
      setTrayPause: vi.fn(),
    },
    attention: { notify, onNotificationClick: notificationClick.on, flash, raise },
    printing: options.printing ?? fakePrinting().bridge,
    // The kitchen screen as web mode has it: off (issue 33 §3).
    kitchen: createWebKitchen(),
    // The web store over a fresh in-memory IndexedDB (fake-indexeddb): the real semantics. Without
    // IndexedDB it would keep nothing (issue 36 §2), and the desk would say so.
    offline:
      options.offline ?? createWebOffline({ indexedDB: () => new FakeIDBFactory(), warn: () => undefined }),
    settings: {
      // The web keeping without IndexedDB: the real semantics, in memory, silently.
      ...createWebPause({ indexedDB: () => undefined, warn: () => undefined, info: () => undefined }),
      get: async () => ({
        startWithOs: false,
        closeBehavior: 'ask',
        sound: { enabled: true, volume: 1, name: 'x' },
        alerts: DEFAULT_ALERT_SETTINGS,
      }),
      update: async () => ({
        startWithOs: false,
        closeBehavior: 'ask',
        sound: { enabled: true, volume: 1, name: 'x' },
        alerts: DEFAULT_ALERT_SETTINGS,
      }),
    },
  };
  return {
    platform,
    stored: () => stored,
    emit: { available, progress, message, close },
    /** What getStatus() answers from now on (main's status after the next event). */
    setStatus: (next: UpdateStatus) => {
      status = next;
    },
    reportPendingOrders,
    installNow,
    answerClose,
    openExternal,
    setTrayInfo,
    notify,
    flash,
    raise,
    notificationClick,
    /** Main's 'app:system-wake' push: the machine woke or its clock jumped. */
    systemWake,
  };
}

export interface Call {
  method: string;
  /** Path after the base prefix, e.g. 'v1 estabelecimento/getLoja'. */
  route: string;
  search: string;
  headers: Headers;
  body: string;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Routes calls by 'METHOD base path' (e.g. 'GET v1 estabelecimento/getLoja'); unknown routes are 404. */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const [, , base = '', ...rest] = url.pathname.split('/');
    const call: Call = {
      method: request.method,
      route: `${base} ${rest.join('/')}`,
      search: url.search,
      headers: request.headers,
      body: await request.text(),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.route}`];
    if (handler === undefined) return json({ status: false, erro: 'not found' }, 404);
    if (typeof handler === 'function') return (handler as Handler)(call);
    return json(handler);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export function makeServices(opts: {
  fetch: typeof globalThis.fetch;
  platform?: Platform;
  reload?: () => void;
  pagePolicy?: Services['pagePolicy'];
  /** Merged over CONFIG (e.g. `{ calls: { financeOverview: 'first' } }`). */
  config?: Partial<RuntimeConfig>;
}) {
  const platform = opts.platform ?? fakePlatform().platform;
  const reload = opts.reload ?? vi.fn();
  const api = createApiClient(CONFIG.api, {
    getHash: () => useSession.getState().user?.sessao.hash ?? null,
    onUnauthorized: () => void signOut(platform, 'expired'),
    reload,
    supportPhone: CONFIG.brand.supportPhone,
    fetch: opts.fetch,
    timeoutMs: 2000,
  });
  const services: Services = {
    platform,
    config: { ...CONFIG, ...opts.config },
    api,
    reload,
    isRegistered,
    pagePolicy: opts.pagePolicy ?? { allowsSocket: () => true },
  };
  return services;
}

/** The calls every shell makes, answered with an ordinary store. */
export function shellRoutes(overrides: Record<string, Handler | unknown> = {}) {
  return {
    'GET v1 estabelecimento/getLoja': storeBody(),
    'GET v1 pedidos/listar': { status: true, pedidos: [] },
    'GET json invoices': { data: [] },
    'GET v1 terms/check': {
      status: true,
      assinar: false,
      texto: '',
      email: '',
      link: '',
      contrato: '',
      obrigatorio: false,
    },
    ...overrides,
  };
}

export function renderApp(path: string, opts: { user?: SessionUser | null; services: Services }) {
  if (opts.user) useSession.getState().setUser(opts.user);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const utils = render(
    <ServicesProvider value={opts.services}>
      <RouterProvider router={router} />
      <FeedbackHost />
    </ServicesProvider>,
  );
  return { ...utils, router };
}

/** The app at `path` for `user`, over a platform that answers the shell's calls plus `routes`. */
export function renderShell(routes: Record<string, Handler | unknown> = {}, user = ADMIN, path = '/') {
  const host = fakePlatform({ session: user });
  const api = fakeApi(shellRoutes(routes));
  const utils = renderApp(path, {
    user,
    services: makeServices({ fetch: api.fetch, platform: host.platform }),
  });
  return { ...utils, api, host };
}

/** `element` alone at '/' under a memory router, for the admin, over a platform that answers `routes`. */
export function renderRouted(
  element: React.ReactElement,
  routes: Record<string, Handler | unknown>,
  config?: Partial<RuntimeConfig>,
) {
  useSession.setState({ user: ADMIN });
  const fake = fakeApi(routes);
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <ServicesProvider value={makeServices({ fetch: fake.fetch, config })}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return fake;
}

/** jsdom is 1024 px wide, where the menu starts closed (overlay mode): open it. */
export async function openMenu(): Promise<HTMLElement> {
  const toggle = await screen.findByRole('button', { name: /^(Abrir|Fechar) menu$/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  return screen.findByRole('navigation', { name: 'Menu principal' });
}

/**
 * A control refused while the platform is away: disabled, the reason as its title and as the
 * text of the element that describes it.
 */
export function expectRefusedOffline(control: HTMLElement, reason: string) {
  expect((control as HTMLButtonElement).disabled).toBe(true);
  expect(control.title).toBe(reason);
  expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
}
