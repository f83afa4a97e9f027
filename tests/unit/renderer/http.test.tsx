import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../../renderer/src/api/http';
import {
  RELOGIN_MESSAGE,
  classifyStatus,
  isApiError,
  serverMessageOf,
  unexpectedErrorTitle,
} from '../../../renderer/src/api/errors';
import { DialogHost } from '../../../renderer/src/components/feedback/DialogHost';
import { useDialogStore } from '../../../renderer/src/components/feedback/dialogs';
import { CONFIG, fakeApi, json } from './helpers';

const anything = z.unknown();

function client(routes: Parameters<typeof fakeApi>[0], hash: string | null = 'h4sh') {
  const api = fakeApi(routes);
  const onUnauthorized = vi.fn();
  const reload = vi.fn();
  const http = createApiClient(CONFIG.api, {
    getHash: () => hash,
    onUnauthorized,
    reload,
    fetch: api.fetch,
    supportPhone: '(11) 4002-8922',
    timeoutMs: 1000,
  });
  render(<DialogHost />);
  return { http, calls: api.calls, onUnauthorized, reload };
}

const caught = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
};

describe('pure mapping', () => {
  it.each([
    ['v1', 500, 'Ops! Ocorreu um erro inesperado 500!'],
    ['json', 404, 'Ops! Ocorreu um erro inesperado 404!'],
    ['finance', 502, 'Ops! Ocorreu um erro inesperado 502!'],
    ['v2', 500, 'Ops! Ocorreu um erro inesperado ws2 500!'],
    ['v2', 0, 'Ops! Ocorreu um erro inesperado ws2 0!'],
    ['v1', 0, 'Ops! Ocorreu um erro inesperado 0!'],
  ] as const)('%s %s → %s', (base, status, title) => {
    expect(unexpectedErrorTitle(base, status)).toBe(title);
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'http'],
    [500, 'http'],
  ] as const)('status %s → %s', (status, kind) => {
    expect(classifyStatus(status)).toBe(kind);
  });

  it.each([
    [{ erro: 'a' }, 'a'],
    [{ mensagem: 'b' }, 'b'],
    [{ message: 'c' }, 'c'],
    [{ error: 'd' }, 'd'],
    [{ erro: '', mensagem: 'e' }, 'e'],
    [{ erro: 42 }, undefined],
    [{ erro: { html: '<b>' } }, undefined],
    ['texto', undefined],
    [null, undefined],
  ])('serverMessageOf(%j) → %j', (body, message) => {
    expect(serverMessageOf(body)).toBe(message);
  });
});

