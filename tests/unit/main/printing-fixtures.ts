/** An order with accents and items in two categories, for the printing glue tests. */
import type { LiveOrder } from '../../../shared/api/live-order';
import {
  DEFAULT_TICKET_SETTINGS,
  type ProductionCategory,
  type TicketSettings,
} from '../../../shared/tickets';
import { liveOrder } from '../renderer/orderFixtures';

export function twoCategoryOrder(): LiveOrder {
  return liveOrder({
    id_pedido: '48311',
    usuario_nome: 'João Conceição',
    valor_total: 87.4,
    pedidoObj: {
      usuario_nome: 'João Conceição',
      itens: [
        {
          nome: 'Pizza Calabresa à moda',
          quantidade: 1,
          valor_unitario: 61.5,
          valor_total: 61.5,
          linhas: ['Borda:Catupiry', 'Sem cebola'],
          id_cardapio_categoria: '1',
        },
        {
          nome: 'Guaraná Antarctica 2L',
          quantidade: 2,
          valor_unitario: 9.95,
          valor_total: 19.9,
          linhas: [],
          id_cardapio_categoria: '2',
        },
      ],
      observacoes: 'Não tocar a campainha',
      dados_pagamento: [
        { label: 'Subtotal', value: 'R$ 81,40' },
        { label: 'Taxa de entrega', value: 'R$ 6,00' },
      ],
    },
  });
}

export const categories: ProductionCategory[] = [
  { id: '1', name: 'Pizzas', printer: 'cozinha', grouping: 'COZINHA' },
  { id: '2', name: 'Bebidas', printer: null },
];

export const settings: TicketSettings = {
  ...DEFAULT_TICKET_SETTINGS,
  copies: 1,
  showCustomer: true,
  showEstablishment: true,
};
