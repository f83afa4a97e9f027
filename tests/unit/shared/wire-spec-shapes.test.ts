// Issue 23 §1: the shapes the spec leaves open, read by the shared wire schemas. Each table is a
// set of variant or hostile payloads a platform written from the spec alone may send.
import { describe, expect, it, vi } from 'vitest';
import { saveSessionArgs, sessionUserSchema } from '../../../shared/bridge-schemas';
import { flag, listIn, money, yesNo } from '../../../shared/api/lenient';
import { liveOrderSchema } from '../../../shared/api/live-order';
import { overdueInvoicesSchema } from '../../../shared/api/platform-json';
import {
  loginResponseSchema,
  loginUserSchema,
  ordersResponseSchema,
  PHONES_SEPARATOR,
  storeDetailsSchema,
} from '../../../shared/api/platform-v1';
import { rawOrder } from '../renderer/orderFixtures';
import { storeBody } from '../renderer/storeFixtures';

const usuario = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id_estabelecimento: '1',
  id_usuario: '10',
  nome: 'Ana Lima',
  company: 'Pizzaria Teste',
  role_group: ['Lojista Admin'],
  sessao: { hash: 'abc123', id_sessao: '77' },
  socket: { url: 'http://127.0.0.1:4000/loja', canal: 'loja-1' },
  logo: 'https://cdn.test/logo.png',
  email: 'ana@pizzaria.test',
  telefones: '(11) 98765-4321',
  ...over,
});

describe('login: a field the desk only displays never refuses a login', () => {
  it.each<[string, unknown, string | undefined]>([
    ['one string', '(11) 3333-4444', '(11) 3333-4444'],
    ['a list', ['(11) 3333-4444', '(11) 98888-7777'], `(11) 3333-4444${PHONES_SEPARATOR}(11) 98888-7777`],
    ['a list of one', ['(11) 3333-4444'], '(11) 3333-4444'],
    ['an empty list', [], undefined],
    ['null', null, undefined],
    ['absent', undefined, undefined],
    ['an empty string', '  ', undefined],
    ['a number', 11987654321, '11987654321'],
    [
      'a list with numbers, nulls and blanks',
      [1133334444, null, '', ' (11) 98888-7777 '],
      '1133334444 / (11) 98888-7777',
    ],
    ['a list with objects', [{ numero: '1' }, '(11) 3333-4444'], '(11) 3333-4444'],
    ['an object', { fixo: '(11) 3333-4444' }, undefined],
    ['a boolean', true, undefined],
  ])('telefones as %s', (_name, telefones, shown) => {
    const parsed = loginUserSchema.parse(usuario({ telefones }));
    expect(parsed.telefones).toBe(shown);
    expect('telefones' in parsed).toBe(shown !== undefined);
  });

  it('a list longer than the session holds keeps whole numbers only', () => {
    const phones = Array.from({ length: 30 }, (_, i) => `(11) 9${String(i).padStart(4, '0')}-0000`);
    const { telefones } = loginUserSchema.parse(usuario({ telefones: phones }));
    expect(telefones?.length).toBeLessThanOrEqual(200);
    for (const phone of telefones?.split(PHONES_SEPARATOR) ?? []) expect(phones).toContain(phone);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['logo null', { logo: null }, { logo: undefined }],
    ['email null', { email: null }, { email: undefined }],
    ['company null', { company: null }, { company: '' }],
    ['company absent', { company: undefined }, { company: '' }],
    ['nome null', { nome: null }, { nome: '' }],
    ['nome a number', { nome: 42 }, { nome: '42' }],
    ['logo, email and telefones absent', { logo: undefined, email: undefined, telefones: undefined }, {}],
    ['logo empty', { logo: '' }, { logo: undefined }],
    ['logo a number', { logo: 7 }, { logo: undefined }],
    [
      'logo longer than the session holds',
      { logo: `https://cdn.test/${'a'.repeat(3000)}` },
      { logo: undefined },
    ],
    ['email longer than the session holds', { email: `${'a'.repeat(400)}@x.test` }, { email: undefined }],
    ['company longer than the session holds', { company: 'C'.repeat(500) }, { company: 'C'.repeat(200) }],
    [
      'ids as numbers',
      { id_estabelecimento: 1, id_usuario: 10 },
      { id_estabelecimento: '1', id_usuario: '10' },
    ],
    [
      'id_sessao a number',
      { sessao: { hash: 'abc123', id_sessao: 77 } },
      { sessao: { hash: 'abc123', id_sessao: '77' } },
    ],
    ['id_sessao absent', { sessao: { hash: 'abc123' } }, { sessao: { hash: 'abc123', id_sessao: '' } }],
    [
      'canal a number',
      { socket: { url: 'http://127.0.0.1:4000/loja', canal: 1 } },
      { socket: { url: 'http://127.0.0.1:4000/loja', canal: '1' } },
    ],
    ['role_group one string', { role_group: 'Lojista Operador' }, { role_group: ['Lojista Operador'] }],
    ['role_group null', { role_group: null }, { role_group: ['Lojista Admin'] }],
    ['role_group empty', { role_group: [] }, { role_group: [] }],
  ])('%s: logs in', (_name, over, expected) => {
    const parsed = loginResponseSchema.parse({ status: true, usuario: usuario(over) }).usuario;
    for (const [key, value] of Object.entries(expected))
      expect(parsed[key as keyof typeof parsed]).toEqual(value);
    // What login accepts, main stores: the session crosses the bridge with the same schema.
    expect(saveSessionArgs.safeParse([parsed]).success).toBe(true);
    expect(sessionUserSchema.parse(parsed)).toEqual(parsed);
  });

  it('every display field null at once still logs in', () => {
    const parsed = loginUserSchema.parse(
      usuario({ nome: null, company: null, logo: null, email: null, telefones: null }),
    );
    expect(parsed).toMatchObject({ nome: '', company: '', id_usuario: '10' });
    expect(saveSessionArgs.safeParse([parsed]).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no session hash', { sessao: { id_sessao: '1' } }],
    ['no sessao', { sessao: null }],
    ['no socket', { socket: undefined }],
    ['no store id', { id_estabelecimento: null }],
    ['no user id', { id_usuario: undefined }],
  ])('what the desk works with must be there: %s refuses', (_name, over) => {
    expect(loginUserSchema.safeParse(usuario(over)).success).toBe(false);
  });
});

describe('flags: booleans, 1/0, S/N', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['S', true],
    ['s', true],
    ['N', false],
    ['n', false],
    [' S ', true],
    ['sim', true],
    ['Sim', true],
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('flag %j → %s', (raw, value) => {
    expect(flag.parse(raw)).toBe(value);
  });

  it.each<[unknown, 'S' | 'N']>([
    ['S', 'S'],
    ['N', 'N'],
    ['s', 'S'],
    ['n', 'N'],
    [true, 'S'],
    [false, 'N'],
    [1, 'S'],
    [0, 'N'],
    ['1', 'S'],
    ['0', 'N'],
  ])('yesNo %j → %s', (raw, value) => {
    expect(yesNo.parse(raw)).toBe(value);
  });
});

