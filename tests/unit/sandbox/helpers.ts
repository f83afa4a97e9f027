import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { OrderHistory } from '../../../sandbox/orders/history-repo';
import type { OutageSpec, OutageState } from '../../../sandbox/outage';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../../sandbox/server';

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  /** Sent form-encoded (base A style). */
  form?: Record<string, string | string[]>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is. */
  raw?: string | Uint8Array;
  contentType?: string;
  hash?: string;
  headers?: Record<string, string>;
}

export interface TestSandbox {
  handle: SandboxHandle;
  url: string;
  call<T = Record<string, unknown>>(path: string, opts?: RequestOptions): Promise<ApiResult<T>>;
  control<T = Record<string, unknown>>(path: string, json?: unknown, method?: string): Promise<ApiResult<T>>;
  login(usuario?: string, senha?: string): Promise<string>;
  /** POST /control/outage: the platform away for `seconds` (HTTP and/or sockets). */
  outage(spec: OutageSpec): Promise<ApiResult<OutageState>>;
  /** DELETE /control/outage. */
  endOutage(): Promise<ApiResult<OutageState & { ended: boolean }>>;
  /** GET /control/outage. */
  outageState(): Promise<OutageState>;
  /** GET /control/orders/{id}/history: the status changes applied, in order, and the andamentos. */
  orderHistory(id: number | string): Promise<OrderHistory>;
  socket(namespace?: string, auth?: Record<string, unknown>): Socket;
  /** Closes the sockets opened so far (call between tests). */
  closeSockets(): void;
  close(): Promise<void>;
}

export async function startTestSandbox(opts: SandboxOptions = {}): Promise<TestSandbox> {
  // Traffic off unless a test asks, even with SANDBOX_SIMULATE_RATE set in the shell.
  const handle = await startSandbox({
    port: 0,
    dbFile: ':memory:',
    simulate: { ordersPerMinute: 0 },
    ...opts,
  });
  const sockets: Socket[] = [];

  async function call<T>(path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | Uint8Array | undefined;
    if (opts.form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.form)) for (const item of [v].flat()) params.append(k, item);
      body = params.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    } else if (opts.raw !== undefined) {
      body = opts.raw;
    }
    if (opts.contentType) headers['content-type'] = opts.contentType;
    if (opts.hash) headers.authorization = opts.hash;
    const res = await fetch(handle.url + path, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body as BodyInit | undefined,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (static files): the text is the body.
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return {
    handle,
    url: handle.url,
    call,
    control: (path, json, method) => call(`/control/${path}`, { json: json ?? {}, method: method ?? 'POST' }),
    outage: (spec) => call<OutageState>('/control/outage', { json: spec }),
    endOutage: () => call<OutageState & { ended: boolean }>('/control/outage', { method: 'DELETE' }),
    outageState: async () => (await call<OutageState>('/control/outage')).body,
    async orderHistory(id) {
      const res = await call<OrderHistory>(`/control/orders/${encodeURIComponent(String(id))}/history`);
      if (res.status !== 200) throw new Error(`order history ${id}: HTTP ${res.status}`);
      return res.body;
    },
    async login(usuario = 'admin', senha = 'demo1234') {
      const res = await call<{ status: boolean; usuario: { sessao: { hash: string } } }>(
        '/api/v1/login/index',
        {
          form: { usuario, senha },
        },
      );
      if (!res.body.status) throw new Error(`login failed for ${usuario}`);
      return res.body.usuario.sessao.hash;
    },
    socket(namespace = '/loja', auth) {
      const s = io(handle.url + namespace, {
        transports: ['websocket'],
        reconnectionDelay: 50,
        reconnectionDelayMax: 100,
        forceNew: true,
        ...(auth ? { auth } : {}),
      });
      sockets.push(s);
      return s;
    },
    closeSockets() {
      for (const s of sockets.splice(0)) s.close();
    },
    async close() {
      for (const s of sockets.splice(0)) s.close();
      await handle.close();
    },
  };
}

export interface SandboxFixture extends TestSandbox {
  /** Session hash of the `beforeEach` login (throws when `login: false`); set it after a mid-test reset. */
  hash: string;
}

export interface UseSandboxOptions {
  /** Log in as admin after every reset (default true). */
  login?: boolean;
  /**
   * Reset before each test (default true). false: one sandbox state for the whole block, logged
   * in once, for tests that only read or that check the sandbox survives what came before.
   */
  resetEachTest?: boolean;
  sandbox?: SandboxOptions;
}

/**
 * Registers the usual hooks in the enclosing `describe`: one sandbox for the block,
 * sockets closed after each test, and a reset (plus admin login) before each test.
 * The returned object delegates to the live sandbox, so it can be used in closures.
 */
export function useSandbox({
  login = true,
  resetEachTest = true,
  sandbox,
}: UseSandboxOptions = {}): SandboxFixture {
  let sb: TestSandbox | undefined;
  let hash: string | undefined;
  const live = (): TestSandbox => {
    if (!sb) throw new Error('sandbox not started yet (use it inside a test or hook)');
    return sb;
  };
  beforeAll(async () => {
    sb = await startTestSandbox(sandbox);
    if (!resetEachTest && login) hash = await sb.login();
  });
  afterAll(() => sb?.close());
  afterEach(() => sb?.closeSockets());
  if (resetEachTest) {
    beforeEach(async () => {
      await live().control('reset');
      hash = login ? await live().login() : undefined;
    });
  }
  return {
    get handle() {
      return live().handle;
    },
    get url() {
      return live().url;
    },
    get hash() {
      if (hash === undefined) throw new Error('no login hash (useSandbox({ login: false }))');
      return hash;
    },
    set hash(value) {
      hash = value;
    },
    call: (path, opts) => live().call(path, opts),
    control: (path, json, method) => live().control(path, json, method),
    login: (usuario, senha) => live().login(usuario, senha),
    outage: (spec) => live().outage(spec),
    endOutage: () => live().endOutage(),
    outageState: () => live().outageState(),
    orderHistory: (id) => live().orderHistory(id),
    socket: (namespace, auth) => live().socket(namespace, auth),
    closeSockets: () => live().closeSockets(),
    close: () => live().close(),
  };
}

export function once<T = unknown>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout waiting for '${event}'`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export async function joinStore(socket: Socket, canal = 'loja-1'): Promise<unknown> {
  if (!socket.connected) await once(socket, 'connect');
  return socket.timeout(3000).emitWithAck('join', canal);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Every payload of `event` from now on, in arrival order (for "no event" assertions too). */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Resolves once `check` passes (polling), or rejects with its last failure. */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(20);
    }
  }
}

/** A multipart/form-data body (text fields, then an optional 'arquivo' file) for `call(..., { raw, contentType })`. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
): { raw: Uint8Array; contentType: string } {
  const boundary = '----sandboxtest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    raw: new Uint8Array(Buffer.concat(parts)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A main-API (base A) refusal as the sandbox answers it: 02 §7 puts `mensagem` on every answer,
 * and a failure's is the text of its `erro`.
 */
export const refusal = (erro: string, extra: Record<string, unknown> = {}) => ({
  status: false,
  ...extra,
  erro,
  mensagem: erro,
});
