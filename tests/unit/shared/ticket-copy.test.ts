// Issue 37 §2: the print journal keeps only what a ticket prints. Every layout and option prints
// the same ticket from the trimmed copy as from the whole order.
import { describe, expect, it, vi } from 'vitest';
import { liveOrderSchema } from '../../../shared/api/live-order';
import {
  cashierTicket,
  columnsFor,
  DEFAULT_TICKET_SETTINGS,
  productionTickets,
  renderText,
  ticketCopyOf,
  type ProductionCategory,
  type TicketSettings,
} from '../../../shared/tickets';

const full = liveOrderSchema.parse({
  id_pedido: '48311',
  status: 'PP',
  hash_pedido: 'hash-secreto',
  pedido: 'texto bruto do pedido',
  data_criacao: '2026-11-30 19:42:10',
  segundos: 42,
  valor_total: '87,40',
  usuario_nome: 'João Conceição',
  id_usuario: 'u-991',
  usuario_telefone_formatado: '(11) 98888-7777',
  usuario_confirmado: 1,
  estabelecimento_nome: 'Pizzaria São João',
  endereco_id: 'e-12',
  endereco_completo: 'Rua das Flores, 12 - Centro',
  compraGlobal: '1',
  compraEst: '0',
  app_origin: 'app',
  chat_enabled: true,
  canUseExternalDelivery: true,
  externalDeliveryStatus: 'pending',
  externalDeliveryId: 'ext-7',
  externalDeliveryWithCode: true,
  orderId: 'o-48311',
  motivo_cancelamento: null,
  pedidoObj: {
    usuario_nome: 'João Conceição da Silva',
    usuario_compras: 7,
    usuario_confirmado: true,
    usuario_telefone_formatado: '(11) 98888-7777',
    hash_pedido: 'hash-secreto',
    retirada_local: false,
    endereco_id_bairro: 'b-3',
    endereco_completo: 'Rua das Flores, 12 - Centro, apto 3',
    itens: [
      {
        nome: 'Pizza Calabresa',
        quantidade: 1,
        valor_unitario: 61.5,
        valor_total: 61.5,
        linhas: ['Borda:Catupiry'],
        id_cardapio_categoria: '1',
      },
      {
        nome: 'Guaraná 2L',
        quantidade: 2,
        valor_unitario: 9.95,
        valor_total: 19.9,
        linhas: [],
        id_cardapio_categoria: '2',
      },
      {
        nome: 'Guaraná 2L',
        quantidade: 1,
        valor_unitario: 9.95,
        valor_total: 9.95,
        linhas: [],
        id_cardapio_categoria: '2',
      },
      {
        nome: 'Brinde',
        quantidade: 1,
        valor_unitario: 0,
        valor_total: 0,
        linhas: ['Sabor:Chocolate'],
        id_cardapio_categoria: '3',
      },
    ],
    observacoes: 'Não tocar a campainha',
    dados_pagamento: [
      { label: 'Subtotal', value: '81.40' },
      { label: 'Taxa de entrega', value: 'R$ 6,00' },
      { label: 'Total:', value: '87.40' },
    ],
    cobrar_cliente: true,
    forma_pagamento: 'Cartão de crédito',
    andamentos: [
      { label: 'Recebido', value: '19:42' },
      { label: 'Aceito', value: '19:43' },
    ],
  },
});

const categories: ProductionCategory[] = [
  { id: '1', name: 'Pizzas', printer: 'Cozinha', grouping: 'COZINHA' },
  { id: '2', name: 'Bebidas', printer: 'Bar', grouping: null },
  { id: '3', name: 'Brindes', printer: null, grouping: null },
];

const variants: [string, Partial<TicketSettings>][] = [];
for (const layout of [1, 2, 3] as const)
  for (const showCustomer of [true, false])
    for (const groupItems of [true, false])
      variants.push([
        `layout ${layout}, cliente ${showCustomer}, agrupar ${groupItems}`,
        {
          layout,
          showCustomer,
          groupItems,
          showEstablishment: true,
          paperWidth: layout === 2 ? '4,8' : '7,0',
        },
      ]);

const orders = {
  delivery: full,
  pickup: liveOrderSchema.parse({
    ...full,
    pedidoObj: { ...full.pedidoObj, retirada_local: true, cobrar_cliente: false },
  }),
  bare: liveOrderSchema.parse({ id_pedido: '7', status: 'PP' }),
};

describe('ticketCopyOf', () => {
  for (const [orderName, order] of Object.entries(orders)) {
    it.each(variants)(`${orderName}: %s prints the same from the copy`, (_name, patch) => {
      const settings = { ...DEFAULT_TICKET_SETTINGS, ...patch };
      const copy = ticketCopyOf(order);
      for (const opts of [
        { storeName: '' },
        { storeName: 'Loja', reprint: true, now: new Date(2026, 10, 30, 20) },
      ]) {
        const a = cashierTicket(order, settings, opts);
        expect(cashierTicket(copy, settings, opts)).toEqual(a);
        expect(renderText(cashierTicket(copy, settings, opts), columnsFor(settings.paperWidth))).toEqual(
          renderText(a, columnsFor(settings.paperWidth)),
        );
        expect(productionTickets(copy, settings, categories, opts)).toEqual(
          productionTickets(order, settings, categories, opts),
        );
      }
    });
  }

  it('leaves out what no ticket prints', () => {
    const copy = ticketCopyOf(full);
    const json = JSON.stringify(copy);
    for (const secret of ['hash-secreto', 'u-991', 'texto bruto', 'ext-7', 'o-48311', 'b-3', 'e-12'])
      expect(json, secret).not.toContain(secret);
    expect(copy.pedidoObj.usuario_compras).toBe(0);
    expect(copy.chat_enabled).toBe(false);
    // It is still an order the journal's schema reads.
    expect(liveOrderSchema.parse(copy)).toEqual(copy);
  });

  it('a validated order is parsed once, not its details apart and then again (review of issue 32)', () => {
    const details = vi.spyOn(liveOrderSchema.shape.pedidoObj, 'parse');
    const whole = vi.spyOn(liveOrderSchema, 'safeParse');
    try {
      const copy = ticketCopyOf(full);
      expect(details).not.toHaveBeenCalled();
      expect(whole).toHaveBeenCalledTimes(1);
      expect(copy.pedidoObj.itens).toHaveLength(full.pedidoObj.itens.length);
    } finally {
      details.mockRestore();
      whole.mockRestore();
    }
  });

  it('an order built in code without details, or with them as JSON text, still gets them read', () => {
    const bare = { ...full, pedidoObj: undefined } as unknown as typeof full;
    expect(ticketCopyOf(bare).pedidoObj.itens).toEqual([]);
    const text = { ...full, pedidoObj: JSON.stringify(full.pedidoObj) } as unknown as typeof full;
    expect(ticketCopyOf(text).pedidoObj.itens).toHaveLength(full.pedidoObj.itens.length);
  });
});
