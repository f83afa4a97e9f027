import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api/platform-v1';
import { isAvailableAt } from '../../../shared/catalogue/availability';
import { demoMenu } from '../../../sandbox/db/demo-menu';
import { generateTemplate } from '../../../sandbox/orders/generator';
import { buildOrder } from '../../../sandbox/orders/service';
import { weekly } from '../../../sandbox/menu';
import { createRng, mixSeed } from '../../../sandbox/rng';

const MENU = demoMenu(1);
const AT = new Date(2025, 6, 4, 20, 15, 7); // a Friday evening: every time-limited category is open
// As the sandbox makes an order (orders/factory.ts): a template from the menu, then the order.
const gen = (seed: number, status: 'PP' | 'mix' = 'mix', at = AT): Order =>
  buildOrder(generateTemplate(seed, MENU, { at, status }), {
    id: 50_000 + seed,
    createdAt: at,
    now: at,
    establishmentName: 'Pizzaria Bella Napoli',
  });
const SAMPLE = Array.from({ length: 400 }, (_, i) => gen(i + 1));

const ORDER_FIELDS = [
  'id_pedido',
  'hash_pedido',
  'status',
  'pedido',
  'data_criacao',
  'segundos',
  'valor_total',
  'usuario_nome',
  'id_usuario',
  'usuario_telefone_formatado',
  'usuario_confirmado',
  'estabelecimento_nome',
  'endereco_id',
  'endereco_completo',
  'compraGlobal',
  'compraEst',
  'app_origin',
  'chat_enabled',
  'canUseExternalDelivery',
  'externalDeliveryStatus',
  'externalDeliveryId',
  'externalDeliveryWithCode',
  'orderId',
  'pedidoObj',
];
const DETAIL_FIELDS = [
  'usuario_nome',
  'usuario_compras',
  'usuario_confirmado',
  'usuario_telefone_formatado',
  'hash_pedido',
  'retirada_local',
  'endereco_id_bairro',
  'endereco_completo',
  'itens',
  'observacoes',
  'dados_pagamento',
  'cobrar_cliente',
  'forma_pagamento',
  'andamentos',
];
const ITEM_FIELDS = [
  'nome',
  'quantidade',
  'valor_unitario',
  'valor_total',
  'linhas',
  'id_cardapio_categoria',
];

/** 'R$ 1.234,56' or '- R$ 8,00' back to a number. */
const money = (text: string): number =>
  (text.startsWith('-') ? -1 : 1) * Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const payment = (o: Order, label: string): number => {
  const line = o.pedidoObj.dados_pagamento.find((d) => d.label === label);
  return line ? money(line.value) : 0;
};
const cents = (n: number): number => Math.round(n * 100);

