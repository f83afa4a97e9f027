/**
 * Login latency against a fresh in-memory sandbox: 1,000 sequential POST login/index calls.
 * Returns p50/p95 in milliseconds; printing is the caller's job (scripts/bench.mjs).
 */
import { startSandbox } from '../sandbox/server';
import { percentile } from './support';

const CALLS = 1000;

export async function benchSandboxLogin(): Promise<{ p50: number; p95: number }> {
  const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
  try {
    const url = `${sandbox.url}/api/v1/login/index`;
    const body = new URLSearchParams({ usuario: 'admin', senha: 'demo1234' }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      const res = await fetch(url, { method: 'POST', headers, body });
      const json = (await res.json()) as { status?: boolean };
      times.push(performance.now() - start);
      if (!json.status) throw new Error(`login ${i} failed (HTTP ${res.status})`);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await sandbox.close();
  }
}
