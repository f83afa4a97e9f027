import { describe, expect, it, vi } from 'vitest';
import { PRINT_MESSAGES, WEB_QUEUE_CLOSE_NOTICE } from '../../../shared/printing';
import { createDesktopPlatform } from '../../../renderer/src/platform/desktop';
import { createWebPrinting, QZ_WEB_MESSAGE, WEB_COPY_GONE } from '../../../renderer/src/platform/webPrinting';
import { localPrintBases, printerNames } from '../../../renderer/src/platform/webPrintModule';
import { readWebPrintSettings, WEB_PRINT_DEFAULTS } from '../../../renderer/src/platform/webPrintSettings';
import type { CashDeskBridge } from '../../../shared/bridge';
import { liveOrder } from './orderFixtures';
import { fakePrinting } from './printing-orders-fakes';

interface Sent {
  url: string;
  body: Record<string, unknown> | null;
}

/** A loopback module: answers per URL; records every request. */
function moduleStub(answer: (url: string) => Response | Promise<Response> | 'down') {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null });
    const a = await answer(url);
    if (a === 'down') throw new TypeError('Failed to fetch');
    return a;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const ok = (body: unknown = { status: true }) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function web(
  answer: Parameters<typeof moduleStub>[0],
  items: Record<string, string> = {},
  config: unknown = {},
) {
  localStorage.clear();
  for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  const stub = moduleStub(answer);
  const printing = createWebPrinting({
    storage: localStorage,
    fetch: stub.fetch,
    loadConfig: async () => config,
    sleep: async () => undefined,
  });
  return { printing, sent: stub.sent };
}

const order = liveOrder({ id_pedido: '777', estabelecimento_nome: 'Pizzaria Teste' });

describe('web print settings (localStorage, spec 01 §3 keys)', () => {
  it('empty storage gives the spec defaults', () => {
    localStorage.clear();
    expect(readWebPrintSettings(localStorage)).toEqual(WEB_PRINT_DEFAULTS);
  });

  it.each([
    ['qtdeCopia', '0', 'qtdeCopia', 1],
    ['qtdeCopia', '3', 'qtdeCopia', 3],
    ['delay', '1500', 'delay', 1000],
    ['delay', '4000', 'delay', 4000],
    ['larguraMaximaPagina', '4,8', 'larguraMaximaPagina', '4,8'],
    ['larguraMaximaPagina', '9,9', 'larguraMaximaPagina', '7,0'],
    ['metodoImpressao', 'nat', 'metodoImpressao', 'nat'],
    ['metodoImpressao', '<script>', 'metodoImpressao', 'aiboo'],
    ['impressora', 'EPSON', 'defaultPrinter', 'EPSON'],
    ['autoAceiteImprimir', 'true', 'autoAceiteImprimir', 'true'],
    ['autoAceiteImprimir', 'yes', 'autoAceiteImprimir', 'false'],
    ['impressorasCaixa', '["A","A"," B "]', 'impressorasCaixa', ['A', 'B']],
    ['impressorasCaixa', '{broken', 'impressorasCaixa', []],
    [
      'impressorasProducao',
      '{"12":{"impressora":"K","agrupamento":"Pizzas"}}',
      'impressorasProducao',
      { 12: { impressora: 'K', agrupamento: 'Pizzas' } },
    ],
    ['impressorasProducao', '{"../x":{"impressora":"K"}}', 'impressorasProducao', {}],
    ['tamanhoFonte', '11', 'tamanhoFonte', 8],
    ['nomeFonte', 'Verdana', 'nomeFonte', 'Verdana'],
  ])('%s=%s → %s %j', (key, raw, field, expected) => {
    localStorage.clear();
    localStorage.setItem(key, raw);
    expect(readWebPrintSettings(localStorage)[field as keyof typeof WEB_PRINT_DEFAULTS]).toEqual(expected);
  });

  it('saves under the spec keys and refuses an invalid form without writing anything', async () => {
    const { printing } = web(() => ok());
    const view = await printing.saveSettings({
      ...WEB_PRINT_DEFAULTS,
      defaultPrinter: 'EPSON',
      autoAceiteImprimir: 'true',
    });
    expect(view.settings.defaultPrinter).toBe('EPSON');
    expect(localStorage.getItem('impressora')).toBe('EPSON');
    expect(localStorage.getItem('autoAceiteImprimir')).toBe('true');
    expect(localStorage.getItem('impressorasCaixa')).toBe('[]');
    await expect(printing.saveSettings({ ...WEB_PRINT_DEFAULTS, delay: 1500 })).rejects.toThrow(/delay/);
    expect(localStorage.getItem('delay')).toBe('1000');
  });

  it('QZ credentials never go into the browser', async () => {
    const { printing } = web(() => ok());
    await expect(printing.setQzCredentials({ privateKey: 'x' })).rejects.toThrow(QZ_WEB_MESSAGE);
    expect((await printing.getSettings()).qz).toEqual({ certificate: '', hasPrivateKey: false });
  });
});