describe('order generator', () => {
  it('is deterministic: same seed and menu, same order', () => {
    expect(gen(42)).toEqual(gen(42));
    expect(JSON.stringify(gen(7, 'PP'))).toBe(JSON.stringify(gen(7, 'PP')));
    expect(gen(42).pedidoObj).not.toEqual(gen(43).pedidoObj);
  });

  it('fills every field of the spec, with the right types', () => {
    for (const o of SAMPLE) {
      expect(Object.keys(o)).toEqual(expect.arrayContaining(ORDER_FIELDS));
      expect(Object.keys(o.pedidoObj).sort()).toEqual([...DETAIL_FIELDS].sort());
      for (const item of o.pedidoObj.itens) expect(Object.keys(item).sort()).toEqual([...ITEM_FIELDS].sort());
      expect(o.data_criacao).toBe('2025-07-04 20:15:07');
      expect(o.orderId).toBe(Number(o.id_pedido));
      expect(['app', 'cardapio-web']).toContain(o.app_origin);
      expect(['0', '1']).toContain(o.compraGlobal);
      if (o.compraGlobal === '1') expect(o.compraEst).toBe('1');
      expect(o.pedidoObj.andamentos[0]).toEqual({ label: 'Pedido realizado', value: '04/07/2025 20:15' });
      expect(
        o.pedidoObj.dados_pagamento.every((d) => typeof d.label === 'string' && typeof d.value === 'string'),
      ).toBe(true);
      expect(o.pedidoObj.cobrar_cliente).toBe(
        !o.pedidoObj.dados_pagamento.some((d) => d.label === 'Pagamento online'),
      );
      if (o.status === 'PC') expect(o.motivo_cancelamento).toBeTruthy();
    }
  });

  it('keeps valor_total equal to the items plus the delivery fee minus the coupon', () => {
    for (const o of SAMPLE) {
      const items = o.pedidoObj.itens;
      for (const i of items) expect(cents(i.valor_total)).toBe(cents(i.quantidade * i.valor_unitario));
      const subtotal = items.reduce((sum, i) => sum + cents(i.valor_total), 0);
      const fee = cents(payment(o, 'Taxa de entrega'));
      if (o.pedidoObj.retirada_local) expect(fee).toBe(0);
      else expect(fee).toBeGreaterThan(0);
      expect(cents(payment(o, 'Subtotal'))).toBe(subtotal);
      expect(cents(o.valor_total)).toBe(subtotal + fee + cents(payment(o, 'Desconto (cupom)')));
      expect(cents(payment(o, 'Total'))).toBe(cents(o.valor_total));
    }
  });

  it('orders from the menu: known categories and products, option lines as label:a,b', () => {
    const categories = new Set(MENU.categorias.map((c) => c.id_cardapio_categoria));
    const lines = SAMPLE.flatMap((o) => o.pedidoObj.itens.flatMap((i) => i.linhas));
    for (const o of SAMPLE) {
      for (const item of o.pedidoObj.itens) {
        expect(categories.has(item.id_cardapio_categoria)).toBe(true);
        const product = item.nome.replace(/ - (Broto|Grande|Meia|Inteira)$/, '');
        expect(MENU.produtos.some((p) => p.nome_prod === product && p.status === 'S')).toBe(true);
      }
    }
    for (const line of lines) expect(line).toMatch(/^[^:]+:[^,]+(,[^,]+)*$/);
    expect(lines.some((l) => /^Borda:[^,]+,[^,]+$/.test(l))).toBe(true);
    for (const label of ['Borda', 'Adicionais', 'Ponto', 'Massa', 'Sabores', 'Molhos']) {
      expect(lines.some((l) => l.startsWith(`${label}:`))).toBe(true);
    }
    // Hidden and out-of-stock categories and products are never sold.
    const names = SAMPLE.flatMap((o) => o.pedidoObj.itens.map((i) => i.nome));
    expect(
      names.some((n) => n.startsWith('Pizza Atum') || n.startsWith('Combo') || n.startsWith('Parmegiana')),
    ).toBe(false);
  });

  it('covers the situations the desk must show', () => {
    const some = (f: (o: Order) => boolean) => expect(SAMPLE.some(f)).toBe(true);
    some(
      (o) =>
        o.pedidoObj.retirada_local && o.endereco_completo === 'Retirada no local' && o.endereco_id === null,
    );
    some((o) => !o.pedidoObj.retirada_local && o.endereco_id !== null);
    some((o) => o.app_origin === 'cardapio-web');
    some((o) => o.app_origin === 'app' && o.chat_enabled);
    some((o) => o.compraGlobal === '1');
    some((o) => o.compraEst === '1' && o.compraGlobal === '0');
    some((o) => o.pedidoObj.observacoes !== '');
    some((o) => o.usuario_nome.length > 60);
    some((o) => o.pedidoObj.itens.some((i) => i.nome.length > 60));
    some((o) => /[áéíóúâêôãõçÁÉÍÓÚÂÊÔÃÕÇü’]/.test(o.usuario_nome));
    some((o) => o.canUseExternalDelivery && o.externalDeliveryStatus === 'SEARCHING_DELIVERY');
    some((o) => o.pedidoObj.forma_pagamento === 'Dinheiro' && payment(o, 'Troco para') > o.valor_total);
    some((o) => o.pedidoObj.forma_pagamento === 'Cartão de crédito na entrega' && o.pedidoObj.cobrar_cliente);
    some((o) => o.pedidoObj.forma_pagamento === 'Pix' && !o.pedidoObj.cobrar_cliente);
    some((o) => o.pedidoObj.forma_pagamento === 'Pago online' && !o.pedidoObj.cobrar_cliente);
    some((o) => payment(o, 'Desconto (cupom)') < 0);
    expect(new Set(SAMPLE.map((o) => o.status))).toEqual(
      new Set(['PP', 'PA', 'PI', 'PL', 'LE', 'PE', 'PICKUP_READY', 'PD', 'PC']),
    );
    for (const o of SAMPLE.filter((x) => x.status === 'PICKUP_READY'))
      expect(o.pedidoObj.retirada_local).toBe(true);
    expect(SAMPLE.every((o) => !o.pedidoObj.retirada_local || !o.canUseExternalDelivery)).toBe(true);
  });

  it('builds the search text from number, customer, phone and items', () => {
    for (const o of SAMPLE.slice(0, 50)) {
      for (const part of [
        `#${o.id_pedido}`,
        o.usuario_nome,
        o.usuario_telefone_formatado,
        o.usuario_telefone_formatado.replace(/\D/g, ''),
        ...o.pedidoObj.itens.map((i) => i.nome),
      ]) {
        expect(o.pedido).toContain(part);
      }
    }
  });

  it('only sells time-limited categories inside their periods', () => {
    const afternoon = new Date(2025, 6, 4, 16, 30); // Friday, between the Porções periods
    const porcoes = MENU.categorias.find((c) => c.nome_categoria === 'Porções')?.id_cardapio_categoria;
    const orders = Array.from({ length: 200 }, (_, i) => gen(i + 1, 'PP', afternoon));
    expect(orders.flatMap((o) => o.pedidoObj.itens).some((i) => i.id_cardapio_categoria === porcoes)).toBe(
      false,
    );
    expect(SAMPLE.flatMap((o) => o.pedidoObj.itens).some((i) => i.id_cardapio_categoria === porcoes)).toBe(
      true,
    );
  });
});

