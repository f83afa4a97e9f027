// Issue 20 §3 in web mode: the browser's printing through the desk's own local print host, with
// a virtual printer out of paper. The tickets wait (no EP01, no "reprint by hand"), the screen
// names the printer and the problem, and each comes out exactly once within one short poll of
// the paper being back.
import { afterEach, describe, expect, it } from 'vitest';
import { createWebPrinting } from '../../../renderer/src/platform/webPrinting';
import { PROBLEM_POLL_MS, PRINT_MESSAGES } from '../../../shared/printing';
import { startLocalPrintService, type LocalPrintService } from '../../../main/printing/local-service';
import { createLocalCore } from '../../../main/printing/local-service/core';
import { createThermalTcpPrinter } from '../../../main/printing/transports/thermal-tcp';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../shared/printing';
import { startVirtualPrinter, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { createMemoryLogger } from '../../support/logger';
import { ticketDetails, ticketItem, ticketOrder } from '../../support/ticket-orders';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

/** A Storage over a Map: the node environment has no localStorage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

function order(id: string) {
  return ticketOrder(
    ticketDetails({
      usuario_nome: 'Maria',
      endereco_completo: 'Rua A, 1',
      itens: [ticketItem({ nome: `Pizza ${id}` })],
      dados_pagamento: [],
      forma_pagamento: 'Dinheiro',
      andamentos: [],
    }),
    { id_pedido: id, valor_total: 50 },
  );
}

async function setup() {
  const printer: VirtualPrinter = await startVirtualPrinter({});
  open.push(printer);
  const target = {
    name: 'Balcão',
    format: 'escpos' as const,
    codePage: 'cp860' as const,
    model: 'escpos' as const,
    port: createThermalTcpPrinter({ host: printer.host, port: printer.port, timeoutMs: 1000 }),
  };
  const log = createMemoryLogger();
  const service: LocalPrintService = await startLocalPrintService({
    core: createLocalCore({
      registry: {
        list: async () => ({ printers: [] }),
        resolve: async (name) => (name === 'Balcão' ? target : undefined),
      },
      settings: () => DEFAULT_LOCAL_PRINT_SETTINGS,
    }),
    ports: { aiboo: 0, nat: 0 },
    log,
    access: { accepts: (h) => h === TOKEN, webOrigins: () => [] },
  });
  open.push(service);

  const storage = memoryStorage();
  storage.setItem('impressora', 'Balcão');
  // The page was paired with the host (the code typed in the settings).
  storage.setItem('codigoModuloImpressao', TOKEN);
  // The retries wait for the test to say the poll is due (`poll()`), and say how long they would
  // wait: a retry never runs while the test reads the queue, so its states are what they are.
  const waits: number[] = [];
  const due = new Set<() => void>();
  const printing = createWebPrinting({
    storage,
    fetch: globalThis.fetch,
    loadConfig: async () => ({ localPrint: { aiboo: `http://127.0.0.1:${service.ports.aiboo}` } }),
    sleep: async () => undefined,
    schedule: (fn, ms) => {
      waits.push(ms);
      const run = () => {
        due.delete(run);
        fn();
      };
      due.add(run);
      return () => void due.delete(run);
    },
  });
  const poll = () => [...due].forEach((run) => run());
  open.push({ close: async () => storage.clear() });
  return { printer, printing, waits, poll, log };
}

const TOKEN = 'ABCD-EFGH-JKLM-NPQR-STUV';

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('web mode: a printer out of paper behind the local print host', () => {
  it('holds the tickets under "Impressora Balcão sem papel", then prints each once on the next poll', async () => {
    const { printer, printing, waits, poll, log } = await setup();
    await printer.setMode('paper-out');

    // Taken as sent: the tickets wait, nothing to report as an error.
    expect(await printing.printOrder(order('71'))).toMatchObject({ ok: true, queued: 1 });
    expect(await printing.printOrder(order('72'))).toMatchObject({ ok: true, queued: 1 });
    // Each ticket asked once, then once more on the next poll, and waits again.
    await until(() => waits.length >= 2);
    poll();
    await until(() => waits.length >= 4);
    const q = await printing.getQueue();
    expect(q.failed).toEqual([]);
    expect(q.pending.map((j) => j.state)).toEqual(['queued', 'queued']);
    expect(q.alerts).toEqual([
      { printerName: 'Balcão', message: 'Impressora Balcão sem papel', waitingJobs: 2, problem: 'paper-out' },
    ]);
    expect(JSON.stringify(q)).not.toContain(PRINT_MESSAGES.ep01);
    // Asked again on the short poll, never on the failure backoff.
    expect(new Set(waits)).toEqual(new Set([PROBLEM_POLL_MS]));
    // The printer swallowed nothing: no byte was sent while it was out of paper.
    expect(printer.jobs).toEqual([]);
    // The host logs the problem once, however often the page asks.
    expect(log.lines.filter((l) => l.includes('sem papel'))).toHaveLength(1);

    await printer.setMode('online');
    const asksBefore = waits.length;
    poll();
    await until(async () => (await printing.getQueue()).printedToday.length === 2);
    // Out on the first poll (2 s) after the paper, with no further ask.
    expect(waits.length).toBe(asksBefore);
    const printed = printer.jobs.filter((j) => j.printed);
    expect(printed).toHaveLength(2);
    expect(printed.map((j) => j.lines.some((l) => l.includes('REIMPRESS')))).toEqual([false, false]);
    expect((await printing.getQueue()).alerts).toEqual([]);
    await new Promise((r) => setTimeout(r, 100));
    expect(printer.jobs).toHaveLength(2);
  });

  it('a ticket cut off by the paper running out waits under the problem, then comes out again marked REIMPRESSÃO', async () => {
    const { printer, printing, waits, poll } = await setup();
    const texts: string[] = [];
    printing.onQueueChanged((q) => texts.push(JSON.stringify(q)));
    // The roll runs out a little way into the first ticket: the rest is swallowed.
    printer.problemAfter('paper-out', 120);

    expect(await printing.printOrder(order('81'))).toMatchObject({ ok: true, queued: 1 });
    // The printer files the job when the connection closes, which may be after the host answered.
    await until(() => waits.length >= 1 && printer.jobs.length >= 1);
    expect(printer.jobs).toHaveLength(1);
    expect(printer.jobs[0]?.printed).toBe(false);
    let q = await printing.getQueue();
    expect(q.failed).toEqual([]);
    expect(q.pending).toMatchObject([{ state: 'queued', reprint: true }]);
    expect(q.alerts).toEqual([
      { printerName: 'Balcão', message: 'Impressora Balcão sem papel', waitingJobs: 1, problem: 'paper-out' },
    ]);
    // Still out of paper on the next ask: nothing is sent, the ticket keeps waiting, marked.
    poll();
    await until(() => waits.length >= 2);
    expect(new Set(waits)).toEqual(new Set([PROBLEM_POLL_MS]));
    expect(printer.jobs).toHaveLength(1);
    q = await printing.getQueue();
    expect(q.pending).toMatchObject([{ state: 'queued', reprint: true }]);

    await printer.setMode('online');
    poll();
    await until(async () => (await printing.getQueue()).printedToday.length === 1);
    expect(printer.jobs).toHaveLength(2);
    const marked = printer.jobs.map((j) => j.lines.some((l) => l.includes('REIMPRESSÃO')));
    expect(marked).toEqual([false, true]);
    expect(printer.jobs[1]?.printed).toBe(true);
    expect(printer.jobs[1]?.lines.some((l) => l.includes('Pizza 81'))).toBe(true);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => /EP01/.test(t))).toEqual([]);
    await new Promise((r) => setTimeout(r, 100));
    expect(printer.jobs).toHaveLength(2);
  });
});
