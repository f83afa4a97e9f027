// Issue 31 §1: the order's shapes the spec leaves open (01 §3: `dados_pagamento [label, value]`,
// `andamentos [label, value]`, pedidoObj, an item's `linhas`), read by the live-order reader the
// detail, every ticket layout and main's print journal share. What it still cannot read is named
// (pedidoObj.naoLidos) and logged with the call and the field.
import { describe, expect, it, vi } from 'vitest';
import {
  liveOrderSchema,
  orderEventSchema,
  parseLiveOrder,
  type LiveOrder,
} from '../../../shared/api/live-order';
import {
  DEFAULT_TICKET_SETTINGS,
  cashierTicket,
  productionTickets,
  renderText,
  type TicketSettings,
} from '../../../shared/tickets';
import { rawOrder } from '../renderer/orderFixtures';

const TROCO = { label: 'Troco para', value: 'R$ 50,00' };

/** Reads an order whose pedidoObj fields are replaced by `fields` (any shape, as a server sends). */
function read(fields: Record<string, unknown>, envelope: Record<string, unknown> = {}): LiveOrder {
  const raw = rawOrder({ id_pedido: '4820' }) as unknown as Record<string, unknown>;
  const pedidoObj = { ...(raw.pedidoObj as Record<string, unknown>), ...fields };
  return liveOrderSchema.parse({ ...raw, ...envelope, pedidoObj });
}

describe('dados_pagamento and andamentos: every notation of a label/value line', () => {
  it.each<[string, unknown, { label: string; value: string }[]]>([
    ["the spec's [label, value]", [['Troco para', 'R$ 50,00']], [TROCO]],
    ['{label, value}', [{ label: 'Troco para', value: 'R$ 50,00' }], [TROCO]],
    ['{rotulo, valor}', [{ rotulo: 'Troco para', valor: 'R$ 50,00' }], [TROCO]],
    [
      'the three mixed, in order',
      [['A', '1'], { label: 'B', value: '2' }, { rotulo: 'C', valor: '3' }],
      [
        { label: 'A', value: '1' },
        { label: 'B', value: '2' },
        { label: 'C', value: '3' },
      ],
    ],
    ['a value as a number', [['Subtotal', 53.9]], [{ label: 'Subtotal', value: '53.9' }]],
    ['a value null', [['Cupom', null]], [{ label: 'Cupom', value: '' }]],
    ['an object without its value', [{ label: 'Cupom' }], [{ label: 'Cupom', value: '' }]],
    ['an object without its label', [{ valor: '1' }], [{ label: '', value: '1' }]],
    ['an empty list', [], []],
  ])('%s', (_name, lines, expected) => {
    for (const field of ['dados_pagamento', 'andamentos'] as const) {
      const order = read({ [field]: lines });
      expect(order.pedidoObj[field]).toEqual(expected);
      expect(order.pedidoObj.naoLidos).toBeUndefined();
    }
  });

  it.each<[string, unknown, { label: string; value: string }[]]>([
    ['a triple', [['A', '1', 'x']], []],
    ['a single', [['A']], []],
    ['a text', ['Troco para R$ 50,00'], []],
    ['an object of other keys', [{ nome: 'A', preco: '1' }], []],
    ['a label that is an object', [[{ a: 1 }, '1']], []],
    ['a value that is a list', [{ label: 'A', value: ['1'] }], []],
    [
      'one bad among good',
      [['A', '1'], 7, ['B', '2']],
      [
        { label: 'A', value: '1' },
        { label: 'B', value: '2' },
      ],
    ],
    ['an object, not a list', { label: 'A', value: '1' }, []],
    ['a text, not a list', 'Troco para R$ 50,00', []],
  ])('%s: what is lost is named', (_name, lines, kept) => {
    for (const field of ['dados_pagamento', 'andamentos'] as const) {
      const order = read({ [field]: lines });
      expect(order.pedidoObj[field]).toEqual(kept);
      expect(order.pedidoObj.naoLidos).toEqual([field]);
    }
  });

  it('null or absent is an empty list, nothing lost', () => {
    for (const v of [null, undefined]) {
      const order = read({ dados_pagamento: v, andamentos: v });
      expect(order.pedidoObj.dados_pagamento).toEqual([]);
      expect(order.pedidoObj.naoLidos).toBeUndefined();
    }
  });

  it('keeps at most 100 payment and 200 progress lines, the rest cut without a notice', () => {
    const many = Array.from({ length: 300 }, (_, i) => [`L${i}`, String(i)]);
    const order = read({ dados_pagamento: many, andamentos: many });
    expect(order.pedidoObj.dados_pagamento).toHaveLength(100);
    expect(order.pedidoObj.andamentos).toHaveLength(200);
    expect(order.pedidoObj.andamentos[199]).toEqual({ label: 'L199', value: '199' });
    expect(order.pedidoObj.naoLidos).toBeUndefined();
  });
});

