/**
 * The general report's summary (spec 03 §2.15) and the control panel's figures (03 §9). Only
 * delivered (PD) and cancelled (PC) orders are aggregated.
 */
import type { ReportOrderRow } from '../api/reports';
import { paymentKind, reportOutcome, type PaymentKind } from './codes';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export interface CountAmount {
  count: number;
  amount: number;
}

export interface ReportSummary {
  cancelled: CountAmount;
  delivered: CountAmount;
  /** Delivered orders paid online (codes -2, -10, -11, -12). */
  deliveredOnline: CountAmount;
  /** Delivered orders paid on delivery (cash or card). */
  deliveredInPerson: CountAmount;
  /** Delivered orders by payment type (Dinheiro, Cartão, Online by the 03 §4 codes). */
  deliveredByPayment: Record<PaymentKind, CountAmount>;
  /** Delivery fees of delivered orders. */
  deliveryFees: number;
  /** Discounts of delivered orders. */
  discounts: number;
  /** Total Geral = delivered orders + delivery fee − discounts. */
  grandTotal: number;
}

/**
 * Discounts as the summary lines show them, subtracted from Total Geral: negative, and R$ 0,00
 * (not '-R$ 0,00') when there were none. The screen report and the 'Resumo do dia' ticket both.
 */
export function discountsShown(discounts: number): number {
  return discounts === 0 ? 0 : -discounts;
}

type SummaryRow = Pick<
  ReportOrderRow,
  'status' | 'valor_pedido' | 'valor_taxa' | 'valor_desconto' | 'pagamento'
>;

export function summarizeReport(rows: readonly SummaryRow[]): ReportSummary {
  const s = {
    cancelled: { count: 0, amount: 0 },
    delivered: { count: 0, amount: 0 },
    byPayment: {
      dinheiro: { count: 0, amount: 0 },
      cartao: { count: 0, amount: 0 },
      online: { count: 0, amount: 0 },
    },
    deliveryFees: 0,
    discounts: 0,
  };
  for (const row of rows) {
    const outcome = reportOutcome(row.status);
    const value = num(row.valor_pedido);
    if (outcome === 'cancelled') {
      s.cancelled.count += 1;
      s.cancelled.amount += value;
    } else if (outcome === 'delivered') {
      s.delivered.count += 1;
      s.delivered.amount += value;
      const paid = s.byPayment[paymentKind(row.pagamento)];
      paid.count += 1;
      paid.amount += value;
      s.deliveryFees += num(row.valor_taxa);
      s.discounts += num(row.valor_desconto);
    }
  }
  const r = (c: CountAmount): CountAmount => ({ count: c.count, amount: round2(c.amount) });
  const { dinheiro, cartao, online } = s.byPayment;
  return {
    cancelled: r(s.cancelled),
    delivered: r(s.delivered),
    // In person is cash and card; both are derived from the payment split, never counted apart.
    deliveredOnline: r(online),
    deliveredInPerson: r({ count: dinheiro.count + cartao.count, amount: dinheiro.amount + cartao.amount }),
    deliveredByPayment: {
      dinheiro: r(s.byPayment.dinheiro),
      cartao: r(s.byPayment.cartao),
      online: r(s.byPayment.online),
    },
    deliveryFees: round2(s.deliveryFees),
    discounts: round2(s.discounts),
    grandTotal: round2(s.delivered.amount + s.deliveryFees - s.discounts),
  };
}

export interface PanelFigures {
  totalOrders: number;
  cancelledOrders: number;
  /** Orders with a coupon id. */
  coupons: number;
  /** Orders with a delivery fee above zero, and the fees' sum. */
  deliveryFeeCount: number;
  deliveryFeeAmount: number;
  /** Delivered total (minus the store's discount) / delivered count; 0 with no delivered order. */
  averageTicket: number;
  /** (total − commission) / commission over delivered orders; 0 when there is no commission. */
  roi: number;
  /** By the compraGlobal flag ('1' = first purchase in the app). */
  newUsers: number;
  recurringUsers: number;
}

type PanelRow = Pick<
  ReportOrderRow,
  'status' | 'valor_total' | 'valor_desconto_rest' | 'comissao' | 'id_cupom' | 'valor_taxa' | 'compraGlobal'
>;

const hasCoupon = (id: unknown): boolean =>
  (typeof id === 'string' && id.trim() !== '' && id.trim() !== '0') || (typeof id === 'number' && id > 0);

export function panelFigures(rows: readonly PanelRow[]): PanelFigures {
  let cancelled = 0;
  let coupons = 0;
  let feeCount = 0;
  let feeAmount = 0;
  let delivered = 0;
  let deliveredTotal = 0;
  let deliveredNet = 0;
  let commission = 0;
  let newUsers = 0;
  for (const row of rows) {
    const outcome = reportOutcome(row.status);
    if (outcome === 'cancelled') cancelled += 1;
    if (hasCoupon(row.id_cupom)) coupons += 1;
    if (num(row.valor_taxa) > 0) {
      feeCount += 1;
      feeAmount += num(row.valor_taxa);
    }
    if (row.compraGlobal === '1') newUsers += 1;
    if (outcome === 'delivered') {
      delivered += 1;
      deliveredTotal += num(row.valor_total);
      deliveredNet += num(row.valor_total) - num(row.valor_desconto_rest);
      commission += num(row.comissao);
    }
  }
  return {
    totalOrders: rows.length,
    cancelledOrders: cancelled,
    coupons,
    deliveryFeeCount: feeCount,
    deliveryFeeAmount: round2(feeAmount),
    averageTicket: delivered > 0 ? round2(deliveredNet / delivered) : 0,
    roi: commission > 0 ? round2((deliveredTotal - commission) / commission) : 0,
    newUsers,
    recurringUsers: rows.length - newUsers,
  };
}
