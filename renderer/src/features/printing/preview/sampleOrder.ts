/**
 * The order the settings preview prints: accents, options, a repeated item (grouping and unit
 * price show), a free item, observations and two production categories.
 */
import { PLAIN_APP_ORDER_FLAGS, type LiveOrder } from '../../../../../shared/api/live-order';

export const SAMPLE_KITCHEN = { id: 'amostra-cozinha', name: 'Pizzas' };
export const SAMPLE_BAR = { id: 'amostra-bar', name: 'Bebidas' };

export function sampleOrder(now: Date = new Date()): LiveOrder {
  const pad = (n: number) => String(n).padStart(2, '0');
  const created = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:00`;
  const pizza = {
    nome: 'Pizza Grande Calabresa',
    quantidade: 1,
    valor_unitario: 54.9,
    valor_total: 54.9,
    linhas: ['Borda:Catupiry', 'Adicionais:Cebola,Orégano'],
    id_cardapio_categoria: SAMPLE_KITCHEN.id,
  };
  return {
    id_pedido: '1234',
    hash_pedido: 'amostra',
    status: 'PA',
    pedido: '',
    data_criacao: created,
    segundos: 0,
    valor_total: 128.7,
    usuario_nome: 'Conceição Gonçalves',
    id_usuario: '0',
    usuario_telefone_formatado: '(11) 98765-4321',
    usuario_confirmado: true,
    estabelecimento_nome: '',
    endereco_id: '0',
    endereco_completo: 'Rua São João, 450, apto 12 - Centro',
    ...PLAIN_APP_ORDER_FLAGS,
    orderId: '1234',
    motivo_cancelamento: null,
    pedidoObj: {
      usuario_nome: 'Conceição Gonçalves',
      usuario_compras: 7,
      usuario_confirmado: true,
      usuario_telefone_formatado: '(11) 98765-4321',
      hash_pedido: 'amostra',
      retirada_local: false,
      endereco_id_bairro: '0',
      endereco_completo: 'Rua São João, 450, apto 12 - Centro',
      itens: [
        pizza,
        pizza,
        {
          nome: 'Guaraná Antártica 2L',
          quantidade: 1,
          valor_unitario: 12,
          valor_total: 12,
          linhas: [],
          id_cardapio_categoria: SAMPLE_BAR.id,
        },
        {
          nome: 'Pão de alho',
          quantidade: 1,
          valor_unitario: 0,
          valor_total: 0,
          linhas: [],
          id_cardapio_categoria: SAMPLE_KITCHEN.id,
        },
      ],
      observacoes: 'Sem cebola na segunda pizza, por favor.',
      dados_pagamento: [
        { label: 'Subtotal', value: '121.80' },
        { label: 'Taxa de entrega', value: '6.90' },
      ],
      cobrar_cliente: true,
      forma_pagamento: 'Dinheiro (troco para R$ 150,00)',
      andamentos: [{ label: 'Recebido', value: `${pad(now.getHours())}:${pad(now.getMinutes())}` }],
    },
  };
}