describe('pedidoObj and an item’s linhas', () => {
  it('pedidoObj sent as JSON text reads as the object', () => {
    const raw = rawOrder({ pedidoObj: { dados_pagamento: [TROCO] } });
    const asObject = liveOrderSchema.parse(raw);
    const asText = liveOrderSchema.parse({ ...raw, pedidoObj: JSON.stringify(raw.pedidoObj) });
    expect(asText).toEqual(asObject);
    expect(asText.pedidoObj.dados_pagamento).toEqual([TROCO]);
  });

  it.each<[string, unknown, string[] | undefined]>([
    ['absent', undefined, undefined],
    ['null', null, undefined],
    ['text that is not JSON', '{pedido', ['pedidoObj']],
    ['JSON text of a number', '42', ['pedidoObj']],
    ['a number', 42, ['pedidoObj']],
    ['a list', [1, 2], ['pedidoObj']],
  ])('pedidoObj %s: empty details, the order still shown', (_name, pedidoObj, lost) => {
    const order = liveOrderSchema.parse({ ...rawOrder(), pedidoObj });
    expect(order.id_pedido).not.toBe('');
    expect(order.pedidoObj.itens).toEqual([]);
    expect(order.pedidoObj.naoLidos).toEqual(lost);
  });

  it.each<[string, unknown, string[], string[] | undefined]>([
    ['a list', ['Borda:Catupiry', 'Sem cebola'], ['Borda:Catupiry', 'Sem cebola'], undefined],
    ['one string', 'Borda:Catupiry,Cheddar', ['Borda:Catupiry,Cheddar'], undefined],
    ['one string of lines', 'Borda:Catupiry\r\n  \nSem cebola ', ['Borda:Catupiry', 'Sem cebola'], undefined],
    ['an empty string', '', [], undefined],
    ['numbers in the list', ['Fatias:', 8], ['Fatias:', '8'], undefined],
    ['null', null, [], undefined],
    ['an object', { a: 'x' }, [], ['itens.linhas']],
    ['a list with an object', ['ok', { a: 1 }], ['ok'], ['itens.linhas']],
  ])('linhas as %s', (_name, linhas, expected, lost) => {
    const item = {
      nome: 'Pizza',
      quantidade: 1,
      valor_unitario: 1,
      valor_total: 1,
      linhas,
      id_cardapio_categoria: '1',
    };
    const order = read({ itens: [item] });
    expect(order.pedidoObj.itens[0]?.linhas).toEqual(expected);
    expect(order.pedidoObj.naoLidos).toEqual(lost);
  });

  it('an item that is not one is left out and named', () => {
    const order = read({ itens: ['Pizza', rawOrder().pedidoObj.itens[0]] });
    expect(order.pedidoObj.itens.map((i) => i.nome)).toEqual(['Pizza Margherita']);
    expect(order.pedidoObj.naoLidos).toEqual(['itens']);
  });

  it('a read order reads again unchanged (main’s IPC door, the offline copy), what was lost still named', () => {
    const order = read({ dados_pagamento: [['A', '1'], 7], itens: 'x' });
    expect(order.pedidoObj.naoLidos).toEqual(['itens', 'dados_pagamento']);
    expect(liveOrderSchema.parse(order)).toEqual(order);
  });
});

