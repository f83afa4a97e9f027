/**
 * A live order (spec 01 §3) read as a report row (03 §3): the live order carries no payment code,
 * fee or discount field, so they are read from what it does carry (forma_pagamento, cobrar_cliente
 * and the dados_pagamento lines), the same way the platform's report derives them. The sandbox
 * builds its report rows with these functions, so the day summary printed from the live orders
 * and the general report of the same day agree.
 */
import { parseMoney } from '../format';
import type { ReportOrderRow } from '../api/reports';

/** What the derivation reads of an order: the platform's `Order` and the parsed `LiveOrder` both fit. */
export interface PaymentFacts {
  status: string;
  pedidoObj: {
    forma_pagamento: string;
    cobrar_cliente: boolean;
    dados_pagamento: readonly { label: string; value: string }[];
    itens: readonly { valor_total: number }[];
  };
}

export const DELIVERY_FEE_LABEL = 'Taxa de entrega';
export const DISCOUNT_LABEL = 'Desconto (cupom)';

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The platform's numeric payment code (03 §4) for the order's payment: Pix -11 (online), paid in
 * the app -2 (online), cash -1, debit card 3, any other card 2.
 */
export function paymentCode(order: PaymentFacts): number {
  const forma = order.pedidoObj.forma_pagamento.toLowerCase();
  if (forma.includes('pix')) return -11;
  if (!order.pedidoObj.cobrar_cliente) return -2;
  if (forma.includes('dinheiro')) return -1;
  if (forma.includes('débito') || forma.includes('debito')) return 3;
  return 2;
}

/** The absolute amount of a dados_pagamento line ('- R$ 5,00' reads 5); 0 when there is none. */
export function paymentLine(order: PaymentFacts, label: string): number {
  const line = order.pedidoObj.dados_pagamento.find((l) => l.label === label);
  return Math.abs(parseMoney(line?.value.replace(/^-\s*/, '') ?? '') ?? 0);
}

/** The products' value: the sum of the items. */
export function productsValue(order: PaymentFacts): number {
  return round2(order.pedidoObj.itens.reduce((sum, i) => sum + i.valor_total, 0));
}

export type LiveReportRow = Pick<
  ReportOrderRow,
  'status' | 'valor_pedido' | 'valor_taxa' | 'valor_desconto' | 'pagamento'
>;

/** The row summarizeReport reads, from a live order. */
export function liveReportRow(order: PaymentFacts): LiveReportRow {
  return {
    status: order.status,
    valor_pedido: productsValue(order),
    valor_taxa: paymentLine(order, DELIVERY_FEE_LABEL),
    valor_desconto: paymentLine(order, DISCOUNT_LABEL),
    pagamento: paymentCode(order),
  };
}
