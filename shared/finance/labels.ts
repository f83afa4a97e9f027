/**
 * Finance status and code names (spec 03 §4): invoices (new and legacy), the calendar's two
 * readings, sales-history order statuses and payment codes. Pure: both the renderer and the
 * sandbox use them.
 */

const INVOICE_STATUS_NAMES = {
  processing: 'Processando',
  accumulated: 'Acumulado',
  pending: 'Pendente',
  overdue: 'Vencido',
  paid: 'Pago',
  canceled: 'Cancelado',
} as const;

export type InvoiceStatus = keyof typeof INVOICE_STATUS_NAMES;

const LEGACY_INVOICE_STATUS_NAMES = {
  PG: 'Pago',
  AT: 'Pendente',
  VC: 'Vencido',
  IS: 'Isenta',
  FA: 'Acumulado',
} as const;

export type LegacyInvoiceStatus = keyof typeof LEGACY_INVOICE_STATUS_NAMES;

/** How a status reads on screen; `tone` lets the badge add colour to (never replace) the word. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface StatusLabel {
  label: string;
  tone: StatusTone;
}

const INVOICE_TONES: Record<InvoiceStatus, StatusTone> = {
  processing: 'info',
  accumulated: 'neutral',
  pending: 'warning',
  overdue: 'danger',
  paid: 'success',
  canceled: 'neutral',
};

const LEGACY_TONES: Record<LegacyInvoiceStatus, StatusTone> = {
  PG: 'success',
  AT: 'warning',
  VC: 'danger',
  IS: 'neutral',
  FA: 'neutral',
};

const has = <K extends string>(map: Record<K, unknown>, key: unknown): key is K =>
  typeof key === 'string' && Object.hasOwn(map, key);

/** An unknown status is shown as sent (trimmed), never hidden. */
export function invoiceStatusLabel(status: unknown): StatusLabel {
  const key = typeof status === 'string' ? status.trim().toLowerCase() : status;
  if (has(INVOICE_STATUS_NAMES, key)) return { label: INVOICE_STATUS_NAMES[key], tone: INVOICE_TONES[key] };
  return { label: typeof status === 'string' && status.trim() ? status.trim() : '—', tone: 'neutral' };
}

export function legacyInvoiceStatusLabel(status: unknown): StatusLabel {
  const key = typeof status === 'string' ? status.trim().toUpperCase() : status;
  if (has(LEGACY_INVOICE_STATUS_NAMES, key)) {
    return { label: LEGACY_INVOICE_STATUS_NAMES[key], tone: LEGACY_TONES[key] };
  }
  return { label: typeof status === 'string' && status.trim() ? status.trim() : '—', tone: 'neutral' };
}

/** Calendar payment as the platform sends it (spec 03 §3). */
export interface CalendarPaymentStatus {
  status?: unknown;
  is_paid?: unknown;
}

const isPaidFlag = (v: unknown): boolean => v === 1 || v === '1' || v === true;

/**
 * The calendar's day list reading (spec 03 §4, kept as the spec gives it, even where the names
 * look swapped: FAILED = Pendente, CANCELAD = Falhado, DELAYED = Cancelado).
 */
export function calendarListStatus(p: CalendarPaymentStatus): string {
  if (isPaidFlag(p.is_paid)) return 'Pago';
  switch (p.status) {
    case 'CONFIRMED':
      return 'Confirmado';
    case 'WAITING':
      return 'Agendamento';
    case 'FAILED':
      return 'Pendente';
    case 'CANCELAD':
      return 'Falhado';
    case 'DELAYED':
      return 'Cancelado';
    default:
      return typeof p.status === 'string' && p.status ? p.status : '—';
  }
}

/** The payment detail modal's reading: SUCCEEDED is Pago there; the rest as the list. */
export function calendarModalStatus(p: CalendarPaymentStatus): string {
  if (p.status === 'SUCCEEDED') return 'Pago';
  return calendarListStatus({ status: p.status });
}

const SALES_STATUS_NAMES: Readonly<Record<string, string>> = {
  AP: 'Aguardando Pagamento',
  PI: 'Impresso',
  PP: 'Pendente',
  PA: 'Aceito',
  waiting: 'Aguardando motoboy',
  PE: 'Saiu para entrega',
  CR: 'Pronto para retirada',
  PD: 'Entregue',
  PC: 'Recusado',
  PICKUP_READY: 'Pronto para retirada',
};

/** Sales-history order status; any other code reads 'Outro - (code)'. */
export function salesStatusLabel(code: string): string {
  return Object.hasOwn(SALES_STATUS_NAMES, code) ? (SALES_STATUS_NAMES[code] as string) : `Outro - (${code})`;
}

/** Only delivered orders count in the history's totals. */
export const COUNTED_SALES_STATUS = 'PD';

export type PaymentKind = 'Online' | 'Dinheiro' | 'Cartão';

const ONLINE_CODES = new Set([-2, -10, -11, -12]);

/** Payment code → kind: -2, -10, -11, -12 Online; -1 Dinheiro; any other Cartão. */
export function paymentKind(code: unknown): PaymentKind {
  // A blank string reads 0: Cartão, as any other code.
  const n = typeof code === 'string' ? Number(code) : code;
  // Stryker disable next-line ConditionalExpression: only numbers are in ONLINE_CODES.
  if (typeof n === 'number' && ONLINE_CODES.has(n)) return 'Online';
  if (n === -1) return 'Dinheiro';
  return 'Cartão';
}

/** Online-payment registration status (03 §4): PENDING pendente; ENABLED or ACTIVATED ativo. */
export function onlinePaymentStatusLabel(status: unknown): StatusLabel {
  const s = typeof status === 'string' ? status.trim().toUpperCase() : '';
  if (s === 'PENDING') return { label: 'Pendente', tone: 'warning' };
  if (s === 'ENABLED' || s === 'ACTIVATED') return { label: 'Ativo', tone: 'success' };
  return { label: s ? s : 'Sem cadastro', tone: 'neutral' };
}