describe('parseLiveOrder: the log names the call, the order and the fields', () => {
  it('warns once with where, id_pedido and campos', () => {
    const warn = vi.fn();
    const raw = { ...rawOrder({ id_pedido: '77' }), pedidoObj: { andamentos: 'x', dados_pagamento: [1] } };
    const order = parseLiveOrder(raw, warn, 'pedidos/listar');
    expect(order?.pedidoObj.naoLidos).toEqual(['dados_pagamento', 'andamentos']);
    expect(warn.mock.calls).toEqual([
      [
        'campos do pedido não lidos',
        { where: 'pedidos/listar', id_pedido: '77', campos: ['dados_pagamento', 'andamentos'] },
      ],
    ]);
  });

  it('a whole order warns nothing', () => {
    const warn = vi.fn();
    expect(parseLiveOrder(rawOrder(), warn, 'pedidos/listar')).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('every ticket layout prints the spec notation as it prints the platform’s', () => {
  const notations: [string, (l: string, v: string) => unknown][] = [
    ['[label, value]', (l, v) => [l, v]],
    ['{rotulo, valor}', (l, v) => ({ rotulo: l, valor: v })],
  ];
  const payment = [
    ['Subtotal', '53.90'],
    ['Troco para', 'R$ 50,00'],
  ] as const;
  const progress = [['Aceito', '21/11 12:31']] as const;
  const asObjects = (rows: readonly (readonly [string, string])[]) =>
    rows.map(([label, value]) => ({ label, value }));
  const opts = { storeName: 'Pizzaria Bella' };
  const categories = [{ id: '1', name: 'Pizzas', printer: 'Cozinha', grouping: '' }];

  const tickets = (order: LiveOrder, layout: TicketSettings['layout']) => {
    const settings = { ...DEFAULT_TICKET_SETTINGS, layout };
    return [
      renderText(cashierTicket(order, settings, opts), 32),
      ...productionTickets(order, settings, categories, opts).tickets.map((t) => renderText(t.ticket, 32)),
    ];
  };

  const reference = read({ dados_pagamento: asObjects(payment), andamentos: asObjects(progress) });

  it.each(notations)('%s', (_name, write) => {
    const order = read({
      dados_pagamento: payment.map(([l, v]) => write(l, v)),
      andamentos: progress.map(([l, v]) => write(l, v)),
    });
    for (const layout of [1, 2, 3] as const) {
      expect(tickets(order, layout)).toEqual(tickets(reference, layout));
    }
    const full = tickets(order, 1)[0]?.join('\n') ?? '';
    expect(full).toMatch(/Troco para\s+R\$ 50,00/);
    expect(full).toMatch(/Aceito\s+21\/11 12:31/);
  });

  it('linhas as one string print as the list does, on the cashier and the production ticket', () => {
    const item = rawOrder().pedidoObj.itens[0];
    const asList = read({ itens: [{ ...item, linhas: ['Borda:Catupiry,Cheddar', 'Sem cebola'] }] });
    const asText = read({ itens: [{ ...item, linhas: 'Borda:Catupiry,Cheddar\nSem cebola' }] });
    for (const layout of [1, 2, 3] as const) expect(tickets(asText, layout)).toEqual(tickets(asList, layout));
    expect(tickets(asText, 1)[1]?.join('\n')).toContain('Sem cebola');
  });
});

describe("the store socket's 'pedido' event (01 §4)", () => {
  it.each<[string, unknown, unknown]>([
    ['novo', { tipo: 'novo', id_pedido: 12 }, { tipo: 'novo', id_pedido: '12' }],
    ['atualiza', { tipo: 'atualiza', id_pedido: ' a-1 ' }, { tipo: 'atualiza', id_pedido: 'a-1' }],
    ['f5pagina', { tipo: 'f5pagina' }, { tipo: 'f5pagina' }],
    [
      'mensagem in texto',
      { tipo: 'mensagem', texto: ' Loja ' },
      { tipo: 'mensagem', texto: 'Loja', campos: [] },
    ],
    [
      'mensagem in msg, texto blank',
      { tipo: 'mensagem', texto: ' ', msg: 'Oi' },
      { tipo: 'mensagem', texto: 'Oi', campos: [] },
    ],
    ['mensagem as a number', { tipo: 'mensagem', text: 42 }, { tipo: 'mensagem', texto: '42', campos: [] }],
    [
      'mensagem without a text names its keys',
      { tipo: 'mensagem', corpo: { a: 1 }, mensagem: Infinity },
      { tipo: 'mensagem', texto: null, campos: ['tipo', 'corpo', 'mensagem'] },
    ],
  ])('%s', (_name, raw, read) => {
    expect(orderEventSchema.parse(raw)).toEqual(read);
  });

  it('a long message is cut to 2000 characters with an ellipsis; the keys named are cut too', () => {
    const long = orderEventSchema.parse({ tipo: 'mensagem', message: 'x'.repeat(2500) });
    expect(long).toEqual({ tipo: 'mensagem', texto: `${'x'.repeat(1999)}…`, campos: [] });
    const exact = orderEventSchema.parse({ tipo: 'mensagem', message: 'y'.repeat(2000) });
    expect(exact).toEqual({ tipo: 'mensagem', texto: 'y'.repeat(2000), campos: [] });
    const keys = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${'k'.repeat(50)}${i}`, null]));
    const named = orderEventSchema.parse({ tipo: 'mensagem', ...keys });
    expect(named.tipo === 'mensagem' && named.campos).toEqual([
      'tipo',
      ...Array.from({ length: 9 }, () => 'k'.repeat(40)),
    ]);
  });

  it.each<[string, unknown]>([
    ['an id with a slash', { tipo: 'novo', id_pedido: '1/2' }],
    ['an empty id', { tipo: 'atualiza', id_pedido: ' ' }],
    ['an unknown tipo', { tipo: 'outro' }],
    ['an id too long', { tipo: 'novo', id_pedido: 'a'.repeat(65) }],
  ])('%s is refused', (_name, raw) => {
    expect(orderEventSchema.safeParse(raw).success).toBe(false);
  });
});

describe('texts and ids of the order', () => {
  it('texts are cut at 5000 characters; a longer option line or pair loses the item or the line', () => {
    const order = read({
      observacoes: 'o'.repeat(6000),
      dados_pagamento: [
        ['A', 'v'.repeat(5001)],
        ['B', 'v'.repeat(5000)],
      ],
    });
    expect(order.pedidoObj.observacoes).toHaveLength(5000);
    expect(order.pedidoObj.dados_pagamento.map((l) => l.label)).toEqual(['B']);
    expect(order.pedidoObj.naoLidos).toEqual(['dados_pagamento']);
  });

  it('parseLiveOrder names an order it refuses by its id, cut at 64, and never its payload', () => {
    const warn = vi.fn();
    expect(parseLiveOrder({ id_pedido: 'x'.repeat(80), status: '' }, warn, 'pedido')).toBeNull();
    expect(parseLiveOrder({ id_pedido: { a: 1 } }, warn, 'pedido')).toBeNull();
    expect(parseLiveOrder('x', warn, 'pedido')).toBeNull();
    expect(warn.mock.calls.map((c) => [c[0], (c[1] as { id_pedido?: string }).id_pedido])).toEqual([
      ['pedido malformado ignorado', 'x'.repeat(64)],
      ['pedido malformado ignorado', undefined],
      ['pedido malformado ignorado', undefined],
    ]);
  });

  it('the JSON service id: a number as text, null or a bad one read as null', () => {
    expect(read({}, { orderId: 77 }).orderId).toBe('77');
    expect(read({}, { orderId: null }).orderId).toBeNull();
    expect(read({}, { orderId: 'a/b' }).orderId).toBeNull();
  });
});
