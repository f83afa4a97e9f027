import { describe, expect, it } from 'vitest';
import { useSandbox, type RequestOptions, refusal } from './helpers';

const BAD = 'Requisição inválida.';
const v1 = refusal;
const v1m = (mensagem: string) => ({ status: false, mensagem });
const json = (message: string) => ({ message });
const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
const deep = (n: number): string => '['.repeat(n) + ']'.repeat(n);
const twoMb = 'a'.repeat(2 * 1024 * 1024);

interface Case {
  name: string;
  path: string;
  opts: RequestOptions;
  auth?: boolean;
  status: number;
  body: unknown;
}

const LOGIN = '/api/v1/login/index';
const TOGGLE = '/api/v1/estabelecimento/mudaAberturaFechamento';
const DOC = '/api/json/reset-password/verify-document';
const SAVE = '/api/json/reset-password/save-password';
const FORM = 'application/x-www-form-urlencoded';
const JSON_CT = 'application/json';

const CASES: Case[] = [
  {
    name: 'malformed JSON (v1)',
    path: LOGIN,
    opts: { raw: '{"usuario":', contentType: JSON_CT },
    status: 400,
    body: v1(BAD),
  },
  {
    name: 'malformed JSON (json)',
    path: DOC,
    opts: { raw: "{cnpj_cpf: '1'}", contentType: JSON_CT },
    status: 400,
    body: json(BAD),
  },
  {
    name: '2 MB form body',
    path: LOGIN,
    opts: { raw: `usuario=${twoMb}`, contentType: FORM },
    status: 413,
    body: v1('Requisição muito grande.'),
  },
  {
    name: '2 MB JSON body',
    path: SAVE,
    opts: { json: { password: twoMb } },
    status: 413,
    body: json('Requisição muito grande.'),
  },
  {
    name: 'repeated form key (array)',
    path: LOGIN,
    opts: { form: { usuario: ['admin', 'x'], senha: 'demo1234' } },
    status: 400,
    body: v1('Informe usuário e senha.'),
  },
  {
    name: 'PHP-style array key',
    path: LOGIN,
    opts: { raw: 'usuario[]=admin&senha=demo1234', contentType: FORM },
    status: 400,
    body: v1('Informe usuário e senha.'),
  },
  {
    name: 'JSON array as body',
    path: TOGGLE,
    auth: true,
    opts: { json: ['S'] },
    status: 400,
    body: v1m('Valor inválido para fechado.'),
  },
  {
    name: 'object where string expected',
    path: TOGGLE,
    auth: true,
    opts: { json: { fechado: { $ne: null } } },
    status: 400,
    body: v1m('Valor inválido para fechado.'),
  },
  {
    name: 'number where string expected',
    path: DOC,
    opts: { json: { cnpj_cpf: 11222333000181 } },
    status: 422,
    body: json('CNPJ/CPF inválido!'),
  },
  {
    name: 'huge string field',
    path: LOGIN,
    opts: { json: { usuario: 'a'.repeat(100_000), senha: 'x' } },
    status: 400,
    body: v1('Informe usuário e senha.'),
  },
  {
    name: 'huge password on save',
    path: SAVE,
    opts: { json: { password: 'a'.repeat(100_000) } },
    status: 422,
    body: { error: 'Por favor, preencha todos os campos.', message: 'Por favor, preencha todos os campos.' },
  },
  {
    name: '__proto__ in JSON',
    path: LOGIN,
    opts: { raw: '{"__proto__":{"admin":true},"usuario":"a","senha":"b"}', contentType: JSON_CT },
    status: 400,
    body: v1(BAD),
  },
  {
    name: 'constructor.prototype in JSON',
    path: DOC,
    opts: { raw: '{"constructor":{"prototype":{"x":1}}}', contentType: JSON_CT },
    status: 400,
    body: json(BAD),
  },
  {
    name: '__proto__ in form',
    path: LOGIN,
    opts: { raw: '__proto__[admin]=1&usuario=a&senha=b', contentType: FORM },
    status: 400,
    body: v1(BAD),
  },
  {
    name: 'constructor in form',
    path: TOGGLE,
    auth: true,
    opts: { raw: 'constructor=x&fechado=S', contentType: FORM },
    status: 400,
    body: v1m(BAD),
  },
  {
    name: 'SQL in document',
    path: DOC,
    opts: { json: { cnpj_cpf: "' OR '1'='1" } },
    status: 422,
    body: json('CNPJ/CPF inválido!'),
  },
  {
    name: 'SQL in order id',
    path: '/api/v1/pedidos/listar/1%20OR%201%3D1',
    auth: true,
    opts: {},
    status: 404,
    body: v1('Pedido não encontrado.'),
  },
  {
    name: 'SQL in e-mail',
    path: '/api/v1/terms/sendToSignature',
    auth: true,
    opts: { form: { email: "a@b.com'); DROP TABLE users;--", contrato: 'CT-2025-0042' } },
    status: 200,
    body: v1m('Informe um e-mail válido.'),
  },
  {
    name: 'SQL in fechado',
    path: TOGGLE,
    auth: true,
    opts: { form: { fechado: "S' OR '1'='1" } },
    status: 200,
    body: v1m('Valor inválido para fechado.'),
  },
  {
    name: 'non-UTF-8 bytes in JSON',
    path: DOC,
    opts: { raw: bytes('{"cnpj_cpf":"', [0xff, 0xfe], '"}'), contentType: JSON_CT },
    status: 400,
    body: json(BAD),
  },
  {
    name: 'non-UTF-8 bytes in form',
    path: LOGIN,
    opts: { raw: bytes('usuario=', [0xc3, 0x28], '&senha=x'), contentType: FORM },
    status: 400,
    body: v1(BAD),
  },
  {
    name: 'non-UTF-8 percent escapes',
    path: LOGIN,
    opts: { raw: 'usuario=%FF%FE&senha=x', contentType: FORM },
    status: 400,
    body: v1(BAD),
  },
  {
    name: 'undecodable URL',
    path: '/api/v1/pedidos/listar/%E0%A4%A',
    auth: true,
    opts: {},
    status: 400,
    body: v1(BAD),
  },
  {
    name: 'unsupported content type',
    path: LOGIN,
    opts: { raw: '<usuario>admin</usuario>', contentType: 'application/xml' },
    status: 415,
    body: v1('Tipo de conteúdo não suportado.'),
  },
  {
    name: 'plain text body',
    path: DOC,
    opts: { raw: '11222333000181', contentType: 'text/plain' },
    status: 422,
    body: json('CNPJ/CPF inválido!'),
  },
  {
    name: 'deeply nested JSON',
    path: DOC,
    opts: { raw: deep(100_000), contentType: JSON_CT },
    status: 422,
    body: json('CNPJ/CPF inválido!'),
  },
  {
    name: 'too many form fields',
    path: LOGIN,
    opts: { raw: Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join('&'), contentType: FORM },
    status: 400,
    body: v1(BAD),
  },
  {
    name: 'control: malformed JSON',
    path: '/control/store',
    opts: { raw: '{', contentType: JSON_CT },
    status: 400,
    body: { ok: false, message: BAD },
  },
];

