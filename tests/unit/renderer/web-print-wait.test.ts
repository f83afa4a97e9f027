// Issue 36 §2: in web mode the tickets waiting on a printer problem are kept in IndexedDB beside
// the outbox; a reload (a new page over the same database) sends each once, a ticket that was
// being sent when the page went comes back marked REIMPRESSÃO, another open tab keeps its own,
// and nothing is kept past printing or a discard.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createWebPrinting } from '../../../renderer/src/platform/webPrinting';
import { createPrintWait, type PageLocks } from '../../../renderer/src/platform/webPrintWait';
import { openOfflineDatabase, OFFLINE_DB_NAME } from '../../../renderer/src/platform/offlineDb';
import { createWebOffline } from '../../../renderer/src/platform/webOffline';
import { liveOrder } from './orderFixtures';

type Mode = 'paper-out' | 'ok' | 'hang';

/** The print host on loopback: what it printed, and whether the printer has paper. */
function printHost() {
  let mode: Mode = 'paper-out';
  const printed: string[] = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { texto?: string };
    if (mode === 'hang') {
      // The page goes while the host prints it: it came out, the answer never reached the page.
      if (body.texto !== undefined) printed.push(body.texto);
      return new Promise<Response>(() => undefined);
    }
    if (mode === 'paper-out') {
      const refusal = { status: false, erro: 'Impressora EPSON sem papel', problema: 'paper-out' };
      return new Response(JSON.stringify(refusal), { status: 503 });
    }
    if (body.texto !== undefined) printed.push(body.texto);
    return new Response(JSON.stringify({ status: true }), { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, printed, setMode: (m: Mode) => (mode = m) };
}

/** A browser's Web Locks: a page's locks go when the page does. */
function browserLocks() {
  const held = new Map<string, string>();
  const chains = new Map<string, Promise<unknown>>();
  return {
    forPage(page: string): PageLocks {
      return {
        request<T>(name: string, callback: () => Promise<T> | T): Promise<T> {
          const run = (chains.get(name) ?? Promise.resolve()).then(async () => {
            held.set(name, page);
            try {
              return await callback();
            } finally {
              held.delete(name);
            }
          });
          chains.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
        query: async () => ({ held: [...held.keys()].map((name) => ({ name })) }),
      };
    },
    /** The page closed: its locks are released (its never-ending callbacks included). */
    close(page: string) {
      for (const [name, owner] of [...held]) {
        if (owner === page) {
          held.delete(name);
          chains.delete(name);
        }
      }
    },
  };
}

/** Waits for the page's promise chains (IndexedDB included) to settle. */
const settle = async () => {
  for (let i = 0; i < 30; i++) await new Promise((r) => setTimeout(r, 2));
};

function openPage(
  idb: IDBFactory,
  host: ReturnType<typeof printHost>,
  opts: { locks?: ReturnType<typeof browserLocks>; id?: string; storage?: boolean } = {},
) {
  const retries: (() => void)[] = [];
  let unload: ((e: { preventDefault(): void }) => void) | undefined;
  const warn = vi.fn();
  const id = opts.id ?? crypto.randomUUID();
  const printing = createWebPrinting({
    storage: localStorage,
    fetch: host.fetch,
    loadConfig: async () => ({}),
    sleep: async () => undefined,
    timeoutMs: 10_000,
    schedule: (fn) => {
      retries.push(fn);
      return () => undefined;
    },
    onBeforeUnload: (cb) => (unload = cb),
    keeping: createPrintWait({
      indexedDB: () => (opts.storage === false ? undefined : idb),
      locks: opts.locks ? () => opts.locks?.forPage(id) : undefined,
      pageId: id,
      warn,
    }),
  });
  return {
    printing,
    warn,
    /** The printer asked again (the problem's short poll). */
    async pollAgain() {
      const due = retries.splice(0);
      due.forEach((fn) => fn());
      await settle();
    },
    asksBeforeClosing() {
      let asked = false;
      unload?.({ preventDefault: () => (asked = true) });
      return asked;
    },
  };
}

async function keptRecords(idb: IDBFactory): Promise<unknown[]> {
  const db = await openOfflineDatabase(idb, OFFLINE_DB_NAME);
  return new Promise((resolve) => {
    const req = db.transaction('printWait').objectStore('printWait').getAll();
    req.onsuccess = () => resolve(req.result);
  });
}

const first = liveOrder({ id_pedido: '911', estabelecimento_nome: 'Pizzaria Teste' });
const second = liveOrder({ id_pedido: '912', estabelecimento_nome: 'Pizzaria Teste' });

function setUpPrinter() {
  localStorage.clear();
  localStorage.setItem('impressora', 'EPSON');
}

describe('web mode keeps the tickets waiting for a printer', () => {
  it('a reload during paper-out loses none and prints none twice', async () => {
    setUpPrinter();
    const idb = new IDBFactory();
    const host = printHost();
    const before = openPage(idb, host);
    await before.printing.printOrder(first);
    await before.printing.printOrder(second);
    await settle();
    expect((await before.printing.getQueue()).pending).toHaveLength(2);
    expect(host.printed).toHaveLength(0);
    // Kept: closing or reloading loses nothing, so the page does not ask first.
    expect(before.asksBeforeClosing()).toBe(false);

    // Reload: the old page is gone; the new one finds both, waiting under the problem.
    const after = openPage(idb, host);
    await settle();
    const queue = await after.printing.getQueue();
    expect(queue.pending.map((j) => j.orderId).sort()).toEqual(['911', '912']);
    expect(queue.alerts[0]).toMatchObject({ printerName: 'EPSON', problem: 'paper-out', waitingJobs: 2 });
    // The banner drops its 'closing the tab loses them' warning.
    expect(queue.keptAcrossReload).toBe(true);

    host.setMode('ok');
    await after.pollAgain();
    expect(host.printed).toHaveLength(2);
    expect(host.printed.join('\n')).toContain('911');
    expect(host.printed.join('\n')).toContain('912');
    expect(host.printed.join('\n')).not.toContain('REIMPRESS');
    expect(await keptRecords(idb)).toEqual([]);

    // Another reload finds nothing left to print.
    const again = openPage(idb, host);
    await settle();
    expect((await again.printing.getQueue()).pending).toEqual([]);
    expect(host.printed).toHaveLength(2);
  });

  it('the same order asked again after the reload is not printed twice', async () => {
    setUpPrinter();
    const idb = new IDBFactory();
    const host = printHost();
    await openPage(idb, host).printing.printOrder(first);
    await settle();
    const after = openPage(idb, host);
    await after.printing.getQueue();
    host.setMode('ok');
    await after.printing.printOrder(first);
    await after.pollAgain();
    expect(host.printed).toHaveLength(1);
  });

  it('a ticket being sent when the page went comes back marked REIMPRESSÃO', async () => {
    setUpPrinter();
    const idb = new IDBFactory();
    const host = printHost();
    host.setMode('hang');
    void openPage(idb, host).printing.printOrder(first);
    await settle();
    expect(host.printed).toHaveLength(1);
    host.setMode('ok');
    const after = openPage(idb, host);
    await after.printing.getQueue();
    await settle();
    expect(host.printed).toHaveLength(2);
    expect(host.printed[0]).not.toContain('REIMPRESS');
    expect(host.printed[1]).toContain('REIMPRESSÃO');
  });

  it("another open tab's tickets stay with it; a tab gone leaves them to the next page", async () => {
    setUpPrinter();
    const idb = new IDBFactory();
    const host = printHost();
    const locks = browserLocks();
    const tabA = openPage(idb, host, { locks, id: 'A' });
    await tabA.printing.getQueue();
    await tabA.printing.printOrder(first);
    await settle();

    const tabB = openPage(idb, host, { locks, id: 'B' });
    expect((await tabB.printing.getQueue()).pending).toEqual([]);

    locks.close('A');
    const tabC = openPage(idb, host, { locks, id: 'C' });
    expect((await tabC.printing.getQueue()).pending.map((j) => j.orderId)).toEqual(['911']);
    const tabD = openPage(idb, host, { locks, id: 'D' });
    expect((await tabD.printing.getQueue()).pending).toEqual([]);
  });

  it('a discarded ticket is forgotten; a kept record that no longer parses is dropped with a warning', async () => {
    setUpPrinter();
    const idb = new IDBFactory();
    const host = printHost();
    // The module is not there: the ticket fails (kept, retried with the backoff) and can be discarded.
    const down = {
      ...host,
      fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    };
    const page = openPage(idb, down);
    await page.printing.printOrder(first);
    await settle();
    expect(await keptRecords(idb)).toHaveLength(1);
    const [failed] = (await page.printing.getQueue()).failed;
    expect(await page.printing.discardJob(failed!.key)).toEqual({ ok: true });
    await settle();
    expect(await keptRecords(idb)).toEqual([]);

    const db = await openOfflineDatabase(idb, OFFLINE_DB_NAME);
    await new Promise((resolve) => {
      const tx = db.transaction('printWait', 'readwrite');
      tx.objectStore('printWait').put({ key: 'x', text: 42 });
      tx.oncomplete = resolve;
    });
    const next = openPage(idb, host);
    expect((await next.printing.getQueue()).pending).toEqual([]);
    expect(next.warn).toHaveBeenCalledWith(expect.stringContaining('ilegível'));
    expect(await keptRecords(idb)).toEqual([]);
  });

  it('where the browser keeps nothing, printing goes on and closing with tickets waiting asks first', async () => {
    setUpPrinter();
    const idb = new IDBFactory();
    const host = printHost();
    const page = openPage(idb, host, { storage: false });
    await page.printing.printOrder(first);
    await settle();
    const queue = await page.printing.getQueue();
    expect(queue.pending).toHaveLength(1);
    expect(queue.keptAcrossReload).toBeUndefined();
    expect(page.asksBeforeClosing()).toBe(true);
    host.setMode('ok');
    await page.pollAgain();
    expect(host.printed).toHaveLength(1);
    expect(page.asksBeforeClosing()).toBe(false);
  });

  it('shares one database with the outbox, whichever opens it first', async () => {
    const idb = new IDBFactory();
    const offline = createWebOffline({ indexedDB: () => idb });
    expect(await offline.keepsOutbox()).toBe(true);
    setUpPrinter();
    const page = openPage(idb, printHost());
    await page.printing.printOrder(first);
    await settle();
    expect(await keptRecords(idb)).toHaveLength(1);
    expect(await offline.listOutbox()).toEqual([]);
  });
});