describe('web printer list', () => {
  it.each([
    ['aiboo', 'http://127.0.0.1:65517/impressoras'],
    ['nat', 'http://127.0.0.1:8847/list'],
  ])('%s asks %s', async (method, url) => {
    const { printing, sent } = web(() => ok({ impressoras: ['EPSON', { nome: 'ELGIN' }, '', 7] }), {
      metodoImpressao: method,
    });
    const list = await printing.listPrinters();
    expect(sent[0]?.url).toBe(url);
    expect(list.printers.map((p) => p.name)).toEqual(['EPSON', 'ELGIN']);
    expect(list.problem).toBeUndefined();
  });

  it.each([
    ['module down', () => 'down' as const],
    ['HTTP 500', () => new Response('x', { status: 500 })],
    ['not JSON', () => new Response('<html>', { status: 200 })],
    ['no list', () => ok({ status: true })],
  ])('%s → problem', async (_name, answer) => {
    const { printing } = web(answer);
    expect(await printing.listPrinters()).toEqual({ printers: [], problem: PRINT_MESSAGES.listProblem });
  });

  it('qz in the browser says it needs the desktop app', async () => {
    const { printing, sent } = web(() => ok(), { metodoImpressao: 'qz' });
    expect((await printing.listPrinters()).problem).toBe(QZ_WEB_MESSAGE);
    expect(sent).toHaveLength(0);
  });

  it('printerNames rejects a body without a list', () => {
    expect(() => printerNames({ impressoras: 'EPSON' })).toThrow();
    expect(printerNames(['A', { name: 'B' }])).toEqual(['A', 'B']);
  });
});

describe('web printing errors are the spec texts (01 §8)', () => {
  it.each([
    ['no printer at all', {}, () => ok(), PRINT_MESSAGES.noPrinter],
    [
      'module unreachable (aiboo)',
      { impressora: 'EPSON' },
      () => 'down' as const,
      PRINT_MESSAGES.moduleNotFound,
    ],
    [
      'module unreachable (nat)',
      { impressora: 'EPSON', metodoImpressao: 'nat' },
      () => 'down' as const,
      PRINT_MESSAGES.moduleNotFound,
    ],
    [
      'aiboo answers an error',
      { impressora: 'EPSON' },
      () => new Response('{}', { status: 502 }),
      PRINT_MESSAGES.ep01,
    ],
    [
      'aiboo answers status false',
      { impressora: 'EPSON' },
      () => ok({ status: false, erro: 'x' }),
      PRINT_MESSAGES.ep01,
    ],
    [
      'nat print fails',
      { impressora: 'EPSON', metodoImpressao: 'nat' },
      () => new Response('', { status: 500 }),
      PRINT_MESSAGES.nativeFailed,
    ],
    ['qz in the browser', { impressora: 'EPSON', metodoImpressao: 'qz' }, () => ok(), QZ_WEB_MESSAGE],
  ])('%s', async (_name, items, answer, error) => {
    const { printing } = web(answer, items);
    expect(await printing.printOrder(order)).toEqual({ ok: false, error });
  });
});

