/**
 * A busy store against a fresh in-memory sandbox: 2,000 orders created in one control call
 * (median of 3 runs), then GET pedidos/listar over those orders (p50/p95 of 20 calls).
 * Returns milliseconds and the list's size; printing is the caller's job (scripts/bench.mjs).
 */
import { startSandbox } from '../sandbox/server';

const ORDERS = 2000;
const CREATE_RUNS = 3;
const LIST_CALLS = 20;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

export interface OrdersBench {
  createMedianMs: number;
  listP50Ms: number;
  listP95Ms: number;
  listedOrders: number;
  listBytes: number;
}

export async function benchSandboxOrders(): Promise<OrdersBench> {
  const sandbox = await startSandbox({ port: 0, dbFile: ':memory:', simulate: { ordersPerMinute: 0 } });
  try {
    const json = { 'content-type': 'application/json' };
    const creates: number[] = [];
    for (let run = 0; run < CREATE_RUNS; run++) {
      await fetch(`${sandbox.url}/control/reset`, { method: 'POST', headers: json, body: '{}' });
      const start = performance.now();
      const res = await fetch(`${sandbox.url}/control/orders`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ count: ORDERS, status: 'mix', emit: false }),
      });
      const body = (await res.json()) as { created?: number };
      creates.push(performance.now() - start);
      if (body.created !== ORDERS) throw new Error(`bulk create ${run} failed (HTTP ${res.status})`);
    }
    creates.sort((a, b) => a - b);

    const login = await fetch(`${sandbox.url}/api/v1/login/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ usuario: 'admin', senha: 'demo1234' }).toString(),
    });
    const hash = ((await login.json()) as { usuario: { sessao: { hash: string } } }).usuario.sessao.hash;
    const times: number[] = [];
    let listedOrders = 0;
    let listBytes = 0;
    for (let i = 0; i < LIST_CALLS; i++) {
      const start = performance.now();
      const res = await fetch(`${sandbox.url}/api/v1/pedidos/listar`, { headers: { authorization: hash } });
      const text = await res.text();
      times.push(performance.now() - start);
      listBytes = text.length;
      listedOrders = (JSON.parse(text) as { pedidos: unknown[] }).pedidos.length;
    }
    times.sort((a, b) => a - b);
    return {
      createMedianMs: percentile(creates, 50),
      listP50Ms: percentile(times, 50),
      listP95Ms: percentile(times, 95),
      listedOrders,
      listBytes,
    };
  } finally {
    await sandbox.close();
  }
}
