/**
 * Finance API shapes (spec 03 §3, §7) as the sandbox serves them. Values of the newer APIs are
 * in cents; dates are local 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD').
 */

export interface PaginateMetadata {
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

export interface Paginated<T> {
  data: T[];
  paginate_metadata: PaginateMetadata;
}

/** Second generation: starts_at / ends_at. The first generation writes start_at / end_at. */
export interface FinancialPeriod {
  id: number;
  starts_at: string;
  ends_at: string;
}

export interface FinancialPeriodV1 {
  id: number;
  start_at: string;
  end_at: string;
}

export interface PeriodSummary {
  id: number;
  starts_at: string;
  ends_at: string;
  total_value: number;
  subtotal_value: number;
  delivery_value: number;
  commission_value: number;
  online_payment_tax_value: number;
  online_payment_value: number;
  cash_value: number;
  card_on_delivery_value: number;
  total_discount_value: number;
  discount_value: number;
  sponsored_discount_value: number;
  total_online_payment_value: number;
  total_offline_payment_value: number;
  fine_value: number;
  balance_value: number;
  sponsored_discount_balance_value: number;
  retained_value: number;
  order_count: number;
  custom_transaction_value: number;
  commissionable_subtotal_value: number;
  commissionable_delivery_value: number;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  nfseUrl: null;
}

export interface OrderTransaction {
  id: number;
  order_hash: string;
  order_id: number;
  created_at: string;
  order_created_at: string;
  payment_type: 'online' | 'cash' | 'card' | 'fine';
  subtotal_value: number;
  delivery_value: number;
  total_value: number;
  online_payment_value: number;
  commission_value: number;
  nett_value: number;
}

export interface SettlementPeriod {
  id: number;
  /** 'YYYY-MM-DD' (shown at noon, spec 03 §9). */
  settlement_date: string;
  merchant_split_value: number;
  total_value: number;
  subtotal_value: number;
  delivery_value: number;
  online_payment_value: number;
  online_payment_tax_value: number;
  commission_value: number;
  retained_value: number;
}