describe('web printing', () => {
  it('posts the cashier ticket with printer, copies, width, margins and font', async () => {
    const { printing, sent } = web(() => ok(), {
      impressora: 'EPSON',
      qtdeCopia: '2',
      larguraMaximaPagina: '4,8',
      margemEsquerda: '2',
    });
    expect(await printing.printOrder(order)).toEqual({ ok: true, queued: 1, skippedCategories: [] });
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body ?? {};
    expect(sent[0]?.url).toBe('http://127.0.0.1:65517/imprimir');
    expect(body).toMatchObject({
      impressora: 'EPSON',
      qtdeCopia: 2,
      larguraMaximaPagina: '4,8',
      margemEsquerda: 2,
      nomeFonte: 'Tahoma',
      tamanhoFonte: 8,
    });
    const rows = String(body.texto).split('\n');
    expect(rows.some((r) => r.includes('777'))).toBe(true);
    // 58 mm is 32 columns; the module adds the 2-column margin itself.
    expect(Math.max(...rows.map((r) => r.length))).toBeLessThanOrEqual(30);
  });

  it('never prints an order twice in one page unless asked to reprint', async () => {
    const { printing, sent } = web(() => ok(), { impressora: 'EPSON' });
    await printing.printOrder(order);
    expect(await printing.printOrder(order)).toEqual({ ok: true, queued: 0, skippedCategories: [] });
    expect(sent).toHaveLength(1);
    await printing.printOrder(order, { reprint: true });
    expect(sent).toHaveLength(2);
    expect(String(sent[1]?.body?.texto)).toContain('REIMPRESSÃO');
  });

  it('two requests at once send the ticket once', async () => {
    const { printing, sent } = web(() => ok(), { impressora: 'EPSON' });
    await Promise.all([printing.printOrder(order), printing.printOrder(order)]);
    expect(sent).toHaveLength(1);
  });

  it('a failed ticket is sent again on the next request, and shows in the queue meanwhile', async () => {
    let down = true;
    const { printing, sent } = web(() => (down ? 'down' : ok()), { impressora: 'EPSON' });
    await printing.printOrder(order);
    const q = await printing.getQueue();
    expect(q.failed).toHaveLength(1);
    expect(q.failed[0]).toMatchObject({
      orderId: '777',
      label: 'Caixa',
      printerName: 'EPSON',
      attempts: 1,
      lastError: PRINT_MESSAGES.moduleNotFound,
    });
    expect(q.alerts).toEqual([
      {
        printerName: 'EPSON',
        message: `${PRINT_MESSAGES.moduleNotFound} ${WEB_QUEUE_CLOSE_NOTICE}`,
        waitingJobs: 1,
        problem: null,
      },
    ]);
    down = false;
    expect(await printing.printOrder(order)).toMatchObject({ ok: true, queued: 1 });
    expect(sent).toHaveLength(2);
    const after = await printing.getQueue();
    expect(after.failed).toHaveLength(0);
    expect(after.printedToday[0]?.attempts).toBe(2);
  });

  it('routes production tickets by category, names the ones with no printer', async () => {
    const withItems = liveOrder({
      id_pedido: '778',
      pedidoObj: {
        itens: [
          {
            nome: 'Pizza',
            quantidade: 1,
            valor_unitario: 50,
            valor_total: 50,
            linhas: [],
            id_cardapio_categoria: '12',
          },
          {
            nome: 'Suco',
            quantidade: 1,
            valor_unitario: 8,
            valor_total: 8,
            linhas: [],
            id_cardapio_categoria: '20',
          },
        ],
      },
    });
    const { printing, sent } = web(() => ok(), {
      impressora: 'EPSON',
      impressaoProducao: 'true',
      impressorasProducao: JSON.stringify({ 12: { impressora: 'COZINHA', agrupamento: 'Pizzas' } }),
    });
    const result = await printing.printOrder(withItems, {
      categories: [
        { id: '12', name: 'Pizzas Salgadas' },
        { id: '20', name: 'Bebidas' },
      ],
    });
    expect(result).toEqual({ ok: true, queued: 2, skippedCategories: ['Bebidas'] });
    expect(sent.map((s) => s.body?.impressora)).toEqual(['EPSON', 'COZINHA']);
    const q = await printing.getQueue();
    expect(q.printedToday.map((j) => j.label)).toEqual(['Caixa', 'Pizzas Salgadas']);
    // A reprint is the cashier ticket only.
    await printing.printOrder(withItems, { reprint: true });
    expect(sent.map((s) => s.body?.impressora)).toEqual(['EPSON', 'COZINHA', 'EPSON']);
  });

  it('reprintJob and testPage go to the module; an unknown job is a clear message', async () => {
    let down = true;
    const { printing, sent } = web(() => (down ? 'down' : ok()), { impressora: 'EPSON' });
    await printing.printOrder(order);
    const key = (await printing.getQueue()).failed[0]?.key ?? '';
    down = false;
    expect(await printing.reprintJob(key)).toEqual({ ok: true });
    expect(sent.at(-1)?.body?.texto).toBeDefined();
    expect((await printing.reprintJob('nope')).ok).toBe(false);
    expect(await printing.testPage('ELGIN')).toEqual({ ok: true });
    expect(sent.at(-1)?.body?.impressora).toBe('ELGIN');
  });

  it('a printed ticket lets its order go: a reprint from the queue asks for the order again (issue 37 §2)', async () => {
    const { printing, sent } = web(() => ok(), { impressora: 'EPSON' });
    await printing.printOrder(order);
    const key = (await printing.getQueue()).printedToday[0]?.key ?? '';
    expect(await printing.reprintJob(key)).toEqual({ ok: false, error: WEB_COPY_GONE });
    expect(sent).toHaveLength(1);
    // Imprimir on the order (the reprint confirmation) hands the order back: it prints, marked.
    await printing.printOrder(order, { reprint: true });
    expect(sent).toHaveLength(2);
    expect(String(sent[1]?.body?.texto)).toContain('REIMPRESSÃO');
    expect((await printing.getQueue()).printedToday.map((j) => j.key)).toEqual([key]);
  });

  it("testPage sends the desktop's test page as text: accents, the 58 and 80 mm rulers, the printer's name", async () => {
    const { printing, sent } = web(() => ok(), { impressora: 'EPSON' });
    expect(await printing.testPage('ELGIN')).toEqual({ ok: true });
    const lines = String(sent[0]?.body?.texto).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining('TESTE DE IMPRESSÃO'),
        expect.stringMatching(/^ +ELGIN$/),
        expect.stringMatching(/^Marca +não identificada$/),
        expect.stringMatching(/^Modelo +não identificado$/),
        'ÁÉÍÓÚ ÂÊÔ ÃÕ Ç áéíóú âêô ãõ ç',
        'Régua 58 mm (32 colunas):',
        '----+----1----+----2----+----3--',
        'Régua 80 mm (48 colunas):',
        '----+----1----+----2----+----3----+----4----+---',
      ]),
    );
    // The module builds the bytes: the page does not claim a command language or code page.
    expect(lines.some((l) => l.startsWith('Comandos') || l.startsWith('Página de código'))).toBe(false);
  });

  it('onQueueChanged reports each state', async () => {
    const { printing } = web(() => ok(), { impressora: 'EPSON' });
    const states: string[] = [];
    // The web's queue is this page's own: it always reports the whole queue.
    const off = printing.onQueueChanged((q) =>
      states.push(
        'from' in q ? 'delta' : (q.pending[0]?.state ?? (q.printedToday.length ? 'printed' : 'empty')),
      ),
    );
    await printing.printOrder(order);
    off();
    expect(states).toEqual(['queued', 'printing', 'printed']);
  });
});

