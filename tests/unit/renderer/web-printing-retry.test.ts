// Issue 13 §1.3: web mode retries a failed or interrupted ticket by itself with the desktop
// journal's policy for as long as the page lives, and says that closing the tab drops tickets
// still waiting.
import { describe, expect, it } from 'vitest';
import { createWebPrinting } from '../../../renderer/src/platform/webPrinting';
import { printRetryDelayMs, WEB_QUEUE_CLOSE_NOTICE } from '../../../shared/printing';
import { liveOrder } from './orderFixtures';

type Mode = 'down' | 'hang' | 'cut' | 'paper-out' | 'ok';

function page(initial: Mode) {
  localStorage.clear();
  localStorage.setItem('impressora', 'EPSON');
  let mode: Mode = initial;
  const texts: string[] = [];
  const scheduled: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  let unload: ((e: { preventDefault(): void }) => void) | undefined;
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { texto?: string };
    if (body.texto !== undefined) texts.push(body.texto);
    if (mode === 'down') throw new TypeError('Failed to fetch');
    if (mode === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (mode === 'cut') {
      // The desk's print host: the printer stopped mid-ticket without saying why.
      const cut = { status: false, erro: 'A impressora EPSON parou no meio do cupom.', interrompido: true };
      return new Response(JSON.stringify(cut), { status: 502 });
    }
    const status = mode === 'ok';
    return new Response(JSON.stringify({ status }), { status: 200 });
  }) as typeof globalThis.fetch;
  const printing = createWebPrinting({
    storage: localStorage,
    fetch,
    loadConfig: async () => ({}),
    sleep: async () => undefined,
    timeoutMs: 20,
    schedule: (fn, ms) => {
      const entry = { fn, ms, cancelled: false };
      scheduled.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    onBeforeUnload: (cb) => {
      unload = cb;
    },
  });
  /** Runs the retry that is due (the latest scheduled, not cancelled) and waits for it. */
  const fireRetry = async () => {
    const next = scheduled.filter((s) => !s.cancelled).at(-1);
    if (!next) throw new Error('no retry scheduled');
    next.cancelled = true;
    next.fn();
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 5));
  };
  const closing = () => {
    let prevented = false;
    unload?.({ preventDefault: () => (prevented = true) });
    return prevented;
  };
  return {
    printing,
    texts,
    scheduled,
    fireRetry,
    closing,
    setMode: (m: Mode) => (mode = m),
  };
}

/** The ticket that may have come out comes out again on the next retry, marked. */
async function printsMarkedOnRetry(p: ReturnType<typeof page>): Promise<void> {
  p.setMode('ok');
  await p.fireRetry();
  expect(p.texts).toHaveLength(2);
  expect(p.texts[1]).toContain('REIMPRESSÃO');
  expect((await p.printing.getQueue()).printedToday).toHaveLength(1);
}

const order = liveOrder({ id_pedido: '901', estabelecimento_nome: 'Pizzaria Teste' });

describe('web mode retries tickets by itself', () => {
  it('offline / paper out: keeps trying with the backoff and the visible alert, then prints as is', async () => {
    const p = page('down');
    expect(await p.printing.printOrder(order)).toMatchObject({ ok: false });
    expect(p.scheduled.map((s) => s.ms)).toEqual([printRetryDelayMs(1)]);
    let q = await p.printing.getQueue();
    expect(q.alerts[0]?.message).toContain(WEB_QUEUE_CLOSE_NOTICE);
    expect(q.failed[0]?.nextAttemptAt).toBeGreaterThan(0);

    p.setMode('paper-out');
    await p.fireRetry();
    await p.fireRetry();
    expect(p.scheduled.map((s) => s.ms)).toEqual([2000, 4000, 8000]);
    expect(p.texts).toHaveLength(3);

    p.setMode('ok');
    await p.fireRetry();
    q = await p.printing.getQueue();
    expect(q.failed).toHaveLength(0);
    expect(q.printedToday[0]).toMatchObject({ attempts: 4, reprint: false });
    expect(p.texts.at(-1)).not.toContain('REIMPRESS');
    expect(p.scheduled.filter((s) => !s.cancelled)).toHaveLength(0);
  });

  it('interrupted (the request hung: it may have printed): tried again marked REIMPRESSÃO', async () => {
    const p = page('hang');
    await p.printing.printOrder(order);
    expect(p.texts[0]).not.toContain('REIMPRESS');
    expect((await p.printing.getQueue()).failed[0]?.reprint).toBe(true);
    await printsMarkedOnRetry(p);
  });

  it('cut off mid-ticket (the print host says interrompido): its text, not EP01, then REIMPRESSÃO', async () => {
    const p = page('cut');
    expect(await p.printing.printOrder(order)).toEqual({
      ok: false,
      error: 'A impressora EPSON parou no meio do cupom.',
    });
    expect(p.texts[0]).not.toContain('REIMPRESS');
    const q = await p.printing.getQueue();
    expect(q.failed[0]).toMatchObject({
      reprint: true,
      lastError: 'A impressora EPSON parou no meio do cupom.',
    });
    expect(JSON.stringify(q)).not.toMatch(/EP01/);
    expect(p.scheduled.map((s) => s.ms)).toEqual([printRetryDelayMs(1)]);
    await printsMarkedOnRetry(p);
  });

  it('a discarded job stops retrying; closing the tab asks first only while tickets wait', async () => {
    const p = page('down');
    expect(p.closing()).toBe(false);
    await p.printing.printOrder(order);
    expect(p.closing()).toBe(true);
    const key = (await p.printing.getQueue()).failed[0]!.key;
    expect(await p.printing.discardJob(key)).toEqual({ ok: true });
    expect(p.scheduled.every((s) => s.cancelled)).toBe(true);
    expect(p.closing()).toBe(false);
  });

  it('a ticket for a method that can never work in the browser (QZ) is not retried', async () => {
    const p = page('ok');
    localStorage.setItem('metodoImpressao', 'qz');
    await p.printing.printOrder(order);
    expect(p.scheduled).toHaveLength(0);
  });
});
