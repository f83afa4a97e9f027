/** Orders as the platform sends them (spec 01 §3), for the orders desk's tests. */
import type { Order } from '../../../shared/api/platform-v1';
import { liveOrderSchema, type LiveOrder } from '../../../shared/api/live-order';
import { plainOrderFlags } from '../../support/ticket-orders';

let next = 48200;

export type OrderOverrides = Omit<Partial<Order>, 'pedidoObj'> & { pedidoObj?: Partial<Order['pedidoObj']> };

export function rawOrder(overrides: OrderOverrides = {}): Order {
  const id = overrides.id_pedido ?? String(++next);
  const { pedidoObj, ...rest } = overrides;
  const base: Order = {
    id_pedido: id,
    hash_pedido: `H${id}`,
    status: 'PP',
    pedido: `#${id} Maria Souza (11) 99876-5432 Pizza Margherita`,
    data_criacao: '2026-11-21 12:30:00',
    segundos: 600,
    valor_total: 59.9,
    usuario_nome: 'Maria Souza',
    id_usuario: '501',
    usuario_telefone_formatado: '(11) 99876-5432',
    usuario_confirmado: true,
    estabelecimento_nome: 'Pizzaria Teste',
    endereco_id: '900',
    endereco_completo: 'Rua das Flores, 100 - Vila Mariana, São Paulo',
    ...plainOrderFlags,
    orderId: Number(id) || 1,
    pedidoObj: {
      usuario_nome: 'Maria Souza',
      usuario_compras: 3,
      usuario_confirmado: true,
      usuario_telefone_formatado: '(11) 99876-5432',
      hash_pedido: `H${id}`,
      retirada_local: false,
      endereco_id_bairro: '7',
      endereco_completo: 'Rua das Flores, 100 - Vila Mariana, São Paulo',
      itens: [
        {
          nome: 'Pizza Margherita',
          quantidade: 1,
          valor_unitario: 53.9,
          valor_total: 53.9,
          linhas: ['Borda:Catupiry,Cheddar', 'Sem cebola'],
          id_cardapio_categoria: '1',
        },
      ],
      observacoes: 'Tocar o interfone',
      dados_pagamento: [
        { label: 'Subtotal', value: 'R$ 53,90' },
        { label: 'Taxa de entrega', value: 'R$ 6,00' },
      ],
      cobrar_cliente: true,
      forma_pagamento: 'Dinheiro',
      andamentos: [{ label: 'Pedido realizado', value: '21/11/2026 12:30' }],
      ...pedidoObj,
    },
    ...rest,
  };
  return base;
}

export function liveOrder(overrides: OrderOverrides = {}): LiveOrder {
  return liveOrderSchema.parse(rawOrder(overrides));
}