describe('web queue', () => {
  it('printed today means today: yesterday leaves the list at midnight', async () => {
    let clock = new Date(2026, 10, 20, 23, 59).getTime();
    localStorage.clear();
    localStorage.setItem('impressora', 'EPSON');
    const stub = moduleStub(() => ok());
    const printing = createWebPrinting({
      storage: localStorage,
      fetch: stub.fetch,
      loadConfig: async () => ({}),
      sleep: async () => undefined,
      now: () => clock,
    });
    await printing.printOrder(order);
    expect((await printing.getQueue()).printedToday).toHaveLength(1);
    clock += 2 * 60_000;
    expect((await printing.getQueue()).printedToday).toHaveLength(0);
  });
});

describe('module addresses', () => {
  it.each([
    [{}, 'http://127.0.0.1:65517'],
    [{ localPrint: { aiboo: 'http://127.0.0.1:4999/' } }, 'http://127.0.0.1:4999'],
    [{ localPrint: { aiboo: 'http://localhost:4999' } }, 'http://localhost:4999'],
    [{ localPrint: { aiboo: 'http://evil.example:65517' } }, 'http://127.0.0.1:65517'],
    [{ localPrint: { aiboo: 'file:///etc/passwd' } }, 'http://127.0.0.1:65517'],
    [{ localPrint: { aiboo: 'not a url' } }, 'http://127.0.0.1:65517'],
    [null, 'http://127.0.0.1:65517'],
  ])('%j → %s', (config, expected) => {
    expect(localPrintBases(config).aiboo).toBe(expected);
  });

  it('the runtime config points printing at another loopback port', async () => {
    const { printing, sent } = web(
      () => ok(),
      { impressora: 'EPSON' },
      { localPrint: { aiboo: 'http://127.0.0.1:4999' } },
    );
    await printing.printOrder(order);
    expect(sent[0]?.url).toBe('http://127.0.0.1:4999/imprimir');
  });
});