describe('store details (01 §3)', () => {
  const store = (over: Record<string, unknown> = {}) =>
    storeBody({ logotipo: 'https://cdn.test/l.png', ...over }).estabelecimento;

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['id as a number', { id_estabelecimento: 1 }, { id_estabelecimento: '1' }],
    ['id absent', { id_estabelecimento: undefined }, { fechado: 'N', nome: 'Pizzaria Teste' }],
    ['fechado 1/0', { fechado: '1' }, { fechado: 'S' }],
    ['fechado boolean', { fechado: false }, { fechado: 'N' }],
    ['fechado lower case', { fechado: 's' }, { fechado: 'S' }],
    ['loja_bloqueada 1', { loja_bloqueada: '1' }, { loja_bloqueada: 'S' }],
    ['loja_bloqueada true', { loja_bloqueada: true }, { loja_bloqueada: 'S' }],
    ['loja_bloqueada null', { loja_bloqueada: null }, { loja_bloqueada: 'N' }],
    ['loja_bloqueada absent', { loja_bloqueada: undefined }, { loja_bloqueada: 'N' }],
    ['loja_bloqueada garbage', { loja_bloqueada: 'talvez' }, { loja_bloqueada: 'N' }],
    ['upload_em_massa S', { upload_em_massa: 'S' }, { upload_em_massa: true }],
    ['upload_em_massa 1', { upload_em_massa: '1' }, { upload_em_massa: true }],
    ['upload_em_massa absent', { upload_em_massa: undefined }, { upload_em_massa: false }],
    ['aviso 1', { aviso: '1' }, { aviso: 'S' }],
    ['aviso true', { aviso: true }, { aviso: 'S' }],
    ['aviso absent', { aviso: undefined }, { aviso: 'N' }],
    [
      'delivery times as strings',
      { entrega_minimo: '20', entrega_maximo: '40' },
      { entrega_minimo: 20, entrega_maximo: 40 },
    ],
    [
      'delivery times null',
      { entrega_minimo: null, entrega_maximo: null },
      { entrega_minimo: null, entrega_maximo: null },
    ],
    [
      'delivery times absent',
      { entrega_minimo: undefined, entrega_maximo: undefined },
      { entrega_minimo: null, entrega_maximo: null },
    ],
    ['logotipo null', { logotipo: null }, { logotipo: '' }],
    ['nome absent', { nome: undefined }, { nome: '' }],
    ['texto_bloqueada null', { texto_bloqueada: null }, { texto_bloqueada: '' }],
  ])('%s', (_name, over, expected) => {
    expect(storeDetailsSchema.parse(store(over))).toMatchObject(expected);
  });
});

