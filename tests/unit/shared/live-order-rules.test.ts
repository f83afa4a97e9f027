// The live-order reader's rules that live-order-shapes.test.ts leaves implicit (shared/api/
// live-order.ts): the envelope's id and status, the label/value lines that are no line, pedidoObj
// that is no object, and what parseLiveOrder logs for an order it refuses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consoleWarn,
  liveOrderSchema,
  orderEventSchema,
  parseLiveOrder,
  UNREADABLE_PLATFORM_MESSAGE,
} from '../../../shared/api/live-order';
import { rawOrder } from '../renderer/orderFixtures';

const raw = (over: Record<string, unknown> = {}) => ({
  ...(rawOrder({ id_pedido: '4820' }) as unknown as Record<string, unknown>),
  ...over,
});
const withDetails = (fields: Record<string, unknown>) =>
  liveOrderSchema.parse(raw({ pedidoObj: { ...(raw().pedidoObj as object), ...fields } })).pedidoObj;

afterEach(() => vi.restoreAllMocks());

describe('the envelope', () => {
  it.each<[string, unknown, string | null]>([
    ['PP', 'PP', 'PP'],
    ['spaces around', ' PP ', 'PP'],
    ['blank', '  ', null],
    ['33 characters', 'x'.repeat(33), null],
    ['32 characters', 'x'.repeat(32), 'x'.repeat(32)],
  ])('status %s', (_n, status, expected) => {
    const parsed = liveOrderSchema.safeParse(raw({ status }));
    expect(parsed.success ? parsed.data.status : null).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    [' 77 ', '77'],
    [77, '77'],
    ['../x', null],
    [null, null],
  ])('orderId %j → %j', (orderId, expected) => {
    expect(liveOrderSchema.parse(raw({ orderId })).orderId).toBe(expected);
  });
});

describe('label/value lines', () => {
  it.each<[string, unknown, { label: string; value: string }[]]>([
    ['only a label', { label: 'Troco para' }, [{ label: 'Troco para', value: '' }]],
    ['only a value', { value: 'R$ 5,00' }, [{ label: '', value: 'R$ 5,00' }]],
    ['only a rotulo', { rotulo: 'Troco para' }, [{ label: 'Troco para', value: '' }]],
    ['only a valor', { valor: 'R$ 5,00' }, [{ label: '', value: 'R$ 5,00' }]],
  ])('%s is a line', (_n, line, expected) => {
    expect(withDetails({ dados_pagamento: [line] }).dados_pagamento).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['text', 'Troco para'],
    ['null', null],
    ['a number', 5],
  ])('%s in the list is no line: left out and named', (_n, line) => {
    const details = withDetails({ dados_pagamento: [line] });
    expect(details.dados_pagamento).toEqual([]);
    expect(details.naoLidos).toEqual(['dados_pagamento']);
  });

  it("an item's linhas split on a bare newline too", () => {
    const item = { nome: 'Pizza', quantidade: 1, valor_unitario: 1, valor_total: 1, linhas: 'a\nb' };
    expect(withDetails({ itens: [item] }).itens[0]?.linhas).toEqual(['a', 'b']);
  });
});

describe('pedidoObj that is no object', () => {
  it.each<[string, unknown]>([
    ['a list holding JSON text', ['{}']],
    ['text that is no JSON', 'abc'],
    ['a number', 5],
  ])('%s reads empty and is named', (_n, pedidoObj) => {
    const details = liveOrderSchema.parse(raw({ pedidoObj })).pedidoObj;
    expect(details.itens).toEqual([]);
    expect(details.naoLidos).toEqual(['pedidoObj']);
  });
});

describe('parseLiveOrder on an order it refuses', () => {
  it.each<[unknown, unknown]>([
    [null, undefined],
    [undefined, undefined],
    ['4820', undefined],
    [{ id_pedido: 4820 }, '4820'],
    [{ id_pedido: 'x'.repeat(70) }, 'x'.repeat(64)],
    [{ id_pedido: { a: 1 } }, undefined],
  ])('%j is logged with id_pedido %j', (order, id) => {
    const warn = vi.fn();
    expect(parseLiveOrder(order, warn, 'pedidos/listar')).toBeNull();
    expect(warn).toHaveBeenCalledWith('pedido malformado ignorado', {
      where: 'pedidos/listar',
      id_pedido: id,
      issues: expect.any(Array),
    });
  });
});

describe("the 'pedido' event", () => {
  it.each<[unknown, string | null]>([
    [{ tipo: 'mensagem', texto: 12 }, '12'],
    [{ tipo: 'mensagem', texto: Number.NaN, msg: 'oi' }, 'oi'],
    [{ tipo: 'mensagem', texto: true }, null],
  ])('mensagem %j reads its text as %j', (payload, texto) => {
    const parsed = orderEventSchema.parse(payload);
    expect(parsed.tipo === 'mensagem' ? parsed.texto : undefined).toBe(texto);
  });

  it('the notice for a message without text says one came', () => {
    expect(UNREADABLE_PLATFORM_MESSAGE).toBe(
      'Recebemos uma mensagem da plataforma que não pôde ser exibida.',
    );
  });

  it('the default log warns on the console, marked [pedidos]', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    consoleWarn('pedido malformado ignorado', { where: 'x' });
    expect(spy).toHaveBeenCalledWith('[pedidos] pedido malformado ignorado', { where: 'x' });
  });
});
