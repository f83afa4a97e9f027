/**
 * Payloads of the report and rating calls (spec 03 §3, §7): relatorio/geraRelatorio,
 * relatorio/populapainel, avaliacao/listar, pedidos/listarpedidoavaliacao, avaliacao/atualizar.
 */

/** One order of the general report and the control panel. Money in reais. */
export interface ReportOrderRow {
  id_pedido: string;
  hash_pedido: string;
  usuario_nome: string;
  /** Local 'YYYY-MM-DD HH:mm:ss'. */
  data_criacao: string;
  /** Value of the products. */
  valor_pedido: number;
  valor_desconto: number;
  valor_taxa: number;
  /** Numeric payment code (03 §4): -2/-10/-11/-12 online, -1 cash, other card. */
  pagamento: number;
  status: string;
  /** Discount paid by the store (the panel's average ticket subtracts it). */
  valor_desconto_rest: number;
  /** Discount paid by the platform. */
  valor_desconto_aiboo: number;
  valor_total: number;
  comissao: number;
  /** Coupon used, or null. */
  id_cupom: string | null;
  /** '1' the customer's first purchase in the app. */
  compraGlobal: '0' | '1';
}

export interface DayCount {
  /** 'YYYY-MM-DD'. */
  data_criacao: string;
  qtde: number;
}

export interface GeneralReportResponse {
  status: 1 | 0;
  erro: string;
  retorno: ReportOrderRow[];
  grafico: DayCount[];
  /** The range the server used, 'YYYY-MM-DD'. */
  data_inicio: string;
  data_final: string;
}

export interface PanelChartsResponse {
  status: boolean;
  mensagem: string;
  diaSemana: { dia: string; qtde: number }[];
  obj: { nome: string; contagem_vezes: number }[];
  pedidoBairro: { nome_bairro: string; qtde: number }[];
  formaPagamento: { pagamento: number; qtde: number }[];
}

export interface RatingRow {
  id_pedido: string;
  hash_pedido: string;
  pedido_data_criacao: string;
  data_criacao: string;
  nota_comida: number;
  nota_entrega: number;
  nota_geral: number;
  comentario_usuario: string | null;
  comentario_estabelecimento: string | null;
  /** CC = Contabilizado, anything else Processando. */
  status_avaliacao: string;
}

/** Sums of each rating over the period and the number of ratings. */
export interface RatingTotals {
  nota_comida: number;
  nota_entrega: number;
  nota_geral: number;
  total: number;
}

/** How many ratings gave 1..5 stars: index 0 is 1 star. */
export type RatingDistribution = number[];

export interface RatingsResponse {
  status: boolean;
  mensagem?: string;
  contaComida: RatingDistribution;
  contaEntrega: RatingDistribution;
  contaGeral: RatingDistribution;
  total: RatingTotals[];
  avaliacao: RatingRow[];
}

/** An online-payment transaction before 19 February 2025 (getReportTransactions). */
export interface OnlineTransaction {
  orderHash: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  transactionDate: string;
  orderAmountTotal: number;
  finalEstablishment: number;
  paymentType: string;
  /** PAGO (success), AGUARDANDO LOTE (warning), anything else (info). */
  status: string;
}

export interface OnlineTransactionsResponse {
  status: boolean;
  erro?: string;
  report: OnlineTransaction[];
}

/** A payout batch before 19 February 2025 (getReportBatch). */
export interface PayoutBatch {
  id: number;
  token: string;
  establishment_id: number;
  establishment: string;
  value_final_establishment: number;
  value_tax: number;
  value_commission: number;
  retained_value: number;
  compensated_value: number;
  date_from: string;
  date_to: string;
  status: string;
  invoice_id: string | null;
  finished_at: string | null;
  /** HTML: sanitize before rendering. */
  complete_description: string;
}

export interface PayoutBatchesResponse {
  status: boolean;
  erro?: string;
  report: { entities: PayoutBatch[]; count: number };
}