describe('an empty day (pedidos/listar, 01 §7): the spec shows no empty answer', () => {
  it.each<[string, Record<string, unknown>]>([
    ['an empty list', { pedidos: [] }],
    ['null', { pedidos: null }],
    ['absent', {}],
    ["PHP's {}", { pedidos: {} }],
  ])('pedidos as %s reads as no orders', (_name, body) => {
    expect(ordersResponseSchema.parse({ status: true, ...body })).toEqual({ pedidos: [], skipped: 0 });
  });

  it("PHP's keyed object keeps its orders in order", () => {
    const order = (id: string) => ({ id_pedido: id, status: 'PP', valor_total: '10.00' });
    const { pedidos } = ordersResponseSchema.parse({ pedidos: { 1: order('8'), 0: order('7') } });
    expect(pedidos.map((p) => p.id_pedido)).toEqual(['7', '8']);
  });

  it('a body that is not a list still fails', () => {
    expect(ordersResponseSchema.safeParse({ pedidos: 'nenhum' }).success).toBe(false);
  });
});

describe('live order (01 §3): ids, money and counts as numbers or text, flags in any shape', () => {
  const parse = (over: Record<string, unknown>, details: Record<string, unknown> = {}) => {
    const raw = rawOrder() as unknown as Record<string, unknown>;
    return liveOrderSchema.parse({
      ...raw,
      ...over,
      pedidoObj: { ...(raw.pedidoObj as Record<string, unknown>), ...details },
    });
  };

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['id a number', { id_pedido: 48211 }, { id_pedido: '48211' }],
    ['money with a point', { valor_total: '59.90' }, { valor_total: 59.9 }],
    ['money with a comma', { valor_total: '59,90' }, { valor_total: 59.9 }],
    ['money in thousands', { valor_total: '1.234,56' }, { valor_total: 1234.56 }],
    ['money null', { valor_total: null }, { valor_total: 0 }],
    ['segundos as text', { segundos: '540' }, { segundos: 540 }],
    ['segundos null', { segundos: null }, { segundos: 0 }],
    ['segundos negative', { segundos: '-5' }, { segundos: 0 }],
    [
      'flags 1/0',
      { usuario_confirmado: '1', chat_enabled: '0' },
      { usuario_confirmado: true, chat_enabled: false },
    ],
    [
      'flags S/N',
      { canUseExternalDelivery: 'S', externalDeliveryWithCode: 'N' },
      { canUseExternalDelivery: true, externalDeliveryWithCode: false },
    ],
    [
      'first-purchase flags as booleans',
      { compraGlobal: true, compraEst: false },
      { compraGlobal: '1', compraEst: '0' },
    ],
    [
      'first-purchase flags as numbers',
      { compraGlobal: 1, compraEst: 0 },
      { compraGlobal: '1', compraEst: '0' },
    ],
    [
      'optional fields absent',
      { endereco_id: undefined, externalDeliveryStatus: undefined, motivo_cancelamento: undefined },
      { endereco_id: null, externalDeliveryStatus: null, motivo_cancelamento: null },
    ],
    [
      'optional fields null',
      { endereco_id: null, externalDeliveryId: null },
      { endereco_id: null, externalDeliveryId: null },
    ],
    ['id_usuario a number', { id_usuario: 501 }, { id_usuario: '501' }],
    ['orderId as text', { orderId: '77' }, { orderId: '77' }],
    ['orderId absent', { orderId: undefined }, { orderId: null }],
  ])('%s', (_name, over, expected) => {
    expect(parse(over)).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['counts as text', { usuario_compras: '3' }, { usuario_compras: 3 }],
    [
      'flags 1/0',
      { retirada_local: '1', cobrar_cliente: '0', usuario_confirmado: 'S' },
      { retirada_local: true, cobrar_cliente: false, usuario_confirmado: true },
    ],
    ['bairro a number', { endereco_id_bairro: 7 }, { endereco_id_bairro: '7' }],
    ['bairro absent', { endereco_id_bairro: undefined }, { endereco_id_bairro: null }],
    [
      'lists null',
      { itens: null, dados_pagamento: null, andamentos: null },
      { itens: [], dados_pagamento: [], andamentos: [] },
    ],
  ])('details: %s', (_name, details, expected) => {
    expect(parse({}, details).pedidoObj).toMatchObject(expected);
  });

  it('items with quantity and money as text', () => {
    const order = parse(
      {},
      {
        itens: [
          {
            nome: 'Pizza',
            quantidade: '2',
            valor_unitario: '26,95',
            valor_total: '53.90',
            linhas: null,
            id_cardapio_categoria: 1,
          },
        ],
      },
    );
    expect(order.pedidoObj.itens[0]).toEqual({
      nome: 'Pizza',
      quantidade: 2,
      valor_unitario: 26.95,
      valor_total: 53.9,
      linhas: [],
      id_cardapio_categoria: '1',
    });
  });

  it('pedidoObj absent or garbage: the order still shows', () => {
    expect(liveOrderSchema.parse({ ...rawOrder(), pedidoObj: undefined }).pedidoObj.itens).toEqual([]);
    expect(liveOrderSchema.parse({ ...rawOrder(), pedidoObj: 'x' }).pedidoObj.itens).toEqual([]);
  });
});

