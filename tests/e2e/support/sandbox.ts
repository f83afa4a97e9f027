// A fresh sandbox per test (its own SQLite file, a random port) and small helpers to drive it:
// the control API (`/control/*`) and a real login through base A, for specs that need a hash.
import { join } from 'node:path';
import type { OrderHistory } from '../../../sandbox/orders/history-repo';
import type { OutageSpec, OutageState } from '../../../sandbox/outage';
import { startSandbox, type SandboxOptions } from '../../../sandbox/server';
import type { LoginResponse } from '../../../shared/api/platform-v1';
import type { ApiBases } from '../../../shared/config';
import type { SessionUser } from '../../../shared/session';

export const DEMO = {
  admin: { usuario: 'admin', senha: 'demo1234', role: 'Lojista Admin' },
  operator: { usuario: 'operador', senha: 'demo1234', role: 'Lojista Operador' },
  noRoles: { usuario: 'semperfil', senha: 'demo1234' },
  /** Forgot-password demo document. */
  cnpj: '11.222.333/0001-81',
} as const;

export interface TestSandbox {
  url: string;
  /** The bases the desk is configured with (the spec-only profile has its own layout). */
  api: ApiBases;
  /**
   * Calls the control API: POST with a JSON body when `body` is given, else GET.
   * Throws with the server's answer when it is not 2xx.
   */
  control<T = unknown>(path: string, body?: unknown, method?: 'GET' | 'POST' | 'DELETE'): Promise<T>;
  /**
   * Takes the platform away for `seconds`: HTTP refused, hung or 503, and/or the sockets cut and
   * refused (POST /control/outage). The control API keeps answering.
   */
  outage(spec: OutageSpec): Promise<OutageState>;
  /** Ends the outage now (DELETE /control/outage); `ended` false when none was active. */
  endOutage(): Promise<OutageState & { ended: boolean }>;
  /** GET /control/outage: active, mode, target, endsAt and how many requests it turned away. */
  outageState(): Promise<OutageState>;
  /**
   * The status changes the platform applied to an order, every status-change request it received
   * for it (repeats included), in order, and its andamentos.
   */
  orderHistory(id: number | string): Promise<OrderHistory>;
  /** Logs in through base A like the app does; returns the session user (hash included). */
  login(usuario: string, senha: string): Promise<SessionUser>;
  /**
   * The sandbox answers CORS for the web-mode origins it is told (sandbox/cors.ts): a web server
   * started after it, on a free port, is added here.
   */
  allowOrigin(origin: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSandbox(
  dataDir: string,
  opts: Pick<
    SandboxOptions,
    | 'socketOrigin'
    | 'profile'
    | 'shapes'
    | 'seed'
    | 'validators'
    | 'now'
    | 'sessionNow'
    | 'heartbeat'
    | 'cors'
  > = {},
): Promise<TestSandbox> {
  const server = await startSandbox({
    ...opts,
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dataDir, 'sandbox.sqlite'),
    log: false,
    // Quiet by default whatever SANDBOX_SIMULATE_RATE says; tests create the orders they need.
    simulate: { ordersPerMinute: 0 },
  });
  return sandboxClient(
    server.url,
    server.api,
    () => server.close(),
    async (origin) => server.allowOrigin(origin),
  );
}

/**
 * The TestSandbox of a sandbox already listening at `baseUrl` (in this process or another): every
 * call goes over HTTP, so it does not matter where the server runs.
 */
export function sandboxClient(
  baseUrl: string,
  api: ApiBases,
  close: () => Promise<void>,
  allowOrigin: (origin: string) => Promise<void>,
): TestSandbox {
  const url = baseUrl.replace(/\/+$/, '');

  async function control<T>(path: string, body?: unknown, method?: 'GET' | 'POST' | 'DELETE'): Promise<T> {
    const verb = method ?? (body === undefined ? 'GET' : 'POST');
    const res = await fetch(`${url}/control/${path.replace(/^\/+/, '')}`, {
      method: verb,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`control ${verb} ${path}: HTTP ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async function login(usuario: string, senha: string): Promise<SessionUser> {
    const res = await fetch(`${api.v1}login/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ usuario, senha }).toString(),
    });
    const data = (await res.json()) as LoginResponse;
    if (!data.status) throw new Error(`login ${usuario}: ${data.erro}`);
    return data.usuario;
  }

  return {
    url,
    api,
    control,
    outage: (spec) => control<OutageState>('outage', spec),
    endOutage: () => control<OutageState & { ended: boolean }>('outage', undefined, 'DELETE'),
    outageState: () => control<OutageState>('outage'),
    orderHistory: (id) => control<OrderHistory>(`orders/${encodeURIComponent(String(id))}/history`),
    login,
    allowOrigin,
    close,
  };
}