describe('sandbox hostile input', () => {
  // No reset between cases: each one also checks the sandbox survived the ones before.
  const sb = useSandbox({ resetEachTest: false });

  it.each(CASES)('$name → $status', async (c) => {
    const res = await sb.call(c.path, {
      method: 'POST',
      ...c.opts,
      ...(c.auth ? { hash: sb.hash } : {}),
      ...(c.path.includes('listar') ? { method: 'GET' } : {}),
    });
    expect(res.status).toBe(c.status);
    expect(res.body).toEqual(c.body);
    // Still answering, still sane.
    const health = await sb.call('/control/health');
    expect(health.status).toBe(200);
  });

  it('SQL-looking credentials neither log in nor break the users table', async () => {
    for (const usuario of ["admin' --", "' OR 1=1 --", 'admin"; DROP TABLE users; --']) {
      const res = await sb.call('/api/v1/login/index', { form: { usuario, senha: "' OR '1'='1" } });
      expect(res.body).toEqual(refusal('Usuário ou senha inválidos.'));
    }
    await expect(sb.login()).resolves.toMatch(/^[0-9a-f]{64}$/);
  });

  it('hostile Authorization headers get the 401 shape', async () => {
    for (const authorization of [
      "' OR 1=1 --",
      'Bearer ',
      'Basic %%%',
      'x'.repeat(5000),
      `${sb.hash} extra`,
    ]) {
      const res = await sb.call('/api/v1/estabelecimento/getLoja', { headers: { authorization } });
      expect(res.status, authorization.slice(0, 20)).toBe(401);
      expect(res.body).toEqual(refusal('Sessão expirada. Faça login novamente.'));
    }
  });

  it('never leaks a prototype pollution into the process', async () => {
    await sb.call('/api/v1/login/index', { raw: '{"__proto__":{"polluted":"yes"}}', contentType: JSON_CT });
    await sb.call('/api/v1/login/index', { raw: '__proto__%5Bpolluted%5D=yes', contentType: FORM });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