describe('desktop printing', () => {
  it('forwards to the bridge', async () => {
    const fake = fakePrinting();
    const platform = createDesktopPlatform({ printing: fake.bridge } as unknown as CashDeskBridge);
    await platform.printing.printOrder(order, { reprint: true });
    expect(fake.bridge.printOrder).toHaveBeenCalledWith(order, { reprint: true });
  });
});

describe('print messages', () => {
  it('are the spec’s own words (01 §8 the error catalogue, 02 §2.8 the printer list)', () => {
    expect(Object.entries(PRINT_MESSAGES)).toEqual([
      ['noPrinter', 'Impressora não selecionada, escolha uma impressora e tente novamente.'],
      ['nativeFailed', 'Erro na impressão nativa 8847!'],
      ['moduleNotFound', 'Módulo da impressora não encontrado'],
      ['moduleError', 'Erro no módulo de impressão'],
      ['ep01', 'Erro EP01 - módulo de impressão'],
      ['listProblem', 'Problemas no módulo de impressão.'],
    ]);
  });
});

describe('web mode keeps no copy of an order anywhere but the page (issue 37 §2)', () => {
  it('printing, failing and discarding leave no customer data in local or session storage', async () => {
    let down = true;
    const { printing } = web(() => (down ? 'down' : ok()), { impressora: 'EPSON' });
    sessionStorage.clear();
    const customer = liveOrder({
      id_pedido: '778',
      usuario_nome: 'Maria Sigilosa',
      usuario_telefone_formatado: '(11) 97777-6666',
      endereco_completo: 'Rua Secreta, 99',
    });
    await printing.printOrder(customer);
    const failed = (await printing.getQueue()).failed[0];
    expect(failed).toBeDefined();
    down = false;
    await printing.printOrder({ ...customer, id_pedido: '779' });
    expect(await printing.discardJob(failed?.key ?? '')).toEqual({ ok: true });
    for (const storage of [localStorage, sessionStorage]) {
      const everything = Object.keys(storage)
        .map((k) => `${k}=${storage.getItem(k) ?? ''}`)
        .join('\n');
      for (const secret of ['Maria', '97777', 'Rua Secreta']) expect(everything).not.toContain(secret);
    }
  });
});
