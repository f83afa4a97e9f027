/**
 * The Faturas table's rows (spec 03 §2.13): new invoices (cents, balance type) and legacy ones
 * (reais, status codes) in one shape; legacy rows go after the new ones on the last page, or alone
 * when there are no new invoices.
 */
import { invoiceStatusLabel, legacyInvoiceStatusLabel, type StatusLabel } from './labels';
import { centsToBRL, formatDay, invoicePeriod, invoiceValue, toNumber } from './money';

export interface InvoiceInput {
  id: string;
  starts_at: string;
  ends_at: string;
  balance?: unknown;
  overdues_at: string;
  status: string;
  pdf_url: string | null;
  invoice_url: string | null;
  nfs: { type: string; pdf: string | null }[];
}

export interface LegacyInvoiceInput {
  hash_fatura: string;
  referencia: string;
  valor_pagar?: unknown;
  data_vencimento: string;
  status: string;
  fatura_link: string | null;
  nfse_link: string | null;
  boleto_link: string | null;
}

export type NoteLabel = 'NF comissao' | 'NF pag. online';

export interface InvoiceRow {
  key: string;
  id: string;
  period: string;
  value: string;
  /** Accumulated invoice: the line carried to the next one. */
  carry: { label: string; value: string } | null;
  due: string;
  status: StatusLabel;
  pdf: string | null;
  notes: { label: NoteLabel; url: string }[];
  pay: string | null;
  legacy: boolean;
}

// A test rather than a module-level set, so mutation testing (which skips code run only when a
// module loads) exercises it.
function payable(status: string): boolean {
  return status === 'pending' || status === 'overdue';
}

export function invoiceRow(i: InvoiceInput): InvoiceRow {
  const v = invoiceValue(i.balance);
  const status = i.status.trim().toLowerCase();
  const notes = i.nfs.flatMap((n) =>
    n.pdf
      ? [{ label: (n.type === 'commission' ? 'NF comissao' : 'NF pag. online') as NoteLabel, url: n.pdf }]
      : [],
  );
  return {
    key: `n-${i.id}`,
    id: i.id,
    period: invoicePeriod(i.starts_at, i.ends_at),
    value: centsToBRL(v.shownCents),
    carry: v.carry ? { label: v.carry.label, value: centsToBRL(v.carry.cents) } : null,
    due: formatDay(i.overdues_at),
    status: invoiceStatusLabel(i.status),
    pdf: i.pdf_url,
    notes,
    pay: payable(status) && v.balanceType === 'normal' ? i.invoice_url : null,
    legacy: false,
  };
}

const legacyMoney = (v: unknown): number => {
  if (typeof v === 'string' && v.includes(',')) return toNumber(v.replace(/\./g, '').replace(',', '.')) ?? 0;
  return toNumber(v) ?? 0;
};

export function legacyInvoiceRow(i: LegacyInvoiceInput): InvoiceRow {
  // Read as the status label reads it: ' vc ' is shown Vencido, so it is payable too.
  const code = i.status.trim().toUpperCase();
  const payable = code === 'AT' || code === 'VC';
  return {
    key: `l-${i.hash_fatura}`,
    id: i.hash_fatura,
    period: i.referencia || '—',
    value: centsToBRL(Math.round(legacyMoney(i.valor_pagar) * 100)),
    carry: null,
    due: formatDay(i.data_vencimento),
    status: legacyInvoiceStatusLabel(i.status),
    pdf: i.fatura_link,
    notes: i.nfse_link ? [{ label: 'NF comissao', url: i.nfse_link }] : [],
    pay: payable ? i.boleto_link : null,
    legacy: true,
  };
}

/** One page of the table: the page's new invoices, then the legacy ones on the last page. */
export function invoiceTableRows(
  page: number,
  lastPage: number,
  invoices: readonly InvoiceInput[],
  legacy: readonly LegacyInvoiceInput[],
): InvoiceRow[] {
  const rows = invoices.map(invoiceRow);
  if (page >= lastPage || invoices.length === 0) rows.push(...legacy.map(legacyInvoiceRow));
  return rows;
}
