import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PRINT_MESSAGES } from '../../../shared/printing';
import {
  LOCAL_MESSAGES,
  MAX_BODY_BYTES,
  SERVICE_MESSAGES,
  startLocalPrintService,
  type LocalPrintCore,
  type LocalPrintRequest,
  type LocalPrintService,
} from '../../../main/printing/local-service';
import { PrinterError } from '../../../main/printing/transports/port';
import { createMemoryLogger } from '../../support/logger';

const PANEL = 'http://localhost:5180';
const TOKEN = 'ABCD-EFGH-JKLM-NPQR-STUV';
const access = (origins: readonly string[] = [PANEL]) => ({
  accepts: (header: string | undefined) => header === TOKEN,
  webOrigins: () => origins,
});
const running: LocalPrintService[] = [];
const blockers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  await Promise.all(blockers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function fakeCore(opts: { fail?: Error; listFail?: boolean } = {}) {
  const printed: LocalPrintRequest[] = [];
  const core: LocalPrintCore = {
    listPrinters: () =>
      opts.listFail ? Promise.reject(new Error('spooler parado')) : Promise.resolve(['Caixa', 'Cozinha']),
    printText: (req) => {
      if (opts.fail) return Promise.reject(opts.fail);
      printed.push(req);
      return Promise.resolve();
    },
  };
  return { core, printed };
}

async function start(
  core: LocalPrintCore,
  origins?: string[],
  extra: { drawerLimit?: { pulses: number; windowMs: number }; now?: () => number } = {},
) {
  const log = createMemoryLogger();
  const service = await startLocalPrintService({
    core,
    ports: { aiboo: 0, nat: 0 },
    log,
    access: access(origins),
    ...extra,
  });
  running.push(service);
  return { service, log, aiboo: service.ports.aiboo ?? 0, nat: service.ports.nat ?? 0 };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

function call(
  port: number,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string | Buffer; token?: string | null } = {},
): Promise<Answer> {
  // Every call brings the pairing code unless the test says otherwise (token: null).
  const token = opts.token === undefined ? TOKEN : opts.token;
  const headers = { ...(token === null ? {} : { 'X-Caixa-Token': token }), ...opts.headers };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
        });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const json = (value: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

describe('local print service', () => {
  it.each([
    ['aiboo', '/impressoras'],
    ['nat', '/list'],
    ['aiboo', '/list/'],
  ] as const)('%s GET %s lists printers as impressoras', async (flavour, path) => {
    const t = await start(fakeCore().core);
    const answer = await call(t[flavour], 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, impressoras: ['Caixa', 'Cozinha'] });
  });

  it('prints the spec fields (aiboo, JSON) with the width and margins read', async () => {
    const { core, printed } = fakeCore();
    const t = await start(core);
    const answer = await call(
      t.aiboo,
      'POST',
      '/imprimir',
      json({
        impressora: 'Caixa',
        texto: 'Pedido 12\nPão de queijo\u001b@',
        qtdeCopia: '2',
        larguraMaximaPagina: '4,8',
        margemEsquerda: '1,5',
        margemDireita: 0,
        nomeFonte: 'Tahoma',
        tamanhoFonte: '10',
      }),
    );
    expect(answer).toMatchObject({ status: 200, body: { status: true } });
    expect(printed).toEqual([
      {
        printer: 'Caixa',
        text: 'Pedido 12\nPão de queijo@',
        copies: 2,
        widthMm: 58,
        marginLeft: 1.5,
        marginRight: 0,
        fontName: 'Tahoma',
        fontSize: 10,
      },
    ]);
  });

  it('prints form-encoded English aliases (nat /print) with the defaults', async () => {
    const { core, printed } = fakeCore();
    const t = await start(core);
    const body = new URLSearchParams({ printer: 'Cozinha', text: 'Mesa 4', width: '80' }).toString();
    const answer = await call(t.nat, 'POST', '/print', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(printed).toEqual([
      { printer: 'Cozinha', text: 'Mesa 4', copies: 1, widthMm: 80, marginLeft: 0, marginRight: 0 },
    ]);
  });

  it.each([
    ['no printer', { texto: 'x' }, PRINT_MESSAGES.noPrinter],
    ['blank printer', { impressora: '   ', texto: 'x' }, PRINT_MESSAGES.noPrinter],
    ['printer not text', { impressora: ['a'], texto: 'x' }, PRINT_MESSAGES.noPrinter],
    ['no text', { impressora: 'Caixa' }, LOCAL_MESSAGES.noText],
    ['blank text', { impressora: 'Caixa', texto: ' \n ' }, LOCAL_MESSAGES.noText],
    ['text too long', { impressora: 'Caixa', texto: 'x'.repeat(40_000) }, LOCAL_MESSAGES.textTooLong],
    ['zero copies', { impressora: 'Caixa', texto: 'x', copias: 0 }, LOCAL_MESSAGES.copies],
    ['many copies', { impressora: 'Caixa', texto: 'x', copias: '500' }, LOCAL_MESSAGES.copies],
    ['copies as words', { impressora: 'Caixa', texto: 'x', copies: 'duas' }, LOCAL_MESSAGES.copies],
    ['width 100', { impressora: 'Caixa', texto: 'x', largura: '100' }, LOCAL_MESSAGES.width],
    ['negative margin', { impressora: 'Caixa', texto: 'x', margemEsquerda: -1 }, LOCAL_MESSAGES.margin],
    ['huge margin', { impressora: 'Caixa', texto: 'x', margemDireita: '1e9' }, LOCAL_MESSAGES.margin],
    ['font with markup', { impressora: 'Caixa', texto: 'x', nomeFonte: '<b>' }, LOCAL_MESSAGES.font],
    ['font size 0', { impressora: 'Caixa', texto: 'x', tamanhoFonte: 0 }, LOCAL_MESSAGES.fontSize],
  ])('refuses %s with 400 and the message', async (_name, body, erro) => {
    const { core, printed } = fakeCore();
    const t = await start(core);
    const answer = await call(t.aiboo, 'POST', '/imprimir', json(body));
    expect(answer).toMatchObject({ status: 400, body: { status: false, erro } });
    expect(printed).toEqual([]);
  });

  it.each([
    ['broken JSON', { 'Content-Type': 'application/json' }, '{"impressora":'],
    ['a JSON array', { 'Content-Type': 'application/json' }, '["Caixa"]'],
    ['XML', { 'Content-Type': 'application/xml' }, '<impressora>Caixa</impressora>'],
  ])('refuses %s as unreadable', async (_name, headers, body) => {
    const { core, printed } = fakeCore();
    const t = await start(core);
    const answer = await call(t.nat, 'POST', '/print', { headers, body });
    expect(answer).toMatchObject({ status: 400, body: { erro: SERVICE_MESSAGES.body } });
    expect(printed).toEqual([]);
  });

  it('accepts JSON sent as text/plain, and does not let __proto__ in', async () => {
    const { core, printed } = fakeCore();
    const t = await start(core);
    const body = '{"impressora":"Caixa","texto":"ok","__proto__":{"copies":9}}';
    const answer = await call(t.aiboo, 'POST', '/imprimir', {
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(printed[0]?.copies).toBe(1);
    expect(({} as Record<string, unknown>).copies).toBeUndefined();
  });

  it('refuses an oversize body, declared or streamed, without printing', async () => {
    const { core, printed } = fakeCore();
    const t = await start(core);
    const big = JSON.stringify({ impressora: 'Caixa', texto: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await call(t.aiboo, 'POST', '/imprimir', json(JSON.parse(big)));
    expect(declared).toMatchObject({ status: 413, body: { erro: SERVICE_MESSAGES.tooLarge } });
    const streamed = await call(t.aiboo, 'POST', '/imprimir', {
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: big,
    });
    expect(streamed.status).toBe(413);
    expect(printed).toEqual([]);
  });

  it('a printer failure is a 502 with its text; a list failure the spec message', async () => {
    const failing = await start(
      fakeCore({ fail: new PrinterError('offline', 'A impressora não respondeu.') }).core,
    );
    expect(
      await call(failing.aiboo, 'POST', '/imprimir', json({ impressora: 'Caixa', texto: 'x' })),
    ).toMatchObject({
      status: 502,
      body: { status: false, erro: 'A impressora não respondeu.' },
    });
    const listing = await start(fakeCore({ listFail: true }).core);
    expect(await call(listing.nat, 'GET', '/list')).toMatchObject({
      status: 502,
      body: { status: false, erro: PRINT_MESSAGES.listProblem, impressoras: [] },
    });
  });

  it.each([
    ['PAPER_OUT', { problema: 'paper-out' }],
    ['COVER_OPEN', { problema: 'cover-open' }],
    [undefined, {}],
  ] as const)('a ticket cut off mid-way (%s) is a 502 flagged interrompido', async (code, named) => {
    const cut = new PrinterError('interrupted', 'A bobina acabou durante a impressão.', code);
    const t = await start(fakeCore({ fail: cut }).core);
    const answer = await call(t.aiboo, 'POST', '/imprimir', json({ impressora: 'Caixa', texto: 'x' }));
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      status: false,
      erro: 'A bobina acabou durante a impressão.',
      interrompido: true,
      ...named,
    });
  });

  it('a failure that sent nothing carries no interrompido flag', async () => {
    const refused = new PrinterError('offline', 'A impressora não respondeu.', 'PAPER_OUT');
    const t = await start(fakeCore({ fail: refused }).core);
    const answer = await call(t.nat, 'POST', '/print', json({ impressora: 'Caixa', texto: 'x' }));
    expect(answer).toMatchObject({ status: 502 });
    expect(answer.body).toEqual({ status: false, erro: 'A impressora não respondeu.' });
  });

  it.each([
    ['GET', '/imprimir', 405],
    ['POST', '/impressoras', 405],
    ['DELETE', '/print', 405],
    ['GET', '/', 404],
    ['GET', '/../etc/passwd', 404],
    ['GET', '/impressoras.json', 404],
  ])('%s %s → %s', async (method, path, status) => {
    const t = await start(fakeCore().core);
    expect((await call(t.aiboo, method, path)).status).toBe(status);
  });

  describe('CORS and loopback', () => {
    it('answers the panel preflight with the code header listed, and never a private-network one', async () => {
      const t = await start(fakeCore().core);
      const answer = await call(t.aiboo, 'OPTIONS', '/imprimir', {
        token: null,
        headers: {
          Origin: PANEL,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-caixa-token',
          'Access-Control-Request-Private-Network': 'true',
        },
      });
      expect(answer.status).toBe(204);
      expect(answer.headers).toMatchObject({
        'access-control-allow-origin': PANEL,
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'Content-Type, X-Caixa-Token',
        vary: 'Origin',
      });
      expect(answer.headers['access-control-allow-private-network']).toBeUndefined();
    });

    it('lets the configured web-mode origin print, with the origin echoed', async () => {
      const { core, printed } = fakeCore();
      const t = await start(core);
      const answer = await call(
        t.aiboo,
        'POST',
        '/imprimir',
        json({ impressora: 'Caixa', texto: 'x' }, { Origin: PANEL }),
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(PANEL);
      expect(printed).toHaveLength(1);
    });

    it.each(['http://127.0.0.1:43210', 'http://localhost:3000', 'http://[::1]:8080', 'app://bundle'])(
      'refuses another loopback page (%s) even with the right code, and its preflight',
      async (origin) => {
        const { core, printed } = fakeCore();
        const t = await start(core);
        const preflight = await call(t.aiboo, 'OPTIONS', '/imprimir', {
          token: null,
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
        expect(preflight.status).toBe(403);
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
        const answer = await call(
          t.aiboo,
          'POST',
          '/imprimir',
          json({ impressora: 'Caixa', texto: 'x' }, { Origin: origin }),
        );
        expect(answer).toMatchObject({ status: 403, body: { status: false, erro: SERVICE_MESSAGES.origin } });
        expect(printed).toEqual([]);
      },
    );
    it.each([
      'https://evil.example',
      'null',
      'http://localhost.evil.example',
      'http://localhost:5180.evil.example',
      'http://127.0.0.1@evil.example',
      'file://',
      'app://bundle.evil',
    ])('refuses origin %s before printing, even a simple form post', async (origin) => {
      const { core, printed } = fakeCore();
      const t = await start(core);
      const answer = await call(t.nat, 'POST', '/print', {
        headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'printer=Caixa&text=pwned',
      });
      expect(answer).toMatchObject({ status: 403, body: { erro: SERVICE_MESSAGES.origin } });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(printed).toEqual([]);
    });

    it('takes a configured origin list', async () => {
      const t = await start(fakeCore().core, ['https://painel.example']);
      expect(
        (await call(t.aiboo, 'GET', '/impressoras', { headers: { Origin: 'https://painel.example' } }))
          .status,
      ).toBe(200);
      expect(
        (await call(t.aiboo, 'GET', '/impressoras', { headers: { Origin: 'https://outro.example' } })).status,
      ).toBe(403);
    });

    it.each(['evil.example', 'evil.example:65517', '127.0.0.1.evil.example', 'localhost.evil.example:8847'])(
      'refuses Host %j (DNS rebinding)',
      async (host) => {
        const t = await start(fakeCore().core);
        const answer = await call(t.aiboo, 'GET', '/impressoras', { headers: { Host: host } });
        expect(answer).toMatchObject({ status: 403, body: { erro: SERVICE_MESSAGES.host } });
      },
    );

    it.each(['localhost', 'localhost:65517', '127.0.0.1:8847', '[::1]:8847'])(
      'accepts Host %s',
      async (host) => {
        const t = await start(fakeCore().core);
        expect((await call(t.aiboo, 'GET', '/impressoras', { headers: { Host: host } })).status).toBe(200);
      },
    );
  });

  it('a port already taken (the panel module runs there) is null and logged, not a crash', async () => {
    const blocker = net.createServer();
    blockers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    const log = createMemoryLogger();
    const service = await startLocalPrintService({
      core: fakeCore().core,
      ports: { aiboo: taken, nat: 0 },
      log,
      access: access(),
    });
    running.push(service);
    expect(service.ports.aiboo).toBeNull();
    expect(service.ports.nat).toBeGreaterThan(0);
    expect(log.has('warn', `a porta ${taken} já está em uso`)).toBe(true);
    expect((await call(service.ports.nat ?? 0, 'GET', '/impressoras')).status).toBe(200);
  });

  it('listens on loopback only and closes cleanly', async () => {
    const t = await start(fakeCore().core);
    await t.service.close();
    await expect(call(t.aiboo, 'GET', '/impressoras')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  describe('pairing code', () => {
    it.each([
      ['no code', undefined],
      ['an empty code', ''],
      ['a wrong code', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ'],
    ])('a local program with %s is refused with 403 and the message, on every route', async (_n, token) => {
      const { core, printed } = fakeCore();
      const opened: string[] = [];
      core.openDrawer = (printer) => {
        opened.push(printer);
        return Promise.resolve({ ok: true });
      };
      const t = await start(core);
      const opts = { token: token ?? null };
      for (const [port, method, path, body] of [
        [t.aiboo, 'GET', '/impressoras', undefined],
        [t.nat, 'GET', '/list', undefined],
        [t.aiboo, 'POST', '/imprimir', { impressora: 'Caixa', texto: 'falso' }],
        [t.nat, 'POST', '/print', { impressora: 'Caixa', texto: 'falso' }],
        [t.aiboo, 'POST', '/gaveta', { impressora: 'Caixa', motivo: 'manual' }],
      ] as const) {
        const answer = await call(port, method, path, body ? { ...json(body), ...opts } : opts);
        expect(answer).toMatchObject({ status: 403, body: { status: false, erro: SERVICE_MESSAGES.token } });
      }
      expect(printed).toEqual([]);
      expect(opened).toEqual([]);
      expect(t.log.has('warn', 'sem código de pareamento válido recusado (chamador: programa local)')).toBe(
        true,
      );
    });

    it('an allowed page without the code is refused too (a form post cannot send it)', async () => {
      const { core, printed } = fakeCore();
      const t = await start(core);
      const answer = await call(t.nat, 'POST', '/print', {
        token: null,
        headers: { Origin: PANEL, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'printer=Caixa&text=falso',
      });
      expect(answer).toMatchObject({ status: 403, body: { erro: SERVICE_MESSAGES.token } });
      expect(printed).toEqual([]);
    });

    it('a local program with the code prints, and the log names it as the caller', async () => {
      const { core, printed } = fakeCore();
      const t = await start(core);
      const answer = await call(t.aiboo, 'POST', '/imprimir', json({ impressora: 'Caixa', texto: 'ok' }));
      expect(answer.status).toBe(200);
      expect(printed).toHaveLength(1);
      expect(t.log.has('info', 'cupom impresso em Caixa (chamador: programa local)')).toBe(true);
      await call(t.aiboo, 'POST', '/imprimir', json({ impressora: 'Caixa', texto: 'ok' }, { Origin: PANEL }));
      expect(t.log.has('info', `cupom impresso em Caixa (chamador: ${PANEL})`)).toBe(true);
    });
  });

  describe('drawer', () => {
    function drawerCore() {
      const calls: { printer: string; caller: string }[] = [];
      const { core } = fakeCore();
      core.openDrawer = (printer, _request, caller) => {
        calls.push({ printer, caller });
        return Promise.resolve({ ok: true });
      };
      return { core, calls };
    }
    const pulse = (port: number, extra: Record<string, string> = {}) =>
      call(port, 'POST', '/gaveta', json({ impressora: 'Caixa', motivo: 'cash-print', pedido: '77' }, extra));

    it('passes the caller on, so the pulse is logged as asked by it', async () => {
      const { core, calls } = drawerCore();
      const t = await start(core);
      expect((await pulse(t.aiboo, { Origin: PANEL })).status).toBe(200);
      expect((await pulse(t.nat)).status).toBe(200);
      expect(calls).toEqual([
        { printer: 'Caixa', caller: PANEL },
        { printer: 'Caixa', caller: 'programa local' },
      ]);
    });

    it('is rate limited: past the limit a 429 with the message and no pulse, until the window passes', async () => {
      const { core, calls } = drawerCore();
      let clock = 1_000_000;
      const t = await start(core, undefined, {
        drawerLimit: { pulses: 3, windowMs: 60_000 },
        now: () => clock,
      });
      for (let i = 0; i < 3; i++) expect((await pulse(i % 2 ? t.nat : t.aiboo)).status).toBe(200);
      const refused = await pulse(t.nat);
      expect(refused).toMatchObject({
        status: 429,
        body: { status: false, erro: SERVICE_MESSAGES.drawerRate },
      });
      expect(refused.headers['retry-after']).toBe('60');
      expect(calls).toHaveLength(3);
      expect(t.log.has('warn', 'gaveta recusada (limite por minuto)')).toBe(true);
      clock += 60_000;
      expect((await pulse(t.aiboo)).status).toBe(200);
      expect(calls).toHaveLength(4);
    });
  });
});
