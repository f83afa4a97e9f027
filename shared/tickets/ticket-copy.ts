/**
 * The part of an order a ticket prints (issue 37 §2): what the print journal keeps on disk to
 * print a job after a restart. Exactly the fields cashier.ts, production.ts, common.ts and
 * items.ts read; the rest (customer ids, order hashes, delivery and chat fields, the cancel
 * reason, the raw 'pedido' text) is left out. tests/unit/shared/ticket-copy.test.ts proves every
 * layout prints the same from this copy as from the whole order.
 */
import { liveOrderSchema, type LiveOrder } from '../api/live-order';

export function ticketCopyOf(order: LiveOrder): LiveOrder {
  // Orders reach the journal validated (the IPC door): the picked fields are parsed once (the
  // hot path of every print). Orders built in code (tests, the preview) may come without
  // details, or with them as JSON text: those are read by their own schema first.
  const raw: unknown = order.pedidoObj;
  const details =
    typeof raw === 'object' && raw !== null
      ? (raw as Partial<LiveOrder['pedidoObj']>)
      : liveOrderSchema.shape.pedidoObj.parse(raw);
  const picked = pick(order, details);
  const parsed = liveOrderSchema.safeParse(picked);
  if (parsed.success) return parsed.data;
  // One that does not parse is kept trimmed, its details filled by their own schema, so
  // printing never fails on it.
  const filled = liveOrderSchema.shape.pedidoObj.safeParse(raw);
  return pick(order, filled.success ? filled.data : details) as unknown as LiveOrder;
}

function pick(order: LiveOrder, d: Partial<LiveOrder['pedidoObj']> | undefined) {
  return {
    id_pedido: order.id_pedido,
    status: order.status,
    data_criacao: order.data_criacao,
    valor_total: order.valor_total,
    estabelecimento_nome: order.estabelecimento_nome,
    usuario_nome: order.usuario_nome,
    usuario_telefone_formatado: order.usuario_telefone_formatado,
    endereco_completo: order.endereco_completo,
    pedidoObj: {
      usuario_nome: d?.usuario_nome,
      usuario_telefone_formatado: d?.usuario_telefone_formatado,
      retirada_local: d?.retirada_local,
      endereco_completo: d?.endereco_completo,
      itens: d?.itens?.map((item) => ({
        nome: item.nome,
        quantidade: item.quantidade,
        valor_unitario: item.valor_unitario,
        valor_total: item.valor_total,
        linhas: item.linhas,
        id_cardapio_categoria: item.id_cardapio_categoria,
      })),
      observacoes: d?.observacoes,
      dados_pagamento: d?.dados_pagamento,
      cobrar_cliente: d?.cobrar_cliente,
      forma_pagamento: d?.forma_pagamento,
      andamentos: d?.andamentos,
    },
  };
}
