// Issue 33 §1, §2 in web mode: each station (printer) numbers its tickets per business day, the
// numbers kept in IndexedDB beside the waiting tickets, so a reload mid-burst gives none twice and
// leaves no gap; a reprint keeps its number; a new business day restarts at 1; a cancelled or
// changed order gets one CANCELADO / ALTERADO slip per station that printed it, however often
// (and after however many reloads) it is told.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { LiveOrderItem } from '../../../shared/api/live-order';
import { createWebPrinting } from '../../../renderer/src/platform/webPrinting';
import { createPrintWait, type RecordsChannel } from '../../../renderer/src/platform/webPrintWait';
import { slipNotices } from '../../../renderer/src/order-printing/slipNotice';
import { liveOrder } from './orderFixtures';

type Mode = 'ok' | 'paper-out' | 'hang';

/** The print host on loopback, printer by printer: what each printed, and whether it has paper. */
function printHost() {
  const modes = new Map<string, Mode>();
  const printed: { printer: string; text: string }[] = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { texto?: string; impressora?: string };
    const printer = body.impressora ?? '';
    const mode = modes.get(printer) ?? 'ok';
    if (mode === 'hang') {
      printed.push({ printer, text: body.texto ?? '' });
      return new Promise<Response>(() => undefined);
    }
    if (mode === 'paper-out') {
      const refusal = { status: false, erro: `Impressora ${printer} sem papel`, problema: 'paper-out' };
      return new Response(JSON.stringify(refusal), { status: 503 });
    }
    printed.push({ printer, text: body.texto ?? '' });
    return new Response(JSON.stringify({ status: true }), { status: 200 });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    printed,
    set: (printer: string, mode: Mode) => modes.set(printer, mode),
    /** The station numbers on the paper of a printer, in the order they came out. */
    numbers: (printer: string) =>
      printed.filter((p) => p.printer === printer).map((p) => Number(/Nº (\d+)/.exec(p.text)?.[1] ?? NaN)),
    on: (printer: string) => printed.filter((p) => p.printer === printer).map((p) => p.text),
  };
}

const settle = async () => {
  for (let i = 0; i < 30; i++) await new Promise((r) => setTimeout(r, 2));
};

function openPage(
  idb: IDBFactory,
  host: ReturnType<typeof printHost>,
  opts: { storage?: boolean; now?: () => number; channel?: () => RecordsChannel } = {},
) {
  const retries: (() => void)[] = [];
  const printing = createWebPrinting({
    storage: localStorage,
    fetch: host.fetch,
    loadConfig: async () => ({}),
    sleep: async () => undefined,
    timeoutMs: 10_000,
    ...(opts.now ? { now: opts.now } : {}),
    schedule: (fn) => {
      retries.push(fn);
      return () => undefined;
    },
    keeping: createPrintWait({
      indexedDB: () => (opts.storage === false ? undefined : idb),
      warn: () => undefined,
      ...(opts.channel ? { channel: opts.channel } : {}),
    }),
  });
  return {
    printing,
    async pollAgain() {
      retries.splice(0).forEach((fn) => fn());
      await settle();
    },
  };
}

const pizza = (quantidade: number): LiveOrderItem => ({
  nome: 'Pizza Margherita',
  quantidade,
  valor_unitario: 50,
  valor_total: 50 * quantidade,
  linhas: ['Borda:Catupiry'],
  id_cardapio_categoria: '1',
});
const item = (nome: string, quantidade: number, category: string): LiveOrderItem => ({
  nome,
  quantidade,
  valor_unitario: 10,
  valor_total: 10 * quantidade,
  linhas: [],
  id_cardapio_categoria: category,
});
const order = (id: string, itens: LiveOrderItem[] = [pizza(1)]) =>
  liveOrder({ id_pedido: id, estabelecimento_nome: 'Pizzaria Teste', pedidoObj: { itens } });

/** A cashier printer and a kitchen printer for category 1 (numbers and slips as never saved: on). */
function setUpStations(extra: Record<string, string> = {}) {
  localStorage.clear();
  localStorage.setItem('impressora', 'CAIXA');
  localStorage.setItem('impressaoProducao', 'true');
  localStorage.setItem(
    'impressorasProducao',
    JSON.stringify({ 1: { impressora: 'COZINHA', agrupamento: '', nome: 'Cozinha' } }),
  );
  for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
}

