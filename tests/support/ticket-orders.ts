/** Orders for the ticket layout tests: a pizza line and the envelope the live order wraps a `pedidoObj` in. */
import {
  PLAIN_APP_ORDER_FLAGS,
  type LiveOrder,
  type LiveOrderDetails,
  type LiveOrderItem,
} from '../../shared/api/live-order';

export function ticketItem(p: Partial<LiveOrderItem> = {}): LiveOrderItem {
  return {
    nome: 'Pizza Calabresa',
    quantidade: 1,
    valor_unitario: 45,
    valor_total: 45,
    linhas: ['Borda:Catupiry,Cheddar'],
    id_cardapio_categoria: 'c1',
    ...p,
  };
}

/** The envelope fields of an app order with no purchase flags, no chat and no external delivery. */
export const plainOrderFlags = PLAIN_APP_ORDER_FLAGS;

/** An order's details: the customer, address, items and payment the test names, the rest fixed. */
export function ticketDetails(
  p: Pick<
    LiveOrderDetails,
    'usuario_nome' | 'endereco_completo' | 'itens' | 'dados_pagamento' | 'forma_pagamento' | 'andamentos'
  > &
    Partial<LiveOrderDetails>,
): LiveOrderDetails {
  return {
    usuario_compras: 3,
    usuario_confirmado: true,
    usuario_telefone_formatado: '(11) 98765-4321',
    hash_pedido: 'h',
    retirada_local: false,
    endereco_id_bairro: 'b1',
    observacoes: 'Sem cebola, por favor',
    cobrar_cliente: true,
    ...p,
  };
}

/** The live order around `pedidoObj`; customer name and address repeat the details' own. */
export function ticketOrder(
  pedidoObj: LiveOrderDetails,
  envelope: Pick<LiveOrder, 'id_pedido' | 'valor_total'>,
): LiveOrder {
  return {
    id_pedido: envelope.id_pedido,
    hash_pedido: 'h',
    status: 'PA',
    pedido: '',
    data_criacao: '2026-11-21 19:05:00',
    segundos: 0,
    valor_total: envelope.valor_total,
    usuario_nome: pedidoObj.usuario_nome,
    id_usuario: 'u1',
    usuario_telefone_formatado: '(11) 98765-4321',
    usuario_confirmado: true,
    estabelecimento_nome: 'Pizzaria Bella',
    endereco_id: 'e1',
    endereco_completo: pedidoObj.endereco_completo,
    ...plainOrderFlags,
    orderId: '1',
    motivo_cancelamento: null,
    pedidoObj,
  };
}