describe('the HTTP layer', () => {
  it('signs v1 with the bare hash, v2 with Basic, sends v1 POST form-encoded and JSON POST as JSON', async () => {
    const { http, calls } = client({
      'POST v1 estabelecimento/mudaAberturaFechamento': { status: true, mensagem: 'ok' },
      'GET v2 algo': { status: true },
      'POST json reset-password/verify-document': { establishments: [] },
    });
    await http.legacy('v1', 'post', 'estabelecimento/mudaAberturaFechamento', anything, {
      form: { fechado: 'S' },
    });
    await http.legacy('v2', 'get', '/algo', anything);
    await http.json('json', 'post', 'reset-password/verify-document', anything, { body: { cnpj_cpf: '1' } });
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['h4sh', 'Basic h4sh', 'h4sh']);
    expect(calls[0]?.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(calls[0]?.body).toBe('fechado=S');
    expect(calls[2]?.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(calls[2]?.body ?? '')).toEqual({ cnpj_cpf: '1' });
  });

  it('no session → no Authorization header; an explicit authHash wins', async () => {
    const { http, calls } = client({ 'GET v1 x': { status: true } }, null);
    await http.legacy('v1', 'get', 'x', anything);
    await http.legacy('v1', 'get', 'x', anything, { authHash: 'outro' });
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([null, 'outro']);
  });

  it('sends the user id under the configured header on every base that carries the hash (02 §6)', async () => {
    const api = fakeApi({
      'GET v1 x': { status: true },
      'GET v2 y': { status: true },
      'GET json z': {},
      'GET finance f': {},
      'GET upload u': {},
      'GET users w': {},
    });
    const http = createApiClient(CONFIG.api, {
      getHash: () => 'h4sh',
      getUserId: () => '42',
      userIdHeader: 'X-Usuario-Teste',
      onUnauthorized: vi.fn(),
      reload: vi.fn(),
      fetch: api.fetch,
    });
    await http.legacy('v1', 'get', 'x', anything);
    await http.legacy('v2', 'get', 'y', anything);
    await http.json('json', 'get', 'z', anything);
    await http.json('finance', 'get', 'f', anything);
    await http.json('upload', 'get', 'u', anything);
    await http.json('users', 'get', 'w', anything);
    // An explicit authHash (the /login/{usuario}/{hash} check) is not the session's user.
    await http.legacy('v1', 'get', 'x', anything, { authHash: 'outro' });
    expect(api.calls.map((c) => c.headers.get('x-usuario-teste'))).toEqual([
      '42',
      '42',
      '42',
      '42',
      '42',
      '42',
      null,
    ]);
    expect(api.calls.map((c) => c.headers.get('authorization'))).toEqual([
      'h4sh',
      'Basic h4sh',
      'h4sh',
      'h4sh',
      'h4sh',
      'h4sh',
      'outro',
    ]);
  });

  it('sends no user-id header without a logged-in user', async () => {
    const api = fakeApi({ 'GET v1 x': { status: true } });
    const http = createApiClient(CONFIG.api, {
      getHash: () => null,
      getUserId: () => null,
      userIdHeader: 'X-Id-Usuario',
      onUnauthorized: vi.fn(),
      reload: vi.fn(),
      fetch: api.fetch,
    });
    await http.legacy('v1', 'get', 'x', anything);
    expect(api.calls[0]?.headers.get('x-id-usuario')).toBeNull();
  });

  it('status false is an answer: {ok:false, message} from erro or mensagem, no dialog', async () => {
    const { http } = client({
      'GET v1 a': { status: false, erro: 'Falhou A' },
      'GET v1 b': { status: 0, mensagem: 'Falhou B' },
      'GET v1 c': { status: 'false' },
    });
    // The refusal's whole body travels with it (03 §8: a refused report carries the range to show).
    expect(await http.legacy('v1', 'get', 'a', anything)).toEqual({
      ok: false,
      message: 'Falhou A',
      body: { status: false, erro: 'Falhou A' },
    });
    expect(await http.legacy('v1', 'get', 'b', anything)).toEqual({
      ok: false,
      message: 'Falhou B',
      body: { status: 0, mensagem: 'Falhou B' },
    });
    expect(await http.legacy('v1', 'get', 'c', anything)).toEqual({
      ok: false,
      message: '',
      body: { status: 'false' },
    });
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });

  it('401 with status false → logout and a non-dismissable re-login alert with a login link', async () => {
    const user = userEvent.setup();
    const { http, onUnauthorized } = client({
      'GET v1 estabelecimento/getLoja': () => json({ status: false, erro: 'Sessão expirada.' }, 401),
    });
    const err = await caught(http.legacy('v1', 'get', 'estabelecimento/getLoja', anything));
    expect(isApiError(err) && [err.kind, err.status, err.serverMessage]).toEqual([
      'unauthorized',
      401,
      'Sessão expirada.',
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(RELOGIN_MESSAGE)).toBeTruthy();
    expect(RELOGIN_MESSAGE).toBe('É necessário fazer o login novamente.');
    const link = within(dialog).getByRole('link', { name: 'Fazer login' });
    expect(link.getAttribute('href')).toBe('#/login');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('several 401s at once show one alert', async () => {
    const { http, onUnauthorized } = client({ 'GET v1 x': () => json({ status: false, erro: 'x' }, 401) });
    await Promise.allSettled([1, 2, 3].map(() => http.legacy('v1', 'get', 'x', anything)));
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
    expect(useDialogStore.getState().queue).toHaveLength(1);
  });

  it('500 → "Ops! Ocorreu um erro inesperado 500!" whose "Tentar novamente" reloads the page', async () => {
    const user = userEvent.setup();
    const { http, reload, onUnauthorized } = client({
      'POST v1 y': () => json({ status: false, erro: 'boom' }, 500),
    });
    const err = await caught(http.legacy('v1', 'post', 'y', anything));
    expect(isApiError(err) && [err.kind, err.status]).toEqual(['http', 500]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 500!' });
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the same failure on the second service reads ws2', async () => {
    const { http } = client({ 'GET v2 z': () => json({}, 503) });
    await caught(http.legacy('v2', 'get', 'z', anything));
    expect(
      await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado ws2 503!' }),
    ).toBeTruthy();
  });

  it('no response at all → status 0 and a connection hint; POSTs are never retried', async () => {
    const { http, calls } = client({
      'POST v1 w': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const err = await caught(http.legacy('v1', 'post', 'w', anything, { form: { a: '1' } }));
    expect(isApiError(err) && [err.kind, err.status]).toEqual(['network', 0]);
    expect(calls).toHaveLength(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 0!' });
    expect(within(dialog).getByText(/Verifique a conexão com a internet/)).toBeTruthy();
  });

  it('silent: the caller handles everything (no dialog, no logout)', async () => {
    const { http, onUnauthorized } = client({
      'POST v1 login/index': () => json({ status: false, erro: 'x' }, 500),
      'GET v1 k': () => json({ status: false, erro: 'x' }, 401),
    });
    await caught(http.legacy('v1', 'post', 'login/index', anything, { silent: true }));
    await caught(http.legacy('v1', 'get', 'k', anything, { silent: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });

  it('expect: listed statuses are the caller’s, others still go to the dialog', async () => {
    const { http } = client({
      'GET json a': () => json({ message: 'nada' }, 404),
      'GET json b': () => json({}, 500),
    });
    const err = await caught(http.json('json', 'get', 'a', anything, { expect: [404] }));
    expect(isApiError(err) && err.status).toBe(404);
    expect(useDialogStore.getState().queue).toHaveLength(0);
    await caught(http.json('json', 'get', 'b', anything, { expect: [404] }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 500!' }),
    ).toBeTruthy();
  });

  it.each([
    ['not JSON', () => new Response('<html>proxy</html>', { status: 200 })],
    ['empty body', () => new Response('', { status: 200 })],
    ['wrong shape', () => json({ status: true, estabelecimento: 'não é objeto' })],
  ])('a malformed 2xx (%s) → a Portuguese "Erro!" dialog, never a crash', async (_name, handler) => {
    const { http } = client({ 'GET v1 m': handler });
    const err = await caught(
      http.legacy('v1', 'get', 'm', z.object({ estabelecimento: z.object({ nome: z.string() }) })),
    );
    expect(isApiError(err) && err.kind).toBe('malformed');
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText(/resposta que o aplicativo não entendeu/)).toBeTruthy();
  });

  it('a read the caller aborts while its 2xx body is still arriving is the abort, never "Erro!" (a screen left mid-answer)', async () => {
    // The headers are in, the body is not: leaving the screen (goBack under load) aborts the
    // read. Reported as malformed, it put an 'Erro!' dialog over the screen the user went to.
    let started!: () => void;
    const headersIn = new Promise<void>((resolve) => (started = resolve));
    const controller = new AbortController();
    const { http } = client({
      'GET json slow': () => {
        started();
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"itens": ['));
            // As fetch does: the caller's abort errors the body still arriving.
            controller.signal.addEventListener('abort', () =>
              stream.error(new DOMException('The operation was aborted.', 'AbortError')),
            );
          },
        });
        return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const call = caught(http.json('json', 'get', 'slow', anything, { signal: controller.signal }));
    await headersIn;
    controller.abort();
    const err = await call;
    expect(isApiError(err)).toBe(false);
    expect((err as Error).name).toBe('AbortError');
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });

  it('multipart uploads: v1 and JSON bases send FormData with the session header and the same error mapping', async () => {
    const { http, calls } = client({
      'POST v1 cardapio/foto': { status: true, url_imagem: 'https://cdn/x.png' },
      'POST v2 estoque/foto': () => json({ status: false, erros: { arquivo: ['Arquivo muito grande.'] } }),
      'POST upload produtos': { id: 7 },
      'POST json falha': () => json({ message: 'x' }, 500),
    });
    const photo = () => {
      const data = new FormData();
      data.append('id_cardapio', '12');
      data.append('arquivo', new File(['png-bytes'], 'foto.png', { type: 'image/png' }));
      return data;
    };
    const ok = await http.legacy('v1', 'post', 'cardapio/foto', z.object({ url_imagem: z.string() }), {
      multipart: photo(),
    });
    expect(ok).toEqual({ ok: true, data: { url_imagem: 'https://cdn/x.png' } });
    const refused = await http.legacy('v2', 'post', 'estoque/foto', anything, { multipart: photo() });
    expect(refused).toMatchObject({ ok: false, errors: ['Arquivo muito grande.'] });
    expect(await http.json('upload', 'post', 'produtos', anything, { multipart: photo() })).toEqual({
      id: 7,
    });
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['h4sh', 'Basic h4sh', 'h4sh']);
    for (const call of calls) {
      expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(call.body).toContain('name="id_cardapio"');
      // (jsdom's File reaches undici as a Blob, so the file name is not checked here.)
      expect(call.body).toMatch(/name="arquivo"; filename=/);
      expect(call.body).toContain('png-bytes');
    }
    const err = await caught(http.json('json', 'post', 'falha', anything, { multipart: photo() }));
    expect(isApiError(err) && err.status).toBe(500);
    expect(
      await screen.findByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado 500!' }),
    ).toBeTruthy();
    expect(calls).toHaveLength(4);
  });

  it('typed results come back validated', async () => {
    const { http, calls } = client({ 'GET json invoices': { data: [{ id: 1 }], extra: true } });
    const res = await http.json(
      'json',
      'get',
      'invoices',
      z.object({ data: z.array(z.object({ id: z.number() })) }),
      {
        searchParams: { status: 'overdue' },
      },
    );
    expect(res).toEqual({ data: [{ id: 1 }] });
    expect(calls[0]?.search).toBe('?status=overdue');
  });
});