describe('overdue invoices (GET invoices?status=overdue): lists read wrapped or bare', () => {
  const invoices = [
    { id: 2, overdues_at: '2026-11-20', balance: -5000 },
    { id: '1', overdues_at: '2026-11-17', balance: '-15990' },
  ];
  const read = [
    { id: '2', overdues_at: '2026-11-20', balance: -5000 },
    { id: '1', overdues_at: '2026-11-17', balance: -15990 },
  ];

  it.each<[string, unknown, unknown[]]>([
    ['{data}', { data: invoices }, read],
    ['{data} with paging', { data: invoices, paginate_metadata: { last_page: 1 } }, read],
    ['{invoices}', { invoices }, read],
    ['a bare list', invoices, read],
    ['PHP keys', { data: { 0: invoices[0], 1: invoices[1] } }, read],
    ['{data: []}', { data: [] }, []],
    ['[]', [], []],
    ['{data: null}', { data: null }, []],
    ['null', null, []],
  ])('%s', (_name, body, expected) => {
    expect(overdueInvoicesSchema.parse(body)).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['id absent', { id: undefined }],
    ['id null', { id: null }],
    ['date null', { overdues_at: null }],
    ['date absent', { overdues_at: undefined }],
  ])('an invoice with %s still counts', (_name, over) => {
    const [one] = overdueInvoicesSchema.parse([{ ...invoices[0], ...over }]);
    expect(one?.balance).toBe(-5000);
  });

  it('an invoice whose balance is not money is left out and logged, not shown as R$ 0,00', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const list = overdueInvoicesSchema.parse([
        { id: 3, balance: 'muito' },
        { id: 4, balance: null },
        invoices[0],
      ]);
      expect(list).toMatchObject([{ id: '2' }]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it.each<[string, unknown]>([
    ['an object without the list', { total: 2 }],
    ['text', 'erro interno'],
    ['a number', 42],
    ['{data} not a list', { data: 'x' }],
  ])('%s cannot be read (the caller logs it)', (_name, body) => {
    expect(overdueInvoicesSchema.safeParse(body).success).toBe(false);
  });
});

describe('listIn: the first key present wins', () => {
  const schema = listIn(['data', 'items'], money, 'test');
  it.each<[string, unknown, number[]]>([
    ['first key', { data: ['1,50'], items: ['2'] }, [1.5]],
    ['second key', { items: [2] }, [2]],
    ['bare', ['3'], [3]],
  ])('%s', (_name, body, expected) => {
    expect(schema.parse(body)).toEqual(expected);
  });
});
