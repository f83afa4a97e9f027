/**
 * Repasses page latency (issue #11 benchmark `finance.repasses_page.p95`): a store with two years
 * of sales in the ledger (POST /control/finance/history {days: 730}), then sequential GET
 * settlement-periods pages of 10 as the Repasses screen asks for them. p50/p95 in ms.
 */
import { startSandbox } from '../sandbox/server';
import { percentile } from './support';

const CALLS = 300;

export async function benchRepassesPage(): Promise<{ p50: number; p95: number; settlements: number }> {
  const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
  try {
    const login = await fetch(`${sandbox.url}/api/v1/login/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ usuario: 'admin', senha: 'demo1234' }).toString(),
    });
    const hash = ((await login.json()) as { usuario: { sessao: { hash: string } } }).usuario.sessao.hash;
    await fetch(`${sandbox.url}/control/finance/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 730 }),
    });
    const get = async (page: number) => {
      const res = await fetch(`${sandbox.url}/api/finance/settlement-periods?per_page=10&page=${page}`, {
        headers: { Authorization: hash, Accept: 'application/json' },
      });
      return (await res.json()) as { paginate_metadata: { total: number; last_page: number } };
    };
    // The first call builds the two-year ledger (once per store and day); it is not a page view.
    const first = await get(1);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const page = 1 + (i % first.paginate_metadata.last_page);
      const start = performance.now();
      await get(page);
      times.push(performance.now() - start);
    }
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      settlements: first.paginate_metadata.total,
    };
  } finally {
    await sandbox.close();
  }
}
