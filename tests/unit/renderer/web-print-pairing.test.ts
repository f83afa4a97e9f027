// Web mode's pairing with the local print host (issue 37 §1): every call to the module carries the
// code; the code is typed once (localStorage) or handed over by the runtime config of `npm start`.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_HOST_MESSAGES } from '../../../shared/local-print-host';
import { createWebPrinting } from '../../../renderer/src/platform/webPrinting';
import { configToken, PAIRING_KEY } from '../../../renderer/src/platform/webPrintPairing';
import { liveOrder } from './orderFixtures';

const CODE = 'ABCD-EFGH-JKLM-NPQR-STUV';
const OTHER = 'WXYZ-2345-6789-ABCD-EFGH';

function web(config: unknown = {}) {
  const calls: { url: string; token: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), token: new Headers(init?.headers).get('X-Caixa-Token') });
    return new Response(JSON.stringify({ status: true, impressoras: ['Caixa'] }), { status: 200 });
  });
  const printing = createWebPrinting({
    storage: localStorage,
    fetch: fetch as unknown as typeof globalThis.fetch,
    loadConfig: async () => config,
    sleep: async () => undefined,
  });
  return { printing, calls };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('impressora', 'Caixa');
});

describe('web mode pairing with the local print host', () => {
  it('a paired page sends the code on every call: list, print, drawer', async () => {
    const { printing, calls } = web();
    expect(await printing.changeLocalHost({ pairToken: ' abcd efgh-jklm npqr stuv ' })).toEqual({
      role: 'client',
      token: CODE,
    });
    expect(localStorage.getItem(PAIRING_KEY)).toBe(CODE);
    await printing.listPrinters();
    await printing.printOrder(liveOrder({ id_pedido: '9' }));
    await printing.openDrawer({ reason: 'manual' });
    expect(calls.map((c) => c.url)).toEqual([
      'http://127.0.0.1:65517/impressoras',
      'http://127.0.0.1:65517/imprimir',
      'http://127.0.0.1:65517/gaveta',
    ]);
    expect(calls.every((c) => c.token === CODE)).toBe(true);
  });

  it('an unpaired page sends no code header (the host answers with its 403 message)', async () => {
    const { printing, calls } = web();
    expect(await printing.getLocalHost()).toEqual({ role: 'client', token: '' });
    await printing.listPrinters();
    expect(calls[0]?.token).toBeNull();
  });

  it('takes the code from the runtime config (npm start), and a typed code wins over it', async () => {
    const { printing, calls } = web({ localPrint: { token: OTHER } });
    expect(await printing.getLocalHost()).toEqual({ role: 'client', token: OTHER });
    await printing.listPrinters();
    await printing.changeLocalHost({ pairToken: CODE });
    await printing.listPrinters();
    // Forgetting the typed code goes back to the config's.
    expect(await printing.changeLocalHost({ pairToken: '' })).toEqual({ role: 'client', token: OTHER });
    expect(calls.map((c) => c.token)).toEqual([OTHER, CODE]);
  });

  it.each(['1234', 'ABCD-EFGH-JKLM-NPQR-STU0', 'ABCD-EFGH-JKLM-NPQR-STUV-WXYZ', '<script>'])(
    'refuses %j as a code and keeps the one it had',
    async (typed) => {
      const { printing } = web();
      await printing.changeLocalHost({ pairToken: CODE });
      await expect(printing.changeLocalHost({ pairToken: typed })).rejects.toThrow(
        LOCAL_HOST_MESSAGES.badToken,
      );
      expect(localStorage.getItem(PAIRING_KEY)).toBe(CODE);
    },
  );

  it('the host switch and code live in the desk app, not in a page', async () => {
    const { printing } = web();
    await expect(printing.changeLocalHost({ enabled: true })).rejects.toThrow(LOCAL_HOST_MESSAGES.notHost);
    await expect(printing.changeLocalHost({ rotateToken: true })).rejects.toThrow(
      LOCAL_HOST_MESSAGES.notHost,
    );
  });

  it.each([
    [{ localPrint: { token: CODE } }, CODE],
    [{ localPrint: { token: 'nope' } }, ''],
    [{ localPrint: { token: 42 } }, ''],
    [{ localPrint: null }, ''],
    [null, ''],
  ])('configToken(%j) → %j', (config, token) => {
    expect(configToken(config)).toBe(token);
  });

  it("an unpaired page shows the host's refusal (how to pair), not the module error, and does not retry alone", async () => {
    const calls: string[] = [];
    const schedule = vi.fn(() => () => undefined);
    const printing = createWebPrinting({
      storage: localStorage,
      fetch: (async (input: RequestInfo | URL) => {
        calls.push(String(input));
        return new Response(JSON.stringify({ status: false, erro: LOCAL_HOST_MESSAGES.token }), {
          status: 403,
        });
      }) as typeof globalThis.fetch,
      loadConfig: async () => ({}),
      sleep: async () => undefined,
      schedule,
    });
    expect(await printing.listPrinters()).toEqual({ printers: [], problem: LOCAL_HOST_MESSAGES.token });
    expect(await printing.printOrder(liveOrder({ id_pedido: '9' }))).toEqual({
      ok: false,
      error: LOCAL_HOST_MESSAGES.token,
    });
    expect(await printing.openDrawer({ reason: 'manual' })).toEqual({
      ok: false,
      error: LOCAL_HOST_MESSAGES.token,
    });
    expect(schedule).not.toHaveBeenCalled();
  });
});
