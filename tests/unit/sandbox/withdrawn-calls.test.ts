// The control lever that withdraws calls (/control/calls/withdrawn): the sandbox then answers them
// 404 in the base's error shape, as a platform that never had them, so specs can prove the desk's
// other path (the first-generation overview, the older switch, the screens that need extrato).
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers';

describe('sandbox withdrawn calls', () => {
  const sb = useSandbox();
  const finance = (path: string) => sb.call(`/api/finance/${path}`, { hash: sb.hash });

  it('withdraws exactly the named calls, in each base’s error shape, until cleared or reset', async () => {
    const set = await sb.control('calls/withdrawn', {
      calls: {
        finance: ['GET financial-periods', 'GET financial-periods/:id', 'GET settlement-periods/:id'],
        v1: ['POST pagamentoonline/extrato'],
      },
    });
    expect(set.status).toBe(200);
    const gone = await finance('financial-periods?per_page=5000&page=1');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ status: false });
    expect((await finance('financial-periods/202601')).status).toBe(404);
    // The other generation and the list of payouts stay.
    expect((await finance('finance/financial-periods')).status).toBe(200);
    expect((await finance('settlement-periods')).status).toBe(200);
    const extrato = await sb.call('/api/v1/pagamentoonline/extrato', {
      hash: sb.hash,
      form: { periodo: '0' },
    });
    expect(extrato.status).toBe(404);
    expect(extrato.body).toMatchObject({ status: false });

    expect((await sb.call('/control/calls/withdrawn')).body).toMatchObject({
      calls: { v1: ['POST pagamentoonline/extrato'] },
    });
    await sb.control('calls/withdrawn', undefined, 'DELETE');
    expect((await finance('financial-periods')).status).toBe(200);

    await sb.control('calls/withdrawn', { calls: { finance: ['GET finance/financial-periods'] } });
    await sb.control('reset', {});
    const hash = await sb.login();
    expect((await sb.call('/api/finance/finance/financial-periods', { hash })).status).toBe(200);
  });

  it('refuses a call the sandbox does not have (a typo would withdraw nothing)', async () => {
    const res = await sb.control('calls/withdrawn', { calls: { finance: ['GET financial-period'] } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('GET /api/finance/financial-period');
    expect((await finance('financial-periods')).status).toBe(200);
  });
});