describe('menu availability', () => {
  it.each([
    ['', new Date(2025, 6, 6, 3, 0), true],
    ['not json', new Date(2025, 6, 6, 3, 0), true],
    [weekly(['sx'], ['18:00', '23:30']), new Date(2025, 6, 4, 19, 0), true],
    [weekly(['sx'], ['18:00', '23:30']), new Date(2025, 6, 4, 23, 31), false],
    [weekly(['sx'], ['18:00', '23:30']), new Date(2025, 6, 5, 19, 0), false],
    [weekly(['sb'], ['11:00', '14:00'], ['19:00', '00:00']), new Date(2025, 6, 5, 23, 59), true],
    [weekly(['sb'], ['11:00', '14:00'], ['19:00', '00:00']), new Date(2025, 6, 5, 15, 0), false],
  ])('%s at %s → %s', (disponibilidade, at, expected) => {
    expect(isAvailableAt(disponibilidade, at)).toBe(expected);
  });
});

describe('seeded random source', () => {
  it('repeats a sequence for a seed and stays in range', () => {
    const a = createRng(123);
    const b = createRng(123);
    const seqA = Array.from({ length: 50 }, () => a.int(1, 6));
    expect(Array.from({ length: 50 }, () => b.int(1, 6))).toEqual(seqA);
    expect(seqA.every((n) => n >= 1 && n <= 6)).toBe(true);
    expect(new Set(seqA).size).toBe(6);
    expect(createRng(1).sample([1, 2, 3, 4, 5], 3)).toHaveLength(3);
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });
});
