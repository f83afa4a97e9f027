/**
 * The report's status and payment codes (spec 03 §4): the names the orders table shows, and the
 * two statuses the aggregation counts (PC cancelled, PD delivered).
 */

const STATUS_NAMES: Readonly<Record<string, string>> = {
  PP: 'Pendente',
  PENDING_ORDER: 'Pendente',
  PI: 'Impresso',
  PRINTED_ORDER: 'Impresso',
  PA: 'Aceito',
  ACCEPTED_ORDER: 'Aceito',
  PICKUP_READY: 'Pronto para retirada',
  PE: 'Enviado',
  SHIPPED_ORDER: 'Enviado',
  PD: 'Entregue',
  DELIVERED_ORDER: 'Entregue',
  PC: 'Cancelado',
  CANCELED_ORDER: 'Cancelado',
};

const UNKNOWN_STATUS = 'Status desconhecido';

/** 'Pendente', 'Entregue'... or 'Status desconhecido' for any other code. */
export function reportStatusName(code: unknown): string {
  const key = typeof code === 'string' ? code.trim() : '';
  return Object.hasOwn(STATUS_NAMES, key) ? (STATUS_NAMES[key] as string) : UNKNOWN_STATUS;
}

/** What the aggregation counts: delivered (PD) or cancelled (PC); null for every other status. */
export function reportOutcome(code: unknown): 'delivered' | 'cancelled' | null {
  const key = typeof code === 'string' ? code.trim() : '';
  if (key === 'PD' || key === 'DELIVERED_ORDER') return 'delivered';
  if (key === 'PC' || key === 'CANCELED_ORDER') return 'cancelled';
  return null;
}

export type PaymentKind = 'online' | 'dinheiro' | 'cartao';

const ONLINE_CODES = new Set([-2, -10, -11, -12]);

/** -2, -10, -11, -12 are Online; -1 is Dinheiro; any other code is Cartão. */
export function paymentKind(code: unknown): PaymentKind {
  const n = typeof code === 'number' ? code : typeof code === 'string' ? Number(code.trim()) : Number.NaN;
  if (ONLINE_CODES.has(n)) return 'online';
  if (n === -1) return 'dinheiro';
  return 'cartao';
}

export const PAYMENT_NAMES: Readonly<Record<PaymentKind, string>> = {
  online: 'Online',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
};

export function paymentName(code: unknown): string {
  return PAYMENT_NAMES[paymentKind(code)];
}