/** The browser's tabs on one BroadcastChannel: a post reaches every other member, a task later, as a copy. */
function tabsHub() {
  type Listener = (event: { data: unknown }) => void;
  const members = new Set<{ listeners: Set<Listener> }>();
  return (): RecordsChannel => {
    const me = { listeners: new Set<Listener>() };
    members.add(me);
    return {
      postMessage(message) {
        for (const other of members)
          if (other !== me)
            for (const l of other.listeners) setTimeout(() => l({ data: structuredClone(message) }), 0);
      },
      addEventListener: (_type, l) => me.listeners.add(l),
      removeEventListener: (_type, l) => me.listeners.delete(l),
    };
  };
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('web mode: station numbers (issue 33 §1)', () => {
  it('stay gap-free and unique on every station across a reload mid-burst', async () => {
    setUpStations();
    const idb = new IDBFactory();
    const host = printHost();
    const before = openPage(idb, host);
    await before.printing.printOrder(order('1'));
    await before.printing.printOrder(order('2'));
    // Mid-burst: the kitchen runs out of paper, one cashier ticket is being sent as the page goes.
    host.set('COZINHA', 'paper-out');
    await before.printing.printOrder(order('3'));
    host.set('CAIXA', 'hang');
    void before.printing.printOrder(order('4'));
    await settle();

    host.set('CAIXA', 'ok');
    const after = openPage(idb, host);
    await after.printing.printOrder(order('5'));
    await after.printing.printOrder(order('6'));
    host.set('COZINHA', 'ok');
    await after.pollAgain();

    // Order 4's cashier ticket came out twice (the second marked REIMPRESSÃO), with one number.
    const cashier = host.numbers('CAIXA');
    expect(cashier).toEqual([1, 2, 3, 4, 4, 5, 6]);
    expect(host.on('CAIXA')[4]).toContain('REIMPRESSÃO');
    expect(host.numbers('COZINHA').sort((a, b) => a - b)).toEqual(oneToN(6));

    const queue = await after.printing.getQueue();
    expect(queue.stations).toEqual([
      { station: 'CAIXA', day: expect.any(String), lastOut: 6, missing: [] },
      { station: 'COZINHA', day: expect.any(String), lastOut: 6, missing: [] },
    ]);
  });

  it('a reprint keeps its number and says REIMPRESSÃO, before and after a reload', async () => {
    setUpStations();
    const idb = new IDBFactory();
    const host = printHost();
    const page = openPage(idb, host);
    await page.printing.printOrder(order('1'));
    await page.printing.printOrder(order('2'));
    await page.printing.printOrder(order('1'), { reprint: true });
    await settle();
    expect(host.numbers('CAIXA')).toEqual([1, 2, 1]);
    expect(host.on('CAIXA')[2]).toContain('REIMPRESSÃO');
    // The kitchen must not make it twice: a reprint is the cashier ticket only.
    expect(host.numbers('COZINHA')).toEqual([1, 2]);

    const after = openPage(idb, host);
    // Asked again (not a reprint) after the reload: it came out already, nothing prints.
    await after.printing.printOrder(order('2'));
    await settle();
    expect(host.printed).toHaveLength(5);
    await after.printing.printOrder(order('2'), { reprint: true });
    await settle();
    expect(host.numbers('CAIXA')).toEqual([1, 2, 1, 2]);
    expect(host.on('CAIXA')[3]).toContain('REIMPRESSÃO');
    await after.printing.printOrder(order('3'));
    expect(host.numbers('CAIXA').at(-1)).toBe(3);
  });

  it('a new business day starts again at 1; a lunch break does not', async () => {
    setUpStations();
    const idb = new IDBFactory();
    const host = printHost();
    let clock = new Date(2026, 11, 2, 18, 0).getTime();
    const page = openPage(idb, host, { now: () => clock });
    page.printing.storeOpenChanged(true);
    await page.printing.printOrder(order('1'));
    // Closed for a break and open again the same evening: the count goes on.
    clock += 60 * 60 * 1000;
    page.printing.storeOpenChanged(false);
    clock += 30 * 60 * 1000;
    page.printing.storeOpenChanged(true);
    await page.printing.printOrder(order('2'));
    // Past midnight, still open: the same business day.
    clock = new Date(2026, 11, 3, 1, 30).getTime();
    await page.printing.printOrder(order('3'));
    clock = new Date(2026, 11, 3, 2, 0).getTime();
    page.printing.storeOpenChanged(false);
    await settle();
    expect(host.numbers('CAIXA')).toEqual([1, 2, 3]);

    // The next evening's opening, in a page opened after a reload: a new day, from 1.
    clock = new Date(2026, 11, 3, 18, 0).getTime();
    const next = openPage(idb, host, { now: () => clock });
    await next.printing.getQueue();
    next.printing.storeOpenChanged(true);
    await next.printing.printOrder(order('4'));
    await next.printing.printOrder(order('5'));
    await settle();
    expect(host.numbers('CAIXA')).toEqual([1, 2, 3, 1, 2]);
    expect(host.numbers('COZINHA')).toEqual([1, 2, 3, 1, 2]);
    const queue = await next.printing.getQueue();
    expect(queue.stations?.map((s) => [s.station, s.day, s.lastOut])).toEqual([
      ['CAIXA', '2026-12-03', 2],
      ['COZINHA', '2026-12-03', 2],
    ]);
  });

  it("names a number not out yet: 'COZINHA: nº 2 ainda não saiu' with its reason", async () => {
    setUpStations();
    const host = printHost();
    const page = openPage(new IDBFactory(), host);
    await page.printing.printOrder(order('1'));
    host.set('COZINHA', 'paper-out');
    await page.printing.printOrder(order('2'));
    await settle();
    const kitchen = (await page.printing.getQueue()).stations?.find((s) => s.station === 'COZINHA');
    expect(kitchen).toMatchObject({
      lastOut: 1,
      missing: [{ no: 2, reason: expect.stringContaining('sem papel') }],
    });
  });

  it('where the browser keeps nothing, the page still numbers (and says a reload loses the waiting)', async () => {
    setUpStations();
    const host = printHost();
    const page = openPage(new IDBFactory(), host, { storage: false });
    await page.printing.printOrder(order('1'));
    await page.printing.printOrder(order('2'));
    await settle();
    expect(host.numbers('CAIXA')).toEqual([1, 2]);
    const queue = await page.printing.getQueue();
    expect(queue.keptAcrossReload).toBeUndefined();
    expect(queue.stations?.[0]).toMatchObject({ station: 'CAIXA', lastOut: 2 });
  });

  it('two open tabs count each station together: no number given twice, each shows the other', async () => {
    setUpStations();
    const idb = new IDBFactory();
    const host = printHost();
    const channel = tabsHub();
    // Both tabs open (and have read the kept numbers) before either prints.
    const first = openPage(idb, host, { channel });
    const second = openPage(idb, host, { channel });
    await settle();

    await first.printing.printOrder(order('1'));
    await settle();
    await second.printing.printOrder(order('2'));
    await settle();
    await first.printing.printOrder(order('3'));
    await settle();

    expect(host.numbers('COZINHA')).toEqual([1, 2, 3]);
    expect(host.numbers('CAIXA')).toEqual([1, 2, 3]);
    // Each tab's station summary counts the tickets the other printed.
    for (const tab of [first, second]) {
      const kitchen = (await tab.printing.getQueue()).stations?.find((s) => s.station === 'COZINHA');
      expect(kitchen).toMatchObject({ lastOut: 3 });
    }
  });

  /** Every station record a member of `channel` hears, in order. */
  function listen(channel: () => RecordsChannel) {
    const heard: Record<string, unknown>[] = [];
    channel().addEventListener('message', ({ data }) => {
      heard.push(...((data as { stationRecords?: Record<string, unknown>[] }).stationRecords ?? []));
    });
    return heard;
  }

  it('a tab ignores what it cannot read from another tab, and counts on from what it can', async () => {
    setUpStations();
    const channel = tabsHub();
    const heard = listen(channel);
    // Another tab, on a database of its own, prints one order: its kitchen record as it is told.
    const other = openPage(new IDBFactory(), printHost(), { channel });
    await settle();
    await other.printing.printOrder(order('1'));
    await settle();
    const told = heard.find((r) => r.station === 'COZINHA' && r.no === 1);
    expect(told).toBeDefined();

    const host = printHost();
    const page = openPage(new IDBFactory(), host, { channel });
    await settle();
    const stranger = channel();
    stranger.postMessage({
      stationRecords: [
        { key: 'x', type: 'ticket', day: 'ontem', no: -1 },
        null,
        7,
        { ...told, no: 'cinco' },
        { ...told, key: 'outro', no: 5 },
      ],
    });
    stranger.postMessage('lixo');
    await settle();
    await page.printing.printOrder(order('2'));
    await settle();
    // The bad ones changed nothing; the good one (nº 5 on the kitchen today) is counted on from.
    expect(host.numbers('COZINHA')).toEqual([6]);
    expect(host.numbers('CAIXA')).toEqual([1]);
  });

  it('a tab tells the others each record once per change: given, then out', async () => {
    setUpStations();
    const channel = tabsHub();
    const heard = listen(channel);
    const page = openPage(new IDBFactory(), printHost(), { channel });
    await settle();
    await page.printing.printOrder(order('1'));
    await settle();
    const tickets = heard.filter((r) => r.type === 'ticket');
    const byKey = new Map<string, Record<string, unknown>[]>();
    for (const r of tickets) byKey.set(String(r.key), [...(byKey.get(String(r.key)) ?? []), r]);
    expect([...byKey.values()].map((list) => list.map((r) => Boolean(r.out)))).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it("'Numerar os cupons' off: no number on paper, none in the queue", async () => {
    setUpStations({ numerarCupons: 'false' });
    const host = printHost();
    const page = openPage(new IDBFactory(), host);
    await page.printing.printOrder(order('1'));
    await settle();
    expect(host.printed.map((p) => p.text).join('\n')).not.toContain('Nº');
    expect((await page.printing.getQueue()).stations).toBeUndefined();
  });
});

describe('web mode: CANCELADO / ALTERADO slips (issue 33 §2)', () => {
  it('a cancel prints one CANCELADO per station, once, through paper-out and reloads', async () => {
    setUpStations();
    const idb = new IDBFactory();
    const host = printHost();
    const page = openPage(idb, host);
    await page.printing.printOrder(order('77'));
    await page.printing.printOrder(order('78'));
    await settle();

    // The staff cancel with the kitchen out of paper; the page reloads before it is back.
    host.set('COZINHA', 'paper-out');
    const cancel = { kind: 'cancelled' as const, orderId: '77', reason: 'Cliente desistiu' };
    expect(await page.printing.orderChanged(cancel)).toEqual({ ok: true, slips: 2 });
    // Told again (the platform's 'atualiza'): nothing more.
    expect(await page.printing.orderChanged(cancel)).toEqual({ ok: true, slips: 0 });
    await settle();

    host.set('COZINHA', 'ok');
    const after = openPage(idb, host);
    // The reload finds the order PC and tells it again: nothing more.
    expect(await after.printing.orderChanged(cancel)).toEqual({ ok: true, slips: 0 });
    await after.pollAgain();
    const again = openPage(idb, host);
    expect(await again.printing.orderChanged(cancel)).toEqual({ ok: true, slips: 0 });
    await settle();

    for (const printer of ['CAIXA', 'COZINHA']) {
      const slips = host.on(printer).filter((t) => t.includes('CANCELADO'));
      expect(slips).toHaveLength(1);
      expect(slips[0]).toContain('PEDIDO #77');
      expect(slips[0]).toContain('Cupom original: nº 1');
      expect(slips[0]).toContain('Motivo: Cliente desistiu');
      // The slip has a number of its own, after the station's tickets.
      expect(slips[0]).toContain('Nº 3');
    }
    // The orders screen, after the reloads: 'Cancelamento impresso na CAIXA, COZINHA'.
    expect(slipNotices(await again.printing.getQueue(), '77')).toEqual([
      'Cancelamento impresso na CAIXA, COZINHA',
    ]);
    // An order never printed here gets none.
    expect(await again.printing.orderChanged({ kind: 'cancelled', orderId: '99' })).toEqual({
      ok: true,
      slips: 0,
    });
  });

  it('the store can keep the cashier printer out; slips off prints none', async () => {
    setUpStations({ avisoCancelamentoCaixa: 'false' });
    const host = printHost();
    const page = openPage(new IDBFactory(), host);
    await page.printing.printOrder(order('1'));
    await page.printing.printOrder(order('2'));
    expect(await page.printing.orderChanged({ kind: 'cancelled', orderId: '1' })).toEqual({
      ok: true,
      slips: 1,
    });
    await settle();
    expect(host.on('COZINHA').filter((t) => t.includes('CANCELADO'))).toHaveLength(1);
    expect(host.on('CAIXA').filter((t) => t.includes('CANCELADO'))).toHaveLength(0);

    localStorage.setItem('avisoCancelamento', 'false');
    expect(await page.printing.orderChanged({ kind: 'cancelled', orderId: '2' })).toEqual({
      ok: true,
      slips: 0,
    });
  });

  it('changed items give each station an ALTERADO with + and -, once, also after a reload', async () => {
    setUpStations();
    const idb = new IDBFactory();
    const host = printHost();
    const page = openPage(idb, host);
    const printedItems = [pizza(1), item('Esfiha', 2, '1'), item('Coca-Cola', 1, '9')];
    await page.printing.printOrder(order('5', printedItems));
    await settle();

    const changed = order('5', [pizza(2), item('Calzone', 1, '1'), item('Coca-Cola', 1, '9')]);
    expect(await page.printing.orderChanged({ kind: 'items', order: changed })).toEqual({
      ok: true,
      slips: 2,
    });
    expect(await page.printing.orderChanged({ kind: 'items', order: changed })).toEqual({
      ok: true,
      slips: 0,
    });
    await settle();
    const after = openPage(idb, host);
    expect(await after.printing.orderChanged({ kind: 'items', order: changed })).toEqual({
      ok: true,
      slips: 0,
    });
    await settle();

    const kitchen = host.on('COZINHA').filter((t) => t.includes('ALTERADO'));
    expect(kitchen).toHaveLength(1);
    expect(kitchen[0]).toContain('+ 1x Pizza Margherita (Borda: Catupiry)');
    expect(kitchen[0]).toContain('+ 1x Calzone');
    expect(kitchen[0]).toContain('- 2x Esfiha');
    expect(kitchen[0]).not.toContain('Coca-Cola');
    expect(kitchen[0]).toContain('Nº 2');
    expect(host.on('CAIXA').filter((t) => t.includes('ALTERADO'))).toHaveLength(1);

    // A second change goes from the first change's items: only the difference, a slip of its own.
    const again = order('5', [pizza(2), item('Coca-Cola', 1, '9')]);
    expect(await after.printing.orderChanged({ kind: 'items', order: again })).toEqual({
      ok: true,
      slips: 2,
    });
    await settle();
    const second = host.on('COZINHA').filter((t) => t.includes('ALTERADO'))[1];
    expect(second).toContain('- 1x Calzone');
    expect(second).not.toContain('Pizza');
    expect(slipNotices(await after.printing.getQueue(), '5')).toEqual([
      'Alteração impressa na CAIXA, COZINHA',
    ]);
  });
});

describe("web mode's settings keep the station flags", () => {
  it('reads them absent as on, and writes what staff untick', async () => {
    const { readWebPrintSettings, writeWebPrintSettings } =
      await import('../../../renderer/src/platform/webPrintSettings');
    localStorage.clear();
    const before = readWebPrintSettings(localStorage);
    expect(before.numerarCupons).toBeUndefined();
    writeWebPrintSettings(localStorage, {
      ...before,
      numerarCupons: 'false',
      avisoCancelamento: 'true',
      avisoCancelamentoCaixa: 'false',
    });
    expect(localStorage.getItem('numerarCupons')).toBe('false');
    expect(readWebPrintSettings(localStorage)).toMatchObject({
      numerarCupons: 'false',
      avisoCancelamento: 'true',
      avisoCancelamentoCaixa: 'false',
    });
  });
});
